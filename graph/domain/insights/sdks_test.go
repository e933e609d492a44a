package insights

import "testing"

func TestIsOutdatedSDK(t *testing.T) {
	cases := []struct {
		name, sdkVersion string
		want             bool
	}{
		{name: "older than the minimum", sdkVersion: "unleash-client-node:5.3.1", want: true},
		{name: "the minimum", sdkVersion: "unleash-client-node:5.3.2"},
		{name: "newer", sdkVersion: "unleash-client-java:10.0.0"},
		{name: "renamed SDK, older", sdkVersion: "unleash-go-sdk:5.0.2", want: true},
		{name: "pre-release of the minimum", sdkVersion: "unleash-client-go:4.1.0-beta.1", want: true},
		{name: "unknown SDK", sdkVersion: "my-sdk:0.0.1"},
		{name: "no version", sdkVersion: "unleash-client-node"},
		{name: "not semver", sdkVersion: "unleash-client-node:five"},
		{name: "empty", sdkVersion: ""},
	}
	for _, c := range cases {
		if got := IsOutdatedSDK(c.sdkVersion); got != c.want {
			t.Errorf("%s: IsOutdatedSDK(%q) = %v, want %v", c.name, c.sdkVersion, got, c.want)
		}
	}
}
