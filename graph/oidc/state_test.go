package oidc

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func TestSafeNext(t *testing.T) {
	for _, c := range []struct{ name, next, want string }{
		{"a path", "/projects/default", "/projects/default"},
		{"a path with a query", "/events?type=x&y=1", "/events?type=x&y=1"},
		{"empty", "", "/"},
		{"relative", "projects", "/"},
		{"protocol-relative", "//evil.example.com/x", "/"},
		{"backslash", "/\\evil.example.com", "/"},
		{"absolute", "https://evil.example.com/", "/"},
		{"tab that browsers drop", "/\t/evil.example.com", "/"},
		{"line feed", "/\n/evil.example.com", "/"},
	} {
		t.Run(c.name, func(t *testing.T) { require.Equal(t, c.want, SafeNext(c.next)) })
	}
}

func TestSealedStateOpensOnlyUnchangedUnderTheSameSecret(t *testing.T) {
	st := flowState{State: "s", Nonce: "n", Verifier: "v", Next: "/x", Expires: 42}
	sealed, err := newSealer("secret").seal(st)
	require.NoError(t, err)
	got, err := newSealer("secret").open(sealed)
	require.NoError(t, err, "another node with the same client secret opens it")
	require.Equal(t, st, got)
	for _, c := range []struct{ name, secret, cookie string }{
		{"another secret", "other", sealed},
		{"changed", "secret", sealed[:len(sealed)-2] + "AA"},
		{"not base64", "secret", "%%%"},
		{"short", "secret", "AAAA"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := newSealer(c.secret).open(c.cookie)
			require.ErrorIs(t, err, errBadState)
		})
	}
}
