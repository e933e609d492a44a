package domain

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/rand"
	"encoding/base64"
	"errors"
	"fmt"
)

// seal encrypts a secret with the instance key (AES-256-GCM), so a stored invite token
// can be shown again without keeping it in clear.
func (s *Service) seal(secret string) (string, error) {
	aead, err := s.aead()
	if err != nil {
		return "", err
	}
	nonce := make([]byte, aead.NonceSize())
	if _, err := rand.Read(nonce); err != nil {
		return "", fmt.Errorf("seal: %w", err)
	}
	return base64.RawStdEncoding.EncodeToString(aead.Seal(nonce, nonce, []byte(secret), nil)), nil
}

// unseal reverses seal.
func (s *Service) unseal(sealed string) (string, error) {
	aead, err := s.aead()
	if err != nil {
		return "", err
	}
	raw, err := base64.RawStdEncoding.DecodeString(sealed)
	if err != nil || len(raw) < aead.NonceSize() {
		return "", errors.New("unseal: malformed value")
	}
	plain, err := aead.Open(nil, raw[:aead.NonceSize()], raw[aead.NonceSize():], nil)
	if err != nil {
		return "", fmt.Errorf("unseal: %w", err)
	}
	return string(plain), nil
}

func (s *Service) aead() (cipher.AEAD, error) {
	block, err := aes.NewCipher(s.InstanceKey)
	if err != nil {
		return nil, fmt.Errorf("instance key: %w", err)
	}
	return cipher.NewGCM(block)
}
