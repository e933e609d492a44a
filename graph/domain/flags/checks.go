package flags

import (
	"context"
	"fmt"
	"slices"

	"flagstone/ent"
	"flagstone/ent/feature"
	"flagstone/ent/featureenvironment"
	"flagstone/ent/featurestrategy"
	"flagstone/graph/apperr"
	"flagstone/graph/domain/kernel"
	"flagstone/graph/model"
)

// The checks below are functions over the kernel, not methods, to keep Service within the
// method budget (see graph/domain's layers test).

// ValidateFeatureName checks that name is a valid feature name that no feature, archived
// or not, holds: a 400 when invalid, a 409 NameExistsError when taken.
func ValidateFeatureName(ctx context.Context, k *kernel.Kernel, name string) error {
	if err := kernel.CheckName("name", name, kernel.MaxFeatureNameLen); err != nil {
		return err
	}
	f, err := k.DB(ctx).Feature.Query().Where(feature.Name(name)).Only(ctx)
	switch {
	case ent.IsNotFound(err):
		return nil
	case err != nil:
		return fmt.Errorf("find feature %q: %w", name, err)
	case f.ArchivedAt != nil:
		return apperr.Conflict("An archived flag with that name already exists")
	default:
		return apperr.Conflict("A flag with that name already exists")
	}
}

// ArchiveCheck says what archiving features of a project would break: the parents among
// them that keep children outside them, and whether any of them has a dependency at all.
func ArchiveCheck(ctx context.Context, k *kernel.Kernel, projectID string, names []string) (*model.ArchiveCheck, error) {
	db := k.DB(ctx)
	fs, err := kernel.QueryChunked(names, func(chunk []string) ([]*ent.Feature, error) {
		return db.Feature.Query().Where(feature.ProjectID(projectID), feature.NameIn(chunk...)).
			WithDependents(func(q *ent.FeatureDependencyQuery) { q.WithChild() }).WithDependencies().All(ctx)
	})
	if err != nil {
		return nil, fmt.Errorf("read features of %q: %w", projectID, err)
	}
	archived := kernel.Set(names)
	out := &model.ArchiveCheck{ParentsWithChildFeatures: []string{}}
	for _, f := range fs {
		if len(f.Edges.Dependents) > 0 || len(f.Edges.Dependencies) > 0 {
			out.HasDeletedDependencies = true
		}
		if slices.ContainsFunc(f.Edges.Dependents, func(d *ent.FeatureDependency) bool { return !archived[d.Edges.Child.Name] }) {
			out.ParentsWithChildFeatures = append(out.ParentsWithChildFeatures, f.Name)
		}
	}
	slices.Sort(out.ParentsWithChildFeatures)
	return out, nil
}

// ParentOptions lists the features a feature of a project may depend on: the project's
// other active features that depend on none themselves, by name.
func ParentOptions(ctx context.Context, k *kernel.Kernel, projectID, child string) ([]string, error) {
	db := k.DB(ctx)
	if _, err := kernel.One(ctx, activeIn(db, projectID, child).Only, "Feature %q in project %q", child, projectID); err != nil {
		return nil, err
	}
	names, err := db.Feature.Query().Where(feature.ProjectID(projectID), feature.ArchivedAtIsNil(), feature.NameNEQ(child),
		feature.Not(feature.HasDependencies())).Order(feature.ByName()).Select(feature.FieldName).Strings(ctx)
	if err != nil {
		return nil, fmt.Errorf("list parent options of %q: %w", child, err)
	}
	return names, nil
}

// ParentVariants lists the variant names a parent feature of a project defines, in its
// environments and its strategies, once each, sorted. A project without that active
// feature offers none, as the reference answers: its UI asks for a placeholder name on
// every project page. Another project's feature offers none either, so nothing leaks.
func ParentVariants(ctx context.Context, k *kernel.Kernel, projectID, parent string) ([]string, error) {
	db := k.DB(ctx)
	f, err := kernel.One(ctx, activeIn(db, projectID, parent).Only, "Feature %q in project %q", parent, projectID)
	if apperr.Is(err, apperr.KindNotFound) {
		return []string{}, nil
	}
	if err != nil {
		return nil, err
	}
	fes, err := db.FeatureEnvironment.Query().Where(featureenvironment.FeatureID(f.ID)).
		WithStrategies(func(q *ent.FeatureStrategyQuery) {
			q.Select(featurestrategy.FieldFeatureEnvironmentID, featurestrategy.FieldVariants)
		}).All(ctx)
	if err != nil {
		return nil, fmt.Errorf("read variants of %q: %w", parent, err)
	}
	names := map[string]bool{}
	for _, fe := range fes {
		for _, v := range fe.Variants {
			names[v.Name] = true
		}
		for _, st := range fe.Edges.Strategies {
			for _, v := range st.Variants {
				names[v.Name] = true
			}
		}
	}
	out := make([]string, 0, len(names))
	for n := range names {
		out = append(out, n)
	}
	slices.Sort(out)
	return out, nil
}
