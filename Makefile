# Flagstone: `make run` serves on SQLite, `make test` runs every test, `make test-fast` the unit
# tests alone; bare `make` lists the targets.

GO ?= go
PG_LOCAL := postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable
VERSION ?= $(shell git describe --tags --always --dirty 2>/dev/null || echo dev)
LDFLAGS := -X flagstone/cli.Version=$(VERSION)

# Use the local PostgreSQL for the Postgres suite when it answers and no DSN is given.
ifeq ($(TEST_DATABASE_URL),)
  ifneq ($(shell pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null && echo up),)
    export TEST_DATABASE_URL := $(PG_LOCAL)
  endif
endif

.DEFAULT_GOAL := help
.PHONY: help run build test test-fast generate check-generated lint bench bench-events bench-client bench-frontend bench-writes bench-admin bench-live bench-streaming bench-dashboard docker web check-web web-check

help: ## List the targets
	@echo "Targets (make TARGET):"
	@awk 'BEGIN {FS = ":.*## "} /^[a-zA-Z_-]+:.*## / {printf "  %-16s %s\n", $$1, $$2}' $(MAKEFILE_LIST)

# run builds first and then replaces the shell with the server, so Ctrl-C reaches the server
# alone: it shuts down gracefully and exits 0, and make reports no error.
run: build ## Serve on http://127.0.0.1:4242 with SQLite (./data/flagstone.db); Ctrl-C stops it
	exec ./bin/flagstone

build: ## Build bin/flagstone (version from git describe, or VERSION=)
	$(GO) build -ldflags '$(LDFLAGS)' -o bin/flagstone .

test: ## Run every test: SQLite always, PostgreSQL when it is reachable
	@if [ -z "$(TEST_DATABASE_URL)" ]; then \
		echo "PostgreSQL not reachable and TEST_DATABASE_URL not set: skipping the PostgreSQL suite (SQLite only)."; \
	else \
		echo "Running the SQLite and PostgreSQL suites."; \
	fi
	@if [ -x /usr/bin/chromium ]; then \
		echo "Running the browser tests in /usr/bin/chromium."; \
	else \
		echo "/usr/bin/chromium is missing: skipping the browser tests (apt-get install chromium runs them)."; \
	fi
	$(GO) test -count=1 -timeout 30m ./...

# test-fast runs the unit tests next to the code, every package but tests/: no server of ours,
# no browser, no SDK binaries (the storage rules still run on PostgreSQL when it is reachable).
test-fast: ## Run the unit tests of every area (all but tests/): no server, no browser; under a minute
	$(GO) test -count=1 -timeout 5m $$($(GO) list ./... | grep -v '^flagstone/tests$$')

generate: ## Regenerate ent and gqlgen output
	$(GO) generate ./...

# check-generated fails when generated code is not what the schemas produce.
check-generated: generate ## Fail when the committed generated code is stale
	@git diff --exit-code --stat -- ent graph || (echo "generated code is stale: run make generate and commit" && exit 1)
	@test -z "$$(git status --porcelain -- ent graph)" || (git status --porcelain -- ent graph && echo "generated files are not committed" && exit 1)

# lint checks the hand-written code: gofmt, go vet, and staticcheck (pinned in go.mod's tool
# block) over every package but ent's generated ones and gqlgen's executor; staticcheck itself
# passes over the generated files left in a package (graph/model/gen_models.go).
LINT_PACKAGES = $$($(GO) list ./... | grep -vE '^flagstone/(ent|graph/generated)(/|$$)') ./ent/schema/... ./ent/schematype/...
lint: ## gofmt, go vet and staticcheck
	@out=$$(gofmt -l $$(git ls-files '*.go' | grep -v '^ent/')); \
		if [ -n "$$out" ]; then echo "gofmt would change:"; echo "$$out"; exit 1; fi
	$(GO) vet ./...
	$(GO) tool staticcheck $(LINT_PACKAGES)

# bench runs every benchmark once through, the event log at 1/100 of its size (10,000 events
# on PostgreSQL): a few minutes, bounded at 10. The full event log has its own target.
bench: ## Run the benchmarks (the event log at 1/100 size, the seeding at 1/10), in under 10 minutes
	EVENTS_BENCH_SCALE=100 WRITES_BENCH_FLAGS=300 $(GO) test -run '^$$' -bench . -benchmem -timeout 10m ./...

bench-events: ## Event-log search on 1,000,000 events (PostgreSQL) and 100,000 (SQLite): tens of minutes
	$(GO) test -run '^$$' -bench Events -benchtime 100x -timeout 60m ./tests/

