package rest

import "strings"

// secretRoutes are the routes whose path carries a secret (an invite secret or an API
// token), written with the secret's segment in braces. Logs show these paths redacted.
var secretRoutes = [][]string{
	strings.Split("invite/{secret}", "/"),
	strings.Split("api/admin/invite-link/tokens/{token}", "/"),
	strings.Split("api/admin/api-tokens/{token}", "/"),
}

// Redacted replaces a secret in a logged path.
const Redacted = "REDACTED"

// RedactPath returns path fit for a log: the secret segment of a secret-bearing route is
// replaced by REDACTED, whether or not the request was routed or allowed. Empty segments
// and letter case are ignored when matching, so a near-miss of a route is redacted too.
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
		} else if !strings.EqualFold(s, route[next]) {
			return -1
		}
		next++
	}
	if next < len(route) {
		return -1
	}
	return secret
}
