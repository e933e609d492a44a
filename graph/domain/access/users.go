package access

import (
	"context"
	"fmt"
	"net/mail"
	"strings"
	"unicode"

	"golang.org/x/crypto/bcrypt"

	"flagstone/ent"
	"flagstone/ent/groupmember"
	"flagstone/ent/personalaccesstoken"
	"flagstone/ent/role"
	"flagstone/ent/roleassignment"
	"flagstone/ent/session"
	"flagstone/ent/user"
	"flagstone/graph/apperr"
	"flagstone/graph/auth"
	"flagstone/graph/domain/kernel"
	"flagstone/graph/model"
)

// Built-in role ids (behavior.md, Roles).
const (
	RoleAdmin  = 1
	RoleEditor = 2
	RoleViewer = 3
	RoleOwner  = 4
	RoleMember = 5
)

// Length limits of passwords.
const (
	minPasswordLen = 10
	maxPasswordLen = 72 // bcrypt reads no further
)

// Users lists the users that are not deleted, oldest first.
func (s *Service) Users(ctx context.Context) ([]*ent.User, error) {
	us, err := s.DB(ctx).User.Query().Where(user.DeletedAtIsNil()).Order(ent.Asc(user.FieldID)).All(ctx)
	if err != nil {
		return nil, fmt.Errorf("list users: %w", err)
	}
	return us, nil
}

// User returns one user that is not deleted.
func (s *Service) User(ctx context.Context, id int) (*ent.User, error) {
	return kernel.One(ctx, s.DB(ctx).User.Query().Where(user.ID(id), user.DeletedAtIsNil()).Only, "User with id %d", id)
}

// lockUser reads a user that is not deleted for a change of it, locked until tx ends.
func lockUser(ctx context.Context, tx *kernel.Tx, id int) (*ent.User, error) {
	return kernel.One(ctx, kernel.Locked(tx, tx.User.Query().Where(user.ID(id), user.DeletedAtIsNil())).Only, "User with id %d", id)
}

// RootRoles lists the instance-wide roles.
func (s *Service) RootRoles(ctx context.Context) ([]*ent.Role, error) {
	rs, err := s.DB(ctx).Role.Query().
		Where(role.TypeIn(role.TypeRoot, role.TypeRootCustom)).Order(ent.Asc(role.FieldID)).All(ctx)
	if err != nil {
		return nil, fmt.Errorf("list root roles: %w", err)
	}
	return rs, nil
}

// CreateUser creates a user and records user-created.
func (s *Service) CreateUser(ctx context.Context, in model.CreateUserInput) (*ent.User, error) {
	u, _, err := createUser(ctx, s, in, false)
	return u, err
}

// createUser is Service.CreateUser, and Recovery.InviteUser when invite is set.
func createUser(ctx context.Context, s *Service, in model.CreateUserInput, invite bool) (*ent.User, *string, error) {
	f, err := newUserFields(in)
	if err != nil {
		return nil, nil, err
	}
	createdBy := kernel.Deref(kernel.CallerName(ctx))
	var (
		created *ent.User
		link    *string
	)
	err = s.Mutate(ctx, "A user with that email or username", func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		link = nil
		roleID := RoleViewer
		if ref := in.RootRole.Value(); ref != nil {
			r, err := resolveRootRole(ctx, tx, *ref)
			if err != nil {
				return kernel.Change{}, err
			}
			roleID = r.ID
		}
		u, err := tx.User.Create().
			SetNillableName(in.Name.Value()).
			SetNillableEmail(f.email).
			SetNillableUsername(f.username).
			SetNillablePasswordHash(f.hash).
			SetRootRoleID(roleID).
			SetCreatedAt(s.Now()).
			Save(ctx)
		if err != nil {
			return kernel.Change{}, fmt.Errorf("create user: %w", err)
		}
		created = u
		if invite && f.hash == nil {
			secret, err := storeResetLink(ctx, tx, u.ID, createdBy, s.Now())
			if err != nil {
				return kernel.Change{}, err
			}
			l := resetLinkURL(s.BaseURL, secret)
			link = &l
		}
		return kernel.Record(kernel.Event{Type: "user-created", Data: userData(u)}), nil
	})
	if err != nil {
		return nil, nil, err
	}
	return created, link, nil
}

