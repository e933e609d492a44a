package clientapi

import (
	"strconv"
	"testing"

	"github.com/stretchr/testify/require"

	"flagstone/rest/body"
)

// TestKeptAnswersStayWithinTheirBytes keeps more answers than the bytes allow: the
// answers kept never pass their bytes, and the newest answer is kept at the expense of
// older ones (before, a full cache kept no new context until the next snapshot).
func TestKeptAnswersStayWithinTheirBytes(t *testing.T) {
	tests := []struct {
		name string
		size int
	}{
		{"answers of 1 MB", 1 << 20},
		{"answers of 5 MB", 5 << 20},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := &Snapshot{}
			raw := make([]byte, tt.size)
			for i := range 3 * maxAnswerBytesPerSnapshot / tt.size {
				key := "context-" + strconv.Itoa(i)
				s.KeepAnswer(key, body.New(raw, 1))
				require.LessOrEqual(t, s.answerBytes.Load(), int64(maxAnswerBytesPerSnapshot))
				_, kept := s.Answer(key)
				require.True(t, kept, "%s is kept", key)
			}
		})
	}
}
