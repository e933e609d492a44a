package rest

import (
	"net/http"
	"net/url"

	"github.com/go-chi/chi/v5"

	"flagstone/graph/model"
)

// catalogRoutes serves the catalog of the flag domain: tag types, tags,
// context fields, segments and strategy definitions.
func (h *handlers) catalogRoutes(r chi.Router) {
	r.Route("/tag-types", func(r chi.Router) {
		r.Get("/", h.listTagTypes)
		r.Post("/", h.createTagType)
		r.Post("/validate", h.validateTagType)
		r.Get("/{name}", h.getTagType)
		r.Put("/{name}", h.updateTagType)
		r.Delete("/{name}", h.deleteTagType)
	})
	r.Route("/tags", func(r chi.Router) {
		r.Get("/", h.listTags)
		r.Post("/", h.createTag)
		r.Get("/{type}", h.listTags)
		r.Get("/{type}/{value}", h.getTag)
		r.Delete("/{type}/{value}", h.deleteTag)
	})
	h.contextRoutes(r)
	h.segmentRoutes(r)
	h.strategyDefinitionRoutes(r)
}

func (h *handlers) listTagTypes(w http.ResponseWriter, r *http.Request) {
	ts, err := h.q.TagTypes(r.Context())
	if serve(w, r, err) {
		writeJSON(w, http.StatusOK, map[string]any{"version": 1, "tagTypes": mapAll(ts, toTagType)})
	}
}

func (h *handlers) getTagType(w http.ResponseWriter, r *http.Request) {
	t, err := h.q.TagType(r.Context(), pathParam(r, "name"))
	if serve(w, r, err) {
		writeJSON(w, http.StatusOK, toTagType(t))
	}
}

func (h *handlers) createTagType(w http.ResponseWriter, r *http.Request) {
	var in model.CreateTagTypeInput
	if !serve(w, r, decode(r, &in)) {
		return
	}
	t, err := h.m.CreateTagType(r.Context(), in)
	if serve(w, r, err) {
		created(w, "/api/admin/tag-types/"+url.PathEscape(t.ID), toTagType(t))
	}
}

func (h *handlers) validateTagType(w http.ResponseWriter, r *http.Request) {
	var in model.CreateTagTypeInput
	if !serve(w, r, decode(r, &in)) {
		return
	}
	_, err := h.q.ValidateTagType(r.Context(), in)
	if !serve(w, r, err) {
		return
	}
	out := tagTypeJSON{Name: in.Name, Icon: in.Icon.Value()}
	if d := in.Description.Value(); d != nil {
		out.Description = *d
	}
	writeJSON(w, http.StatusOK, map[string]any{"valid": true, "tagType": out})
}

func (h *handlers) updateTagType(w http.ResponseWriter, r *http.Request) {
	var in model.UpdateTagTypeInput
	if !serve(w, r, decode(r, &in)) {
		return
	}
	t, err := h.m.UpdateTagType(r.Context(), pathParam(r, "name"), in)
	if serve(w, r, err) {
		writeJSON(w, http.StatusOK, toTagType(t))
	}
}

func (h *handlers) deleteTagType(w http.ResponseWriter, r *http.Request) {
	_, err := h.m.DeleteTagType(r.Context(), pathParam(r, "name"))
	if serve(w, r, err) {
		w.WriteHeader(http.StatusOK)
	}
}

// listTags serves every tag, or those of the path's tag type.
func (h *handlers) listTags(w http.ResponseWriter, r *http.Request) {
	var typ *string
	if t := pathParam(r, "type"); t != "" {
		typ = &t
	}
	ts, err := h.q.Tags(r.Context(), typ)
	if serve(w, r, err) {
		writeJSON(w, http.StatusOK, map[string]any{"version": 1, "tags": mapAll(ts, toTag)})
	}
}

func (h *handlers) getTag(w http.ResponseWriter, r *http.Request) {
	t, err := h.q.Tag(r.Context(), pathParam(r, "type"), pathParam(r, "value"))
	if serve(w, r, err) {
		writeJSON(w, http.StatusOK, map[string]any{"version": 1, "tag": toTag(t)})
	}
}

func (h *handlers) createTag(w http.ResponseWriter, r *http.Request) {
	var in model.TagInput
	if !serve(w, r, decode(r, &in)) {
		return
	}
	t, err := h.m.CreateTag(r.Context(), in)
	if serve(w, r, err) {
		created(w, "/api/admin/tags/"+url.PathEscape(t.TypeID)+"/"+url.PathEscape(t.Value),
			map[string]any{"version": 1, "tag": toTag(t)})
	}
}

func (h *handlers) deleteTag(w http.ResponseWriter, r *http.Request) {
	_, err := h.m.DeleteTag(r.Context(), pathParam(r, "type"), pathParam(r, "value"))
	if serve(w, r, err) {
		w.WriteHeader(http.StatusOK)
	}
}
