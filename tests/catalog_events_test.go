package tests

import (
	"fmt"
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestCatalogEventsREST(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		walkREST(t, s, []restStep{
			{"create tag type", "POST", "/api/admin/tag-types", map[string]any{"name": "team", "description": "Owning team"},
				wantEvent{typ: "tag-type-created", data: map[string]any{"name": "team", "description": "Owning team", "icon": nil}}},
			{"update tag type", "PUT", "/api/admin/tag-types/team", map[string]any{"icon": "group"},
				wantEvent{typ: "tag-type-updated", data: map[string]any{"icon": "group", "description": "Owning team"}, preData: map[string]any{"icon": nil}}},
			{"create tag", "POST", "/api/admin/tags", map[string]any{"type": "team", "value": "core"},
				wantEvent{typ: "tag-created", data: map[string]any{"type": "team", "value": "core"}}},
			{"create feature", "POST", "/api/admin/projects/default/features", map[string]any{"name": "tagged"},
				wantEvent{typ: "feature-created", project: "default", feature: "tagged", data: map[string]any{"name": "tagged"}}},
			{"tag feature", "POST", "/api/admin/features/tagged/tags", map[string]any{"type": "team", "value": "core"},
				wantEvent{typ: "feature-tagged", project: "default", feature: "tagged", data: map[string]any{"type": "team", "value": "core"}}},
			{"untag feature", "DELETE", "/api/admin/features/tagged/tags/team/core", nil,
				wantEvent{typ: "feature-untagged", project: "default", feature: "tagged", preData: map[string]any{"type": "team", "value": "core"}}},
			{"delete tag", "DELETE", "/api/admin/tags/team/core", nil,
				wantEvent{typ: "tag-deleted", preData: map[string]any{"type": "team", "value": "core"}}},
			{"delete tag type", "DELETE", "/api/admin/tag-types/team", nil,
				wantEvent{typ: "tag-type-deleted", preData: map[string]any{"name": "team"}}},
			{"create context field", "POST", "/api/admin/context", map[string]any{"name": "region", "legalValues": []map[string]any{
				{"value": "eu"}, {"value": "us", "description": "United States"}}},
				wantEvent{typ: "context-field-created", data: map[string]any{"name": "region", "stickiness": false, "legalValues": []any{
					map[string]any{"value": "eu"}, map[string]any{"value": "us", "description": "United States"}}}}},
			{"update context field", "PUT", "/api/admin/context/region", map[string]any{"stickiness": true},
				wantEvent{typ: "context-field-updated", data: map[string]any{"stickiness": true}, preData: map[string]any{"stickiness": false}}},
			{"delete context field", "DELETE", "/api/admin/context/region", nil,
				wantEvent{typ: "context-field-deleted", preData: map[string]any{"name": "region"}}},
			{"create strategy", "POST", "/api/admin/strategies", map[string]any{"name": "byRegion", "description": "Regions",
				"parameters": []map[string]any{{"name": "regions", "type": "list"}}},
				wantEvent{typ: "strategy-created", data: map[string]any{"name": "byRegion", "description": "Regions", "editable": true,
					"parameters": []any{map[string]any{"name": "regions", "type": "list", "required": false}}}}},
			{"update strategy", "PUT", "/api/admin/strategies/byRegion", map[string]any{"description": "By region"},
				wantEvent{typ: "strategy-updated", data: map[string]any{"description": "By region"}, preData: map[string]any{"description": "Regions"}}},
			{"deprecate strategy", "POST", "/api/admin/strategies/byRegion/deprecate", nil,
				wantEvent{typ: "strategy-deprecated", data: map[string]any{"name": "byRegion", "deprecated": true}, preData: map[string]any{"deprecated": false}}},
			{"reactivate strategy", "POST", "/api/admin/strategies/byRegion/reactivate", nil,
				wantEvent{typ: "strategy-reactivated", data: map[string]any{"name": "byRegion", "deprecated": false}, preData: map[string]any{"deprecated": true}}},
			{"delete strategy", "DELETE", "/api/admin/strategies/byRegion", nil,
				wantEvent{typ: "strategy-deleted", data: map[string]any{"name": "byRegion"}, preData: map[string]any{"name": "byRegion"}}},
		})
		segment := s.mustOK(t, http.MethodPost, "/api/admin/segments", map[string]any{"name": "beta", "project": "default",
			"constraints": []map[string]any{{"contextName": "userId", "operator": "IN", "values": []string{"1"}}}})
		requireEvent(t, s.newestEvent(t), wantEvent{typ: "segment-created", project: "default",
			data: map[string]any{"name": "beta", "project": "default", "constraints": []any{
				map[string]any{"contextName": "userId", "operator": "IN", "values": []any{"1"}}}}})
		path := fmt.Sprintf("/api/admin/segments/%v", segment["id"])
		s.mustOK(t, http.MethodPut, path, map[string]any{"name": "beta testers", "constraints": []any{}})
		requireEvent(t, s.newestEvent(t), wantEvent{typ: "segment-updated",
			data:    map[string]any{"name": "beta testers", "project": nil, "constraints": []any{}},
			preData: map[string]any{"name": "beta", "project": "default"}})
		s.mustOK(t, http.MethodDelete, path, nil)
		requireEvent(t, s.newestEvent(t), wantEvent{typ: "segment-deleted", preData: map[string]any{"id": segment["id"], "name": "beta testers"}})
	})
}