// userFields are a new user's checked email, username and password hash.
type userFields struct{ email, username, hash *string }

// newUserFields checks a new user's fields and hashes its password.
func newUserFields(in model.CreateUserInput) (userFields, error) {
	email, err := normalEmail(in.Email.Value())
	if err != nil {
		return userFields{}, err
	}
	f := userFields{email: email, username: kernel.Trimmed(in.Username.Value())}
	if f.email == nil && f.username == nil {
		return userFields{}, apperr.Validation("email or username is required")
	}
	if err := kernel.CheckLen("name", in.Name.Value(), kernel.MaxNameLen); err != nil {
		return userFields{}, err
	}
	if err := kernel.CheckLen("username", f.username, kernel.MaxNameLen); err != nil {
		return userFields{}, err
	}
	if p := in.Password.Value(); p != nil {
		h, err := HashPassword(*p)
		if err != nil {
			return userFields{}, err
		}
		f.hash = &h
	}
	return f, nil
}

// UpdateUser changes the fields given in `in` and records user-updated with the previous state.
func (s *Service) UpdateUser(ctx context.Context, id int, in model.UpdateUserInput) (*ent.User, error) {
	var email *string
	if v, set := in.Email.ValueOK(); set {
		if v == nil {
			return nil, apperr.Validation("email cannot be null")
		}
		e, err := normalEmail(v)
		if err != nil {
			return nil, err
		}
		if e == nil { // blank: refused rather than silently ignored
			return nil, apperr.Validation("email cannot be empty")
		}
		email = e
	}
	if err := kernel.CheckLen("name", in.Name.Value(), kernel.MaxNameLen); err != nil {
		return nil, err
	}
	var updated *ent.User
	err := s.Mutate(ctx, "A user with that email", func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		before, err := lockUser(ctx, tx, id)
		if err != nil {
			return kernel.Change{}, err
		}
		upd := tx.User.UpdateOne(before)
		if name, set := in.Name.ValueOK(); set {
			if name == nil {
				upd.ClearName()
			} else {
				upd.SetName(*name)
			}
		}
		if email != nil {
			upd.SetEmail(*email)
		}
		if ref, set := in.RootRole.ValueOK(); set {
			if ref == nil {
				return kernel.Change{}, apperr.Validation("rootRole cannot be null")
			}
			r, err := resolveRootRole(ctx, tx, *ref)
			if err != nil {
				return kernel.Change{}, err
			}
			upd.SetRootRoleID(r.ID)
		}
		u, err := upd.Save(ctx)
		if err != nil {
			return kernel.Change{}, fmt.Errorf("update user %d: %w", id, err)
		}
		updated = u
		return kernel.Record(kernel.Event{Type: "user-updated", Data: userData(u), PreData: userData(before)}), nil
	})
	return updated, err
}

// resolveRootRole finds a root role by id or name; project roles are refused.
func resolveRootRole(ctx context.Context, tx *kernel.Tx, ref model.RoleRef) (*ent.Role, error) {
	q := tx.Role.Query()
	what := fmt.Sprintf("%d", ref.ID)
	if ref.Name != "" {
		q.Where(role.NameEqualFold(ref.Name))
		what = fmt.Sprintf("%q", ref.Name)
	} else {
		q.Where(role.ID(ref.ID))
	}
	r, err := q.Only(ctx)
	if ent.IsNotFound(err) {
		return nil, apperr.Validation("rootRole %s is not a known role", what)
	}
	if err != nil {
		return nil, fmt.Errorf("resolve role %s: %w", what, err)
	}
	if r.Type != role.TypeRoot && r.Type != role.TypeRootCustom {
		return nil, apperr.Validation("rootRole %s is a project role; a root role must be one of Admin, Editor or Viewer", what)
	}
	return r, nil
}

// userData is what user events record: never the password hash.
func userData(u *ent.User) map[string]any {
	return map[string]any{
		"id": u.ID, "name": u.Name, "email": u.Email, "username": u.Username, "rootRole": u.RootRoleID,
	}
}

