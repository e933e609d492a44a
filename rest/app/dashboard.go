package app

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"io/fs"
	"mime"
	"net/http"
	"path"
	"strconv"
	"strings"
	"sync"

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

// staticFile is one file of the bundle; its gzip form is made on first demand.
type staticFile struct {
	body        []byte
	contentType string
	etag        string
	gzOnce      sync.Once
	gz          []byte
}

// gzipped returns the file compressed, or nil when compressing does not make it smaller.
func (f *staticFile) gzipped() []byte {
	f.gzOnce.Do(func() {
		var buf bytes.Buffer
		zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
		zw.Write(f.body)
		zw.Close()
		if buf.Len() < len(f.body) {
			f.gz = buf.Bytes()
		}
	})
	return f.gz
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

// serve answers with file name of the bundle under the cache policy, gzip-compressed when the
// client accepts it, 304 when the client's copy is current.
func (b bundle) serve(w http.ResponseWriter, r *http.Request, name, cache string) {
	f := b[name]
	if f == nil {
		http.NotFound(w, r)
		return
	}
	h := w.Header()
	h.Set("Cache-Control", cache)
	h.Set("ETag", f.etag)
	h.Add("Vary", "Accept-Encoding")
	if r.Header.Get("If-None-Match") == f.etag {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	data := f.body
	if gz := f.gzipped(); gz != nil && body.AcceptsGzip(r.Header.Get("Accept-Encoding")) {
		h.Set("Content-Encoding", "gzip")
		data = gz
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
