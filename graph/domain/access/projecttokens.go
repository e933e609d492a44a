package access

import (
	"context"
	"fmt"
	"slices"

	"flagstone/ent"
	"flagstone/ent/apitoken"
	entproject "flagstone/ent/project"
	"flagstone/graph/apperr"
	"flagstone/graph/auth"
	"flagstone/graph/domain/kernel"
	"flagstone/graph/model"
)

// ProjectAPITokens lists the API tokens that read exactly project, newest first.
func (s *Service) ProjectAPITokens(ctx context.Context, project string) ([]*ent.ApiToken, error) {
	if _, err := projectExists(ctx, s.DB(ctx), project); err != nil {
		return nil, err
	}
	all, err := s.APITokens(ctx, nil)
	if err != nil {
		return nil, err
	}
	out := []*ent.ApiToken{}
	for _, t := range all {
		if isProjectToken(t, project) {
			out = append(out, t)
		}
	}
	return out, nil
}

func isProjectToken(t *ent.ApiToken, project string) bool {
	return t.Kind != apitoken.KindAdmin && slices.Equal(t.Projects, []string{project})
}

func projectExists(ctx context.Context, db *ent.Client, project string) (bool, error) {
	ok, err := db.Project.Query().Where(entproject.ID(project)).Exist(ctx)
	if err != nil {
		return false, fmt.Errorf("find project %q: %w", project, err)
	}
	if !ok {
		return false, apperr.NotFound("Project %q does not exist", project)
	}
	return true, nil
}

// CreateProjectAPIToken creates a client or frontend token that reads project alone, by the
// rules of every API token (CreateAPIToken).
func (s *Service) CreateProjectAPIToken(ctx context.Context, project string, in model.ProjectAPITokenInput) (*model.CreatedAPIToken, error) {
	if _, err := projectExists(ctx, s.DB(ctx), project); err != nil {
		return nil, err
	}
	if apitoken.Kind(in.Type) == apitoken.KindAdmin {
		return nil, apperr.Validation("type must be client or frontend: a project token cannot be an admin token")
	}
	return s.CreateAPIToken(ctx, model.APITokenInput{TokenName: in.TokenName, Type: in.Type,
		Environment: in.Environment, Projects: kernel.Some([]string{project}), ExpiresAt: in.ExpiresAt})
}

// DeleteProjectAPIToken deletes the token with this secret when it reads exactly project.
func (s *Service) DeleteProjectAPIToken(ctx context.Context, project, secret string) error {
	t, err := kernel.One(ctx, s.DB(ctx).ApiToken.Query().Where(apitoken.SecretHash(auth.HashSecret(secret))).Only, "The API token")
	if err != nil {
		return err
	}
	if !isProjectToken(t, project) {
		return apperr.NotFound("The API token does not exist in project %q", project)
	}
	return s.RevokeAPIToken(ctx, t.ID)
}
