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
	Name        string                  `json:"name"`
	Description *string                 `json:"description"`
	Stickiness  bool                    `json:"stickiness"`
	SortOrder   int                     `json:"sortOrder"`
	CreatedAt   wireTime                `json:"createdAt"`
	LegalValues []schematype.LegalValue `json:"legalValues"`
}

func toContextField(c *ent.ContextField) contextFieldJSON {
	return contextFieldJSON{Name: c.ID, Description: c.Description, Stickiness: c.Stickiness,
		SortOrder: c.SortOrder, CreatedAt: wireTime(c.CreatedAt), LegalValues: nonNil(c.LegalValues)}
}

// segmentJSON is the reference's adminSegmentSchema.
type segmentJSON struct {
	ID          int                     `json:"id"`
	Name        string                  `json:"name"`
	Description string                  `json:"description"`
	Project     *string                 `json:"project"`
	Constraints []schematype.Constraint `json:"constraints"`
	CreatedBy   string                  `json:"createdBy"`
	CreatedAt   wireTime                `json:"createdAt"`
}

func toSegment(sg *ent.Segment) segmentJSON {
	return segmentJSON{ID: sg.ID, Name: sg.Name, Description: sg.Description, Project: sg.ProjectID,
		Constraints: nonNil(sg.Constraints), CreatedBy: sg.CreatedBy, CreatedAt: wireTime(sg.CreatedAt)}
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
func (h *handlers) toStrategyDef(ctx context.Context, d *ent.StrategyDefinition) strategyDefJSON {
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
