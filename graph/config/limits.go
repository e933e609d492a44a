package config

import (
	"fmt"
	"net/netip"
	"strconv"
	"strings"
	"time"
)

// Introspection says who may read the GraphQL schema through __schema and __type.
type Introspection string

// The introspection settings.
const (
	IntrospectionPublic        Introspection = "public"
	IntrospectionAuthenticated Introspection = "authenticated"
)

// HTTPLimits bounds what one connection or request may take from the server.
type HTTPLimits struct {
	// ReadTimeout is how long a client may take to send a whole request, body included.
	ReadTimeout time.Duration
	// RequestTimeout is how long a request may run (longer for imports and exports).
	RequestTimeout time.Duration
	// IdleTimeout is how long a kept-alive connection may wait for its next request.
	IdleTimeout time.Duration
	// MaxConcurrentRequests is how many requests run at once; more are answered 503.
	MaxConcurrentRequests int
	// TrustedProxies are the peers whose X-Forwarded-For and X-Real-IP name the client.
	TrustedProxies []netip.Prefix
}

// loadLimits reads the introspection setting and the HTTP limits.
func (c *Config) loadLimits(get func(string) string) error {
	c.Introspection = Introspection(get("GRAPHQL_INTROSPECTION"))
	if c.Introspection != IntrospectionPublic && c.Introspection != IntrospectionAuthenticated {
		return fmt.Errorf("GRAPHQL_INTROSPECTION must be %q or %q, got %q", IntrospectionPublic, IntrospectionAuthenticated, c.Introspection)
	}
	var err error
	for _, d := range []struct {
		name string
		to   *time.Duration
	}{
		{"HTTP_READ_TIMEOUT", &c.HTTP.ReadTimeout},
		{"REQUEST_TIMEOUT", &c.HTTP.RequestTimeout},
		{"HTTP_IDLE_TIMEOUT", &c.HTTP.IdleTimeout},
	} {
		*d.to, err = time.ParseDuration(get(d.name))
		if err != nil || *d.to <= 0 {
			return fmt.Errorf("%s must be a positive duration such as 30s, got %q", d.name, get(d.name))
		}
	}
	c.HTTP.MaxConcurrentRequests, err = strconv.Atoi(get("MAX_CONCURRENT_REQUESTS"))
	if err != nil || c.HTTP.MaxConcurrentRequests < 1 {
		return fmt.Errorf("MAX_CONCURRENT_REQUESTS must be a whole number of at least 1, got %q", get("MAX_CONCURRENT_REQUESTS"))
	}
	c.HTTP.TrustedProxies, err = parsePrefixes(get("TRUSTED_PROXIES"))
	if err != nil {
		return fmt.Errorf("TRUSTED_PROXIES must be a comma-separated list of CIDR ranges or addresses: %w", err)
	}
	return nil
}

// loadWebhooks reads the settings of webhook delivery.
func (c *Config) loadWebhooks(get func(string) string) error {
	var err error
	c.Webhooks.AllowedNetworks, err = parsePrefixes(get("WEBHOOK_ALLOWED_NETWORKS"))
	if err != nil {
		return fmt.Errorf("WEBHOOK_ALLOWED_NETWORKS must be a comma-separated list of CIDR ranges or addresses: %w", err)
	}
	for _, d := range []struct {
		name string
		to   *time.Duration
	}{
		{"WEBHOOK_POLL_INTERVAL", &c.Webhooks.PollInterval},
		{"WEBHOOK_RETRY_BACKOFF", &c.Webhooks.RetryBackoff},
	} {
		*d.to, err = time.ParseDuration(get(d.name))
		if err != nil || *d.to <= 0 {
			return fmt.Errorf("%s must be a positive duration such as 5s, got %q", d.name, get(d.name))
		}
	}
	return nil
}

// parsePrefixes reads a comma-separated list of CIDR ranges; a bare address is a range of one.
func parsePrefixes(list string) ([]netip.Prefix, error) {
	var out []netip.Prefix
	for _, item := range strings.Split(list, ",") {
		item = strings.TrimSpace(item)
		if item == "" {
			continue
		}
		if !strings.Contains(item, "/") {
			addr, err := netip.ParseAddr(item)
			if err != nil {
				return nil, err
			}
			out = append(out, netip.PrefixFrom(addr.Unmap(), addr.Unmap().BitLen()))
			continue
		}
		p, err := netip.ParsePrefix(item)
		if err != nil {
			return nil, err
		}
		out = append(out, p.Masked())
	}
	return out, nil
}

// Streaming bounds the live connections of the SDKs.
type Streaming struct {
	// Enabled off sends the SDKs back to polling.
	Enabled bool
	// MaxConnections and MaxPerToken bound the open streams, in all and per token.
	MaxConnections, MaxPerToken int
	// Heartbeat is how often an idle stream gets a comment.
	Heartbeat time.Duration
}

// loadStreaming reads the bounds of the live SDK connections.
func (c *Config) loadStreaming(get func(string) string) error {
	switch v := get("STREAMING"); v {
	case "true", "false":
		c.Streaming.Enabled = v == "true"
	default:
		return fmt.Errorf("STREAMING must be true or false, got %q", v)
	}
	for _, n := range []struct {
		name string
		to   *int
	}{
		{"STREAMING_MAX_CONNECTIONS", &c.Streaming.MaxConnections},
		{"STREAMING_MAX_PER_TOKEN", &c.Streaming.MaxPerToken},
	} {
		v, err := strconv.Atoi(get(n.name))
		if err != nil || v < 1 {
			return fmt.Errorf("%s must be a whole number of at least 1, got %q", n.name, get(n.name))
		}
		*n.to = v
	}
	d, err := time.ParseDuration(get("STREAMING_HEARTBEAT"))
	if err != nil || d <= 0 {
		return fmt.Errorf("STREAMING_HEARTBEAT must be a positive duration such as 15s, got %q", get("STREAMING_HEARTBEAT"))
	}
	c.Streaming.Heartbeat = d
	return nil
}
