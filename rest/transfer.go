package rest

import (
	"bytes"
	"encoding/json"
	"flagstone/rest/reply"
	"fmt"
	"io"
	"log/slog"
	"mime"
	"net/http"
	"path"
	"strconv"
	"strings"
	"time"

	"go.yaml.in/yaml/v3"

	"flagstone/graph/apperr"
	"flagstone/graph/model"
	"flagstone/rest/deadline"
)

// Body limits of the import routes (behavior.md).
const (
	StateImportLimit = 10 << 20
	BatchImportLimit = 5 << 20
)

// TransferTimeout is how long an import or export may take, from reading its body to
// writing its answer: whole instances move through these routes.
const TransferTimeout = 5 * time.Minute

// transferHandlers serves the transfer area (graph/domain/transfer): the legacy state document
// and the batch import and export. Its routes carry their own body limits, larger than the
// admin API's default, and their own time.
type transferHandlers struct{ *handlers }

// routes is the transfer area's table: every route of the area, served and documented from here.
func (h *transferHandlers) routes(s *schemaSet) []route {
	batchDoc := in("project!", "environment!", "data!:object")
	long := deadline.Extend(TransferTimeout)
	return []route{
		{method: "GET", path: adminPath + "/state/export", handler: h.exportState, with: with(long, LimitBody(DefaultBodyLimit)), tag: "Import and export", summary: "Export the legacy state document (JSON or YAML, streamed)", query: []string{"format", "download:boolean", "environment"}, status: 200, resp: anyObject},
		{method: "POST", path: adminPath + "/state/import", handler: h.importState, with: with(long, LimitBody(StateImportLimit)), tag: "Import and export", summary: "Import a legacy state document (JSON, YAML or a multipart file)", query: []string{"drop:boolean", "keep:boolean", "environment"}, body: anyObject, status: 202},
		{method: "POST", path: adminPath + "/features-batch/export", handler: h.exportFeatures, with: with(long, LimitBody(DefaultBodyLimit)), tag: "Import and export", summary: "Export one project and environment", body: in("environment!", "project", "features:array", "tag", "downloadFile:boolean"), status: 200, resp: anyObject},
		{method: "POST", path: adminPath + "/features-batch/validate", handler: h.validateImport, with: with(long, LimitBody(BatchImportLimit)), tag: "Import and export", summary: "Check a batch import", body: batchDoc, status: 200, resp: obj("errors", arr(anyObject), "warnings", arr(anyObject), "permissions", arr(anyObject))},
		{method: "POST", path: adminPath + "/features-batch/import", handler: h.importFeatures, with: with(long, LimitBody(BatchImportLimit)), tag: "Import and export", summary: "Import a batch, all or nothing", body: batchDoc, status: 200},
	}
}

func (h *transferHandlers) exportState(w http.ResponseWriter, r *http.Request) {
	q := queryFlags{r: r}
	format := strings.ToLower(r.URL.Query().Get("format"))
	if format == "" {
		format = "json"
	}
	opts := model.StateOptions{Features: q.bool("featureToggles", true), Strategies: q.bool("strategies", true),
		Environment: r.URL.Query().Get("environment"), Project: r.URL.Query().Get("project")}
	download := q.bool("download", false)
	if format != "json" && format != "yaml" {
		q.fail(apperr.Validation("format must be json or yaml, got %q", format))
	}
	if !serve(w, r, q.err) {
		return
	}
	sw := &stateStream{w: w, yaml: format == "yaml", header: func() {
		if format == "yaml" {
			w.Header().Set("Content-Type", "text/yaml; charset=utf-8")
		} else {
			w.Header().Set("Content-Type", "application/json; charset=utf-8")
		}
		if download {
			ext := map[bool]string{true: "yml", false: "json"}[format == "yaml"]
			stamp := h.res.Domain.Now().UTC().Format("2006-01-02T15-04-05Z")
			w.Header().Set("Content-Disposition", fmt.Sprintf(`attachment; filename="export-%s.%s"`, stamp, ext))
		}
	}}
	err := h.res.StateExport(r.Context(), opts, sw)
	if err == nil {
		err = sw.end()
	}
	if err != nil && !sw.started {
		reply.Error(w, r, err)
		return
	}
	if err != nil {
		// The document is half sent; cutting the connection keeps a client from taking
		// a truncated export for a whole one.
		slog.ErrorContext(r.Context(), "state export failed mid-stream", "err", err)
		panic(http.ErrAbortHandler)
	}
}

