package rest

import (
	"bytes"
	"encoding/json"
	"net/http"
	"time"

	"flagstone/graph/apperr"
	"flagstone/graph/model"
	"flagstone/rest/reply"
)

// changesHandlers serve change requests at Unleash Enterprise's paths, so its UI and
// scripts work: the configuration per project environment, the drafts, review and
// application.
type changesHandlers struct{ *handlers }

// The path of a project's change requests and of one of them.
const (
	changeRequestsPath = projectPath + "/change-requests"
	changeRequestPath  = changeRequestsPath + "/{id}"
)

// routes is the change requests area's table.
func (h *changesHandlers) routes(s *schemaSet) []route {
	cr, config := typ[model.ChangeRequest](s), typ[model.ChangeRequestConfig](s)
	list := arr(cr)
	const tag = "Change Requests"
	return []route{
		{method: "GET", path: changeRequestsPath + "/config", handler: h.configs, tag: tag, summary: "Whether each environment of the project uses change requests", status: 200, resp: arr(config)},
		{method: "PUT", path: projectPath + "/environments/{environment}/change-requests/config", handler: h.setConfig, tag: tag, summary: "Turn change requests on or off for a project environment (needs UPDATE_PROJECT)", body: in("changeRequestsEnabled!:boolean", "requiredApprovals:integer"), status: 204},
		{method: "POST", path: projectPath + "/environments/{environment}/change-requests", handler: h.addChanges, tag: tag, summary: "Add a change (or an array of changes) {feature, action, payload} to the caller's draft for the environment", body: in("feature!", "action!", "payload:object"), status: 200, resp: cr},
		{method: "GET", path: changeRequestsPath, handler: h.list(model.ChangeRequestListAll), tag: tag, summary: "The project's change requests, newest first (another's drafts left out)", status: 200, resp: list},
		{method: "GET", path: changeRequestsPath + "/open", handler: h.list(model.ChangeRequestListOpen), tag: tag, summary: "The project's open change requests: the caller's drafts, in review, approved, scheduled", status: 200, resp: list},
		{method: "GET", path: changeRequestsPath + "/pending", handler: h.list(model.ChangeRequestListOpen), tag: tag, summary: "The project's pending change requests (as open)", status: 200, resp: list},
		{method: "GET", path: changeRequestsPath + "/pending/{featureName}", handler: h.list(model.ChangeRequestListOpen), tag: tag, summary: "The project's pending change requests that change a feature", status: 200, resp: list},
		{method: "GET", path: changeRequestsPath + "/scheduled", handler: h.list(model.ChangeRequestListScheduled), tag: tag, summary: "The project's scheduled change requests, optionally those changing a feature or strategy", query: []string{"feature", "strategyId", "variantForFlag"}, status: 200, resp: list},
		{method: "GET", path: changeRequestPath, handler: h.get, tag: tag, summary: "A change request, with the conflicts applying it would meet now", status: 200, resp: cr},
		{method: "DELETE", path: changeRequestPath, handler: h.discardDraft, tag: tag, summary: "Discard a draft (its author)", status: 200},
		{method: "PUT", path: changeRequestPath + "/state", handler: h.setState, tag: tag, summary: "Move a change request: In review, Approved, Rejected, Cancelled, Applied, or Scheduled with scheduledAt", body: in("state!", "scheduledAt", "comment"), status: 200, resp: cr},
		{method: "PUT", path: changeRequestPath + "/title", handler: h.setTitle, tag: tag, summary: "Set a change request's title (its author)", body: in("title!"), status: 200, resp: cr},
		{method: "POST", path: changeRequestPath + "/comments", handler: h.addComment, tag: tag, summary: "Comment on a change request", body: in("text!"), status: 200, resp: cr},
		{method: "DELETE", path: changeRequestPath + "/changes/{changeId}", handler: h.discardChange, tag: tag, summary: "Remove a change from a draft or a request in review (its author)", status: 200, resp: cr},
	}
}

func (h *changesHandlers) configs(w http.ResponseWriter, r *http.Request) {
	cs, err := h.q.ChangeRequestConfig(r.Context(), pathParam(r, "projectId"))
	if serve(w, r, err) {
		reply.JSON(w, http.StatusOK, cs)
	}
}

// changeRequestConfigBody is the body that configures a project environment.
type changeRequestConfigBody struct {
	ChangeRequestsEnabled *bool `json:"changeRequestsEnabled"`
	RequiredApprovals     *int  `json:"requiredApprovals"`
}

func (h *changesHandlers) setConfig(w http.ResponseWriter, r *http.Request) {
	var in changeRequestConfigBody
	if !serve(w, r, decode(r, &in)) {
		return
	}
	if in.ChangeRequestsEnabled == nil {
		serve(w, r, apperr.Validation("changeRequestsEnabled is required"))
		return
	}
	_, err := h.m.SetChangeRequestConfig(r.Context(), pathParam(r, "projectId"), pathParam(r, "environment"), *in.ChangeRequestsEnabled, in.RequiredApprovals)
	if serve(w, r, err) {
		w.WriteHeader(http.StatusNoContent)
	}
}

