package graph

import (
	"context"
	"flagstone/graph/model"
)

// ExportFeatures is the resolver for the exportFeatures field.
func (r *mutationResolver) ExportFeatures(ctx context.Context, query model.ExportQuery) (map[string]any, error) {
	out, err := r.BatchExport(ctx, query)
	if err != nil {
		return nil, err
	}
	return toMap(out)
}

// ImportFeatures is the resolver for the importFeatures field.
func (r *mutationResolver) ImportFeatures(ctx context.Context, document map[string]any) (bool, error) {
	var doc model.ImportDocument
	if err := fromMap("document", document, &doc); err != nil {
		return false, err
	}
	return true, r.BatchImport(ctx, doc)
}

// ImportState is the resolver for the importState field.
func (r *mutationResolver) ImportState(ctx context.Context, document map[string]any, drop *bool, keep *bool, environment *string, project *string) (bool, error) {
	var doc model.StateDocument
	if err := fromMap("document", document, &doc); err != nil {
		return false, err
	}
	opts := model.StateImportOptions{Drop: orDefault(drop, false), Keep: orDefault(keep, true),
		Environment: orDefault(environment, ""), Project: orDefault(project, "")}
	return true, r.StateImport(ctx, doc, opts)
}

// ExportState is the resolver for the exportState field.
func (r *queryResolver) ExportState(ctx context.Context, featureToggles *bool, strategies *bool, environment *string, project *string) (map[string]any, error) {
	c := &stateCollector{doc: model.StateDocument{Version: 1, Features: []model.StateFeature{}, Strategies: []model.StateStrategyDef{}}}
	opts := model.StateOptions{Features: orDefault(featureToggles, true), Strategies: orDefault(strategies, true),
		Environment: orDefault(environment, ""), Project: orDefault(project, "")}
	if err := r.StateExport(ctx, opts, c); err != nil {
		return nil, err
	}
	return toMap(c.doc)
}

// ValidateImport is the resolver for the validateImport field.
func (r *queryResolver) ValidateImport(ctx context.Context, document map[string]any) (*model.ImportValidation, error) {
	var doc model.ImportDocument
	if err := fromMap("document", document, &doc); err != nil {
		return nil, err
	}
	return r.BatchValidate(ctx, doc)
}
