package insights

import (
	"context"
	"fmt"

	"flagstone/ent"
	"flagstone/ent/clientapplication"
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
