package access

import (
	"context"
	"fmt"
	"slices"

	"flagstone/ent"
	"flagstone/ent/group"
	"flagstone/ent/groupmember"
	"flagstone/ent/user"
	"flagstone/graph/apperr"
	"flagstone/graph/auth"
	"flagstone/graph/domain/kernel"
	"flagstone/graph/model"
	"flagstone/graph/store"
)

// SSOSettings is what the access area knows of single sign-on (the OIDC_* configuration).
type SSOSettings struct {
	// Enabled says a provider is configured; the sign-in pages offer it.
	Enabled bool
	// Only turns password sign-in off for everyone but break-glass admins.
	Only bool
	// DefaultRootRole (a name) is the root role of a user created at first sign-in.
	DefaultRootRole string
	// AutoCreate creates unknown users at their first sign-in.
	AutoCreate bool
}

// SingleSignOn signs in the people an OpenID provider vouches for, and keeps their groups
// as the provider says. The access area reaches it as Areas.SSO.
type SingleSignOn struct{ *Service }

// SSOIdentity is a person whose sign-in the provider vouched for (graph/oidc verified it).
type SSOIdentity struct {
	Issuer, Subject string
	// Email is lower-case; the user is matched by it.
	Email          string
	EmailVerified  bool
	Name, Username string
	// Groups are the person's groups at the provider.
	Groups []string
}

var (
	// errSSONoEmail refuses a token without an email: users are matched by email.
	errSSONoEmail = apperr.New(apperr.KindUnauthenticated,
		"The identity provider sent no email address for you; ask its administrator to release the email claim")
	// errSSOUnverified refuses an email the provider says it has not verified: matching by
	// an address anyone could claim would hand them its account.
	errSSOUnverified = apperr.New(apperr.KindUnauthenticated,
		"The identity provider has not verified your email address, so it cannot sign you in here")
	// errSSONoAccount refuses an unknown person while OIDC_AUTO_CREATE is false.
	errSSONoAccount = apperr.New(apperr.KindForbidden,
		"You have no account here yet; ask an admin to create one with your email address")
)

// SignIn signs in the person the provider vouched for, with the same session as a
// password sign-in: the user with that email (any case), or, when there is none and
// OIDC_AUTO_CREATE allows it, a new one with the default root role (user-created). In the
// same transaction the user's groups follow the provider's (syncGroups). The audit
// identity is the system's, as for an invite-link sign-up.
func (s *SingleSignOn) SignIn(ctx context.Context, id SSOIdentity) (*LoginResult, error) {
	if id.Email == "" {
		return nil, errSSONoEmail
	}
	if !id.EmailVerified {
		return nil, errSSOUnverified
	}
	email, err := normalEmail(&id.Email)
	if err != nil {
		return nil, apperr.New(apperr.KindUnauthenticated, "The identity provider sent an email address that is not valid")
	}
	ctx = auth.WithCaller(ctx, nil)
	res, err := s.signIn(ctx, *email, id)
	if apperr.Is(err, apperr.KindConflict) {
		// Another sign-in of the same person created the user at the same moment: this one
		// finds it now.
		res, err = s.signIn(ctx, *email, id)
	}
	return res, err
}

// signIn is one attempt of SignIn, in one transaction: find or create the user, sync the
// groups, open the session.
func (s *SingleSignOn) signIn(ctx context.Context, email string, id SSOIdentity) (*LoginResult, error) {
	var res *LoginResult
	var created bool
	err := s.Mutate(ctx, "The user", func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		created = false
		// Emails are stored lower-case (normalEmail): this matches in any case.
		u, err := kernel.Locked(tx, tx.User.Query().Where(user.Email(email), user.DeletedAtIsNil())).Only(ctx)
		if ent.IsNotFound(err) {
			if !s.SSO.AutoCreate {
				return kernel.Change{}, errSSONoAccount
			}
			u, err = s.createUser(ctx, email, id)
			created = err == nil
		}
		if err != nil {
			return kernel.Change{}, fmt.Errorf("find user for sso sign-in: %w", err)
		}
		events, err := s.syncGroups(ctx, tx, u, id.Groups)
		if err != nil {
			return kernel.Change{}, err
		}
		if res, err = s.openSession(ctx, u); err != nil {
			return kernel.Change{}, err
		}
		return kernel.Record(events...), nil
	})
	if err != nil {
		return nil, err
	}
	res.Created = created
	return res, nil
}

// createUser creates the user of a first sign-in, without a password, recording
// user-created through CreateUser (it joins the caller's transaction).
func (s *SingleSignOn) createUser(ctx context.Context, email string, id SSOIdentity) (*ent.User, error) {
	in := model.CreateUserInput{Email: kernel.Some(&email), RootRole: kernel.Some(&model.RoleRef{Name: s.SSO.DefaultRootRole})}
	if id.Name != "" {
		name := id.Name
		if r := []rune(name); len(r) > kernel.MaxNameLen {
			name = string(r[:kernel.MaxNameLen])
		}
		in.Name = kernel.Some(&name)
	}
	u, err := s.CreateUser(ctx, in)
	if apperr.Is(err, apperr.KindValidation) {
		// Only the configuration's role can be wrong here: an operator's mistake, not the person's.
		return nil, fmt.Errorf("create sso user with OIDC_DEFAULT_ROOT_ROLE %q: %w", s.SSO.DefaultRootRole, err)
	}
	return u, err
}

