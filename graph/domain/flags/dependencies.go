package flags

import (
	"context"
	"fmt"
	"slices"

	"flagstone/ent"
	"flagstone/ent/feature"
	"flagstone/ent/featuredependency"
	"flagstone/graph/apperr"
	"flagstone/graph/domain/kernel"
	"flagstone/graph/model"
)

// AddDependency makes child depend on a parent feature (replacing an existing dependency on
// that parent) and records feature-dependency-added. Dependencies are one level deep: no
// self-dependency, a parent has no parent, a child is no parent; the parent is active and
// in the same project; variants only apply when the parent must be enabled.
func (s *Service) AddDependency(ctx context.Context, projectID, childName string, in model.DependencyInput) (*ent.FeatureDependency, error) {
	enabled, variants, err := DependencyState(in.Enabled.Value(), in.Variants.Value())
	if err != nil {
		return nil, err
	}
	var dep *ent.FeatureDependency
	err = s.Mutate(ctx, fmt.Sprintf("Feature %q in project %q", childName, projectID), func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		child, err := lockFeature(ctx, tx, projectID, childName)
		if err != nil {
			return kernel.Change{}, err
		}
		if err := s.Guard.project(ctx, s.Kernel, child.ProjectID); err != nil {
			return kernel.Change{}, err
		}
		parent, err := dependencyParent(ctx, tx, child, in.Feature)
		if err != nil {
			return kernel.Change{}, err
		}
		if _, err := tx.FeatureDependency.Delete().Where(featuredependency.ChildID(child.ID), featuredependency.ParentID(parent.ID)).Exec(ctx); err != nil {
			return kernel.Change{}, fmt.Errorf("replace dependency: %w", err)
		}
		dep, err = tx.FeatureDependency.Create().SetChildID(child.ID).SetParentID(parent.ID).
			SetEnabled(enabled).SetVariants(variants).Save(ctx)
		if err != nil {
			return kernel.Change{}, fmt.Errorf("add dependency: %w", err)
		}
		dep.Edges.Parent = parent
		return kernel.Record(featureEvent(child, kernel.Event{Type: "feature-dependency-added",
			Data: map[string]any{"feature": parent.Name, "enabled": enabled, "variants": variants}})), nil
	})
	return dep, err
}

// DependencyState is what a dependency requires of its parent: enabled unless said
// otherwise, and variants only when the parent must be enabled. The single route and the
// imports use it alike.
func DependencyState(enabled *bool, variants []string) (bool, []string, error) {
	on := enabled == nil || *enabled
	if !on && len(variants) > 0 {
		return false, nil, apperr.Validation("variants can only be set when the parent must be enabled")
	}
	return on, kernel.NonNil(variants), nil
}

// dependencyParent finds the parent named, locked until tx ends, and checks the
// dependency rules against child.
func dependencyParent(ctx context.Context, tx *kernel.Tx, child *ent.Feature, parentName string) (*ent.Feature, error) {
	var parent *ent.Feature
	if parentName != "" && parentName != child.Name {
		var err error
		parent, err = kernel.Locked(tx, tx.Feature.Query().Where(feature.Name(parentName))).Only(ctx)
		if err != nil && !ent.IsNotFound(err) {
			return nil, fmt.Errorf("find parent %q: %w", parentName, err)
		}
	}
	var parentIsChild, childIsParent bool
	if parent != nil {
		var err error
		if parentIsChild, err = tx.FeatureDependency.Query().Where(featuredependency.ChildID(parent.ID)).Exist(ctx); err != nil {
			return nil, fmt.Errorf("find dependencies of %q: %w", parentName, err)
		}
		if childIsParent, err = tx.FeatureDependency.Query().Where(featuredependency.ParentID(child.ID)).Exist(ctx); err != nil {
			return nil, fmt.Errorf("find children of %q: %w", child.Name, err)
		}
	}
	return parent, CheckDependency(child, parent, parentName, parentIsChild, childIsParent)
}

