package kernel

import (
	"context"
	"sync/atomic"
)

// Known is a value read from the store that every write consults (whether maintenance
// mode is on, which environments go through change requests) and that is read again only
// when it may have changed: when the watermark (Kernel.Stamp) moved, which a change made
// on any node does within the client API's poll, or when this process changed it
// (Changed). Without a Stamp it is read every time. Its zero value is ready to use.
type Known[T any] struct {
	gen atomic.Int64
	at  atomic.Pointer[knownAt[T]]
}

// knownAt is a value as read when the watermark stood at stamp and this process had
// changed it gen times.
type knownAt[T any] struct {
	stamp, gen int64
	value      T
}

// Get returns the value, read with read when it may have changed since it was last read.
// read runs in ctx, which may carry a transaction: it must read committed state only
// (the transactions that change the value call Changed once they end).
func (c *Known[T]) Get(ctx context.Context, k *Kernel, read func(context.Context) (T, error)) (T, error) {
	if k.Stamp == nil {
		return read(ctx)
	}
	// Both are read before the value: a change committed during the read moves one of
	// them again, so the value kept is never taken for newer than it is.
	stamp, gen := k.Stamp(), c.gen.Load()
	if at := c.at.Load(); at != nil && at.stamp == stamp && at.gen == gen {
		return at.value, nil
	}
	v, err := read(ctx)
	if err != nil {
		return v, err
	}
	c.at.Store(&knownAt[T]{stamp: stamp, gen: gen, value: v})
	return v, nil
}

// Changed makes the next Get read the value again: the caller changed it (or tried to).
// Call it after the change's transaction ends, whatever its outcome, so the node that
// made the change sees it at once rather than at the watermark's next move.
func (c *Known[T]) Changed() { c.gen.Add(1) }
