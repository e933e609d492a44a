package eval

import (
	"math"
	"net/netip"
	"slices"
	"strconv"
	"strings"
	"time"

	"flagstone/ent/schematype"
	"flagstone/graph/domain/catalog/regex"
)

// constraint is a constraint compiled once per set: its values parsed for its operator.
// An operator unknown to the evaluator, or a value its operator cannot read, leaves test
// nil: the constraint is never satisfied (inverted or not), as in the SDKs.
type constraint struct {
	def  schematype.Constraint
	test func(c *Context) bool
}

func compileConstraint(def schematype.Constraint) constraint {
	return constraint{def: def, test: compileTest(def)}
}

// satisfied says whether c meets the constraint.
func (k *constraint) satisfied(c *Context) bool {
	if k.test == nil {
		return false
	}
	return k.test(c) != k.def.Inverted
}

func compileTest(def schematype.Constraint) func(c *Context) bool {
	name := def.ContextName
	switch def.Operator {
	case "IN", "NOT_IN":
		values := cleanValues(def.Values)
		set := make(map[string]struct{}, len(values))
		for _, v := range values {
			set[v] = struct{}{}
		}
		in := def.Operator == "IN"
		return func(c *Context) bool {
			v := c.Field(name)
			_, found := set[v]
			found = found && v != ""
			return found == in
		}
	case "STR_CONTAINS", "STR_STARTS_WITH", "STR_ENDS_WITH":
		return compileString(def)
	case "NUM_EQ", "NUM_GT", "NUM_GTE", "NUM_LT", "NUM_LTE":
		want, ok := jsNumber(def.Value, true)
		if !ok {
			return func(*Context) bool { return false }
		}
		cmp := compareBy(def.Operator[len("NUM_"):])
		return func(c *Context) bool {
			got, ok := jsNumber(c.Field(name), false)
			if !ok {
				return false
			}
			switch {
			case got < want:
				return cmp(-1)
			case got > want:
				return cmp(1)
			default:
				return cmp(0)
			}
		}
	case "DATE_AFTER", "DATE_BEFORE":
		want, ok := parseDate(def.Value)
		if !ok {
			return func(*Context) bool { return false }
		}
		after := def.Operator == "DATE_AFTER"
		return func(c *Context) bool {
			if c.CurrentTime == "" {
				c.volatile = true // the answer depends on the clock
			}
			now := time.Now()
			if c.CurrentTime != "" {
				t, ok := parseDate(c.CurrentTime)
				if !ok {
					return false
				}
				now = t
			}
			if after {
				return now.After(want)
			}
			return now.Before(want)
		}
	case "SEMVER_EQ", "SEMVER_GT", "SEMVER_GTE", "SEMVER_LT", "SEMVER_LTE":
		want, ok := parseSemver(def.Value)
		if !ok {
			return func(*Context) bool { return false }
		}
		cmp := compareBy(def.Operator[len("SEMVER_"):])
		return func(c *Context) bool {
			got, ok := parseSemver(c.Field(name))
			return ok && cmp(got.compare(want))
		}
	case "REGEX":
		re, size, err := regex.Compile(def.Value, def.CaseInsensitive)
		if err != nil {
			return func(*Context) bool { return false }
		}
		// A pattern stored before regex.MaxProgram existed may be larger: it still
		// evaluates, against values short enough to keep its work within regexWork.
		// Longer values do not match it. Values within MaxContextValueBytes always fit a
		// pattern within regex.MaxProgram.
		longest := regexWork / max(size, 1)
		return func(c *Context) bool {
			v := c.Field(name)
			return v != "" && len(v) <= longest && re.MatchString(v)
		}
	case "IN_CIDR":
		var prefixes []netip.Prefix
		for _, v := range def.Values {
			if p, err := netip.ParsePrefix(strings.TrimSpace(v)); err == nil {
				prefixes = append(prefixes, p.Masked())
			} else if a, err := netip.ParseAddr(strings.TrimSpace(v)); err == nil {
				prefixes = append(prefixes, netip.PrefixFrom(a, a.BitLen()))
			}
		}
		return func(c *Context) bool {
			a, err := netip.ParseAddr(c.Field(name))
			if err != nil {
				return false
			}
			a = a.Unmap()
			return slices.ContainsFunc(prefixes, func(p netip.Prefix) bool { return p.Contains(a) })
		}
	}
	return nil
}

func compileString(def schematype.Constraint) func(c *Context) bool {
	values := cleanValues(def.Values)
	if def.CaseInsensitive {
		for i, v := range values {
			values[i] = strings.ToLower(v)
		}
	}
	match := strings.Contains
	switch def.Operator {
	case "STR_STARTS_WITH":
		match = strings.HasPrefix
	case "STR_ENDS_WITH":
		match = strings.HasSuffix
	}
	name := def.ContextName
	return func(c *Context) bool {
		v := c.Field(name)
		if v == "" {
			return false
		}
		if def.CaseInsensitive {
			v = strings.ToLower(v)
		}
		return slices.ContainsFunc(values, func(want string) bool { return match(v, want) })
	}
}

// cleanValues trims the values and drops the empty ones, as the SDKs do.
func cleanValues(in []string) []string {
	out := make([]string, 0, len(in))
	for _, v := range in {
		if v = strings.TrimSpace(v); v != "" {
			out = append(out, v)
		}
	}
	return out
}

// compareBy turns an operator suffix (EQ, GT, GTE, LT, LTE) into a test of a comparison.
func compareBy(op string) func(int) bool {
	switch op {
	case "EQ":
		return func(c int) bool { return c == 0 }
	case "GT":
		return func(c int) bool { return c > 0 }
	case "GTE":
		return func(c int) bool { return c >= 0 }
	case "LT":
		return func(c int) bool { return c < 0 }
	default:
		return func(c int) bool { return c <= 0 }
	}
}

// jsNumber reads a number as JavaScript's Number() does: surrounding space ignored, the
// empty text is 0 for a constraint's own value; absent context values are not numbers.
func jsNumber(s string, own bool) (float64, bool) {
	s = strings.TrimSpace(s)
	if s == "" {
		return 0, own
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil || math.IsNaN(f) {
		return 0, false
	}
	return f, true
}

// parseDate reads the date-times SDKs accept: RFC 3339, with or without fraction.
func parseDate(s string) (time.Time, bool) {
	for _, layout := range []string{time.RFC3339Nano, "2006-01-02T15:04:05.999999999", "2006-01-02"} {
		if t, err := time.Parse(layout, strings.TrimSpace(s)); err == nil {
			return t, true
		}
	}
	return time.Time{}, false
}
