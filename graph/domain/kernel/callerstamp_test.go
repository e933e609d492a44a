package kernel_test

import (
	"context"
	"errors"
	"testing"

	"github.com/stretchr/testify/require"

	"flagstone/graph/domain/kernel"
)

// TestCallerStamp checks which commits move the stamp the caller cache is kept by: those
// that record an event not known to leave callers alone (a new type included), write what
// callers are built from whatever they record, or write without an event; not those that
// record only changes of flags and their catalog, nor those that fail before writing.
func TestCallerStamp(t *testing.T) {
	ctx := context.Background()
	for backend, k := range kernels(t) {
		t.Run(backend, func(t *testing.T) {
			n := 0
			name := func() string { n++; return "cs-" + backend + "-" + string(rune('a'+n)) }
			record := func(typ string) kernel.Mutation {
				return func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
					if err := tx.TagType.Create().SetID(name()).Exec(ctx); err != nil {
						return kernel.Change{}, err
					}
					return kernel.Record(kernel.Event{Type: typ}), nil
				}
			}
			tests := []struct {
				name  string
				m     kernel.Mutation
				moves bool
			}{
				{name: "a tag type's creation", m: record("tag-type-created")},
				{name: "a flag's toggle", m: record("feature-environment-enabled")},
				{name: "an API token's deletion", m: record("api-token-deleted"), moves: true},
				{name: "a user's change", m: record("user-updated"), moves: true},
				{name: "a type no list knows", m: record("something-new"), moves: true},
				{name: "a free event over a write of a user", moves: true,
					m: func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
						err := tx.User.Create().SetUsername(name()).Exec(ctx)
						return kernel.Record(kernel.Event{Type: "feature-updated"}), err
					}},
				{name: "an unaudited write", moves: true,
					m: func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
						err := tx.TagType.Create().SetID(name()).Exec(kernel.Unaudited(ctx))
						return kernel.Unchanged(), err
					}},
				{name: "nothing to do", m: func(context.Context, *kernel.Tx) (kernel.Change, error) {
					return kernel.Unchanged(), nil
				}},
				{name: "a refusal before any write", m: func(context.Context, *kernel.Tx) (kernel.Change, error) {
					return kernel.Change{}, errors.New("refused")
				}},
			}
			for _, tt := range tests {
				t.Run(tt.name, func(t *testing.T) {
					before := k.CallerStamp()
					_ = k.Mutate(ctx, "The test", tt.m)
					if tt.moves {
						require.NotEqual(t, before, k.CallerStamp())
					} else {
						require.Equal(t, before, k.CallerStamp())
					}
				})
			}
		})
	}
}
