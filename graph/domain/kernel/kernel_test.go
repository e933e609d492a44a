package kernel_test

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"testing"

	"github.com/stretchr/testify/require"

	"flagstone/ent"
	"flagstone/ent/event"
	"flagstone/ent/tagtype"
	"flagstone/graph/apperr"
	"flagstone/graph/domain/kernel"
	"flagstone/graph/domain/kernel/kerneltest"
	"flagstone/graph/store"
)

// kernels opens one kernel per backend (kerneltest.Each).
func kernels(t *testing.T) map[string]*kernel.Kernel { return kerneltest.Each(t) }

// createTagType is a mutation that creates a tag type and records tag-type-created.
func createTagType(k *kernel.Kernel, name string) kernel.Mutation {
	return func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		if err := tx.TagType.Create().SetID(name).Exec(ctx); err != nil {
			return kernel.Change{}, err
		}
		return kernel.Record(kernel.Event{Type: "tag-type-created", Data: map[string]any{"name": name}}), nil
	}
}

func eventsOf(t *testing.T, k *kernel.Kernel, typ string) []*ent.Event {
	evs, err := k.Client.Event.Query().Where(event.Type(typ)).Order(ent.Asc(event.FieldID)).All(context.Background())
	require.NoError(t, err)
	return evs
}

func tagTypeExists(t *testing.T, k *kernel.Kernel, name string) bool {
	ok, err := k.Client.TagType.Query().Where(tagtype.ID(name)).Exist(context.Background())
	require.NoError(t, err)
	return ok
}

func TestMutate(t *testing.T) {
	ctx := context.Background()
	for backend, k := range kernels(t) {
		t.Run(backend, func(t *testing.T) {
			cases := []struct {
				name    string
				m       kernel.Mutation
				fails   bool
				kind    apperr.Kind // of the error
				message string
			}{
				{name: "records its event", m: createTagType(k, "t-ok")},
				{name: "a change without a Change", fails: true, kind: apperr.KindInternal,
					m: func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
						return kernel.Change{}, tx.TagType.Create().SetID("t-zero").Exec(ctx)
					}},
				{name: "a write without its event", fails: true, kind: apperr.KindInternal,
					m: func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
						return kernel.Unchanged(), tx.TagType.Create().SetID("t-silent").Exec(ctx)
					}},
				{name: "an unaudited write",
					m: func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
						return kernel.Unchanged(), tx.TagType.Create().SetID("t-unaudited").Exec(kernel.Unaudited(ctx))
					}},
				{name: "a delete that matched nothing",
					m: func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
						_, err := tx.TagType.Delete().Where(tagtype.ID("t-none")).Exec(ctx)
						return kernel.Unchanged(), err
					}},
				{name: "a taken name", m: createTagType(k, "t-ok"), fails: true, kind: apperr.KindConflict,
					message: `Subject "x" already exists`},
				{name: "a missing row", fails: true, kind: apperr.KindNotFound, message: `Subject "x" does not exist`,
					m: func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
						_, err := tx.TagType.Get(ctx, "t-missing")
						return kernel.Change{}, err
					}},
				{name: "a lookup names what it missed", fails: true, kind: apperr.KindNotFound, message: `Tag type "t-lookup" does not exist`,
					m: func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
						q := tx.TagType.Query().Where(tagtype.ID("t-lookup"))
						_, err := kernel.One(ctx, kernel.Locked(tx, q).Only, "Tag type %q", "t-lookup")
						return kernel.Change{}, err
					}},
			}
			for _, c := range cases {
				t.Run(c.name, func(t *testing.T) {
					err := k.Mutate(ctx, `Subject "x"`, c.m)
					if !c.fails {
						require.NoError(t, err)
					} else {
						require.Error(t, err)
						require.Equal(t, c.kind, apperr.As(err).Kind, "%v", err)
						require.Contains(t, apperr.As(err).Message, c.message)
					}
				})
			}
			require.True(t, tagTypeExists(t, k, "t-ok"))
			require.True(t, tagTypeExists(t, k, "t-unaudited"))
			require.False(t, tagTypeExists(t, k, "t-zero"), "a refused change rolls back")
			require.False(t, tagTypeExists(t, k, "t-silent"), "a refused change rolls back")
			require.Len(t, eventsOf(t, k, "tag-type-created"), 1)
		})
	}
}

// TestMutateRetriesContention runs a mutation that meets a deadlock: it runs again, and
// one that keeps meeting it ends as a Conflict after a bounded number of runs.
func TestMutateRetriesContention(t *testing.T) {
	ctx := context.Background()
	for backend, k := range kernels(t) {
		t.Run(backend, func(t *testing.T) {
			deadlock := &store.Fault{Kind: store.Contention, Err: errors.New("deadlock detected")}
			runs := 0
			err := k.Mutate(ctx, "Tag type t-retried", func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
				if runs++; runs < 3 {
					return kernel.Change{}, deadlock
				}
				return createTagType(k, "t-retried")(ctx, tx)
			})
			require.NoError(t, err)
			require.Equal(t, 3, runs)
			require.True(t, tagTypeExists(t, k, "t-retried"))

			runs = 0
			err = k.Mutate(ctx, "Tag type t-never", func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
				runs++
				return kernel.Change{}, deadlock
			})
			require.True(t, apperr.Is(err, apperr.KindConflict), "%v", err)
			require.Contains(t, apperr.As(err).Message, "Tag type t-never was changed by another request")
			require.Equal(t, 5, runs, "bounded")
		})
	}
}

