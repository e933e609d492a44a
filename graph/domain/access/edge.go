package access

import (
	"context"

	"flagstone/ent/apitoken"
	"flagstone/graph/apperr"
	"flagstone/graph/auth"
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
