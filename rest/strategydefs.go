package rest

import (
	"flagstone/rest/reply"
	"net/http"
	"net/url"

	"flagstone/graph/model"
)

func (h *catalogHandlers) listStrategyDefs(w http.ResponseWriter, r *http.Request) {
	ds, err := h.q.StrategyDefinitions(r.Context())
	if !serve(w, r, err) {
		return
	}
	out := make([]strategyDefJSON, len(ds))
	for i, d := range ds {
		out[i] = h.toStrategyDef(r.Context(), d)
	}
	reply.JSON(w, http.StatusOK, map[string]any{"version": 1, "strategies": out})
}

func (h *catalogHandlers) getStrategyDef(w http.ResponseWriter, r *http.Request) {
	d, err := h.q.StrategyDefinition(r.Context(), pathParam(r, "name"))
	if serve(w, r, err) {
		reply.JSON(w, http.StatusOK, h.toStrategyDef(r.Context(), d))
	}
}

func (h *catalogHandlers) createStrategyDef(w http.ResponseWriter, r *http.Request) {
	var in model.CreateStrategyDefinitionInput
	if !serve(w, r, decode(r, &in)) {
		return
	}
	d, err := h.m.CreateStrategyDefinition(r.Context(), in)
	if serve(w, r, err) {
		created(w, "/api/admin/strategies/"+url.PathEscape(d.Name), h.toStrategyDef(r.Context(), d))
	}
}

func (h *catalogHandlers) updateStrategyDef(w http.ResponseWriter, r *http.Request) {
	var in model.UpdateStrategyDefinitionInput
	if !serve(w, r, decode(r, &in)) {
		return
	}
	d, err := h.m.UpdateStrategyDefinition(r.Context(), pathParam(r, "name"), in)
	if serve(w, r, err) {
		reply.JSON(w, http.StatusOK, h.toStrategyDef(r.Context(), d))
	}
}

func (h *catalogHandlers) deleteStrategyDef(w http.ResponseWriter, r *http.Request) {
	_, err := h.m.DeleteStrategyDefinition(r.Context(), pathParam(r, "name"))
	if serve(w, r, err) {
		w.WriteHeader(http.StatusOK)
	}
}

// deprecateStrategyDef deprecates (on) or reactivates the path's strategy.
func (h *catalogHandlers) deprecateStrategyDef(on bool) http.HandlerFunc {
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
