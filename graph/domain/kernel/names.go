package kernel

import (
	"regexp"
	"strings"

	"flagstone/graph/apperr"
)

// Length limits of names and text.
const (
	MaxIDLen          = 100
	MaxNameLen        = 255
	MaxFeatureNameLen = 255
	MaxDescLen        = 1000
)

// urlFriendly matches what encodeURIComponent leaves unchanged, as the reference requires
// of feature and project names.
var urlFriendly = regexp.MustCompile(`^[A-Za-z0-9\-_.!~*'()]+$`)

// CheckName refuses an empty, over-long or not URL-friendly name, naming the property.
func CheckName(property, name string, max int) error {
	switch {
	case name == "":
		return apperr.Validation("%s is required", property)
	case len(name) > max:
		return apperr.Validation("%s must be at most %d characters", property, max)
	case name == "." || name == ".." || !urlFriendly.MatchString(name):
		return apperr.Validation("%s must be URL-friendly (letters, digits and - _ . ! ~ * ' ( )), got %q", property, name)
	}
	return nil
}

// CheckLen refuses over-long text (in bytes) or text the store cannot hold (NUL).
func CheckLen(field string, v *string, max int) error {
	if v != nil && len(*v) > max {
		return apperr.Validation("%s must be at most %d characters", field, max)
	}
	if v != nil && strings.ContainsRune(*v, 0) {
		return apperr.Validation("%s must not contain NUL characters", field)
	}
	return nil
}

// InstanceIDSetting is the settings row holding the instance's id (seeded at the first
// start), which the instance statistics report as the reference's instanceId.
const InstanceIDSetting = "instance.id"
