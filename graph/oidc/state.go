package oidc

import (
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
	"sync"
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

// maxUsedStates bounds the states remembered as used; past it, the oldest expired go first
// and then new sign-ins are refused until some expire (a flood, not a person).
const maxUsedStates = 100_000

// usedStates remembers the states of finished sign-ins until they expire, so a callback
// replayed with its cookie is refused here, before the provider is asked to redeem its code
// again. It is this process's memory: on another node the provider's own refusal of a used
// code stops the replay.
type usedStates struct {
	mu sync.Mutex
	m  map[string]time.Time
}

func newUsedStates() *usedStates { return &usedStates{m: map[string]time.Time{}} }

// take marks state used until expires; false when it was used already.
func (u *usedStates) take(state string, expires, now time.Time) bool {
	u.mu.Lock()
	defer u.mu.Unlock()
	if _, used := u.m[state]; used {
		return false
	}
	if len(u.m) >= maxUsedStates {
		for k, exp := range u.m {
			if exp.Before(now) {
				delete(u.m, k)
			}
		}
		if len(u.m) >= maxUsedStates {
			return false
		}
	}
	u.m[state] = expires
	return true
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
