package rest

import (
	"flagstone/rest/reply"
	"net/http"
	"net/url"

	"flagstone/graph/model"
)

// catalogHandlers serves the catalog area (graph/domain/catalog): tag types and tags, context
// fields, segments and strategy definitions.
type catalogHandlers struct{ *handlers }

// routes is the catalog area's table: every route of the area, served and documented from here.
func (h *catalogHandlers) routes(s *schemaSet) []route {
	const pc = projectPath + "/context"
	tagType := typ[tagTypeJSON](s)
	tag := typ[tagJSON](s)
	ctxField := typ[contextFieldJSON](s)
	segment := typ[segmentJSON](s)
	strategyDef := typ[strategyDefJSON](s)
	strategyUses := obj("strategies", arr(anyObject))
	contextBody := in("name!", "description", "stickiness:boolean", "sortOrder:integer", "legalValues:array", "project")
	segmentBody := in("name!", "description", "project", "constraints:array")
	strategyDefBody := in("name!", "title", "description", "parameters:array", "editable:boolean")
	return []route{
		{method: "GET", path: adminPath + "/tags", handler: h.listTags, tag: "Tags", summary: "List tags", status: 200, resp: obj("version", prim("integer"), "tags", arr(tag))},
		{method: "POST", path: adminPath + "/tags", handler: h.createTag, tag: "Tags", summary: "Create a tag", body: in("type!", "value!"), status: 201, resp: obj("version", prim("integer"), "tag", tag)},
		{method: "GET", path: adminPath + "/tags/{type}", handler: h.listTags, tag: "Tags", summary: "List the tags of a type", status: 200, resp: obj("version", prim("integer"), "tags", arr(tag))},
		{method: "GET", path: adminPath + "/tags/{type}/{value}", handler: h.getTag, tag: "Tags", summary: "Get a tag", status: 200, resp: obj("version", prim("integer"), "tag", tag)},
		{method: "DELETE", path: adminPath + "/tags/{type}/{value}", handler: h.deleteTag, tag: "Tags", summary: "Delete a tag", status: 200},
		{method: "GET", path: adminPath + "/tag-types", handler: h.listTagTypes, tag: "Tag types", summary: "List tag types", status: 200, resp: obj("version", prim("integer"), "tagTypes", arr(tagType))},
		{method: "POST", path: adminPath + "/tag-types", handler: h.createTagType, tag: "Tag types", summary: "Create a tag type", body: in("name!", "description", "icon"), status: 201, resp: tagType},
		{method: "POST", path: adminPath + "/tag-types/validate", handler: h.validateTagType, tag: "Tag types", summary: "Check a new tag type", body: in("name!", "description", "icon"), status: 200, resp: obj("valid", prim("boolean"), "tagType", tagType)},
		{method: "GET", path: adminPath + "/tag-types/{name}", handler: h.getTagType, tag: "Tag types", summary: "Get a tag type", status: 200, resp: tagType},
		{method: "PUT", path: adminPath + "/tag-types/{name}", handler: h.updateTagType, tag: "Tag types", summary: "Update a tag type", body: in("description", "icon"), status: 200, resp: tagType},
		{method: "DELETE", path: adminPath + "/tag-types/{name}", handler: h.deleteTagType, tag: "Tag types", summary: "Delete a tag type and its tags", status: 200},
		{method: "GET", path: adminPath + "/context", handler: h.listContextFields, tag: "Context fields", summary: "List context fields", status: 200, resp: arr(ctxField)},
		{method: "POST", path: adminPath + "/context", handler: h.createContextField, tag: "Context fields", summary: "Create a context field", body: contextBody, status: 201, resp: ctxField},
		{method: "POST", path: adminPath + "/context/validate", handler: h.validateContextFieldName, tag: "Context fields", summary: "Check a new context field's name", body: in("name!"), status: 200},
		{method: "GET", path: adminPath + "/context/{name}", handler: h.getContextField, tag: "Context fields", summary: "Get a context field", status: 200, resp: ctxField},
		{method: "PUT", path: adminPath + "/context/{name}", handler: h.updateContextField, tag: "Context fields", summary: "Update a context field", body: contextBody, status: 200, resp: ctxField},
		{method: "DELETE", path: adminPath + "/context/{name}", handler: h.deleteContextField, tag: "Context fields", summary: "Delete an unused context field", status: 200},
		{method: "GET", path: adminPath + "/context/{name}/strategies", handler: h.contextFieldStrategies, tag: "Context fields", summary: "Strategies that use a context field", status: 200, resp: strategyUses},
		{method: "POST", path: adminPath + "/context/{name}/legal-values", handler: h.setLegalValue, tag: "Context fields", summary: "Add a legal value to a context field, or replace the description of the one with its value", body: in("value!", "description"), status: 200},
		{method: "DELETE", path: adminPath + "/context/{name}/legal-values/{legalValue}", handler: h.removeLegalValue, tag: "Context fields", summary: "Remove a legal value from a context field", status: 200},
		{method: "POST", path: adminPath + "/constraints/validate", handler: h.validateConstraint, tag: "Context fields", summary: "Check a constraint as a strategy's are checked", body: in("contextName!", "operator!", "values:array", "value", "inverted:boolean", "caseInsensitive:boolean"), status: 204},
		{method: "GET", path: pc, handler: h.listProjectContextFields, tag: "Context fields", summary: "A project's context fields (include=root: and those of every project)", query: []string{"include"}, status: 200, resp: arr(ctxField)},
		{method: "POST", path: pc, handler: h.createProjectContextField, tag: "Context fields", summary: "Create a context field of the project", body: contextBody, status: 201, resp: ctxField},
		{method: "POST", path: pc + "/validate", handler: h.validateContextFieldName, tag: "Context fields", summary: "Check a new context field's name (names are instance-wide)", body: in("name!"), status: 200},
		{method: "GET", path: pc + "/{name}", handler: h.inProject(h.getContextField), tag: "Context fields", summary: "Get a context field of the project", status: 200, resp: ctxField},
		{method: "PUT", path: pc + "/{name}", handler: h.inProject(h.updateContextField), tag: "Context fields", summary: "Update a context field of the project", body: contextBody, status: 200, resp: ctxField},
		{method: "DELETE", path: pc + "/{name}", handler: h.inProject(h.deleteContextField), tag: "Context fields", summary: "Delete an unused context field of the project", status: 200},
		{method: "GET", path: pc + "/{name}/strategies", handler: h.inProject(h.contextFieldStrategies), tag: "Context fields", summary: "Strategies that use a context field of the project", status: 200, resp: strategyUses},
		{method: "POST", path: pc + "/{name}/legal-values", handler: h.inProject(h.setLegalValue), tag: "Context fields", summary: "Add or replace a legal value of a context field of the project", body: in("value!", "description"), status: 200},
		{method: "DELETE", path: pc + "/{name}/legal-values/{legalValue}", handler: h.inProject(h.removeLegalValue), tag: "Context fields", summary: "Remove a legal value from a context field of the project", status: 200},
		{method: "GET", path: adminPath + "/segments", handler: h.listSegments, tag: "Segments", summary: "List segments", status: 200, resp: obj("segments", arr(segment))},
		{method: "POST", path: adminPath + "/segments", handler: h.createSegment, tag: "Segments", summary: "Create a segment", body: segmentBody, status: 201, resp: segment},
		{method: "POST", path: adminPath + "/segments/validate", handler: h.validateSegmentName, tag: "Segments", summary: "Check a new segment's name", body: in("name!"), status: 204},
		{method: "GET", path: adminPath + "/segments/{id}", handler: h.getSegment, tag: "Segments", summary: "Get a segment", status: 200, resp: segment},
		{method: "PUT", path: adminPath + "/segments/{id}", handler: h.updateSegment, tag: "Segments", summary: "Update a segment", body: segmentBody, status: 204},
		{method: "DELETE", path: adminPath + "/segments/{id}", handler: h.deleteSegment, tag: "Segments", summary: "Delete an unused segment", status: 204},
		{method: "GET", path: adminPath + "/segments/{id}/strategies", handler: h.segmentStrategies, tag: "Segments", summary: "Strategies that use a segment", status: 200, resp: strategyUses},
		{method: "GET", path: adminPath + "/segments/strategies/{strategyId}", handler: h.strategySegments, tag: "Segments", summary: "The segments a strategy uses", status: 200, resp: obj("segments", arr(segment))},
		{method: "POST", path: adminPath + "/segments/strategies", handler: h.setStrategySegments, tag: "Segments", summary: "Replace the segments of a strategy (as its PUT with segments alone)", body: in("projectId!", "strategyId!", "environmentId!", "segmentIds!:array"), status: 201, resp: in("projectId", "strategyId", "environmentId", "segmentIds:array")},
		{method: "GET", path: adminPath + "/strategies", handler: h.listStrategyDefs, tag: "Strategy definitions", summary: "List strategy definitions", status: 200, resp: obj("version", prim("integer"), "strategies", arr(strategyDef))},
		{method: "POST", path: adminPath + "/strategies", handler: h.createStrategyDef, tag: "Strategy definitions", summary: "Create a custom strategy", body: strategyDefBody, status: 201, resp: strategyDef},
		{method: "GET", path: adminPath + "/strategies/{name}", handler: h.getStrategyDef, tag: "Strategy definitions", summary: "Get a strategy definition", status: 200, resp: strategyDef},
		{method: "PUT", path: adminPath + "/strategies/{name}", handler: h.updateStrategyDef, tag: "Strategy definitions", summary: "Update a custom strategy", body: strategyDefBody, status: 200, resp: strategyDef},
		{method: "DELETE", path: adminPath + "/strategies/{name}", handler: h.deleteStrategyDef, tag: "Strategy definitions", summary: "Delete an unused custom strategy", status: 200},
		{method: "POST", path: adminPath + "/strategies/{name}/deprecate", handler: h.deprecateStrategyDef(true), tag: "Strategy definitions", summary: "Deprecate a strategy", status: 200},
		{method: "POST", path: adminPath + "/strategies/{name}/reactivate", handler: h.deprecateStrategyDef(false), tag: "Strategy definitions", summary: "Reactivate a strategy", status: 200},
	}
}

