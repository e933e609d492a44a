package app

import (
	"io"
	"log/slog"
	"net/http"
	"os"

	"flagstone/graph/auth"
	"flagstone/graph/config"
	"flagstone/rest/reqinfo"
)

// NewLogger is the service's logger on w in the configured format: LOG_FORMAT, or text
// when w is a terminal and JSON otherwise (a container's log collector, a file).
func NewLogger(w io.Writer, cfg config.Config) *slog.Logger {
	opts := &slog.HandlerOptions{Level: cfg.LogLevel}
	format := cfg.LogFormat
	if format == "" {
		format = config.LogJSON
		if isTerminal(w) {
			format = config.LogText
		}
	}
	if format == config.LogText {
		return slog.New(slog.NewTextHandler(w, opts))
	}
	return slog.New(slog.NewJSONHandler(w, opts))
}

func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}

// noteCaller tells the access log which user or token the admin face authenticated.
func noteCaller(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if c := auth.FromContext(r.Context()); c != nil {
			reqinfo.NoteCaller(r.Context(), c.Name)
		}
		next.ServeHTTP(w, r)
	})
}
