package changes

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"sort"

	"flagstone/ent"
	"flagstone/ent/featureenvironment"
	"flagstone/ent/schematype"
	"flagstone/graph/apperr"
	"flagstone/graph/domain/catalog"
	"flagstone/graph/domain/flags"
	"flagstone/graph/domain/kernel"
	"flagstone/graph/model"
)

// target is what a change is about: a feature of a project, in one environment.
type target struct{ project, env, feature string }

// action is one kind of change Unleash's UI sends: how its payload is checked, what
// state of the target it depends on (base, a fingerprint kept when the change is added
// and compared when it is applied), and how it is applied through the flags area.
type action struct {
	// replaces: a new change of the same feature, action and key replaces the old one.
	replaces bool
	key      func(payload json.RawMessage) string
	check    func(raw json.RawMessage) (json.RawMessage, error)
	base     func(ctx context.Context, fl *flags.Service, t target, payload json.RawMessage) (string, error)
	apply    func(ctx context.Context, fl *flags.Service, t target, payload json.RawMessage) error
}

// actions are the changes a request takes, by name.
var actions = map[string]action{
	"updateEnabled": {replaces: true, key: noKey, check: checkAs[enabledPayload],
		base: func(ctx context.Context, fl *flags.Service, t target, _ json.RawMessage) (string, error) {
			fe, err := featureEnv(ctx, fl, t)
			if err != nil {
				return "", err
			}
			return fingerprint(fe.Enabled), nil
		},
		apply: func(ctx context.Context, fl *flags.Service, t target, p json.RawMessage) error {
			in, _ := decode[enabledPayload](p)
			_, err := fl.SetFeatureEnvironmentEnabled(ctx, t.project, t.feature, t.env, *in.Enabled)
			return err
		}},
	"addStrategy": {check: checkAs[model.FeatureStrategyInput], base: featureOnly,
		apply: func(ctx context.Context, fl *flags.Service, t target, p json.RawMessage) error {
			in, _ := decode[model.FeatureStrategyInput](p)
			_, err := fl.AddFeatureStrategy(ctx, t.project, t.feature, t.env, in)
			return err
		}},
	"updateStrategy": {replaces: true, key: strategyKey, check: checkStrategyEdit[model.UpdateFeatureStrategyInput], base: strategyBase,
		apply: func(ctx context.Context, fl *flags.Service, t target, p json.RawMessage) error {
			in, _ := decode[model.UpdateFeatureStrategyInput](p)
			_, err := fl.UpdateFeatureStrategy(ctx, t.project, t.feature, t.env, strategyKey(p), in)
			return err
		}},
	"deleteStrategy": {replaces: true, key: strategyKey, check: checkStrategyEdit[struct{}], base: strategyBase,
		apply: func(ctx context.Context, fl *flags.Service, t target, p json.RawMessage) error {
			return fl.DeleteFeatureStrategy(ctx, t.project, t.feature, t.env, strategyKey(p))
		}},
	"reorderStrategy": {replaces: true, key: noKey, check: checkAs[[]*model.StrategySortOrderInput],
		base: func(ctx context.Context, fl *flags.Service, t target, _ json.RawMessage) (string, error) {
			ss, err := fl.FeatureStrategies(ctx, t.project, t.feature, t.env)
			if err != nil {
				return "", err
			}
			ids := make([]string, len(ss)) // the set of strategies, not their order, which this changes
			for i, st := range ss {
				ids[i] = st.ID.String()
			}
			sort.Strings(ids)
			return fingerprint(ids), nil
		},
		apply: func(ctx context.Context, fl *flags.Service, t target, p json.RawMessage) error {
			in, _ := decode[[]*model.StrategySortOrderInput](p)
			_, err := fl.SetStrategySortOrder(ctx, t.project, t.feature, t.env, in)
			return err
		}},
	"patchVariant": {replaces: true, key: noKey, check: checkAs[variantsPayload],
		base: func(ctx context.Context, fl *flags.Service, t target, _ json.RawMessage) (string, error) {
			vs, err := fl.FeatureVariants(ctx, t.project, t.feature, t.env)
			if err != nil {
				return "", err
			}
			return fingerprint(kernel.NonNil(vs)), nil
		},
		apply: func(ctx context.Context, fl *flags.Service, t target, p json.RawMessage) error {
			in, _ := decode[variantsPayload](p)
			_, err := fl.SetFeatureVariants(ctx, t.project, t.feature, t.env, in.Variants)
			return err
		}},
	"archiveFeature": {replaces: true, key: noKey, check: checkAs[struct{}], base: featureOnly,
		apply: func(ctx context.Context, fl *flags.Service, t target, _ json.RawMessage) error {
			_, err := fl.ArchiveFeature(ctx, t.project, t.feature)
			return err
		}},
	"addDependency": {replaces: true, key: dependencyKey, check: checkAs[model.DependencyInput], base: featureOnly,
		apply: func(ctx context.Context, fl *flags.Service, t target, p json.RawMessage) error {
			in, _ := decode[model.DependencyInput](p)
			_, err := fl.AddDependency(ctx, t.project, t.feature, in)
			return err
		}},
	"deleteDependency": {replaces: true, key: dependencyKey, check: checkAs[dependencyPayload], base: featureOnly,
		apply: func(ctx context.Context, fl *flags.Service, t target, p json.RawMessage) error {
			if parent := dependencyKey(p); parent != "" {
				return fl.DeleteDependency(ctx, t.project, t.feature, parent)
			}
			return fl.DeleteDependencies(ctx, t.project, t.feature)
		}},
}

