package rest

import (
	"flagstone/rest/reply"
	"net/http"
	"strconv"

	"flagstone/ent"
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
