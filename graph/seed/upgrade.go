package seed

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"

	"entgo.io/ent/dialect"
	entsql "entgo.io/ent/dialect/sql"

	"flagstone/ent"
	"flagstone/ent/event"
	"flagstone/ent/publicsignuptoken"
	"flagstone/ent/setting"
	"flagstone/graph/domain/kernel"
	"flagstone/graph/store"
)

// Before invite secrets were kept only as a hash, each was also stored sealed with an
// instance key kept in the same database, so a copy of the database gave every live
// invite link away; and each signup event held the first characters of the secret.
const (
	legacyKeySetting    = "instance-key"
	legacySealedColumn  = "secret_sealed"
	legacySignupEvent   = "public-signup-token-user-added"
	legacySecretDataKey = "secret"
	upgradeLock         = 7_424_244
	signupTokensTable   = "public_signup_tokens"
	eventsTable         = "events"
)

// upgradeInviteSecrets brings a store from before up to date, once (the instance key
// marks it): the sealed secrets go (on PostgreSQL the column would refuse new links; on
// SQLite the schema migration has dropped it already), then the key; links from before
// show fully masked, and signup events name their link instead of holding part of its
// secret. Nodes starting together take turns.
func upgradeInviteSecrets(ctx context.Context, c *ent.Client, dialectName string) error {
	return store.WithTx(ctx, c, func(ctx context.Context, tx *ent.Client) error {
		if err := store.LockUntilEnd(ctx, tx, dialectName, upgradeLock, "upgrade"); err != nil {
			return err
		}
		n, err := tx.Setting.Delete().Where(setting.ID(legacyKeySetting)).Exec(ctx)
		if err != nil || n == 0 {
			return wrap("drop instance key", err)
		}
		sealed, err := hasColumn(ctx, tx, dialectName, signupTokensTable, legacySealedColumn)
		if err != nil {
			return err
		}
		if sealed {
			if _, err := tx.ExecContext(ctx, "ALTER TABLE "+signupTokensTable+" DROP COLUMN "+legacySealedColumn); err != nil {
				return fmt.Errorf("drop sealed invite secrets: %w", err)
			}
		}
		err = tx.PublicSignupToken.Update().Where(publicsignuptoken.Display("")).SetDisplay("****").Exec(ctx)
		if err != nil {
			return fmt.Errorf("mask invite secrets: %w", err)
		}
		return rewriteSignupEvents(ctx, tx, dialectName)
	})
}

// hasColumn reports whether table has column.
func hasColumn(ctx context.Context, tx *ent.Client, dialectName, table, column string) (bool, error) {
	query := "SELECT COUNT(*) FROM pragma_table_info('" + table + "') WHERE name = '" + column + "'"
	if dialectName == dialect.Postgres {
		query = "SELECT COUNT(*) FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = '" +
			table + "' AND column_name = '" + column + "'"
	}
	rows, err := tx.QueryContext(ctx, query)
	if err != nil {
		return false, fmt.Errorf("look for column %s.%s: %w", table, column, err)
	}
	defer rows.Close()
	var n int
	for rows.Next() {
		if err := rows.Scan(&n); err != nil {
			return false, fmt.Errorf("look for column %s.%s: %w", table, column, err)
		}
	}
	return n > 0, rows.Err()
}

// rewriteSignupEvents replaces the part of the secret each signup event holds with the
// name of the link the user joined through (a link lists the users who joined by it),
// and the event's search text with it. Events are otherwise immutable, so this is SQL.
func rewriteSignupEvents(ctx context.Context, tx *ent.Client, dialectName string) error {
	events, err := tx.Event.Query().Where(event.Type(legacySignupEvent)).All(ctx)
	if err != nil {
		return fmt.Errorf("read signup events: %w", err)
	}
	linkOf, err := linkNamesByUser(ctx, tx)
	if err != nil {
		return err
	}
	for _, e := range events {
		var data map[string]any
		if json.Unmarshal(e.Data, &data) != nil || data[legacySecretDataKey] == nil {
			continue
		}
		delete(data, legacySecretDataKey)
		if id, ok := data["userId"].(float64); ok {
			data["name"] = linkOf[int(id)]
		}
		if err := rewriteEventData(ctx, tx, dialectName, e, data); err != nil {
			return err
		}
	}
	return nil
}

func linkNamesByUser(ctx context.Context, tx *ent.Client) (map[int]string, error) {
	links, err := tx.PublicSignupToken.Query().All(ctx)
	if err != nil {
		return nil, fmt.Errorf("read invite links: %w", err)
	}
	out := map[int]string{}
	for _, l := range links {
		for _, id := range l.UserIds {
			out[id] = l.Name
		}
	}
	return out, nil
}

// rewriteEventData stores data as e's data and recomputes its search text; on SQLite the
// full-text table, kept by insert and delete triggers only, is told of the change.
func rewriteEventData(ctx context.Context, tx *ent.Client, dialectName string, e *ent.Event, data map[string]any) error {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(data); err != nil {
		return fmt.Errorf("encode event %d: %w", e.ID, err)
	}
	raw := bytes.TrimSuffix(buf.Bytes(), []byte("\n"))
	tags, err := json.Marshal(e.Tags)
	if err != nil || len(e.Tags) == 0 {
		tags = nil
	}
	text := kernel.SearchText(e.Type, e.CreatedBy, raw, e.PreData, tags)
	b := entsql.Dialect(dialectName)
	update := b.Update(eventsTable).Set(event.FieldData, string(raw)).Set(event.FieldSearchText, text).
		Where(entsql.EQ(event.FieldID, e.ID))
	stmts := []entsql.Querier{update}
	if dialectName == dialect.SQLite {
		fts := store.EventSearchFTS
		stmts = []entsql.Querier{
			b.Insert(fts).Columns(fts, "rowid", event.FieldSearchText).Values("delete", e.ID, e.SearchText),
			update,
			b.Insert(fts).Columns("rowid", event.FieldSearchText).Values(e.ID, text),
		}
	}
	for _, st := range stmts {
		query, args := st.Query()
		if _, err := tx.ExecContext(ctx, query, args...); err != nil {
			return fmt.Errorf("rewrite event %d: %w", e.ID, err)
		}
	}
	return nil
}
