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
	"flagstone/ent/environment"
	"flagstone/ent/feature"
	"flagstone/ent/featureenvironment"
	"flagstone/ent/featurestrategy"
	"flagstone/ent/featuretag"
	"flagstone/ent/projectenvironment"
	"flagstone/ent/role"
	"flagstone/ent/segment"
	"flagstone/graph/store"
)

// wait is how long a loader collects keys before it queries; the default 16 ms would add
// that much to every request.
const wait = time.Millisecond

// Loaders holds one loader per relation.
type Loaders struct {
	RoleByID *dataloader.Loader[int, *ent.Role]
	// EnvironmentByID loads environments by name.
	EnvironmentByID *dataloader.Loader[string, *ent.Environment]
	// EnvironmentsByProject loads the environments enabled in each project.
	EnvironmentsByProject *dataloader.Loader[string, []*ent.ProjectEnvironment]
	// FeatureEnvironmentsByFeature loads each feature's state per environment.
	FeatureEnvironmentsByFeature *dataloader.Loader[int, []*ent.FeatureEnvironment]
	// StrategiesByFeatureEnvironment loads each feature environment's strategies, in
	// evaluation order, with their segment ids.
	StrategiesByFeatureEnvironment *dataloader.Loader[int, []*ent.FeatureStrategy]
	// TagsByFeature loads each feature's tags.
	TagsByFeature *dataloader.Loader[int, []*ent.FeatureTag]
	// FeaturesByProject loads each project's features that are not archived.
	FeaturesByProject *dataloader.Loader[string, []*ent.Feature]
}

// New builds the loaders of one request.
func New(client *ent.Client) *Loaders {
	return &Loaders{
		RoleByID: newLoader(func(ctx context.Context, ids []int) ([]*ent.Role, error) {
			return store.Client(ctx, client).Role.Query().Where(role.IDIn(ids...)).All(ctx)
		}, func(r *ent.Role) int { return r.ID }),
		EnvironmentByID: newLoader(func(ctx context.Context, ids []string) ([]*ent.Environment, error) {
			return store.Client(ctx, client).Environment.Query().Where(environment.IDIn(ids...)).All(ctx)
		}, func(e *ent.Environment) string { return e.ID }),
		EnvironmentsByProject: newGroupLoader(func(ctx context.Context, ids []string) ([]*ent.ProjectEnvironment, error) {
			return store.Client(ctx, client).ProjectEnvironment.Query().Where(projectenvironment.ProjectIDIn(ids...)).
				Order(ent.Asc(projectenvironment.FieldEnvironmentID)).All(ctx)
		}, func(pe *ent.ProjectEnvironment) string { return pe.ProjectID }),
		FeatureEnvironmentsByFeature: newGroupLoader(func(ctx context.Context, ids []int) ([]*ent.FeatureEnvironment, error) {
			return store.Client(ctx, client).FeatureEnvironment.Query().Where(featureenvironment.FeatureIDIn(ids...)).
				Order(ent.Asc(featureenvironment.FieldEnvironmentID)).All(ctx)
		}, func(fe *ent.FeatureEnvironment) int { return fe.FeatureID }),
		StrategiesByFeatureEnvironment: newGroupLoader(func(ctx context.Context, ids []int) ([]*ent.FeatureStrategy, error) {
			return store.Client(ctx, client).FeatureStrategy.Query().Where(featurestrategy.FeatureEnvironmentIDIn(ids...)).
				WithSegments(func(q *ent.SegmentQuery) { q.Select(segment.FieldID) }).
				Order(ent.Asc(featurestrategy.FieldSortOrder), ent.Asc(featurestrategy.FieldCreatedAt)).All(ctx)
		}, func(st *ent.FeatureStrategy) int { return st.FeatureEnvironmentID }),
		TagsByFeature: newGroupLoader(func(ctx context.Context, ids []int) ([]*ent.FeatureTag, error) {
			return store.Client(ctx, client).FeatureTag.Query().Where(featuretag.FeatureIDIn(ids...)).
				Order(ent.Asc(featuretag.FieldTagTypeID), ent.Asc(featuretag.FieldValue)).All(ctx)
		}, func(t *ent.FeatureTag) int { return t.FeatureID }),
		FeaturesByProject: newGroupLoader(func(ctx context.Context, ids []string) ([]*ent.Feature, error) {
			return store.Client(ctx, client).Feature.Query().
				Where(feature.ProjectIDIn(ids...), feature.ArchivedAtIsNil()).Order(ent.Asc(feature.FieldName)).All(ctx)
		}, func(f *ent.Feature) string { return f.ProjectID }),
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

// newGroupLoader builds a loader from a query returning the rows of a one-to-many relation
// for a set of keys, in the order each key's rows should have; each key gets its rows, an
// empty list when there are none.
func newGroupLoader[K comparable, V any](fetch func(context.Context, []K) ([]V, error), key func(V) K) *dataloader.Loader[K, []V] {
	batch := func(ctx context.Context, keys []K) []*dataloader.Result[[]V] {
		rows, err := fetch(ctx, keys)
		byKey := make(map[K][]V, len(keys))
		for _, r := range rows {
			byKey[key(r)] = append(byKey[key(r)], r)
		}
		results := make([]*dataloader.Result[[]V], len(keys))
		for i, k := range keys {
			group := byKey[k]
			if group == nil {
				group = []V{}
			}
			results[i] = &dataloader.Result[[]V]{Data: group, Error: err}
		}
		return results
	}
	return dataloader.NewBatchedLoader(batch, dataloader.WithWait[K, []V](wait))
}
