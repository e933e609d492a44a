// Package loader batches the lookups that resolvers make per object (user → root role, …)
// into one query per relation and request. The loaders are built per request by
// Middleware, on the root router, so REST handlers share them with GraphQL resolvers.
package loader

import (
	"context"
	"net/http"
	"sync"
	"time"

	"github.com/graph-gophers/dataloader/v7"

	"flagstone/ent"
	"flagstone/ent/environment"
	"flagstone/ent/feature"
	"flagstone/ent/featuredependency"
	"flagstone/ent/featureenvironment"
	"flagstone/ent/featurefavorite"
	"flagstone/ent/featurelink"
	"flagstone/ent/featurestrategy"
	"flagstone/ent/featuretag"
	"flagstone/ent/groupmember"
	"flagstone/ent/projectenvironment"
	"flagstone/ent/projectfavorite"
	"flagstone/ent/role"
	"flagstone/ent/roleassignment"
	"flagstone/ent/user"
	"flagstone/graph/auth"
	"flagstone/graph/store"
)

// wait is how long a loader collects keys before it queries; the default 16 ms would add
// that much to every request.
const wait = time.Millisecond

// Loaders holds one loader per relation.
type Loaders struct {
	RoleByID        *Loader[int, *ent.Role]
	UserByID        *Loader[int, *ent.User]
	MembersByGroup  *Loader[int, []*ent.GroupMember]
	GroupsByUser    *Loader[int, []*ent.Group]
	ProjectsByGroup *Loader[int, []string]
	// DependenciesByChild loads each feature's dependencies, with their parents.
	DependenciesByChild *Loader[int, []*ent.FeatureDependency]
	// ChildrenByParent loads the names of the features depending on each feature.
	ChildrenByParent *Loader[int, []string]
	// DependenciesOf loads both at once, in one statement (and one per side that has
	// rows): what a feature's answer shows.
	DependenciesOf *Loader[int, Dependencies]
	// FavoriteFeature and FavoriteProject load the calling user's favorite marks.
	FavoriteFeature *Loader[int, *ent.FeatureFavorite]
	FavoriteProject *Loader[string, *ent.ProjectFavorite]
	// EnvironmentByID loads environments by name.
	EnvironmentByID *Loader[string, *ent.Environment]
	// EnvironmentsByProject loads the environments enabled in each project.
	EnvironmentsByProject *Loader[string, []*ent.ProjectEnvironment]
	// FeatureEnvironmentsByFeature loads each feature's state per environment.
	FeatureEnvironmentsByFeature *Loader[int, []*ent.FeatureEnvironment]
	// StrategiesByFeatureEnvironment loads each feature environment's strategies, in
	// evaluation order, with their segment ids.
	StrategiesByFeatureEnvironment *Loader[int, []*ent.FeatureStrategy]
	// StrategyCountsByFeature loads, per feature, how many strategies each of its
	// environments has (those with none are left out).
	StrategyCountsByFeature *Loader[int, []StrategyCount]
	// TagsByFeature loads each feature's tags.
	TagsByFeature *Loader[int, []*ent.FeatureTag]
	// LinksByFeature loads each feature's links, oldest first.
	LinksByFeature *Loader[int, []*ent.FeatureLink]
	// FeaturesByProject loads each project's features that are not archived.
	FeaturesByProject *Loader[string, []*ent.Feature]
	// ContextFieldUsage and SegmentUsage count the features using each context field
	// (in strategy constraints) and each segment.
	ContextFieldUsage *Loader[string, Usage]
	SegmentUsage      *Loader[int, Usage]
}

// Loader is a dataloader that can also load a known set of keys at once.
type Loader[K comparable, V any] struct {
	*dataloader.Loader[K, V]
	batch dataloader.BatchFunc[K, V]
}

// LoadAll loads keys (repeats allowed) in one batch now, without waiting for the batch
// window, and primes the cache so the per-object Loads that follow cost nothing. List
// resolvers and REST call it when they know every key up front: Load alone could split a
// large list over batch windows, and each window a response waits for adds to its latency.
func (l *Loader[K, V]) LoadAll(ctx context.Context, keys []K) ([]V, error) {
	unique := make([]K, 0, len(keys))
	seen := make(map[K]bool, len(keys))
	for _, k := range keys {
		if !seen[k] {
			seen[k] = true
			unique = append(unique, k)
		}
	}
	out := make([]V, len(keys))
	if len(unique) == 0 {
		return out, nil
	}
	byKey := make(map[K]V, len(unique))
	for i, r := range l.batch(ctx, unique) {
		if r.Error != nil {
			return nil, r.Error
		}
		byKey[unique[i]] = r.Data
		l.Prime(ctx, unique[i], r.Data)
	}
	for i, k := range keys {
		out[i] = byKey[k]
	}
	return out, nil
}

