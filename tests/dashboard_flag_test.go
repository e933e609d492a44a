package tests

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/stretchr/testify/require"
)

// in selects the control that label names inside the element scope selects (an XPath), for forms
// that repeat their labels (one per environment, one per variant).
func in(scope, control, label string) chromedp.Search {
	return chromedp.Search(fmt.Sprintf(`%s//%s[@id=//label[normalize-space()=%q]/@for]`, scope, control, label))
}

// chooseAt picks value in the select sel (an XPath) as a person would (React sees the change).
func chooseAt(sel chromedp.Search, value string) chromedp.Action[chromedp.Void] {
	s, _ := json.Marshal(sel)
	v, _ := json.Marshal(value)
	return chromedp.Steps(
		chromedp.WaitReady(x(`%s/option[@value=%q or (not(@value) and normalize-space()=%q)]`, sel, value, value)),
		chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
			ok, err := chromedp.Evaluate[bool](fmt.Sprintf(`(() => {
				const select = document.evaluate(%s, document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue;
				select.value = %s;
				select.dispatchEvent(new Event('change', { bubbles: true }));
				return select.value === %s;
			})()`, s, v, v))(ctx, t)
			if err == nil && !ok {
				err = fmt.Errorf("%s has no option %s", sel, value)
			}
			return err
		}))
}

// strategyVariant is a strategy variant as the admin and client APIs render it.
type strategyVariant struct {
	Name       string `json:"name"`
	Weight     int    `json:"weight"`
	WeightType string `json:"weightType"`
	Stickiness string `json:"stickiness"`
	Payload    *struct {
		Type  string `json:"type"`
		Value string `json:"value"`
	} `json:"payload"`
}

// devStrategy is a strategy of a flag as the admin API renders it.
type devStrategy struct {
	Variants []strategyVariant `json:"variants"`
	Segments []int             `json:"segments"`
}

// devStrategies reads the strategies of flag in development from the admin API's feature.
func (s *server) devStrategies(t *testing.T, flag string) []devStrategy {
	t.Helper()
	var f struct {
		Environments []struct {
			Name       string        `json:"name"`
			Strategies []devStrategy `json:"strategies"`
		} `json:"environments"`
	}
	requireJSON(t, s.admin(http.MethodGet, devFeatures+"/"+flag, nil), &f)
	for _, e := range f.Environments {
		if e.Name == "development" {
			return e.Strategies
		}
	}
	t.Fatalf("%s has no development environment", flag)
	return nil
}

// devStrategyVariants reads the variants of each strategy of flag in development from the admin API.
func (s *server) devStrategyVariants(t *testing.T, flag string) [][]strategyVariant {
	t.Helper()
	var out [][]strategyVariant
	for _, st := range s.devStrategies(t, flag) {
		out = append(out, st.Variants)
	}
	return out
}

