package flags

import (
	"context"
	"fmt"

	"flagstone/ent"
	"flagstone/ent/feature"
	"flagstone/ent/featureenvironment"
	"flagstone/ent/featuretype"
	"flagstone/ent/project"
	"flagstone/ent/projectenvironment"
	"flagstone/graph/apperr"
	"flagstone/graph/domain/kernel"
	"flagstone/graph/model"
	"flagstone/graph/store"
)

// Features lists the features of a project that are not archived, by name.
func (s *Service) Features(ctx context.Context, projectID string) ([]*ent.Feature, error) {
	if _, err := s.Project(ctx, projectID); err != nil {
		return nil, err
	}
	fs, err := s.DB(ctx).Feature.Query().Where(feature.ProjectID(projectID), feature.ArchivedAtIsNil()).
		Order(ent.Asc(feature.FieldName)).All(ctx)
	if err != nil {
		return nil, fmt.Errorf("list features of %q: %w", projectID, err)
	}
	return s.favoritesFirst(ctx, fs)
}

// AllFeatures lists the features of every project that are not archived, by name.
func (s *Service) AllFeatures(ctx context.Context) ([]*ent.Feature, error) {
	fs, err := s.DB(ctx).Feature.Query().Where(feature.ArchivedAtIsNil()).Order(ent.Asc(feature.FieldName)).All(ctx)
	if err != nil {
		return nil, fmt.Errorf("list features: %w", err)
	}
	return fs, nil
}

// ArchivedFeatures lists archived features, of one project when projectID is not empty.
func (s *Service) ArchivedFeatures(ctx context.Context, projectID string) ([]*ent.Feature, error) {
	q := s.DB(ctx).Feature.Query().Where(feature.ArchivedAtNotNil())
	if projectID != "" {
		q.Where(feature.ProjectID(projectID))
	}
	fs, err := q.Order(ent.Asc(feature.FieldName)).All(ctx)
	if err != nil {
		return nil, fmt.Errorf("list archived features: %w", err)
	}
	return fs, nil
}

// Feature returns a feature of a project that is not archived; a feature of another
// project is not found, so project routes never reach across projects.
func (s *Service) Feature(ctx context.Context, projectID, name string) (*ent.Feature, error) {
	return kernel.One(ctx, activeIn(s.DB(ctx), projectID, name).Only, "Feature %q in project %q", name, projectID)
}

// lockFeature reads an active feature of a project for a change of it or of anything it
// holds (states, strategies, variants, tags, dependencies, favorites), locked until tx
// ends: every change below a feature takes this one lock, so they take turns.
func lockFeature(ctx context.Context, tx *kernel.Tx, projectID, name string) (*ent.Feature, error) {
	return kernel.One(ctx, kernel.Locked(tx, activeIn(tx.Client, projectID, name)).Only, "Feature %q in project %q", name, projectID)
}

func activeIn(db *ent.Client, projectID, name string) *ent.FeatureQuery {
	return db.Feature.Query().Where(feature.Name(name), feature.ProjectID(projectID), feature.ArchivedAtIsNil())
}

// FeatureByName returns a feature, archived or not, whatever its project.
func (s *Service) FeatureByName(ctx context.Context, name string) (*ent.Feature, error) {
	return kernel.One(ctx, s.DB(ctx).Feature.Query().Where(feature.Name(name)).Only, "Feature %q", name)
}

// CreateFeature creates a feature in a project, disabled in each of the project's
// environments, and records feature-created.
func (s *Service) CreateFeature(ctx context.Context, projectID string, in model.CreateFeatureInput) (*ent.Feature, error) {
	if err := kernel.CheckName("name", in.Name, kernel.MaxFeatureNameLen); err != nil {
		return nil, err
	}
	if err := kernel.CheckLen("description", in.Description.Value(), kernel.MaxDescLen); err != nil {
		return nil, err
	}
	var created *ent.Feature
	err := s.Mutate(ctx, fmt.Sprintf("A feature named %q", in.Name), func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		if _, err := kernel.One(ctx, kernel.Shared(tx, tx.Project.Query().Where(project.ID(projectID))).Only, "Project %q", projectID); err != nil {
			return kernel.Change{}, err
		}
		typ, err := featureType(ctx, tx, in.Type.Value())
		if err != nil {
			return kernel.Change{}, err
		}
		f, err := tx.Feature.Create().SetName(in.Name).SetProjectID(projectID).SetType(typ).
			SetNillableDescription(in.Description.Value()).SetNillableImpressionData(in.ImpressionData.Value()).
			SetCreatedAt(s.Now()).SetLifecycleEnteredAt(s.Now()).SetNillableCreatedByUserID(kernel.CallerUserID(ctx)).
			Save(ctx)
		if err != nil {
			return kernel.Change{}, fmt.Errorf("create feature: %w", err)
		}
		if err := CreateFeatureEnvironments(ctx, tx.Client, f.ProjectID, []*ent.Feature{f}); err != nil {
			return kernel.Change{}, err
		}
		created = f
		e := featureEvent(f, kernel.Event{Type: "feature-created", Data: FeatureData(f)})
		if kernel.Outermost(ctx) { // nothing tags or links it before the event, or the answer
			e.Tags, f.Edges.Tags, f.Edges.Links = []map[string]string{}, []*ent.FeatureTag{}, []*ent.FeatureLink{}
		}
		return kernel.Record(e), nil
	})
	return created, err
}

