// Package regex is how a REGEX constraint's pattern compiles and how large it may be: one
// rule for the checker that writes constraints (catalog) and the evaluator that runs them
// (flags/eval). It stands apart from catalog so the evaluator imports no store.
package regex

import (
	"regexp"
	"regexp/syntax"

	"flagstone/graph/apperr"
)

// MaxProgram is how large a pattern may compile, in RE2 instructions. Matching takes time
// in proportion to the program times the value's length (Go's regexp is linear, never
// exponential). A pattern without counted repetitions compiles to about one instruction
// per byte, so every pattern within the 1,000 bytes a constraint value may hold fits
// unless it repeats; a{1,500} repeats its part 500 times and costs 1,000.
const MaxProgram = 1000

// Compile compiles a pattern as the evaluator runs it (the i flag when caseInsensitive)
// and returns the size of its program, in instructions.
func Compile(pattern string, caseInsensitive bool) (*regexp.Regexp, int, error) {
	if caseInsensitive {
		pattern = "(?i)" + pattern
	}
	re, err := regexp.Compile(pattern)
	if err != nil {
		return nil, 0, err
	}
	// regexp keeps its program to itself: compile it again, as regexp.Compile does, to
	// measure it.
	parsed, err := syntax.Parse(pattern, syntax.Perl)
	if err != nil {
		return nil, 0, err
	}
	prog, err := syntax.Compile(parsed.Simplify())
	if err != nil {
		return nil, 0, err
	}
	return re, len(prog.Inst), nil
}

// Check refuses, with a ValidationError naming property, a pattern that is not RE2 or
// compiles to more than MaxProgram instructions.
func Check(property, pattern string, caseInsensitive bool) error {
	_, size, err := Compile(pattern, caseInsensitive)
	switch {
	case err != nil:
		return apperr.Validation("%s is not a valid regular expression (RE2): %v", property, err)
	case size > MaxProgram:
		return apperr.Validation("%s compiles to %d instructions; a REGEX may compile to at most %d "+
			"(a counted repetition such as {1,500} counts its part once per repeat)", property, size, MaxProgram)
	}
	return nil
}