// TestDashboardEditsStrategyVariants checks that the strategy form adds variants (a fixed weight with a
// JSON payload, a variable one sharing the rest), that the admin and client APIs hand them out, and
// that editing the strategy changes and removes them.
func TestDashboardEditsStrategyVariants(t *testing.T) {
	requireChromium(t)
	eachStore(t, func(t *testing.T, s *server) {
		flag := "variants-" + randomHex(4)
		s.mustOK(t, http.MethodPost, devFeatures, map[string]any{"name": flag})
		token := s.apiToken(t, "client", "development", "default")
		form := `//form[@aria-label="Add a strategy in development"]`
		v1, v2 := form+`//fieldset[legend="Variant 1"]`, form+`//fieldset[legend="Variant 2"]`
		strategy := `//ol[@aria-label="Strategies in development"]/li`
		p := openPage(t, newBrowser(t), screenshotDir(t))
		p.signIn(s, "/projects/default/features/"+flag, x(`//h1[normalize-space()=%q]`, flag))
		p.run("add a rollout with a fixed and a variable variant",
			chromedp.Click(x(`%s//button[normalize-space()="Add a variant"]`, form)),
			chromedp.WaitVisible(chromedp.Search(v1)),
			chromedp.Click(x(`%s//button[normalize-space()="Add a variant"]`, form)),
			chromedp.WaitVisible(chromedp.Search(v2)),
			chromedp.SendKeys(in(v1, "input", "Variant name"), "blue"),
			chooseAt(in(v1, "select", "Weight"), "fix"),
			chromedp.WaitVisible(in(v1, "input", "Weight %")),
			chromedp.SendKeys(in(v1, "input", "Weight %"), "25"),
			chooseAt(in(v1, "select", "Variant stickiness"), "userId"),
			chooseAt(in(v1, "select", "Payload type"), "json"),
			chromedp.WaitVisible(in(v1, "input", "Payload")),
			chromedp.SendKeys(in(v1, "input", "Payload"), `{"color":"blue"}`),
			chromedp.SendKeys(in(v2, "input", "Variant name"), "red"),
			chromedp.WaitVisible(x(`%s[contains(., "75%%")]`, v2)),
			chromedp.Click(x(`%s//button[normalize-space()="Add strategy"]`, form)),
			chromedp.WaitVisible(x(`%s//ul[@aria-label="Variants"]/li[normalize-space()='blue: 25%% (fixed), stickiness: userId, json payload {"color":"blue"}']`, strategy)),
			chromedp.WaitVisible(x(`%s//ul[@aria-label="Variants"]/li[normalize-space()="red: 75%%"]`, strategy)))
		p.shot("variants")

		got := s.devStrategyVariants(t, flag)
		require.Len(t, got, 1)
		require.Len(t, got[0], 2)
		require.Equal(t, "blue", got[0][0].Name)
		require.Equal(t, 250, got[0][0].Weight)
		require.Equal(t, "fix", got[0][0].WeightType)
		require.Equal(t, "userId", got[0][0].Stickiness)
		require.NotNil(t, got[0][0].Payload)
		require.Equal(t, "json", got[0][0].Payload.Type)
		require.JSONEq(t, `{"color":"blue"}`, got[0][0].Payload.Value)
		require.Equal(t, "red", got[0][1].Name)
		require.Equal(t, 750, got[0][1].Weight)
		require.Equal(t, "variable", got[0][1].WeightType)
		require.Nil(t, got[0][1].Payload)

		s.refresh(t)
		client := byName(s.clientFeatures(t, token, ""))[flag]
		require.NotNil(t, client, "the client API serves %s", flag)
		var served []struct {
			Variants []strategyVariant `json:"variants"`
		}
		raw, err := json.Marshal(client["strategies"])
		require.NoError(t, err)
		require.NoError(t, json.Unmarshal(raw, &served))
		require.Len(t, served, 1)
		require.Equal(t, got[0], served[0].Variants, "the client API hands out the variants the admin API shows")

		edit := `//form[starts-with(@aria-label, "Edit ")]`
		removeBlue := x(`%s//fieldset[legend="Variant 1"]//button[starts-with(normalize-space(), "Remove")]`, edit)
		p.run("rename the variable variant; removing the stored fixed one asks first, and Cancel keeps it",
			chromedp.Click(x(`%s//button[starts-with(normalize-space(), "Edit")]`, strategy)),
			chromedp.WaitVisible(in(edit+`//fieldset[legend="Variant 2"]`, "input", "Variant name")),
			retype(in(edit+`//fieldset[legend="Variant 2"]`, "input", "Variant name"), "green"),
			chromedp.Click(removeBlue),
			chromedp.WaitVisible(x(`//*[@role="alertdialog" and .//h2[normalize-space()="Remove the variant blue?"]]`)),
			chromedp.Click(x(`//*[@role="alertdialog"]//button[normalize-space()="Cancel"]`)),
			chromedp.WaitNotPresent(x(`//*[@role="alertdialog"]`)),
			chromedp.WaitVisible(in(edit+`//fieldset[legend="Variant 2"]`, "input", "Variant name")),
			chromedp.WaitVisible(x(`%s//fieldset[legend="Variant 1"]//input[@value="blue"]`, edit)))
		p.shot("variant-kept")
		p.run("remove the fixed variant after the confirmation",
			chromedp.Click(removeBlue),
			chromedp.WaitVisible(x(`//*[@role="alertdialog" and .//h2[normalize-space()="Remove the variant blue?"]]`)),
			chromedp.Click(x(`//*[@role="alertdialog"]//button[normalize-space()="Remove"]`)),
			chromedp.WaitNotPresent(x(`%s//fieldset[legend="Variant 2"]`, edit)),
			chromedp.Click(x(`%s//button[normalize-space()="Save"]`, edit)),
			chromedp.WaitVisible(x(`%s//ul[@aria-label="Variants"]/li[normalize-space()="green: 100%%"]`, strategy)),
			chromedp.WaitNotPresent(x(`%s//ul[@aria-label="Variants"]/li[starts-with(normalize-space(), "blue")]`, strategy)))

		got = s.devStrategyVariants(t, flag)
		require.Len(t, got, 1)
		require.Len(t, got[0], 1)
		require.Equal(t, "green", got[0][0].Name)
		require.Equal(t, 1000, got[0][0].Weight)
		require.Empty(t, p.pageErrors(), "the pages reported no errors")
	})
}

