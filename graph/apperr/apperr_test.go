package apperr

import (
	"context"
	"errors"
	"fmt"
	"testing"
)

// outage stands for a store failure classified where the driver returns it.
type outage struct{ error }

func (o outage) AppError() *Error { return Unavailable().Because(o.error) }

func TestAs(t *testing.T) {
	closed := outage{errors.New("conn closed")}
	for _, c := range []struct {
		name            string
		err             error
		kind            Kind
		logged, stopped bool
	}{
		{"an answer in the chain wins", fmt.Errorf("save: %w", Validation("name is required")), KindValidation, false, false},
		{"a store outage is logged", fmt.Errorf("list: %w", closed), KindUnavailable, true, false},
		{"a stopped request is not", fmt.Errorf("list: %w", context.Canceled), KindUnavailable, false, true},
		{"a time limit is not", fmt.Errorf("list: %w", context.DeadlineExceeded), KindUnavailable, false, true},
		{"a store outage that timed out is still an outage",
			outage{fmt.Errorf("dial: %w", context.DeadlineExceeded)}, KindUnavailable, true, false},
		{"anything else is internal", errors.New("boom"), KindInternal, true, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := As(c.err)
			if got.Kind != c.kind || got.Logged() != c.logged {
				t.Fatalf("As(%v) = kind %v, logged %t; want kind %v, logged %t", c.err, got.Kind, got.Logged(), c.kind, c.logged)
			}
			if Stopped(c.err) != c.stopped {
				t.Fatalf("Stopped(%v) = %t, want %t", c.err, !c.stopped, c.stopped)
			}
		})
	}
}
