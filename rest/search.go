package rest

import (
	"flagstone/rest/reply"
	"net/http"
	"strconv"

	"flagstone/ent"
	"flagstone/graph/apperr"
	"flagstone/graph/domain/flags"
)

// searchFeatureJSON is the reference's featureSearchResponseSchema, as far as this
// service keeps the data (no creator, segments or release plans per feature).
type searchFeatureJSON struct {
	Name           string                  `json:"name"`
	Type           string                  `json:"type"`
	Description    *string                 `json:"description"`
	DependencyType *string                 `json:"dependencyType"`
	Project        string                  `json:"project"`
	Stale          bool                    `json:"stale"`
	Favorite       bool                    `json:"favorite"`
	ImpressionData bool                    `json:"impressionData"`
	CreatedAt      wireTime                `json:"createdAt"`
	ArchivedAt     *wireTime               `json:"archivedAt"`
	Environments   []projectFeatureEnvJSON `json:"environments"`
	Segments       []string                `json:"segments"`
	Tags           []tagJSON               `json:"tags"`
	Lifecycle      map[string]any          `json:"lifecycle"`
}

// searchFeatures answers GET /api/admin/search/features with one page of matches and
// their total (the reference's searchFeaturesSchema).
func (h *flagsHandlers) searchFeatures(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	in := flags.FeatureSearch{Query: q.Get("query"), Project: q.Get("project"), Tag: q.Get("tag"), Type: q.Get("type"),
		State: q.Get("state"), FavoritesFirst: q.Get("favoritesFirst") == "true", SortBy: q.Get("sortBy"), SortOrder: q.Get("sortOrder")}
	for _, p := range []struct {
		name string
		to   *int
	}{{"offset", &in.Offset}, {"limit", &in.Limit}} {
		if v := q.Get(p.name); v != "" {
			n, err := strconv.Atoi(v)
			if err != nil {
				serve(w, r, apperr.Validation("%s must be a number", p.name))
				return
			}
			*p.to = n
		}
	}
	switch q.Get("archived") {
	case "", "IS:false":
	case "IS:true":
		in.Archived = true
	default:
		serve(w, r, apperr.Validation("archived must be IS:true or IS:false"))
		return
	}
	page, err := h.res.SearchFeatures(r.Context(), in)
	if !serve(w, r, err) {
		return
	}
	rel, err := loadFeatureRelations(r.Context(), h.loaders(r.Context()), page.Features, searchRelations)
	if !serve(w, r, err) {
		return
	}
	out := make([]searchFeatureJSON, len(page.Features))
	for i, f := range page.Features {
		out[i] = rel.searchFeature(i, f)
	}
	reply.JSON(w, http.StatusOK, map[string]any{"features": out, "total": page.Total})
}

func (rel *featureRelations) searchFeature(i int, f *ent.Feature) searchFeatureJSON {
	pf := rel.projectFeature(i, f)
	out := searchFeatureJSON{Name: pf.Name, Type: pf.Type, Description: pf.Description, Project: f.ProjectID,
		Stale: pf.Stale, Favorite: pf.Favorite, ImpressionData: pf.ImpressionData, CreatedAt: pf.CreatedAt,
		ArchivedAt: wireTimePtr(f.ArchivedAt), Environments: pf.Environments, Segments: []string{}, Tags: pf.Tags,
		Lifecycle: map[string]any{"stage": f.LifecycleStage, "enteredStageAt": wireTime(f.LifecycleEnteredAt)}}
	var dep string
	switch {
	case len(rel.deps[i]) > 0:
		dep = "child"
	case len(rel.children[i]) > 0:
		dep = "parent"
	}
	if dep != "" {
		out.DependencyType = &dep
	}
	return out
}
