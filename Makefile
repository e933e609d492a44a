# Flagstone: `make run` serves on SQLite, `make test` runs every test.

GO ?= go
PG_LOCAL := postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable

# Use the local PostgreSQL for the Postgres suite when it answers and no DSN is given.
ifeq ($(TEST_DATABASE_URL),)
  ifneq ($(shell pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null && echo up),)
    export TEST_DATABASE_URL := $(PG_LOCAL)
  endif
endif

.PHONY: run build test generate check-generated lint bench bench-client bench-dashboard web check-web web-check

run:
	$(GO) run .

build:
	$(GO) build -o bin/flagstone .

test:
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

generate:
	$(GO) generate ./...

# check-generated fails when generated code is not what the schemas produce.
check-generated: generate
	@git diff --exit-code --stat -- ent graph || (echo "generated code is stale: run make generate and commit" && exit 1)
	@test -z "$$(git status --porcelain -- ent graph)" || (git status --porcelain -- ent graph && echo "generated files are not committed" && exit 1)

lint:
	@out=$$(gofmt -l $$(git ls-files '*.go' | grep -v '^ent/')); \
		if [ -n "$$out" ]; then echo "gofmt would change:"; echo "$$out"; exit 1; fi
	$(GO) vet ./...

bench:
	$(GO) test -run '^$$' -bench . -benchmem ./...

# bench-client measures the client API (1,000 flags): 304s, full gzip bodies, metrics POSTs.
bench-client:
	$(GO) test -run '^$$' -bench ClientFeatures -benchtime 5s ./tests/

# bench-dashboard prints the time from sign-in to the first rows of a project of 3,000 flags,
# in Chromium, on every store.
bench-dashboard:
	DASHBOARD_BUDGET=1 $(GO) test -count=1 -run TestDashboardFirstRowsBudget -v ./tests/ | grep -E '^dashboard|^(ok|FAIL|---)'

# web rebuilds the dashboard's bundle (web/dist, committed and embedded by go build) and its
# generated GraphQL types from the sources and the lockfile.
web: web/node_modules/.installed
	cd web && npm run build

web/node_modules/.installed: web/package-lock.json
	cd web && npm ci --no-audit --no-fund
	touch $@

# check-web fails when the committed bundle or generated types differ from what the sources build
# (the build is deterministic: content-hashed names, no timestamps).
check-web: web
	@git diff --exit-code --stat -- web/dist web/src/gql || (echo "web/dist is stale: run make web and commit" && exit 1)
	@test -z "$$(git status --porcelain -- web/dist web/src/gql)" || (git status --porcelain -- web/dist web/src/gql && echo "web/dist has files that are not committed" && exit 1)

# web-check runs the dashboard's linters, type check and unit tests, and prints the first page's
# JavaScript size (failing above the budget).
web-check: web/node_modules/.installed
	cd web && npm run lint && npm run typecheck && npm test && npm run size
