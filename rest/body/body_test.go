package body

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestAccepts(t *testing.T) {
	for _, tc := range []struct {
		name, header string
		want         bool
	}{
		{"named", "gzip, br", true},
		{"weighted", "br;q=0.5", true},
		{"spaced", "br ; q=1.000", true},
		{"refused", "br;q=0", false},
		{"refused with decimals", "br;q=0.000", false},
		{"not a number", "br;q=nan", false},
		{"above one", "br;q=2", false},
		{"too many decimals", "br;q=0.0001", false},
		{"not named", "gzip", false},
	} {
		require.Equal(t, tc.want, Accepts(tc.header, "br"), tc.name)
	}
}

// TestServe: the ETag depends on the content only; 304 for a GET that has it, the
// gzipped form (the same bytes once unzipped) when accepted, the bytes as kept otherwise.
func TestServe(t *testing.T) {
	raw := bytes.Repeat([]byte(`{"a":1}`), 100)
	b := New(raw, gzip.BestSpeed)
	require.Equal(t, b.ETag, New(bytes.Clone(raw), gzip.DefaultCompression).ETag)
	tests := []struct {
		name, method, inm, encoding string
		status                      int
		gzipped                     bool
	}{
		{"plain", http.MethodGet, "", "", http.StatusOK, false},
		{"gzip", http.MethodGet, "", "gzip", http.StatusOK, true},
		{"not modified", http.MethodGet, b.ETag, "gzip", http.StatusNotModified, false},
		{"a POST is answered whole", http.MethodPost, b.ETag, "", http.StatusOK, false},
	}
	for _, tc := range tests {
		r := httptest.NewRequest(tc.method, "/", nil)
		r.Header.Set("If-None-Match", tc.inm)
		r.Header.Set("Accept-Encoding", tc.encoding)
		w := httptest.NewRecorder()
		Compress(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { b.Serve(w, r, "application/json") })).ServeHTTP(w, r)
		require.Equal(t, tc.status, w.Code, tc.name)
		//lint:ignore SA1008 Serve sets ETag as Unleash spells it, not canonicalised (Etag)
		require.Equal(t, []string{b.ETag}, w.Header()["ETag"], tc.name)
		if tc.status != http.StatusOK {
			require.Empty(t, w.Body.Bytes(), tc.name)
			continue
		}
		got := w.Body.Bytes()
		if tc.gzipped {
			require.Equal(t, "gzip", w.Header().Get("Content-Encoding"), tc.name)
			zr, err := gzip.NewReader(bytes.NewReader(got))
			require.NoError(t, err, tc.name)
			got, err = io.ReadAll(zr)
			require.NoError(t, err, tc.name)
		}
		require.Equal(t, raw, got, tc.name)
	}
}
