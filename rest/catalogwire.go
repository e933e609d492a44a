package rest

import (
	"context"

	"flagstone/ent"
	"flagstone/ent/schematype"
)

// tagTypeJSON is the reference's tagTypeSchema.
type tagTypeJSON struct {
	Name        string  `json:"name"`
	Description string  `json:"description"`
	Icon        *string `json:"icon"`
}

func toTagType(t *ent.TagType) tagTypeJSON {
	return tagTypeJSON{Name: t.ID, Description: t.Description, Icon: t.Icon}
}

// contextFieldJSON is the reference's contextFieldSchema (contract 2.7, Context field).
type contextFieldJSON struct {
	Name           string                  `json:"name"`
	Description    *string                 `json:"description"`
	Project        *string                 `json:"project,omitempty"`
	Stickiness     bool                    `json:"stickiness"`
	SortOrder      int                     `json:"sortOrder"`
	CreatedAt      wireTime                `json:"createdAt"`
	UsedInFeatures int                     `json:"usedInFeatures"`
	UsedInProjects int                     `json:"usedInProjects"`
	LegalValues    []schematype.LegalValue `json:"legalValues"`
}

// toContextFields encodes context fields with their usage, counted in one pass.
func (h *catalogHandlers) toContextFields(ctx context.Context, cs []*ent.ContextField) ([]contextFieldJSON, error) {
	names := make([]string, len(cs))
	for i, c := range cs {
		names[i] = c.ID
	}
	usage, err := h.loaders(ctx).ContextFieldUsage.LoadAll(ctx, names)
	if err != nil {
		return nil, err
	}
	out := make([]contextFieldJSON, len(cs))
	for i, c := range cs {
		out[i] = contextFieldJSON{Name: c.ID, Description: c.Description, Project: c.ProjectID, Stickiness: c.Stickiness,
			SortOrder: c.SortOrder, CreatedAt: wireTime(c.CreatedAt), LegalValues: nonNil(c.LegalValues),
			UsedInFeatures: usage[i].Features, UsedInProjects: usage[i].Projects}
	}
	return out, nil
}

// segmentJSON is the reference's adminSegmentSchema.
type segmentJSON struct {
	ID             int                     `json:"id"`
	Name           string                  `json:"name"`
	Description    string                  `json:"description"`
	Project        *string                 `json:"project"`
	Constraints    []schematype.Constraint `json:"constraints"`
	UsedInFeatures int                     `json:"usedInFeatures"`
	UsedInProjects int                     `json:"usedInProjects"`
	CreatedBy      string                  `json:"createdBy"`
	CreatedAt      wireTime                `json:"createdAt"`
}

// toSegments encodes segments with their usage, counted in one query.
func (h *catalogHandlers) toSegments(ctx context.Context, ss []*ent.Segment) ([]segmentJSON, error) {
	ids := make([]int, len(ss))
	for i, sg := range ss {
		ids[i] = sg.ID
	}
	usage, err := h.loaders(ctx).SegmentUsage.LoadAll(ctx, ids)
	if err != nil {
		return nil, err
	}
	out := make([]segmentJSON, len(ss))
	for i, sg := range ss {
		out[i] = segmentJSON{ID: sg.ID, Name: sg.Name, Description: sg.Description, Project: sg.ProjectID,
			Constraints: nonNil(sg.Constraints), CreatedBy: sg.CreatedBy, CreatedAt: wireTime(sg.CreatedAt),
			UsedInFeatures: usage[i].Features, UsedInProjects: usage[i].Projects}
	}
	return out, nil
}

// strategyDefJSON is the reference's strategySchema.
type strategyDefJSON struct {
	Name        string                         `json:"name"`
	DisplayName string                         `json:"displayName"`
	Title       *string                        `json:"title"`
	Description string                         `json:"description"`
	Editable    bool                           `json:"editable"`
	Deprecated  bool                           `json:"deprecated"`
	Parameters  []schematype.StrategyParameter `json:"parameters"`
}

// toStrategyDef encodes a strategy definition; its derived fields come from the GraphQL
// resolvers, so both faces agree.
func (h *catalogHandlers) toStrategyDef(ctx context.Context, d *ent.StrategyDefinition) strategyDefJSON {
	fields := h.res.StrategyDefinition()
	display, _ := fields.DisplayName(ctx, d)
	editable, _ := fields.Editable(ctx, d)
	return strategyDefJSON{Name: d.Name, DisplayName: display, Title: d.Title, Description: d.Description,
		Editable: editable, Deprecated: d.Deprecated, Parameters: nonNil(d.Parameters)}
}

// mapAll encodes each element of in with f.
func mapAll[T, U any](in []T, f func(T) U) []U {
	out := make([]U, len(in))
	for i, v := range in {
		out[i] = f(v)
	}
	return out
}

func toTag(t *ent.Tag) tagJSON { return tagJSON{Value: t.Value, Type: t.TypeID} }
