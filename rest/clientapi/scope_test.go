package clientapi

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func TestScopeEffective(t *testing.T) {
	tests := []struct {
		name      string
		scope     []string
		requested []string
		want      []string
	}{
		{"all projects, none requested", []string{"*"}, nil, []string{"*"}},
		{"all projects, some requested", []string{"*"}, []string{"shop", "default", "shop"}, []string{"default", "shop"}},
		{"one project, none requested", []string{"default"}, nil, []string{"default"}},
		{"one project, another requested", []string{"default"}, []string{"shop"}, []string{}},
		{"one project, wildcard requested", []string{"default"}, []string{"*"}, []string{}},
		{"several projects, sorted", []string{"b", "a"}, nil, []string{"a", "b"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			require.Equal(t, tc.want, Scope{Projects: tc.scope}.effective(tc.requested))
		})
	}
}
