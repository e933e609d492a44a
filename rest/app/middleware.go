package app

import (
	"flagstone/rest/reply"
	"fmt"
	"log/slog"
	"net/http"
	"runtime/debug"
	"time"

	"github.com/go-chi/chi/v5/middleware"

	"flagstone/graph/apperr"
	"flagstone/rest/reqinfo"
)

// accessLog writes one structured line per request to log: its request id and the user or
// token that made it, never a secret (secrets in paths are redacted).
func accessLog(log *slog.Logger) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return accessLogHandler(log, next)
	}
}

func accessLogHandler(log *slog.Logger, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ww := middleware.NewWrapResponseWriter(w, r.ProtoMajor)
		start := time.Now()
		r = reqinfo.With(r)
		next.ServeHTTP(ww, r)
		caller := reqinfo.CallerOf(r.Context())
		if caller == "" {
			caller = "-"
		}
		log.LogAttrs(r.Context(), slog.LevelInfo, "request",
			slog.String("method", r.Method),
			slog.String("path", reply.RedactPath(r.URL.EscapedPath())),
			slog.Int("status", ww.Status()),
			slog.Int("bytes", ww.BytesWritten()),
			slog.Duration("duration", time.Since(start)),
			slog.String("remote", r.RemoteAddr),
			slog.String("requestId", middleware.GetReqID(r.Context())),
			slog.String("user", caller),
		)
	})
}

// recoverer turns a panic into a 500 in the error shape; the panic is logged, not shown.
func recoverer(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer func() {
			if p := recover(); p != nil {
				if p == http.ErrAbortHandler {
					panic(p)
				}
				slog.ErrorContext(r.Context(), "panic", "panic", p, "stack", string(debug.Stack()))
				reply.Error(w, r, apperr.Internal(fmt.Errorf("panic: %v", p)))
			}
		}()
		next.ServeHTTP(w, r)
	})
}
