// Package seed writes the data a fresh instance starts with (behavior.md, Seed data). Every
// step checks before it writes, so a second start changes nothing.
package seed

import (
	"context"
	"fmt"
	"slices"
	"time"

	"entgo.io/ent/dialect"
	"github.com/google/uuid"

	"flagstone/ent"
	"flagstone/ent/apitoken"
	"flagstone/ent/contextfield"
	"flagstone/ent/environment"
	"flagstone/ent/featuretype"
	"flagstone/ent/role"
	"flagstone/ent/setting"
	"flagstone/ent/strategydefinition"
	"flagstone/ent/tagtype"
	"flagstone/graph/auth"
	"flagstone/graph/domain/access"
	"flagstone/graph/domain/kernel"
)

// Options are the operator's first-start settings.
type Options struct {
	AdminTokens   []string
	AdminPassword string
	Dialect       string
}

// Result holds the secrets this start generated, so the server can print them once.
// Secrets the operator configured are never in it: printing them would copy them into
// every log that keeps the server's output.
type Result struct {
	// AdminPassword is set when the admin user was created now with a generated password.
	AdminPassword string
	// AdminTokens lists the admin tokens generated now.
	AdminTokens []string
}

// Run seeds the store.
func Run(ctx context.Context, c *ent.Client, opts Options) (Result, error) {
	var res Result
	if err := upgradeInviteSecrets(ctx, c, opts.Dialect); err != nil {
		return res, fmt.Errorf("upgrade invite secrets: %w", err)
	}
	steps := []func(context.Context, *ent.Client) error{
		seedRoles, seedEnvironments, seedStrategies, seedContextFields, seedTagTypes, seedFeatureTypes,
		seedInstanceID,
	}
	for _, step := range steps {
		if err := step(ctx, c); err != nil {
			return res, err
		}
	}
	if opts.Dialect == dialect.Postgres {
		if _, err := c.ExecContext(ctx, "SELECT setval(pg_get_serial_sequence('roles', 'id'), (SELECT MAX(id) FROM roles))"); err != nil {
			return res, fmt.Errorf("advance role ids: %w", err)
		}
	}
	// The admin user and the admin tokens are written in one transaction: a start that
	// fails half-way leaves no credentials that were never shown, and the next start
	// generates (and prints) them again.
	tx, err := c.Tx(ctx)
	if err != nil {
		return res, wrap("seed admin", err)
	}
	pw, err := seedAdminUser(ctx, tx.Client(), opts.AdminPassword)
	if err != nil {
		return res, rollback(tx, err)
	}
	tokens, err := seedAdminTokens(ctx, tx.Client(), opts.AdminTokens, pw != "")
	if err != nil {
		return res, rollback(tx, err)
	}
	if err := tx.Commit(); err != nil {
		return res, wrap("seed admin", err)
	}
	if opts.AdminPassword == "" {
		res.AdminPassword = pw
	}
	if len(opts.AdminTokens) == 0 {
		res.AdminTokens = tokens
	}
	return res, nil
}

func seedRoles(ctx context.Context, c *ent.Client) error {
	roles := []struct {
		id          int
		name, desc  string
		typ         role.Type
		permissions []string
	}{
		{access.RoleAdmin, "Admin", "Users with the root role Admin can do anything.", role.TypeRoot, []string{auth.Admin}},
		{access.RoleEditor, "Editor", "Users with the root role Editor can work with projects, features, strategies, tags, context fields and segments.", role.TypeRoot, auth.EditorPermissions},
		{access.RoleViewer, "Viewer", "Users with the root role Viewer can only read resources.", role.TypeRoot, nil},
		{access.RoleOwner, "Owner", "Users with the project role Owner can manage everything in a project.", role.TypeProject, auth.OwnerPermissions},
		{access.RoleMember, "Member", "Users with the project role Member can work with the features of a project.", role.TypeProject, auth.MemberPermissions},
	}
	for _, r := range roles {
		if err := seedRole(ctx, c, r.id, r.name, r.desc, r.typ, r.permissions); err != nil {
			return fmt.Errorf("seed role %s: %w", r.name, err)
		}
	}
	return nil
}

// seedRole creates a built-in role, or brings an existing one's permissions up to this
// version's: nobody can edit a built-in role, so a store from an earlier version would
// otherwise keep the permissions that version knew, and its Owners and Editors would be
// refused what a fresh instance grants them (project API tokens, application settings).
// Nodes starting together write the same value.
func seedRole(ctx context.Context, c *ent.Client, id int, name, desc string, typ role.Type, permissions []string) error {
	existing, err := c.Role.Query().Where(role.ID(id)).Only(ctx)
	if ent.IsNotFound(err) {
		return c.Role.Create().SetID(id).SetName(name).SetDescription(desc).
			SetType(typ).SetPermissions(permissions).Exec(ctx)
	}
	if err != nil {
		return err
	}
	if slices.Equal(existing.Permissions, permissions) {
		return nil
	}
	return c.Role.UpdateOneID(id).SetPermissions(permissions).Exec(ctx)
}

func seedEnvironments(ctx context.Context, c *ent.Client) error {
	if err := createMissing(ctx, "project default", c.Project.Query().Exist, func() error {
		return c.Project.Create().SetID("default").SetName("Default").
			SetDescription("Default project").Exec(ctx)
	}); err != nil {
		return err
	}
	for i, env := range []struct{ id, typ string }{{"development", "development"}, {"production", "production"}} {
		err := createMissing(ctx, "environment "+env.id, c.Environment.Query().Where(environment.ID(env.id)).Exist, func() error {
			tx, err := c.Tx(ctx)
			if err != nil {
				return err
			}
			err = tx.Environment.Create().SetID(env.id).SetType(env.typ).SetSortOrder(i + 1).Exec(ctx)
			if err == nil {
				err = tx.ProjectEnvironment.Create().SetProjectID("default").SetEnvironmentID(env.id).Exec(ctx)
			}
			if err != nil {
				return rollback(tx, err)
			}
			return tx.Commit()
		})
		if err != nil {
			return err
		}
	}
	return nil
}

