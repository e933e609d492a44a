package tests

import (
	"errors"
	"net/http"
	"strconv"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestCatalogFaultLeavesNothing forces an error after each catalog write and its event,
// before the commit, and checks that neither the change nor any of its events remain.
func TestCatalogFaultLeavesNothing(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		s.mustOK(t, http.MethodPost, "/api/admin/projects/default/features", map[string]any{"name": "fragile"})
		s.mustOK(t, http.MethodPost, "/api/admin/context", map[string]any{"name": "plan"})
		s.mustOK(t, http.MethodPost, "/api/admin/tag-types", map[string]any{"name": "kind"})
		s.mustOK(t, http.MethodPost, "/api/admin/features/fragile/tags", map[string]any{"type": "kind", "value": "kept"})
		seg := s.mustOK(t, http.MethodPost, "/api/admin/segments", map[string]any{"name": "kept", "constraints": []any{}})
		cases := []struct {
			name, failOn, method, path string
			body                       any
			check                      func(t *testing.T)
		}{
			{"tag with a new tag", "feature-tagged", "POST", "/api/admin/features/fragile/tags", map[string]any{"type": "kind", "value": "lost"},
				func(t *testing.T) {
					requireError(t, s.admin(http.MethodGet, "/api/admin/tags/kind/lost", nil), 404, "NotFoundError", "lost")
					for _, ev := range s.eventsOf(t, "tag-created") {
						require.NotEqual(t, "lost", ev["data"].(map[string]any)["value"], "the tag-created of the same transaction is gone too")
					}
				}},
			{"delete tag type", "tag-type-deleted", "DELETE", "/api/admin/tag-types/kind", nil,
				func(t *testing.T) {
					tags := s.mustOK(t, http.MethodGet, "/api/admin/features/fragile/tags", nil)["tags"]
					require.Equal(t, []any{map[string]any{"type": "kind", "value": "kept"}}, tags)
				}},
			{"delete context field", "context-field-deleted", "DELETE", "/api/admin/context/plan", nil,
				func(t *testing.T) { s.mustOK(t, http.MethodGet, "/api/admin/context/plan", nil) }},
			{"update segment", "segment-updated", "PUT", "/api/admin/segments/" + jsonNumber(seg["id"]), map[string]any{"name": "lost", "constraints": []any{}},
				func(t *testing.T) {
					require.Equal(t, "kept", s.mustOK(t, http.MethodGet, "/api/admin/segments/"+jsonNumber(seg["id"]), nil)["name"])
				}},
			{"create strategy", "strategy-created", "POST", "/api/admin/strategies", map[string]any{"name": "lost", "parameters": []any{}},
				func(t *testing.T) {
					requireError(t, s.admin(http.MethodGet, "/api/admin/strategies/lost", nil), 404, "NotFoundError", "lost")
				}},
		}
		for _, c := range cases {
			t.Run(c.name, func(t *testing.T) {
				before := s.newestEvent(t)["id"]
				s.App.Domain.FailBeforeCommit = func(typ string) error {
					if typ == c.failOn {
						return errors.New("forced failure before commit")
					}
					return nil
				}
				res := s.admin(c.method, c.path, c.body)
				s.App.Domain.FailBeforeCommit = nil
				requireError(t, res, http.StatusInternalServerError, "InternalError", "")
				require.Equal(t, before, s.newestEvent(t)["id"], "no event left behind")
				c.check(t)
			})
		}
	})
}

// jsonNumber renders a decoded JSON number as a path segment.
func jsonNumber(v any) string {
	return strconv.Itoa(int(v.(float64)))
}
