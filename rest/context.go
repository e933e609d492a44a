package rest

import (
	"flagstone/rest/reply"
	"net/http"
	"net/url"
	"strings"

	"github.com/99designs/gqlgen/graphql"

	"flagstone/ent"
	"flagstone/ent/schematype"
	"flagstone/graph/model"
)

func (h *catalogHandlers) listContextFields(w http.ResponseWriter, r *http.Request) {
	cs, err := h.q.ContextFields(r.Context())
	if !serve(w, r, err) {
		return
	}
	out, err := h.toContextFields(r.Context(), cs)
	if serve(w, r, err) {
		reply.JSON(w, http.StatusOK, out)
	}
}

func (h *catalogHandlers) getContextField(w http.ResponseWriter, r *http.Request) {
	c, err := h.q.ContextField(r.Context(), pathParam(r, "name"))
	h.writeContextField(w, r, http.StatusOK, c, err)
}

func (h *catalogHandlers) createContextField(w http.ResponseWriter, r *http.Request) {
	var in model.CreateContextFieldInput
	if !serve(w, r, decode(r, &in)) {
		return
	}
	c, err := h.m.CreateContextField(r.Context(), in)
	h.writeContextField(w, r, http.StatusCreated, c, err)
}

func (h *catalogHandlers) updateContextField(w http.ResponseWriter, r *http.Request) {
	var in model.UpdateContextFieldInput
	if !serve(w, r, decode(r, &in)) {
		return
	}
	c, err := h.m.UpdateContextField(r.Context(), pathParam(r, "name"), in)
	h.writeContextField(w, r, http.StatusOK, c, err)
}

// writeContextField answers with one context field; 201 answers carry its location.
func (h *catalogHandlers) writeContextField(w http.ResponseWriter, r *http.Request, status int, c *ent.ContextField, err error) {
	if !serve(w, r, err) {
		return
	}
	out, err := h.toContextFields(r.Context(), []*ent.ContextField{c})
	if !serve(w, r, err) {
		return
	}
	if status == http.StatusCreated {
		created(w, "/api/admin/context/"+url.PathEscape(c.ID), out[0])
		return
	}
	reply.JSON(w, status, out[0])
}

func (h *catalogHandlers) deleteContextField(w http.ResponseWriter, r *http.Request) {
	_, err := h.m.DeleteContextField(r.Context(), pathParam(r, "name"))
	if serve(w, r, err) {
		w.WriteHeader(http.StatusOK)
	}
}

// nameBody is the reference's nameSchema.
type nameBody struct {
	Name string `json:"name"`
}

func (h *catalogHandlers) validateContextFieldName(w http.ResponseWriter, r *http.Request) {
	var in nameBody
	if !serve(w, r, decode(r, &in)) {
		return
	}
	_, err := h.q.ValidateContextFieldName(r.Context(), in.Name)
	if serve(w, r, err) {
		w.WriteHeader(http.StatusOK)
	}
}

func (h *catalogHandlers) contextFieldStrategies(w http.ResponseWriter, r *http.Request) {
	uses, err := h.q.ContextFieldStrategies(r.Context(), pathParam(r, "name"))
	if serve(w, r, err) {
		reply.JSON(w, http.StatusOK, map[string]any{"strategies": uses})
	}
}

// setLegalValue adds or replaces one legal value of a context field (the reference's
// legalValueSchema): 200 with no body.
func (h *catalogHandlers) setLegalValue(w http.ResponseWriter, r *http.Request) {
	var in model.LegalValueInput
	if !serve(w, r, decode(r, &in)) {
		return
	}
	if _, err := h.m.SetContextFieldLegalValue(r.Context(), pathParam(r, "name"), in); serve(w, r, err) {
		w.WriteHeader(http.StatusOK)
	}
}

func (h *catalogHandlers) removeLegalValue(w http.ResponseWriter, r *http.Request) {
	if _, err := h.m.RemoveContextFieldLegalValue(r.Context(), pathParam(r, "name"), pathParam(r, "legalValue")); serve(w, r, err) {
		w.WriteHeader(http.StatusOK)
	}
}

// validateConstraint checks one constraint (the reference's constraintSchema): 204 when it
// is valid, a 400 saying why when not.
func (h *catalogHandlers) validateConstraint(w http.ResponseWriter, r *http.Request) {
	var in schematype.Constraint
	if !serve(w, r, decode(r, &in)) {
		return
	}
	if _, err := h.q.ValidateConstraint(r.Context(), in); serve(w, r, err) {
		w.WriteHeader(http.StatusNoContent)
	}
}

// listProjectContextFields answers a project's context fields; ?include=root adds those of
// every project, as the reference does.
func (h *catalogHandlers) listProjectContextFields(w http.ResponseWriter, r *http.Request) {
	root := strings.EqualFold(r.URL.Query().Get("include"), "root")
	cs, err := h.q.ProjectContextFields(r.Context(), pathParam(r, "projectId"), &root)
	if !serve(w, r, err) {
		return
	}
	out, err := h.toContextFields(r.Context(), cs)
	if serve(w, r, err) {
		reply.JSON(w, http.StatusOK, out)
	}
}

// createProjectContextField creates a context field of the path's project.
func (h *catalogHandlers) createProjectContextField(w http.ResponseWriter, r *http.Request) {
	var in model.CreateContextFieldInput
	if !serve(w, r, decode(r, &in)) {
		return
	}
	project := pathParam(r, "projectId")
	in.Project = graphql.OmittableOf(&project)
	c, err := h.m.CreateContextField(r.Context(), in)
	h.writeContextField(w, r, http.StatusCreated, c, err)
}

// inProject serves a route of one context field of the path's project with the global
// route's handler, once the field is found in that project (404 otherwise).
func (h *catalogHandlers) inProject(next http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if _, err := h.q.ProjectContextField(r.Context(), pathParam(r, "projectId"), pathParam(r, "name")); serve(w, r, err) {
			next(w, r)
		}
	}
}
