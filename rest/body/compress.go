package body

import (
	"net/http"

	"github.com/klauspost/compress/gzhttp"
)

// gzipLevel is the gzip level of answers compressed as they are written.
const gzipLevel = 5

// gzipWrapper is klauspost/compress's gzhttp with gzip only, the coding kept bodies are
// stored in: it weighs Accept-Encoding's codings by their q-values ("*" counts for codings
// not named; a weight of 0, or one that is no number, refuses), and passes on as they are
// answers that set their own Content-Encoding.
var gzipWrapper = func() func(http.Handler) http.HandlerFunc {
	wrap, err := gzhttp.NewWrapper(gzhttp.CompressionLevel(gzipLevel), gzhttp.EnableZstd(false), gzhttp.AcceptWildcards(true))
	if err != nil {
		panic(err) // the options are constants
	}
	return wrap
}()

// Compress gzips the answers of next for clients that accept gzip. It is the one
// negotiation of Accept-Encoding: kept bodies ask it through Gzipping.
func Compress(next http.Handler) http.Handler { return gzipWrapper(next) }

// Gzipping reports whether Compress chose gzip for the answer written to w: kept bodies
// then send their gzipped form, which Compress passes on as it is.
func Gzipping(w http.ResponseWriter) bool {
	for {
		switch w.(type) {
		case *gzhttp.GzipResponseWriter, gzhttp.GzipResponseWriterWithCloseNotify:
			return true
		}
		u, ok := w.(interface{ Unwrap() http.ResponseWriter })
		if !ok {
			return false
		}
		w = u.Unwrap()
	}
}
