// Package edge holds what every request passes before it reaches a route: who the client
// is, a cap on concurrent requests, the bytes a request may carry, the headers every
// answer gets, and an error-shaped answer to requests the HTTP server cannot parse.
package edge

import (
	"net"
	"net/http"
	"net/netip"
	"strings"
)

// ClientIP sets each request's RemoteAddr to the client's address. X-Forwarded-For and
// X-Real-IP name the client only when the request comes from one of the trusted proxies;
// from anyone else they are ignored, so a caller cannot pick the address its rate limits
// and log lines are kept under. Through a chain of proxies the client is the last address
// of X-Forwarded-For that is not itself a trusted proxy.
func ClientIP(trusted []netip.Prefix) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			peer, ok := peerAddr(r.RemoteAddr)
			if ok && isTrusted(trusted, peer) {
				if client, found := forwardedClient(r.Header, trusted); found {
					r.RemoteAddr = client.String()
				}
			}
			next.ServeHTTP(w, r)
		})
	}
}

func peerAddr(remote string) (netip.Addr, bool) {
	host, _, err := net.SplitHostPort(remote)
	if err != nil {
		host = remote
	}
	addr, err := netip.ParseAddr(host)
	return addr.Unmap(), err == nil
}

func isTrusted(trusted []netip.Prefix, addr netip.Addr) bool {
	for _, p := range trusted {
		if p.Contains(addr) {
			return true
		}
	}
	return false
}

// forwardedClient reads the client from the headers a trusted proxy set: X-Forwarded-For
// from the right, skipping trusted hops, else X-Real-IP.
func forwardedClient(h http.Header, trusted []netip.Prefix) (netip.Addr, bool) {
	var hops []string
	for _, v := range h.Values("X-Forwarded-For") {
		hops = append(hops, strings.Split(v, ",")...)
	}
	var leftmost netip.Addr
	for i := len(hops) - 1; i >= 0; i-- {
		addr, err := netip.ParseAddr(strings.TrimSpace(hops[i]))
		if err != nil {
			return netip.Addr{}, false // a hop we cannot read: trust none of what lies beyond it
		}
		addr = addr.Unmap()
		if !isTrusted(trusted, addr) {
			return addr, true
		}
		leftmost = addr
	}
	if leftmost.IsValid() {
		return leftmost, true
	}
	addr, err := netip.ParseAddr(strings.TrimSpace(h.Get("X-Real-IP")))
	return addr.Unmap(), err == nil
}
