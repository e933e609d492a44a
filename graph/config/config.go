// Package config reads the service's settings from environment variables, using the names
// operators of the reference already know.
package config

import (
	"fmt"
	"log/slog"
	"net/netip"
	"net/url"
	"strconv"
	"strings"
	"time"
)

// AuthType selects how callers authenticate.
type AuthType string

// The supported authentication types.
const (
	AuthOpenSource AuthType = "open-source"
	AuthNone       AuthType = "none"
)

// Config is the service's configuration.
type Config struct {
	HTTPHost          string
	HTTPPort          int
	DatabaseURL       string
	InitAdminTokens   []string
	InitAdminPassword string
	AuthType          AuthType
	BaseURL           string
	LogLevel          slog.Level
	// JobsInterval is how often the scheduler looks for due jobs; 0 turns it off (the
	// jobs then run only when called, as tests do).
	JobsInterval time.Duration
	// Introspection says who may read the GraphQL schema.
	Introspection Introspection
	// HTTP bounds connections and requests.
	HTTP HTTPLimits
	// LogFormat is json or text; empty chooses by whether standard error is a terminal.
	LogFormat LogFormat
	// MetricsPublic serves the metrics without authentication.
	MetricsPublic bool
	// CORSOrigins are the origins whose pages may call the frontend API ("*": any).
	CORSOrigins []string
	// Migrate is "auto" (apply pending schema migrations at start) or "off" (refuse to
	// start when the database is behind: `flagstone migrate up` is a deploy step).
	Migrate string
	// Webhooks configures the delivery of events to addons.
	Webhooks Webhooks
	// Streaming bounds the live connections of the SDKs (/api/client/streaming).
	Streaming Streaming
	// GCHeapFloor is the heap size in bytes the collector lets a small heap grow to (see
	// graph/gcfloor); 0 leaves the collector as GOGC says.
	GCHeapFloor uint64
	// OIDC configures single sign-on through an OpenID Connect provider.
	OIDC OIDC
}

// Webhooks configures the delivery of events to webhooks.
type Webhooks struct {
	// AllowedNetworks are internal ranges webhooks may reach all the same.
	AllowedNetworks []netip.Prefix
	// PollInterval is how often a server looks for events to deliver.
	PollInterval time.Duration
	// RetryBackoff is the wait before the first retry; it doubles with each failure.
	RetryBackoff time.Duration
}

// LogFormat is how log lines are written.
type LogFormat string

// The log formats.
const (
	LogJSON LogFormat = "json"
	LogText LogFormat = "text"
)

// Addr is the address the server listens on.
func (c Config) Addr() string { return fmt.Sprintf("%s:%d", c.HTTPHost, c.HTTPPort) }

// Load reads the configuration through getenv (os.Getenv in production). Every problem is
// reported as one line naming the variable.
func Load(getenv func(string) string) (Config, error) {
	get := func(name string) string { return lookup(getenv, name) }
	c := Config{
		HTTPHost:          get("HTTP_HOST"),
		DatabaseURL:       get("DATABASE_URL"),
		InitAdminPassword: get("INIT_ADMIN_PASSWORD"),
		AuthType:          AuthType(get("AUTH_TYPE")),
		BaseURL:           strings.TrimRight(get("BASE_URL"), "/"),
	}
	if err := checkDatabaseURL(c.DatabaseURL); err != nil {
		return c, err
	}
	port, err := strconv.Atoi(get("HTTP_PORT"))
	if err != nil || port < 0 || port > 65535 {
		return c, fmt.Errorf("HTTP_PORT must be a port number (0-65535), got %q", getenv("HTTP_PORT"))
	}
	c.HTTPPort = port
	if c.AuthType != AuthOpenSource && c.AuthType != AuthNone {
		return c, fmt.Errorf("AUTH_TYPE must be %q or %q, got %q", AuthOpenSource, AuthNone, c.AuthType)
	}
	if u, err := url.Parse(c.BaseURL); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return c, fmt.Errorf("BASE_URL must be an http(s) URL, got %q", c.BaseURL)
	}
	if err := c.LogLevel.UnmarshalText([]byte(get("LOG_LEVEL"))); err != nil {
		return c, fmt.Errorf("LOG_LEVEL must be debug, info, warn or error, got %q", getenv("LOG_LEVEL"))
	}
	interval, err := time.ParseDuration(get("JOBS_INTERVAL"))
	if err != nil || interval < 0 {
		return c, fmt.Errorf("JOBS_INTERVAL must be a duration such as 1m (0 turns the scheduler off), got %q", getenv("JOBS_INTERVAL"))
	}
	c.JobsInterval = interval
	if err := c.loadLimits(get); err != nil {
		return c, err
	}
	c.LogFormat = LogFormat(get("LOG_FORMAT"))
	if c.LogFormat != "" && c.LogFormat != LogJSON && c.LogFormat != LogText {
		return c, fmt.Errorf("LOG_FORMAT must be %q or %q, got %q", LogJSON, LogText, c.LogFormat)
	}
	if c.Migrate = get("MIGRATE"); c.Migrate != "auto" && c.Migrate != "off" {
		return c, fmt.Errorf("MIGRATE must be auto or off, got %q", c.Migrate)
	}
	switch v := get("METRICS_PUBLIC"); v {
	case "true", "false":
		c.MetricsPublic = v == "true"
	default:
		return c, fmt.Errorf("METRICS_PUBLIC must be true or false, got %q", v)
	}
	for _, o := range strings.Split(get("CORS_ORIGINS"), ",") {
		o = strings.TrimRight(strings.TrimSpace(o), "/")
		if o == "" {
			continue
		}
		if u, err := url.Parse(o); o != "*" && (err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.Path != "") {
			return c, fmt.Errorf("CORS_ORIGINS must be a comma-separated list of origins such as https://app.example.com, or *, got %q", o)
		}
		c.CORSOrigins = append(c.CORSOrigins, o)
	}
	if err := c.loadWebhooks(get); err != nil {
		return c, err
	}
	if err := c.loadStreaming(get); err != nil {
		return c, err
	}
	if err := c.loadOIDC(get); err != nil {
		return c, err
	}
	floor, err := strconv.ParseUint(get("GC_HEAP_FLOOR_MB"), 10, 16)
	if err != nil {
		return c, fmt.Errorf("GC_HEAP_FLOOR_MB must be a number of MiB (0 turns it off), got %q", getenv("GC_HEAP_FLOOR_MB"))
	}
	c.GCHeapFloor = floor << 20
	for _, t := range strings.Split(get("INIT_ADMIN_API_TOKENS"), ",") {
		t = strings.TrimSpace(t)
		if t == "" {
			continue
		}
		if !strings.HasPrefix(t, "*:*.") || len(t) < len("*:*.")+16 {
			return c, fmt.Errorf("INIT_ADMIN_API_TOKENS: each token must look like *:*.<secret of at least 16 characters>")
		}
		c.InitAdminTokens = append(c.InitAdminTokens, t)
	}
	return c, nil
}
