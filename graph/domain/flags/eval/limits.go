package eval

import (
	"context"
	"fmt"

	"flagstone/graph/apperr"
	"flagstone/graph/domain/catalog/regex"
)

// Bounds of a context, so that what one evaluation reads is bounded whatever a caller
// sends. Matching a REGEX takes time in proportion to its compiled program (at most
// regex.MaxProgram for a pattern written today) times the value's length. The client
// specification's contexts hold at most 6 fields of at most 24 bytes; real SDK contexts
// (ids, addresses, versions, user agents) fit well within these.
const (
	// MaxContextProperties is how many properties a context may hold.
	MaxContextProperties = 100
	// MaxContextValueBytes is how long, in bytes, a context value may be: a standard
	// field's or a property's.
	MaxContextValueBytes = 4096
)

// regexWork is the most a REGEX test may do, in program instructions times value bytes:
// what the largest pattern allowed costs against the longest value allowed.
const regexWork = regex.MaxProgram * MaxContextValueBytes

// Check refuses, with a ValidationError naming the property, a context that holds more
// than MaxContextProperties properties or a value longer than MaxContextValueBytes.
func (c *Context) Check() error {
	if n := len(c.Properties); n > MaxContextProperties {
		return apperr.Validation("context.properties holds %d properties; at most %d are allowed", n, MaxContextProperties)
	}
	for _, f := range []struct{ name, value string }{{"userId", c.UserID}, {"sessionId", c.SessionID},
		{"remoteAddress", c.RemoteAddress}, {"environment", c.Environment}, {"appName", c.AppName}, {"currentTime", c.CurrentTime}} {
		if err := checkValue("context."+f.name, f.value); err != nil {
			return err
		}
	}
	var first string // the first too long by name, so the answer is the same every time
	for k, v := range c.Properties {
		if len(v) > MaxContextValueBytes && (first == "" || k < first) {
			first = k
		}
	}
	if first != "" {
		return checkValue("context.properties."+first, c.Properties[first])
	}
	return nil
}

func checkValue(property, v string) error {
	if len(v) > MaxContextValueBytes {
		return apperr.Validation("%s is %d bytes long; a context value may be at most %d bytes", property, len(v), MaxContextValueBytes)
	}
	return nil
}

// Run decides flags, one at a time, for one context under a context.Context: once that
// ends (the request's deadline passed or its client left), the run stops before its next
// flag, so evaluating many flags for an expensive context ends with its request. Looking
// is a receive from ctx's Done channel that does not wait: about 4 ns, against a few
// hundred for deciding a simple flag (ctx.Err walks the request's context values: 20 to 80).
type Run struct {
	ctx  context.Context
	done <-chan struct{}
	set  *Set
	c    *Context
}

// Run starts deciding flags of the set for c under ctx.
func (s *Set) Run(ctx context.Context, c *Context) *Run {
	return &Run{ctx: ctx, done: ctx.Done(), set: s, c: c}
}

// Evaluate is Set.Evaluate for the run's context; it fails, with ctx's error, once ctx
// has ended.
func (r *Run) Evaluate(name string, explain bool) (Result, error) {
	select {
	case <-r.done:
		return Result{}, fmt.Errorf("evaluate %s: %w", name, r.ctx.Err())
	default:
	}
	return r.set.Evaluate(name, r.c, explain), nil
}

// EvaluateRef is Evaluate for a flag looked up beforehand (Set.Ref).
func (r *Run) EvaluateRef(ref Ref, explain bool) (Result, error) {
	select {
	case <-r.done:
		return Result{}, fmt.Errorf("evaluate: %w", r.ctx.Err())
	default:
	}
	return r.set.evaluate(ref.f, r.c, explain), nil
}
