package catalog

import (
	"context"
	"fmt"

	"flagstone/ent"
	"flagstone/ent/feature"
	"flagstone/ent/featureenvironment"
	"flagstone/ent/featurestrategy"
	"flagstone/ent/project"
	"flagstone/ent/schematype"
	"flagstone/ent/segment"
	"flagstone/graph/apperr"
	"flagstone/graph/domain/kernel"
	"flagstone/graph/model"
)

// Segments lists every segment by name.
func (s *Service) Segments(ctx context.Context) ([]*ent.Segment, error) {
	ss, err := s.DB(ctx).Segment.Query().Order(ent.Asc(segment.FieldName)).All(ctx)
	if err != nil {
		return nil, fmt.Errorf("list segments: %w", err)
	}
	return ss, nil
}

// Segment returns one segment.
func (s *Service) Segment(ctx context.Context, id int) (*ent.Segment, error) {
	return kernel.One(ctx, s.DB(ctx).Segment.Query().Where(segment.ID(id)).Only, "Segment %d", id)
}

func lockSegment(ctx context.Context, tx *kernel.Tx, id int) (*ent.Segment, error) {
	return kernel.One(ctx, kernel.Locked(tx, tx.Segment.Query().Where(segment.ID(id))).Only, "Segment %d", id)
}

// segmentSpec is a segment as it is about to be written.
type segmentSpec struct {
	Name        string
	Description string
	Project     *string
	Constraints []schematype.Constraint
}

// checkSegment validates in against the projects and context fields that exist.
func (s *Service) checkSegment(ctx context.Context, tx *kernel.Tx, in model.SegmentInput) (segmentSpec, error) {
	spec := segmentSpec{Name: in.Name, Description: kernel.Deref(in.Description.Value()), Project: in.Project.Value(),
		Constraints: kernel.NonNil(kernel.Derefs(in.Constraints))}
	if err := checkSegmentName(spec.Name); err != nil {
		return spec, err
	}
	if err := kernel.CheckLen("description", &spec.Description, kernel.MaxDescLen); err != nil {
		return spec, err
	}
	if p := spec.Project; p != nil {
		ok, err := tx.Project.Query().Where(project.ID(*p)).Exist(ctx)
		if err != nil || !ok {
			return spec, kernel.ErrOr(err, apperr.Validation("project %q does not exist", *p))
		}
	}
	return spec, s.checkConstraints(ctx, tx.Client, "constraints", spec.Constraints, fieldsOf(spec.Project))
}

func checkSegmentName(name string) error {
	if name == "" {
		return apperr.Validation("name is required")
	}
	return kernel.CheckLen("name", &name, kernel.MaxFeatureNameLen)
}

// ValidateSegmentName tells whether a segment could be created with name: nil, or the
// validation or conflict error creating it would meet.
func (s *Service) ValidateSegmentName(ctx context.Context, name string) error {
	if err := checkSegmentName(name); err != nil {
		return err
	}
	taken, err := s.DB(ctx).Segment.Query().Where(segment.Name(name)).Exist(ctx)
	return kernel.RefuseTaken(taken, err, fmt.Sprintf("A segment named %q", name))
}

// CreateSegment creates a segment and records segment-created.
func (s *Service) CreateSegment(ctx context.Context, in model.SegmentInput) (*ent.Segment, error) {
	var created *ent.Segment
	err := s.Mutate(ctx, fmt.Sprintf("A segment named %q", in.Name), func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		spec, err := s.checkSegment(ctx, tx, in)
		if err != nil {
			return kernel.Change{}, err
		}
		created, err = tx.Segment.Create().SetName(spec.Name).SetDescription(spec.Description).
			SetNillableProjectID(spec.Project).SetConstraints(spec.Constraints).SetCreatedBy(*kernel.CallerName(ctx)).
			SetCreatedAt(s.Now()).Save(ctx)
		if err != nil {
			return kernel.Change{}, fmt.Errorf("create segment: %w", err)
		}
		return kernel.Record(segmentEvent("segment-created", created, nil)), nil
	})
	return created, err
}