func newDataLoader[K comparable, V any](batch dataloader.BatchFunc[K, V]) *Loader[K, V] {
	return &Loader[K, V]{Loader: dataloader.NewBatchedLoader(batch, dataloader.WithWait[K, V](wait)), batch: batch}
}

// New builds the loaders of one request.
func New(client *ent.Client) *Loaders {
	return &Loaders{
		RoleByID: newLoader(func(ctx context.Context, ids []int) ([]*ent.Role, error) {
			return store.Client(ctx, client).Role.Query().Where(role.IDIn(ids...)).All(ctx)
		}, func(r *ent.Role) int { return r.ID }),
		UserByID: newLoader(func(ctx context.Context, ids []int) ([]*ent.User, error) {
			return store.Client(ctx, client).User.Query().Where(user.IDIn(ids...)).All(ctx)
		}, func(u *ent.User) int { return u.ID }),
		MembersByGroup: newGroupedLoader(func(ctx context.Context, ids []int) ([]*ent.GroupMember, error) {
			// Members come with their users' root roles and groups: a member list is
			// almost always shown with them, and loading them here keeps the statement
			// count constant however many members resolve at once.
			return store.Client(ctx, client).GroupMember.Query().Where(groupmember.GroupIDIn(ids...)).
				WithUser(func(q *ent.UserQuery) {
					q.WithRootRole().WithMemberships(func(q *ent.GroupMemberQuery) { q.WithGroup() })
				}).
				Order(ent.Asc(groupmember.FieldJoinedAt), ent.Asc(groupmember.FieldID)).All(ctx)
		}, func(m *ent.GroupMember) int { return m.GroupID }, identity[*ent.GroupMember]),
		GroupsByUser: newGroupedLoader(func(ctx context.Context, ids []int) ([]*ent.GroupMember, error) {
			return store.Client(ctx, client).GroupMember.Query().Where(groupmember.UserIDIn(ids...)).
				WithGroup().Order(ent.Asc(groupmember.FieldID)).All(ctx)
		}, func(m *ent.GroupMember) int { return m.UserID }, func(m *ent.GroupMember) *ent.Group { return m.Edges.Group }),
		ProjectsByGroup: newGroupedLoader(func(ctx context.Context, ids []int) ([]*ent.RoleAssignment, error) {
			return store.Client(ctx, client).RoleAssignment.Query().Where(roleassignment.GroupIDIn(ids...)).
				Order(ent.Asc(roleassignment.FieldProject)).All(ctx)
		}, func(a *ent.RoleAssignment) int { return *a.GroupID }, func(a *ent.RoleAssignment) string { return a.Project }),
		DependenciesOf: dependenciesOf(client),
		DependenciesByChild: newGroupedLoader(func(ctx context.Context, ids []int) ([]*ent.FeatureDependency, error) {
			return store.Client(ctx, client).FeatureDependency.Query().Where(featuredependency.ChildIDIn(ids...)).
				WithParent().Order(ent.Asc(featuredependency.FieldID)).All(ctx)
		}, func(d *ent.FeatureDependency) int { return d.ChildID }, identity[*ent.FeatureDependency]),
		ChildrenByParent: newGroupedLoader(func(ctx context.Context, ids []int) ([]*ent.FeatureDependency, error) {
			return store.Client(ctx, client).FeatureDependency.Query().Where(featuredependency.ParentIDIn(ids...)).
				WithChild().Order(ent.Asc(featuredependency.FieldID)).All(ctx)
		}, func(d *ent.FeatureDependency) int { return d.ParentID }, func(d *ent.FeatureDependency) string { return d.Edges.Child.Name }),
		FavoriteFeature: newLoader(func(ctx context.Context, ids []int) ([]*ent.FeatureFavorite, error) {
			user := callerUserID(ctx)
			if user == 0 {
				return nil, nil
			}
			return store.Client(ctx, client).FeatureFavorite.Query().
				Where(featurefavorite.UserID(user), featurefavorite.FeatureIDIn(ids...)).All(ctx)
		}, func(f *ent.FeatureFavorite) int { return f.FeatureID }),
		FavoriteProject: newLoader(func(ctx context.Context, ids []string) ([]*ent.ProjectFavorite, error) {
			user := callerUserID(ctx)
			if user == 0 {
				return nil, nil
			}
			return store.Client(ctx, client).ProjectFavorite.Query().
				Where(projectfavorite.UserID(user), projectfavorite.ProjectIDIn(ids...)).All(ctx)
		}, func(f *ent.ProjectFavorite) string { return f.ProjectID }),
		EnvironmentByID: newLoader(func(ctx context.Context, ids []string) ([]*ent.Environment, error) {
			return store.Client(ctx, client).Environment.Query().Where(environment.IDIn(ids...)).All(ctx)
		}, func(e *ent.Environment) string { return e.ID }),
		EnvironmentsByProject: newGroupedLoader(func(ctx context.Context, ids []string) ([]*ent.ProjectEnvironment, error) {
			return store.Client(ctx, client).ProjectEnvironment.Query().Where(projectenvironment.ProjectIDIn(ids...)).
				Order(ent.Asc(projectenvironment.FieldEnvironmentID)).All(ctx)
		}, func(pe *ent.ProjectEnvironment) string { return pe.ProjectID }, identity[*ent.ProjectEnvironment]),
		FeatureEnvironmentsByFeature: newGroupedLoader(func(ctx context.Context, ids []int) ([]*ent.FeatureEnvironment, error) {
			// With each its environment's type and sort order (store.EnvironmentPlace),
			// which a feature's answer shows: one statement, not two.
			return store.WithEnvironmentPlace(store.Client(ctx, client).FeatureEnvironment.Query().
				Where(featureenvironment.FeatureIDIn(ids...)).Order(ent.Asc(featureenvironment.FieldEnvironmentID))).All(ctx)
		}, func(fe *ent.FeatureEnvironment) int { return fe.FeatureID }, identity[*ent.FeatureEnvironment]),
		StrategiesByFeatureEnvironment: newGroupedLoader(func(ctx context.Context, ids []int) ([]*ent.FeatureStrategy, error) {
			ss, err := store.WithSegmentIDs(store.Client(ctx, client).FeatureStrategy.Query().
				Where(featurestrategy.FeatureEnvironmentIDIn(ids...)).
				Order(store.StrategyOrder()...)).All(ctx)
			if err != nil {
				return nil, err
			}
			return store.StrategySegments(ss)
		}, func(st *ent.FeatureStrategy) int { return st.FeatureEnvironmentID }, identity[*ent.FeatureStrategy]),
		StrategyCountsByFeature: strategyCounts(client),
		TagsByFeature: newGroupedLoader(func(ctx context.Context, ids []int) ([]*ent.FeatureTag, error) {
			return store.Client(ctx, client).FeatureTag.Query().Where(featuretag.FeatureIDIn(ids...)).
				Order(ent.Asc(featuretag.FieldTagTypeID), ent.Asc(featuretag.FieldValue)).All(ctx)
		}, func(t *ent.FeatureTag) int { return t.FeatureID }, identity[*ent.FeatureTag]),
		LinksByFeature: newGroupedLoader(func(ctx context.Context, ids []int) ([]*ent.FeatureLink, error) {
			return store.Client(ctx, client).FeatureLink.Query().Where(featurelink.FeatureIDIn(ids...)).
				Order(ent.Asc(featurelink.FieldID)).All(ctx)
		}, func(l *ent.FeatureLink) int { return l.FeatureID }, identity[*ent.FeatureLink]),
		FeaturesByProject: newGroupedLoader(func(ctx context.Context, ids []string) ([]*ent.Feature, error) {
			return store.Client(ctx, client).Feature.Query().
				Where(feature.ProjectIDIn(ids...), feature.ArchivedAtIsNil()).Order(ent.Asc(feature.FieldName)).All(ctx)
		}, func(f *ent.Feature) string { return f.ProjectID }, identity[*ent.Feature]),
		ContextFieldUsage: contextFieldUsage(client),
		SegmentUsage:      segmentUsage(client),
	}
}

