package netguard

import (
	"context"
	"net/netip"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestPermits(t *testing.T) {
	loopback := []netip.Prefix{netip.MustParsePrefix("127.0.0.0/8")}
	tests := []struct {
		name    string
		addr    string
		allowed []netip.Prefix
		want    bool
	}{
		{name: "public v4", addr: "93.184.216.34", want: true},
		{name: "public v6", addr: "2606:2800:220:1::1", want: true},
		{name: "loopback", addr: "127.0.0.1", want: false},
		{name: "loopback allowed", addr: "127.0.0.1", allowed: loopback, want: true},
		{name: "v6 loopback not in a v4 allowance", addr: "::1", allowed: loopback, want: false},
		{name: "mapped loopback", addr: "::ffff:127.0.0.1", want: false},
		{name: "private 10", addr: "10.1.2.3", want: false},
		{name: "private 172", addr: "172.16.0.1", want: false},
		{name: "private 192", addr: "192.168.1.1", want: false},
		{name: "unique local", addr: "fd00::1", want: false},
		{name: "link-local metadata", addr: "169.254.169.254", want: false},
		{name: "link-local v6", addr: "fe80::1", want: false},
		{name: "unspecified", addr: "0.0.0.0", want: false},
		{name: "this network", addr: "0.1.2.3", want: false},
		{name: "multicast", addr: "224.0.0.1", want: false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			require.Equal(t, tt.want, Guard{Allowed: tt.allowed}.Permits(netip.MustParseAddr(tt.addr)))
		})
	}
}

func TestCheckURL(t *testing.T) {
	tests := []struct {
		name string
		url  string
		ok   bool
	}{
		{name: "public https", url: "https://93.184.216.34/hook", ok: true},
		{name: "ftp", url: "ftp://93.184.216.34/", ok: false},
		{name: "no host", url: "http:///path", ok: false},
		{name: "not a url", url: "::", ok: false},
		{name: "loopback literal", url: "http://127.0.0.1:8080/", ok: false},
		{name: "v6 loopback literal", url: "http://[::1]/", ok: false},
		{name: "localhost by name", url: "http://localhost/", ok: false},
		{name: "credentials", url: "http://a:b@93.184.216.34/", ok: false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := Guard{}.CheckURL(context.Background(), tt.url)
			require.Equal(t, tt.ok, err == nil, "%v", err)
		})
	}
}

func TestControlChecksTheDialedAddress(t *testing.T) {
	g := Guard{}
	require.ErrorIs(t, g.Control("tcp", "127.0.0.1:80", nil), ErrRefused)
	require.ErrorIs(t, g.Control("tcp", "[fe80::1]:80", nil), ErrRefused)
	require.NoError(t, g.Control("tcp", "93.184.216.34:443", nil))
}
