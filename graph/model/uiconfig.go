package model

// UIConfig is what the admin UI reads about the instance.
type UIConfig struct {
	Name               string   `json:"name"`
	Version            string   `json:"version"`
	UnleashURL         string   `json:"unleashUrl"`
	BaseURIPath        string   `json:"baseUriPath"`
	AuthenticationType string   `json:"authenticationType"`
	FrontendAPIOrigins []string `json:"frontendApiOrigins"`
	MaintenanceMode    bool     `json:"maintenanceMode"`
}