func (h *catalogHandlers) listTagTypes(w http.ResponseWriter, r *http.Request) {
	ts, err := h.q.TagTypes(r.Context())
	if serve(w, r, err) {
		reply.JSON(w, http.StatusOK, map[string]any{"version": 1, "tagTypes": mapAll(ts, toTagType)})
	}
}

func (h *catalogHandlers) getTagType(w http.ResponseWriter, r *http.Request) {
	t, err := h.q.TagType(r.Context(), pathParam(r, "name"))
	if serve(w, r, err) {
		reply.JSON(w, http.StatusOK, toTagType(t))
	}
}

func (h *catalogHandlers) createTagType(w http.ResponseWriter, r *http.Request) {
	var in model.CreateTagTypeInput
	if !serve(w, r, decode(r, &in)) {
		return
	}
	t, err := h.m.CreateTagType(r.Context(), in)
	if serve(w, r, err) {
		created(w, "/api/admin/tag-types/"+url.PathEscape(t.ID), toTagType(t))
	}
}

func (h *catalogHandlers) validateTagType(w http.ResponseWriter, r *http.Request) {
	var in model.CreateTagTypeInput
	if !serve(w, r, decode(r, &in)) {
		return
	}
	_, err := h.q.ValidateTagType(r.Context(), in)
	if !serve(w, r, err) {
		return
	}
	out := tagTypeJSON{Name: in.Name, Icon: in.Icon.Value()}
	if d := in.Description.Value(); d != nil {
		out.Description = *d
	}
	reply.JSON(w, http.StatusOK, map[string]any{"valid": true, "tagType": out})
}

