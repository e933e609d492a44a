package rest

import (
	"net/http"
	"net/url"
	"strconv"

	"github.com/go-chi/chi/v5"

	"flagstone/ent"
	"flagstone/graph/model"
)

// contextRoutes serves /context.
func (h *handlers) contextRoutes(r chi.Router) {
	r.Route("/context", func(r chi.Router) {
		r.Get("/", h.listContextFields)
		r.Post("/", h.createContextField)
		r.Post("/validate", h.validateContextFieldName)
		r.Get("/{name}", h.getContextField)
		r.Put("/{name}", h.updateContextField)
		r.Delete("/{name}", h.deleteContextField)
	})
}

func (h *handlers) listContextFields(w http.ResponseWriter, r *http.Request) {
	cs, err := h.q.ContextFields(r.Context())
	if !serve(w, r, err) {
		return
	}
	out, err := h.toContextFields(r.Context(), cs)
	if serve(w, r, err) {
		writeJSON(w, http.StatusOK, out)
	}
}

func (h *handlers) getContextField(w http.ResponseWriter, r *http.Request) {
	c, err := h.q.ContextField(r.Context(), pathParam(r, "name"))
	h.writeContextField(w, r, http.StatusOK, c, err)
}

func (h *handlers) createContextField(w http.ResponseWriter, r *http.Request) {
	var in model.CreateContextFieldInput
	if !serve(w, r, decode(r, &in)) {
		return
	}
	c, err := h.m.CreateContextField(r.Context(), in)
	h.writeContextField(w, r, http.StatusCreated, c, err)
}

func (h *handlers) updateContextField(w http.ResponseWriter, r *http.Request) {
	var in model.UpdateContextFieldInput
	if !serve(w, r, decode(r, &in)) {
		return
	}
	c, err := h.m.UpdateContextField(r.Context(), pathParam(r, "name"), in)
	h.writeContextField(w, r, http.StatusOK, c, err)
}

// writeContextField answers with one context field; 201 answers carry its location.
func (h *handlers) writeContextField(w http.ResponseWriter, r *http.Request, status int, c *ent.ContextField, err error) {
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
	writeJSON(w, status, out[0])
}

func (h *handlers) deleteContextField(w http.ResponseWriter, r *http.Request) {
	_, err := h.m.DeleteContextField(r.Context(), pathParam(r, "name"))
	if serve(w, r, err) {
		w.WriteHeader(http.StatusOK)
	}
}

// segmentRoutes serves /segments. As in the reference, update and delete answer 204.
func (h *handlers) segmentRoutes(r chi.Router) {
	r.Route("/segments", func(r chi.Router) {
		r.Get("/", h.listSegments)
		r.Post("/", h.createSegment)
		r.Post("/validate", h.validateSegmentName)
		r.Get("/{id}", h.getSegment)
		r.Put("/{id}", h.updateSegment)
		r.Delete("/{id}", h.deleteSegment)
	})
}

func (h *handlers) listSegments(w http.ResponseWriter, r *http.Request) {
	ss, err := h.q.Segments(r.Context())
	if !serve(w, r, err) {
		return
	}
	out, err := h.toSegments(r.Context(), ss)
	if serve(w, r, err) {
		writeJSON(w, http.StatusOK, map[string]any{"segments": out})
	}
}

func (h *handlers) getSegment(w http.ResponseWriter, r *http.Request) {
	id, err := intParam(r, "id")
	if !serve(w, r, err) {
		return
	}
	sg, err := h.q.Segment(r.Context(), id)
	h.writeSegment(w, r, http.StatusOK, sg, err)
}

func (h *handlers) createSegment(w http.ResponseWriter, r *http.Request) {
	var in model.SegmentInput
	if !serve(w, r, decode(r, &in)) {
		return
	}
	sg, err := h.m.CreateSegment(r.Context(), in)
	h.writeSegment(w, r, http.StatusCreated, sg, err)
}

// writeSegment answers with one segment; 201 answers carry its location.
func (h *handlers) writeSegment(w http.ResponseWriter, r *http.Request, status int, sg *ent.Segment, err error) {
	if !serve(w, r, err) {
		return
	}
	out, err := h.toSegments(r.Context(), []*ent.Segment{sg})
	if !serve(w, r, err) {
		return
	}
	if status == http.StatusCreated {
		created(w, "/api/admin/segments/"+strconv.Itoa(sg.ID), out[0])
		return
	}
	writeJSON(w, status, out[0])
}

func (h *handlers) updateSegment(w http.ResponseWriter, r *http.Request) {
	id, err := intParam(r, "id")
	if !serve(w, r, err) {
		return
	}
	var in model.SegmentInput
	if !serve(w, r, decode(r, &in)) {
		return
	}
	_, err = h.m.UpdateSegment(r.Context(), id, in)
	if serve(w, r, err) {
		w.WriteHeader(http.StatusNoContent)
	}
}

func (h *handlers) deleteSegment(w http.ResponseWriter, r *http.Request) {
	id, err := intParam(r, "id")
	if !serve(w, r, err) {
		return
	}
	_, err = h.m.DeleteSegment(r.Context(), id)
	if serve(w, r, err) {
		w.WriteHeader(http.StatusNoContent)
	}
}

// nameBody is the reference's nameSchema.
type nameBody struct {
	Name string `json:"name"`
}

func (h *handlers) validateContextFieldName(w http.ResponseWriter, r *http.Request) {
	var in nameBody
	if !serve(w, r, decode(r, &in)) {
		return
	}
	_, err := h.q.ValidateContextFieldName(r.Context(), in.Name)
	if serve(w, r, err) {
		w.WriteHeader(http.StatusOK)
	}
}

func (h *handlers) validateSegmentName(w http.ResponseWriter, r *http.Request) {
	var in nameBody
	if !serve(w, r, decode(r, &in)) {
		return
	}
	_, err := h.q.ValidateSegmentName(r.Context(), in.Name)
	if serve(w, r, err) {
		w.WriteHeader(http.StatusNoContent)
	}
}
