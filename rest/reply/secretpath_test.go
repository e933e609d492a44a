package reply

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func TestRedactPath(t *testing.T) {
	for _, c := range []struct{ path, want string }{
		{"/invite/abc123/validate", "/invite/REDACTED/validate"},
		{"/invite/abc123/signup", "/invite/REDACTED/signup"},
		{"/invite/abc123", "/invite/REDACTED"},
		{"/INVITE//abc123/validate", "/INVITE//REDACTED/validate"},
		{"/api/admin/api-tokens/default:development.abc", "/api/admin/api-tokens/REDACTED"},
		{"/api/admin//api-tokens/*:*.abc/x", "/api/admin//api-tokens/REDACTED/x"},
		{"/api/admin/invite-link/tokens/abc123", "/api/admin/invite-link/tokens/REDACTED"},
		{"/api/admin/invite-link/tokens", "/api/admin/invite-link/tokens"},
		{"/api/admin/api-tokens", "/api/admin/api-tokens"},
		{"/api/admin/projects/default/features/x", "/api/admin/projects/default/features/x"},
		{"/api/admin/projects/default/api-tokens/default:development.abc", "/api/admin/projects/default/api-tokens/REDACTED"},
		{"/api/admin/user/tokens/7", "/api/admin/user/tokens/7"},
		{"/api/admin/api-tokens/default%3Adevelopment.abc", "/api/admin/api-tokens/REDACTED"},
		{"/api/admin/api-tokens/abc%2Fdef", "/api/admin/api-tokens/REDACTED"},
		{"/api/admin/api%2Dtokens/abc", "/api/admin/api%2Dtokens/REDACTED"},
		{"/%69nvite/abc123/validate", "/%69nvite/REDACTED/validate"},
	} {
		require.Equal(t, c.want, RedactPath(c.path), c.path)
	}
}
