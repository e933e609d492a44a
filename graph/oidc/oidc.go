// Package oidc is the relying party of single sign-on: it sends the browser to the OpenID
// Connect provider (authorization code with PKCE S256, state and nonce) and checks what comes
// back (state, the code's exchange, the ID token's signature, issuer, audience, expiry and
// nonce) with github.com/coreos/go-oidc and golang.org/x/oauth2, never by hand. What a
// verified sign-in means (which user, which groups) is the access area's.
package oidc

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"strings"
	"sync"
	"time"

	gooidc "github.com/coreos/go-oidc/v3/oidc"
	"golang.org/x/oauth2"

	"flagstone/graph/config"
)

// CallbackPath is where the provider sends the browser back; LoginPath starts a sign-in.
const (
	LoginPath    = "/auth/oidc/login"
	CallbackPath = "/auth/oidc/callback"
)

// stateTTL is how long a started sign-in may take at the provider.
const stateTTL = 10 * time.Minute

// discoveryRetry is how long a failed discovery is remembered before the next sign-in tries
// again, so a provider that is down is not asked on every click.
const discoveryRetry = 10 * time.Second

// providerTimeout bounds each request to the provider.
const providerTimeout = 10 * time.Second

// Identity is what a verified ID token (and, for what it lacks, the user info) says about
// the person signing in.
type Identity struct {
	Issuer, Subject string
	// Email is lower-case; empty when the provider sent none.
	Email string
	// EmailVerified is false only when the provider said so (email_verified: false).
	EmailVerified  bool
	Name, Username string
	// Groups are the user's groups at the provider; a token without the groups claim has
	// none, so the sync takes away what it gave.
	Groups []string
}

// Client is the relying party of one provider. Discovery happens at the first sign-in and
// again after a failure, so the service starts while the provider is down.
type Client struct {
	cfg         config.OIDC
	redirectURL string
	now         func() time.Time
	http        *http.Client
	seal        *sealer
	used        Ledger
	log         *slog.Logger

	mu        sync.Mutex
	provider  *gooidc.Provider
	failedAt  time.Time
	failedErr error
}

// New returns the relying party for cfg; baseURL is the service's public URL, whose
// CallbackPath the provider must accept as a redirect URI. used keeps the finished
// sign-ins' states.
func New(cfg config.OIDC, baseURL string, now func() time.Time, log *slog.Logger, used Ledger) *Client {
	return &Client{
		cfg: cfg, redirectURL: strings.TrimRight(baseURL, "/") + CallbackPath, now: now,
		http: &http.Client{Timeout: providerTimeout}, seal: newSealer(cfg.ClientSecret),
		used: used, log: log,
	}
}

// Log is the service's log, where sign-ins and their refusals are told.
func (c *Client) Log() *slog.Logger { return c.log }

// SecureCookie reports whether the state cookie must be Secure (an https BASE_URL).
func (c *Client) SecureCookie() bool { return strings.HasPrefix(c.redirectURL, "https://") }

// discover returns the provider, reading its discovery document once it answers.
func (c *Client) discover(ctx context.Context) (*gooidc.Provider, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.provider != nil {
		return c.provider, nil
	}
	if c.failedErr != nil && c.now().Sub(c.failedAt) < discoveryRetry {
		return nil, c.failedErr
	}
	p, err := gooidc.NewProvider(gooidc.ClientContext(ctx, c.http), c.cfg.Issuer)
	if err != nil {
		c.failedAt, c.failedErr = c.now(), fmt.Errorf("discover the OpenID provider %s: %w", c.cfg.Issuer, err)
		return nil, c.failedErr
	}
	c.provider, c.failedErr = p, nil
	return p, nil
}

func (c *Client) oauth2Config(p *gooidc.Provider) *oauth2.Config {
	return &oauth2.Config{ClientID: c.cfg.ClientID, ClientSecret: c.cfg.ClientSecret,
		Endpoint: p.Endpoint(), RedirectURL: c.redirectURL, Scopes: c.cfg.Scopes}
}

// Started is a sign-in sent to the provider: where the browser goes, and the sealed state
// the browser keeps in its cookie until it comes back.
type Started struct {
	RedirectURL string
	Cookie      string
	ExpiresAt   time.Time
}

// Begin starts a sign-in that comes back to next (a path of this site; anything else is
// taken for "/").
func (c *Client) Begin(ctx context.Context, next string) (*Started, error) {
	p, err := c.discover(ctx)
	if err != nil {
		c.log.WarnContext(ctx, "sso sign-in not started", "err", err)
		return nil, ErrProviderDown
	}
	st := flowState{State: rand.Text(), Nonce: rand.Text(), Verifier: oauth2.GenerateVerifier(),
		Next: SafeNext(next), Expires: c.now().Add(stateTTL).Unix()}
	cookie, err := c.seal.seal(st)
	if err != nil {
		return nil, err
	}
	url := c.oauth2Config(p).AuthCodeURL(st.State, gooidc.Nonce(st.Nonce), oauth2.S256ChallengeOption(st.Verifier))
	return &Started{RedirectURL: url, Cookie: cookie, ExpiresAt: time.Unix(st.Expires, 0)}, nil
}

// Callback is what the provider sent back: the query of the callback, and the state cookie.
type Callback struct {
	Code, State, Error, ErrorDescription string
	Cookie                               string
}