func (h *catalogHandlers) updateTagType(w http.ResponseWriter, r *http.Request) {
	var in model.UpdateTagTypeInput
	if !serve(w, r, decode(r, &in)) {
		return
	}
	t, err := h.m.UpdateTagType(r.Context(), pathParam(r, "name"), in)
	if serve(w, r, err) {
		reply.JSON(w, http.StatusOK, toTagType(t))
	}
}

func (h *catalogHandlers) deleteTagType(w http.ResponseWriter, r *http.Request) {
	_, err := h.m.DeleteTagType(r.Context(), pathParam(r, "name"))
	if serve(w, r, err) {
		w.WriteHeader(http.StatusOK)
	}
}

// listTags serves every tag, or those of the path's tag type.
func (h *catalogHandlers) listTags(w http.ResponseWriter, r *http.Request) {
	var typ *string
	if t := pathParam(r, "type"); t != "" {
		typ = &t
	}
	ts, err := h.q.Tags(r.Context(), typ)
	if serve(w, r, err) {
		reply.JSON(w, http.StatusOK, map[string]any{"version": 1, "tags": mapAll(ts, toTag)})
	}
}

func (h *catalogHandlers) getTag(w http.ResponseWriter, r *http.Request) {
	t, err := h.q.Tag(r.Context(), pathParam(r, "type"), pathParam(r, "value"))
	if serve(w, r, err) {
		reply.JSON(w, http.StatusOK, map[string]any{"version": 1, "tag": toTag(t)})
	}
}

func (h *catalogHandlers) createTag(w http.ResponseWriter, r *http.Request) {
	var in model.TagInput
	if !serve(w, r, decode(r, &in)) {
		return
	}
	t, err := h.m.CreateTag(r.Context(), in)
	if serve(w, r, err) {
		created(w, "/api/admin/tags/"+url.PathEscape(t.TypeID)+"/"+url.PathEscape(t.Value),
			map[string]any{"version": 1, "tag": toTag(t)})
	}
}

func (h *catalogHandlers) deleteTag(w http.ResponseWriter, r *http.Request) {
	_, err := h.m.DeleteTag(r.Context(), pathParam(r, "type"), pathParam(r, "value"))
	if serve(w, r, err) {
		w.WriteHeader(http.StatusOK)
	}
}
