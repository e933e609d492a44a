package model

import "flagstone/ent/schematype"

// ExportQuery selects what a batch export holds (the reference's exportQuerySchema):
// the named features, or those with tag ("type:value"), or those of project; with none of
// them, every feature.
type ExportQuery struct {
	Environment  string   `json:"environment"`
	Features     []string `json:"features,omitempty"`
	Tag          string   `json:"tag,omitempty"`
	Project      string   `json:"project,omitempty"`
	DownloadFile bool     `json:"downloadFile,omitempty"`
}

// ImportDocument is a batch import (contract 4.5): the export data and the target.
type ImportDocument struct {
	Project     string       `json:"project"`
	Environment string       `json:"environment"`
	Data        ExportResult `json:"data"`
}

// ExportResult is the batch export document (contract 2.7 building blocks).
type ExportResult struct {
	Features            []ExportedFeature    `json:"features"`
	FeatureStrategies   []ExportedStrategy   `json:"featureStrategies"`
	FeatureEnvironments []ExportedFeatureEnv `json:"featureEnvironments"`
	ContextFields       []ExportedContext    `json:"contextFields"`
	FeatureTags         []ExportedFeatureTag `json:"featureTags"`
	Segments            []SegmentRef         `json:"segments"`
	TagTypes            []ExportedTagType    `json:"tagTypes"`
	Dependencies        []ExportedDependency `json:"dependencies"`
}

// ExportedFeature is the metadata of one exported feature.
type ExportedFeature struct {
	Name           string  `json:"name"`
	Type           string  `json:"type,omitempty"`
	Description    *string `json:"description"`
	Project        string  `json:"project,omitempty"`
	Stale          bool    `json:"stale"`
	ImpressionData bool    `json:"impressionData"`
	Archived       bool    `json:"archived"`
}

// ExportedStrategy is one strategy instance of an exported feature in the environment.
type ExportedStrategy struct {
	ID          string                       `json:"id,omitempty"`
	Name        string                       `json:"name"`
	Title       *string                      `json:"title,omitempty"`
	Disabled    bool                         `json:"disabled"`
	FeatureName string                       `json:"featureName"`
	SortOrder   int                          `json:"sortOrder"`
	Segments    []int                        `json:"segments"`
	Constraints []schematype.Constraint      `json:"constraints"`
	Variants    []schematype.StrategyVariant `json:"variants"`
	Parameters  map[string]string            `json:"parameters"`
}

// ExportedFeatureEnv is the state of an exported feature in the environment.
type ExportedFeatureEnv struct {
	Name        string               `json:"name"`
	FeatureName string               `json:"featureName"`
	Environment string               `json:"environment"`
	Enabled     bool                 `json:"enabled"`
	Variants    []schematype.Variant `json:"variants"`
}

// ExportedContext is a context field used by an exported strategy.
type ExportedContext struct {
	Name        string                  `json:"name"`
	Description *string                 `json:"description,omitempty"`
	Stickiness  bool                    `json:"stickiness"`
	SortOrder   int                     `json:"sortOrder"`
	LegalValues []schematype.LegalValue `json:"legalValues"`
}

// ExportedFeatureTag is one tag on an exported feature. Type and Value are the
// deprecated spellings of TagType and TagValue, still read on import.
type ExportedFeatureTag struct {
	FeatureName string `json:"featureName"`
	TagType     string `json:"tagType"`
	TagValue    string `json:"tagValue"`
	Type        string `json:"type,omitempty"`
	Value       string `json:"value,omitempty"`
}

// SegmentRef names a segment an exported strategy uses.
type SegmentRef struct {
	ID   int    `json:"id"`
	Name string `json:"name"`
}

// ExportedTagType is a tag type used by an exported tag.
type ExportedTagType struct {
	Name        string  `json:"name"`
	Description string  `json:"description,omitempty"`
	Icon        *string `json:"icon,omitempty"`
}

