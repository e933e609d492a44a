package reply

import (
	"net/url"
	"strings"
)

// secretRoutes are the routes whose path carries a secret (an invite secret or an API
// token), written with the secret's segment in braces. Logs show these paths redacted.
var secretRoutes = [][]string{
	strings.Split("invite/{secret}", "/"),
	strings.Split("api/admin/invite-link/tokens/{token}", "/"),
	strings.Split("api/admin/api-tokens/{token}", "/"),
	strings.Split("api/admin/projects/{projectId}/api-tokens/{token}", "/"),
}

// Redacted replaces a secret in a logged path.
const Redacted = "REDACTED"

// RedactPath returns path, an escaped path (url.URL.EscapedPath), fit for a log: the secret
// segment of a secret-bearing route is replaced by REDACTED, whether or not the request
// was routed or allowed. Segments are split escaped, as routes are matched, so a secret
// with an escaped slash is one segment, and compared decoded; empty segments and letter
// case are ignored, so a near-miss of a route (or an escaped one) is redacted too.
func RedactPath(path string) string {
	segments := strings.Split(path, "/")
	for _, route := range secretRoutes {
		if i := secretSegment(segments, route); i >= 0 {
			segments[i] = Redacted
			return strings.Join(segments, "/")
		}
	}
	return path
}

// secretSegment returns the index of the segment that stands at route's secret when
// segments start with route, else -1.
func secretSegment(segments, route []string) int {
	next, secret := 0, -1
	for i, s := range segments {
		if next == len(route) {
			break
		}
		if s == "" {
			continue
		}
		if strings.HasPrefix(route[next], "{") {
			secret = i
		} else if !strings.EqualFold(unescape(s), route[next]) {
			return -1
		}
		next++
	}
	if next < len(route) {
		return -1
	}
	return secret
}

// unescape decodes an escaped path segment; one with a bad escape is compared as it is.
func unescape(s string) string {
	if d, err := url.PathUnescape(s); err == nil {
		return d
	}
	return s
}
