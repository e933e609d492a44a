// Package webhook delivers the event log to the addons (webhooks) that match it: each
// matching event is POSTed as JSON, at least once, in event-id order per addon.
//
// The work follows the log, not the requests: every server polls (and is woken by its
// own commits), and an addon's cursor, the id of the last event handled, is in the
// database, so nothing is lost across a restart. A pass reads events only up to the log's
// settled watermark (store.EventOrder), so the cursor never moves past an event that
// commits later with a lower id. One server at a time delivers for an
// addon: it claims the addon with a lease (a conditional UPDATE of its row, which works
// alike on PostgreSQL, where concurrent claims take turns on the row lock, and on
// SQLite), reads the cursor only once it holds the lease, and moves the cursor and
// renews the lease in one statement that fails when the lease was lost.
//
// A failed delivery is retried with exponential backoff (RetryBackoff, doubling) while
// later events of the addon wait, so the order holds. After MaxAttempts failures the
// event is logged as failed and delivery moves on: one bad event never stops an addon.
package webhook

import (
	"bytes"
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/url"
	"slices"
	"sync"
	"time"

	"flagstone/ent"
	"flagstone/ent/addon"
	"flagstone/ent/addondelivery"
	"flagstone/ent/event"
	"flagstone/graph/model"
	"flagstone/graph/netguard"
	"flagstone/graph/store"
)

// SignatureHeader carries "sha256=<hex HMAC-SHA256 of the body>" when the addon has a secret.
const SignatureHeader = "X-Flagstone-Signature"

// Bounds of one delivery and of a pass.
const (
	// MaxAttempts is how often one event is tried before it is logged as failed.
	MaxAttempts = 8
	// requestTimeout bounds one POST, connection included.
	requestTimeout = 10 * time.Second
	// responseLimit is how much of a receiver's answer is read (and thrown away).
	responseLimit = 64 << 10
	// lease is how long a claim holds without renewal; every handled event renews it.
	lease = time.Minute
	// batch is how many events are read at once.
	batch = 100
	// statementTimeout bounds a lease statement that runs on through a stop.
	statementTimeout = 5 * time.Second
)

// Options configure a Deliverer.
type Options struct {
	Guard        netguard.Guard
	PollInterval time.Duration
	RetryBackoff time.Duration
	// Now is the service clock.
	Now func() time.Time
	// Order settles the log's watermark: a cursor moves only through events below it, so
	// an event that commits late, with a lower id than one already delivered, is not
	// passed over.
	Order *store.EventOrder
	Log   *slog.Logger
	// Enabled, when set, tells cheaply whether any addon is enabled: a pass when none is
	// sends no statement (commits poke the deliverer, so it would otherwise query the
	// addons once per commit). It is called with a context that carries the deliverer's
	// client (ent.NewContext), for a read to go through it. When an addon is enabled the
	// pass looks for the due ones (a retry's time included) as without it.
	Enabled func(ctx context.Context) (bool, error)
}

// Deliverer delivers events to addons in the background.
type Deliverer struct {
	client *ent.Client
	opts   Options
	node   string
	http   *http.Client
	wake   chan struct{}
	// running serialises passes inside this process, whose lease is one.
	running sync.Mutex
	cancel  context.CancelFunc
	done    chan struct{}
}

// New returns a deliverer over the store's client; Start runs it.
func New(client *ent.Client, o Options) *Deliverer {
	return &Deliverer{client: client, opts: o, node: nodeID(), http: httpClient(o.Guard), wake: make(chan struct{}, 1)}
}

// httpClient sends deliveries: the guard checks every address it dials (after DNS), no
// proxy (which would dial for it), no redirect followed (a 3xx is a failed delivery).
func httpClient(g netguard.Guard) *http.Client {
	dialer := &net.Dialer{Timeout: 5 * time.Second, Control: g.Control}
	return &http.Client{
		Timeout: requestTimeout,
		Transport: &http.Transport{
			DialContext:           dialer.DialContext,
			TLSHandshakeTimeout:   5 * time.Second,
			ResponseHeaderTimeout: requestTimeout,
			MaxIdleConnsPerHost:   2,
			IdleConnTimeout:       time.Minute,
		},
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
	}
}