// TestDashboardAttachesSegments checks that the strategy form offers the instance's segments, that a
// strategy added with one checked uses it, and that editing the strategy takes it off.
func TestDashboardAttachesSegments(t *testing.T) {
	requireChromium(t)
	eachStore(t, func(t *testing.T, s *server) {
		flag := "segments-" + randomHex(4)
		s.mustOK(t, http.MethodPost, devFeatures, map[string]any{"name": flag})
		seg := s.mustOK(t, http.MethodPost, "/api/admin/segments", map[string]any{"name": "staff-" + flag, "constraints": []any{}})
		id := int(seg["id"].(float64))
		form := `//form[@aria-label="Add a strategy in development"]`
		strategy := `//ol[@aria-label="Strategies in development"]/li`
		box := `//fieldset[legend[normalize-space()="Segments in development"]]//label[normalize-space()=%q]/input`
		p := openPage(t, newBrowser(t), screenshotDir(t))
		p.signIn(s, "/projects/default/features/"+flag, x(`//h1[normalize-space()=%q]`, flag))
		p.run("add a strategy that uses the segment",
			chromedp.Click(x(form+box, "staff-"+flag)),
			chromedp.Click(x(`%s//button[normalize-space()="Add strategy"]`, form)),
			chromedp.WaitVisible(x(`%s//p[normalize-space()=%q]`, strategy, "Segments: staff-"+flag)))
		p.shot("segments")
		got := s.devStrategies(t, flag)
		require.Len(t, got, 1)
		require.Equal(t, []int{id}, got[0].Segments)

		edit := `//form[starts-with(@aria-label, "Edit ")]`
		p.run("take the segment off",
			chromedp.Click(x(`%s//button[starts-with(normalize-space(), "Edit")]`, strategy)),
			chromedp.WaitVisible(x(edit+box, "staff-"+flag)),
			chromedp.Click(x(edit+box, "staff-"+flag)),
			chromedp.Click(x(`%s//button[normalize-space()="Save"]`, edit)),
			chromedp.WaitNotPresent(x(`%s//p[starts-with(normalize-space(), "Segments:")]`, strategy)))
		require.Empty(t, s.devStrategies(t, flag)[0].Segments)
		require.Empty(t, p.pageErrors(), "the pages reported no errors")
	})
}

// TestDashboardEditsStrategyParameters checks that editing a strategy changes its title and every
// parameter of its definition (rollout, stickiness, groupId), not only the rollout.
func TestDashboardEditsStrategyParameters(t *testing.T) {
	requireChromium(t)
	eachStore(t, func(t *testing.T, s *server) {
		flag := "params-" + randomHex(4)
		s.mustOK(t, http.MethodPost, devFeatures, map[string]any{"name": flag})
		s.mustOK(t, http.MethodPost, devFeatures+"/"+flag+"/environments/development/strategies", map[string]any{
			"name": "flexibleRollout", "title": "Early",
			"parameters": map[string]any{"rollout": "30", "stickiness": "default", "groupId": flag},
		})
		strategy := `//ol[@aria-label="Strategies in development"]/li`
		edit := `//form[starts-with(@aria-label, "Edit ")]`
		p := openPage(t, newBrowser(t), screenshotDir(t))
		p.signIn(s, "/projects/default/features/"+flag, x(`%s[strong[normalize-space()="Early"]]`, strategy))
		p.run("retitle the rollout and change its rollout, stickiness and groupId",
			chromedp.Click(x(`%s//button[starts-with(normalize-space(), "Edit")]`, strategy)),
			chromedp.WaitVisible(in(edit, "input", "New title")),
			retype(in(edit, "input", "New title"), "Cohort"),
			retype(in(edit, "input", "New rollout %"), "60"),
			chooseAt(in(edit, "select", "New stickiness"), "userId"),
			retype(in(edit, "input", "New groupId"), "cohort"),
			chromedp.Click(x(`%s//button[normalize-space()="Save"]`, edit)),
			chromedp.WaitVisible(x(`%s[strong[normalize-space()="Cohort"] and contains(., "60%% of users (stickiness: userId)")]`, strategy)),
			chromedp.WaitVisible(x(`//*[@role="status" and contains(., "The rollout is 60%% in development")]`)))
		p.shot("edited")
		var got []struct {
			Title      *string           `json:"title"`
			Parameters map[string]string `json:"parameters"`
		}
		requireJSON(t, s.admin(http.MethodGet, devFeatures+"/"+flag+"/environments/development/strategies", nil), &got)
		require.Len(t, got, 1)
		require.NotNil(t, got[0].Title)
		require.Equal(t, "Cohort", *got[0].Title)
		require.Equal(t, map[string]string{"rollout": "60", "stickiness": "userId", "groupId": "cohort"}, got[0].Parameters)
		require.Empty(t, p.pageErrors(), "the pages reported no errors")
	})
}