# bench-client measures the client API (1,000 flags): 304s, full gzip bodies, metrics POSTs.
bench-client: ## Client API with 1,000 flags: 304s, gzip bodies, metrics POSTs
	$(GO) test -run '^$$' -bench ClientFeatures -benchtime 5s ./tests/

# bench-frontend measures the frontend API: issue 30's workload (3,000 flags, 1,600 enabled for
# the context) over HTTP on both stores (wrk if installed) beside /health, the handler alone with
# its allocations, and the older 1,000-flag case with the evaluator alone.
bench-frontend: ## Frontend API with 3,000 flags (issue 30) and 1,000 flags: req/s, p50, p99, allocations
	@echo "load generator: $(BENCH_LOADGEN)"
	BENCH_LOADGEN=$(BENCH_LOADGEN) $(GO) test -run '^$$' -bench 'Frontend' -benchmem -benchtime 5s -timeout 30m ./tests/

# bench-writes sends issue 30's seeding workload (30,301 admin writes from 8 clients) to a
# fresh instance of each store and reports writes/s, p50, p99, CPU and statements per write,
# beside /health in the same run. WRITES_BENCH_FLAGS=300 runs a tenth of it.
bench-writes: ## Admin writes: issue 30's seeding (30,301 requests, 8 workers), both stores
	BENCH_LOADGEN=$(BENCH_LOADGEN) $(GO) test -run '^$$' -bench Writes -benchtime 1x -timeout 60m ./tests/

# bench-live measures how soon a change reaches a live subscriber (the dashboards' updates).
bench-live: ## A change to a live subscriber and to the client API, same node and another node (p50, p99)
	$(GO) test -run '^$$' -bench 'Live|ClientPropagation' -benchtime 200x ./tests/

# bench-streaming measures the live SDKs: the official Node SDK in streaming and delta polling
# mode seeing a 40-change run (same node; another node on PostgreSQL), and 1,000 open streams
# on one server process (its memory, and how soon a change reaches all of them).
bench-streaming: ## Node SDK streaming/delta, 40 changes (p50, p99), same node and another node; 1,000 streams: memory, fan-out p99
	$(GO) test -run '^$$' -bench 'NodeSDKStreaming|StreamFanOut' -benchtime 40x -timeout 30m ./tests/

# bench-admin measures the admin reads of issue 18 (3,000 flags, 300 users, 10 events per
# flag) over HTTP with 16 connections: req/s, p50 and p99 per endpoint, SQLite and PostgreSQL.
# The load comes from wrk -t2 -c16 (the issue's tool) when it is installed (apt-get install
# wrk), else from an in-process Go client, which takes more of the machine's CPU.
BENCH_LOADGEN ?= $(if $(shell command -v wrk),wrk,go)
bench-admin: ## Admin reads with 3,000 flags: req/s, p50, p99 per endpoint, both stores (wrk if installed)
	@echo "load generator: $(BENCH_LOADGEN)"
	BENCH_LOADGEN=$(BENCH_LOADGEN) $(GO) test -run '^$$' -bench AdminReads -benchtime 3s -timeout 30m ./tests/

docker: ## Build the container image flagstone:$(VERSION)
	docker build --build-arg VERSION=$(VERSION) -t flagstone:$(VERSION) .

# bench-dashboard prints the time from sign-in to the first rows of a project of 3,000 flags,
# in Chromium, on every store.
bench-dashboard: ## Dashboard: sign-in to first rows at 3,000 flags, in Chromium
	DASHBOARD_BUDGET=1 $(GO) test -count=1 -run TestDashboardFirstRowsBudget -v ./tests/ | grep -E '^dashboard|^(ok|FAIL|---)'

# web rebuilds the dashboard's bundle (web/dist, committed and embedded by go build) and its
# generated GraphQL types from the sources and the lockfile.
web: web/node_modules/.installed ## Rebuild the dashboard bundle (web/dist) from its sources and lockfile
	cd web && npm run build

web/node_modules/.installed: web/package-lock.json
	cd web && npm ci --no-audit --no-fund
	touch $@

# check-web fails when the committed bundle or generated types differ from what the sources build
# (the build is deterministic: content-hashed names, no timestamps).
check-web: web ## Fail when the committed dashboard bundle differs from what its sources build
	@git diff --exit-code --stat -- web/dist web/src/gql || (echo "web/dist is stale: run make web and commit" && exit 1)
	@test -z "$$(git status --porcelain -- web/dist web/src/gql)" || (git status --porcelain -- web/dist web/src/gql && echo "web/dist has files that are not committed" && exit 1)

# web-check runs the dashboard's linters, type check and unit tests, and prints the first page's
# JavaScript size (failing above the budget).
web-check: web/node_modules/.installed ## Dashboard lint, type check, unit tests and bundle size
	cd web && npm run lint && npm run typecheck && npm test && npm run size