func seedStrategies(ctx context.Context, c *ent.Client) error {
	for i, s := range builtInStrategies {
		err := createMissing(ctx, "strategy "+s.Name, c.StrategyDefinition.Query().Where(strategydefinition.Name(s.Name)).Exist, func() error {
			return c.StrategyDefinition.Create().SetName(s.Name).SetNillableTitle(s.Title).
				SetDescription(s.Description).SetParameters(s.Parameters).SetBuiltIn(true).
				SetDeprecated(s.Deprecated).SetSortOrder(i).Exec(ctx)
		})
		if err != nil {
			return err
		}
	}
	return nil
}

func seedContextFields(ctx context.Context, c *ent.Client) error {
	fields := []struct {
		name, desc string
		stickiness bool
	}{
		{"environment", "Allows you to constrain on application environment", false},
		{"userId", "Allows you to constrain on userId", false},
		{"appName", "Allows you to constrain on application name", false},
		{"currentTime", "Allows you to constrain on date values", false},
		{"sessionId", "Allows you to constrain on sessionId", true},
	}
	for i, f := range fields {
		err := createMissing(ctx, "context field "+f.name, c.ContextField.Query().Where(contextfield.ID(f.name)).Exist, func() error {
			return c.ContextField.Create().SetID(f.name).SetDescription(f.desc).
				SetStickiness(f.stickiness).SetSortOrder(i).Exec(ctx)
		})
		if err != nil {
			return err
		}
	}
	return nil
}

func seedTagTypes(ctx context.Context, c *ent.Client) error {
	return createMissing(ctx, "tag type simple", c.TagType.Query().Where(tagtype.ID("simple")).Exist, func() error {
		return c.TagType.Create().SetID("simple").SetDescription("Used to simplify filtering of features").Exec(ctx)
	})
}

func seedFeatureTypes(ctx context.Context, c *ent.Client) error {
	for _, t := range featureTypes {
		err := createMissing(ctx, "feature type "+t.id, c.FeatureType.Query().Where(featuretype.ID(t.id)).Exist, func() error {
			return c.FeatureType.Create().SetID(t.id).SetName(t.name).SetDescription(t.desc).
				SetNillableLifetimeDays(t.lifetime).Exec(ctx)
		})
		if err != nil {
			return err
		}
	}
	return nil
}

// seedInstanceID writes the instance's id, a random UUID, at the first start (and at the
// first start of a version that has it); the instance statistics report it.
func seedInstanceID(ctx context.Context, c *ent.Client) error {
	return createMissing(ctx, "instance id", c.Setting.Query().Where(setting.ID(kernel.InstanceIDSetting)).Exist, func() error {
		return c.Setting.Create().SetID(kernel.InstanceIDSetting).SetValue(map[string]any{"id": uuid.NewString()}).
			OnConflictColumns(setting.FieldID).Ignore().Exec(ctx)
	})
}

// seedAdminUser creates user admin when there are no users, and returns its password.
func seedAdminUser(ctx context.Context, c *ent.Client, password string) (string, error) {
	n, err := c.User.Query().Count(ctx)
	if err != nil || n > 0 {
		return "", wrap("seed admin user", err)
	}
	if password == "" {
		password = "Fs-" + access.NewSecret()[:24]
	}
	// The operator's own password is taken as given: strength rules apply to users' choices.
	hashed, err := access.HashPasswordUnchecked(password)
	if err != nil {
		return "", err
	}
	err = c.User.Create().SetUsername("admin").SetName("Admin").SetPasswordHash(hashed).
		SetRootRoleID(access.RoleAdmin).Exec(ctx)
	return password, wrap("seed admin user", err)
}

// seedAdminTokens stores the configured admin tokens that are missing; on a first start
// with none configured it generates one, so there is always a way in.
func seedAdminTokens(ctx context.Context, c *ent.Client, tokens []string, firstStart bool) ([]string, error) {
	if len(tokens) == 0 && firstStart {
		tokens = []string{"*:*." + access.NewSecret()}
	}
	var created []string
	for i, t := range tokens {
		hash := auth.HashSecret(t)
		exists, err := c.ApiToken.Query().Where(apitoken.SecretHash(hash)).Exist(ctx)
		if err != nil {
			return nil, wrap("seed admin token", err)
		}
		if exists {
			continue
		}
		err = c.ApiToken.Create().SetName(fmt.Sprintf("admin-token-%d", i+1)).SetSecretHash(hash).
			SetDisplay(access.MaskSecret(t)).SetKind(apitoken.KindAdmin).SetProjects([]string{"*"}).
			SetCreatedAt(time.Now()).Exec(ctx)
		if err != nil {
			return nil, wrap("seed admin token", err)
		}
		created = append(created, t)
	}
	return created, nil
}

func createMissing(ctx context.Context, what string, exists func(context.Context) (bool, error), create func() error) error {
	ok, err := exists(ctx)
	if err == nil && !ok {
		err = create()
	}
	return wrap("seed "+what, err)
}

func rollback(tx *ent.Tx, err error) error {
	_ = tx.Rollback()
	return err
}

func wrap(what string, err error) error {
	if err == nil {
		return nil
	}
	return fmt.Errorf("%s: %w", what, err)
}
