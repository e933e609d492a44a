package rest

import (
	"bytes"
	"encoding/json"
	"net/http"
	"slices"

	jsonpatch "github.com/evanphx/json-patch/v5"

	"flagstone/ent/schematype"
	"flagstone/graph/apperr"
	"flagstone/graph/model"
	"flagstone/rest/reply"
)

// patchOpBody documents one operation of a JSON Patch (RFC 6902).
var patchOpBody = in("op!", "path!", "from", "value")

// patchOp is what an error says of the operation it names.
type patchOp struct {
	Op   string `json:"op"`
	Path string `json:"path"`
}

// applyPatch applies the JSON Patch (RFC 6902) in r's body to doc, the resource's wire
// document as its GET answers it, and decodes the result into into, the body of the
// resource's PUT: a PATCH is a PUT of the patched document, with the PUT's rules and event.
// An operation that fails (a bad path, a failed test) is a 400 naming it; so is a change of
// a property in readOnly, or of one the document does not have.
func applyPatch(r *http.Request, doc, into any, readOnly ...string) error {
	body, err := readBody(r, into)
	if err != nil {
		return err
	}
	var ops []json.RawMessage
	if err := json.Unmarshal(body, &ops); err != nil || ops == nil {
		return apperr.Validation("request body must be a JSON Patch: an array of operations")
	}
	before, err := json.Marshal(doc)
	if err != nil {
		return err
	}
	after := before
	for i, raw := range ops {
		if after, err = applyOp(after, i, raw); err != nil {
			return err
		}
	}
	if err := checkPatched(before, after, readOnly); err != nil {
		return err
	}
	return decodeBytes(after, into)
}

// applyOp applies the i-th operation, raw, to doc.
func applyOp(doc []byte, i int, raw json.RawMessage) ([]byte, error) {
	var op patchOp
	if err := json.Unmarshal(raw, &op); err != nil {
		return nil, apperr.Validation("operation %d is not a JSON Patch operation object", i)
	}
	p, err := jsonpatch.DecodePatch(append(append([]byte("["), raw...), ']'))
	if err == nil {
		var out []byte
		if out, err = p.Apply(doc); err == nil {
			return out, nil
		}
	}
	return nil, apperr.Validation("operation %d (%s %s) failed: %s", i, op.Op, op.Path, err.Error())
}

// checkPatched refuses a patched object document that gained a property or changed one in
// readOnly.
func checkPatched(before, after []byte, readOnly []string) error {
	var was, is map[string]json.RawMessage
	if json.Unmarshal(before, &was) != nil {
		return nil // an array document (variants) has no properties to keep
	}
	if err := json.Unmarshal(after, &is); err != nil || is == nil {
		return apperr.Validation("the patched document must stay a JSON object")
	}
	for _, k := range sortedKeysOf(is) {
		old, ok := was[k]
		switch {
		case !ok:
			return apperr.Validation("%s is not a property of this resource", k)
		case slices.Contains(readOnly, k) && !jsonEqual(old, is[k]):
			return apperr.Validation("%s cannot be changed", k)
		}
	}
	for _, k := range readOnly {
		if _, ok := is[k]; !ok {
			return apperr.Validation("%s cannot be removed", k)
		}
	}
	return nil
}

func sortedKeysOf(m map[string]json.RawMessage) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// jsonEqual compares two JSON values by their content, not their spelling.
func jsonEqual(a, b json.RawMessage) bool {
	var x, y bytes.Buffer
	if json.Compact(&x, a) != nil || json.Compact(&y, b) != nil {
		return false
	}
	return jsonpatch.Equal(x.Bytes(), y.Bytes())
}

// featurePatchJSON is the document a feature's PATCH changes: its metadata, as the
// reference patches it (its variants and environments have routes of their own).
type featurePatchJSON struct {
	Name           string   `json:"name"`
	Project        string   `json:"project"`
	Description    *string  `json:"description"`
	Type           string   `json:"type"`
	Stale          bool     `json:"stale"`
	ImpressionData bool     `json:"impressionData"`
	Archived       bool     `json:"archived"`
	CreatedAt      wireTime `json:"createdAt"`
}

func (h *flagsHandlers) patchFeature(w http.ResponseWriter, r *http.Request) {
	project, name := pathParam(r, "projectId"), pathParam(r, "featureName")
	f, err := h.q.Feature(r.Context(), project, name)
	if !serve(w, r, err) {
		return
	}
	doc := featurePatchJSON{Name: f.Name, Project: f.ProjectID, Description: f.Description, Type: f.Type,
		Stale: f.Stale, ImpressionData: f.ImpressionData, Archived: f.ArchivedAt != nil, CreatedAt: wireTime(f.CreatedAt)}
	var in model.UpdateFeatureInput
	if !serve(w, r, applyPatch(r, doc, &in, "name", "project", "archived", "createdAt")) {
		return
	}
	f, err = h.m.UpdateFeature(r.Context(), project, name, in)
	h.writeFeature(w, r, f, err)
}

func (h *flagsHandlers) patchStrategy(w http.ResponseWriter, r *http.Request) {
	p := pathOf(r)
	id := pathParam(r, "strategyId")
	st, err := h.q.FeatureStrategy(r.Context(), p.project, p.feature, p.env, id)
	if !serve(w, r, err) {
		return
	}
	var in model.UpdateFeatureStrategyInput
	if !serve(w, r, applyPatch(r, toStrategy(st, p.feature), &in, "id", "featureName")) {
		return
	}
	st, err = h.m.UpdateFeatureStrategy(r.Context(), p.project, p.feature, p.env, id, in)
	if serve(w, r, err) {
		reply.JSON(w, http.StatusOK, toStrategy(st, p.feature))
	}
}

func (h *flagsHandlers) patchVariants(w http.ResponseWriter, r *http.Request) {
	p := pathOf(r)
	vs, err := h.q.FeatureVariants(r.Context(), p.project, p.feature, p.env)
	if !serve(w, r, err) {
		return
	}
	var in []*schematype.Variant
	if !serve(w, r, applyPatch(r, nonNil(vs), &in)) {
		return
	}
	vs, err = h.m.SetFeatureVariants(r.Context(), p.project, p.feature, p.env, in)
	if serve(w, r, err) {
		reply.JSON(w, http.StatusOK, map[string]any{"version": 1, "variants": nonNil(vs)})
	}
}
