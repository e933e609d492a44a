package seed

import (
	"flagstone/ent/schematype"
)

// builtInStrategy describes one strategy every instance has.
type builtInStrategy struct {
	Name        string
	Title       *string
	Description string
	Parameters  []schematype.StrategyParameter
	Deprecated  bool
}

func ptr[T any](v T) *T { return &v }

var builtInStrategies = []builtInStrategy{
	{Name: "default", Title: ptr("Standard"), Description: "The standard strategy is strictly on / off for your entire userbase."},
	{Name: "flexibleRollout", Title: ptr("Gradual rollout"), Description: "Roll out to a percentage of your userbase, and ensure that the experience is the same for the user on each visit.",
		Parameters: []schematype.StrategyParameter{
			{Name: "rollout", Type: "percentage", Description: "", Required: false},
			{Name: "stickiness", Type: "string", Description: "Used define stickiness. Possible values: default, userId, sessionId, random", Required: true},
			{Name: "groupId", Type: "string", Description: "Used to define a activation groups, which allows you to correlate across feature toggles.", Required: true},
		}},
	{Name: "userWithId", Title: ptr("UserIDs"), Description: "Enable the feature for a specific set of userIds.", Deprecated: true,
		Parameters: []schematype.StrategyParameter{{Name: "userIds", Type: "list", Description: ""}}},
	{Name: "applicationHostname", Title: ptr("Hosts"), Description: "Active for a set of application hostnames.",
		Parameters: []schematype.StrategyParameter{{Name: "hostNames", Type: "list", Description: "List of hostnames to enable the feature toggle for."}}},
	{Name: "remoteAddress", Title: ptr("IPs"), Description: "Active for remote addresses defined in the IPs list.",
		Parameters: []schematype.StrategyParameter{{Name: "IPs", Type: "list", Description: "List of IPs to enable the feature toggle for.", Required: true}}},
}

var featureTypes = []struct {
	id, name, desc string
	lifetime       *int
}{
	{"release", "Release", "Release feature toggles are used to release new features.", ptr(40)},
	{"experiment", "Experiment", "Experiment feature toggles are used to test and verify multiple different versions of a feature.", ptr(40)},
	{"operational", "Operational", "Operational feature toggles are used to control aspects of a rollout.", ptr(7)},
	{"kill-switch", "Kill switch", "Kill switch feature toggles are used to quickly turn on or off critical functionality in your system.", nil},
	{"permission", "Permission", "Permission feature toggles are used to control permissions in your system.", nil},
}
