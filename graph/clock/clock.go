// Package clock is the service's time source. Tests move it forward instead of sleeping.
package clock

import (
	"sync/atomic"
	"time"
)

// Clock is the wall clock plus an offset that tests can advance.
type Clock struct{ offset atomic.Int64 }

// Now is the current time as the service sees it.
func (c *Clock) Now() time.Time { return time.Now().Add(time.Duration(c.offset.Load())) }

// Advance moves the clock forward by d.
func (c *Clock) Advance(d time.Duration) { c.offset.Add(int64(d)) }
