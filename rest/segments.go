package rest

import (
	"net/http"
	"net/url"
	"strconv"

	"github.com/go-chi/chi/v5"

	"flagstone/graph/model"
)

// contextRoutes serves /context.
func (h *handlers) contextRoutes(r chi.Router) {
	r.Route("/context", func(r chi.Router) {
		r.Get("/", h.listContextFields)
		r.Post("/", h.createContextField)
		r.Get("/{name}", h.getContextField)
		r.Put("/{name}", h.updateContextField)
		r.Delete("/{name}", h.deleteContextField)
	})
}

func (h *handlers) listContextFields(w http.ResponseWriter, r *http.Request) {
	cs, err := h.q.ContextFields(r.Context())
	if serve(w, r, err) {
		writeJSON(w, http.StatusOK, mapAll(cs, toContextField))
	}
}

func (h *handlers) getContextField(w http.ResponseWriter, r *http.Request) {
	c, err := h.q.ContextField(r.Context(), pathParam(r, "name"))
	if serve(w, r, err) {
		writeJSON(w, http.StatusOK, toContextField(c))
	}
}

func (h *handlers) createContextField(w http.ResponseWriter, r *http.Request) {
	var in model.CreateContextFieldInput
	if !serve(w, r, decode(r, &in)) {
		return
	}
	c, err := h.m.CreateContextField(r.Context(), in)
	if serve(w, r, err) {
		created(w, "/api/admin/context/"+url.PathEscape(c.ID), toContextField(c))
	}
}

func (h *handlers) updateContextField(w http.ResponseWriter, r *http.Request) {
	var in model.UpdateContextFieldInput
	if !serve(w, r, decode(r, &in)) {
		return
	}
	c, err := h.m.UpdateContextField(r.Context(), pathParam(r, "name"), in)
	if serve(w, r, err) {
		writeJSON(w, http.StatusOK, toContextField(c))
	}
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
		r.Get("/{id}", h.getSegment)
		r.Put("/{id}", h.updateSegment)
		r.Delete("/{id}", h.deleteSegment)
	})
}

func (h *handlers) listSegments(w http.ResponseWriter, r *http.Request) {
	ss, err := h.q.Segments(r.Context())
	if serve(w, r, err) {
		writeJSON(w, http.StatusOK, map[string]any{"segments": mapAll(ss, toSegment)})
	}
}

func (h *handlers) getSegment(w http.ResponseWriter, r *http.Request) {
	id, err := intParam(r, "id")
	if !serve(w, r, err) {
		return
	}
	sg, err := h.q.Segment(r.Context(), id)
	if serve(w, r, err) {
		writeJSON(w, http.StatusOK, toSegment(sg))
	}
}

func (h *handlers) createSegment(w http.ResponseWriter, r *http.Request) {
	var in model.SegmentInput
	if !serve(w, r, decode(r, &in)) {
		return
	}
	sg, err := h.m.CreateSegment(r.Context(), in)
	if serve(w, r, err) {
		created(w, "/api/admin/segments/"+strconv.Itoa(sg.ID), toSegment(sg))
	}
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