func nodeID() string {
	b := make([]byte, 8)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

// Start delivers every PollInterval, and at once when woken, until Stop.
func (d *Deliverer) Start() {
	ctx, cancel := context.WithCancel(context.Background())
	d.cancel, d.done = cancel, make(chan struct{})
	go func() {
		defer close(d.done)
		t := time.NewTicker(d.opts.PollInterval)
		defer t.Stop()
		for {
			if err := d.RunOnce(ctx); err != nil && ctx.Err() == nil {
				d.opts.Log.Error("webhook delivery", "err", err)
			}
			select {
			case <-ctx.Done():
				return
			case <-t.C:
			case <-d.wake:
			}
		}
	}()
}

// Stop ends the deliveries and waits for the one in progress. Safe when not started.
func (d *Deliverer) Stop() {
	if d.cancel == nil {
		return
	}
	d.cancel()
	<-d.done
}

// Wake has the deliverer look for events now (after a commit). It never blocks.
func (d *Deliverer) Wake() {
	select {
	case d.wake <- struct{}{}:
	default:
	}
}

// RunOnce delivers what is due to every enabled addon no other server is serving.
func (d *Deliverer) RunOnce(ctx context.Context) error {
	d.running.Lock()
	defer d.running.Unlock()
	if d.opts.Enabled != nil {
		if enabled, err := d.opts.Enabled(ent.NewContext(ctx, d.client)); err != nil || !enabled {
			return err
		}
	}
	now := d.opts.Now()
	ids, err := d.client.Addon.Query().
		Where(addon.Enabled(true), addon.Or(addon.RetryAtIsNil(), addon.RetryAtLTE(now))).
		Order(ent.Asc(addon.FieldID)).IDs(ctx)
	if err != nil {
		return fmt.Errorf("list addons: %w", err)
	}
	if len(ids) == 0 {
		return nil
	}
	through, err := d.opts.Order.Settled(ctx) // once per pass, for every addon
	if err != nil {
		return fmt.Errorf("settle the event watermark: %w", err)
	}
	var errs []error
	for _, id := range ids {
		if ctx.Err() != nil {
			break // stopping: a claim (which runs through a stop) would only be released again
		}
		if err := d.serve(ctx, id, int(through)); err != nil {
			errs = append(errs, fmt.Errorf("addon %d: %w", id, err))
		}
	}
	return errors.Join(errs...)
}

// errLeaseLost stops a pass whose claim another server has taken over.
var errLeaseLost = errors.New("lease lost to another server")

// serve delivers the addon's due events, up to the settled watermark through, under its
// lease.
func (d *Deliverer) serve(ctx context.Context, id, through int) error {
	claimed, err := d.claim(ctx, id)
	if err != nil || claimed {
		// A claim that failed may have been written all the same (a statement that timed
		// out as it committed): release whatever is this server's.
		defer d.release(id)
	}
	if err != nil || !claimed {
		return err
	}
	a, err := d.client.Addon.Get(ctx, id) // the cursor as it is now that the lease is ours
	if err != nil {
		return fmt.Errorf("read: %w", err)
	}
	for {
		if !a.Enabled || (a.RetryAt != nil && a.RetryAt.After(d.opts.Now())) {
			return nil
		}
		evs, err := d.matching(a).Where(event.IDGT(a.DeliveredThrough), event.IDLTE(through)).
			Order(ent.Asc(event.FieldID)).Limit(batch).All(ctx)
		if err != nil || len(evs) == 0 {
			return err
		}
		for _, e := range evs {
			res := d.post(ctx, a, e)
			if ctx.Err() != nil {
				return nil // stopping: the event stays due, for the next start
			}
			moved, err := d.settle(ctx, a, e, res)
			if err != nil || !moved {
				return err
			}
		}
	}
}

// matching is the query of the events a matches: its types, and its projects and
// environments when it names any ("*" names all). As in the reference, the filters judge
// only what an event has: one of no project (a user created) passes the projects, one of
// no environment (a flag created) the environments.
func (d *Deliverer) matching(a *ent.Addon) *ent.EventQuery {
	q := d.client.Event.Query().Where(event.TypeIn(a.Events...))
	if !wildcard(a.Projects) {
		q.Where(event.Or(event.ProjectIsNil(), event.ProjectIn(a.Projects...)))
	}
	if !wildcard(a.Environments) {
		q.Where(event.Or(event.EnvironmentIsNil(), event.EnvironmentIn(a.Environments...)))
	}
	return q
}

// claim takes the addon's lease when it is free, expired or already this server's.
//
// The statement runs to its end even when the deliverer is stopping: abandoned mid-flight
// (the driver returns at once and drops the connection), the UPDATE may still land on the
// server after the release that follows it, and the lease would then hold, unserved, for
// a minute, keeping every other server from the addon.
func (d *Deliverer) claim(ctx context.Context, id int) (bool, error) {
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), statementTimeout)
	defer cancel()
	now := d.opts.Now()
	n, err := d.client.Addon.Update().
		Where(addon.ID(id), addon.Enabled(true), addon.Or(addon.LeaseOwnerIsNil(), addon.LeaseOwner(d.node), addon.LeaseUntilLT(now))).
		SetLeaseOwner(d.node).SetLeaseUntil(now.Add(lease)).Save(ctx)
	if err != nil {
		return false, fmt.Errorf("claim: %w", err)
	}
	return n == 1, nil
}