// ExportedDependency lists the parents of one exported child feature.
type ExportedDependency struct {
	Feature      string              `json:"feature"`
	Dependencies []DependencyOfChild `json:"dependencies"`
}

// DependencyOfChild is one parent of an exported child.
type DependencyOfChild struct {
	Feature  string   `json:"feature"`
	Enabled  *bool    `json:"enabled,omitempty"`
	Variants []string `json:"variants,omitempty"`
}

// ImportValidation is what validating a batch import finds (importTogglesValidateSchema).
type ImportValidation struct {
	Errors      []*ImportMessage `json:"errors"`
	Warnings    []*ImportMessage `json:"warnings"`
	Permissions []*ImportMessage `json:"permissions"`
}

// ImportMessage is one finding and the items it concerns.
type ImportMessage struct {
	Message       string   `json:"message"`
	AffectedItems []string `json:"affectedItems"`
}

// StateOptions select what the legacy state export holds and which environment and
// project its per-feature fields describe.
type StateOptions struct {
	Features    bool
	Strategies  bool
	Environment string
	Project     string
}

// StateImportOptions are the legacy import's query flags.
type StateImportOptions struct {
	Drop        bool
	Keep        bool
	Environment string
	Project     string
}

// StateDocument is the legacy state document (contract 2.8), version 1.
type StateDocument struct {
	Version    int                `json:"version"`
	Features   []StateFeature     `json:"features"`
	Strategies []StateStrategyDef `json:"strategies"`
}

// StateFeature is one feature of the legacy document. Enabled, Strategies and Variants
// describe one environment (the v1 reading), which Environment names; the other fields are
// extensions a v1 reader ignores, Environments holding the feature's other environments,
// so that an export, a drop-import and an export again are equal.
type StateFeature struct {
	Name           string            `json:"name"`
	Description    string            `json:"description"`
	Enabled        bool              `json:"enabled"`
	Strategies     []StateStrategy   `json:"strategies"`
	Variants       []StateVariant    `json:"variants"`
	Type           string            `json:"type,omitempty"`
	Project        string            `json:"project,omitempty"`
	Stale          bool              `json:"stale,omitempty"`
	ImpressionData bool              `json:"impressionData,omitempty"`
	Tags           []StateTag        `json:"tags,omitempty"`
	Environment    string            `json:"environment,omitempty"`
	Environments   []StateFeatureEnv `json:"environments,omitempty"`
}

// StateStrategy is a strategy instance in the legacy document; beyond the v1 name and
// parameters it carries the richer fields of the strategy.
type StateStrategy struct {
	Name        string                       `json:"name"`
	Parameters  map[string]string            `json:"parameters"`
	Title       *string                      `json:"title,omitempty"`
	Disabled    bool                         `json:"disabled,omitempty"`
	Constraints []schematype.Constraint      `json:"constraints,omitempty"`
	Variants    []schematype.StrategyVariant `json:"variants,omitempty"`
	Segments    []string                     `json:"segments,omitempty"`
}

// StateVariant is a feature variant in the legacy document.
type StateVariant = schematype.Variant

// StateTag is a tag of a feature in the legacy document.
type StateTag struct {
	Type  string `json:"type"`
	Value string `json:"value"`
}

// StateFeatureEnv is a feature's state in one environment (extension of v1).
type StateFeatureEnv struct {
	Name       string          `json:"name"`
	Enabled    bool            `json:"enabled"`
	Strategies []StateStrategy `json:"strategies"`
	Variants   []StateVariant  `json:"variants"`
}

// StateStrategyDef is a strategy definition in the legacy document.
type StateStrategyDef struct {
	Name        string                         `json:"name"`
	Description string                         `json:"description"`
	Parameters  []schematype.StrategyParameter `json:"parameters"`
	Title       *string                        `json:"title,omitempty"`
	Editable    *bool                          `json:"editable,omitempty"`
	Deprecated  bool                           `json:"deprecated,omitempty"`
}