func (h *transferHandlers) importState(w http.ResponseWriter, r *http.Request) {
	q := queryFlags{r: r}
	opts := model.StateImportOptions{Drop: q.bool("drop", false), Keep: q.bool("keep", true),
		Environment: r.URL.Query().Get("environment"), Project: r.URL.Query().Get("project")}
	if !serve(w, r, q.err) {
		return
	}
	var doc model.StateDocument
	if !serve(w, r, readStateDocument(r, &doc)) {
		return
	}
	if serve(w, r, h.res.StateImport(r.Context(), doc, opts)) {
		w.WriteHeader(http.StatusAccepted)
	}
}

func (h *transferHandlers) exportFeatures(w http.ResponseWriter, r *http.Request) {
	var q model.ExportQuery
	if !serve(w, r, decode(r, &q)) {
		return
	}
	doc, err := h.res.BatchExportJSON(r.Context(), q, h.lists)
	if !serve(w, r, err) {
		return
	}
	if q.DownloadFile {
		stamp := h.res.Domain.Now().UTC().Format("2006-01-02T15-04-05Z")
		w.Header().Set("Content-Disposition", fmt.Sprintf(`attachment; filename="export-%s.json"`, stamp))
	}
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(http.StatusOK)
	_, _ = w.Write(doc) // ends with the newline writeJSON's encoder would have written

}

func (h *transferHandlers) validateImport(w http.ResponseWriter, r *http.Request) {
	var doc model.ImportDocument
	if !serve(w, r, decode(r, &doc)) {
		return
	}
	v, err := h.res.BatchValidate(r.Context(), doc)
	if serve(w, r, err) {
		reply.JSON(w, http.StatusOK, v)
	}
}

func (h *transferHandlers) importFeatures(w http.ResponseWriter, r *http.Request) {
	var doc model.ImportDocument
	if !serve(w, r, decode(r, &doc)) {
		return
	}
	if serve(w, r, h.res.BatchImport(r.Context(), doc)) {
		w.WriteHeader(http.StatusOK)
	}
}

// queryFlags reads boolean query parameters the way the reference does: true/false in
// any case, or an integer (0 is false). The first bad one is kept in err.
type queryFlags struct {
	r   *http.Request
	err error
}

func (q *queryFlags) bool(name string, def bool) bool {
	raw := q.r.URL.Query().Get(name)
	if raw == "" {
		return def
	}
	switch strings.ToLower(raw) {
	case "true":
		return true
	case "false":
		return false
	}
	if n, err := strconv.Atoi(raw); err == nil {
		return n != 0
	}
	q.fail(apperr.Validation("%s must be true, false or an integer, got %q", name, raw))
	return def
}

func (q *queryFlags) fail(err error) {
	if q.err == nil {
		q.err = err
	}
}

// readStateDocument reads a legacy document from a JSON body or from the file part of a
// multipart form, JSON or YAML by file name or content.
func readStateDocument(r *http.Request, doc *model.StateDocument) error {
	mt, params, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
	switch {
	case mt == "multipart/form-data":
		name, body, err := filePart(r, params["boundary"])
		if err != nil {
			return err
		}
		return decodeDocument(name, body, doc)
	case strings.Contains(mt, "yaml"):
		body, err := io.ReadAll(r.Body)
		if err != nil {
			return decodeError(err, nil, doc)
		}
		return decodeDocument("import.yml", body, doc)
	}
	return decode(r, doc)
}

// filePart finds the part named file of a multipart body.
func filePart(r *http.Request, boundary string) (string, []byte, error) {
	if boundary == "" {
		return "", nil, apperr.Validation("multipart body without a boundary")
	}
	mr, err := r.MultipartReader()
	if err != nil {
		return "", nil, apperr.Validation("multipart body is invalid: %v", err)
	}
	for {
		part, err := mr.NextPart()
		if err == io.EOF {
			return "", nil, apperr.Validation("file is required: the multipart body has no part named file")
		}
		if err != nil {
			return "", nil, decodeError(err, nil, nil)
		}
		if part.FormName() != "file" {
			continue
		}
		body, err := io.ReadAll(part)
		if err != nil {
			return "", nil, decodeError(err, nil, nil)
		}
		return part.FileName(), body, nil
	}
}

