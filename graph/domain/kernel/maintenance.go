package kernel

import (
	"context"
	"fmt"

	"flagstone/ent"
	"flagstone/ent/setting"
	"flagstone/graph/apperr"
	"flagstone/graph/auth"
)

// MaintenanceSettingID is the setting that holds whether maintenance mode is on, under the
// reference's key.
const MaintenanceSettingID = "maintenance.mode"

// ErrMaintenance refuses a change while maintenance mode is on (503, as the reference
// answers).
var ErrMaintenance = apperr.New(apperr.KindUnavailable,
	"Flagstone is in maintenance mode: changes are refused until an admin turns it off")

// MaintenanceMode reports whether maintenance mode is on.
func (k *Kernel) MaintenanceMode(ctx context.Context) (bool, error) {
	row, err := k.DB(ctx).Setting.Query().Where(setting.ID(MaintenanceSettingID)).Only(ctx)
	if ent.IsNotFound(err) {
		return false, nil
	}
	if err != nil {
		return false, fmt.Errorf("read maintenance mode: %w", err)
	}
	on, _ := row.Value["enabled"].(bool)
	return on, nil
}

// SetMaintenanceMode turns maintenance mode on or off, recording setting-created the first
// time and setting-updated after, with the setting's id and value as the reference does.
// While it is on, the kernel refuses the admin face's changes (Mutate); this one
// passes, so an admin can turn it off.
func (k *Kernel) SetMaintenanceMode(ctx context.Context, enabled bool) error {
	ctx = PastMaintenance(ctx)
	// Whatever the outcome, the checks of this process read the setting again: the
	// watermark moves only at the client API's next poll.
	defer k.maintenance.Changed()
	return k.Mutate(ctx, "The maintenance setting", func(ctx context.Context, tx *Tx) (Change, error) {
		row, err := Locked(tx, tx.Setting.Query().Where(setting.ID(MaintenanceSettingID))).Only(ctx)
		if err != nil && !ent.IsNotFound(err) {
			return Change{}, fmt.Errorf("read maintenance mode: %w", err)
		}
		value := map[string]any{"enabled": enabled}
		data := map[string]any{"id": MaintenanceSettingID, "enabled": enabled}
		if row == nil {
			if err := tx.Setting.Create().SetID(MaintenanceSettingID).SetValue(value).Exec(ctx); err != nil {
				return Change{}, fmt.Errorf("save maintenance mode: %w", err)
			}
			return Record(Event{Type: "setting-created", Data: data}), nil
		}
		if err := tx.Setting.UpdateOne(row).SetValue(value).Exec(ctx); err != nil {
			return Change{}, fmt.Errorf("save maintenance mode: %w", err)
		}
		pre := map[string]any{"id": MaintenanceSettingID, "enabled": row.Value["enabled"]}
		return Record(Event{Type: "setting-updated", Data: data, PreData: pre}), nil
	})
}

type pastMaintenanceKey struct{}

// PastMaintenance marks the change made with the returned context as one maintenance mode
// lets through: turning maintenance mode itself on or off.
func PastMaintenance(ctx context.Context) context.Context {
	return context.WithValue(ctx, pastMaintenanceKey{}, true)
}

// checkMaintenance refuses a change of the audited model asked by a caller of the admin
// face (a user, an admin token, anybody when authentication is off) while maintenance mode
// is on. The SDKs' tokens, anonymous routes (login, invites) and the service's own jobs
// keep their writes, as the reference's maintenance mode guards the admin API alone.
func (k *Kernel) checkMaintenance(ctx context.Context) error {
	c := auth.FromContext(ctx)
	if c == nil || c.Kind == auth.KindClientToken || c.Kind == auth.KindFrontendToken ||
		ctx.Value(pastMaintenanceKey{}) != nil || ctx.Value(unauditedKey{}) != nil {
		return nil
	}
	on, err := k.MaintenanceKnown(ctx)
	if err != nil {
		return err
	}
	if on {
		return ErrMaintenance
	}
	return nil
}

// MaintenanceKnown is MaintenanceMode read again only when it may have changed (see
// Known): every audited write asks (checkMaintenance), and before, each paid a statement
// for it.
func (k *Kernel) MaintenanceKnown(ctx context.Context) (bool, error) {
	return k.maintenance.Get(ctx, k, k.MaintenanceMode)
}
