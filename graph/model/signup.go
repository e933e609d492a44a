package model

import (
	"time"

	"flagstone/ent"
)

// SignupToken is a public signup token as both faces show it: the secret is unsealed and
// enabled is computed against the clock.
type SignupToken struct {
	ID        int         `json:"id"`
	Secret    string      `json:"secret"`
	URL       *string     `json:"url"`
	Name      string      `json:"name"`
	Enabled   bool        `json:"enabled"`
	ExpiresAt time.Time   `json:"expiresAt"`
	CreatedAt time.Time   `json:"createdAt"`
	CreatedBy *string     `json:"createdBy"`
	Users     []*ent.User `json:"users"`
	Role      *ent.Role   `json:"role"`
}
