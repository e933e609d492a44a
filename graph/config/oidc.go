package config

import (
	"fmt"
	"net/url"
	"slices"
	"strings"
)

// OIDC configures single sign-on through an OpenID Connect provider; it is off while Issuer
// is empty.
type OIDC struct {
	Issuer, ClientID, ClientSecret string
	// Scopes are asked for at the provider; openid is always among them.
	Scopes []string
	// GroupsClaim names the claim that lists the user's groups at the provider.
	GroupsClaim string
	// DefaultRootRole is the root role (by name) of a user created at first sign-in.
	DefaultRootRole string
	// AutoCreate creates unknown users at their first sign-in.
	AutoCreate bool
	// Only turns password sign-in off but for break-glass admins.
	Only bool
}

// Enabled reports whether single sign-on is configured.
func (o OIDC) Enabled() bool { return o.Issuer != "" }

// loadOIDC reads the OIDC_* variables. The provider is not reached here: discovery happens
// at the first sign-in, so a provider that is down does not stop the service from starting.
func (c *Config) loadOIDC(get func(string) string) error {
	o := OIDC{
		Issuer:          strings.TrimSpace(get("OIDC_ISSUER")),
		ClientID:        get("OIDC_CLIENT_ID"),
		ClientSecret:    get("OIDC_CLIENT_SECRET"),
		Scopes:          strings.Fields(get("OIDC_SCOPES")),
		GroupsClaim:     strings.TrimSpace(get("OIDC_GROUPS_CLAIM")),
		DefaultRootRole: strings.TrimSpace(get("OIDC_DEFAULT_ROOT_ROLE")),
	}
	var err error
	if o.AutoCreate, err = boolVariable(get, "OIDC_AUTO_CREATE"); err != nil {
		return err
	}
	if o.Only, err = boolVariable(get, "OIDC_ONLY"); err != nil {
		return err
	}
	if o.Issuer == "" {
		if o.Only {
			return fmt.Errorf("OIDC_ONLY=true needs OIDC_ISSUER: without single sign-on only admins could sign in")
		}
		c.OIDC = o
		return nil
	}
	if u, err := url.Parse(o.Issuer); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return fmt.Errorf("OIDC_ISSUER must be an http(s) URL, got %q", o.Issuer)
	}
	switch {
	case o.ClientID == "":
		return fmt.Errorf("OIDC_CLIENT_ID is required with OIDC_ISSUER")
	case o.ClientSecret == "":
		return fmt.Errorf("OIDC_CLIENT_SECRET is required with OIDC_ISSUER")
	case !slices.Contains(o.Scopes, "openid"):
		return fmt.Errorf("OIDC_SCOPES must include openid, got %q", get("OIDC_SCOPES"))
	case o.GroupsClaim == "":
		return fmt.Errorf("OIDC_GROUPS_CLAIM must name a claim")
	case o.DefaultRootRole == "":
		return fmt.Errorf("OIDC_DEFAULT_ROOT_ROLE must name a root role")
	}
	c.OIDC = o
	return nil
}

// boolVariable reads a variable that is true or false.
func boolVariable(get func(string) string, name string) (bool, error) {
	switch v := get(name); v {
	case "true", "false":
		return v == "true", nil
	default:
		return false, fmt.Errorf("%s must be true or false, got %q", name, v)
	}
}
