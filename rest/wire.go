package rest

import (
	"time"

	"flagstone/ent"
	"flagstone/graph/model"
)

// wireTimeLayout is the wire format of instants: RFC 3339 UTC with milliseconds.
const wireTimeLayout = "2006-01-02T15:04:05.000Z07:00"

// wireTime is an instant in the wire format.
type wireTime time.Time

// MarshalJSON writes e.g. "2026-05-01T10:20:30.123Z".
func (t wireTime) MarshalJSON() ([]byte, error) {
	return []byte(`"` + time.Time(t).UTC().Format(wireTimeLayout) + `"`), nil
}

func wireTimePtr(t *time.Time) *wireTime {
	if t == nil {
		return nil
	}
	w := wireTime(*t)
	return &w
}

// userJSON is the User of contract 2.2.
type userJSON struct {
	ID            int       `json:"id"`
	IsAPI         bool      `json:"isAPI"`
	Name          *string   `json:"name"`
	Email         *string   `json:"email,omitempty"`
	Username      *string   `json:"username"`
	ImageURL      string    `json:"imageUrl"`
	InviteLink    string    `json:"inviteLink,omitempty"`
	LoginAttempts int       `json:"loginAttempts"`
	EmailSent     bool      `json:"emailSent"`
	RootRole      any       `json:"rootRole,omitempty"`
	SeenAt        *wireTime `json:"seenAt"`
	CreatedAt     wireTime  `json:"createdAt"`
	AccountType   string    `json:"accountType"`
	Permissions   []string  `json:"permissions"`
	ScimID        *string   `json:"scimId,omitempty"`
}

func toUser(u *ent.User) userJSON {
	out := userJSON{
		ID: u.ID, Name: u.Name, Email: u.Email, Username: u.Username, ImageURL: u.ImageURL,
		LoginAttempts: u.LoginAttempts, EmailSent: u.EmailSent, SeenAt: wireTimePtr(u.SeenAt),
		CreatedAt: wireTime(u.CreatedAt), AccountType: string(u.AccountType), Permissions: []string{},
		ScimID: u.ScimID,
	}
	if u.RootRoleID != nil {
		out.RootRole = *u.RootRoleID
	}
	return out
}

func toUsers(us []*ent.User) []userJSON {
	out := make([]userJSON, len(us))
	for i, u := range us {
		out[i] = toUser(u)
	}
	return out
}

// roleJSON is the Role of contract 2.3.
type roleJSON struct {
	ID          int     `json:"id"`
	Type        string  `json:"type"`
	Name        string  `json:"name"`
	Description string  `json:"description"`
	Project     *string `json:"project"`
}

func toRole(r *ent.Role) roleJSON {
	return roleJSON{ID: r.ID, Type: string(r.Type), Name: r.Name, Description: r.Description, Project: r.Project}
}

func toRoles(rs []*ent.Role) []roleJSON {
	out := make([]roleJSON, len(rs))
	for i, r := range rs {
		out[i] = toRole(r)
	}
	return out
}

// eventJSON is the Event of contract 2.6, as webhooks send it too.
type eventJSON = model.WireEvent

func toEvents(es []*ent.Event) []eventJSON {
	out := make([]eventJSON, len(es))
	for i, e := range es {
		out[i] = model.ToWireEvent(e)
	}
	return out
}
