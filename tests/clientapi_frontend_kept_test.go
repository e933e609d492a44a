package tests

import (
	"encoding/json"
	"net/http"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestFrontendKeepsOnlyAnswersThatCannotDiffer asks the frontend API the same context
// again and again: an answer whose evaluation drew a random number (a random rollout, or
// a rollout sticking to a field the context lacks) must be drawn anew each time, not kept;
// a kept answer ends with its snapshot (a change is answered at once after the refresh);
// and the answer, put together from precompiled fragments, has the bytes json.Marshal
// writes for the documented shape.
func TestFrontendKeepsOnlyAnswersThatCannotDiffer(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		frontendFlags(t, s)
		for _, f := range []struct {
			name     string
			strategy map[string]any
		}{
			{"fe-random", map[string]any{"name": "flexibleRollout", "parameters": map[string]any{"rollout": "50", "stickiness": "random", "groupId": "g"}}},
			{"fe-sticky", map[string]any{"name": "flexibleRollout", "parameters": map[string]any{"rollout": "50", "stickiness": "default", "groupId": "g"}}},
		} {
			s.mustOK(t, http.MethodPost, devFeatures, map[string]any{"name": f.name})
			s.mustOK(t, http.MethodPost, devFeatures+"/"+f.name+"/environments/development/strategies", f.strategy)
			s.mustOK(t, http.MethodPost, devFeatures+"/"+f.name+"/environments/development/on", nil)
		}
		s.refresh(t)
		token := s.apiToken(t, "frontend", "development", "default")

		cases := []struct {
			name, query string
			varying     []string // flags the answers must both include and leave out
		}{
			{"random rollout", "/api/frontend?userId=7", []string{"fe-random"}},
			{"no field to stick to", "/api/frontend?remoteAddress=", []string{"fe-random", "fe-sticky"}},
		}
		for _, c := range cases {
			seen := map[string][2]bool{}
			for range 60 {
				res := s.do(http.MethodGet, c.query, token, nil)
				requireMarshalledBytes(t, res)
				names, _ := toggleNames(t, res)
				for _, f := range c.varying {
					v := seen[f]
					v[map[bool]int{true: 1, false: 0}[slices.Contains(names, f)]] = true
					seen[f] = v
				}
			}
			for _, f := range c.varying {
				require.Equal(t, [2]bool{true, true}, seen[f], "%s: %s is drawn anew on every request", c.name, f)
			}
		}

		stable := "/api/frontend?userId=7&sessionId=s&properties[region]=eu"
		first := s.do(http.MethodGet, stable, token, nil)
		requireMarshalledBytes(t, first)
		names, _ := toggleNames(t, first)
		require.Contains(t, names, "fe-all")
		s.mustOK(t, http.MethodPost, devFeatures+"/fe-all/environments/development/off", nil)
		s.refresh(t)
		names, _ = toggleNames(t, s.do(http.MethodGet, stable, token, nil))
		require.NotContains(t, names, "fe-all", "a kept answer ends with its snapshot")
	})
}

// requireMarshalledBytes checks that a frontend answer is what json.Marshal writes for its
// documented shape (frontendApiFeaturesSchema, fields in their order).
func requireMarshalledBytes(t *testing.T, res response) {
	t.Helper()
	require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
	type variant struct {
		Name           string          `json:"name"`
		Enabled        bool            `json:"enabled"`
		Payload        json.RawMessage `json:"payload,omitempty"`
		FeatureEnabled bool            `json:"feature_enabled"`
		Deprecated     bool            `json:"featureEnabled"`
	}
	var doc struct {
		Toggles []struct {
			Name           string  `json:"name"`
			Enabled        bool    `json:"enabled"`
			ImpressionData bool    `json:"impressionData"`
			Variant        variant `json:"variant"`
		} `json:"toggles"`
	}
	require.NoError(t, json.Unmarshal(res.Body, &doc))
	again, err := json.Marshal(doc)
	require.NoError(t, err)
	require.Equal(t, string(again), string(res.Body))
}