// addChanges takes one change or an array of them, as Unleash's UI sends either.
func (h *changesHandlers) addChanges(w http.ResponseWriter, r *http.Request) {
	var raw json.RawMessage
	if !serve(w, r, decode(r, &raw)) {
		return
	}
	var changes []*model.ChangeInput
	if t := bytes.TrimSpace(raw); len(t) > 0 && t[0] == '[' {
		if !serve(w, r, decodeBytes(t, &changes)) {
			return
		}
	} else {
		var one model.ChangeInput
		if !serve(w, r, decodeBytes(t, &one)) {
			return
		}
		changes = []*model.ChangeInput{&one}
	}
	cr, err := h.m.AddChanges(r.Context(), pathParam(r, "projectId"), pathParam(r, "environment"), changes)
	if serve(w, r, err) {
		reply.JSON(w, http.StatusOK, cr)
	}
}

// list answers the project's requests of one list; the path's feature, or the query's
// feature, strategyId or variantForFlag, narrow it.
func (h *changesHandlers) list(l model.ChangeRequestList) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		q := r.URL.Query()
		feature := pathParam(r, "featureName")
		if feature == "" {
			feature = q.Get("feature")
		}
		if feature == "" {
			feature = q.Get("variantForFlag")
		}
		crs, err := h.q.ChangeRequests(r.Context(), pathParam(r, "projectId"), &l, &feature, nil)
		if !serve(w, r, err) {
			return
		}
		if id := q.Get("strategyId"); id != "" {
			crs = withStrategy(crs, id)
		}
		reply.JSON(w, http.StatusOK, crs)
	}
}

// withStrategy keeps the requests with a change of strategy id.
func withStrategy(crs []*model.ChangeRequest, id string) []*model.ChangeRequest {
	out := []*model.ChangeRequest{}
	for _, cr := range crs {
		if changesStrategy(cr, id) {
			out = append(out, cr)
		}
	}
	return out
}

func changesStrategy(cr *model.ChangeRequest, id string) bool {
	for _, f := range cr.Features {
		for _, c := range f.Changes {
			var p struct {
				ID string `json:"id"`
			}
			if json.Unmarshal(c.Payload, &p) == nil && p.ID == id {
				return true
			}
		}
	}
	return false
}

func (h *changesHandlers) get(w http.ResponseWriter, r *http.Request) {
	id, err := intParam(r, "id")
	if !serve(w, r, err) {
		return
	}
	cr, err := h.q.ChangeRequest(r.Context(), pathParam(r, "projectId"), id)
	if serve(w, r, err) {
		reply.JSON(w, http.StatusOK, cr)
	}
}

func (h *changesHandlers) discardDraft(w http.ResponseWriter, r *http.Request) {
	id, err := intParam(r, "id")
	if !serve(w, r, err) {
		return
	}
	_, err = h.m.DiscardChangeRequest(r.Context(), pathParam(r, "projectId"), id)
	if serve(w, r, err) {
		w.WriteHeader(http.StatusOK)
	}
}

// changeRequestStateBody is the body that moves a request.
type changeRequestStateBody struct {
	State       string     `json:"state"`
	ScheduledAt *time.Time `json:"scheduledAt"`
	Comment     *string    `json:"comment"`
}

func (h *changesHandlers) setState(w http.ResponseWriter, r *http.Request) {
	id, err := intParam(r, "id")
	if !serve(w, r, err) {
		return
	}
	var in changeRequestStateBody
	if !serve(w, r, decode(r, &in)) {
		return
	}
	cr, err := h.m.SetChangeRequestState(r.Context(), pathParam(r, "projectId"), id, in.State, in.ScheduledAt, in.Comment)
	if serve(w, r, err) {
		reply.JSON(w, http.StatusOK, cr)
	}
}

func (h *changesHandlers) setTitle(w http.ResponseWriter, r *http.Request) {
	id, err := intParam(r, "id")
	if !serve(w, r, err) {
		return
	}
	var in struct {
		Title string `json:"title"`
	}
	if !serve(w, r, decode(r, &in)) {
		return
	}
	cr, err := h.m.SetChangeRequestTitle(r.Context(), pathParam(r, "projectId"), id, in.Title)
	if serve(w, r, err) {
		reply.JSON(w, http.StatusOK, cr)
	}
}

func (h *changesHandlers) addComment(w http.ResponseWriter, r *http.Request) {
	id, err := intParam(r, "id")
	if !serve(w, r, err) {
		return
	}
	var in struct {
		Text string `json:"text"`
	}
	if !serve(w, r, decode(r, &in)) {
		return
	}
	cr, err := h.m.AddChangeRequestComment(r.Context(), pathParam(r, "projectId"), id, in.Text)
	if serve(w, r, err) {
		reply.JSON(w, http.StatusOK, cr)
	}
}

func (h *changesHandlers) discardChange(w http.ResponseWriter, r *http.Request) {
	id, err := intParam(r, "id")
	if !serve(w, r, err) {
		return
	}
	changeID, err := intParam(r, "changeId")
	if !serve(w, r, err) {
		return
	}
	cr, err := h.m.DiscardChange(r.Context(), pathParam(r, "projectId"), id, changeID)
	if serve(w, r, err) {
		reply.JSON(w, http.StatusOK, cr)
	}
}