// featureType resolves a feature type id (release when nil), refusing unknown ones.
func featureType(ctx context.Context, tx *kernel.Tx, typ *string) (string, error) {
	if typ == nil {
		return "release", nil
	}
	ok, err := tx.FeatureType.Query().Where(featuretype.ID(*typ)).Exist(ctx)
	if err != nil {
		return "", fmt.Errorf("find feature type %q: %w", *typ, err)
	}
	if !ok {
		return "", apperr.Validation("type %q is not a known feature type", *typ)
	}
	return *typ, nil
}

// CreateFeatureEnvironments gives new features of project a state in each environment
// the project has.
func CreateFeatureEnvironments(ctx context.Context, tx *ent.Client, project string, fs []*ent.Feature) error {
	if len(fs) == 0 {
		return nil
	}
	envs, err := tx.ProjectEnvironment.Query().Where(projectenvironment.ProjectID(project)).
		Select(projectenvironment.FieldEnvironmentID).Strings(ctx)
	if err != nil {
		return fmt.Errorf("list environments of %q: %w", project, err)
	}
	builders := make([]*ent.FeatureEnvironmentCreate, 0, len(fs)*len(envs))
	for _, f := range fs {
		for _, env := range envs {
			builders = append(builders, tx.FeatureEnvironment.Create().SetFeatureID(f.ID).SetEnvironmentID(env))
		}
	}
	if err := store.CreateBulk(ctx, featureenvironment.Columns, builders, tx.FeatureEnvironment.CreateBulk); err != nil {
		return fmt.Errorf("create feature environments: %w", err)
	}
	return nil
}

// UpdateFeature changes the given metadata of a feature and records
// feature-metadata-updated, plus feature-stale-on/off when the stale mark changes.
func (s *Service) UpdateFeature(ctx context.Context, projectID, name string, in model.UpdateFeatureInput) (*ent.Feature, error) {
	if err := kernel.CheckLen("description", in.Description.Value(), kernel.MaxDescLen); err != nil {
		return nil, err
	}
	var updated *ent.Feature
	err := s.Mutate(ctx, fmt.Sprintf("Feature %q in project %q", name, projectID), func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		before, err := lockFeature(ctx, tx, projectID, name)
		if err != nil {
			return kernel.Change{}, err
		}
		upd := tx.Feature.UpdateOne(before)
		if d, set := in.Description.ValueOK(); set {
			upd.SetNillableDescription(d)
			if d == nil {
				upd.ClearDescription()
			}
		}
		if t, set := in.Type.ValueOK(); set {
			typ, err := featureType(ctx, tx, t)
			if err != nil {
				return kernel.Change{}, err
			}
			upd.SetType(typ)
		}
		upd.SetNillableStale(in.Stale.Value()).SetNillableImpressionData(in.ImpressionData.Value())
		f, err := upd.Save(ctx)
		if err != nil {
			return kernel.Change{}, fmt.Errorf("update feature %q: %w", name, err)
		}
		updated = f
		events := []kernel.Event{featureEvent(f, kernel.Event{Type: "feature-metadata-updated", Data: FeatureData(f), PreData: FeatureData(before)})}
		return kernel.Record(append(events, staleChange(before, f)...)...), nil
	})
	return updated, err
}

// SetFeaturesStale marks features of a project stale (or not), recording
// feature-stale-on/off for each that changes.
func (s *Service) SetFeaturesStale(ctx context.Context, projectID string, names []string, stale bool) ([]*ent.Feature, error) {
	if len(names) == 0 {
		return nil, apperr.Validation("features must name at least one feature")
	}
	var out []*ent.Feature
	err := s.Mutate(ctx, fmt.Sprintf("Features of project %q", projectID), func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		out = make([]*ent.Feature, 0, len(names))
		var events []kernel.Event
		for _, name := range names {
			f, err := lockFeature(ctx, tx, projectID, name)
			if err != nil {
				return kernel.Change{}, err
			}
			if f.Stale != stale {
				before := f
				if f, err = tx.Feature.UpdateOne(f).SetStale(stale).Save(ctx); err != nil {
					return kernel.Change{}, fmt.Errorf("mark %q stale: %w", name, err)
				}
				events = append(events, staleChange(before, f)...)
			}
			out = append(out, f)
		}
		return kernel.Record(events...), nil
	})
	return out, err
}