type loadersKey struct{}

// Middleware puts fresh loaders in every request's context. They are built on the first
// For: a request answered without them (a read-model hit, a health check) does not pay
// for some twenty dataloaders it never uses (a tenth of a cached answer's CPU).
func Middleware(client *ent.Client) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			lazy := sync.OnceValue(func() *Loaders { return New(client) })
			ctx := context.WithValue(r.Context(), loadersKey{}, lazy)
			next.ServeHTTP(w, r.WithContext(ctx))
		})
	}
}

// For returns the loaders of the request in ctx. It panics when there are none: a
// request that reaches a resolver or handler without Middleware is a wiring mistake, and
// silently building fresh loaders would hide it (and batch nothing).
func For(ctx context.Context) *Loaders {
	l, ok := ctx.Value(loadersKey{}).(func() *Loaders)
	if !ok {
		panic("loader.For: no loaders in the request context; mount loader.Middleware on the router that serves it")
	}
	return l()
}

// newLoader builds a loader from a query returning the rows for a set of keys, in any
// order; each key gets its row, or nil when there is none.
func newLoader[K comparable, V any](fetch func(context.Context, []K) ([]V, error), key func(V) K) *Loader[K, V] {
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
	return newDataLoader(batch)
}

// newGroupedLoader builds a one-to-many loader: fetch returns rows for a set of keys, key
// says which key a row belongs to and value what of the row to return. Every key gets a
// list (empty when it has no rows), in the order fetch returned them.
func newGroupedLoader[K comparable, R, V any](fetch func(context.Context, []K) ([]R, error), key func(R) K, value func(R) V) *Loader[K, []V] {
	batch := func(ctx context.Context, keys []K) []*dataloader.Result[[]V] {
		rows, err := fetch(ctx, keys)
		byKey := make(map[K][]V, len(keys))
		for _, r := range rows {
			byKey[key(r)] = append(byKey[key(r)], value(r))
		}
		results := make([]*dataloader.Result[[]V], len(keys))
		for i, k := range keys {
			vs := byKey[k]
			if vs == nil {
				vs = []V{}
			}
			results[i] = &dataloader.Result[[]V]{Data: vs, Error: err}
		}
		return results
	}
	return newDataLoader(batch)
}

