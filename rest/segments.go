package rest

import (
	"flagstone/rest/reply"
	"net/http"
	"net/url"
	"strconv"

	"flagstone/ent"
	"flagstone/graph/apperr"
	"flagstone/graph/model"
)

func (h *catalogHandlers) listSegments(w http.ResponseWriter, r *http.Request) {
	ss, err := h.q.Segments(r.Context())
	if !serve(w, r, err) {
		return
	}
	out, err := h.toSegments(r.Context(), ss)
	if serve(w, r, err) {
		reply.JSON(w, http.StatusOK, map[string]any{"segments": out})
	}
}

func (h *catalogHandlers) getSegment(w http.ResponseWriter, r *http.Request) {
	id, err := intParam(r, "id")
	if !serve(w, r, err) {
		return
	}
	sg, err := h.q.Segment(r.Context(), id)
	h.writeSegment(w, r, http.StatusOK, sg, err)
}

func (h *catalogHandlers) createSegment(w http.ResponseWriter, r *http.Request) {
	var in model.SegmentInput
	if !serve(w, r, decode(r, &in)) {
		return
	}
	sg, err := h.m.CreateSegment(r.Context(), in)
	h.writeSegment(w, r, http.StatusCreated, sg, err)
}

// writeSegment answers with one segment; 201 answers carry its location.
func (h *catalogHandlers) writeSegment(w http.ResponseWriter, r *http.Request, status int, sg *ent.Segment, err error) {
	if !serve(w, r, err) {
		return
	}
	out, err := h.toSegments(r.Context(), []*ent.Segment{sg})
	if !serve(w, r, err) {
		return
	}
	if status == http.StatusCreated {
		created(w, "/api/admin/segments/"+strconv.Itoa(sg.ID), out[0])
		return
	}
	reply.JSON(w, status, out[0])
}

func (h *catalogHandlers) updateSegment(w http.ResponseWriter, r *http.Request) {
	id, err := intParam(r, "id")
	if !serve(w, r, err) {
		return
	}
	var in model.SegmentInput
	if !serve(w, r, decode(r, &in)) {
		return
	}
	_, err = h.m.UpdateSegment(r.Context(), id, in)
	if serve(w, r, err) {
		w.WriteHeader(http.StatusNoContent)
	}
}

func (h *catalogHandlers) deleteSegment(w http.ResponseWriter, r *http.Request) {
	id, err := intParam(r, "id")
	if !serve(w, r, err) {
		return
	}
	_, err = h.m.DeleteSegment(r.Context(), id)
	if serve(w, r, err) {
		w.WriteHeader(http.StatusNoContent)
	}
}

func (h *catalogHandlers) validateSegmentName(w http.ResponseWriter, r *http.Request) {
	var in nameBody
	if !serve(w, r, decode(r, &in)) {
		return
	}
	_, err := h.q.ValidateSegmentName(r.Context(), in.Name)
	if serve(w, r, err) {
		w.WriteHeader(http.StatusNoContent)
	}
}

func (h *catalogHandlers) segmentStrategies(w http.ResponseWriter, r *http.Request) {
	id, err := intParam(r, "id")
	if !serve(w, r, err) {
		return
	}
	uses, err := h.q.SegmentStrategies(r.Context(), id)
	if serve(w, r, err) {
		reply.JSON(w, http.StatusOK, map[string]any{"strategies": uses})
	}
}

// strategySegments answers the segments a strategy uses (the reference's segmentsSchema).
func (h *catalogHandlers) strategySegments(w http.ResponseWriter, r *http.Request) {
	ss, err := h.q.StrategySegments(r.Context(), pathParam(r, "strategyId"))
	if !serve(w, r, err) {
		return
	}
	out, err := h.toSegments(r.Context(), ss)
	if serve(w, r, err) {
		reply.JSON(w, http.StatusOK, map[string]any{"segments": out})
	}
}

// strategySegmentsBody is the reference's updateFeatureStrategySegmentsSchema.
type strategySegmentsBody struct {
	ProjectID     string `json:"projectId"`
	StrategyID    string `json:"strategyId"`
	EnvironmentID string `json:"environmentId"`
	SegmentIDs    []int  `json:"segmentIds"`
}

// setStrategySegments replaces a strategy's segments and answers 201 with the body, as the
// reference does.
func (h *catalogHandlers) setStrategySegments(w http.ResponseWriter, r *http.Request) {
	var in strategySegmentsBody
	if !serve(w, r, decode(r, &in)) {
		return
	}
	for _, p := range [][2]string{{"projectId", in.ProjectID}, {"strategyId", in.StrategyID}, {"environmentId", in.EnvironmentID}} {
		if p[1] == "" {
			serve(w, r, apperr.Validation("%s is required", p[0]))
			return
		}
	}
	if in.SegmentIDs == nil {
		serve(w, r, apperr.Validation("segmentIds is required"))
		return
	}
	_, err := h.m.SetStrategySegments(r.Context(), in.ProjectID, in.EnvironmentID, in.StrategyID, in.SegmentIDs)
	if serve(w, r, err) {
		created(w, "strategies/"+url.PathEscape(in.StrategyID), in)
	}
}
