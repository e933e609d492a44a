// Package apperr is the one error vocabulary of the service. Domain code returns these
// errors; each face (REST, GraphQL) renders them once. It imports nothing from ent or HTTP.
package apperr

import (
	"context"
	"errors"
	"fmt"

	"github.com/google/uuid"
)

// Kind classifies an error; each kind has one wire name and one HTTP status.
type Kind int

// The kinds of error the service reports.
const (
	KindInternal Kind = iota
	KindValidation
	KindUnauthenticated
	KindForbidden
	KindNotFound
	KindConflict
	KindContentType
	KindPayloadTooLarge
	KindRateLimited
	KindMethodNotAllowed
	KindUnavailable
	// KindChangeRequestRequired refuses a direct change to a project environment whose
	// changes go through change requests.
	KindChangeRequestRequired
)

var kindNames = map[Kind]string{
	KindInternal:              "InternalError",
	KindValidation:            "ValidationError",
	KindUnauthenticated:       "AuthenticationRequired",
	KindForbidden:             "NoAccessError",
	KindNotFound:              "NotFoundError",
	KindConflict:              "NameExistsError",
	KindContentType:           "ContentTypeError",
	KindPayloadTooLarge:       "PayloadTooLarge",
	KindRateLimited:           "TooManyRequestsError",
	KindMethodNotAllowed:      "MethodNotAllowedError",
	KindUnavailable:           "ServiceUnavailable",
	KindChangeRequestRequired: "ChangeRequestRequiredError",
}

var kindStatus = map[Kind]int{
	KindInternal:              500,
	KindValidation:            400,
	KindUnauthenticated:       401,
	KindForbidden:             403,
	KindNotFound:              404,
	KindConflict:              409,
	KindContentType:           415,
	KindPayloadTooLarge:       413,
	KindRateLimited:           429,
	KindMethodNotAllowed:      405,
	KindUnavailable:           503,
	KindChangeRequestRequired: 409,
}

// Name is the wire name of the kind, e.g. "ValidationError".
func (k Kind) Name() string { return kindNames[k] }

// Status is the HTTP status of the kind.
func (k Kind) Status() int { return kindStatus[k] }

// Detail names one problem of a validation error.
type Detail struct {
	Path    string `json:"path,omitempty"`
	Message string `json:"message"`
}

// Error is a classified error with a message safe to show to the caller.
type Error struct {
	Kind    Kind
	Message string
	Details []Detail
	cause   error
}

func (e *Error) Error() string {
	if e.cause != nil {
		return e.Message + ": " + e.cause.Error()
	}
	return e.Message
}

// Unwrap returns the underlying cause, which is logged but never shown.
func (e *Error) Unwrap() error { return e.cause }

// Because returns a copy of e caused by cause, which is logged but never shown.
func (e *Error) Because(cause error) *Error {
	c := *e
	c.cause = cause
	return &c
}

// Logged reports whether the error must be logged where it is answered: internal errors,
// and an unavailable store with its cause.
func (e *Error) Logged() bool {
	return e.Kind == KindInternal || (e.Kind == KindUnavailable && e.cause != nil)
}

// Validation reports bad input; the message names the wrong property.
func Validation(format string, args ...any) *Error {
	return &Error{Kind: KindValidation, Message: fmt.Sprintf(format, args...)}
}

// ValidationDetails reports several input problems at once.
func ValidationDetails(details []Detail) *Error {
	msg := "Request validation failed"
	if len(details) == 1 {
		msg = details[0].Message
	} else if len(details) > 1 {
		msg = fmt.Sprintf("Request validation failed: %s (and %d more)", details[0].Message, len(details)-1)
	}
	return &Error{Kind: KindValidation, Message: msg, Details: details}
}

// Unauthenticated reports missing or invalid credentials.
func Unauthenticated() *Error {
	return &Error{Kind: KindUnauthenticated,
		Message: "You must log in to use Flagstone. Your request had no authorization header or an invalid one. Try logging in at /auth/simple/login"}
}

// Forbidden reports valid credentials that lack a permission.
func Forbidden(permission, environment string) *Error {
	msg := fmt.Sprintf("You don't have the required permissions to perform this operation. You need the %q permission", permission)
	if environment != "" {
		msg += fmt.Sprintf(" in the %q environment", environment)
	}
	return &Error{Kind: KindForbidden, Message: msg + "."}
}

// NotFound reports a resource that does not exist.
func NotFound(format string, args ...any) *Error {
	return &Error{Kind: KindNotFound, Message: fmt.Sprintf(format, args...)}
}

// Conflict reports a name or key that is already taken.
func Conflict(format string, args ...any) *Error {
	return &Error{Kind: KindConflict, Message: fmt.Sprintf(format, args...)}
}

// New builds an error of any kind.
func New(kind Kind, format string, args ...any) *Error {
	return &Error{Kind: kind, Message: fmt.Sprintf(format, args...)}
}

// Internal wraps an unexpected failure; the caller sees a generic message.
func Internal(cause error) *Error {
	return &Error{Kind: KindInternal, Message: "Unexpected error", cause: cause}
}

// Unavailable reports that the service cannot answer now (its store is unreachable); the
// caller may try again later.
func Unavailable() *Error {
	return &Error{Kind: KindUnavailable, Message: "The service is unavailable right now; try again later."}
}

// Classified is an error that knows its kind without being an *Error: store failures
// classified where the driver returns them. As uses it when no *Error is in the chain.
type Classified interface {
	error
	AppError() *Error
}

// As returns the classified error in err's chain, or an Internal error wrapping err. Work
// stopped because its request ended (the client left or the time limit passed) is
// Unavailable, and not logged: it is no fault of the service. A store failure classified
// as such comes first (a dial that timed out is an outage, not a request that ended).
func As(err error) *Error {
	var e *Error
	if errors.As(err, &e) {
		return e
	}
	var c Classified
	if errors.As(err, &c) {
		return c.AppError()
	}
	if errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
		return errStopped
	}
	return Internal(err)
}

// errStopped answers work stopped because its request ended.
var errStopped = &Error{Kind: KindUnavailable,
	Message: "The request was stopped before it finished: it ran longer than its time limit or the client left"}

// Stopped reports whether err is work stopped because its request ended: nothing to log.
func Stopped(err error) bool { return As(err) == errStopped }

// Is reports whether err is classified as kind.
func Is(err error, kind Kind) bool {
	return err != nil && As(err).Kind == kind
}

// NewID returns a fresh identifier for one error instance, shown to the caller and logged
// with the cause.
func NewID() string { return uuid.NewString() }

// Within prefixes the message of a validation error with the path of the item it
// concerns, e.g. "features[3]", so one item checker serves whole documents. Other errors
// pass through unchanged.
func Within(path string, err error) error {
	e := As(err)
	if e == nil || e.Kind != KindValidation || path == "" {
		return err
	}
	return &Error{Kind: KindValidation, Message: path + "." + e.Message, Details: e.Details, cause: e.cause}
}
