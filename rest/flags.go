package rest

import (
	"context"
	"flagstone/rest/reply"
	"net/http"

	"flagstone/ent"
	"flagstone/ent/schematype"
	"flagstone/graph"
	"flagstone/graph/loader"
	"flagstone/graph/model"
)

// flagsHandlers serves the flags area (graph/domain/flags): projects, environments, features and
// their tags, strategies, variants, dependencies and favorites, the archive, feature types,
// the search and the playground. The resolver of every route below a feature first checks that
// the feature belongs to the path's project (404), before any permission: graph's
// requireFeatureAccess, the one check of both faces.
type flagsHandlers struct{ *handlers }

// strategyBody documents the body that adds or replaces a strategy.
var strategyBody = in("name!", "title", "disabled:boolean", "sortOrder:integer", "constraints:array", "parameters:object", "segments:array", "variants:array")

// routes is the flags area's table: every route of the area, served and documented from here.
func (h *flagsHandlers) routes(s *schemaSet) []route {
	featureType := typ[featureTypeJSON](s)
	project := typ[projectJSON](s)
	env := typ[environmentJSON](s)
	feature := typ[featureJSON](s)
	strategy := typ[strategyJSON](s)
	variant := typ[schematype.Variant](s)
	tag := typ[tagJSON](s)
	features := obj("version", prim("integer"), "features", arr(feature))
	projectFeatures := obj("version", prim("integer"), "features", arr(typ[projectFeatureJSON](s)))
	featureBody := in("name!", "description", "type", "impressionData:boolean")
	return []route{
		{method: "GET", path: adminPath + "/feature-types", handler: h.listFeatureTypes, tag: "Feature Types", summary: "All feature types and their lifetimes", status: 200, resp: obj("version", prim("integer"), "types", arr(featureType))},
		{method: "PUT", path: adminPath + "/feature-types/{id}/lifetimes", handler: h.updateFeatureTypeLifetime, tag: "Feature Types", summary: "Set a feature type's lifetime (null or 0: never stale)", body: in("lifetimeDays!:integer"), status: 200, resp: featureType},
		{method: "PUT", path: adminPath + "/feature-types/{id}/lifetime", handler: h.updateFeatureTypeLifetime, tag: "Feature Types", summary: "Set a feature type's lifetime, at the reference's path", body: in("lifetimeDays!:integer"), status: 200, resp: featureType},
		{method: "GET", path: adminPath + "/search/features", handler: h.searchFeatures, with: with(h.lists.Middleware), tag: "Search", summary: "Search features: one page of matches and their total",
			query: []string{"query", "project", "tag", "type", "state", "favoritesFirst", "archived", "sortBy", "sortOrder", "offset", "limit"}, status: 200,
			resp: obj("features", arr(typ[searchFeatureJSON](s)), "total", prim("integer"))},
		{method: "GET", path: adminPath + "/projects", handler: h.listProjects, tag: "Projects", summary: "List projects", status: 200, resp: obj("version", prim("integer"), "projects", arr(project))},
		{method: "POST", path: adminPath + "/projects", handler: h.createProject, tag: "Projects", summary: "Create a project", body: in("id!", "name!", "description", "mode", "defaultStickiness"), status: 201, resp: project},
		{method: "GET", path: projectPath, handler: h.getProject, tag: "Projects", summary: "Get a project", status: 200, resp: project},
		{method: "PUT", path: projectPath, handler: h.updateProject, tag: "Projects", summary: "Update a project", body: in("name", "description", "mode", "defaultStickiness"), status: 200, resp: project},
		{method: "DELETE", path: projectPath, handler: h.deleteProject, tag: "Projects", summary: "Delete a project without features", status: 200},
		{method: "POST", path: projectPath + "/environments", handler: h.addProjectEnvironment, tag: "Projects", summary: "Enable an environment in a project", body: in("environment!"), status: 200},
		{method: "DELETE", path: projectPath + "/environments/{environment}", handler: h.removeProjectEnvironment, tag: "Projects", summary: "Disable an environment in a project", status: 200},
		{method: "POST", path: projectPath + "/stale", handler: h.markStale, tag: "Features", summary: "Mark features stale or not", body: in("features!:array", "stale!:boolean"), status: 202},
		{method: "POST", path: projectPath + "/archive", handler: h.batchFeatures(http.StatusAccepted, graph.MutationResolver.ArchiveFeatures), tag: "Features", summary: "Archive features of a project (all or none)", body: in("features!:array"), status: 202},
		{method: "POST", path: projectPath + "/revive", handler: h.batchFeatures(http.StatusOK, graph.MutationResolver.ReviveFeatures), tag: "Archive", summary: "Revive archived features of a project (all or none)", body: in("features!:array"), status: 200},
		{method: "POST", path: projectPath + "/delete", handler: h.batchFeatures(http.StatusOK, graph.MutationResolver.DeleteArchivedFeatures), tag: "Archive", summary: "Delete archived features of a project (all or none)", body: in("features!:array"), status: 200},
		{method: "PUT", path: projectPath + "/tags", handler: h.tagFeatures, tag: "Tags", summary: "Add and remove tags on several features", body: in("features!:array", "tags!:object"), status: 200},
		{method: "GET", path: projectPath + "/dependencies", handler: h.projectUsesDependencies, tag: "Dependencies", summary: "Whether any feature of the project has a dependency", status: 200, resp: prim("boolean")},
		{method: "POST", path: projectPath + "/favorites", handler: h.favoriteProject(true), tag: "Favorites", summary: "Favorite a project", status: 200},
		{method: "DELETE", path: projectPath + "/favorites", handler: h.favoriteProject(false), tag: "Favorites", summary: "Unfavorite a project", status: 200},
		{method: "GET", path: projectPath + "/features", handler: h.listFeatures, with: with(h.lists.Middleware), tag: "Features", summary: "List a project's features (projectFeaturesSchema: no strategies)", status: 200, resp: projectFeatures},
		{method: "POST", path: projectPath + "/features", handler: h.createFeature, tag: "Features", summary: "Create a feature", body: featureBody, status: 200, resp: feature},
		{method: "GET", path: featurePath, handler: h.getFeature, with: with(h.lists.Middleware), tag: "Features", summary: "Get a feature with its environments", status: 200, resp: feature},
		{method: "PUT", path: featurePath, handler: h.updateFeature, tag: "Features", summary: "Update a feature", body: in("description", "type", "stale:boolean", "impressionData:boolean"), status: 200, resp: feature},
		{method: "DELETE", path: featurePath, handler: h.archiveFeature, tag: "Features", summary: "Archive a feature", status: 202},
		{method: "POST", path: featureEnvironmentPath + "/on", handler: h.toggleFeature(true), tag: "Features", summary: "Turn a feature on in an environment", status: 200, resp: feature},
		{method: "POST", path: featureEnvironmentPath + "/off", handler: h.toggleFeature(false), tag: "Features", summary: "Turn a feature off in an environment", status: 200, resp: feature},
		{method: "GET", path: featureEnvironmentPath + "/strategies", handler: h.listStrategies, tag: "Strategies", summary: "List a feature's strategies in an environment", status: 200, resp: arr(strategy)},
		{method: "POST", path: featureEnvironmentPath + "/strategies", handler: h.addStrategy, tag: "Strategies", summary: "Add a strategy", body: strategyBody, status: 200, resp: strategy},
		{method: "POST", path: featureEnvironmentPath + "/strategies/set-sort-order", handler: h.setStrategySortOrder, tag: "Strategies", summary: "Reorder strategies", body: map[string]any{"type": "array", "items": in("id!", "sortOrder!:integer")}, status: 200},
		{method: "GET", path: featureEnvironmentPath + "/strategies/{strategyId}", handler: h.getStrategy, tag: "Strategies", summary: "Get a strategy", status: 200, resp: strategy},
		{method: "PUT", path: featureEnvironmentPath + "/strategies/{strategyId}", handler: h.updateStrategy, tag: "Strategies", summary: "Replace a strategy", body: strategyBody, status: 200, resp: strategy},
		{method: "DELETE", path: featureEnvironmentPath + "/strategies/{strategyId}", handler: h.deleteStrategy, tag: "Strategies", summary: "Delete a strategy", status: 200},
		{method: "GET", path: featureEnvironmentPath + "/variants", handler: h.getVariants, tag: "Variants", summary: "A feature's variants in an environment", status: 200, resp: obj("version", prim("integer"), "variants", arr(variant))},
		{method: "PUT", path: featureEnvironmentPath + "/variants", handler: h.setVariants, tag: "Variants", summary: "Replace a feature's variants in an environment", body: map[string]any{"type": "array", "items": in("name!", "weight:integer", "weightType", "stickiness", "payload:object", "overrides:array")}, status: 200, resp: obj("version", prim("integer"), "variants", arr(variant))},
		{method: "POST", path: featurePath + "/dependencies", handler: h.addDependency, tag: "Dependencies", summary: "Make a feature depend on a parent", body: in("feature!", "enabled:boolean", "variants:array"), status: 200},
		{method: "DELETE", path: featurePath + "/dependencies", handler: h.deleteDependencies, tag: "Dependencies", summary: "Remove all of a feature's dependencies", status: 200},
		{method: "DELETE", path: featurePath + "/dependencies/{parent}", handler: h.deleteDependency, tag: "Dependencies", summary: "Remove one dependency", status: 200},
		{method: "POST", path: featurePath + "/favorites", handler: h.favoriteFeature(true), tag: "Favorites", summary: "Favorite a feature", status: 200},
		{method: "DELETE", path: featurePath + "/favorites", handler: h.favoriteFeature(false), tag: "Favorites", summary: "Unfavorite a feature", status: 200},
		{method: "GET", path: adminPath + "/environments", handler: h.listEnvironments, tag: "Environments", summary: "List environments", status: 200, resp: obj("version", prim("integer"), "environments", arr(env))},
		{method: "POST", path: adminPath + "/environments", handler: h.createEnvironment, tag: "Environments", summary: "Create an environment", body: in("name!", "type!", "sortOrder:integer"), status: 201, resp: env},
		{method: "POST", path: adminPath + "/environments/{name}/on", handler: h.toggleEnvironment(true), tag: "Environments", summary: "Turn an environment on for the whole instance", status: 204},
		{method: "POST", path: adminPath + "/environments/{name}/off", handler: h.toggleEnvironment(false), tag: "Environments", summary: "Turn an environment off for the whole instance", status: 204},
		{method: "GET", path: adminPath + "/features", handler: h.listAllFeatures, tag: "Features", summary: "The features of every project (not archived)", status: 200, resp: features},
		{method: "GET", path: adminPath + "/features/{featureName}/tags", handler: h.listFeatureTags, tag: "Tags", summary: "A feature's tags", status: 200, resp: obj("version", prim("integer"), "tags", arr(tag))},
		{method: "POST", path: adminPath + "/features/{featureName}/tags", handler: h.addFeatureTag, tag: "Tags", summary: "Tag a feature (creating the tag when new)", body: in("type", "value!"), status: 201, resp: tag},
		{method: "PUT", path: adminPath + "/features/{featureName}/tags", handler: h.updateFeatureTags, tag: "Tags", summary: "Add and remove a feature's tags", body: in("addedTags:array", "removedTags:array"), status: 200, resp: obj("version", prim("integer"), "tags", arr(tag))},
		{method: "DELETE", path: adminPath + "/features/{featureName}/tags/{type}/{value}", handler: h.removeFeatureTag, tag: "Tags", summary: "Untag a feature", status: 200},
		{method: "GET", path: adminPath + "/archive/features", handler: h.listArchived, tag: "Archive", summary: "List archived features", status: 200, resp: features},
		{method: "GET", path: adminPath + "/archive/features/{projectId}", handler: h.listArchived, tag: "Archive", summary: "List a project's archived features", status: 200, resp: features},
		{method: "POST", path: adminPath + "/archive/revive/{featureName}", handler: h.reviveFeature, tag: "Archive", summary: "Revive an archived feature", status: 200},
		{method: "DELETE", path: adminPath + "/archive/{featureName}", handler: h.deleteArchived, tag: "Archive", summary: "Delete an archived feature", status: 200},
		// JSON Patch (RFC 6902) of a feature, a strategy and an environment's variants: the PUT of the patched document.
		{method: "PATCH", path: featurePath, handler: h.patchFeature, tag: "Features", summary: "Change a feature with a JSON Patch of its metadata", body: arr(patchOpBody), status: 200, resp: feature},
		{method: "PATCH", path: featureEnvironmentPath + "/strategies/{strategyId}", handler: h.patchStrategy, tag: "Strategies", summary: "Change a strategy with a JSON Patch", body: arr(patchOpBody), status: 200, resp: strategy},
		{method: "PATCH", path: featureEnvironmentPath + "/variants", handler: h.patchVariants, tag: "Variants", summary: "Change a feature's variants in an environment with a JSON Patch", body: arr(patchOpBody), status: 200, resp: obj("version", prim("integer"), "variants", arr(variant))},
		{method: "GET", path: adminPath + "/environments/{name}", handler: h.getEnvironment, tag: "Environments", summary: "Get an environment", status: 200, resp: env},
		{method: "GET", path: adminPath + "/environments/project/{projectId}", handler: h.projectEnvironments, tag: "Environments", summary: "Every environment, each saying whether the project uses it (visible)", status: 200,
			resp: obj("version", prim("integer"), "environments", arr(typ[projectEnvironmentJSON](s)))},
		{method: "PUT", path: adminPath + "/environments/sort-order", handler: h.setEnvironmentSortOrder, tag: "Environments", summary: "Move the named environments to new positions (ADMIN)", body: map[string]any{"type": "object", "additionalProperties": prim("integer")}, status: 200},
		{method: "POST", path: adminPath + "/playground", handler: h.playground, tag: "Playground", summary: "Evaluate the flags of an environment for a context, and say why", body: in("environment!", "projects", "context!:object"), status: 200,
			resp: obj("input", anyObject, "features", arr(anyObject))},
		{method: "POST", path: adminPath + "/playground/advanced", handler: h.advancedPlayground, tag: "Playground", summary: "Evaluate the flags of several environments for every combination of the context's values (a value with commas is a list), and say why", body: in("environments!:array", "projects", "context!:object"), status: 200,
			resp: obj("input", anyObject, "features", arr(anyObject), "warnings", anyObject)},
	}
}

