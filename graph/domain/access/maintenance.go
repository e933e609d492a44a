package access

import (
	"context"
	"fmt"

	"flagstone/ent"
	"flagstone/ent/setting"
	"flagstone/graph/domain/kernel"
)

// SetMaintenanceMode turns maintenance mode on or off, recording setting-created the first
// time and setting-updated after, with the setting's id and value as the reference does.
// While it is on, the kernel refuses the admin face's changes (kernel.Mutate); this one
// passes, so an admin can turn it off.
func (s *Service) SetMaintenanceMode(ctx context.Context, enabled bool) error {
	ctx = kernel.PastMaintenance(ctx)
	return s.Mutate(ctx, "The maintenance setting", func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		row, err := kernel.Locked(tx, tx.Setting.Query().Where(setting.ID(kernel.MaintenanceSettingID))).Only(ctx)
		if err != nil && !ent.IsNotFound(err) {
			return kernel.Change{}, fmt.Errorf("read maintenance mode: %w", err)
		}
		value := map[string]any{"enabled": enabled}
		data := map[string]any{"id": kernel.MaintenanceSettingID, "enabled": enabled}
		if row == nil {
			if err := tx.Setting.Create().SetID(kernel.MaintenanceSettingID).SetValue(value).Exec(ctx); err != nil {
				return kernel.Change{}, fmt.Errorf("save maintenance mode: %w", err)
			}
			return kernel.Record(kernel.Event{Type: "setting-created", Data: data}), nil
		}
		if err := tx.Setting.UpdateOne(row).SetValue(value).Exec(ctx); err != nil {
			return kernel.Change{}, fmt.Errorf("save maintenance mode: %w", err)
		}
		pre := map[string]any{"id": kernel.MaintenanceSettingID, "enabled": row.Value["enabled"]}
		return kernel.Record(kernel.Event{Type: "setting-updated", Data: data, PreData: pre}), nil
	})
}
