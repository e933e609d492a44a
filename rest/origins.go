package rest

import (
	"context"
	"log/slog"
	"sync"
	"sync/atomic"
)

// Origins are the origins whose pages may call the frontend API: CORS_ORIGINS and the
// stored list. They are read again when the event watermark moves (a stored change records
// setting-updated), so a change made on any node is followed within the client API's poll,
// and otherwise cost no read per request.
type Origins struct {
	load      func(ctx context.Context) ([]string, error)
	watermark func() int64
	log       *slog.Logger
	mu        sync.Mutex // one reload at a time
	cur       atomic.Pointer[originsAt]
	// stale is set by a commit of this process, which the watermark reflects only after
	// the client API's next poll: a change made here is followed at once.
	stale atomic.Bool
}

// originsAt is a list as read when the watermark stood at watermark.
type originsAt struct {
	watermark int64
	list      []string
}

// NewOrigins returns the origins load reads, starting with fallback (CORS_ORIGINS) until
// the first read succeeds.
func NewOrigins(load func(ctx context.Context) ([]string, error), watermark func() int64, fallback []string, log *slog.Logger) *Origins {
	o := &Origins{load: load, watermark: watermark, log: log}
	o.cur.Store(&originsAt{watermark: -1, list: fallback})
	return o
}

// Invalidate marks the list stale after a commit of this process; it must not block.
func (o *Origins) Invalidate() { o.stale.Store(true) }

// StaticOrigins are a fixed list, for routers built without a store.
func StaticOrigins(list []string) *Origins {
	o := &Origins{}
	o.cur.Store(&originsAt{list: list})
	return o
}

// List returns the current origins, reading them again when the watermark has moved. A
// failed read keeps the last list (and is logged), so a preflight never fails with the
// store.
func (o *Origins) List(ctx context.Context) []string {
	if o == nil {
		return nil
	}
	cur := o.cur.Load()
	if o.load == nil {
		return cur.list
	}
	w := o.watermark()
	if cur.watermark == w && !o.stale.Load() {
		return cur.list
	}
	o.mu.Lock()
	defer o.mu.Unlock()
	if cur = o.cur.Load(); cur.watermark == w && !o.stale.Load() {
		return cur.list
	}
	o.stale.Store(false) // before the read: a commit during it marks the list stale again
	// The watermark is read before the list: a commit after it moves the watermark again.
	list, err := o.load(context.WithoutCancel(ctx))
	if err != nil {
		o.stale.Store(true)
		o.log.WarnContext(ctx, "read frontend API origins", "err", err)
		return cur.list
	}
	o.cur.Store(&originsAt{watermark: w, list: list})
	return list
}
