package flags

import (
	"bytes"
	"context"
	"crypto/rand"
	"fmt"
	"net/url"
	"strings"
	"sync"
	"time"

	"flagstone/ent"
	"flagstone/ent/featurelink"
	"flagstone/graph/apperr"
	"flagstone/graph/domain/kernel"
	"flagstone/graph/model"
)

// Links holds the links from features to outside resources (issues, repositories,
// dashboards), apart from Service, which has the features themselves.
type Links struct{ *kernel.Kernel }

// maxLinkTitleLen bounds a link's title, as the column does.
const maxLinkTitleLen = 255

// AddFeatureLink adds a link to a feature and records feature-link-added.
func (s *Links) AddFeatureLink(ctx context.Context, projectID, name string, in model.FeatureLinkInput) (*ent.FeatureLink, error) {
	u, title, err := linkFields(in)
	if err != nil {
		return nil, err
	}
	var link *ent.FeatureLink
	err = s.Mutate(ctx, fmt.Sprintf("Feature %q in project %q", name, projectID), func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		f, err := lockFeature(ctx, tx, projectID, name)
		if err != nil {
			return kernel.Change{}, err
		}
		link, err = tx.FeatureLink.Create().SetID(newLinkID(s.Now())).SetFeatureID(f.ID).SetURL(u).
			SetNillableTitle(title).SetCreatedAt(s.Now()).Save(ctx)
		if err != nil {
			return kernel.Change{}, fmt.Errorf("add link: %w", err)
		}
		return kernel.Record(featureEvent(f, kernel.Event{Type: "feature-link-added", Data: linkData(link)})), nil
	})
	return link, err
}

// UpdateFeatureLink replaces the url and title of a feature's link and records
// feature-link-updated (nothing when they stay the same).
func (s *Links) UpdateFeatureLink(ctx context.Context, projectID, name, id string, in model.FeatureLinkInput) (*ent.FeatureLink, error) {
	u, title, err := linkFields(in)
	if err != nil {
		return nil, err
	}
	var link *ent.FeatureLink
	err = s.Mutate(ctx, fmt.Sprintf("Feature %q in project %q", name, projectID), func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		f, err := lockFeature(ctx, tx, projectID, name)
		if err != nil {
			return kernel.Change{}, err
		}
		before, err := featureLink(ctx, tx, f, id)
		if err != nil {
			return kernel.Change{}, err
		}
		if before.URL == u && kernel.Deref(before.Title) == kernel.Deref(title) {
			link = before
			return kernel.Unchanged(), nil
		}
		upd := before.Update().SetURL(u)
		if title == nil {
			upd.ClearTitle()
		} else {
			upd.SetTitle(*title)
		}
		link, err = upd.Save(ctx)
		if err != nil {
			return kernel.Change{}, fmt.Errorf("update link: %w", err)
		}
		return kernel.Record(featureEvent(f, kernel.Event{Type: "feature-link-updated", Data: linkData(link), PreData: linkData(before)})), nil
	})
	return link, err
}

// DeleteFeatureLink removes a feature's link and records feature-link-removed.
func (s *Links) DeleteFeatureLink(ctx context.Context, projectID, name, id string) error {
	return s.Mutate(ctx, fmt.Sprintf("Feature %q in project %q", name, projectID), func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		f, err := lockFeature(ctx, tx, projectID, name)
		if err != nil {
			return kernel.Change{}, err
		}
		link, err := featureLink(ctx, tx, f, id)
		if err != nil {
			return kernel.Change{}, err
		}
		if err := tx.FeatureLink.DeleteOne(link).Exec(ctx); err != nil {
			return kernel.Change{}, fmt.Errorf("delete link: %w", err)
		}
		return kernel.Record(featureEvent(f, kernel.Event{Type: "feature-link-removed", PreData: linkData(link)})), nil
	})
}

// featureLink reads link id of feature f: a link of another feature is not found, so a
// feature's path never reaches another's links.
func featureLink(ctx context.Context, tx *kernel.Tx, f *ent.Feature, id string) (*ent.FeatureLink, error) {
	return kernel.One(ctx, tx.FeatureLink.Query().Where(featurelink.ID(id), featurelink.FeatureID(f.ID)).Only,
		"Link %q of feature %q", id, f.Name)
}

// linkFields checks a link's input: an absolute http or https URL, and a title of at most
// 255 characters (blank is none).
func linkFields(in model.FeatureLinkInput) (string, *string, error) {
	raw := strings.TrimSpace(in.URL)
	u, err := url.Parse(raw)
	if raw == "" || err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return "", nil, apperr.Validation("url must be an http or https URL, got %q", in.URL)
	}
	var title *string
	if given := in.Title.Value(); given != nil {
		if t := strings.TrimSpace(*given); t != "" {
			if len([]rune(t)) > maxLinkTitleLen {
				return "", nil, apperr.Validation("title must be at most %d characters", maxLinkTitleLen)
			}
			title = &t
		}
	}
	return raw, title, nil
}

func linkData(l *ent.FeatureLink) map[string]any {
	return map[string]any{"id": l.ID, "url": l.URL, "title": l.Title}
}

// crockford is the alphabet of ULIDs.
const crockford = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"

// lastLinkID is the newest link id this process made (newLinkID), for ids made in one
// millisecond to sort by creation too.
var lastLinkID struct {
	sync.Mutex
	b [16]byte
}

// newLinkID is a ULID, as the reference's link ids: 48 bits of milliseconds, then 80
// random bits, in 26 characters of Crockford's base 32, so ids sort by creation. Within a
// millisecond (or a clock that stepped back) this process's next id is its last one plus
// one, as ULID's monotonic generators make them: random bits alone would order two links
// made at once either way.
func newLinkID(now time.Time) string {
	var b [16]byte
	ms := uint64(now.UnixMilli())
	for i := range 6 {
		b[i] = byte(ms >> (40 - 8*i))
	}
	rand.Read(b[6:])
	lastLinkID.Lock()
	if bytes.Compare(b[:6], lastLinkID.b[:6]) <= 0 {
		b = lastLinkID.b
		for i := 15; i >= 6; i-- { // the 80 bits plus one
			if b[i]++; b[i] != 0 {
				break
			}
		}
	}
	lastLinkID.b = b
	lastLinkID.Unlock()
	out := make([]byte, 26)
	// 128 bits in 26 characters of 5 bits: the first character holds the top 3.
	hi := uint64(b[0])<<56 | uint64(b[1])<<48 | uint64(b[2])<<40 | uint64(b[3])<<32 | uint64(b[4])<<24 | uint64(b[5])<<16 | uint64(b[6])<<8 | uint64(b[7])
	lo := uint64(b[8])<<56 | uint64(b[9])<<48 | uint64(b[10])<<40 | uint64(b[11])<<32 | uint64(b[12])<<24 | uint64(b[13])<<16 | uint64(b[14])<<8 | uint64(b[15])
	for i := 25; i >= 0; i-- {
		out[i] = crockford[lo&31]
		lo = lo>>5 | hi<<59
		hi >>= 5
	}
	return string(out)
}