// CheckDependency is the rule of dependencies, for the single route and the imports
// alike: they are one level deep and stay within a project. The parent (nil when none is
// named parentName) exists, is not the child, is active and in the child's project;
// parentIsChild and childIsParent tell how the dependencies stand once the change is made:
// a parent depends on nothing, and a child is no parent.
func CheckDependency(child, parent *ent.Feature, parentName string, parentIsChild, childIsParent bool) error {
	switch {
	case parentName == "":
		return apperr.Validation("feature (the parent) is required")
	case parentName == child.Name:
		return apperr.Validation("feature %q cannot depend on itself", parentName)
	case parent == nil:
		return apperr.Validation("parent feature %q does not exist", parentName)
	case parent.ProjectID != child.ProjectID:
		return apperr.Validation("parent feature %q is in another project", parentName)
	case parent.ArchivedAt != nil:
		return apperr.Validation("parent feature %q is archived", parentName)
	case parentIsChild:
		return apperr.Validation("feature %q depends on another feature and cannot be a parent", parentName)
	case childIsParent:
		return apperr.Validation("feature %q has children and cannot depend on another feature", child.Name)
	}
	return nil
}

// DeleteDependency removes child's dependency on one parent; records
// feature-dependency-removed when there was one.
func (s *Service) DeleteDependency(ctx context.Context, projectID, childName, parentName string) error {
	return s.Mutate(ctx, fmt.Sprintf("Feature %q in project %q", childName, projectID), func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		child, err := lockFeature(ctx, tx, projectID, childName)
		if err != nil {
			return kernel.Change{}, err
		}
		if err := s.Guard.project(ctx, s.Kernel, child.ProjectID); err != nil {
			return kernel.Change{}, err
		}
		n, err := tx.FeatureDependency.Delete().Where(featuredependency.ChildID(child.ID),
			featuredependency.HasParentWith(feature.Name(parentName))).Exec(ctx)
		if err != nil || n == 0 {
			return kernel.Unchanged(), err
		}
		return kernel.Record(featureEvent(child, kernel.Event{Type: "feature-dependency-removed",
			Data: map[string]any{"feature": parentName}})), nil
	})
}

// DeleteDependencies removes all of child's dependencies; records
// feature-dependencies-removed when there were any.
func (s *Service) DeleteDependencies(ctx context.Context, projectID, childName string) error {
	return s.Mutate(ctx, fmt.Sprintf("Feature %q in project %q", childName, projectID), func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		child, err := lockFeature(ctx, tx, projectID, childName)
		if err != nil {
			return kernel.Change{}, err
		}
		if err := s.Guard.project(ctx, s.Kernel, child.ProjectID); err != nil {
			return kernel.Change{}, err
		}
		parents, err := tx.FeatureDependency.Query().Where(featuredependency.ChildID(child.ID)).
			QueryParent().Select(feature.FieldName).Strings(ctx)
		if err != nil || len(parents) == 0 {
			return kernel.Unchanged(), err
		}
		if _, err := tx.FeatureDependency.Delete().Where(featuredependency.ChildID(child.ID)).Exec(ctx); err != nil {
			return kernel.Change{}, fmt.Errorf("remove dependencies: %w", err)
		}
		slices.Sort(parents)
		return kernel.Record(featureEvent(child, kernel.Event{Type: "feature-dependencies-removed",
			PreData: map[string]any{"dependencies": parents}})), nil
	})
}

// ProjectUsesDependencies reports whether any feature of the project has a dependency.
func (s *Service) ProjectUsesDependencies(ctx context.Context, projectID string) (bool, error) {
	if _, err := s.Project(ctx, projectID); err != nil {
		return false, err
	}
	return s.DB(ctx).FeatureDependency.Query().
		Where(featuredependency.HasChildWith(feature.ProjectID(projectID))).Exist(ctx)
}

// refuseArchiveWithChildren stops a parent from being archived while features depend on it.
func refuseArchiveWithChildren(ctx context.Context, tx *kernel.Tx, f *ent.Feature) error {
	children, err := tx.FeatureDependency.Query().Where(featuredependency.ParentID(f.ID)).
		QueryChild().Select(feature.FieldName).Strings(ctx)
	if err != nil {
		return fmt.Errorf("find children of %q: %w", f.Name, err)
	}
	if len(children) > 0 {
		slices.Sort(children)
		return apperr.Validation("feature %q has children %v that depend on it; remove those dependencies before archiving it", f.Name, children)
	}
	return nil
}
