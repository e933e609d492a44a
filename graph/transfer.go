package graph

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"flagstone/graph/apperr"
	"flagstone/graph/auth"
	"flagstone/graph/domain/transfer"
	"flagstone/graph/model"
)

// The import and export operations take and give whole documents. Both faces call these
// methods, which hold the authorization; REST passes typed documents straight through,
// GraphQL converts its Map arguments first.

// BatchExport exports features of one environment. Any authenticated admin-API caller
// may read flags, so it needs no permission beyond that.
func (r *Resolver) BatchExport(ctx context.Context, q model.ExportQuery) (*model.ExportResult, error) {
	if _, err := auth.Authenticated(ctx); err != nil {
		return nil, err
	}
	return r.Domain.Transfer.ExportFeatures(ctx, q)
}

// BatchExportJSON is BatchExport as the JSON body of its answer (ending with a newline),
// which answers (nil: none)
// keeps per caller and query until something changes state: an export changes none, so
// a repeated one costs a lookup. Every call still records its features-exported event.
func (r *Resolver) BatchExportJSON(ctx context.Context, q model.ExportQuery, answers Answers) ([]byte, error) {
	if _, err := auth.Authenticated(ctx); err != nil {
		return nil, err
	}
	key, err := json.Marshal(q)
	if err != nil {
		return nil, fmt.Errorf("key the export: %w", err)
	}
	var buildErr error
	build := func() ([]byte, bool) {
		kept, err := r.keptExport(ctx, q)
		buildErr = err
		return kept, err == nil
	}
	var kept []byte
	if answers == nil {
		kept, _ = build()
	} else {
		kept = answers.Answer(ctx, "batch export "+string(key), build)
	}
	if buildErr != nil {
		return nil, buildErr
	}
	data, doc, ok := bytes.Cut(kept, []byte{'\n'})
	if !ok {
		return nil, errors.New("a kept export is its event's data, a newline, and its JSON")
	}
	return doc, r.Domain.Transfer.RecordExport(ctx, q, data)
}

// keptExport builds the export of q as it is kept: its event's data, a newline (which
// neither JSON holds), and the export's JSON with the newline a JSON body ends with. The
// event data is kept with the answer, so a repeated export records its event without
// decoding the names out of the export; the whole is written once, not copied together.
func (r *Resolver) keptExport(ctx context.Context, q model.ExportQuery) ([]byte, error) {
	out, err := r.Domain.Transfer.BuildExport(ctx, q)
	if err != nil {
		return nil, err
	}
	data, err := transfer.ExportedData(out)
	if err != nil {
		return nil, err
	}
	var kept bytes.Buffer
	kept.Write(data)
	kept.WriteByte('\n')
	if err := json.NewEncoder(&kept).Encode(out); err != nil { // as json.Marshal, and a newline
		return nil, fmt.Errorf("encode the export: %w", err)
	}
	return kept.Bytes(), nil
}

// BatchValidate checks a batch import without writing.
func (r *Resolver) BatchValidate(ctx context.Context, doc model.ImportDocument) (*model.ImportValidation, error) {
	if _, err := auth.Require(ctx, auth.ImportFeatures, doc.Project, doc.Environment); err != nil {
		return nil, err
	}
	return r.Domain.Transfer.ValidateImport(ctx, doc, lacksIn(ctx, doc))
}

// BatchImport applies a batch import.
func (r *Resolver) BatchImport(ctx context.Context, doc model.ImportDocument) error {
	if _, err := auth.Require(ctx, auth.ImportFeatures, doc.Project, doc.Environment); err != nil {
		return err
	}
	return r.Domain.Transfer.ImportFeatures(ctx, doc, lacksIn(ctx, doc))
}

// lacksIn tells which permissions the caller lacks where the single routes look for them:
// in the import's project, or instance-wide for what is not a project's (new tag types
// and context fields).
func lacksIn(ctx context.Context, doc model.ImportDocument) func(string) bool {
	return func(perm string) bool {
		project := doc.Project
		if perm == auth.CreateTagType || perm == auth.CreateContextField {
			project = ""
		}
		_, err := auth.Require(ctx, perm, project, doc.Environment)
		return err != nil
	}
}

// StateExport streams the legacy state document to w. Needs ADMIN.
func (r *Resolver) StateExport(ctx context.Context, opts model.StateOptions, w transfer.StateWriter) error {
	if _, err := auth.Require(ctx, auth.Admin, "", ""); err != nil {
		return err
	}
	return r.Domain.Transfer.ExportState(ctx, opts, w)
}

// StateImport applies a legacy state document. Needs ADMIN.
func (r *Resolver) StateImport(ctx context.Context, doc model.StateDocument, opts model.StateImportOptions) error {
	if _, err := auth.Require(ctx, auth.Admin, "", ""); err != nil {
		return err
	}
	return r.Domain.Transfer.ImportState(ctx, doc, opts)
}

// stateCollector gathers a streamed state document, for GraphQL, which answers at once.
type stateCollector struct{ doc model.StateDocument }

func (c *stateCollector) Feature(f model.StateFeature) error {
	c.doc.Features = append(c.doc.Features, f)
	return nil
}

func (c *stateCollector) Strategy(s model.StateStrategyDef) error {
	c.doc.Strategies = append(c.doc.Strategies, s)
	return nil
}

// fromMap reads a GraphQL Map argument into a typed document; a value of the wrong type
// is a ValidationError naming its property.
func fromMap(argument string, m map[string]any, v any) error {
	b, err := json.Marshal(m)
	if err != nil {
		return apperr.Validation("%s is not a JSON object: %v", argument, err)
	}
	if err := json.Unmarshal(b, v); err != nil {
		var typeErr *json.UnmarshalTypeError
		if errors.As(err, &typeErr) {
			return apperr.Validation("%s.%s must be a %s, got %s", argument, typeErr.Field, typeErr.Type, typeErr.Value)
		}
		return apperr.Validation("%s: %v", argument, err)
	}
	return nil
}

// toMap gives a document as a GraphQL Map.
func toMap(v any) (map[string]any, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return nil, fmt.Errorf("encode document: %w", err)
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		return nil, fmt.Errorf("decode document: %w", err)
	}
	return m, nil
}

// orDefault reads an optional GraphQL argument.
func orDefault[T any](p *T, def T) T {
	if p == nil {
		return def
	}
	return *p
}
