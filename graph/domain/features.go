package domain

import (
	"context"
	"fmt"

	"flagstone/ent"
	"flagstone/ent/feature"
	"flagstone/ent/featureenvironment"
	"flagstone/ent/featuretag"
	"flagstone/ent/featuretype"
	"flagstone/ent/projectenvironment"
	"flagstone/graph/apperr"
	"flagstone/graph/model"
	"flagstone/graph/store"
)

// Features lists the features of a project that are not archived, by name.
func (s *Service) Features(ctx context.Context, projectID string) ([]*ent.Feature, error) {
	if _, err := s.Project(ctx, projectID); err != nil {
		return nil, err
	}
	fs, err := s.db(ctx).Feature.Query().Where(feature.ProjectID(projectID), feature.ArchivedAtIsNil()).
		Order(ent.Asc(feature.FieldName)).All(ctx)
	if err != nil {
		return nil, fmt.Errorf("list features of %q: %w", projectID, err)
	}
	return s.favoritesFirst(ctx, fs)
}

// ArchivedFeatures lists archived features, of one project when projectID is not empty.
func (s *Service) ArchivedFeatures(ctx context.Context, projectID string) ([]*ent.Feature, error) {
	q := s.db(ctx).Feature.Query().Where(feature.ArchivedAtNotNil())
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
	f, err := s.db(ctx).Feature.Query().
		Where(feature.Name(name), feature.ProjectID(projectID), feature.ArchivedAtIsNil()).Only(ctx)
	if err != nil {
		return nil, store.AdaptError(fmt.Errorf("get feature %q: %w", name, err),
			fmt.Sprintf("Feature %q in project %q", name, projectID))
	}
	return f, nil
}

// FeatureByName returns a feature, archived or not, whatever its project.
func (s *Service) FeatureByName(ctx context.Context, name string) (*ent.Feature, error) {
	f, err := s.db(ctx).Feature.Query().Where(feature.Name(name)).Only(ctx)
	if err != nil {
		return nil, store.AdaptError(fmt.Errorf("get feature %q: %w", name, err), fmt.Sprintf("Feature %q", name))
	}
	return f, nil
}

// CreateFeature creates a feature in a project, disabled in each of the project's
// environments, and records feature-created.
func (s *Service) CreateFeature(ctx context.Context, projectID string, in model.CreateFeatureInput) (*ent.Feature, error) {
	if err := checkName("name", in.Name, maxFeatureNameLen); err != nil {
		return nil, err
	}
	if err := checkText("description", in.Description.Value(), maxDescLen); err != nil {
		return nil, err
	}
	var created *ent.Feature
	err := s.tx(ctx, func(ctx context.Context, tx *ent.Client) error {
		if _, err := s.Project(ctx, projectID); err != nil {
			return err
		}
		typ, err := s.featureType(ctx, tx, in.Type.Value())
		if err != nil {
			return err
		}
		f, err := tx.Feature.Create().SetName(in.Name).SetProjectID(projectID).SetType(typ).
			SetNillableDescription(in.Description.Value()).SetNillableImpressionData(in.ImpressionData.Value()).
			SetCreatedAt(s.Now()).SetLifecycleEnteredAt(s.Now()).SetNillableCreatedByUserID(s.userID(ctx)).
			Save(ctx)
		if err != nil {
			return store.AdaptError(fmt.Errorf("create feature: %w", err), fmt.Sprintf("A feature named %q", in.Name))
		}
		if err := createFeatureEnvironments(ctx, tx, f.ProjectID, []*ent.Feature{f}); err != nil {
			return err
		}
		created = f
		return s.featureEvent(ctx, tx, f, EventInput{Type: "feature-created", Data: featureData(f)})
	})
	return created, err
}

