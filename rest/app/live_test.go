package app

import "testing"

func TestOriginOf(t *testing.T) {
	tests := []struct {
		name, raw, want string
		ok              bool
	}{
		{"host", "http://Example.COM", "http://example.com", true},
		{"trailing slash", "https://example.com/", "https://example.com", true},
		{"default port left out", "https://example.com:443", "https://example.com", true},
		{"other port kept", "http://example.com:4242", "http://example.com:4242", true},
		{"IPv6 keeps its brackets", "http://[::1]", "http://[::1]", true},
		{"IPv6 with a default port", "http://[::1]:80", "http://[::1]", true},
		{"IPv6 with a port", "http://[::1]:4242", "http://[::1]:4242", true},
		{"not http", "ftp://example.com", "", false},
		{"no host", "/relative", "", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, ok := originOf(tc.raw)
			if got != tc.want || ok != tc.ok {
				t.Fatalf("originOf(%q) = %q, %v; want %q, %v", tc.raw, got, ok, tc.want, tc.ok)
			}
		})
	}
}