// Finish checks a callback and returns who signed in and where the browser goes next. Every
// refusal is an *Error whose Reason (logged) holds no secret.
func (c *Client) Finish(ctx context.Context, cb Callback) (*Identity, string, error) {
	if cb.Error != "" {
		return nil, "", refuse(http.StatusUnauthorized, "The identity provider did not sign you in.", "provider answered "+cb.Error)
	}
	st, err := c.seal.open(cb.Cookie)
	if err != nil || cb.State == "" || !equal(st.State, cb.State) {
		return nil, "", refuse(http.StatusBadRequest, "This sign-in was not started from this browser, or it was changed on the way. Start again.", "state does not match the browser's sign-in")
	}
	if c.now().Unix() > st.Expires {
		return nil, "", refuse(http.StatusBadRequest, "This sign-in took too long. Start again.", "sign-in state expired")
	}
	if cb.Code == "" {
		return nil, "", refuse(http.StatusBadRequest, "The identity provider sent no sign-in code.", "no code")
	}
	fresh, err := c.used.TakeSignInState(ctx, st.State, time.Unix(st.Expires, 0))
	switch {
	case err != nil:
		return nil, "", refuse(http.StatusServiceUnavailable, "Signing in is not possible right now. Try again later.", "keep the sign-in state: "+err.Error())
	case !fresh:
		return nil, "", refuse(http.StatusBadRequest, "This sign-in was used already. Start again.", "sign-in state replayed")
	}
	p, err := c.discover(ctx)
	if err != nil {
		return nil, "", refuse(http.StatusBadGateway, "The identity provider cannot be reached. Try again later.", err.Error())
	}
	id, err := c.exchange(ctx, p, cb.Code, st)
	if err != nil {
		return nil, "", err
	}
	return id, st.Next, nil
}

// exchange redeems the code (with the PKCE verifier), verifies the ID token and reads its
// claims.
func (c *Client) exchange(ctx context.Context, p *gooidc.Provider, code string, st flowState) (*Identity, error) {
	ctx = gooidc.ClientContext(ctx, c.http)
	tok, err := c.oauth2Config(p).Exchange(ctx, code, oauth2.VerifierOption(st.Verifier))
	if err != nil {
		reason := "code exchange failed"
		var re *oauth2.RetrieveError
		if errors.As(err, &re) {
			reason += ": " + re.ErrorCode
		}
		return nil, refuse(http.StatusUnauthorized, "The identity provider refused the sign-in code (it may have been used already, or have expired). Start again.", reason)
	}
	raw, _ := tok.Extra("id_token").(string)
	if raw == "" {
		return nil, refuse(http.StatusUnauthorized, "The identity provider sent no ID token.", "no id_token in the token response")
	}
	idt, err := p.Verifier(&gooidc.Config{ClientID: c.cfg.ClientID, Now: c.now}).Verify(ctx, raw)
	if err != nil {
		var expired *gooidc.TokenExpiredError
		if errors.As(err, &expired) {
			return nil, refuse(http.StatusUnauthorized, "The identity provider's token has expired. Start again.", "id token expired")
		}
		return nil, refuse(http.StatusUnauthorized, "The identity provider's token could not be verified.", "id token refused: "+err.Error())
	}
	if !equal(idt.Nonce, st.Nonce) {
		return nil, refuse(http.StatusUnauthorized, "The identity provider's token was not made for this sign-in.", "nonce does not match")
	}
	claims := map[string]any{}
	if err := idt.Claims(&claims); err != nil {
		return nil, refuse(http.StatusUnauthorized, "The identity provider's token could not be read.", "id token claims: "+err.Error())
	}
	// Some providers put the email or the groups in the user info only.
	if _, ok := claims[c.cfg.GroupsClaim]; !ok || claims["email"] == nil {
		c.addUserInfo(ctx, p, tok, idt.Subject, claims)
	}
	return c.identity(idt, claims), nil
}

// addUserInfo adds to claims what the user info endpoint says and the ID token did not.
// The user info must be about the same subject; a provider without one is no error.
func (c *Client) addUserInfo(ctx context.Context, p *gooidc.Provider, tok *oauth2.Token, subject string, claims map[string]any) {
	if p.UserInfoEndpoint() == "" {
		return
	}
	info, err := p.UserInfo(ctx, oauth2.StaticTokenSource(tok))
	if err != nil || info.Subject != subject {
		c.log.WarnContext(ctx, "sso user info not read", "issuer", c.cfg.Issuer, "err", err)
		return
	}
	more := map[string]any{}
	if info.Claims(&more) != nil {
		return
	}
	for k, v := range more {
		if _, ok := claims[k]; !ok {
			claims[k] = v
		}
	}
}

func (c *Client) identity(idt *gooidc.IDToken, claims map[string]any) *Identity {
	id := &Identity{Issuer: idt.Issuer, Subject: idt.Subject, EmailVerified: true}
	id.Email = strings.ToLower(strings.TrimSpace(str(claims["email"])))
	if v, ok := claims["email_verified"].(bool); ok {
		id.EmailVerified = v
	}
	id.Name = str(claims["name"])
	id.Username = str(claims["preferred_username"])
	switch g := claims[c.cfg.GroupsClaim].(type) {
	case string:
		id.Groups = []string{g}
	case []any:
		for _, v := range g {
			if s, ok := v.(string); ok && s != "" {
				id.Groups = append(id.Groups, s)
			}
		}
	}
	return id
}

func str(v any) string {
	s, _ := v.(string)
	return s
}
