package tests

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"
)

// BenchmarkLargeStateImport drop-imports the legacy export of 22,000 flags on every
// store: ns/op is one import.
//
//	go test -run '^$' -bench LargeStateImport -benchtime 2x ./tests/
func BenchmarkLargeStateImport(b *testing.B) {
	for _, st := range stores() {
		b.Run(st.name, func(b *testing.B) {
			a := openApp(b, st.dsn(b))
			b.Cleanup(func() { a.Close() })
			seedLargeProject(b, a.Domain.Client, largeFlags)
			w := &countingWriter{header: http.Header{}, keep: true}
			a.Handler.ServeHTTP(w, benchRequest(http.MethodGet, stateExportPath+"?environment=development", ""))
			require.Equal(b, http.StatusOK, w.status)
			b.ResetTimer()
			for range b.N {
				benchServe(b, a, benchRequest(http.MethodPost, stateImportPath+"?drop=true&environment=development", string(w.body)))
			}
		})
	}
}