// release frees the lease, so another server may serve the addon before it expires.
func (d *Deliverer) release(id int) {
	ctx, cancel := context.WithTimeout(context.Background(), statementTimeout)
	defer cancel()
	err := d.client.Addon.Update().Where(addon.ID(id), addon.LeaseOwner(d.node)).
		ClearLeaseOwner().ClearLeaseUntil().Exec(ctx)
	if err != nil {
		d.opts.Log.Warn("webhook lease release", "addon", id, "err", err)
	}
}

// result is how one POST went.
type result struct {
	status   *int
	err      string
	duration time.Duration
}

func (r result) ok() bool { return r.err == "" && r.status != nil && *r.status/100 == 2 }

// post sends e to a's URL, signed with a's secret when it has one.
func (d *Deliverer) post(ctx context.Context, a *ent.Addon, e *ent.Event) result {
	began := time.Now()
	res := func(status *int, err string) result {
		return result{status: status, err: err, duration: time.Since(began)}
	}
	body, err := json.Marshal(model.ToWireEvent(e))
	if err != nil {
		return res(nil, "encode event: "+err.Error())
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, a.URL, bytes.NewReader(body))
	if err != nil {
		return res(nil, "bad url")
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("User-Agent", "flagstone-webhook")
	req.Header.Set("X-Flagstone-Event", e.Type)
	if a.Secret != "" {
		req.Header.Set(SignatureHeader, Sign([]byte(a.Secret), body))
	}
	resp, err := d.http.Do(req)
	if err != nil {
		return res(nil, describe(err))
	}
	_, _ = io.Copy(io.Discard, io.LimitReader(resp.Body, responseLimit))
	resp.Body.Close()
	status := resp.StatusCode
	if status/100 != 2 {
		return res(&status, fmt.Sprintf("receiver answered %d", status))
	}
	return res(&status, "")
}

// Sign is the signature header's value for body: "sha256=" and the hex HMAC-SHA256 of
// body with secret.
func Sign(secret, body []byte) string {
	mac := hmac.New(sha256.New, secret)
	mac.Write(body)
	return "sha256=" + hex.EncodeToString(mac.Sum(nil))
}

// describe is a delivery error without the URL, which may hold credentials.
func describe(err error) string {
	var ue *url.Error
	if errors.As(err, &ue) {
		err = ue.Err
	}
	if errors.Is(err, netguard.ErrRefused) {
		var oe *net.OpError
		if errors.As(err, &oe) && oe.Err != nil {
			return oe.Err.Error()
		}
	}
	return err.Error()
}

// settle records how the delivery of e went and moves the cursor past it when it
// succeeded or has used its attempts; otherwise it schedules the retry. It reports
// whether the cursor moved. The log line, the cursor and the lease renewal commit
// together, and only while the lease is this server's.
func (d *Deliverer) settle(ctx context.Context, a *ent.Addon, e *ent.Event, r result) (bool, error) {
	now := d.opts.Now()
	attempts := a.Attempts + 1
	moved := r.ok() || attempts >= MaxAttempts
	state := "success"
	if !r.ok() {
		state = "failed"
	}
	err := store.WithTx(ctx, d.client, func(ctx context.Context, tx *ent.Client) error {
		u := tx.Addon.Update().Where(addon.ID(a.ID), addon.LeaseOwner(d.node)).SetLeaseUntil(now.Add(lease))
		if moved {
			u.SetDeliveredThrough(e.ID).SetAttempts(0).ClearRetryAt()
		} else {
			u.SetAttempts(attempts).SetRetryAt(now.Add(d.opts.RetryBackoff << (attempts - 1)))
		}
		n, err := u.Save(ctx)
		if err != nil {
			return fmt.Errorf("move cursor: %w", err)
		}
		if n == 0 {
			return errLeaseLost
		}
		var msg *string
		if r.err != "" {
			m := r.err
			msg = &m
		}
		err = tx.AddonDelivery.Create().SetAddonID(a.ID).SetEventID(e.ID).SetEventType(e.Type).
			SetState(state).SetNillableStatusCode(r.status).SetNillableError(msg).SetAttempts(attempts).
			SetDurationMs(int(r.duration.Milliseconds())).SetCreatedAt(now).
			OnConflictColumns(addondelivery.FieldAddonID, addondelivery.FieldEventID).UpdateNewValues().Exec(ctx)
		if err != nil {
			return fmt.Errorf("log delivery: %w", err)
		}
		return nil
	})
	if err != nil {
		return false, err
	}
	if moved {
		a.DeliveredThrough, a.Attempts, a.RetryAt = e.ID, 0, nil
	} else {
		retry := now.Add(d.opts.RetryBackoff << (attempts - 1))
		a.Attempts, a.RetryAt = attempts, &retry
	}
	return moved, nil
}

// wildcard reports whether a filter list lets every value through.
func wildcard(list []string) bool { return len(list) == 0 || slices.Contains(list, "*") }