func TestCatalogEventsGraphQL(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		s.mustOK(t, http.MethodPost, "/api/admin/projects/default/features", map[string]any{"name": "gql-tagged"})
		walkGraphQL(t, s, []gqlStep{
			{"create tag type", `mutation { createTagType(input: {name: "area"}) { name description icon } }`, nil,
				wantEvent{typ: "tag-type-created", data: map[string]any{"name": "area", "description": ""}}},
			{"update tag type", `mutation { updateTagType(name: "area", input: {description: "Product area"}) { name } }`, nil,
				wantEvent{typ: "tag-type-updated", data: map[string]any{"description": "Product area"}, preData: map[string]any{"description": ""}}},
			{"tag feature, creating the tag", `mutation { addFeatureTag(featureName: "gql-tagged", input: {type: "area", value: "billing"}) { type value } }`, nil,
				wantEvent{typ: "feature-tagged", project: "default", feature: "gql-tagged", data: map[string]any{"type": "area", "value": "billing"}}},
			{"update feature tags", `mutation { updateFeatureTags(featureName: "gql-tagged", input: {addedTags: [{value: "plain"}], removedTags: [{type: "area", value: "billing"}]}) { type value } }`, nil,
				wantEvent{typ: "feature-tagged", project: "default", feature: "gql-tagged", data: map[string]any{"type": "simple", "value": "plain"}}},
			{"remove feature tag", `mutation { removeFeatureTag(featureName: "gql-tagged", type: "simple", value: "plain") }`, nil,
				wantEvent{typ: "feature-untagged", project: "default", feature: "gql-tagged", preData: map[string]any{"type": "simple", "value": "plain"}}},
			{"create tag", `mutation { createTag(input: {type: "area", value: "search"}) { type value } }`, nil,
				wantEvent{typ: "tag-created", data: map[string]any{"type": "area", "value": "search"}}},
			{"delete tag", `mutation { deleteTag(type: "area", value: "search") }`, nil,
				wantEvent{typ: "tag-deleted", preData: map[string]any{"type": "area", "value": "search"}}},
			{"delete tag type", `mutation { deleteTagType(name: "area") }`, nil,
				wantEvent{typ: "tag-type-deleted", preData: map[string]any{"name": "area"}}},
			{"create context field", `mutation { createContextField(input: {name: "tier", sortOrder: 3, legalValues: [{value: "gold"}]}) { name legalValues { value } } }`, nil,
				wantEvent{typ: "context-field-created", data: map[string]any{"name": "tier", "sortOrder": float64(3)}}},
			{"update context field", `mutation { updateContextField(name: "tier", input: {description: "Plan tier"}) { name } }`, nil,
				wantEvent{typ: "context-field-updated", data: map[string]any{"description": "Plan tier"}, preData: map[string]any{"description": nil}}},
			{"create segment", `mutation { createSegment(input: {name: "gold", constraints: [{contextName: "tier", operator: "IN", values: ["gold"]}]}) { id } }`, nil,
				wantEvent{typ: "segment-created", data: map[string]any{"name": "gold"}}},
			{"create strategy", `mutation { createStrategyDefinition(input: {name: "byTier", parameters: [{name: "tiers", type: "list"}]}) { name editable } }`, nil,
				wantEvent{typ: "strategy-created", data: map[string]any{"name": "byTier"}}},
			{"update strategy", `mutation { updateStrategyDefinition(name: "byTier", input: {title: "By tier"}) { displayName } }`, nil,
				wantEvent{typ: "strategy-updated", data: map[string]any{"title": "By tier"}, preData: map[string]any{"title": nil}}},
			{"deprecate strategy", `mutation { deprecateStrategyDefinition(name: "byTier") { deprecated } }`, nil,
				wantEvent{typ: "strategy-deprecated", data: map[string]any{"deprecated": true}, preData: map[string]any{"deprecated": false}}},
			{"reactivate strategy", `mutation { reactivateStrategyDefinition(name: "byTier") { deprecated } }`, nil,
				wantEvent{typ: "strategy-reactivated", data: map[string]any{"deprecated": false}, preData: map[string]any{"deprecated": true}}},
			{"delete strategy", `mutation { deleteStrategyDefinition(name: "byTier") }`, nil,
				wantEvent{typ: "strategy-deleted", data: map[string]any{"name": "byTier"}, preData: map[string]any{"name": "byTier"}}},
		})
		g := s.gql(adminToken, `{ segments { id name constraints { contextName values } } }`, nil)
		require.Empty(t, g.Errors)
		segs := g.Data["segments"].([]any)
		require.Len(t, segs, 1)
		id := segs[0].(map[string]any)["id"]
		walkGraphQL(t, s, []gqlStep{
			{"update segment", `mutation($id: Int!) { updateSegment(id: $id, input: {name: "gold tier", description: "Gold"}) { name } }`, map[string]any{"id": id},
				wantEvent{typ: "segment-updated", data: map[string]any{"name": "gold tier", "description": "Gold"}, preData: map[string]any{"name": "gold"}}},
			{"delete segment", `mutation($id: Int!) { deleteSegment(id: $id) }`, map[string]any{"id": id},
				wantEvent{typ: "segment-deleted", preData: map[string]any{"name": "gold tier"}}},
			{"delete context field", `mutation { deleteContextField(name: "tier") }`, nil,
				wantEvent{typ: "context-field-deleted", preData: map[string]any{"name": "tier"}}},
		})
	})
}
