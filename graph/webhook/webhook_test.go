package webhook

import (
	"errors"
	"fmt"
	"net"
	"net/url"
	"testing"

	"github.com/stretchr/testify/require"

	"flagstone/graph/netguard"
)

func TestSign(t *testing.T) {
	tests := []struct {
		name, secret, body, want string
	}{
		{name: "RFC 4231 style vector", secret: "key", body: "The quick brown fox jumps over the lazy dog",
			want: "sha256=f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8"},
		{name: "empty body", secret: "key", body: "",
			want: "sha256=5d5d139563c95b5967b9bd9a8c9b233a9dedb45072794cd232dc1b74832607d0"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			require.Equal(t, tt.want, Sign([]byte(tt.secret), []byte(tt.body)))
		})
	}
}

func TestWildcard(t *testing.T) {
	tests := []struct {
		name string
		list []string
		want bool
	}{
		{name: "none", list: nil, want: true},
		{name: "empty", list: []string{}, want: true},
		{name: "star", list: []string{"a", "*"}, want: true},
		{name: "named", list: []string{"a"}, want: false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { require.Equal(t, tt.want, wildcard(tt.list)) })
	}
}

func TestDescribeLeavesTheURLOut(t *testing.T) {
	refused := &net.OpError{Op: "dial", Net: "tcp", Err: fmt.Errorf("%w: 10.0.0.1 is internal", netguard.ErrRefused)}
	tests := []struct {
		name string
		err  error
		want string
	}{
		{name: "refused dial", err: &url.Error{Op: "Post", URL: "http://user:pw@hook.example/x?token=t", Err: refused},
			want: "destination address is not allowed: 10.0.0.1 is internal"},
		{name: "other", err: &url.Error{Op: "Post", URL: "http://hook.example/?token=t", Err: errors.New("connection reset")},
			want: "connection reset"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { require.Equal(t, tt.want, describe(tt.err)) })
	}
}
