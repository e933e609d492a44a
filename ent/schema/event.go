package schema

import (
	"encoding/json"
	"time"

	"entgo.io/ent"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
)

// Event is one entry of the append-only audit log.
type Event struct {
	ent.Schema
}

// Fields of the Event.
func (Event) Fields() []ent.Field {
	return []ent.Field{
		field.String("type").NotEmpty().Immutable(),
		field.String("created_by").Immutable(),
		field.Int("created_by_user_id").Optional().Nillable().Immutable(),
		field.String("environment").Optional().Nillable().Immutable(),
		field.String("project").Optional().Nillable().Immutable(),
		field.String("feature_name").Optional().Nillable().Immutable(),
		// data and preData are kept as the JSON text they were written as: events are
		// read in pages of a hundred and sent on as they are, and decoding each into a
		// map only to encode it again was most of the cost of reading them.
		field.JSON("data", json.RawMessage{}).Optional().Immutable(),
		field.JSON("pre_data", json.RawMessage{}).Optional().Immutable(),
		field.JSON("tags", []map[string]string{}).Optional().Immutable(),
		field.Time("created_at").Default(time.Now).Immutable(),
		// search_text is the lower-cased text the free-text query matches: type, creator,
		// data, preData and tags joined by a separator no query can contain. It is computed
		// once at write time so both stores match the same text, and PostgreSQL can index it
		// with trigrams.
		field.Text("search_text").Optional().Immutable().StructTag(`json:"-"`),
	}
}

// Indexes of the Event: each exact filter reads its matches newest first straight from
// an index, and counts them from the same index. The trigram index of search_text is
// PostgreSQL-only and made after migration (graph/store).
func (Event) Indexes() []ent.Index {
	return []ent.Index{
		index.Fields("type", "id"),
		index.Fields("project", "id"),
		index.Fields("project", "type", "id"),
		index.Fields("feature_name", "id"),
	}
}
