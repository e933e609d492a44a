package app

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"io"
	"io/fs"
	"mime"
	"net/http"
	"path"
	"strconv"
	"strings"
	"sync"

	"github.com/andybalholm/brotli"

	"flagstone/rest/body"
	"flagstone/web"
)

// Cache policies of the bundle: file names under assets/ carry a hash of their content, so
// they never change; the pages that name them are revalidated on every load.
const (
	cacheImmutable  = "public, max-age=31536000, immutable"
	cacheRevalidate = "no-cache"
)

// reservedPrefixes are the first path segments the service's own routes own: a request under
// them that no route serves is a plain 404, never the dashboard.
var reservedPrefixes = map[string]bool{
	"api": true, "graphql": true, "auth": true, "invite": true, "health": true, "logout": true,
}

// staticFile is one file of the bundle; its brotli and gzip forms are made on first
// demand, once per process.
type staticFile struct {
	body        []byte
	contentType string
	etag        string
	gzOnce      sync.Once
	gz          []byte
	brOnce      sync.Once
	br          []byte
}

// brotliLevel is brotli's quality for the bundle: 9 compresses the largest chunk (710 KB)
// in about 0.8 s on a busy 2-core machine, 9% larger than 11, which takes over 6 s; the
// first request of a file waits for it once per process.
const brotliLevel = 9

// gzipped returns the file compressed, or nil when compressing does not make it smaller.
func (f *staticFile) gzipped() []byte {
	f.gzOnce.Do(func() {
		f.gz = smaller(f.body, func(w io.Writer) io.WriteCloser {
			zw, _ := gzip.NewWriterLevel(w, gzip.BestCompression)
			return zw
		})
	})
	return f.gz
}

// brotlied returns the file compressed with brotli, or nil when that does not make it smaller.
func (f *staticFile) brotlied() []byte {
	f.brOnce.Do(func() {
		f.br = smaller(f.body, func(w io.Writer) io.WriteCloser { return brotli.NewWriterLevel(w, brotliLevel) })
	})
	return f.br
}

// smaller compresses body with the writer newW makes, or returns nil when that does not
// make it smaller (images already compressed).
func smaller(body []byte, newW func(io.Writer) io.WriteCloser) []byte {
	var buf bytes.Buffer
	zw := newW(&buf)
	_, _ = zw.Write(body) // writes to a bytes.Buffer do not fail
	_ = zw.Close()
	if buf.Len() >= len(body) {
		return nil
	}
	return buf.Bytes()
}

// encoded picks what to send for an Accept-Encoding: brotli before gzip (when the
// compression of the face chose it for w) before the file itself, with the coding's name
// ("" for none) and an ETag of its own, since the bytes differ.
func (f *staticFile) encoded(w http.ResponseWriter, acceptEncoding string) (data []byte, coding, etag string) {
	if body.Accepts(acceptEncoding, "br") {
		if br := f.brotlied(); br != nil {
			return br, "br", strings.TrimSuffix(f.etag, `"`) + `-br"`
		}
	}
	if body.Gzipping(w) {
		if gz := f.gzipped(); gz != nil {
			return gz, "gzip", strings.TrimSuffix(f.etag, `"`) + `-gz"`
		}
	}
	return f.body, "", f.etag
}

// bundle is the dashboard's built files by path (index.html, assets/index-….js).
type bundle map[string]*staticFile

// dashboardBundle reads the embedded bundle once per process.
var dashboardBundle = sync.OnceValue(func() bundle { return readBundle(web.Dist()) })

func readBundle(fsys fs.FS) bundle {
	b := bundle{}
	fs.WalkDir(fsys, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		body, err := fs.ReadFile(fsys, name)
		if err != nil {
			return err
		}
		sum := sha256.Sum256(body)
		ct := mime.TypeByExtension(path.Ext(name))
		if ct == "" {
			ct = "application/octet-stream"
		}
		b[name] = &staticFile{body: body, contentType: ct, etag: `"` + hex.EncodeToString(sum[:12]) + `"`}
		return nil
	})
	return b
}

// serve answers with file name of the bundle under the cache policy, brotli- or
// gzip-compressed when the client accepts it (brotli first), 304 when the client's copy of
// that encoding is current.
func (b bundle) serve(w http.ResponseWriter, r *http.Request, name, cache string) {
	f := b[name]
	if f == nil {
		http.NotFound(w, r)
		return
	}
	h := w.Header()
	h.Set("Cache-Control", cache)
	data, coding, etag := f.encoded(w, r.Header.Get("Accept-Encoding"))
	h.Set("ETag", etag)
	h.Set("Vary", "Accept-Encoding")
	if r.Header.Get("If-None-Match") == etag {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	if coding != "" {
		h.Set("Content-Encoding", coding)
	}
	h.Set("Content-Type", f.contentType)
	h.Set("Content-Length", strconv.Itoa(len(data)))
	w.WriteHeader(http.StatusOK)
	if r.Method != http.MethodHead {
		w.Write(data)
	}
}

// dashboard serves the single-page app to GET and HEAD requests that no other route serves:
// assets/ from the bundle, immutable; any other path outside the service's own prefixes gets
// index.html, so that a deep link opens its screen.
func dashboard(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		http.NotFound(w, r)
		return
	}
	first, rest, _ := strings.Cut(strings.TrimPrefix(r.URL.Path, "/"), "/")
	if reservedPrefixes[first] && !isInvitePage(first, rest) {
		http.NotFound(w, r)
		return
	}
	if first == "assets" {
		dashboardBundle().serve(w, r, strings.TrimPrefix(r.URL.Path, "/"), cacheImmutable)
		return
	}
	dashboardBundle().serve(w, r, "index.html", cacheRevalidate)
}

// isInvitePage reports whether a path under a reserved prefix is the dashboard's sign-up page,
// /invite/{secret}, which the invite links point at (the API owns what lies deeper).
func isInvitePage(first, rest string) bool {
	return first == "invite" && rest != "" && !strings.Contains(rest, "/")
}
