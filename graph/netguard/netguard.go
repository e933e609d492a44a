// Package netguard keeps the server's outbound requests (webhooks) away from its own
// networks: loopback, private, link-local, unspecified and multicast addresses are
// refused unless the operator allows their range (SSRF).
package netguard

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/netip"
	"net/url"
	"syscall"
	"time"
)

// Guard decides which addresses outbound requests may reach.
type Guard struct {
	// Allowed are ranges reachable even though they are internal (WEBHOOK_ALLOWED_NETWORKS).
	Allowed []netip.Prefix
}

// ErrRefused is the error of a destination the guard refuses.
var ErrRefused = errors.New("destination address is not allowed")

// thisNetwork is 0.0.0.0/8, which some systems route to the host itself.
var thisNetwork = netip.MustParsePrefix("0.0.0.0/8")

// Permits reports whether a request may go to a.
func (g Guard) Permits(a netip.Addr) bool {
	a = a.Unmap()
	for _, p := range g.Allowed {
		if p.Contains(a) {
			return true
		}
	}
	internal := a.IsLoopback() || a.IsPrivate() || a.IsLinkLocalUnicast() || a.IsLinkLocalMulticast() ||
		a.IsInterfaceLocalMulticast() || a.IsMulticast() || a.IsUnspecified() || thisNetwork.Contains(a)
	return !internal
}

// CheckURL checks a destination when it is configured: an http or https URL with a host
// whose addresses (the host itself, or what DNS answers now) the guard permits. A host
// that does not resolve now is accepted: the dial checks again at delivery time, which is
// what counts, since DNS may answer differently then.
func (g Guard) CheckURL(ctx context.Context, raw string) error {
	u, err := url.Parse(raw)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Hostname() == "" {
		return errors.New("must be an http or https URL with a host")
	}
	if u.User != nil {
		return errors.New("must not carry credentials")
	}
	host := u.Hostname()
	if a, err := netip.ParseAddr(host); err == nil {
		return g.check(a)
	}
	ctx, cancel := context.WithTimeout(ctx, 3*time.Second)
	defer cancel()
	addrs, err := net.DefaultResolver.LookupNetIP(ctx, "ip", host)
	if err != nil {
		return nil
	}
	for _, a := range addrs {
		if err := g.check(a); err != nil {
			return err
		}
	}
	return nil
}

func (g Guard) check(a netip.Addr) error {
	if !g.Permits(a) {
		return fmt.Errorf("%w: %s is internal (loopback, private, link-local, unspecified or multicast); allow its range with WEBHOOK_ALLOWED_NETWORKS", ErrRefused, a.Unmap())
	}
	return nil
}

// Control is a net.Dialer Control function that refuses a connection to an address the
// guard does not permit: it sees the address actually dialed, after DNS.
func (g Guard) Control(_, address string, _ syscall.RawConn) error {
	ap, err := netip.ParseAddrPort(address)
	if err != nil {
		return fmt.Errorf("%w: %s", ErrRefused, address)
	}
	return g.check(ap.Addr())
}
