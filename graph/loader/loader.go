// Package loader batches the lookups that resolvers make per object (user → root role, …)
// into one query per relation and request. The loaders are built per request by
// Middleware, on the root router, so REST handlers share them with GraphQL resolvers.
package loader

import (
	"context"
	"net/http"
	"time"

	"github.com/graph-gophers/dataloader/v7"

	"flagstone/ent"
	"flagstone/ent/role"
	"flagstone/graph/store"
)

// wait is how long a loader collects keys before it queries; the default 16 ms would add
// that much to every request.
const wait = time.Millisecond

// Loaders holds one loader per relation.
type Loaders struct {
	RoleByID *dataloader.Loader[int, *ent.Role]
}

// New builds the loaders of one request.
func New(client *ent.Client) *Loaders {
	return &Loaders{
		RoleByID: newLoader(func(ctx context.Context, ids []int) ([]*ent.Role, error) {
			return store.Client(ctx, client).Role.Query().Where(role.IDIn(ids...)).All(ctx)
		}, func(r *ent.Role) int { return r.ID }),
	}
}

type loadersKey struct{}

// Middleware puts fresh loaders in every request's context.
func Middleware(client *ent.Client) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			ctx := context.WithValue(r.Context(), loadersKey{}, New(client))
			next.ServeHTTP(w, r.WithContext(ctx))
		})
	}
}

// For returns the loaders of the request in ctx (fresh ones when there are none, e.g. in
// a test that calls a resolver directly).
func For(ctx context.Context, client *ent.Client) *Loaders {
	if l, ok := ctx.Value(loadersKey{}).(*Loaders); ok {
		return l
	}
	return New(client)
}

// newLoader builds a loader from a query returning the rows for a set of keys, in any
// order; each key gets its row, or nil when there is none.
func newLoader[K comparable, V any](fetch func(context.Context, []K) ([]V, error), key func(V) K) *dataloader.Loader[K, V] {
	batch := func(ctx context.Context, keys []K) []*dataloader.Result[V] {
		rows, err := fetch(ctx, keys)
		results := make([]*dataloader.Result[V], len(keys))
		byKey := make(map[K]V, len(rows))
		for _, r := range rows {
			byKey[key(r)] = r
		}
		for i, k := range keys {
			results[i] = &dataloader.Result[V]{Data: byKey[k], Error: err}
		}
		return results
	}
	return dataloader.NewBatchedLoader(batch, dataloader.WithWait[K, V](wait))
}
