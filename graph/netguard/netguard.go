// Package netguard keeps the server's outbound requests (webhooks) away from its own
// networks: loopback, private, shared (carrier-grade NAT), link-local, benchmarking,
// reserved, unspecified and multicast addresses, and IPv6 addresses that embed one of
// them, are refused unless the operator allows their range (SSRF).
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

// internalRanges are the ranges that net/netip has no predicate for: "this network"
// (0.0.0.0/8, which some systems route to the host itself), shared address space
// (RFC 6598, where cloud metadata services such as 100.100.100.200 live), benchmarking
// (RFC 2544), reserved (240.0.0.0/4, with the limited broadcast 255.255.255.255) and
// the local-use NAT64 prefixes (RFC 8215). These are internal as a whole: a translator
// there may put the IPv4 address at any of RFC 6052's offsets, which the address does
// not tell, so it cannot be read reliably; an operator who runs one allows its range.
var internalRanges = []netip.Prefix{
	netip.MustParsePrefix("0.0.0.0/8"),
	netip.MustParsePrefix("100.64.0.0/10"),
	netip.MustParsePrefix("198.18.0.0/15"),
	netip.MustParsePrefix("240.0.0.0/4"),
	netip.MustParsePrefix("64:ff9b:1::/48"),
}

// IPv6 ranges whose addresses carry an IPv4 address that a translator or tunnel
// reaches on the sender's behalf.
var (
	nat64      = netip.MustParsePrefix("64:ff9b::/96") // RFC 6052 well-known prefix
	sixToFour  = netip.MustParsePrefix("2002::/16")    // RFC 3056
	compatible = netip.MustParsePrefix("::/96")        // RFC 4291 IPv4-compatible (deprecated)
)

// Permits reports whether a request may go to a: an allowed range, or an address that
// is not internal and embeds no IPv4 address the guard refuses.
func (g Guard) Permits(a netip.Addr) bool {
	a = a.Unmap()
	for _, p := range g.Allowed {
		if p.Contains(a) {
			return true
		}
	}
	if internal(a) {
		return false
	}
	if v4, ok := embedded(a); ok {
		return g.Permits(v4)
	}
	return true
}

func internal(a netip.Addr) bool {
	if a.IsLoopback() || a.IsPrivate() || a.IsLinkLocalUnicast() || a.IsLinkLocalMulticast() ||
		a.IsInterfaceLocalMulticast() || a.IsMulticast() || a.IsUnspecified() {
		return true
	}
	for _, p := range internalRanges {
		if p.Contains(a) {
			return true
		}
	}
	return false
}

// embedded returns the IPv4 address an IPv6 address a carries, if it carries one.
func embedded(a netip.Addr) (netip.Addr, bool) {
	b := a.As16()
	switch {
	case !a.Is6():
		return netip.Addr{}, false
	case nat64.Contains(a), compatible.Contains(a):
		return netip.AddrFrom4([4]byte(b[12:16])), true
	case sixToFour.Contains(a):
		return netip.AddrFrom4([4]byte(b[2:6])), true
	}
	return netip.Addr{}, false
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
		return fmt.Errorf("%w: %s is internal (loopback, private, shared, link-local, reserved, unspecified or multicast, or an IPv6 address embedding one); allow its range with WEBHOOK_ALLOWED_NETWORKS", ErrRefused, a.Unmap())
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
