package kernel

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/99designs/gqlgen/graphql"

	"flagstone/graph/apperr"
	"flagstone/graph/auth"
)

// ChunkSize bounds the keys of one IN list, one bind parameter each, far below the
// stores' limits; bulk inserts are bounded by store.CreateBulk.
const ChunkSize = 2000

// QueryChunked runs query over keys in chunks of ChunkSize, so no statement exceeds the
// drivers' limits of bind parameters.
func QueryChunked[K, T any](keys []K, query func([]K) ([]T, error)) ([]T, error) {
	var out []T
	for chunk := range slices.Chunk(keys, ChunkSize) {
		rows, err := query(chunk)
		if err != nil {
			return nil, err
		}
		out = append(out, rows...)
	}
	return out, nil
}

// Some marks an input field as given.
func Some[T any](v T) graphql.Omittable[T] { return graphql.OmittableOf(v) }

// Deref is the value p points to, or the zero value when p is nil.
func Deref[T any](p *T) T {
	var zero T
	if p == nil {
		return zero
	}
	return *p
}

// Derefs is the values in, zero values where in holds nil.
func Derefs[T any](in []*T) []T {
	if in == nil {
		return nil
	}
	out := make([]T, len(in))
	for i, p := range in {
		if p != nil {
			out[i] = *p
		}
	}
	return out
}

// Ptrs points at each value of in.
func Ptrs[T any](in []T) []*T {
	out := make([]*T, len(in))
	for i := range in {
		out[i] = &in[i]
	}
	return out
}

// Set holds the values of vs.
func Set[T comparable](vs []T) map[T]bool {
	out := make(map[T]bool, len(vs))
	for _, v := range vs {
		out[v] = true
	}
	return out
}

// NonNil is v, or an empty slice when v is nil, so JSON shows [] rather than null.
func NonNil[T any](v []T) []T {
	if v == nil {
		return []T{}
	}
	return v
}

// ErrOr returns err when it is set, else fallback: for a check whose query may fail.
func ErrOr(err error, fallback error) error {
	if err != nil {
		return err
	}
	return fallback
}

// RefuseTaken turns the answer of an existence check into a conflict naming what.
func RefuseTaken(taken bool, err error, what string) error {
	if err != nil {
		return err
	}
	if taken {
		return apperr.Conflict("%s already exists", what)
	}
	return nil
}

// ToObject turns a value into a free-form object, as events and GraphQL maps hold it.
func ToObject(v any) (map[string]any, error) {
	if v == nil {
		return nil, nil
	}
	if m, ok := v.(map[string]any); ok {
		return m, nil
	}
	b, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		return nil, err
	}
	return m, nil
}

// CallerName is the caller's audit name, for createdBy columns.
func CallerName(ctx context.Context) *string {
	if c := auth.FromContext(ctx); c != nil {
		return &c.Name
	}
	name := auth.SystemName
	return &name
}

// CallerUserID is the id of the calling user, nil for tokens and the system.
func CallerUserID(ctx context.Context) *int {
	if c := auth.FromContext(ctx); c != nil && c.Kind == auth.KindUser {
		return &c.UserID
	}
	return nil
}

// Anys converts values for SQL IN lists.
func Anys[T any](vs []T) []any {
	out := make([]any, len(vs))
	for i, v := range vs {
		out[i] = v
	}
	return out
}

// Trimmed is v without surrounding spaces, or nil when nothing is left.
func Trimmed(v *string) *string {
	if v == nil {
		return nil
	}
	t := strings.TrimSpace(*v)
	if t == "" {
		return nil
	}
	return &t
}

// StringsToAny is stored string parameters as an input object.
func StringsToAny(m map[string]string) map[string]any {
	out := make(map[string]any, len(m))
	for k, v := range m {
		out[k] = v
	}
	return out
}

// FirstOf is the first of values that is not empty, or "".
func FirstOf(values ...string) string {
	for _, v := range values {
		if v != "" {
			return v
		}
	}
	return ""
}

// MissingIDs is the ids of items (read with id) that existing does not report as stored.
func MissingIDs[T any](ctx context.Context, items []T, id func(T) string, existing func([]string) ([]string, error)) ([]string, error) {
	ids := make([]string, len(items))
	for i, it := range items {
		ids[i] = id(it)
	}
	found, err := existing(ids)
	if err != nil {
		return nil, fmt.Errorf("find existing: %w", err)
	}
	return slices.DeleteFunc(ids, func(id string) bool { return slices.Contains(found, id) }), nil
}