func (h *handlers) loaders(ctx context.Context) *loader.Loaders {
	return loader.For(ctx)
}

func (h *flagsHandlers) toProjects(ctx context.Context, ps []*ent.Project) ([]projectJSON, error) {
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
func (h *flagsHandlers) writeProject(w http.ResponseWriter, r *http.Request, status int, p *ent.Project, err error) {
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
	reply.JSON(w, status, out[0])
}

func (h *flagsHandlers) listProjects(w http.ResponseWriter, r *http.Request) {
	ps, err := h.q.Projects(r.Context())
	if !serve(w, r, err) {
		return
	}
	out, err := h.toProjects(r.Context(), ps)
	if serve(w, r, err) {
		reply.JSON(w, http.StatusOK, map[string]any{"version": 1, "projects": out})
	}
}

func (h *flagsHandlers) getProject(w http.ResponseWriter, r *http.Request) {
	p, err := h.q.Project(r.Context(), pathParam(r, "projectId"))
	h.writeProject(w, r, http.StatusOK, p, err)
}

func (h *flagsHandlers) createProject(w http.ResponseWriter, r *http.Request) {
	var in model.CreateProjectInput
	if !serve(w, r, decode(r, &in)) {
		return
	}
	p, err := h.m.CreateProject(r.Context(), in)
	h.writeProject(w, r, http.StatusCreated, p, err)
}

func (h *flagsHandlers) updateProject(w http.ResponseWriter, r *http.Request) {
	var in model.UpdateProjectInput
	if !serve(w, r, decode(r, &in)) {
		return
	}
	p, err := h.m.UpdateProject(r.Context(), pathParam(r, "projectId"), in)
	h.writeProject(w, r, http.StatusOK, p, err)
}

func (h *flagsHandlers) deleteProject(w http.ResponseWriter, r *http.Request) {
	_, err := h.m.DeleteProject(r.Context(), pathParam(r, "projectId"))
	if serve(w, r, err) {
		w.WriteHeader(http.StatusOK)
	}
}

// projectEnvironmentBody is the reference's projectEnvironmentSchema.
type projectEnvironmentBody struct {
	Environment string `json:"environment"`
}

func (h *flagsHandlers) addProjectEnvironment(w http.ResponseWriter, r *http.Request) {
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

func (h *flagsHandlers) removeProjectEnvironment(w http.ResponseWriter, r *http.Request) {
	_, err := h.m.RemoveProjectEnvironment(r.Context(), pathParam(r, "projectId"), pathParam(r, "environment"))
	if serve(w, r, err) {
		w.WriteHeader(http.StatusOK)
	}
}

func (h *flagsHandlers) listEnvironments(w http.ResponseWriter, r *http.Request) {
	es, err := h.q.Environments(r.Context())
	if !serve(w, r, err) {
		return
	}
	out := make([]environmentJSON, len(es))
	for i, e := range es {
		out[i] = toEnvironment(e)
	}
	reply.JSON(w, http.StatusOK, map[string]any{"version": 1, "environments": out})
}

// toggleEnvironment turns an environment on or off for the instance; 204, as the reference answers.
func (h *flagsHandlers) toggleEnvironment(enabled bool) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		_, err := h.m.SetEnvironmentEnabled(r.Context(), pathParam(r, "name"), enabled)
		if serve(w, r, err) {
			w.WriteHeader(http.StatusNoContent)
		}
	}
}

func (h *flagsHandlers) createEnvironment(w http.ResponseWriter, r *http.Request) {
	var in model.CreateEnvironmentInput
	if !serve(w, r, decode(r, &in)) {
		return
	}
	e, err := h.m.CreateEnvironment(r.Context(), in)
	if serve(w, r, err) {
		created(w, "/api/admin/environments/"+e.ID, toEnvironment(e))
	}
}