// syncGroups makes u a member of every group whose mappingsSSO names one of groups, and
// takes u out of every group it joined that way whose mapping no longer matches; groups
// joined by hand stay. The groups it changes are locked, as a change of their members by
// an admin locks them. Returns group-user-added and group-user-removed, one a group.
func (s *SingleSignOn) syncGroups(ctx context.Context, tx *kernel.Tx, u *ent.User, groups []string) ([]kernel.Event, error) {
	all, err := tx.Group.Query().Order(ent.Asc(group.FieldID)).All(ctx)
	if err != nil {
		return nil, fmt.Errorf("load groups for sso sync: %w", err)
	}
	members, err := tx.GroupMember.Query().Where(groupmember.UserID(u.ID)).All(ctx)
	if err != nil {
		return nil, fmt.Errorf("load memberships of user %d: %w", u.ID, err)
	}
	member := make(map[int]*ent.GroupMember, len(members))
	for _, m := range members {
		member[m.GroupID] = m
	}
	var join, leave []int
	for _, g := range all {
		wanted := slices.ContainsFunc(g.MappingsSSO, func(m string) bool { return m != "" && slices.Contains(groups, m) })
		m, in := member[g.ID]
		switch {
		case wanted && !in:
			join = append(join, g.ID)
		case !wanted && in && m.ViaSSO:
			leave = append(leave, g.ID)
		}
	}
	if len(join)+len(leave) == 0 {
		return nil, nil
	}
	changed, err := kernel.Locked(tx, tx.Group.Query().Where(group.IDIn(append(slices.Clone(join), leave...)...)).
		Order(ent.Asc(group.FieldID))).All(ctx)
	if err != nil {
		return nil, fmt.Errorf("lock groups for sso sync: %w", err)
	}
	byID := make(map[int]*ent.Group, len(changed))
	for _, g := range changed {
		byID[g.ID] = g
	}
	return s.applyGroups(ctx, tx, u, join, leave, byID)
}

// applyGroups writes the memberships syncGroups decided on.
func (s *SingleSignOn) applyGroups(ctx context.Context, tx *kernel.Tx, u *ent.User, join, leave []int, byID map[int]*ent.Group) ([]kernel.Event, error) {
	var events []kernel.Event
	if len(leave) > 0 {
		_, err := tx.GroupMember.Delete().Where(groupmember.UserID(u.ID), groupmember.GroupIDIn(leave...), groupmember.ViaSSO(true)).Exec(ctx)
		if err != nil {
			return nil, fmt.Errorf("leave groups by sso sync: %w", err)
		}
		for _, gid := range leave {
			events = append(events, kernel.Event{Type: "group-user-removed", PreData: ssoMembershipData(byID[gid], gid, u)})
		}
	}
	var creates []*ent.GroupMemberCreate
	for _, gid := range join {
		if byID[gid] == nil {
			continue // deleted since it was read
		}
		creates = append(creates, tx.GroupMember.Create().SetGroupID(gid).SetUserID(u.ID).SetViaSSO(true).
			SetCreatedBy(auth.SystemName).SetJoinedAt(s.Now()))
		events = append(events, kernel.Event{Type: "group-user-added", Data: ssoMembershipData(byID[gid], gid, u)})
	}
	if err := store.CreateBulk(ctx, groupmember.Columns, creates, tx.GroupMember.CreateBulk); err != nil {
		return nil, fmt.Errorf("join groups by sso sync: %w", err)
	}
	return events, nil
}

// ssoMembershipData is what the sync's group events record.
func ssoMembershipData(g *ent.Group, gid int, u *ent.User) map[string]any {
	d := map[string]any{"groupId": gid, "userId": u.ID, "email": u.Email, "viaSSO": true}
	if g != nil {
		d["groupName"] = g.Name
	}
	return d
}

// passwordSignInAllowed says whether u may sign in with a password: always, unless
// OIDC_ONLY is on; then only a break-glass admin, a user whose own root role is Admin (the
// built-in admin among them). Admin through a group does not count: groups follow the
// provider, and the break-glass way in is for when the provider is down.
func passwordSignInAllowed(sso SSOSettings, u *ent.User) bool {
	return !sso.Only || (u.RootRoleID != nil && *u.RootRoleID == RoleAdmin)
}

// Guard takes a place in the sign-in limit of the caller's address for a step of an SSO
// sign-in; done(true) gives it back. A refused callback (forged state, refused token) keeps
// it, as a wrong password does, so the public SSO routes are no cheaper to hammer than the
// password's.
func (s *SingleSignOn) Guard(ctx context.Context) (done func(ok bool), err error) {
	source := auth.ClientIP(ctx)
	if !s.LoginBySource.Allow(source) {
		s.LoginBySource.Refund(source)
		return nil, errTooManyLogins
	}
	return func(ok bool) {
		if ok {
			s.LoginBySource.Refund(source)
		}
	}, nil
}
