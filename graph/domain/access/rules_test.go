package access

import (
	"context"
	"strings"
	"testing"

	"github.com/99designs/gqlgen/graphql"
	"github.com/stretchr/testify/require"

	"flagstone/ent/apitoken"
	"flagstone/graph/apperr"
	"flagstone/graph/domain/kernel"
	"flagstone/graph/domain/kernel/kerneltest"
	"flagstone/graph/model"
)

// requireRefused checks err: nil when want is "", else a validation error whose message
// contains want.
func requireRefused(t *testing.T, err error, want string) {
	t.Helper()
	if want == "" {
		require.NoError(t, err)
		return
	}
	e := apperr.As(err)
	require.NotNil(t, e, "%v is not an apperr", err)
	require.Equal(t, apperr.KindValidation, e.Kind, "%v", err)
	require.Contains(t, e.Message, want)
}

func TestCheckPassword(t *testing.T) {
	cases := []struct {
		name, password, want string
	}{
		{name: "strong", password: "Aa1!aaaaaa"},
		{name: "too short", password: "Aa1!aaaaa", want: "10 to 72"},
		{name: "too long for bcrypt", password: "Aa1!" + strings.Repeat("a", 69), want: "10 to 72"},
		{name: "longest", password: "Aa1!" + strings.Repeat("a", 68)},
		{name: "no upper case", password: "aa1!aaaaaa", want: "upper-case"},
		{name: "no lower case", password: "AA1!AAAAAA", want: "lower-case"},
		{name: "no digit", password: "Aab!aaaaaa", want: "digit"},
		{name: "no symbol", password: "Aa1aaaaaaa", want: "symbol"},
		{name: "non-ASCII letters count", password: "Éé1!éééééé"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			requireRefused(t, checkPassword(tc.password), tc.want)
		})
	}
}

func TestNormalEmail(t *testing.T) {
	cases := []struct {
		name string
		in   *string
		want *string
		err  string
	}{
		{name: "absent", in: nil},
		{name: "blank is absent", in: new("   ")},
		{name: "lower-cased and trimmed", in: new("  Ada@Example.COM "), want: new("ada@example.com")},
		{name: "display name refused", in: new("Ada <ada@example.com>"), err: "not a valid email"},
		{name: "no domain", in: new("ada"), err: "not a valid email"},
		{name: "too long", in: new(strings.Repeat("a", 250) + "@x.com"), err: "at most 255"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got, err := normalEmail(tc.in)
			requireRefused(t, err, tc.err)
			if tc.err == "" {
				require.Equal(t, tc.want, got)
			}
		})
	}
}

func TestMaskSecret(t *testing.T) {
	cases := []struct {
		name, token, want string
	}{
		{name: "client token", token: "default:development.0123456789abcdef", want: "default:development.0123****"},
		{name: "personal token", token: "user:0123456789abcdef", want: "user:0123****"},
		{name: "invite secret", token: "0123456789abcdef", want: "0123****"},
		{name: "short secret shows nothing", token: "*:*.01234567", want: "*:*.****"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			require.Equal(t, tc.want, MaskSecret(tc.token))
		})
	}
	require.Len(t, NewSecret(), 64, "256 bits, hex")
	require.NotEqual(t, NewSecret(), NewSecret())
}

func TestValidOrigins(t *testing.T) {
	cases := []struct {
		name    string
		origins []string
		want    []string
		err     string
	}{
		{name: "origins and star", origins: []string{"https://app.example.com", "*", "http://localhost:3000"},
			want: []string{"https://app.example.com", "*", "http://localhost:3000"}},
		{name: "repeats dropped", origins: []string{"https://a.example", "https://a.example"}, want: []string{"https://a.example"}},
		{name: "path refused", origins: []string{"https://a.example/app"}, err: "frontendApiOrigins[0]"},
		{name: "trailing slash refused", origins: []string{"https://a.example", "https://b.example/"}, err: "frontendApiOrigins[1]"},
		{name: "other scheme refused", origins: []string{"ftp://a.example"}, err: "frontendApiOrigins[0]"},
		{name: "credentials refused", origins: []string{"https://u:p@a.example"}, err: "frontendApiOrigins[0]"},
		{name: "no host refused", origins: []string{"https://:443"}, err: "frontendApiOrigins[0]"},
		{name: "too many", origins: make([]string, 101), err: "at most 100"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got, err := validOrigins(tc.origins)
			requireRefused(t, err, tc.err)
			if tc.err == "" {
				require.Equal(t, tc.want, got)
			}
		})
	}
}

func TestScopeLabel(t *testing.T) {
	require.Equal(t, "default", scopeLabel([]string{"default"}))
	require.Equal(t, "[]", scopeLabel([]string{"a", "b"}))
	require.Equal(t, "*", scopeLabel(nil))
}

func TestTokenScope(t *testing.T) {
	ctx := context.Background()
	k := kerneltest.SQLite(t)
	require.NoError(t, k.Client.Environment.Create().SetID("development").SetType("development").Exec(ctx))
	require.NoError(t, k.Client.Environment.Create().SetID("production").SetType("production").Exec(ctx))
	require.NoError(t, k.Client.Project.Create().SetID("default").SetName("Default").Exec(ctx))
	cases := []struct {
		name         string
		kind         apitoken.Kind
		in           model.APITokenInput
		wantProjects []string
		wantEnv      string
		err          string
	}{
		{name: "admin is everything", kind: apitoken.KindAdmin, in: model.APITokenInput{Projects: graphql.OmittableOf([]string{"nope"})},
			wantProjects: []string{"*"}, wantEnv: "*"},
		{name: "client defaults", kind: apitoken.KindClient, wantProjects: []string{"*"}, wantEnv: "development"},
		{name: "client of a project", kind: apitoken.KindClient, in: model.APITokenInput{Environment: graphql.OmittableOf(new("production")),
			Projects: graphql.OmittableOf([]string{"default"})}, wantProjects: []string{"default"}, wantEnv: "production"},
		{name: "star among projects", kind: apitoken.KindClient, in: model.APITokenInput{Projects: graphql.OmittableOf([]string{"default", "*"})},
			wantProjects: []string{"*"}, wantEnv: "development"},
		{name: "unknown environment", kind: apitoken.KindClient, in: model.APITokenInput{Environment: graphql.OmittableOf(new("staging"))},
			err: `environment "staging" does not exist`},
		{name: "unknown project", kind: apitoken.KindClient, in: model.APITokenInput{Projects: graphql.OmittableOf([]string{"default", "nope"})},
			err: "existing projects"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var projects []string
			var env string
			err := k.Mutate(ctx, "The token", func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
				var err error
				projects, env, err = tokenScope(ctx, tx, tc.kind, tc.in)
				return kernel.Unchanged(), err
			})
			requireRefused(t, err, tc.err)
			if tc.err == "" {
				require.Equal(t, tc.wantProjects, projects)
				require.Equal(t, tc.wantEnv, env)
			}
		})
	}
}
