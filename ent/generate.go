// Package ent holds the data model (schema/) and the code ent generates from it.
package ent

//go:generate go tool ent generate --feature sql/execquery,sql/upsert,sql/lock,sql/modifier,intercept ./schema
