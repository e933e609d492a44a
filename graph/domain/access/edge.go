package access

import (
	"context"
	"strings"

	"flagstone/ent/apitoken"
	"flagstone/graph/apperr"
	"flagstone/graph/auth"
	"flagstone/graph/domain/kernel"
	"flagstone/graph/model"
)

// maxEdgeTokens bounds how many tokens one validation checks.
const maxEdgeTokens = 100

// ValidateEdgeTokens answers, of the given secrets, those of live client and frontend tokens
// with their type and projects, as the reference's /edge/validate does; admin tokens and
// unknown or expired secrets are left out.
func (s *Service) ValidateEdgeTokens(ctx context.Context, secrets []string) ([]*model.EdgeToken, error) {
	if len(secrets) > maxEdgeTokens {
		return nil, apperr.Validation("tokens: at most %d tokens at once", maxEdgeTokens)
	}
	out := []*model.EdgeToken{}
	for _, secret := range secrets {
		t, err := auth.APIToken(ctx, s.DB(ctx), secret, s.Now())
		if err != nil {
			return nil, err
		}
		if t == nil || (t.Kind != apitoken.KindClient && t.Kind != apitoken.KindFrontend) {
			continue
		}
		projects := t.Projects
		if projects == nil {
			projects = []string{}
		}
		out = append(out, &model.EdgeToken{Token: secret, Type: string(t.Kind), Projects: projects})
	}
	return out, nil
}

// IssueEdgeTokens creates a client token for each requested environment and projects, as
// the reference's /edge/issue-token does with secure token storage: secrets are stored
// hashed, so a token made earlier cannot be answered again, and each call makes new ones.
// The tokens are made in one transaction, all or none.
func (s *Service) IssueEdgeTokens(ctx context.Context, reqs []*model.EdgeTokenRequest) ([]*model.EdgeToken, error) {
	if len(reqs) > maxEdgeTokens {
		return nil, apperr.Validation("tokens: at most %d tokens at once", maxEdgeTokens)
	}
	for i, r := range reqs {
		if r.Environment == "" {
			return nil, apperr.Validation("tokens[%d].environment is required", i)
		}
		if len(r.Projects) == 0 {
			return nil, apperr.Validation("tokens[%d].projects must name at least one project", i)
		}
	}
	out := make([]*model.EdgeToken, 0, len(reqs))
	err := s.Mutate(ctx, "An API token", func(ctx context.Context, _ *kernel.Tx) (kernel.Change, error) {
		out = out[:0]
		for _, r := range reqs {
			env := r.Environment
			res, err := s.CreateAPIToken(ctx, model.APITokenInput{TokenName: edgeTokenName(r), Type: string(apitoken.KindClient),
				Environment: kernel.Some(&env), Projects: kernel.Some(r.Projects)})
			if err != nil {
				return kernel.Change{}, err
			}
			out = append(out, &model.EdgeToken{Token: res.Secret, Type: string(res.Token.Kind), Projects: res.Token.Projects})
		}
		return kernel.Unchanged(), nil // each token recorded its own event
	})
	return out, err
}

// edgeTokenName names an issued token as the reference does: its environment and up to
// three projects.
func edgeTokenName(r *model.EdgeTokenRequest) string {
	projects := "[]"
	if len(r.Projects) <= 3 {
		projects = strings.Join(r.Projects, "_")
	}
	return "edge_" + r.Environment + "_" + projects
}
