package access

import (
	"net/url"
	"runtime/debug"

	"flagstone/graph/model"
)

// UIConfig is what the reference's admin UI reads about the instance: its version, URL,
// base path, authentication type and the origins allowed on the frontend API.
func (s *Service) UIConfig() *model.UIConfig {
	version := "(devel)"
	if bi, ok := debug.ReadBuildInfo(); ok && bi.Main.Version != "" {
		version = bi.Main.Version
	}
	base := ""
	if u, err := url.Parse(s.BaseURL); err == nil {
		base = u.Path
	}
	origins := s.CORSOrigins
	if origins == nil {
		origins = []string{}
	}
	return &model.UIConfig{
		Name: "Flagstone", Version: version, UnleashURL: s.BaseURL, BaseURIPath: base,
		AuthenticationType: s.AuthType, FrontendAPIOrigins: origins,
	}
}
