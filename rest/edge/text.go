package edge

import (
	"bytes"
	"flagstone/rest/reply"
	"io"
	"net/http"
	"net/url"
	"strings"
	"unicode/utf8"

	"flagstone/graph/apperr"
)

// Text refuses, with a 400 ValidationError, a request whose path, query or body holds a
// NUL character or bytes that are not UTF-8, before anything reads them: PostgreSQL
// refuses both in text, and no name, value or document of the service needs them. In a
// body the escape \u0000 counts as a NUL (JSON, GraphQL and YAML all decode it to one).
// The body is checked as it is read, so streamed uploads stay streamed.
func Text(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if err := checkURL(r.URL); err != nil {
			reply.Error(w, r, err)
			return
		}
		if r.Body != nil && r.Body != http.NoBody {
			r.Body = &textBody{ReadCloser: r.Body}
		}
		next.ServeHTTP(w, r)
	})
}

func checkURL(u *url.URL) error {
	if !validText(u.Path) {
		return apperr.Validation("the path must be UTF-8 text without NUL characters")
	}
	query, err := url.ParseQuery(u.RawQuery)
	if err != nil {
		return apperr.Validation("the query string is malformed: %s", queryError(err))
	}
	for name, values := range query {
		if !validText(name) {
			return apperr.Validation("query parameter names must be UTF-8 text without NUL characters")
		}
		for _, v := range values {
			if !validText(v) {
				return apperr.Validation("query parameter %s must be UTF-8 text without NUL characters", name)
			}
		}
	}
	return nil
}

// queryError describes a query parse error without repeating the query.
func queryError(err error) string {
	if _, ok := err.(url.EscapeError); ok {
		return "a percent-escape is not two hexadecimal digits"
	}
	return "it cannot be split into parameters"
}

func validText(s string) bool { return utf8.ValidString(s) && strings.IndexByte(s, 0) < 0 }

// errBadBody is the error of a body with a NUL or bytes that are not UTF-8.
var errBadBody = apperr.Validation("the request body must be UTF-8 text without NUL characters (or \\u0000 escapes)")

// textBody checks a body as it is read. A rune or escape cut by the end of one read is
// kept until the next, so the check does not depend on how the body arrives.
type textBody struct {
	io.ReadCloser
	pending []byte // the unchecked end of what was read so far
	err     error
}

// nulEscape is how JSON, GraphQL and YAML strings write a NUL.
var nulEscape = []byte(`\u0000`)

func (b *textBody) Read(p []byte) (int, error) {
	if b.err != nil {
		return 0, b.err
	}
	n, err := b.ReadCloser.Read(p)
	b.pending = append(b.pending, p[:n]...)
	if bad := b.check(err != nil); bad != nil {
		b.err = bad
		return 0, bad
	}
	return n, err
}

// check checks pending up to where a rune or escape might continue in the next read (all
// of it at the end of the body), and keeps the rest.
func (b *textBody) check(atEnd bool) error {
	buf := b.pending
	i := 0
	for i < len(buf) {
		if !atEnd && len(buf)-i < len(nulEscape) {
			break
		}
		c := buf[i]
		switch {
		case c == 0:
			return errBadBody
		case c == '\\' && bytes.HasPrefix(buf[i:], nulEscape):
			return errBadBody
		case c < utf8.RuneSelf:
			i++
			continue
		}
		r, size := utf8.DecodeRune(buf[i:])
		if r == utf8.RuneError && size == 1 {
			return errBadBody
		}
		i += size
	}
	b.pending = append(b.pending[:0], buf[i:]...)
	return nil
}
