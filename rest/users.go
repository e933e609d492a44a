package rest

import (
	"fmt"
	"net/http"

	"flagstone/graph/auth"
	"flagstone/graph/domain/kernel"
	"flagstone/graph/model"
	"flagstone/rest/reply"
)

func (h *accessHandlers) listUsers(w http.ResponseWriter, r *http.Request) {
	users, err := h.q.Users(r.Context())
	if !serve(w, r, err) {
		return
	}
	roles, err := h.q.RootRoles(r.Context())
	if !serve(w, r, err) {
		return
	}
	reply.JSON(w, http.StatusOK, map[string]any{"users": toUsers(users), "rootRoles": toRoles(roles)})
}

func (h *accessHandlers) getUser(w http.ResponseWriter, r *http.Request) {
	id, err := intParam(r, "id")
	if !serve(w, r, err) {
		return
	}
	u, err := h.q.User(r.Context(), id)
	if !serve(w, r, err) {
		return
	}
	reply.JSON(w, http.StatusOK, toUser(u))
}

// createUser answers the reference's createUserResponseSchema: for a user created without
// a password, inviteLink is the link that sets the first one (a password reset link, as
// createPasswordResetLink makes; no email is sent), which the reference's UI and the
// dashboard both open. The user and the link are made in one transaction (inviteUser).
func (h *accessHandlers) createUser(w http.ResponseWriter, r *http.Request) {
	var in model.CreateUserInput
	if !serve(w, r, decode(r, &in)) {
		return
	}
	inv, err := h.m.InviteUser(r.Context(), in)
	if !serve(w, r, err) {
		return
	}
	out := toUser(inv.User)
	if ref := in.RootRole.Value(); ref != nil {
		out.RootRole = ref
	}
	out.InviteLink = kernel.Deref(inv.InviteLink)
	created(w, fmt.Sprintf("/api/admin/user-admin/%d", inv.User.ID), out)
}

// updateUser answers with rootRole echoed as it was sent (id or name), absent when it was
// not sent (behavior.md, Roles).
func (h *accessHandlers) updateUser(w http.ResponseWriter, r *http.Request) {
	id, err := intParam(r, "id")
	if !serve(w, r, err) {
		return
	}
	var in model.UpdateUserInput
	if !serve(w, r, decode(r, &in)) {
		return
	}
	u, err := h.m.UpdateUser(r.Context(), id, in)
	if !serve(w, r, err) {
		return
	}
	out := toUser(u)
	out.RootRole = nil
	if ref := in.RootRole.Value(); ref != nil {
		out.RootRole = ref
	}
	reply.JSON(w, http.StatusOK, out)
}

func (h *accessHandlers) myRoles(w http.ResponseWriter, r *http.Request) {
	var project *string
	if p := r.URL.Query().Get("projectId"); p != "" {
		project = &p
	}
	roles, err := h.q.MyRoles(r.Context(), project)
	if !serve(w, r, err) {
		return
	}
	reply.JSON(w, http.StatusOK, map[string]any{"version": 1, "roles": toRoles(roles)})
}

// me answers the reference's meSchema for the calling user; API tokens have no user and get
// the same 400 as the other routes that belong to users.
func (h *accessHandlers) me(w http.ResponseWriter, r *http.Request) {
	// Authenticated is the whole check: the caller's roles are not part of the answer.
	if _, err := auth.Authenticated(r.Context()); !serve(w, r, err) {
		return
	}
	u, err := h.q.Me(r.Context())
	if err == nil && u == nil {
		_, err = auth.RequireUser(r.Context())
	}
	if !serve(w, r, err) {
		return
	}
	grants, err := h.q.MyPermissions(r.Context())
	if !serve(w, r, err) {
		return
	}
	permissions := make([]map[string]string, len(grants))
	for i, g := range grants {
		permissions[i] = map[string]string{"permission": g.Permission}
		if g.Project != nil {
			permissions[i]["project"] = *g.Project
		}
	}
	// Feedback and splash screens belong to the reference's own UI: none to report.
	reply.JSON(w, http.StatusOK, map[string]any{"user": toUser(u), "permissions": permissions, "feedback": []any{}, "splash": map[string]bool{}})
}

func (h *accessHandlers) changePassword(w http.ResponseWriter, r *http.Request) {
	var in model.ChangePasswordInput
	if !serve(w, r, decode(r, &in)) {
		return
	}
	if _, err := h.m.ChangeMyPassword(r.Context(), in); serve(w, r, err) {
		w.WriteHeader(http.StatusOK)
	}
}

func (h *accessHandlers) deleteUser(w http.ResponseWriter, r *http.Request) {
	id, err := intParam(r, "id")
	if !serve(w, r, err) {
		return
	}
	_, err = h.m.DeleteUser(r.Context(), id)
	if serve(w, r, err) {
		w.WriteHeader(http.StatusOK)
	}
}
