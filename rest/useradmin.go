package rest

import (
	"log/slog"
	"net/http"
	"slices"

	"flagstone/graph/apperr"
	"flagstone/graph/auth"
	"flagstone/graph/domain/access"
	"flagstone/rest/reply"
)

// required is the ValidationError of a missing property.
func required(property string) error { return apperr.Validation("%s is required", property) }

func (h *accessHandlers) searchUsers(w http.ResponseWriter, r *http.Request) {
	us, err := h.q.SearchUsers(r.Context(), r.URL.Query().Get("q"))
	if serve(w, r, err) {
		reply.JSON(w, http.StatusOK, toUsers(us))
	}
}

// usersAndGroups answers the reference's usersGroupsBaseSchema: who can be given access.
func (h *accessHandlers) usersAndGroups(w http.ResponseWriter, r *http.Request) {
	us, err := h.q.Users(r.Context())
	if !serve(w, r, err) {
		return
	}
	gs, err := h.q.Groups(r.Context())
	if !serve(w, r, err) {
		return
	}
	groups, err := h.toGroups(r.Context(), gs)
	if !serve(w, r, err) {
		return
	}
	type baseUser struct {
		ID          int     `json:"id"`
		Name        *string `json:"name"`
		Username    *string `json:"username"`
		Email       *string `json:"email"`
		AccountType string  `json:"accountType"`
	}
	type baseGroup struct {
		ID        int    `json:"id"`
		Name      string `json:"name"`
		UserCount int    `json:"userCount"`
		RootRole  *int   `json:"rootRole"`
	}
	outUsers := make([]baseUser, len(us))
	for i, u := range us {
		outUsers[i] = baseUser{ID: u.ID, Name: u.Name, Username: u.Username, Email: u.Email, AccountType: string(u.AccountType)}
	}
	outGroups := make([]baseGroup, len(groups))
	for i, g := range groups {
		outGroups[i] = baseGroup{ID: g.ID, Name: g.Name, UserCount: g.UserCount, RootRole: g.RootRole}
	}
	reply.JSON(w, http.StatusOK, map[string]any{"users": outUsers, "groups": outGroups})
}

func (h *accessHandlers) adminCount(w http.ResponseWriter, r *http.Request) {
	c, err := h.q.AdminCount(r.Context())
	if serve(w, r, err) {
		reply.JSON(w, http.StatusOK, c)
	}
}

// inactiveUserJSON is the reference's inactiveUserSchema.
type inactiveUserJSON struct {
	ID        int       `json:"id"`
	Name      *string   `json:"name"`
	Username  *string   `json:"username"`
	Email     *string   `json:"email"`
	SeenAt    *wireTime `json:"seenAt"`
	CreatedAt wireTime  `json:"createdAt"`
}

func (h *accessHandlers) inactiveUsers(w http.ResponseWriter, r *http.Request) {
	us, err := h.q.InactiveUsers(r.Context())
	if !serve(w, r, err) {
		return
	}
	out := make([]inactiveUserJSON, len(us))
	for i, u := range us {
		out[i] = inactiveUserJSON{ID: u.ID, Name: u.Name, Username: u.Username, Email: u.Email,
			SeenAt: wireTimePtr(u.SeenAt), CreatedAt: wireTime(u.CreatedAt)}
	}
	reply.JSON(w, http.StatusOK, map[string]any{"version": 1, "inactiveUsers": out})
}

func (h *accessHandlers) deleteInactiveUsers(w http.ResponseWriter, r *http.Request) {
	var in struct {
		IDs []int `json:"ids"`
	}
	if !serve(w, r, decode(r, &in)) {
		return
	}
	if in.IDs == nil {
		serve(w, r, required("ids"))
		return
	}
	if _, err := h.m.DeleteInactiveUsers(r.Context(), in.IDs); serve(w, r, err) {
		w.WriteHeader(http.StatusOK)
	}
}

// deleteScimUsers answers the reference's DELETE /user-admin/scim-users: this instance
// provisions no users through SCIM, so there are none to delete.
func (h *accessHandlers) deleteScimUsers(w http.ResponseWriter, r *http.Request) {
	if _, err := auth.Require(r.Context(), auth.Admin, "", ""); serve(w, r, err) {
		w.WriteHeader(http.StatusOK)
	}
}

// passwordBody is the reference's passwordSchema.
type passwordBody struct {
	Password        *string `json:"password"`
	ConfirmPassword *string `json:"confirmPassword"`
}

func (b passwordBody) check() error {
	if b.Password == nil {
		return required("password")
	}
	if b.ConfirmPassword != nil && *b.ConfirmPassword != *b.Password {
		return apperr.ValidationDetails([]apperr.Detail{{Path: "confirmPassword", Message: "confirmPassword does not match password"}})
	}
	return nil
}

// validatePassword answers 200 for a password that passes the rules, else a 400 naming
// password; it needs no permission beyond signing in, as in the reference.
func (h *accessHandlers) validatePassword(w http.ResponseWriter, r *http.Request) {
	if _, err := auth.Authenticated(r.Context()); !serve(w, r, err) {
		return
	}
	var in passwordBody
	if !serve(w, r, decode(r, &in)) || !serve(w, r, in.check()) {
		return
	}
	if serve(w, r, access.CheckPassword(*in.Password)) {
		w.WriteHeader(http.StatusOK)
	}
}

