package tests

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"io"
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestAcceptEncodingNegotiation: the coding chosen for an Accept-Encoding ("-" sends
// none) is the same on the admin face, for answers compressed as they are written and for
// kept ones, and on the client API, whose bodies are kept gzipped; "" is none.
func TestAcceptEncodingNegotiation(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		client := s.apiToken(t, "client", "development", "*")
		for i := range 8 { // a features list and a client API body well above any minimum size
			newFeature(t, s, "default", "negotiated-"+randomHex(4)+"-"+string(rune('a'+i)))
		}
		s.refresh(t)
		targets := []struct{ name, path, token string }{
			{"admin face, written", "/docs/openapi.json", adminToken},
			{"admin face, kept", "/api/admin/projects/default/features", adminToken},
			{"client API", "/api/client/features", client},
		}
		for _, tc := range []struct{ name, header, want string }{
			{"none", "-", ""},
			{"empty", "", ""},
			{"gzip", "gzip", "gzip"},
			{"upper case", "GZIP", "gzip"},
			{"among others", "gzip, deflate, br", "gzip"},
			{"weighted", "br;q=1, gzip;q=0.5", "gzip"},
			{"refused", "gzip;q=0", ""},
			{"refused with decimals", "gzip; q=0.000", ""},
			{"not a number", "gzip;q=nan", ""},
			{"not a weight", "gzip;q=abc", ""},
			{"identity refused, gzip not named", "identity;q=0", ""},
			{"any", "*", "gzip"},
			{"any refused", "*;q=0", ""},
			{"named beats any", "*, gzip;q=0", ""},
			{"others only", "deflate, br", ""},
		} {
			for _, target := range targets {
				t.Run(tc.name+"/"+target.name, func(t *testing.T) {
					header := map[string]string{}
					if tc.header != "-" {
						header["Accept-Encoding"] = tc.header
					}
					res := rawGet(t, s.URL+target.path, target.token, header)
					require.Equal(t, http.StatusOK, res.StatusCode)
					require.Equal(t, tc.want, res.Header.Get("Content-Encoding"))
					require.Contains(t, res.Header.Values("Vary"), "Accept-Encoding")
					b, err := io.ReadAll(res.Body)
					require.NoError(t, err)
					if tc.want == "gzip" {
						zr, err := gzip.NewReader(bytes.NewReader(b))
						require.NoError(t, err)
						b, err = io.ReadAll(zr)
						require.NoError(t, err)
					}
					require.Greater(t, len(b), 1024)
					require.True(t, json.Valid(b), "%.200s", b)
				})
			}
		}
	})
}
