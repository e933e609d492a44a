package loader

import (
	"context"

	"github.com/graph-gophers/dataloader/v7"

	"flagstone/ent"
	"flagstone/ent/featurestrategy"
	"flagstone/ent/schematype"
	"flagstone/ent/segment"
	"flagstone/graph/domain/catalog"
	"flagstone/graph/store"
)

// Usage counts the active features (and their projects) whose strategies use something.
type Usage struct {
	Features, Projects int
}

// usageSets holds the distinct features and projects that use one thing.
type usageSets struct{ features, projects map[string]bool }

// usageCounter collects usageSets per key.
type usageCounter[K comparable] map[K]*usageSets

func (u usageCounter[K]) add(k K, f *ent.Feature) {
	if u[k] == nil {
		u[k] = &usageSets{features: map[string]bool{}, projects: map[string]bool{}}
	}
	u[k].features[f.Name], u[k].projects[f.ProjectID] = true, true
}

func (u usageCounter[K]) results(keys []K, err error) []*dataloader.Result[Usage] {
	out := make([]*dataloader.Result[Usage], len(keys))
	for i, k := range keys {
		var n Usage
		if sets := u[k]; sets != nil {
			n = Usage{Features: len(sets.features), Projects: len(sets.projects)}
		}
		out[i] = &dataloader.Result[Usage]{Data: n, Error: err}
	}
	return out
}

// contextFieldUsage counts, per context field name, the features whose strategy
// constraints test it. Constraints are JSON, so they are matched here, not in SQL.
func contextFieldUsage(client *ent.Client) *Loader[string, Usage] {
	return newDataLoader(func(ctx context.Context, names []string) []*dataloader.Result[Usage] {
		u := usageCounter[string]{}
		sts, err := catalog.ActiveStrategies(ctx, store.Client(ctx, client))
		for _, st := range sts {
			for _, name := range names {
				if schematype.TestsContextField(st.Constraints, name) {
					u.add(name, st.Edges.FeatureEnvironment.Edges.Feature)
				}
			}
		}
		return u.results(names, err)
	})
}

// segmentUsage counts, per segment id, the features whose strategies use it.
func segmentUsage(client *ent.Client) *Loader[int, Usage] {
	return newDataLoader(func(ctx context.Context, ids []int) []*dataloader.Result[Usage] {
		u := usageCounter[int]{}
		sts, err := catalog.ActiveStrategies(ctx, store.Client(ctx, client), featurestrategy.HasSegmentsWith(segment.IDIn(ids...)))
		for _, st := range sts {
			for _, sg := range st.Edges.Segments {
				u.add(sg.ID, st.Edges.FeatureEnvironment.Edges.Feature)
			}
		}
		return u.results(ids, err)
	})
}
