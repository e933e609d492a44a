package store

import (
	"context"
	"errors"
	"testing"

	"github.com/stretchr/testify/require"
)

// fakeBulk records the size of each statement it is asked to run.
type fakeBulk struct {
	sizes *[]int
	n     int
	fail  bool
}

func (f fakeBulk) Exec(context.Context) error {
	*f.sizes = append(*f.sizes, f.n)
	if f.fail {
		return errors.New("refused")
	}
	return nil
}

func (f fakeBulk) Save(ctx context.Context) ([]int, error) {
	if err := f.Exec(ctx); err != nil {
		return nil, err
	}
	return make([]int, f.n), nil
}

func TestCreateBulkStaysUnderTheParameterLimit(t *testing.T) {
	tests := []struct {
		name    string
		columns int
		rows    int
		want    []int
	}{
		{"nothing to write, no statement", 2, 0, nil},
		{"one statement", 12, 100, []int{100}},
		{"a narrow table's 40,000 rows", 2, 40_000, []int{16_351, 16_351, 7_298}},
		{"a wide table's 20,000 rows", 12, 20_000, []int{2_725, 2_725, 2_725, 2_725, 2_725, 2_725, 2_725, 925}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var sizes []int
			bulk := func(rows ...int) fakeBulk { return fakeBulk{sizes: &sizes, n: len(rows)} }
			require.NoError(t, CreateBulk(context.Background(), make([]string, tc.columns), make([]int, tc.rows), bulk))
			require.Equal(t, tc.want, sizes)
			for _, n := range sizes {
				require.LessOrEqual(t, n*tc.columns+statementReserve, maxBindParams)
			}
			sizes = nil
			saved, err := SaveBulk(context.Background(), make([]string, tc.columns), make([]int, tc.rows), bulk)
			require.NoError(t, err)
			require.Len(t, saved, tc.rows)
		})
	}
}

func TestCreateBulkStopsAtTheFirstError(t *testing.T) {
	var sizes []int
	bulk := func(rows ...int) fakeBulk { return fakeBulk{sizes: &sizes, n: len(rows), fail: true} }
	require.Error(t, CreateBulk(context.Background(), []string{"a", "b"}, make([]int, 40_000), bulk))
	require.Len(t, sizes, 1)
}
