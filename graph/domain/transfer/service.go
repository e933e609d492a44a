// Package transfer owns moving flags in and out in bulk: the batch export and import of
// features, the legacy state export and import, and the importer they share. It stands
// on flags and catalog; nothing stands on it. Imports check what they write with the
// single routes' rules, exported by the area that owns them (flags.CheckDependency,
// catalog.LoadStrategyRules, catalog.NormalTag, catalog.CheckTagTypeInput,
// catalog.CheckNewContextField), never a copy of their own.
package transfer

import (
	"flagstone/graph/domain/flags"
	"flagstone/graph/domain/kernel"
)

// Service is the transfer area over one kernel.
type Service struct {
	*kernel.Kernel
	// Flags finds the projects imports write to.
	Flags *flags.Service
}