// UpdateSegment replaces a segment and records segment-updated. A segment limited to a
// project cannot be used by strategies of other projects.
func (s *Service) UpdateSegment(ctx context.Context, id int, in model.SegmentInput) (*ent.Segment, error) {
	var updated *ent.Segment
	err := s.Mutate(ctx, fmt.Sprintf("A segment named %q", in.Name), func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		before, err := lockSegment(ctx, tx, id)
		if err != nil {
			return kernel.Change{}, err
		}
		spec, err := s.checkSegment(ctx, tx, in)
		if err != nil {
			return kernel.Change{}, err
		}
		if err := refuseUseOutside(ctx, tx, id, spec.Project); err != nil {
			return kernel.Change{}, err
		}
		upd := tx.Segment.UpdateOne(before).SetName(spec.Name).SetDescription(spec.Description).
			SetNillableProjectID(spec.Project).SetConstraints(spec.Constraints)
		if spec.Project == nil {
			upd.ClearProjectID()
		}
		if updated, err = upd.Save(ctx); err != nil {
			return kernel.Change{}, fmt.Errorf("update segment %d: %w", id, err)
		}
		return kernel.Record(segmentEvent("segment-updated", updated, before)), nil
	})
	return updated, err
}

func refuseUseOutside(ctx context.Context, tx *kernel.Tx, id int, projectID *string) error {
	if projectID == nil {
		return nil
	}
	outside, err := tx.FeatureStrategy.Query().Where(featurestrategy.HasSegmentsWith(segment.ID(id)),
		featurestrategy.HasFeatureEnvironmentWith(featureenvironment.HasFeatureWith(feature.ProjectIDNEQ(*projectID)))).
		Exist(ctx)
	if err != nil {
		return fmt.Errorf("find uses of segment %d outside %q: %w", id, *projectID, err)
	}
	if !outside {
		return nil
	}
	return apperr.Validation("project: segment %d is used by strategies outside project %q", id, *projectID)
}

// DeleteSegment deletes a segment that no strategy uses and records segment-deleted; a
// segment in use is refused with 400, as deleting it would change what those strategies do.
func (s *Service) DeleteSegment(ctx context.Context, id int) error {
	return s.Mutate(ctx, fmt.Sprintf("Segment %d", id), func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		before, err := lockSegment(ctx, tx, id)
		if err != nil {
			return kernel.Change{}, err
		}
		n, err := tx.Segment.QueryStrategies(before).Count(ctx)
		if err != nil {
			return kernel.Change{}, fmt.Errorf("count strategies of segment %d: %w", id, err)
		}
		if n > 0 {
			return kernel.Change{}, apperr.Validation("id: segment %d is used by %d strategies; remove it from them first", id, n)
		}
		if err := tx.Segment.DeleteOne(before).Exec(ctx); err != nil {
			return kernel.Change{}, fmt.Errorf("delete segment %d: %w", id, err)
		}
		return kernel.Record(segmentEvent("segment-deleted", nil, before)), nil
	})
}

// segmentEvent is a segment event under the segment's project.
func segmentEvent(typ string, after, before *ent.Segment) kernel.Event {
	in := kernel.Event{Type: typ}
	if after != nil {
		in.Data, in.Project = segmentData(after), kernel.Deref(after.ProjectID)
	}
	if before != nil {
		in.PreData = segmentData(before)
		if after == nil {
			in.Project = kernel.Deref(before.ProjectID)
		}
	}
	return in
}

// segmentData is what segment events record.
func segmentData(sg *ent.Segment) map[string]any {
	return map[string]any{"id": sg.ID, "name": sg.Name, "description": sg.Description,
		"project": sg.ProjectID, "constraints": kernel.NonNil(sg.Constraints)}
}

// CheckStrategyIn validates a strategy of a feature of projectID with the rules every
// strategy write, single or imported, goes through.
func (s *Service) CheckStrategyIn(ctx context.Context, tx *kernel.Tx, projectID string, spec *StrategySpec) error {
	rules, err := LoadStrategyRules(ctx, tx.Client, projectID, spec)
	if err != nil {
		return err
	}
	return rules.Check("", spec)
}
