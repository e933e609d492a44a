package events

import (
	"context"
	"fmt"
	"slices"

	"flagstone/ent"
	"flagstone/ent/addon"
	"flagstone/ent/addondelivery"
	"flagstone/ent/event"
	"flagstone/graph/apperr"
	"flagstone/graph/domain/kernel"
	"flagstone/graph/model"
)

// WebhookProvider is the one addon provider served.
const WebhookProvider = "webhook"

// SecretPlaceholder stands for a webhook's secret wherever the addon is shown: the secret
// never leaves the server. Sent back on update, it keeps the secret.
const SecretPlaceholder = "*****"

// maxDeliveriesPage bounds one page of a delivery log.
const maxDeliveriesPage = 1000

// Addons returns every addon, in id order.
func (s *Service) Addons(ctx context.Context) ([]*ent.Addon, error) {
	as, err := s.DB(ctx).Addon.Query().Order(ent.Asc(addon.FieldID)).All(ctx)
	if err != nil {
		return nil, fmt.Errorf("list addons: %w", err)
	}
	return as, nil
}

// AnyAddonEnabled reports whether any addon is enabled: the webhook deliverer asks it on
// every commit and skips its pass, and the query of due addons, when none is. It is read
// again only when the watermark moved (an addon changed on another node) or this process
// changed an addon (see kernel.Known); the read goes through the client ctx carries, if
// any (the deliverer's, whose statements the request counts leave out).
func (s *Service) AnyAddonEnabled(ctx context.Context) (bool, error) {
	return s.addonsEnabled.Get(ctx, s.Kernel, func(ctx context.Context) (bool, error) {
		ok, err := s.DB(ctx).Addon.Query().Where(addon.Enabled(true)).Exist(ctx)
		if err != nil {
			return false, fmt.Errorf("look for enabled addons: %w", err)
		}
		return ok, nil
	})
}

// Addon returns one addon.
func (s *Service) Addon(ctx context.Context, id int) (*ent.Addon, error) {
	return kernel.One(ctx, s.DB(ctx).Addon.Query().Where(addon.ID(id)).Only, "Addon %d", id)
}

// CreateAddon configures a webhook. Its delivery starts after the log's settled
// watermark as the call begins, so it sends what commits from now on, not the history (an
// event that was being recorded meanwhile may be sent too: none is missed).
func (s *Service) CreateAddon(ctx context.Context, in model.AddonInput) (*ent.Addon, error) {
	defer s.addonsEnabled.Changed()
	if err := s.checkAddon(ctx, in); err != nil {
		return nil, err
	}
	var settled *int
	if ent.FromContext(ctx) == nil { // an outer transaction may hold the event order: no settling inside
		w, err := s.SettledEventID(ctx)
		if err != nil {
			return nil, err
		}
		settled = &w
	}
	var out *ent.Addon
	err := s.Mutate(ctx, "The addon", func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		newest, err := addonStart(ctx, tx, settled)
		if err != nil {
			return kernel.Change{}, err
		}
		c := tx.Addon.Create().SetProvider(in.Provider).SetEnabled(in.Enabled).SetURL(in.Parameters.URL).
			SetEvents(in.Events).SetProjects(kernel.NonNil(in.Projects.Value())).
			SetEnvironments(kernel.NonNil(in.Environments.Value())).SetDeliveredThrough(newest).
			SetCreatedAt(s.Now())
		if d := in.Description.Value(); d != nil {
			c.SetDescription(*d)
		}
		if sec := in.Parameters.Secret.Value(); sec != nil && *sec != SecretPlaceholder {
			c.SetSecret(*sec)
		}
		if out, err = c.Save(ctx); err != nil {
			return kernel.Change{}, err
		}
		return kernel.Record(kernel.Event{Type: "addon-config-created", Data: AddonData(out)}), nil
	})
	return out, err
}

// addonStart is where a new addon's delivery starts: after settled, or inside a
// transaction after the newest event it sees.
func addonStart(ctx context.Context, tx *kernel.Tx, settled *int) (int, error) {
	if settled != nil {
		return *settled, nil
	}
	newest, err := tx.Event.Query().Order(ent.Desc(event.FieldID)).FirstID(ctx)
	if err != nil && !ent.IsNotFound(err) {
		return 0, fmt.Errorf("read newest event: %w", err)
	}
	return newest, nil
}

