package edge

import (
	"bytes"
	"flagstone/rest/reply"
	"fmt"
	"net"
	"net/http"
	"strconv"

	"flagstone/graph/apperr"
)

// Listener wraps ln so that a request the HTTP server refuses before any handler sees it
// (a percent-escape in the path that is not two hex digits, a malformed request line or
// header) is answered in the error shape instead of net/http's plain text.
func Listener(ln net.Listener) net.Listener { return listener{ln} }

type listener struct{ net.Listener }

func (l listener) Accept() (net.Conn, error) {
	c, err := l.Listener.Accept()
	if err != nil {
		return nil, err
	}
	return conn{c}, nil
}

// conn recognises net/http's own refusal among what is written to it and replaces it.
type conn struct{ net.Conn }

// plainRefusal is what follows the status line of net/http's refusal of a request it could
// not parse, and of nothing a handler writes (those answers always carry a Date header).
var plainRefusal = []byte("\r\nContent-Type: text/plain; charset=utf-8\r\nConnection: close\r\n\r\n")

func (c conn) Write(p []byte) (int, error) {
	status, ok := refusalStatus(p)
	if !ok {
		return c.Conn.Write(p)
	}
	body := reply.ErrorJSON(errMalformed)
	_, err := fmt.Fprintf(c.Conn, "HTTP/1.1 %d %s\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\nContent-Length: %d\r\n\r\n%s",
		status, http.StatusText(status), len(body), body)
	if err != nil {
		return 0, err
	}
	return len(p), nil
}

// CloseWrite lets the server half-close the connection after a refusal, as it does
// without the wrapper.
func (c conn) CloseWrite() error {
	if cw, ok := c.Conn.(interface{ CloseWrite() error }); ok {
		return cw.CloseWrite()
	}
	return nil
}

// refusalStatus reads the status of net/http's refusal; ok is false for anything else.
func refusalStatus(p []byte) (int, bool) {
	const prefix = "HTTP/1.1 "
	if !bytes.HasPrefix(p, []byte(prefix)) {
		return 0, false
	}
	line, rest, found := bytes.Cut(p, []byte("\r\n"))
	if !found || !bytes.HasPrefix(rest, plainRefusal[2:]) || len(line) < len(prefix)+3 {
		return 0, false
	}
	status, err := strconv.Atoi(string(line[len(prefix) : len(prefix)+3]))
	return status, err == nil && status >= 400
}

var errMalformed = apperr.Validation("The request is not well-formed HTTP: for example a percent-escape in its path " +
	"is not two hexadecimal digits, or a header line cannot be read")
