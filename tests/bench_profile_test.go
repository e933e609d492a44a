package tests

import (
	"os"
	"path/filepath"
	"runtime/pprof"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// benchProfile profiles the benchmark case b when BENCH_PROFILE names a directory: a CPU
// profile of the case (<case>.cpu.pprof) and the allocation profile before and after it
// (<case>.allocs-before.pprof, <case>.allocs.pprof; compare with
// go tool pprof -diff_base). The server runs in the benchmark's process, so the profiles
// hold the load generator too: its frames are net/http's client side. The returned
// function stops the profile; it does nothing when BENCH_PROFILE is unset.
func benchProfile(b *testing.B) (stop func()) {
	dir := os.Getenv("BENCH_PROFILE")
	if dir == "" {
		return func() {}
	}
	require.NoError(b, os.MkdirAll(dir, 0o755))
	base := filepath.Join(dir, strings.NewReplacer("/", "_", " ", "_").Replace(b.Name()))
	writeProfile(b, "allocs", base+".allocs-before.pprof")
	cpu, err := os.Create(base + ".cpu.pprof")
	require.NoError(b, err)
	require.NoError(b, pprof.StartCPUProfile(cpu))
	return func() {
		pprof.StopCPUProfile()
		require.NoError(b, cpu.Close())
		writeProfile(b, "allocs", base+".allocs.pprof")
	}
}

// writeProfile writes the named runtime profile to path.
func writeProfile(b *testing.B, name, path string) {
	f, err := os.Create(path)
	require.NoError(b, err)
	defer f.Close()
	require.NoError(b, pprof.Lookup(name).WriteTo(f, 0))
}
