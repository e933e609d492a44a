package auth

import (
	"cmp"
	"context"
	"fmt"
	"strings"

	"flagstone/ent/apitoken"
	"flagstone/ent/personalaccesstoken"
	"flagstone/ent/session"
	"flagstone/ent/user"
)

// StillNamed returns which of creds name somebody now, by the rules of IdentifyCredential,
// in at most four look-ups whatever their number (API tokens, personal access tokens,
// sessions, then their users), and past every cache: the open WebSockets ask it together,
// as they last, to notice a revocation on any node, a logout included.
func (a *Authenticator) StillNamed(ctx context.Context, creds []Credential) (map[Credential]bool, error) {
	named := make(map[Credential]bool, len(creds))
	if a.Open {
		for _, cred := range creds {
			named[cred] = true
		}
		return named, nil
	}
	var tokens, pats, sessions []string
	byHash := map[string]Credential{}
	for _, cred := range creds {
		hash := HashSecret(cmp.Or(cred.Authorization, cred.Session))
		switch {
		case strings.HasPrefix(cred.Authorization, "user:"):
			pats = append(pats, hash)
		case cred.Authorization != "":
			tokens = append(tokens, hash)
		case cred.Session != "":
			sessions = append(sessions, hash)
		default:
			continue
		}
		byHash[hash] = cred
	}
	now := a.Now()
	owners := map[int][]Credential{} // users behind personal tokens and sessions
	if len(tokens) > 0 {
		ts, err := a.Client.ApiToken.Query().Where(apitoken.SecretHashIn(tokens...)).All(ctx)
		if err != nil {
			return nil, fmt.Errorf("look up api tokens: %w", err)
		}
		for _, t := range ts {
			named[byHash[t.SecretHash]] = LiveAPIToken(t, now)
		}
	}
	if len(pats) > 0 {
		ps, err := a.Client.PersonalAccessToken.Query().
			Where(personalaccesstoken.SecretHashIn(pats...), personalaccesstoken.ExpiresAtGT(now)).All(ctx)
		if err != nil {
			return nil, fmt.Errorf("look up personal access tokens: %w", err)
		}
		for _, p := range ps {
			owners[p.UserID] = append(owners[p.UserID], byHash[p.SecretHash])
		}
	}
	if len(sessions) > 0 {
		ss, err := a.Client.Session.Query().
			Where(session.SecretHashIn(sessions...), session.ExpiresAtGT(now)).All(ctx)
		if err != nil {
			return nil, fmt.Errorf("look up sessions: %w", err)
		}
		for _, s := range ss {
			owners[s.UserID] = append(owners[s.UserID], byHash[s.SecretHash])
		}
	}
	if len(owners) == 0 {
		return named, nil
	}
	ids := make([]int, 0, len(owners))
	for id := range owners {
		ids = append(ids, id)
	}
	live, err := a.Client.User.Query().Where(user.IDIn(ids...), user.DeletedAtIsNil()).IDs(ctx)
	if err != nil {
		return nil, fmt.Errorf("look up users: %w", err)
	}
	for _, id := range live {
		for _, cred := range owners[id] {
			named[cred] = true
		}
	}
	return named, nil
}
