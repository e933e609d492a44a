// Package model holds the GraphQL types that are not ent entities: inputs, payloads,
// pages and scalars.
package model

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
)

// RoleRef names a role by id or by unique name; exactly one of ID and Name is set.
type RoleRef struct {
	ID   int
	Name string
}

// UnmarshalGQL accepts an Int or a String.
func (r *RoleRef) UnmarshalGQL(v any) error {
	switch v := v.(type) {
	case int:
		r.ID = v
	case int64:
		r.ID = int(v)
	case json.Number:
		n, err := v.Int64()
		if err != nil {
			return fmt.Errorf("rootRole must be a role id or a role name")
		}
		r.ID = int(n)
	case float64:
		if v != float64(int(v)) {
			return fmt.Errorf("rootRole must be a role id or a role name")
		}
		r.ID = int(v)
	case string:
		if n, err := strconv.Atoi(v); err == nil {
			r.ID = n
		} else {
			r.Name = v
		}
	default:
		return fmt.Errorf("rootRole must be a role id or a role name")
	}
	return nil
}

// MarshalGQL writes the id as a number or the name as a string, as it was given.
func (r RoleRef) MarshalGQL(w io.Writer) {
	b, _ := json.Marshal(r.value())
	_, _ = w.Write(b)
}

// UnmarshalJSON is the REST face of UnmarshalGQL.
func (r *RoleRef) UnmarshalJSON(b []byte) error {
	var v any
	d := json.NewDecoder(bytes.NewReader(b))
	d.UseNumber()
	if err := d.Decode(&v); err != nil {
		return err
	}
	return r.UnmarshalGQL(v)
}

// MarshalJSON echoes the reference the way it was sent.
func (r RoleRef) MarshalJSON() ([]byte, error) { return json.Marshal(r.value()) }

func (r RoleRef) value() any {
	if r.Name != "" {
		return r.Name
	}
	return r.ID
}
