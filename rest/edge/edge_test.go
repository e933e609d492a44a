package edge

import (
	"io"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/stretchr/testify/require"
)

func TestClientIP(t *testing.T) {
	proxies := []netip.Prefix{netip.MustParsePrefix("10.0.0.0/8"), netip.MustParsePrefix("::1/128")}
	cases := []struct {
		name, remote, xff, realIP, want string
	}{
		{name: "no proxy: headers ignored", remote: "203.0.113.9:5000", xff: "1.2.3.4", realIP: "5.6.7.8", want: "203.0.113.9:5000"},
		{name: "trusted proxy, one hop", remote: "10.1.2.3:5000", xff: "198.51.100.7", want: "198.51.100.7"},
		{name: "the client is the last untrusted hop", remote: "10.1.2.3:5000", xff: "1.1.1.1, 198.51.100.7, 10.9.9.9", want: "198.51.100.7"},
		{name: "every hop trusted: the first", remote: "10.1.2.3:5000", xff: "10.5.5.5, 10.6.6.6", want: "10.5.5.5"},
		{name: "X-Real-IP without X-Forwarded-For", remote: "10.1.2.3:5000", realIP: "198.51.100.8", want: "198.51.100.8"},
		{name: "an unreadable hop: the proxy itself", remote: "10.1.2.3:5000", xff: "198.51.100.7, garbage", want: "10.1.2.3:5000"},
		{name: "IPv6 proxy", remote: "[::1]:5000", xff: "2001:db8::1", want: "2001:db8::1"},
		{name: "IPv4 in IPv6 form", remote: "[::ffff:10.1.2.3]:5000", xff: "198.51.100.7", want: "198.51.100.7"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var got string
			h := ClientIP(proxies)(http.HandlerFunc(func(_ http.ResponseWriter, r *http.Request) { got = r.RemoteAddr }))
			r := httptest.NewRequest(http.MethodGet, "/", nil)
			r.RemoteAddr = c.remote
			if c.xff != "" {
				r.Header.Set("X-Forwarded-For", c.xff)
			}
			if c.realIP != "" {
				r.Header.Set("X-Real-IP", c.realIP)
			}
			h.ServeHTTP(httptest.NewRecorder(), r)
			require.Equal(t, c.want, got)
		})
	}
}

func TestTextBody(t *testing.T) {
	cases := []struct {
		name, body string
		ok         bool
	}{
		{name: "ASCII", body: `{"a": "b"}`, ok: true},
		{name: "UTF-8", body: `{"a": "Größe ✓ 日本 😀"}`, ok: true},
		{name: "an escaped backslash before u", body: `{"a": "\\u0041"}`, ok: true},
		{name: "other escapes", body: `{"a": "\u0041\u00e9\n"}`, ok: true},
		{name: "a raw NUL", body: "{\"a\": \"x\x00\"}"},
		{name: "a NUL escape", body: `{"a": "x\u0000"}`},
		{name: "a GraphQL NUL escape inside JSON", body: `{"query": "{ f(a: \"\\u0000\") }"}`},
		{name: "invalid UTF-8", body: "{\"a\": \"\xff\"}"},
		{name: "a truncated rune at the end", body: "{\"a\": \"\xe6\x97"},
		{name: "an overlong encoding", body: "\xc0\xaf"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			// One byte per read: every rune and escape is cut somewhere.
			for _, r := range []io.Reader{strings.NewReader(c.body), iotest.OneByteReader(strings.NewReader(c.body))} {
				got, err := io.ReadAll(&textBody{ReadCloser: io.NopCloser(r)})
				if c.ok {
					require.NoError(t, err)
					require.Equal(t, c.body, string(got))
				} else {
					require.ErrorIs(t, err, errBadBody)
				}
			}
		})
	}
}

func TestTextURL(t *testing.T) {
	for _, c := range []struct {
		target string
		ok     bool
	}{
		{"/api/admin/projects/default", true},
		{"/api/admin/projects/Gr%C3%B6%C3%9Fe?q=%E2%9C%93", true},
		{"/api/admin/projects/%00", false},
		{"/api/admin/projects/%FF", false},
		{"/api/admin/projects/x?q=%00", false},
		{"/api/admin/projects/x?%FF=1", false},
		{"/api/admin/projects/x?q=%ZZ", false},
	} {
		rec := httptest.NewRecorder()
		reached := false
		Text(http.HandlerFunc(func(http.ResponseWriter, *http.Request) { reached = true })).
			ServeHTTP(rec, httptest.NewRequest(http.MethodGet, c.target, nil))
		require.Equal(t, c.ok, reached, c.target)
		if !c.ok {
			require.Equal(t, http.StatusBadRequest, rec.Code, c.target)
			require.Contains(t, rec.Body.String(), `"name":"ValidationError"`, c.target)
		}
	}
}

func TestRefusalStatus(t *testing.T) {
	for _, c := range []struct {
		written string
		status  int
	}{
		{"HTTP/1.1 400 Bad Request\r\nContent-Type: text/plain; charset=utf-8\r\nConnection: close\r\n\r\n400 Bad Request", 400},
		{"HTTP/1.1 431 Request Header Fields Too Large\r\nContent-Type: text/plain; charset=utf-8\r\nConnection: close\r\n\r\n431 Request Header Fields Too Large", 431},
		{"HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\nDate: Mon, 01 Jan 2024 00:00:00 GMT\r\n\r\n", 0},
		{"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n\r\n{}", 0},
		{`{"partial": "body"}`, 0},
	} {
		status, ok := refusalStatus([]byte(c.written))
		require.Equal(t, c.status != 0, ok, c.written)
		require.Equal(t, c.status, status, c.written)
	}
}

func TestConcurrency(t *testing.T) {
	release := make(chan struct{})
	entered := make(chan struct{})
	h := Concurrency(1)(http.HandlerFunc(func(http.ResponseWriter, *http.Request) {
		entered <- struct{}{}
		<-release
	}))
	go h.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest(http.MethodGet, "/", nil))
	<-entered
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/", nil))
	require.Equal(t, http.StatusServiceUnavailable, rec.Code)
	require.Equal(t, "1", rec.Header().Get("Retry-After"))
	require.Equal(t, "close", rec.Header().Get("Connection"), "refused at once, not after reading the body")
	close(release)
}