// staleChange is feature-stale-on or -off when the stale mark changed.
func staleChange(before, after *ent.Feature) []kernel.Event {
	if before.Stale == after.Stale {
		return nil
	}
	typ := "feature-stale-off"
	if after.Stale {
		typ = "feature-stale-on"
	}
	return []kernel.Event{featureEvent(after, kernel.Event{Type: typ,
		Data: map[string]any{"stale": after.Stale}, PreData: map[string]any{"stale": before.Stale}})}
}

// ArchiveFeature archives a feature and records feature-archived.
func (s *Service) ArchiveFeature(ctx context.Context, projectID, name string) (*ent.Feature, error) {
	var archived *ent.Feature
	err := s.Mutate(ctx, fmt.Sprintf("Feature %q in project %q", name, projectID), func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		f, e, err := s.archiveIn(ctx, tx, projectID, name)
		if err != nil {
			return kernel.Change{}, err
		}
		archived = f
		return kernel.Record(e), nil
	})
	return archived, err
}

// archiveIn archives one feature of a project in tx and returns its feature-archived event.
func (s *Service) archiveIn(ctx context.Context, tx *kernel.Tx, projectID, name string) (*ent.Feature, kernel.Event, error) {
	before, err := lockFeature(ctx, tx, projectID, name)
	if err != nil {
		return nil, kernel.Event{}, err
	}
	if err := s.Guard.project(ctx, s.Kernel, before.ProjectID); err != nil {
		return nil, kernel.Event{}, err
	}
	if err := refuseArchiveWithChildren(ctx, tx, before); err != nil {
		return nil, kernel.Event{}, err
	}
	f, err := tx.Feature.UpdateOne(before).SetArchivedAt(s.Now()).Save(ctx)
	if err != nil {
		return nil, kernel.Event{}, fmt.Errorf("archive feature %q: %w", name, err)
	}
	return f, featureEvent(f, kernel.Event{Type: "feature-archived", Data: FeatureData(f), PreData: FeatureData(before)}), nil
}

// lockArchivedFeature reads an archived feature for a change, locked until tx ends; any
// other, or one of another project when projectID is not empty, is not found.
func lockArchivedFeature(ctx context.Context, tx *kernel.Tx, projectID, name string) (*ent.Feature, error) {
	q := tx.Feature.Query().Where(feature.Name(name), feature.ArchivedAtNotNil())
	if projectID == "" {
		return kernel.One(ctx, kernel.Locked(tx, q).Only, "Archived feature %q", name)
	}
	q = q.Where(feature.ProjectID(projectID))
	return kernel.One(ctx, kernel.Locked(tx, q).Only, "Archived feature %q in project %q", name, projectID)
}

// ReviveFeature brings an archived feature back and records feature-revived.
func (s *Service) ReviveFeature(ctx context.Context, name string) (*ent.Feature, error) {
	var revived *ent.Feature
	err := s.Mutate(ctx, fmt.Sprintf("Archived feature %q", name), func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		f, e, err := reviveIn(ctx, tx, "", name)
		if err != nil {
			return kernel.Change{}, err
		}
		revived = f
		return kernel.Record(e), nil
	})
	return revived, err
}

// reviveIn revives one archived feature (of projectID when not empty) in tx and returns
// its feature-revived event.
func reviveIn(ctx context.Context, tx *kernel.Tx, projectID, name string) (*ent.Feature, kernel.Event, error) {
	before, err := lockArchivedFeature(ctx, tx, projectID, name)
	if err != nil {
		return nil, kernel.Event{}, err
	}
	f, err := tx.Feature.UpdateOne(before).ClearArchivedAt().Save(ctx)
	if err != nil {
		return nil, kernel.Event{}, fmt.Errorf("revive feature %q: %w", name, err)
	}
	return f, featureEvent(f, kernel.Event{Type: "feature-revived", Data: FeatureData(f), PreData: FeatureData(before)}), nil
}

// DeleteArchivedFeature deletes an archived feature with its states, strategies and tags,
// and records feature-deleted.
func (s *Service) DeleteArchivedFeature(ctx context.Context, name string) error {
	return s.Mutate(ctx, fmt.Sprintf("Archived feature %q", name), func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		e, err := deleteArchivedIn(ctx, tx, "", name)
		if err != nil {
			return kernel.Change{}, err
		}
		return kernel.Record(e), nil
	})
}