// decodeDocument reads body as YAML when the file name or the content says so, else as
// JSON. YAML is turned into JSON first so one set of field names and errors serves both.
func decodeDocument(fileName string, body []byte, v any) error {
	ext := strings.ToLower(path.Ext(fileName))
	trimmed := bytes.TrimSpace(body)
	isJSON := ext == ".json" || (ext != ".yml" && ext != ".yaml" && len(trimmed) > 0 && trimmed[0] == '{')
	if isJSON {
		return decodeBytes(body, v)
	}
	var generic any
	if err := yaml.Unmarshal(body, &generic); err != nil {
		return apperr.Validation("file is not valid YAML: %v", err)
	}
	asJSON, err := json.Marshal(generic)
	if err != nil {
		return apperr.Validation("file holds YAML that has no JSON form: %v", err)
	}
	return decodeBytes(asJSON, v)
}

// stateStream writes the legacy document as it is produced: JSON or YAML, headers on
// the first write so an early error can still be answered with an error body.
type stateStream struct {
	w       http.ResponseWriter
	yaml    bool
	header  func()
	started bool
	section string // "features" or "strategies" once open
	count   int
}

func (s *stateStream) Feature(f model.StateFeature) error {
	return s.item("features", f)
}

func (s *stateStream) Strategy(d model.StateStrategyDef) error {
	return s.item("strategies", d)
}

// item writes one element of section, opening the section (and the document) first.
func (s *stateStream) item(section string, v any) error {
	if err := s.open(section); err != nil {
		return err
	}
	b, err := s.encode(v)
	if err != nil {
		return err
	}
	sep := ""
	if s.count > 0 {
		sep = ","
	}
	if err := s.write(sep, map[bool]string{true: section + ":\n"}[s.count == 0]); err != nil {
		return err
	}
	s.count++
	_, err = s.w.Write(b)
	return err
}

func (s *stateStream) encode(v any) ([]byte, error) {
	b, err := json.Marshal(v)
	if err != nil || !s.yaml {
		return b, err
	}
	var node yaml.Node // decoding JSON into a node keeps the key order
	if err := yaml.Unmarshal(b, &node); err != nil {
		return nil, fmt.Errorf("convert to YAML: %w", err)
	}
	blockStyle(&node)
	seq := &yaml.Node{Kind: yaml.SequenceNode, Content: node.Content}
	return yaml.Marshal(seq)
}

// blockStyle drops the flow (JSON-like) style a node decoded from JSON carries, so the
// document reads as ordinary YAML.
func blockStyle(n *yaml.Node) {
	n.Style &^= yaml.FlowStyle | yaml.DoubleQuotedStyle
	for _, c := range n.Content {
		blockStyle(c)
	}
}

// open starts the document on the first write, and moves from one section to the next.
func (s *stateStream) open(section string) error {
	if !s.started {
		s.started = true
		s.header()
		s.w.WriteHeader(http.StatusOK)
		s.section = "features"
		if err := s.write(`{"version":1,"features":[`, "version: 1\n"); err != nil {
			return err
		}
	}
	if s.section == section {
		return nil
	}
	if err := s.closeSection(); err != nil {
		return err
	}
	s.section, s.count = section, 0
	return s.write(`,"strategies":[`, "")
}

// closeSection ends the open section; an empty YAML section is written as [].
func (s *stateStream) closeSection() error {
	empty := ""
	if s.count == 0 {
		empty = s.section + ": []\n"
	}
	return s.write("]", empty)
}

// end finishes the document, opening what was never written so both keys are present.
func (s *stateStream) end() error {
	if err := s.open("strategies"); err != nil {
		return err
	}
	if err := s.closeSection(); err != nil {
		return err
	}
	return s.write("}", "")
}

func (s *stateStream) write(jsonText, yamlText string) error {
	text := jsonText
	if s.yaml {
		text = yamlText
	}
	_, err := io.WriteString(s.w, text)
	return err
}
