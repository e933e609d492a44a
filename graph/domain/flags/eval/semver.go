package eval

import (
	"cmp"
	"regexp"
	"strconv"
	"strings"
)

// semverPattern is Semantic Versioning 2.0.0.
var semverPattern = regexp.MustCompile(`^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)` +
	`(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?` +
	`(?:\+[0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*)?$`)

// version is a parsed semantic version; build metadata is dropped, as it does not order.
type version struct {
	core [3]uint64
	pre  []string
}

func parseSemver(s string) (version, bool) {
	m := semverPattern.FindStringSubmatch(strings.TrimSpace(s))
	if m == nil {
		return version{}, false
	}
	var v version
	for i := range 3 {
		n, err := strconv.ParseUint(m[i+1], 10, 64)
		if err != nil {
			return version{}, false
		}
		v.core[i] = n
	}
	if m[4] != "" {
		v.pre = strings.Split(m[4], ".")
	}
	return v, true
}

// compare orders versions by precedence: a pre-release comes before its release;
// numeric identifiers compare as numbers and before alphanumeric ones.
func (v version) compare(w version) int {
	for i := range 3 {
		if c := cmp.Compare(v.core[i], w.core[i]); c != 0 {
			return c
		}
	}
	switch {
	case len(v.pre) == 0 && len(w.pre) == 0:
		return 0
	case len(v.pre) == 0:
		return 1
	case len(w.pre) == 0:
		return -1
	}
	for i := range min(len(v.pre), len(w.pre)) {
		a, b := v.pre[i], w.pre[i]
		an, aErr := strconv.ParseUint(a, 10, 64)
		bn, bErr := strconv.ParseUint(b, 10, 64)
		var c int
		switch {
		case aErr == nil && bErr == nil:
			c = cmp.Compare(an, bn)
		case aErr == nil:
			c = -1
		case bErr == nil:
			c = 1
		default:
			c = strings.Compare(a, b)
		}
		if c != 0 {
			return c
		}
	}
	return cmp.Compare(len(v.pre), len(w.pre))
}

// SemverLess reports whether the semantic version a precedes b; ok is false when either
// is not a semantic version.
func SemverLess(a, b string) (less, ok bool) {
	v, okA := parseSemver(a)
	w, okB := parseSemver(b)
	if !okA || !okB {
		return false, false
	}
	return v.compare(w) < 0, true
}