// TestMutateNested joins an inner mutation to an outer one: their events are recorded
// together, the inner's first, and fail together.
func TestMutateNested(t *testing.T) {
	ctx := context.Background()
	for backend, k := range kernels(t) {
		t.Run(backend, func(t *testing.T) {
			commits := 0
			k.Committed = func() { commits++ }
			outer := func(name string, fail error) kernel.Mutation {
				return func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
					if err := k.Mutate(ctx, "inner", createTagType(k, name+"-inner")); err != nil {
						return kernel.Change{}, err
					}
					if fail != nil {
						return kernel.Change{}, fail
					}
					return createTagType(k, name+"-outer")(ctx, tx)
				}
			}
			require.NoError(t, k.Mutate(ctx, "outer", outer("n1", nil)))
			require.Equal(t, 1, commits, "Committed runs once, after the outermost commit")
			evs := eventsOf(t, k, "tag-type-created")
			require.Len(t, evs, 2)
			require.JSONEq(t, `{"name":"n1-inner"}`, string(evs[0].Data))
			require.JSONEq(t, `{"name":"n1-outer"}`, string(evs[1].Data))

			require.Error(t, k.Mutate(ctx, "outer", outer("n2", errors.New("outer fails"))))
			require.False(t, tagTypeExists(t, k, "n2-inner"), "the inner change rolls back with the outer")
			require.Len(t, eventsOf(t, k, "tag-type-created"), 2)
		})
	}
}

// TestEventsCarryFeatureTags checks that an event about a feature (FeatureID) carries the
// tags the feature has when the mutation ends.
func TestEventsCarryFeatureTags(t *testing.T) {
	ctx := context.Background()
	for backend, k := range kernels(t) {
		t.Run(backend, func(t *testing.T) {
			err := k.Mutate(ctx, "feature", func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
				if err := tx.Project.Create().SetID("p").SetName("p").Exec(ctx); err != nil {
					return kernel.Change{}, err
				}
				if err := tx.TagType.Create().SetID("team").Exec(ctx); err != nil {
					return kernel.Change{}, err
				}
				f, err := tx.Feature.Create().SetName("f").SetProjectID("p").Save(ctx)
				if err != nil {
					return kernel.Change{}, err
				}
				ev := kernel.Event{Type: "feature-created", Project: "p", FeatureName: "f", FeatureID: f.ID}
				// The tag comes after the event is made: the event carries it all the same.
				if err := tx.FeatureTag.Create().SetFeatureID(f.ID).SetTagTypeID("team").SetValue("web").Exec(ctx); err != nil {
					return kernel.Change{}, err
				}
				return kernel.Record(ev), nil
			})
			require.NoError(t, err)
			evs := eventsOf(t, k, "feature-created")
			require.Len(t, evs, 1)
			tags, err := json.Marshal(evs[0].Tags)
			require.NoError(t, err)
			require.JSONEq(t, `[{"type":"team","value":"web"}]`, string(tags))
		})
	}
}

// TestNote records an event of a read in its own transaction and calls Noted, never
// Committed: no cache of committed state goes stale by it.
func TestNote(t *testing.T) {
	ctx := context.Background()
	for backend, k := range kernels(t) {
		t.Run(backend, func(t *testing.T) {
			commits, notes := 0, 0
			k.Committed = func() { commits++ }
			k.Noted = func() { notes++ }
			require.NoError(t, k.Note(ctx, "The export", kernel.Event{Type: "features-exported", Project: "default"}))
			require.Len(t, eventsOf(t, k, "features-exported"), 1)
			require.Equal(t, 0, commits, "Note does not call Committed")
			require.Equal(t, 1, notes, "Note calls Noted")
		})
	}
}

// TestStoppedTransactionIsNotAnOutage stops a transaction's request while its statement
// runs, many times: the answer is the stop (503, not logged), never the store outage its
// failed rollback on the connection the driver closed reads as (on PostgreSQL, "conn
// closed" whenever the driver's cancellation wins the race with database/sql's own).
func TestStoppedTransactionIsNotAnOutage(t *testing.T) {
	for name, k := range kernels(t) {
		t.Run(name, func(t *testing.T) {
			for range 20 {
				ctx, cancel := context.WithCancel(context.Background())
				err := store.WithTx(ctx, k.Client, func(ctx context.Context, tx *ent.Client) error {
					go cancel()
					_, err := tx.TagType.Query().All(ctx)
					for err == nil && ctx.Err() == nil {
						_, err = tx.TagType.Query().All(ctx)
					}
					return cmp.Or(err, ctx.Err())
				})
				require.ErrorIs(t, err, context.Canceled)
				ae := apperr.As(err)
				require.Equal(t, apperr.KindUnavailable, ae.Kind, "%v", err)
				require.False(t, ae.Logged(), "%v", err)
			}
		})
	}
}