// UpdateAddon changes a webhook. Its delivery goes on from where it was.
func (s *Service) UpdateAddon(ctx context.Context, id int, in model.AddonInput) (*ent.Addon, error) {
	defer s.addonsEnabled.Changed()
	if err := s.checkAddon(ctx, in); err != nil {
		return nil, err
	}
	var out *ent.Addon
	err := s.Mutate(ctx, "The addon", func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		pre, err := kernel.One(ctx, kernel.Locked(tx, tx.Addon.Query().Where(addon.ID(id))).Only, "Addon %d", id)
		if err != nil {
			return kernel.Change{}, err
		}
		u := tx.Addon.UpdateOne(pre).SetProvider(in.Provider).SetEnabled(in.Enabled).SetURL(in.Parameters.URL).
			SetEvents(in.Events).SetProjects(kernel.NonNil(in.Projects.Value())).
			SetEnvironments(kernel.NonNil(in.Environments.Value())).
			SetNillableDescription(in.Description.Value())
		if !in.Description.IsSet() || in.Description.Value() == nil {
			u.ClearDescription()
		}
		switch sec := in.Parameters.Secret.Value(); {
		case !in.Parameters.Secret.IsSet() || sec == nil || *sec == SecretPlaceholder:
		case *sec == "":
			u.ClearSecret()
		default:
			u.SetSecret(*sec)
		}
		if out, err = u.Save(ctx); err != nil {
			return kernel.Change{}, err
		}
		return kernel.Record(kernel.Event{Type: "addon-config-updated", Data: AddonData(out), PreData: AddonData(pre)}), nil
	})
	return out, err
}

// DeleteAddon removes a webhook and its delivery log.
func (s *Service) DeleteAddon(ctx context.Context, id int) error {
	defer s.addonsEnabled.Changed()
	return s.Mutate(ctx, "The addon", func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		pre, err := kernel.One(ctx, kernel.Locked(tx, tx.Addon.Query().Where(addon.ID(id))).Only, "Addon %d", id)
		if err != nil {
			return kernel.Change{}, err
		}
		if _, err := tx.AddonDelivery.Delete().Where(addondelivery.AddonID(id)).Exec(ctx); err != nil {
			return kernel.Change{}, fmt.Errorf("delete delivery log: %w", err)
		}
		if err := tx.Addon.DeleteOne(pre).Exec(ctx); err != nil {
			return kernel.Change{}, err
		}
		return kernel.Record(kernel.Event{Type: "addon-config-deleted", PreData: AddonData(pre)}), nil
	})
}

// AddonDeliveries returns a page of an addon's delivery log, newest event first.
func (s *Service) AddonDeliveries(ctx context.Context, id int, limit, offset *int) ([]*ent.AddonDelivery, error) {
	if _, err := s.Addon(ctx, id); err != nil {
		return nil, err
	}
	n, skip := 50, 0
	if limit != nil {
		n = *limit
	}
	if offset != nil {
		skip = *offset
	}
	if n < 0 || n > maxDeliveriesPage {
		return nil, apperr.Validation("limit must be between 0 and %d", maxDeliveriesPage)
	}
	if skip < 0 {
		return nil, apperr.Validation("offset must not be negative")
	}
	ds, err := s.DB(ctx).AddonDelivery.Query().Where(addondelivery.AddonID(id)).
		Order(ent.Desc(addondelivery.FieldEventID)).Offset(skip).Limit(n).All(ctx)
	if err != nil {
		return nil, fmt.Errorf("read delivery log of addon %d: %w", id, err)
	}
	return ds, nil
}

// AddonData is an addon as its events record it: everything but the secret, which is
// only said to be set.
func AddonData(a *ent.Addon) map[string]any {
	return map[string]any{
		"id": a.ID, "provider": a.Provider, "description": a.Description, "enabled": a.Enabled,
		"parameters": AddonParameters(a), "events": a.Events,
		"projects": kernel.NonNil(a.Projects), "environments": kernel.NonNil(a.Environments),
	}
}

// AddonParameters are an addon's parameters as shown: the secret as a placeholder.
func AddonParameters(a *ent.Addon) *model.AddonParameters {
	p := &model.AddonParameters{URL: a.URL}
	if a.Secret != "" {
		placeholder := SecretPlaceholder
		p.Secret = &placeholder
	}
	return p
}

// checkAddon validates an addon's configuration, naming the property at fault.
func (s *Service) checkAddon(ctx context.Context, in model.AddonInput) error {
	if in.Provider != WebhookProvider {
		return apperr.Validation("provider must be %q, the one addon provider served, got %q", WebhookProvider, in.Provider)
	}
	if err := kernel.CheckLen("description", in.Description.Value(), 1000); err != nil {
		return err
	}
	if in.Parameters == nil || in.Parameters.URL == "" {
		return apperr.Validation("parameters.url is required")
	}
	if len(in.Parameters.URL) > 2000 {
		return apperr.Validation("parameters.url must be at most 2000 characters")
	}
	if err := s.Webhooks.CheckURL(ctx, in.Parameters.URL); err != nil {
		return apperr.Validation("parameters.url %s", err)
	}
	if sec := in.Parameters.Secret.Value(); sec != nil && len(*sec) > 1000 {
		return apperr.Validation("parameters.secret must be at most 1000 characters")
	}
	if len(in.Events) == 0 {
		return apperr.Validation("events must name at least one event type")
	}
	for _, t := range in.Events {
		if !Types[t] {
			return apperr.Validation("events: %q is not an event type", t)
		}
	}
	for _, list := range []struct {
		name   string
		values []string
	}{{"projects", in.Projects.Value()}, {"environments", in.Environments.Value()}} {
		if slices.Contains(list.values, "") {
			return apperr.Validation("%s must not contain an empty name", list.name)
		}
	}
	return nil
}
