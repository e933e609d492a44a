// Package graph is the GraphQL face of the service: the resolvers (thin: authorize,
// validate, call the domain, return) and the packages they stand on.
package graph

//go:generate go tool gqlgen generate

import (
	"flagstone/graph/domain"
	"flagstone/graph/generated"
)

// Resolver is the root of the resolvers and their only dependency injection.
type Resolver struct {
	Domain *domain.Service
}

// QueryResolver and MutationResolver are the root resolvers REST calls.
type (
	QueryResolver    = generated.QueryResolver
	MutationResolver = generated.MutationResolver
)