func (h *accessHandlers) setUserPassword(w http.ResponseWriter, r *http.Request) {
	id, err := intParam(r, "id")
	if !serve(w, r, err) {
		return
	}
	var in passwordBody
	if !serve(w, r, decode(r, &in)) || !serve(w, r, in.check()) {
		return
	}
	if _, err := h.m.SetUserPassword(r.Context(), id, *in.Password); serve(w, r, err) {
		w.WriteHeader(http.StatusOK)
	}
}

// createResetLink answers the reference's resetPasswordSchema; the body's id is the
// user's email (or username).
func (h *accessHandlers) createResetLink(w http.ResponseWriter, r *http.Request) {
	var in struct {
		ID *string `json:"id"`
	}
	if !serve(w, r, decode(r, &in)) {
		return
	}
	if in.ID == nil {
		serve(w, r, required("id"))
		return
	}
	url, err := h.m.CreatePasswordResetLink(r.Context(), *in.ID)
	if serve(w, r, err) {
		reply.JSON(w, http.StatusOK, map[string]string{"resetPasswordUrl": url})
	}
}

// profile answers the reference's profileSchema for the calling user.
func (h *accessHandlers) profile(w http.ResponseWriter, r *http.Request) {
	if _, err := auth.RequireUser(r.Context()); !serve(w, r, err) {
		return
	}
	u, err := h.q.Me(r.Context())
	if !serve(w, r, err) {
		return
	}
	role, err := h.res.User().RootRole(r.Context(), u)
	if !serve(w, r, err) {
		return
	}
	gs, err := h.res.User().Groups(r.Context(), u)
	if !serve(w, r, err) {
		return
	}
	groups, err := h.toGroups(r.Context(), gs)
	if !serve(w, r, err) {
		return
	}
	grants, err := h.q.MyPermissions(r.Context())
	if !serve(w, r, err) {
		return
	}
	projects := []string{}
	for _, g := range grants {
		if g.Project != nil && !slices.Contains(projects, *g.Project) {
			projects = append(projects, *g.Project)
		}
	}
	slices.Sort(projects)
	var rootRole any
	if role != nil {
		rootRole = toRole(role)
	}
	// Password sign-in is the only kind here, so every user may change theirs.
	reply.JSON(w, http.StatusOK, map[string]any{"rootRole": rootRole, "projects": projects, "groups": groups,
		"features": []any{}, "subscriptions": []any{}, "canChangePassword": true})
}

// feedbackJSON is the reference's feedbackResponseSchema.
type feedbackJSON struct {
	UserID     int    `json:"userId"`
	FeedbackID string `json:"feedbackId"`
	NeverShow  bool   `json:"neverShow"`
	Given      string `json:"given,omitempty"`
}

// feedback accepts the admin UI's answer to one of its feedback prompts and answers it
// back, as the reference does; it is not stored: this instance runs no such surveys.
func (h *accessHandlers) feedback(w http.ResponseWriter, r *http.Request) {
	c, err := auth.RequireUser(r.Context())
	if !serve(w, r, err) {
		return
	}
	var in struct {
		FeedbackID *string `json:"feedbackId"`
		NeverShow  bool    `json:"neverShow"`
	}
	if !serve(w, r, decode(r, &in)) {
		return
	}
	id := pathParam(r, "id")
	if in.FeedbackID != nil && id == "" {
		id = *in.FeedbackID
	}
	if id == "" {
		serve(w, r, required("feedbackId"))
		return
	}
	reply.JSON(w, http.StatusOK, feedbackJSON{UserID: c.UserID, FeedbackID: id, NeverShow: in.NeverShow})
}

// splash accepts that the caller saw one of the admin UI's splash screens, answered as the
// reference does; not stored, as feedback is not.
func (h *accessHandlers) splash(w http.ResponseWriter, r *http.Request) {
	c, err := auth.RequireUser(r.Context())
	if serve(w, r, err) {
		reply.JSON(w, http.StatusOK, map[string]any{"userId": c.UserID, "splashId": pathParam(r, "id"), "seen": true})
	}
}

// telemetrySettings says this instance collects nothing about its use.
func (h *accessHandlers) telemetrySettings(w http.ResponseWriter, r *http.Request) {
	if _, err := auth.Authenticated(r.Context()); serve(w, r, err) {
		reply.JSON(w, http.StatusOK, map[string]bool{"versionInfoCollectionEnabled": false, "featureInfoCollectionEnabled": false})
	}
}

// maxUIErrorLogged caps how much of a reported UI error reaches the log.
const maxUIErrorLogged = 500

// recordUIError logs an error the admin UI met (cut short), for the operator.
func (h *accessHandlers) recordUIError(w http.ResponseWriter, r *http.Request) {
	c, err := auth.Authenticated(r.Context())
	if !serve(w, r, err) {
		return
	}
	var in struct {
		ErrorMessage *string `json:"errorMessage"`
		ErrorStack   string  `json:"errorStack"`
	}
	if !serve(w, r, decode(r, &in)) {
		return
	}
	if in.ErrorMessage == nil {
		serve(w, r, required("errorMessage"))
		return
	}
	slog.InfoContext(r.Context(), "admin UI error", "caller", c.AuditID(), "message", cut(*in.ErrorMessage, maxUIErrorLogged))
	w.WriteHeader(http.StatusNoContent)
}

func cut(s string, n int) string {
	if r := []rune(s); len(r) > n {
		return string(r[:n]) + "…"
	}
	return s
}
