package domain

import (
	"regexp"

	"flagstone/graph/apperr"
)

// Length limits of the flag domain's names.
const (
	maxIDLen          = 100
	maxFeatureNameLen = 255
	maxDescLen        = 1000
)

// urlFriendly matches what encodeURIComponent leaves unchanged, as the reference requires
// of feature and project names.
var urlFriendly = regexp.MustCompile(`^[A-Za-z0-9\-_.!~*'()]+$`)

// checkName refuses an empty, over-long or not URL-friendly name, naming the property.
func checkName(property, name string, max int) error {
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

// checkText refuses over-long text or text the store cannot hold.
func checkText(property string, v *string, max int) error {
	return checkLen(property, v, max)
}
