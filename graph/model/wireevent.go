package model

import (
	"encoding/json"
	"time"

	"flagstone/ent"
)

// wireEventTime is how the REST face writes an event's time, e.g. "2026-05-01T10:20:30.123Z".
type wireEventTime time.Time

// MarshalJSON writes the time in UTC with milliseconds.
func (t wireEventTime) MarshalJSON() ([]byte, error) {
	return []byte(`"` + time.Time(t).UTC().Format("2006-01-02T15:04:05.000Z07:00") + `"`), nil
}

// WireEvent is an event as the REST face and webhooks send it (contract 2.6).
type WireEvent struct {
	ID              int                 `json:"id"`
	CreatedAt       wireEventTime       `json:"createdAt"`
	Type            string              `json:"type"`
	CreatedBy       string              `json:"createdBy"`
	CreatedByUserID *int                `json:"createdByUserId"`
	Environment     *string             `json:"environment"`
	Project         *string             `json:"project"`
	FeatureName     *string             `json:"featureName"`
	Data            json.RawMessage     `json:"data"`
	PreData         json.RawMessage     `json:"preData"`
	Tags            []map[string]string `json:"tags"`
}

// ToWireEvent is e as the REST face and webhooks send it.
func ToWireEvent(e *ent.Event) WireEvent {
	tags := e.Tags
	if tags == nil {
		tags = []map[string]string{}
	}
	return WireEvent{
		ID: e.ID, CreatedAt: wireEventTime(e.CreatedAt), Type: e.Type, CreatedBy: e.CreatedBy,
		CreatedByUserID: e.CreatedByUserID, Environment: e.Environment, Project: e.Project,
		FeatureName: e.FeatureName, Data: e.Data, PreData: e.PreData, Tags: tags,
	}
}