// featureType resolves a feature type id (release when nil), refusing unknown ones.
func (s *Service) featureType(ctx context.Context, tx *ent.Client, typ *string) (string, error) {
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

// createFeatureEnvironments gives new features of project a state in each environment
// the project has.
func createFeatureEnvironments(ctx context.Context, tx *ent.Client, project string, fs []*ent.Feature) error {
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
	if err := checkText("description", in.Description.Value(), maxDescLen); err != nil {
		return nil, err
	}
	var updated *ent.Feature
	err := s.tx(ctx, func(ctx context.Context, tx *ent.Client) error {
		before, err := s.Feature(ctx, projectID, name)
		if err != nil {
			return err
		}
		upd := tx.Feature.UpdateOne(before)
		if d, set := in.Description.ValueOK(); set {
			upd.SetNillableDescription(d)
			if d == nil {
				upd.ClearDescription()
			}
		}
		if t, set := in.Type.ValueOK(); set {
			typ, err := s.featureType(ctx, tx, t)
			if err != nil {
				return err
			}
			upd.SetType(typ)
		}
		upd.SetNillableStale(in.Stale.Value()).SetNillableImpressionData(in.ImpressionData.Value())
		f, err := upd.Save(ctx)
		if err != nil {
			return fmt.Errorf("update feature %q: %w", name, err)
		}
		updated = f
		ev := EventInput{Type: "feature-metadata-updated", Data: featureData(f), PreData: featureData(before)}
		if err := s.featureEvent(ctx, tx, f, ev); err != nil {
			return err
		}
		return s.recordStaleChange(ctx, tx, before, f)
	})
	return updated, err
}

// SetFeaturesStale marks features of a project stale (or not), recording
// feature-stale-on/off for each that changes.
func (s *Service) SetFeaturesStale(ctx context.Context, projectID string, names []string, stale bool) ([]*ent.Feature, error) {
	if len(names) == 0 {
		return nil, apperr.Validation("features must name at least one feature")
	}
	out := make([]*ent.Feature, 0, len(names))
	err := s.tx(ctx, func(ctx context.Context, tx *ent.Client) error {
		for _, name := range names {
			before, err := s.Feature(ctx, projectID, name)
			if err != nil {
				return err
			}
			f, err := tx.Feature.UpdateOne(before).SetStale(stale).Save(ctx)
			if err != nil {
				return fmt.Errorf("mark %q stale: %w", name, err)
			}
			if err := s.recordStaleChange(ctx, tx, before, f); err != nil {
				return err
			}
			out = append(out, f)
		}
		return nil
	})
	return out, err
}

func (s *Service) recordStaleChange(ctx context.Context, tx *ent.Client, before, after *ent.Feature) error {
	if before.Stale == after.Stale {
		return nil
	}
	typ := "feature-stale-off"
	if after.Stale {
		typ = "feature-stale-on"
	}
	return s.featureEvent(ctx, tx, after, EventInput{Type: typ,
		Data: map[string]any{"stale": after.Stale}, PreData: map[string]any{"stale": before.Stale}})
}

// ArchiveFeature archives a feature and records feature-archived.
func (s *Service) ArchiveFeature(ctx context.Context, projectID, name string) (*ent.Feature, error) {
	var archived *ent.Feature
	err := s.tx(ctx, func(ctx context.Context, tx *ent.Client) error {
		before, err := s.Feature(ctx, projectID, name)
		if err != nil {
			return err
		}
		if err := s.refuseArchiveWithChildren(ctx, tx, before); err != nil {
			return err
		}
		f, err := tx.Feature.UpdateOne(before).SetArchivedAt(s.Now()).Save(ctx)
		if err != nil {
			return fmt.Errorf("archive feature %q: %w", name, err)
		}
		archived = f
		return s.featureEvent(ctx, tx, f, EventInput{Type: "feature-archived", Data: featureData(f), PreData: featureData(before)})
	})
	return archived, err
}

// archivedFeature returns an archived feature; any other is not found.
func (s *Service) archivedFeature(ctx context.Context, name string) (*ent.Feature, error) {
	f, err := s.db(ctx).Feature.Query().Where(feature.Name(name), feature.ArchivedAtNotNil()).Only(ctx)
	if err != nil {
		return nil, store.AdaptError(fmt.Errorf("get archived feature %q: %w", name, err), fmt.Sprintf("Archived feature %q", name))
	}
	return f, nil
}

// ReviveFeature brings an archived feature back and records feature-revived.
func (s *Service) ReviveFeature(ctx context.Context, name string) (*ent.Feature, error) {
	var revived *ent.Feature
	err := s.tx(ctx, func(ctx context.Context, tx *ent.Client) error {
		before, err := s.archivedFeature(ctx, name)
		if err != nil {
			return err
		}
		f, err := tx.Feature.UpdateOne(before).ClearArchivedAt().Save(ctx)
		if err != nil {
			return fmt.Errorf("revive feature %q: %w", name, err)
		}
		revived = f
		return s.featureEvent(ctx, tx, f, EventInput{Type: "feature-revived", Data: featureData(f), PreData: featureData(before)})
	})
	return revived, err
}

// DeleteArchivedFeature deletes an archived feature with its states, strategies and tags,
// and records feature-deleted.
func (s *Service) DeleteArchivedFeature(ctx context.Context, name string) error {
	return s.tx(ctx, func(ctx context.Context, tx *ent.Client) error {
		f, err := s.archivedFeature(ctx, name)
		if err != nil {
			return err
		}
		tags, err := s.featureTags(ctx, tx, f.ID)
		if err != nil {
			return err
		}
		if err := tx.Feature.DeleteOne(f).Exec(ctx); err != nil {
			return fmt.Errorf("delete feature %q: %w", name, err)
		}
		return s.record(ctx, tx, EventInput{Type: "feature-deleted", Project: f.ProjectID,
			FeatureName: f.Name, PreData: featureData(f), Tags: tags})
	})
}

// featureEvent records an event about feature f with its project, name and current tags.
func (s *Service) featureEvent(ctx context.Context, tx *ent.Client, f *ent.Feature, in EventInput) error {
	tags, err := s.featureTags(ctx, tx, f.ID)
	if err != nil {
		return err
	}
	in.Project, in.FeatureName, in.Tags = f.ProjectID, f.Name, tags
	return s.record(ctx, tx, in)
}

// featureTags returns a feature's tags as events carry them.
func (s *Service) featureTags(ctx context.Context, tx *ent.Client, featureID int) ([]map[string]string, error) {
	tags, err := tagsOfFeatures(ctx, tx, []int{featureID})
	if err != nil {
		return nil, err
	}
	return nonNil(tags[featureID]), nil
}

// tagsOfFeatures returns the tags of features as events carry them, by feature id.
func tagsOfFeatures(ctx context.Context, tx *ent.Client, ids []int) (map[int][]map[string]string, error) {
	ts, err := queryChunked(ids, func(chunk []int) ([]*ent.FeatureTag, error) {
		return tx.FeatureTag.Query().Where(featuretag.FeatureIDIn(chunk...)).
			Order(ent.Asc(featuretag.FieldTagTypeID), ent.Asc(featuretag.FieldValue)).All(ctx)
	})
	if err != nil {
		return nil, fmt.Errorf("load tags of %d features: %w", len(ids), err)
	}
	out := make(map[int][]map[string]string, len(ids))
	for _, t := range ts {
		out[t.FeatureID] = append(out[t.FeatureID], map[string]string{"type": t.TagTypeID, "value": t.Value})
	}
	return out, nil
}

// featureData is what feature events record.
func featureData(f *ent.Feature) map[string]any {
	return map[string]any{
		"name": f.Name, "description": f.Description, "type": f.Type, "project": f.ProjectID,
		"stale": f.Stale, "impressionData": f.ImpressionData, "archived": f.ArchivedAt != nil,
	}
}
