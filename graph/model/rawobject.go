package model

import (
	"encoding/json"
	"fmt"
	"io"

	"github.com/99designs/gqlgen/graphql"
)

// MarshalRawObject writes stored JSON (an event's data or preData) as a Map value as it
// is, so a page of events is not decoded into maps only to be encoded again.
func MarshalRawObject(v json.RawMessage) graphql.Marshaler {
	return graphql.WriterFunc(func(w io.Writer) {
		if len(v) == 0 {
			v = json.RawMessage("null")
		}
		_, _ = w.Write(v)
	})
}

// UnmarshalRawObject reads a Map input value as JSON.
func UnmarshalRawObject(v any) (json.RawMessage, error) {
	m, err := graphql.UnmarshalMap(v)
	if err != nil {
		return nil, err
	}
	raw, err := json.Marshal(m)
	if err != nil {
		return nil, fmt.Errorf("encode object: %w", err)
	}
	return raw, nil
}