func identity[T any](v T) T { return v }

// callerUserID is the calling user, whose favorites the favorite loaders read; 0 (no
// user has it) for API tokens, which have no favorites: the loaders then send no
// statement (a search page or a feature list built for a token sent one that could find
// nothing).
func callerUserID(ctx context.Context) int {
	if c := auth.FromContext(ctx); c != nil && c.Kind == auth.KindUser {
		return c.UserID
	}
	return 0
}

// Dependencies are a feature's dependencies (with their parents) and the names of the
// features depending on it, as DependenciesByChild and ChildrenByParent load them.
type Dependencies struct {
	Parents  []*ent.FeatureDependency
	Children []string
}

// dependenciesOf loads the Dependencies of features: the dependency rows on either side
// of them, in one statement, with the features at their other ends.
func dependenciesOf(client *ent.Client) *Loader[int, Dependencies] {
	return newDataLoader(func(ctx context.Context, ids []int) []*dataloader.Result[Dependencies] {
		rows, err := store.Client(ctx, client).FeatureDependency.Query().
			Where(featuredependency.Or(featuredependency.ChildIDIn(ids...), featuredependency.ParentIDIn(ids...))).
			WithParent().WithChild().Order(ent.Asc(featuredependency.FieldID)).All(ctx)
		byID := make(map[int]*Dependencies, len(ids))
		for _, id := range ids {
			byID[id] = &Dependencies{Parents: []*ent.FeatureDependency{}, Children: []string{}}
		}
		for _, d := range rows {
			if c := byID[d.ChildID]; c != nil {
				c.Parents = append(c.Parents, d)
			}
			if p := byID[d.ParentID]; p != nil {
				p.Children = append(p.Children, d.Edges.Child.Name)
			}
		}
		results := make([]*dataloader.Result[Dependencies], len(ids))
		for i, id := range ids {
			results[i] = &dataloader.Result[Dependencies]{Data: *byID[id], Error: err}
		}
		return results
	})
}
