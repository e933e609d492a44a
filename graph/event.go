package graph

import (
	"encoding/json"
	"fmt"
)

// decodeObject is an event's stored JSON object (data or preData) as the Map scalar
// GraphQL shows; nil when the event has none.
func decodeObject(raw json.RawMessage, field string) (map[string]any, error) {
	if len(raw) == 0 {
		return nil, nil
	}
	var m map[string]any
	if err := json.Unmarshal(raw, &m); err != nil {
		return nil, fmt.Errorf("decode event %s: %w", field, err)
	}
	return m, nil
}
