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

func TestAcceptsGzip(t *testing.T) {
	tests := []struct {
		name, header string
		want         bool
	}{
		{"absent", "", false},
		{"plain", "gzip", true},
		{"among others", "br, GZIP;q=0.8", true},
		{"refused", "gzip;q=0", false},
		{"refused with decimals", "gzip; q=0.0", false},
		{"other only", "deflate, br", false},
	}
	for _, tc := range tests {
		require.Equal(t, tc.want, AcceptsGzip(tc.header), tc.name)
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
		b.Serve(w, r, "application/json")
		require.Equal(t, tc.status, w.Code, tc.name)
		require.Equal(t, []string{b.ETag}, w.Header()["ETag"], tc.name) // kept as spelt, not canonicalised
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
