package rest

import (
	"context"
	"flagstone/rest/reply"
	"fmt"
	"net/http"
	"slices"

	"flagstone/ent"
	"flagstone/graph/domain/access"
	"flagstone/graph/loader"
	"flagstone/graph/model"
)

// groupJSON is the Group of contract 2.4.
type groupJSON struct {
	ID          int          `json:"id"`
	Name        string       `json:"name"`
	Description *string      `json:"description"`
	MappingsSSO []string     `json:"mappingsSSO"`
	RootRole    *int         `json:"rootRole"`
	CreatedBy   *string      `json:"createdBy"`
	CreatedAt   wireTime     `json:"createdAt"`
	Users       []memberJSON `json:"users"`
	Projects    []string     `json:"projects"`
	UserCount   int          `json:"userCount"`
	ScimID      *string      `json:"scimId,omitempty"`
}

type memberJSON struct {
	JoinedAt  wireTime `json:"joinedAt"`
	CreatedBy *string  `json:"createdBy"`
	User      userJSON `json:"user"`
}

// toGroups renders groups with their members and projects, loading each relation once for
// all the groups.
func (h *accessHandlers) toGroups(ctx context.Context, gs []*ent.Group) ([]groupJSON, error) {
	l := loader.For(ctx)
	ids := make([]int, len(gs))
	for i, g := range gs {
		ids[i] = g.ID
	}
	members, err := l.MembersByGroup.LoadAll(ctx, ids)
	if err != nil {
		return nil, err
	}
	projects, err := l.ProjectsByGroup.LoadAll(ctx, ids)
	if err != nil {
		return nil, err
	}
	out := make([]groupJSON, len(gs))
	for i, g := range gs {
		out[i] = groupJSON{ID: g.ID, Name: g.Name, Description: g.Description, MappingsSSO: nonNil(g.MappingsSSO),
			RootRole: g.RootRoleID, CreatedBy: g.CreatedBy, CreatedAt: wireTime(g.CreatedAt),
			Users: make([]memberJSON, len(members[i])), Projects: nonNil(slices.Compact(projects[i])),
			UserCount: len(members[i]), ScimID: g.ScimID}
		for j, m := range members[i] {
			out[i].Users[j] = memberJSON{JoinedAt: wireTime(m.JoinedAt), CreatedBy: m.CreatedBy, User: toUser(m.Edges.User)}
		}
	}
	return out, nil
}

func (h *accessHandlers) listGroups(w http.ResponseWriter, r *http.Request) {
	gs, err := h.q.Groups(r.Context())
	if !serve(w, r, err) {
		return
	}
	out, err := h.toGroups(r.Context(), gs)
	if serve(w, r, err) {
		reply.JSON(w, http.StatusOK, map[string]any{"groups": out})
	}
}

func (h *accessHandlers) getGroup(w http.ResponseWriter, r *http.Request) {
	id, err := intParam(r, "groupId")
	if !serve(w, r, err) {
		return
	}
	g, err := h.q.Group(r.Context(), id)
	if serve(w, r, err) {
		h.writeGroup(w, r, http.StatusOK, g)
	}
}

func (h *accessHandlers) createGroup(w http.ResponseWriter, r *http.Request) {
	var in model.GroupInput
	if !serve(w, r, decode(r, &in)) {
		return
	}
	g, err := h.m.CreateGroup(r.Context(), in)
	if serve(w, r, err) {
		w.Header().Set("Location", fmt.Sprintf("/api/admin/groups/%d", g.ID))
		h.writeGroup(w, r, http.StatusCreated, g)
	}
}

func (h *accessHandlers) updateGroup(w http.ResponseWriter, r *http.Request) {
	id, err := intParam(r, "groupId")
	if !serve(w, r, err) {
		return
	}
	var in model.GroupInput
	if !serve(w, r, decode(r, &in)) {
		return
	}
	g, err := h.m.UpdateGroup(r.Context(), id, in)
	if serve(w, r, err) {
		h.writeGroup(w, r, http.StatusOK, g)
	}
}

func (h *accessHandlers) deleteGroup(w http.ResponseWriter, r *http.Request) {
	id, err := intParam(r, "groupId")
	if !serve(w, r, err) {
		return
	}
	_, err = h.m.DeleteGroup(r.Context(), id)
	if serve(w, r, err) {
		w.WriteHeader(http.StatusOK)
	}
}

func (h *accessHandlers) writeGroup(w http.ResponseWriter, r *http.Request, status int, g *ent.Group) {
	out, err := h.toGroups(r.Context(), []*ent.Group{g})
	if serve(w, r, err) {
		reply.JSON(w, status, out[0])
	}
}

// projectAccessBody is Unleash's body for granting a project role.
type projectAccessBody struct {
	Users  []struct{ ID int } `json:"users"`
	Groups []struct{ ID int } `json:"groups"`
}

func (h *accessHandlers) addProjectAccess(w http.ResponseWriter, r *http.Request) {
	roleID, err := intParam(r, "roleId")
	if !serve(w, r, err) {
		return
	}
	var body projectAccessBody
	if !serve(w, r, decode(r, &body)) {
		return
	}
	a := access.ProjectAccess{Project: pathParam(r, "projectId"), RoleID: roleID}
	for _, u := range body.Users {
		a.UserIDs = append(a.UserIDs, u.ID)
	}
	for _, g := range body.Groups {
		a.GroupIDs = append(a.GroupIDs, g.ID)
	}
	_, err = h.m.AssignProjectRole(r.Context(), a.Project, a.RoleID, a.UserIDs, a.GroupIDs)
	if serve(w, r, err) {
		w.WriteHeader(http.StatusOK)
	}
}

// removeProjectAccess withdraws a project role from the user or group named in the path.
func (h *accessHandlers) removeProjectAccess(kind string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		roleID, err := intParam(r, "roleId")
		if !serve(w, r, err) {
			return
		}
		id, err := intParam(r, "id")
		if !serve(w, r, err) {
			return
		}
		var users, groups []int
		if kind == "users" {
			users = []int{id}
		} else {
			groups = []int{id}
		}
		_, err = h.m.RemoveProjectRole(r.Context(), pathParam(r, "projectId"), roleID, users, groups)
		if serve(w, r, err) {
			w.WriteHeader(http.StatusOK)
		}
	}
}
