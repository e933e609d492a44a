package config

import (
	"fmt"
	"io"
	"regexp"
	"strings"
	"text/tabwriter"
)

// Variable is one environment variable the service reads: its name, the value used when
// it is unset ("" for none) and what it means. Load and the --help text both read
// Variables, so the two cannot drift apart.
type Variable struct {
	Name    string
	Default string
	Meaning string
}

// Variables lists every environment variable the service reads, in the order --help shows.
var Variables = []Variable{
	{"HTTP_HOST", "127.0.0.1", "Address to listen on"},
	{"HTTP_PORT", "4242", "Port to listen on"},
	{"DATABASE_URL", DefaultSQLitePath, "postgres://… or postgresql://… for PostgreSQL (pool_max_conns=N: connections per node, default 4 per CPU, at least 8); a file path or sqlite:PATH for SQLite"},
	{"MIGRATE", "auto", "auto applies pending schema migrations at start; off refuses to start on a database that is behind (run flagstone migrate up)"},
	{"INIT_ADMIN_API_TOKENS", "", "Comma-separated admin tokens (*:*.<secret>) created at start if missing; on a first start without one, one is generated and printed once"},
	{"INIT_ADMIN_PASSWORD", "", "Password of the admin user created on first start (unset: random, printed once)"},
	{"AUTH_TYPE", string(AuthOpenSource), "none makes every request act as an admin"},
	{"BASE_URL", "http://localhost:4242", "Public URL, used in links such as invite links"},
	{"LOG_LEVEL", "info", "debug, info, warn or error"},
	{"LOG_FORMAT", "", "json or text (unset: text when standard error is a terminal, json otherwise)"},
	{"JOBS_INTERVAL", "1m", "How often the scheduler looks for due jobs (a Go duration); 0 turns it off"},
	{"TRUSTED_PROXIES", "", "Comma-separated CIDR ranges (or addresses) of reverse proxies whose X-Forwarded-For / X-Real-IP name the client"},
	{"GRAPHQL_INTROSPECTION", string(IntrospectionAuthenticated), "public lets anonymous callers read the GraphQL schema"},
	{"HTTP_READ_TIMEOUT", "30s", "How long a client may take to send a whole request"},
	{"REQUEST_TIMEOUT", "30s", "How long a request may run (imports and exports: 5 minutes)"},
	{"HTTP_IDLE_TIMEOUT", "120s", "How long a kept-alive connection may wait for its next request"},
	{"MAX_CONCURRENT_REQUESTS", "512", "Requests served at once; more are answered 503"},
	{"METRICS_PUBLIC", "false", "true serves /metrics and /internal-backstage/prometheus without authentication (otherwise admins only)"},
	{"CORS_ORIGINS", "", "Comma-separated origins (https://app.example.com, or *) whose pages may call the frontend API (unset: any origin, *, until an admin stores a list)"},
	{"WEBHOOK_ALLOWED_NETWORKS", "", "Comma-separated CIDR ranges that webhooks may reach although they are internal (loopback, private, link-local, …)"},
	{"WEBHOOK_POLL_INTERVAL", "5s", "How often each server looks for events to deliver to webhooks (a Go duration)"},
	{"WEBHOOK_RETRY_BACKOFF", "10s", "Wait before the first retry of a failed webhook delivery; it doubles with each failure"},
	{"STREAMING", "true", "false sends SDKs that open /api/client/streaming back to polling (a fetch-mode event)"},
	{"STREAMING_MAX_CONNECTIONS", "10000", "Live SDK connections (/api/client/streaming) open at once on this server; more are answered 503"},
	{"STREAMING_MAX_PER_TOKEN", "1000", "Live SDK connections open at once with one API token on this server; more are answered 503"},
	{"STREAMING_HEARTBEAT", "15s", "How often an idle live SDK connection gets a heartbeat (and its token is looked at again)"},
	{"OIDC_ISSUER", "", "URL of the OpenID Connect provider (its discovery document is read from ISSUER/.well-known/openid-configuration); set, it turns on single sign-on at /auth/oidc/login. The provider must accept BASE_URL/auth/oidc/callback as a redirect URI"},
	{"OIDC_CLIENT_ID", "", "Client id registered at the provider (required with OIDC_ISSUER); ID tokens must name it as their audience"},
	{"OIDC_CLIENT_SECRET", "", "Client secret registered at the provider (required with OIDC_ISSUER); it also keys the sign-in state cookie, so every node needs the same"},
	{"OIDC_SCOPES", "openid profile email", "Space-separated scopes asked for (openid is required); add groups when the provider needs it to send the groups claim"},
	{"OIDC_GROUPS_CLAIM", "groups", "Claim of the ID token (or user info) that lists the user's groups; a group whose mappingsSSO names one of them is joined at sign-in"},
	{"OIDC_DEFAULT_ROOT_ROLE", "Viewer", "Root role (name) of a user created at their first SSO sign-in"},
	{"OIDC_AUTO_CREATE", "true", "true creates a user at their first SSO sign-in; false lets in only users that exist already (matched by email)"},
	{"OIDC_ONLY", "false", "true turns password sign-in off for everyone but break-glass admins: users whose own root role is Admin (the built-in admin among them) may still sign in with a password"},
	{"GC_HEAP_FLOOR_MB", "64", "Heap size (MiB) the garbage collector lets a small heap grow to before collecting; 0 turns it off, and so does setting GOGC"},
}

// DefaultSQLitePath is where the zero-setup store lives when DATABASE_URL is unset.
const DefaultSQLitePath = "./data/flagstone.db"

// lookup returns getenv(name), or the variable's default when it is unset. Reading a name
// missing from Variables is a programming error.
func lookup(getenv func(string) string, name string) string {
	for _, v := range Variables {
		if v.Name == name {
			if s := getenv(name); s != "" {
				return s
			}
			return v.Default
		}
	}
	panic("config: variable " + name + " is not in Variables")
}

// WriteVariables writes the table of variables, with their defaults, for --help.
func WriteVariables(w io.Writer) error {
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "  VARIABLE\tDEFAULT\tMEANING")
	for _, v := range Variables {
		def := v.Default
		if def == "" {
			def = "(none)"
		}
		fmt.Fprintf(tw, "  %s\t%s\t%s\n", v.Name, def, v.Meaning)
	}
	return tw.Flush()
}

// knownScheme matches a DATABASE_URL that names a scheme (postgres://, mysql://, …).
var knownScheme = regexp.MustCompile(`^([A-Za-z][A-Za-z0-9+.-]*)://`)

// checkDatabaseURL refuses a URL whose scheme the service cannot open, rather than taking
// it for a SQLite file name.
func checkDatabaseURL(dsn string) error {
	m := knownScheme.FindStringSubmatch(dsn)
	if m == nil {
		return nil
	}
	switch strings.ToLower(m[1]) {
	case "postgres", "postgresql":
		return nil
	}
	return fmt.Errorf("DATABASE_URL: unsupported scheme %q: use postgres://… for PostgreSQL, or a file path or sqlite:PATH for SQLite", m[1])
}