// featureOverride is an override of a feature variant as the admin API renders it.
type featureOverride struct {
	ContextName string   `json:"contextName"`
	Values      []string `json:"values"`
}

// devFeatureVariants reads the variants of flag in development from the admin API.
func (s *server) devFeatureVariants(t *testing.T, flag string) []featureVariant {
	t.Helper()
	var got struct {
		Variants []featureVariant `json:"variants"`
	}
	requireJSON(t, s.admin(http.MethodGet, devFeatures+"/"+flag+"/environments/development/variants", nil), &got)
	return got.Variants
}

// featureVariant is a feature variant as the admin API renders it.
type featureVariant struct {
	strategyVariant
	Overrides []featureOverride `json:"overrides"`
}

// TestDashboardEditsFeatureVariants checks that the flag page sets two variants of a flag in one
// environment, a fixed one with overrides built in the structured editor (a context field per row,
// values added and removed one by one) and a variable one, that REST shows them, and that a stored
// variant is removed only after a confirmation while a draft goes at once.
func TestDashboardEditsFeatureVariants(t *testing.T) {
	requireChromium(t)
	eachStore(t, func(t *testing.T, s *server) {
		flag := "fvariants-" + randomHex(4)
		s.mustOK(t, http.MethodPost, devFeatures, map[string]any{"name": flag})
		form := `//form[@aria-label="Edit the variants in development"]`
		v1, v2 := form+`//fieldset[legend="Variant 1"]`, form+`//fieldset[legend="Variant 2"]`
		o1, o2 := v1+`//fieldset[legend="Variant 1 override 1"]`, v1+`//fieldset[legend="Variant 1 override 2"]`
		p := openPage(t, newBrowser(t), screenshotDir(t))
		p.signIn(s, "/projects/default/features/"+flag, x(`//p[normalize-space()="No variants in development."]`))
		p.run("add a fixed variant with two overrides and a variable one",
			chromedp.Click(x(`//button[normalize-space()="Edit variants in development"]`)),
			chromedp.Click(x(`%s//button[normalize-space()="Add a variant"]`, form)),
			chromedp.WaitVisible(chromedp.Search(v1)),
			chromedp.Click(x(`%s//button[normalize-space()="Add a variant"]`, form)),
			chromedp.WaitVisible(chromedp.Search(v2)),
			chromedp.SendKeys(in(v1, "input", "Variant name"), "a"),
			chooseAt(in(v1, "select", "Weight"), "fix"),
			chromedp.WaitVisible(in(v1, "input", "Weight %")),
			chromedp.SendKeys(in(v1, "input", "Weight %"), "40"),
			chooseAt(in(v1, "select", "Payload type"), "string"),
			chromedp.WaitVisible(in(v1, "input", "Payload")),
			chromedp.SendKeys(in(v1, "input", "Payload"), "hello"),
			chromedp.Click(x(`%s//button[starts-with(normalize-space(), "Add an override")]`, v1)),
			chooseAt(in(o1, "select", "Override field"), "userId"),
			chromedp.SendKeys(in(o1, "input", "Override value"), "alice"+kb.Enter),
			chromedp.WaitVisible(x(`%s//li[starts-with(normalize-space(), "alice")]`, o1)),
			chromedp.SendKeys(in(o1, "input", "Override value"), "bob, carol"),
			chromedp.Click(x(`%s//button[starts-with(normalize-space(), "Add value")]`, o1)),
			chromedp.WaitVisible(x(`%s//li[starts-with(normalize-space(), "carol")]`, o1)),
			chromedp.Click(x(`%s//button[normalize-space()="× Remove the value carol"]`, o1)),
			chromedp.WaitNotPresent(x(`%s//li[starts-with(normalize-space(), "carol")]`, o1)),
			chromedp.Click(x(`%s//button[starts-with(normalize-space(), "Add an override")]`, v1)),
			chooseAt(in(o2, "select", "Override field"), "sessionId"),
			chromedp.SendKeys(in(o2, "input", "Override value"), "s1"+kb.Enter),
			chromedp.WaitVisible(x(`%s//li[starts-with(normalize-space(), "s1")]`, o2)),
			chromedp.SendKeys(in(v2, "input", "Variant name"), "b"))
		p.shot("feature-variant-overrides")
		p.run("save the variants",
			chromedp.Click(x(`%s//button[normalize-space()="Save variants"]`, form)),
			chromedp.WaitVisible(x(`//ul[@aria-label="Variants in development"]/li[normalize-space()="a: 40%% (fixed), string payload hello, overrides: userId=alice,bob; sessionId=s1"]`)),
			chromedp.WaitVisible(x(`//ul[@aria-label="Variants in development"]/li[normalize-space()="b: 60%%"]`)))
		p.shot("feature-variants")
		got := s.devFeatureVariants(t, flag)
		require.Len(t, got, 2)
		require.Equal(t, "a", got[0].Name)
		require.Equal(t, 400, got[0].Weight)
		require.Equal(t, "fix", got[0].WeightType)
		require.Equal(t, []featureOverride{{"userId", []string{"alice", "bob"}}, {"sessionId", []string{"s1"}}}, got[0].Overrides)
		require.Equal(t, "b", got[1].Name)
		require.Equal(t, 600, got[1].Weight)
		require.Empty(t, got[1].Overrides)

		p.run("a draft goes without a question; Cancel keeps a stored variant",
			chromedp.Click(x(`//button[normalize-space()="Edit variants in development"]`)),
			chromedp.WaitVisible(in(o2, "select", "Override field")),
			chromedp.Click(x(`%s//button[normalize-space()="Add a variant"]`, form)),
			chromedp.WaitVisible(x(`%s//fieldset[legend="Variant 3"]`, form)),
			chromedp.Click(x(`%s//fieldset[legend="Variant 3"]/button[starts-with(normalize-space(), "Remove")]`, form)),
			chromedp.WaitNotPresent(x(`%s//fieldset[legend="Variant 3"]`, form)),
			chromedp.Click(x(`%s/button[starts-with(normalize-space(), "Remove")]`, v2)),
			chromedp.WaitVisible(x(`//*[@role="alertdialog" and .//h2[normalize-space()="Remove the variant b?"]]`)),
			chromedp.Click(x(`//*[@role="alertdialog"]//button[normalize-space()="Cancel"]`)),
			chromedp.WaitNotPresent(x(`//*[@role="alertdialog"]`)),
			chromedp.WaitVisible(x(`%s//input[@value="b"]`, v2)))
		p.run("remove the sessionId override and save",
			chromedp.Click(x(`%s//button[starts-with(normalize-space(), "Remove override")]`, o2)),
			chromedp.WaitNotPresent(chromedp.Search(o2)),
			chromedp.Click(x(`%s//button[normalize-space()="Save variants"]`, form)),
			chromedp.WaitVisible(x(`//ul[@aria-label="Variants in development"]/li[normalize-space()="a: 40%% (fixed), string payload hello, overrides: userId=alice,bob"]`)))
		got = s.devFeatureVariants(t, flag)
		require.Len(t, got, 2)
		require.Equal(t, []featureOverride{{"userId", []string{"alice", "bob"}}}, got[0].Overrides)
		require.Empty(t, p.pageErrors(), "the pages reported no errors")
	})
}
