package flags

import (
	"fmt"
	"strings"

	"entgo.io/ent/dialect"
	"entgo.io/ent/dialect/sql"

	"flagstone/ent"
	"flagstone/ent/featureenvironment"
	"flagstone/graph/store"
)

// The columns answerExtras adds to a feature environment's row.
const (
	extraStrategyList = "strategy_list"
	extraParents      = "feature_parents"
	extraChildren     = "feature_children"
)

// featureAnswer is what a feature's answer shows beyond the feature, its environments,
// tags and links, read with them under the feature's lock (answerExtras).
type featureAnswer struct {
	// strategies are the strategies of each environment of featureEnv.all, in its order.
	strategies [][]*ent.FeatureStrategy
	// parents are the feature's dependencies (with their parents), children the
	// dependencies on it (with their children), each in the loader's order.
	parents, children []*ent.FeatureDependency
}

// answerExtras adds to the select of a feature environment its strategies, as a JSON
// array in the order the loaders read them (sort order, then creation) with their
// segments' ids, and its feature's dependencies on parents and of children, as JSON
// arrays by dependency id, each with the id and name of the feature at its other end.
// It is PostgreSQL's (see lockAnsweredFeatureEnv: SQLite reads the answer after the
// commit). The objects' keys are ent's JSON names, so that they decode into ent's types
// as the loaders read them (but for a strategy's created_at, which only orders them, and
// the features at the dependencies' ends, of which the answer shows only the name). Each
// subquery is correlated by equality, which plans as an index scan whatever the table's
// size when its plan was cached (an IN list as the loaders send, or a join, got a
// sequential scan once the plan was cached while the table was small).
func answerExtras(sel *sql.Selector, one func(expr string) sql.Querier) {
	j := jsonSQL{postgres: true}
	id, feature := sel.C(featureenvironment.FieldID), sel.C(featureenvironment.FieldFeatureID)
	segments := j.array(j.object("id", "fss.segment_id"),
		"feature_strategy_segments fss WHERE fss.feature_strategy_id = fs.id", "fss.segment_id")
	strategy := j.object("id", "fs.id", "feature_environment_id", "fs.feature_environment_id",
		"strategy_name", "fs.strategy_name", "title", "fs.title", "parameters", "fs.parameters",
		"constraints", "fs.constraints", "variants", "fs.variants",
		"sort_order", "fs.sort_order", "disabled", "fs.disabled",
		"edges", j.object("segments", segments))
	sel.AppendSelectExprAs(sql.Expr(j.column(j.array(strategy,
		"feature_strategies fs WHERE fs.feature_environment_id = "+id, store.StrategyOrderSQL("fs")))), extraStrategyList)
	sel.AppendSelectExprAs(one(j.column(dependencies(j, "child_id", "parent", feature))), extraParents)
	sel.AppendSelectExprAs(one(j.column(dependencies(j, "parent_id", "child", feature))), extraChildren)
}

// dependencies is the JSON array of the dependencies whose column side is feature, each
// with the feature at its other end as the edge named other. The feature's name is a
// subquery by id, not a join: a join's plan, cached while features was small, scans all
// of it.
func dependencies(j jsonSQL, side, other, feature string) string {
	end := j.object("id", "d."+other+"_id", "name", "(SELECT o.name FROM features o WHERE o.id = d."+other+"_id)")
	dep := j.object("id", "d.id", "child_id", "d.child_id", "parent_id", "d.parent_id",
		"enabled", "d.enabled", "variants", "d.variants", "edges", j.object(other, end))
	return j.array(dep, "feature_dependencies d WHERE d."+side+" = "+feature, "d.id")
}

// readAnswer takes what answerExtras added from the rows of fx.all.
func (fx *featureEnv) readAnswer() error {
	a := &featureAnswer{strategies: make([][]*ent.FeatureStrategy, len(fx.all))}
	for i, fe := range fx.all {
		if err := store.AddedJSON(fe, extraStrategyList, &a.strategies[i]); err != nil {
			return fmt.Errorf("read strategies of %q in %q: %w", fx.f.Name, fe.EnvironmentID, err)
		}
	}
	if err := store.AddedJSON(fx.fe, extraParents, &a.parents); err != nil {
		return fmt.Errorf("read dependencies of %q: %w", fx.f.Name, err)
	}
	if err := store.AddedJSON(fx.fe, extraChildren, &a.children); err != nil {
		return fmt.Errorf("read dependents of %q: %w", fx.f.Name, err)
	}
	fx.answer = a
	return nil
}

// jsonSQL writes the JSON expressions a select adds, in the dialect of PostgreSQL or of
// SQLite.
type jsonSQL struct{ postgres bool }

func jsonSQLFor(dialectName string) jsonSQL {
	return jsonSQL{postgres: dialectName == dialect.Postgres}
}

// array is the JSON array of elem over the rows of from (a table and its WHERE), in order.
// It is never NULL: a select's added column with no type breaks ent's scan on SQLite.
func (j jsonSQL) array(elem, from, order string) string {
	return j.pick("(SELECT COALESCE(json_agg("+elem+" ORDER BY "+order+"), '[]') FROM "+from+")",
		"(SELECT json_group_array("+elem+" ORDER BY "+order+") FROM "+from+")")
}

// object is the JSON object of the names (keys) and SQL expressions (values) of kv.
func (j jsonSQL) object(kv ...string) string {
	var b strings.Builder
	b.WriteString(j.pick("json_build_object(", "json_object("))
	for i := 0; i+1 < len(kv); i += 2 {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString("'" + kv[i] + "', " + kv[i+1])
	}
	b.WriteString(")")
	return b.String()
}

// column is the JSON of expr as a select's added column: text, which ent scans on both
// stores.
func (j jsonSQL) column(expr string) string {
	return j.pick(expr+"::text", expr)
}

// onlyIn returns how a select of feature environments adds a column that only the row of
// environment env needs: on PostgreSQL, computed for that row alone (NULL in the others,
// which nobody reads); on SQLite, as it is, as ent scans an added column by the type the
// driver reports for its first row, and SQLite reports none for a NULL.
func (j jsonSQL) onlyIn(sel *sql.Selector, env string) func(expr string) sql.Querier {
	if !j.postgres {
		return func(expr string) sql.Querier { return sql.Expr(expr) }
	}
	col := sel.C(featureenvironment.FieldEnvironmentID)
	return func(expr string) sql.Querier {
		return sql.ExprFunc(func(b *sql.Builder) {
			b.WriteString("CASE WHEN " + col + " = ").Arg(env).WriteString(" THEN " + expr + " END")
		})
	}
}

// pick is the expression for the dialect: postgres's or sqlite's.
func (j jsonSQL) pick(postgres, sqlite string) string {
	if j.postgres {
		return postgres
	}
	return sqlite
}
