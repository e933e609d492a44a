package rest

import (
	"context"
	"net/http"

	"github.com/go-chi/chi/v5"

	"flagstone/ent"
	"flagstone/graph/loader"
	"flagstone/graph/model"
)

// flagRoutes mounts the flag domain: projects, environments, features, strategies,
// variants, archive, tags, context fields, segments and strategy definitions.
func (h *handlers) flagRoutes(r chi.Router) {
	r.Route("/projects", func(r chi.Router) {
		r.Get("/", h.listProjects)
		r.Post("/", h.createProject)
		r.Route("/{projectId}", func(r chi.Router) {
			r.Get("/", h.getProject)
			r.Put("/", h.updateProject)
			r.Delete("/", h.deleteProject)
			r.Post("/environments", h.addProjectEnvironment)
			r.Delete("/environments/{environment}", h.removeProjectEnvironment)
			r.Post("/stale", h.markStale)
			r.Post("/archive", h.batchFeatures(http.StatusAccepted, h.m.ArchiveFeatures))
			r.Post("/revive", h.batchFeatures(http.StatusOK, h.m.ReviveFeatures))
			r.Post("/delete", h.batchFeatures(http.StatusOK, h.m.DeleteArchivedFeatures))
			r.Route("/features", h.projectFeatureRoutes)
		})
	})
	r.Get("/environments", h.listEnvironments)
	r.Post("/environments", h.createEnvironment)
	r.Post("/environments/{name}/on", h.toggleEnvironment(true))
	r.Post("/environments/{name}/off", h.toggleEnvironment(false))
	r.Route("/archive", func(r chi.Router) {
		r.Get("/features", h.listArchived)
		r.Get("/features/{projectId}", h.listArchived)
		r.Post("/revive/{featureName}", h.reviveFeature)
		r.Delete("/{featureName}", h.deleteArchived)
	})
}

// projectFeatureRoutes serves /projects/{projectId}/features. The resolver of every route
// below a feature first checks that the feature belongs to the project (404), before any
// permission: graph's requireFeatureAccess, the one check of both faces.
func (h *handlers) projectFeatureRoutes(r chi.Router) {
	r.With(h.lists.Middleware).Get("/", h.listFeatures)
	r.Post("/", h.createFeature)
	r.Route("/{featureName}", func(r chi.Router) {
		r.With(h.lists.Middleware).Get("/", h.getFeature)
		r.Put("/", h.updateFeature)
		r.Delete("/", h.archiveFeature)
		r.Route("/environments/{environment}", func(r chi.Router) {
			r.Post("/on", h.toggleFeature(true))
			r.Post("/off", h.toggleFeature(false))
			h.strategyRoutes(r)
		})
	})
}

func (h *handlers) loaders(ctx context.Context) *loader.Loaders {
	return loader.For(ctx)
}

func (h *handlers) toProjects(ctx context.Context, ps []*ent.Project) ([]projectJSON, error) {
	ids := make([]string, len(ps))
	for i, p := range ps {
		ids[i] = p.ID
	}
	l := h.loaders(ctx)
	envs, err := l.EnvironmentsByProject.LoadAll(ctx, ids)
	if err != nil {
		return nil, err
	}
	features, err := l.FeaturesByProject.LoadAll(ctx, ids)
	if err != nil {
		return nil, err
	}
	favorites, err := l.FavoriteProject.LoadAll(ctx, ids)
	if err != nil {
		return nil, err
	}
	out := make([]projectJSON, len(ps))
	for i, p := range ps {
		names := make([]string, len(envs[i]))
		for j, pe := range envs[i] {
			names[j] = pe.EnvironmentID
		}
		out[i] = projectJSON{ID: p.ID, Name: p.Name, Description: p.Description, CreatedAt: wireTime(p.CreatedAt),
			UpdatedAt: wireTime(p.UpdatedAt), FeatureCount: len(features[i]), Environments: names, Mode: "open",
			Favorite: favorites[i] != nil}
	}
	return out, nil
}

