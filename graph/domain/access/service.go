// Package access owns who may do what: users, groups and their project roles, root roles,
// API and personal tokens, sessions and login, and the invite links people sign up with.
package access

import (
	"flagstone/graph/domain/kernel"
	"flagstone/graph/ratelimit"
)

// Service is the access area over one kernel.
type Service struct {
	*kernel.Kernel
	// BaseURL prefixes the invite links.
	BaseURL string
	// AuthType and CORSOrigins are the instance's configuration the UI config reports.
	AuthType    string
	CORSOrigins []string
	// LoginBySource and LoginByAccountSource rate-limit failed logins per client address
	// and per account at one address; InviteByIP the public invite routes.
	LoginBySource, LoginByAccountSource, InviteByIP *ratelimit.Limiter
	// SSO is the single sign-on configuration.
	SSO SSOSettings
}
