package model

import (
	"encoding/json"
	"fmt"
	"io"
	"time"

	"github.com/99designs/gqlgen/graphql"
)

// ChangeRequest is a change request as both faces show it (Unleash's changeRequestSchema).
type ChangeRequest struct {
	ID           int                     `json:"id"`
	Title        *string                 `json:"title,omitempty"`
	Environment  string                  `json:"environment"`
	State        string                  `json:"state"`
	MinApprovals int                     `json:"minApprovals"`
	Project      string                  `json:"project"`
	Features     []*ChangeRequestFeature `json:"features"`
	// Segments are the segment changes, which this service does not take: always empty.
	Segments   []json.RawMessage       `json:"segments"`
	Approvals  []*ChangeRequestReview  `json:"approvals"`
	Rejections []*ChangeRequestReview  `json:"rejections"`
	Comments   []*ChangeRequestComment `json:"comments"`
	CreatedBy  *ChangeRequestUser      `json:"createdBy"`
	CreatedAt  time.Time               `json:"createdAt"`
	Schedule   *ChangeRequestSchedule  `json:"schedule,omitempty"`
}

// ChangeRequestFeature is the changes of a request to one feature.
type ChangeRequestFeature struct {
	Name    string                 `json:"name"`
	Changes []*ChangeRequestChange `json:"changes"`
	// Conflict says why applying would be refused now: what the changes change was
	// changed since they were added, or the feature is gone.
	Conflict *string `json:"conflict,omitempty"`
}

// ChangeRequestChange is one change of a request.
type ChangeRequestChange struct {
	ID        int                `json:"id"`
	Action    string             `json:"action"`
	Payload   json.RawMessage    `json:"payload"`
	CreatedBy *ChangeRequestUser `json:"createdBy"`
	CreatedAt time.Time          `json:"createdAt"`
	Conflict  *string            `json:"conflict,omitempty"`
}

// ChangeRequestUser is who wrote, approved or commented.
type ChangeRequestUser struct {
	ID       int     `json:"id"`
	Username string  `json:"username"`
	ImageURL *string `json:"imageUrl"`
}

// ChangeRequestReview is an approval or a rejection.
type ChangeRequestReview struct {
	CreatedBy *ChangeRequestUser `json:"createdBy"`
	CreatedAt time.Time          `json:"createdAt"`
}

// ChangeRequestComment is a comment on a request.
type ChangeRequestComment struct {
	ID        int                `json:"id"`
	Text      string             `json:"text"`
	CreatedBy *ChangeRequestUser `json:"createdBy"`
	CreatedAt time.Time          `json:"createdAt"`
}

// ChangeRequestSchedule is when a scheduled request is applied, and how that went.
type ChangeRequestSchedule struct {
	ScheduledAt   time.Time `json:"scheduledAt"`
	Status        string    `json:"status"`
	FailureReason *string   `json:"failureReason,omitempty"`
}

// ChangeRequestConfig is whether a project environment's changes go through requests.
type ChangeRequestConfig struct {
	Environment          string `json:"environment"`
	Type                 string `json:"type"`
	ChangeRequestEnabled bool   `json:"changeRequestEnabled"`
	RequiredApprovals    int    `json:"requiredApprovals"`
}

// ChangeInput is a change to add to a request, as Unleash's UI sends it.
type ChangeInput struct {
	Feature string          `json:"feature"`
	Action  string          `json:"action"`
	Payload json.RawMessage `json:"payload,omitempty"`
}

// MarshalRawJSON writes stored JSON of any shape (a change's payload) as it is.
func MarshalRawJSON(v json.RawMessage) graphql.Marshaler {
	return graphql.WriterFunc(func(w io.Writer) {
		if len(v) == 0 {
			v = json.RawMessage("null")
		}
		_, _ = w.Write(v)
	})
}

// UnmarshalRawJSON reads a JSON input value of any shape.
func UnmarshalRawJSON(v any) (json.RawMessage, error) {
	raw, err := json.Marshal(v)
	if err != nil {
		return nil, fmt.Errorf("encode JSON value: %w", err)
	}
	return raw, nil
}
