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
		{name: "shared address space", addr: "100.64.0.1", want: false},
		{name: "shared metadata", addr: "100.100.100.200", want: false},
		{name: "shared top", addr: "100.127.255.255", want: false},
		{name: "below shared", addr: "100.63.255.255", want: true},
		{name: "above shared", addr: "100.128.0.0", want: true},
		{name: "benchmarking", addr: "198.18.0.1", want: false},
		{name: "benchmarking top", addr: "198.19.255.255", want: false},
		{name: "above benchmarking", addr: "198.20.0.0", want: true},
		{name: "reserved", addr: "240.0.0.1", want: false},
		{name: "broadcast", addr: "255.255.255.255", want: false},
		{name: "mapped shared", addr: "::ffff:100.100.100.200", want: false},
		{name: "nat64 loopback", addr: "64:ff9b::7f00:1", want: false},
		{name: "nat64 metadata", addr: "64:ff9b::a9fe:a9fe", want: false},
		{name: "nat64 shared", addr: "64:ff9b::6464:64c8", want: false},
		{name: "nat64 public", addr: "64:ff9b::5db8:d822", want: true},
		{name: "nat64 loopback allowed", addr: "64:ff9b::7f00:1", allowed: loopback, want: true},
		{name: "local nat64 private", addr: "64:ff9b:1::a00:1", want: false},
		{name: "local nat64 public", addr: "64:ff9b:1::5db8:d822", want: false},
		{name: "local nat64 allowed", addr: "64:ff9b:1::5db8:d822", allowed: []netip.Prefix{netip.MustParsePrefix("64:ff9b:1::/96")}, want: true},
		{name: "6to4 loopback", addr: "2002:7f00:1::1", want: false},
		{name: "6to4 private", addr: "2002:c0a8:101::", want: false},
		{name: "6to4 public", addr: "2002:5db8:d822::1", want: true},
		{name: "compatible loopback", addr: "::127.0.0.1", want: false},
		{name: "compatible metadata", addr: "::169.254.169.254", want: false},
		{name: "compatible public", addr: "::93.184.216.34", want: true},
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
		{name: "shared literal", url: "http://100.100.100.200/latest/meta-data", ok: false},
		{name: "broadcast literal", url: "http://255.255.255.255/", ok: false},
		{name: "nat64 literal", url: "http://[64:ff9b::a9fe:a9fe]/", ok: false},
		{name: "6to4 literal", url: "http://[2002:a9fe:a9fe::]/", ok: false},
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
	require.ErrorIs(t, g.Control("tcp", "100.100.100.200:80", nil), ErrRefused)
	require.ErrorIs(t, g.Control("tcp", "255.255.255.255:80", nil), ErrRefused)
	require.ErrorIs(t, g.Control("tcp", "[64:ff9b::7f00:1]:80", nil), ErrRefused)
	require.ErrorIs(t, g.Control("tcp", "[2002:a9fe:a9fe::]:80", nil), ErrRefused)
	require.ErrorIs(t, g.Control("tcp", "[::10.0.0.1]:80", nil), ErrRefused)
	require.NoError(t, g.Control("tcp", "93.184.216.34:443", nil))
	require.NoError(t, g.Control("tcp", "[64:ff9b::5db8:d822]:443", nil))
}
