package regex_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"flagstone/graph/apperr"
	"flagstone/graph/domain/catalog/regex"
)

func TestCheck(t *testing.T) {
	var names []string
	for i := 0; len(strings.Join(names, "|")) < 950; i++ {
		names = append(names, fmt.Sprintf(`user%d@example%d\.com`, i*7919%100000, i))
	}
	cases := []struct {
		name    string
		pattern string
		refused string // "" when accepted
	}{
		{name: "an address pattern", pattern: `^[a-z0-9._%+-]+@example\.com$`},
		{name: "an alternation of 1,000 bytes", pattern: "^(" + strings.Join(names, "|") + ")$"},
		{name: "a counted repetition at the limit", pattern: `[a-z]{1,499}b`},
		{name: "a counted repetition past the limit", pattern: `[a-z]{1,500}b`, refused: "compiles to 1002 instructions; a REGEX may compile to at most 1000"},
		{name: "nested counted repetitions", pattern: `(a{1,30}){1,30}b`, refused: "compiles to 1862 instructions"},
		{name: "not RE2", pattern: `a(?=b)`, refused: "not a valid regular expression"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			err := regex.Check("constraints[0].value", c.pattern, true)
			if c.refused == "" {
				require.NoError(t, err)
				return
			}
			require.True(t, apperr.Is(err, apperr.KindValidation), "%v", err)
			require.ErrorContains(t, err, "constraints[0].value")
			require.ErrorContains(t, err, c.refused)
		})
	}
}
