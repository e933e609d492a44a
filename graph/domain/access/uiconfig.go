package access

import (
	"context"
	"fmt"
	"net/url"
	"runtime/debug"
	"slices"

	"flagstone/ent"
	"flagstone/ent/setting"
	"flagstone/graph/apperr"
	"flagstone/graph/domain/kernel"
	"flagstone/graph/model"
)

// frontendSettingID is the settings row the frontend API's stored origins live in, named
// as the reference names it.
const frontendSettingID = "unleash.frontend"

// maxFrontendOrigins bounds the stored list: every preflight scans it.
const maxFrontendOrigins = 100

// UIConfig is what the reference's admin UI reads about the instance: its version, URL,
// base path, authentication type and the origins allowed on the frontend API (CORS_ORIGINS
// and the stored list together, as the frontend API applies them).
func (s *Service) UIConfig(ctx context.Context) (*model.UIConfig, error) {
	version := "(devel)"
	if bi, ok := debug.ReadBuildInfo(); ok && bi.Main.Version != "" {
		version = bi.Main.Version
	}
	base := ""
	if u, err := url.Parse(s.BaseURL); err == nil {
		base = u.Path
	}
	origins, err := s.FrontendAPIOrigins(ctx)
	if err != nil {
		return nil, err
	}
	maintenance, err := s.MaintenanceMode(ctx)
	if err != nil {
		return nil, err
	}
	return &model.UIConfig{
		Name: "Flagstone", Version: version, UnleashURL: s.BaseURL, BaseURIPath: base,
		AuthenticationType: s.AuthType, FrontendAPIOrigins: origins, MaintenanceMode: maintenance,
	}, nil
}

// FrontendAPIOrigins are the origins whose pages may call the frontend API: CORS_ORIGINS
// followed by the stored list, without repeats. With neither, any origin ("*"), as in the
// reference: frontend tokens are public by design, so browser SDKs work out of the box;
// CORS_ORIGINS or a stored list (even an empty one) narrows it.
func (s *Service) FrontendAPIOrigins(ctx context.Context) ([]string, error) {
	stored, set, err := storedOrigins(ctx, s.DB(ctx))
	if err != nil {
		return nil, err
	}
	if !set && len(s.CORSOrigins) == 0 {
		return []string{"*"}, nil
	}
	origins := append([]string{}, s.CORSOrigins...)
	for _, o := range stored {
		if !slices.Contains(origins, o) {
			origins = append(origins, o)
		}
	}
	return origins, nil
}

// SetFrontendAPIOrigins replaces the stored origins of the frontend API (CORS_ORIGINS
// stays allowed whatever is stored), recording setting-updated.
func (s *Service) SetFrontendAPIOrigins(ctx context.Context, origins []string) error {
	origins, err := validOrigins(origins)
	if err != nil {
		return err
	}
	return s.Mutate(ctx, "The frontend settings", func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		if err := lockFrontendSetting(ctx, tx); err != nil {
			return kernel.Change{}, err
		}
		pre, _, err := storedOrigins(ctx, tx.Client)
		if err != nil {
			return kernel.Change{}, err
		}
		value := map[string]any{"frontendApiOrigins": origins}
		err = tx.Setting.Create().SetID(frontendSettingID).SetValue(value).
			OnConflictColumns(setting.FieldID).UpdateNewValues().Exec(ctx)
		if err != nil {
			return kernel.Change{}, fmt.Errorf("save frontend origins: %w", err)
		}
		return kernel.Record(kernel.Event{Type: "setting-updated",
			Data:    map[string]any{"id": frontendSettingID, "frontendApiOrigins": origins},
			PreData: map[string]any{"id": frontendSettingID, "frontendApiOrigins": pre}}), nil
	})
}

// lockFrontendSetting locks the settings row of the origins until tx ends, making it (with
// no origins) when it is missing: concurrent replacements then take turns, each reading as
// its preData what the one before it stored. Without a row to lock, two of them would read
// the same list and record the same preData.
func lockFrontendSetting(ctx context.Context, tx *kernel.Tx) error {
	// An upsert that changes nothing still takes the row's lock on PostgreSQL (ON CONFLICT
	// DO UPDATE waits for, then locks, the conflicting row); SQLite has one writer anyway.
	err := tx.Setting.Create().SetID(frontendSettingID).SetValue(map[string]any{"frontendApiOrigins": []string{}}).
		OnConflictColumns(setting.FieldID).Ignore().Exec(ctx)
	if err != nil {
		return fmt.Errorf("lock frontend origins: %w", err)
	}
	return nil
}

// storedOrigins reads the stored origins and whether a list was stored; none when nothing
// was set.
func storedOrigins(ctx context.Context, db *ent.Client) (origins []string, set bool, err error) {
	row, err := db.Setting.Query().Where(setting.ID(frontendSettingID)).Only(ctx)
	if ent.IsNotFound(err) {
		return []string{}, false, nil
	}
	if err != nil {
		return nil, false, fmt.Errorf("read frontend origins: %w", err)
	}
	list, _ := row.Value["frontendApiOrigins"].([]any)
	origins = make([]string, 0, len(list))
	for _, o := range list {
		if s, ok := o.(string); ok {
			origins = append(origins, s)
		}
	}
	return origins, true, nil
}

// validOrigins checks each entry is "*" or an origin scheme://host[:port] (http or https,
// no path, query or credentials), and drops repeats and a trailing slash.
func validOrigins(origins []string) ([]string, error) {
	if len(origins) > maxFrontendOrigins {
		return nil, apperr.Validation("frontendApiOrigins may hold at most %d origins", maxFrontendOrigins)
	}
	out := make([]string, 0, len(origins))
	for i, o := range origins {
		if o != "*" && !IsOrigin(o) {
			return nil, apperr.Validation("frontendApiOrigins[%d] must be an origin such as https://app.example.com, or *; got %q", i, o)
		}
		if !slices.Contains(out, o) {
			out = append(out, o)
		}
	}
	return out, nil
}

// IsOrigin reports whether o is an origin as a browser sends it: http or https, a host,
// an optional port, and nothing else.
func IsOrigin(o string) bool {
	u, err := url.Parse(o)
	return err == nil && (u.Scheme == "http" || u.Scheme == "https") && u.Host != "" && u.Hostname() != "" &&
		u.Path == "" && u.RawQuery == "" && u.Fragment == "" && u.User == nil && !u.ForceQuery &&
		len(o) <= 255
}
