package rest

import (
	"flagstone/rest/reply"
	"net/http"

	"flagstone/graph/model"
)

func (h *flagsHandlers) addDependency(w http.ResponseWriter, r *http.Request) {
	var in model.DependencyInput
	if !serve(w, r, decode(r, &in)) {
		return
	}
	_, err := h.m.AddDependency(r.Context(), pathParam(r, "projectId"), pathParam(r, "featureName"), in)
	if serve(w, r, err) {
		w.WriteHeader(http.StatusOK)
	}
}

func (h *flagsHandlers) deleteDependency(w http.ResponseWriter, r *http.Request) {
	_, err := h.m.DeleteDependency(r.Context(), pathParam(r, "projectId"), pathParam(r, "featureName"), pathParam(r, "parent"))
	if serve(w, r, err) {
		w.WriteHeader(http.StatusOK)
	}
}

func (h *flagsHandlers) deleteDependencies(w http.ResponseWriter, r *http.Request) {
	_, err := h.m.DeleteDependencies(r.Context(), pathParam(r, "projectId"), pathParam(r, "featureName"))
	if serve(w, r, err) {
		w.WriteHeader(http.StatusOK)
	}
}

func (h *flagsHandlers) projectUsesDependencies(w http.ResponseWriter, r *http.Request) {
	uses, err := h.q.ProjectUsesDependencies(r.Context(), pathParam(r, "projectId"))
	if serve(w, r, err) {
		reply.JSON(w, http.StatusOK, uses)
	}
}

// favoriteFeature adds (on) or removes the path's feature from the caller's favorites.
func (h *flagsHandlers) favoriteFeature(on bool) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		project, name := pathParam(r, "projectId"), pathParam(r, "featureName")
		var err error
		if on {
			_, err = h.m.FavoriteFeature(r.Context(), project, name)
		} else {
			_, err = h.m.UnfavoriteFeature(r.Context(), project, name)
		}
		if serve(w, r, err) {
			w.WriteHeader(http.StatusOK)
		}
	}
}

// favoriteProject adds (on) or removes the path's project from the caller's favorites.
func (h *flagsHandlers) favoriteProject(on bool) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		var err error
		if on {
			_, err = h.m.FavoriteProject(r.Context(), pathParam(r, "projectId"))
		} else {
			_, err = h.m.UnfavoriteProject(r.Context(), pathParam(r, "projectId"))
		}
		if serve(w, r, err) {
			w.WriteHeader(http.StatusOK)
		}
	}
}