func actionNames() []string {
	names := make([]string, 0, len(actions))
	for n := range actions {
		names = append(names, n)
	}
	slices.Sort(names)
	return names
}

type enabledPayload struct {
	Enabled *bool `json:"enabled"`
}

func (p enabledPayload) valid() error {
	if p.Enabled == nil {
		return errors.New("enabled is required")
	}
	return nil
}

type variantsPayload struct {
	Variants []*schematype.Variant `json:"variants"`
}

func (p variantsPayload) valid() error {
	_, err := catalog.NormalFeatureVariants(p.Variants)
	return err
}

type dependencyPayload struct {
	Feature string `json:"feature"`
}

type strategyRef struct {
	ID string `json:"id"`
}

// validator is a payload with a check of its own.
type validator interface{ valid() error }

// decode reads a payload as T; an absent payload is T's zero value.
func decode[T any](raw json.RawMessage) (T, error) {
	var v T
	if len(raw) == 0 || string(raw) == "null" {
		return v, nil
	}
	err := json.Unmarshal(raw, &v)
	return v, err
}

// checkAs checks that raw reads as T (and passes T's own check), and returns it compacted.
func checkAs[T any](raw json.RawMessage) (json.RawMessage, error) {
	v, err := decode[T](raw)
	if err != nil {
		return nil, fmt.Errorf("invalid: %w", err)
	}
	if val, ok := any(v).(validator); ok {
		if err := val.valid(); err != nil {
			return nil, err
		}
	}
	if len(raw) == 0 || string(raw) == "null" {
		return nil, nil
	}
	var b bytes.Buffer
	if err := json.Compact(&b, raw); err != nil {
		return nil, fmt.Errorf("invalid: %w", err)
	}
	return b.Bytes(), nil
}

// checkStrategyEdit checks the payload of a change to an existing strategy: its id, then T.
func checkStrategyEdit[T any](raw json.RawMessage) (json.RawMessage, error) {
	if strategyKey(raw) == "" {
		return nil, errors.New("id of the strategy is required")
	}
	return checkAs[T](raw)
}

func noKey(json.RawMessage) string { return "" }

func strategyKey(p json.RawMessage) string {
	r, _ := decode[strategyRef](p)
	return r.ID
}

func dependencyKey(p json.RawMessage) string {
	r, _ := decode[dependencyPayload](p)
	return r.Feature
}

// featureOnly is the base of a change that depends on nothing but its feature existing.
func featureOnly(ctx context.Context, fl *flags.Service, t target, _ json.RawMessage) (string, error) {
	_, err := fl.Feature(ctx, t.project, t.feature)
	return "", err
}

// strategyBase is the base of a change to a strategy: the strategy as it is.
func strategyBase(ctx context.Context, fl *flags.Service, t target, p json.RawMessage) (string, error) {
	st, err := fl.FeatureStrategy(ctx, t.project, t.feature, t.env, strategyKey(p))
	if err != nil {
		return "", err
	}
	return fingerprint(catalog.SpecOf(st)), nil
}

// featureEnv is the state of the target feature in the target environment.
func featureEnv(ctx context.Context, fl *flags.Service, t target) (*ent.FeatureEnvironment, error) {
	f, err := fl.Feature(ctx, t.project, t.feature)
	if err != nil {
		return nil, err
	}
	return kernel.One(ctx, fl.DB(ctx).FeatureEnvironment.Query().Where(featureenvironment.FeatureID(f.ID),
		featureenvironment.EnvironmentID(t.env)).Only, "Environment %q of feature %q in project %q", t.env, t.feature, t.project)
}

// fingerprint is a short digest of v's JSON.
func fingerprint(v any) string {
	b, _ := json.Marshal(v)
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:12])
}

// conflictOf says why change c of a request cannot be applied as it was reviewed: what it
// changes changed since it was added, or is gone; "" when it can.
func conflictOf(ctx context.Context, fl *flags.Service, t target, c *ent.ChangeRequestChange) (string, error) {
	a, ok := actions[c.Action]
	if !ok {
		return fmt.Sprintf("action %q is not known", c.Action), nil
	}
	now, err := a.base(ctx, fl, t, c.Payload)
	var ae *apperr.Error
	if errors.As(err, &ae) {
		return ae.Message, nil
	}
	if err != nil {
		return "", err
	}
	if now != c.Base {
		return fmt.Sprintf("%s of feature %q: what it changes was changed since the change was added", c.Action, c.Feature), nil
	}
	return "", nil
}
