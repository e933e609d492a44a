package insights

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestMetricsCountsAddSaturates(t *testing.T) {
	manyVariants := map[string]int64{}
	for i := range MaxMetricsVariants + 5 {
		manyVariants[fmt.Sprint("v", i)] = 1
	}
	tests := []struct {
		name         string
		have, add    MetricsCounts
		want         MetricsCounts
		wantVariants int
	}{
		{"small sums", MetricsCounts{Yes: 1, No: 2}, MetricsCounts{Yes: 3, No: 4}, MetricsCounts{Yes: 4, No: 6}, 0},
		{"largest counts twice", MetricsCounts{Yes: MaxMetricsCount, No: 1, Variants: map[string]int64{"a": MaxMetricsCount}},
			MetricsCounts{Yes: MaxMetricsCount, No: MaxMetricsCount, Variants: map[string]int64{"a": MaxMetricsCount}},
			MetricsCounts{Yes: MaxMetricsCount, No: MaxMetricsCount, Variants: map[string]int64{"a": MaxMetricsCount}}, 1},
		{"a stored count beyond the largest", MetricsCounts{Yes: 1 << 62}, MetricsCounts{Yes: 1},
			MetricsCounts{Yes: MaxMetricsCount}, 0},
		{"variants beyond the bound", MetricsCounts{}, MetricsCounts{Variants: manyVariants}, MetricsCounts{}, MaxMetricsVariants},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			c := tc.have
			c.Add(tc.add)
			require.Equal(t, tc.want.Yes, c.Yes)
			require.Equal(t, tc.want.No, c.No)
			require.Len(t, c.Variants, tc.wantVariants)
			for v, n := range tc.want.Variants {
				require.Equal(t, n, c.Variants[v], v)
			}
		})
	}
}
