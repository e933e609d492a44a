// Package transfer owns moving flags in and out in bulk: the batch export and import of
// features, the legacy state export and import, and the importer they share. It stands
// on flags and catalog; nothing stands on it. Imports check what they write with the
// single routes' rules, exported by the area that owns them (flags.CheckDependency,
// catalog.LoadStrategyRules, catalog.NormalTag), never a copy of their own, and write
// catalog's tables only through catalog (strategy definitions, context fields, tag
// types and tags), whose mutations join the import's transaction.
package transfer

import (
	"context"
	"log/slog"
	"time"

	"flagstone/graph/domain/flags"
	"flagstone/graph/domain/kernel"
	"flagstone/graph/store"
)

// Service is the transfer area over one kernel.
type Service struct {
	*kernel.Kernel
	// Flags finds the projects imports write to.
	Flags *flags.Service
}

// bulkImport is the number of flags from which an import refreshes the planner's
// statistics of what it wrote (store.Analyze): smaller imports leave the tables' shape
// as it was.
const bulkImport = 1000

// importedTables are the tables an import writes in bulk.
var importedTables = []string{"features", "feature_environments", "feature_strategies", "feature_tags"}

// analyzeTimeout bounds the statistics refresh after an import.
const analyzeTimeout = time.Minute

// afterImport refreshes the statistics of the tables an import of n flags wrote, when n
// makes it a bulk import, before the import is answered (a search right after it is
// planned for the flags it wrote). The import is committed by then: a client that leaves
// does not stop the refresh, and a failure is logged, not answered.
func (s *Service) afterImport(ctx context.Context, n int) {
	if n < bulkImport {
		return
	}
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), analyzeTimeout)
	defer cancel()
	if err := store.Analyze(ctx, s.Client, s.Dialect, importedTables...); err != nil {
		slog.WarnContext(ctx, "refresh statistics after an import", "features", n, "err", err)
	}
}
