package rest

import (
	"net/http"
	"net/url"

	"github.com/go-chi/chi/v5"

	"flagstone/graph/model"
)

// strategyDefinitionRoutes serves /strategies, the strategy definitions.
func (h *handlers) strategyDefinitionRoutes(r chi.Router) {
	r.Route("/strategies", func(r chi.Router) {
		r.Get("/", h.listStrategyDefs)
		r.Post("/", h.createStrategyDef)
		r.Get("/{name}", h.getStrategyDef)
		r.Put("/{name}", h.updateStrategyDef)
		r.Delete("/{name}", h.deleteStrategyDef)
		r.Post("/{name}/deprecate", h.deprecateStrategyDef(true))
		r.Post("/{name}/reactivate", h.deprecateStrategyDef(false))
	})
}

func (h *handlers) listStrategyDefs(w http.ResponseWriter, r *http.Request) {
	ds, err := h.q.StrategyDefinitions(r.Context())
	if !serve(w, r, err) {
		return
	}
	out := make([]strategyDefJSON, len(ds))
	for i, d := range ds {
		out[i] = h.toStrategyDef(r.Context(), d)
	}
	writeJSON(w, http.StatusOK, map[string]any{"version": 1, "strategies": out})
}

func (h *handlers) getStrategyDef(w http.ResponseWriter, r *http.Request) {
	d, err := h.q.StrategyDefinition(r.Context(), pathParam(r, "name"))
	if serve(w, r, err) {
		writeJSON(w, http.StatusOK, h.toStrategyDef(r.Context(), d))
	}
}

func (h *handlers) createStrategyDef(w http.ResponseWriter, r *http.Request) {
	var in model.CreateStrategyDefinitionInput
	if !serve(w, r, decode(r, &in)) {
		return
	}
	d, err := h.m.CreateStrategyDefinition(r.Context(), in)
	if serve(w, r, err) {
		created(w, "/api/admin/strategies/"+url.PathEscape(d.Name), h.toStrategyDef(r.Context(), d))
	}
}

func (h *handlers) updateStrategyDef(w http.ResponseWriter, r *http.Request) {
	var in model.UpdateStrategyDefinitionInput
	if !serve(w, r, decode(r, &in)) {
		return
	}
	d, err := h.m.UpdateStrategyDefinition(r.Context(), pathParam(r, "name"), in)
	if serve(w, r, err) {
		writeJSON(w, http.StatusOK, h.toStrategyDef(r.Context(), d))
	}
}

func (h *handlers) deleteStrategyDef(w http.ResponseWriter, r *http.Request) {
	_, err := h.m.DeleteStrategyDefinition(r.Context(), pathParam(r, "name"))
	if serve(w, r, err) {
		w.WriteHeader(http.StatusOK)
	}
}

// deprecateStrategyDef deprecates (on) or reactivates the path's strategy.
func (h *handlers) deprecateStrategyDef(on bool) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		var err error
		if on {
			_, err = h.m.DeprecateStrategyDefinition(r.Context(), pathParam(r, "name"))
		} else {
			_, err = h.m.ReactivateStrategyDefinition(r.Context(), pathParam(r, "name"))
		}
		if serve(w, r, err) {
			w.WriteHeader(http.StatusOK)
		}
	}
}
