package rest

import (
	"net/http"

	"flagstone/graph/apperr"
	"flagstone/rest/reply"
)

// maintenanceBody is the reference's toggleMaintenanceSchema and maintenanceSchema.
type maintenanceBody struct {
	Enabled *bool `json:"enabled"`
}

func (h *accessHandlers) getMaintenance(w http.ResponseWriter, r *http.Request) {
	on, err := h.q.MaintenanceMode(r.Context())
	if serve(w, r, err) {
		reply.JSON(w, http.StatusOK, map[string]bool{"enabled": on})
	}
}

// setMaintenance turns maintenance mode on or off: 204, as the reference answers.
func (h *accessHandlers) setMaintenance(w http.ResponseWriter, r *http.Request) {
	var in maintenanceBody
	if !serve(w, r, decode(r, &in)) {
		return
	}
	if in.Enabled == nil {
		serve(w, r, apperr.Validation("enabled is required"))
		return
	}
	if _, err := h.m.SetMaintenanceMode(r.Context(), *in.Enabled); serve(w, r, err) {
		w.WriteHeader(http.StatusNoContent)
	}
}
