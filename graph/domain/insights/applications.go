package insights

import (
	"context"
	"fmt"

	"flagstone/ent"
	"flagstone/ent/clientapplication"
	"flagstone/ent/clientinstance"
	"flagstone/graph/apperr"
	"flagstone/graph/domain/kernel"
)

// Applications lists the client applications that registered or sent metrics, by name;
// with query, only those whose name contains it (case-insensitive).
func (s *Service) Applications(ctx context.Context, query *string) ([]*ent.ClientApplication, error) {
	q := s.DB(ctx).ClientApplication.Query()
	if query != nil && *query != "" {
		q = q.Where(clientapplication.AppNameContainsFold(*query))
	}
	apps, err := q.Order(ent.Asc(clientapplication.FieldAppName)).All(ctx)
	if err != nil {
		return nil, fmt.Errorf("list client applications: %w", err)
	}
	return apps, nil
}

// Application returns one client application by name.
func (s *Service) Application(ctx context.Context, appName string) (*ent.ClientApplication, error) {
	return kernel.One(ctx, s.DB(ctx).ClientApplication.Query().Where(clientapplication.AppName(appName)).Only, "Application %q", appName)
}

// ApplicationDetails are what an admin says about an application (the reference's
// createApplicationSchema less what the SDK reports); nil leaves a detail as it is.
type ApplicationDetails struct {
	Description, URL, Color, Icon *string
}

// SaveApplication creates the application appName, or changes its details, as the
// reference's POST /api/admin/metrics/applications/{appName} does. A new application
// records application-created, as its first sighting through an SDK would; a change of
// details records nothing, as in the reference, whose log has no event for it.
func (s *Service) SaveApplication(ctx context.Context, appName string, d ApplicationDetails) (*ent.ClientApplication, error) {
	if err := checkApplication(appName, d); err != nil {
		return nil, err
	}
	var saved *ent.ClientApplication
	err := s.Mutate(ctx, fmt.Sprintf("Application %q", appName), func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		app, err := tx.ClientApplication.Query().Where(clientapplication.AppName(appName)).Only(ctx)
		if ent.IsNotFound(err) {
			saved, err = tx.ClientApplication.Create().SetAppName(appName).SetStrategies([]string{}).SetCreatedAt(s.Now()).
				SetNillableDescription(d.Description).SetNillableURL(d.URL).SetNillableColor(d.Color).SetNillableIcon(d.Icon).Save(ctx)
			if err != nil {
				return kernel.Change{}, fmt.Errorf("create client application: %w", err)
			}
			return kernel.Record(kernel.Event{Type: "application-created",
				Data: map[string]any{"appName": appName, "strategies": []string{}}}), nil
		}
		if err != nil {
			return kernel.Change{}, fmt.Errorf("find client application: %w", err)
		}
		saved, err = tx.ClientApplication.UpdateOne(app).SetNillableDescription(d.Description).SetNillableURL(d.URL).
			SetNillableColor(d.Color).SetNillableIcon(d.Icon).Save(kernel.Unaudited(ctx))
		if err != nil {
			return kernel.Change{}, fmt.Errorf("update client application: %w", err)
		}
		return kernel.Unchanged(), nil
	})
	return saved, err
}

// checkApplication refuses a bad name or over-long details, naming the property.
func checkApplication(appName string, d ApplicationDetails) error {
	if appName == "" {
		return apperr.Validation("appName is required")
	}
	if err := kernel.CheckLen("appName", &appName, kernel.MaxNameLen); err != nil {
		return err
	}
	for _, f := range []struct {
		name string
		v    *string
		max  int
	}{{"description", d.Description, kernel.MaxDescLen}, {"url", d.URL, 2048}, {"color", d.Color, kernel.MaxNameLen}, {"icon", d.Icon, kernel.MaxNameLen}} {
		if f.v == nil {
			continue
		}
		if err := kernel.CheckLen(f.name, f.v, f.max); err != nil {
			return err
		}
	}
	return nil
}

// DeleteApplication removes the application appName and its instances (its metrics stay,
// as in the reference); an unknown application is no error, as there. Like the reference,
// it records no event: its log has no type for it.
func (s *Service) DeleteApplication(ctx context.Context, appName string) error {
	return s.Mutate(ctx, fmt.Sprintf("Application %q", appName), func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		ids, err := tx.ClientApplication.Query().Where(clientapplication.AppName(appName)).IDs(ctx)
		if err != nil || len(ids) == 0 {
			return kernel.Unchanged(), err
		}
		if _, err := tx.ClientInstance.Delete().Where(clientinstance.ApplicationIDIn(ids...)).Exec(kernel.Unaudited(ctx)); err != nil {
			return kernel.Change{}, fmt.Errorf("delete client instances: %w", err)
		}
		if _, err := tx.ClientApplication.Delete().Where(clientapplication.IDIn(ids...)).Exec(kernel.Unaudited(ctx)); err != nil {
			return kernel.Change{}, fmt.Errorf("delete client application: %w", err)
		}
		return kernel.Unchanged(), nil
	})
}