// HashPassword checks the password's strength and hashes it with bcrypt.
func HashPassword(p string) (string, error) {
	if err := checkPassword(p); err != nil {
		return "", err
	}
	return HashPasswordUnchecked(p)
}

// PasswordCost is the bcrypt cost of every stored password and of the decoy hash logins
// of unknown users compare against. Only tests lower it, before the first hash.
var PasswordCost = bcrypt.DefaultCost

// HashPasswordUnchecked hashes a password the operator chose (INIT_ADMIN_PASSWORD).
func HashPasswordUnchecked(p string) (string, error) {
	h, err := bcrypt.GenerateFromPassword([]byte(p), PasswordCost)
	if err != nil {
		return "", fmt.Errorf("hash password: %w", err)
	}
	return string(h), nil
}

// checkPassword demands at least 10 characters mixing upper case, lower case, digits and
// symbols, as the reference does.
func checkPassword(p string) error {
	if len(p) < minPasswordLen || len(p) > maxPasswordLen {
		return apperr.Validation("password must be %d to %d characters long", minPasswordLen, maxPasswordLen)
	}
	var upper, lower, digit, other bool
	for _, r := range p {
		switch {
		case unicode.IsUpper(r):
			upper = true
		case unicode.IsLower(r):
			lower = true
		case unicode.IsDigit(r):
			digit = true
		default:
			other = true
		}
	}
	if !upper || !lower || !digit || !other {
		return apperr.Validation("password must contain an upper-case letter, a lower-case letter, a digit and a symbol")
	}
	return nil
}

func normalEmail(v *string) (*string, error) {
	v = kernel.Trimmed(v)
	if v == nil {
		return nil, nil
	}
	e := strings.ToLower(*v)
	if len(e) > kernel.MaxNameLen {
		return nil, apperr.Validation("email must be at most %d characters", kernel.MaxNameLen)
	}
	if a, err := mail.ParseAddress(e); err != nil || a.Address != e {
		return nil, apperr.Validation("email %q is not a valid email address", *v)
	}
	return &e, nil
}

// DeleteUser soft-deletes a user: the row stays so the audit trail still names it, but its
// sessions, personal tokens, memberships and project roles go, and its email and username
// are freed for reuse. Records user-deleted.
func (s *Service) DeleteUser(ctx context.Context, id int) error {
	return s.Mutate(ctx, fmt.Sprintf("User with id %d", id), func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		u, err := lockUser(ctx, tx, id)
		if err != nil {
			return kernel.Change{}, err
		}
		if c := auth.FromContext(ctx); c != nil && c.Kind == auth.KindUser && c.UserID == id {
			return kernel.Change{}, apperr.Validation("id %d is your own user; you cannot delete yourself", id)
		}
		if err := detachUser(ctx, tx, id); err != nil {
			return kernel.Change{}, err
		}
		err = tx.User.UpdateOne(u).SetDeletedAt(s.Now()).ClearEmail().ClearUsername().ClearPasswordHash().Exec(ctx)
		if err != nil {
			return kernel.Change{}, fmt.Errorf("delete user %d: %w", id, err)
		}
		return kernel.Record(kernel.Event{Type: "user-deleted", PreData: userData(u)}), nil
	})
}

// detachUser removes what lets a user act: sessions, tokens, memberships, project roles.
func detachUser(ctx context.Context, tx *kernel.Tx, id int) error {
	steps := []struct {
		what string
		del  func(context.Context) (int, error)
	}{
		{"sessions", tx.Session.Delete().Where(session.UserID(id)).Exec},
		{"personal tokens", tx.PersonalAccessToken.Delete().Where(personalaccesstoken.UserID(id)).Exec},
		{"group memberships", tx.GroupMember.Delete().Where(groupmember.UserID(id)).Exec},
		{"project roles", tx.RoleAssignment.Delete().Where(roleassignment.UserID(id)).Exec},
	}
	for _, st := range steps {
		if _, err := st.del(ctx); err != nil {
			return fmt.Errorf("delete %s of user %d: %w", st.what, id, err)
		}
	}
	return nil
}
