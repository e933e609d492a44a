package oidc

import (
	"context"
	"crypto/aes"
	"crypto/cipher"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"time"
)

// flowState is what a started sign-in keeps in the browser until the provider sends it
// back: sealed (encrypted and authenticated), so the browser can neither read the PKCE
// verifier nor change a field, and any node that shares the client secret can open it.
type flowState struct {
	State    string `json:"s"`
	Nonce    string `json:"n"`
	Verifier string `json:"v"`
	Next     string `json:"x"`
	Expires  int64  `json:"e"`
}

// sealer seals flow states with AES-256-GCM under a key derived from the client secret.
type sealer struct{ aead cipher.AEAD }

func newSealer(secret string) *sealer {
	key := sha256.Sum256([]byte("flagstone oidc state\x00" + secret))
	block, err := aes.NewCipher(key[:])
	if err != nil {
		panic(fmt.Errorf("oidc state cipher: %w", err)) // a 32-byte key always makes one
	}
	aead, err := cipher.NewGCM(block)
	if err != nil {
		panic(fmt.Errorf("oidc state cipher: %w", err))
	}
	return &sealer{aead: aead}
}

func (s *sealer) seal(st flowState) (string, error) {
	plain, err := json.Marshal(st)
	if err != nil {
		return "", fmt.Errorf("seal sign-in state: %w", err)
	}
	nonce := make([]byte, s.aead.NonceSize())
	_, _ = rand.Read(nonce)
	return base64.RawURLEncoding.EncodeToString(s.aead.Seal(nonce, nonce, plain, nil)), nil
}

var errBadState = errors.New("sign-in state cookie missing or altered")

func (s *sealer) open(cookie string) (flowState, error) {
	var st flowState
	raw, err := base64.RawURLEncoding.DecodeString(cookie)
	if err != nil || len(raw) < s.aead.NonceSize() {
		return st, errBadState
	}
	plain, err := s.aead.Open(nil, raw[:s.aead.NonceSize()], raw[s.aead.NonceSize():], nil)
	if err != nil || json.Unmarshal(plain, &st) != nil {
		return st, errBadState
	}
	return st, nil
}

func equal(a, b string) bool { return subtle.ConstantTimeCompare([]byte(a), []byte(b)) == 1 }

// Ledger keeps the states of finished sign-ins until they expire, for every node of the
// database, so a callback replayed with its cookie is refused before the provider is asked
// to redeem its code again. TakeSignInState is false for a state taken already.
type Ledger interface {
	TakeSignInState(ctx context.Context, state string, expires time.Time) (bool, error)
}

// Error is a refused sign-in: Status and Message for the person, Reason for the log.
type Error struct {
	Status          int
	Message, Reason string
}

func (e *Error) Error() string { return "sso sign-in refused: " + e.Reason }

func refuse(status int, message, reason string) *Error {
	return &Error{Status: status, Message: message, Reason: reason}
}

// ErrProviderDown is a sign-in that could not start because discovery failed.
var ErrProviderDown = refuse(http.StatusBadGateway, "The identity provider cannot be reached. Try again later.", "discovery failed")

// SafeNext returns next when it is a path of this site, else "/": the address a sign-in
// comes back to must never send the browser elsewhere (//host, /\host, a scheme, control
// characters that browsers drop).
func SafeNext(next string) string {
	if !strings.HasPrefix(next, "/") || strings.HasPrefix(next, "//") || strings.HasPrefix(next, "/\\") {
		return "/"
	}
	for _, r := range next {
		if r < 0x20 || r == 0x7f || r == '\\' {
			return "/"
		}
	}
	u, err := url.Parse(next)
	if err != nil || u.Scheme != "" || u.Host != "" || u.User != nil {
		return "/"
	}
	return u.RequestURI()
}
