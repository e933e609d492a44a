package domain

import (
	"slices"

	"github.com/99designs/gqlgen/graphql"
)

// graphqlOmittableMap is how inputs carry a free-form object that may be absent.
type graphqlOmittableMap = graphql.Omittable[map[string]any]

// graphqlMap wraps stored string parameters as a set input value.
func graphqlMap(m map[string]string) graphqlOmittableMap {
	out := make(map[string]any, len(m))
	for k, v := range m {
		out[k] = v
	}
	return graphql.OmittableOf(out)
}

func deref[T any](p *T) T {
	var zero T
	if p == nil {
		return zero
	}
	return *p
}

func derefs[T any](in []*T) []T {
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

func ptrs[T any](in []T) []*T {
	out := make([]*T, len(in))
	for i := range in {
		out[i] = &in[i]
	}
	return out
}

// anys converts values for SQL IN lists.
func anys[T any](vs []T) []any {
	out := make([]any, len(vs))
	for i, v := range vs {
		out[i] = v
	}
	return out
}

// set holds the values of vs.
func set[T comparable](vs []T) map[T]bool {
	out := make(map[T]bool, len(vs))
	for _, v := range vs {
		out[v] = true
	}
	return out
}

// queryChunked runs query over keys in chunks, so no statement exceeds the drivers'
// limits of bind parameters.
func queryChunked[K, T any](keys []K, query func([]K) ([]T, error)) ([]T, error) {
	var out []T
	for chunk := range slices.Chunk(keys, importChunk) {
		rows, err := query(chunk)
		if err != nil {
			return nil, err
		}
		out = append(out, rows...)
	}
	return out, nil
}