// deleteArchivedIn deletes one archived feature (of projectID when not empty) in tx and
// returns its feature-deleted event.
func deleteArchivedIn(ctx context.Context, tx *kernel.Tx, projectID, name string) (kernel.Event, error) {
	f, err := lockArchivedFeature(ctx, tx, projectID, name)
	if err != nil {
		return kernel.Event{}, err
	}
	tags, err := kernel.TagsOfFeatures(ctx, tx.Client, []int{f.ID})
	if err != nil {
		return kernel.Event{}, err
	}
	if err := tx.Feature.DeleteOne(f).Exec(ctx); err != nil {
		return kernel.Event{}, fmt.Errorf("delete feature %q: %w", name, err)
	}
	return kernel.Event{Type: "feature-deleted", Project: f.ProjectID,
		FeatureName: f.Name, PreData: FeatureData(f), Tags: kernel.NonNil(tags[f.ID])}, nil
}

// ArchiveFeatures archives features of a project, all or none, recording feature-archived
// for each as ArchiveFeature does.
func (s *Service) ArchiveFeatures(ctx context.Context, projectID string, names []string) error {
	return s.eachFeature(ctx, projectID, names, func(ctx context.Context, tx *kernel.Tx, name string) (kernel.Event, error) {
		_, e, err := s.archiveIn(ctx, tx, projectID, name)
		return e, err
	})
}

// ReviveFeatures revives archived features of a project, all or none, recording
// feature-revived for each as ReviveFeature does.
func (s *Service) ReviveFeatures(ctx context.Context, projectID string, names []string) error {
	return s.eachFeature(ctx, projectID, names, func(ctx context.Context, tx *kernel.Tx, name string) (kernel.Event, error) {
		_, e, err := reviveIn(ctx, tx, projectID, name)
		return e, err
	})
}

// DeleteArchivedFeatures deletes archived features of a project, all or none, recording
// feature-deleted for each as DeleteArchivedFeature does.
func (s *Service) DeleteArchivedFeatures(ctx context.Context, projectID string, names []string) error {
	return s.eachFeature(ctx, projectID, names, func(ctx context.Context, tx *kernel.Tx, name string) (kernel.Event, error) {
		return deleteArchivedIn(ctx, tx, projectID, name)
	})
}

// eachFeature applies one to every named feature (once each, in order) in one mutation:
// the first error changes nothing.
func (s *Service) eachFeature(ctx context.Context, projectID string, names []string, one func(context.Context, *kernel.Tx, string) (kernel.Event, error)) error {
	unique, err := uniqueNames(names)
	if err != nil {
		return err
	}
	return s.Mutate(ctx, fmt.Sprintf("Features of project %q", projectID), func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		events := make([]kernel.Event, 0, len(unique))
		for _, name := range unique {
			e, err := one(ctx, tx, name)
			if err != nil {
				return kernel.Change{}, err
			}
			events = append(events, e)
		}
		return kernel.Record(events...), nil
	})
}

// uniqueNames is names without repeats, in order; at least one is required.
func uniqueNames(names []string) ([]string, error) {
	if len(names) == 0 {
		return nil, apperr.Validation("features must name at least one feature")
	}
	seen := make(map[string]bool, len(names))
	unique := make([]string, 0, len(names))
	for _, n := range names {
		if !seen[n] {
			seen[n] = true
			unique = append(unique, n)
		}
	}
	return unique, nil
}

// featureEvent makes e an event about feature f: its project and name, and the tags f has
// when the mutation ends.
func featureEvent(f *ent.Feature, e kernel.Event) kernel.Event {
	e.Project, e.FeatureName, e.FeatureID = f.ProjectID, f.Name, f.ID
	return e
}

// FeatureData is what feature events record.
func FeatureData(f *ent.Feature) map[string]any {
	return map[string]any{
		"name": f.Name, "description": f.Description, "type": f.Type, "project": f.ProjectID,
		"stale": f.Stale, "impressionData": f.ImpressionData, "archived": f.ArchivedAt != nil,
	}
}

// DropFeatures deletes every feature, archived or not, with its states, strategies and
// tags, and records drop-features; a state import that starts from nothing calls it
// inside its mutation. It is a function over the kernel, not a method, to keep Service
// within the method budget (see graph/domain's layers test).
func DropFeatures(ctx context.Context, k *kernel.Kernel) error {
	return k.Mutate(ctx, "The features", func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		if _, err := tx.Feature.Delete().Exec(ctx); err != nil {
			return kernel.Change{}, fmt.Errorf("drop features: %w", err)
		}
		return kernel.Record(kernel.Event{Type: "drop-features"}), nil
	})
}