// writeProject answers with one project.
func (h *handlers) writeProject(w http.ResponseWriter, r *http.Request, status int, p *ent.Project, err error) {
	if !serve(w, r, err) {
		return
	}
	out, err := h.toProjects(r.Context(), []*ent.Project{p})
	if !serve(w, r, err) {
		return
	}
	if status == http.StatusCreated {
		created(w, "/api/admin/projects/"+p.ID, out[0])
		return
	}
	writeJSON(w, status, out[0])
}

func (h *handlers) listProjects(w http.ResponseWriter, r *http.Request) {
	ps, err := h.q.Projects(r.Context())
	if !serve(w, r, err) {
		return
	}
	out, err := h.toProjects(r.Context(), ps)
	if serve(w, r, err) {
		writeJSON(w, http.StatusOK, map[string]any{"version": 1, "projects": out})
	}
}

func (h *handlers) getProject(w http.ResponseWriter, r *http.Request) {
	p, err := h.q.Project(r.Context(), pathParam(r, "projectId"))
	h.writeProject(w, r, http.StatusOK, p, err)
}

func (h *handlers) createProject(w http.ResponseWriter, r *http.Request) {
	var in model.CreateProjectInput
	if !serve(w, r, decode(r, &in)) {
		return
	}
	p, err := h.m.CreateProject(r.Context(), in)
	h.writeProject(w, r, http.StatusCreated, p, err)
}

func (h *handlers) updateProject(w http.ResponseWriter, r *http.Request) {
	var in model.UpdateProjectInput
	if !serve(w, r, decode(r, &in)) {
		return
	}
	p, err := h.m.UpdateProject(r.Context(), pathParam(r, "projectId"), in)
	h.writeProject(w, r, http.StatusOK, p, err)
}

func (h *handlers) deleteProject(w http.ResponseWriter, r *http.Request) {
	_, err := h.m.DeleteProject(r.Context(), pathParam(r, "projectId"))
	if serve(w, r, err) {
		w.WriteHeader(http.StatusOK)
	}
}

// projectEnvironmentBody is the reference's projectEnvironmentSchema.
type projectEnvironmentBody struct {
	Environment string `json:"environment"`
}

func (h *handlers) addProjectEnvironment(w http.ResponseWriter, r *http.Request) {
	var in projectEnvironmentBody
	if !serve(w, r, decode(r, &in)) {
		return
	}
	if in.Environment == "" {
		serve(w, r, validation("environment is required"))
		return
	}
	_, err := h.m.AddProjectEnvironment(r.Context(), pathParam(r, "projectId"), in.Environment)
	if serve(w, r, err) {
		w.WriteHeader(http.StatusOK)
	}
}

func (h *handlers) removeProjectEnvironment(w http.ResponseWriter, r *http.Request) {
	_, err := h.m.RemoveProjectEnvironment(r.Context(), pathParam(r, "projectId"), pathParam(r, "environment"))
	if serve(w, r, err) {
		w.WriteHeader(http.StatusOK)
	}
}

func (h *handlers) listEnvironments(w http.ResponseWriter, r *http.Request) {
	es, err := h.q.Environments(r.Context())
	if !serve(w, r, err) {
		return
	}
	out := make([]environmentJSON, len(es))
	for i, e := range es {
		out[i] = toEnvironment(e)
	}
	writeJSON(w, http.StatusOK, map[string]any{"version": 1, "environments": out})
}

// toggleEnvironment turns an environment on or off for the instance; 204, as the reference answers.
func (h *handlers) toggleEnvironment(enabled bool) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		_, err := h.m.SetEnvironmentEnabled(r.Context(), pathParam(r, "name"), enabled)
		if serve(w, r, err) {
			w.WriteHeader(http.StatusNoContent)
		}
	}
}

func (h *handlers) createEnvironment(w http.ResponseWriter, r *http.Request) {
	var in model.CreateEnvironmentInput
	if !serve(w, r, decode(r, &in)) {
		return
	}
	e, err := h.m.CreateEnvironment(r.Context(), in)
	if serve(w, r, err) {
		created(w, "/api/admin/environments/"+e.ID, toEnvironment(e))
	}
}
