package kernel_test

import (
	"context"
	"encoding/json"
	"slices"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"flagstone/ent/event"
	"flagstone/graph/auth"
	"flagstone/graph/domain/kernel"
)

// TestEventRowsAlikeOnEveryInsert records the same events through both inserts of the log,
// a mutation's (on PostgreSQL one statement with the event order lock and the counts,
// built by hand) and the noted events' batch (ent's builder, as an import's and an
// oversized mutation's), and reads back every column of the events table: the rows must
// be the same but for their ids. A column one insert writes and the other does not, or
// writes otherwise, shows here.
func TestEventRowsAlikeOnEveryInsert(t *testing.T) {
	at := time.Date(2026, 11, 28, 3, 4, 5, 123456000, time.FixedZone("CET", 3600))
	events := []kernel.Event{
		{Type: "bare"},
		{Type: "full", Project: "p", Environment: "e", FeatureName: "f",
			Data:    map[string]any{"html": "<b>&</b>", "n": 1.5, "ü": []any{nil, true}},
			PreData: json.RawMessage(`{"a":{"b":[1,2]}}`),
			Tags:    []map[string]string{{"type": "team", "value": "web"}, {"type": "t", "value": "'\""}}},
		{Type: "empty", Project: "p", Data: map[string]any{}, Tags: []map[string]string{}},
	}
	ctx := auth.WithCaller(context.Background(), &auth.Caller{Kind: auth.KindUser, UserID: 7, Name: "ada@example.com"})
	for backend, k := range kernels(t) {
		t.Run(backend, func(t *testing.T) {
			k.Now = func() time.Time { return at }
			require.NoError(t, k.Mutate(ctx, "The test", func(context.Context, *kernel.Tx) (kernel.Change, error) {
				return kernel.Record(slices.Clone(events)...), nil
			}))
			for _, e := range events {
				require.NoError(t, k.Note(ctx, "The test", e))
			}
			rows := eventRows(t, k)
			require.Len(t, rows, 2*len(events))
			for i := range events {
				require.Equal(t, rows[i], rows[len(events)+i], "event %d (%s): the two inserts wrote different rows", i, events[i].Type)
			}
			evs := eventsOf(t, k, "bare")
			require.Nil(t, evs[0].Project, "a missing project is NULL")
			require.Equal(t, 7, *evs[0].CreatedByUserID)
		})
	}
}

// eventRows reads every column of the events table but the id, by id, as the driver
// gives them.
func eventRows(t *testing.T, k *kernel.Kernel) [][]any {
	rows, err := k.Client.QueryContext(context.Background(), "SELECT * FROM events ORDER BY id")
	require.NoError(t, err)
	defer rows.Close()
	cols, err := rows.Columns()
	require.NoError(t, err)
	id := slices.Index(cols, event.FieldID)
	require.GreaterOrEqual(t, id, 0)
	var out [][]any
	for rows.Next() {
		row := make([]any, len(cols))
		ptrs := make([]any, len(cols))
		for i := range row {
			ptrs[i] = &row[i]
		}
		require.NoError(t, rows.Scan(ptrs...))
		out = append(out, slices.Delete(row, id, id+1))
	}
	require.NoError(t, rows.Err())
	return out
}
