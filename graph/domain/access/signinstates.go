package access

import (
	"context"
	"errors"
	"fmt"
	"time"

	"flagstone/ent/setting"
	"flagstone/graph/auth"
	"flagstone/graph/domain/kernel"
	"flagstone/graph/store"
)

// The states of finished single sign-ins are kept in the settings until they expire, so a
// callback replayed to any node of the database is refused before the provider is asked
// to redeem its code again (a node's memory would let another node try it). The key holds
// the time the state expires first, fixed in width, so the expired ones are a range of
// keys, and then the state's hash: a state is a one-time secret, never stored as it is.
const signInStatePrefix = "sso-state:"

// errStateUsed ends the transaction of a state taken already.
var errStateUsed = errors.New("sign-in state used already")

// TakeSignInState marks state, of a sign-in that expires at expires, used on every node;
// false when it was used already. The expired states go in the same transaction.
func (s *SingleSignOn) TakeSignInState(ctx context.Context, state string, expires time.Time) (bool, error) {
	err := s.MutateUnaudited(ctx, "The sign-in", func(ctx context.Context, tx *kernel.Tx) error {
		err := tx.Setting.Create().SetID(signInStateKey(expires) + ":" + auth.HashSecret(state)).
			SetValue(map[string]any{}).Exec(ctx)
		if f := (*store.Fault)(nil); errors.As(err, &f) && f.Kind == store.Unique {
			return errStateUsed
		}
		if err != nil {
			return fmt.Errorf("keep the sign-in state: %w", err)
		}
		_, err = tx.Setting.Delete().Where(setting.IDGT(signInStatePrefix), setting.IDLT(signInStateKey(s.Now()))).Exec(ctx)
		if err != nil {
			return fmt.Errorf("drop expired sign-in states: %w", err)
		}
		return nil
	})
	if errors.Is(err, errStateUsed) {
		return false, nil
	}
	return err == nil, err
}

// signInStateKey is the start of the key of a state that expires at t.
func signInStateKey(t time.Time) string {
	return fmt.Sprintf("%s%012d", signInStatePrefix, t.Unix())
}
