# Flagstone: `make run` serves on SQLite, `make test` runs every test.

GO ?= go
PG_LOCAL := postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable

# Use the local PostgreSQL for the Postgres suite when it answers and no DSN is given.
ifeq ($(TEST_DATABASE_URL),)
  ifneq ($(shell pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null && echo up),)
    export TEST_DATABASE_URL := $(PG_LOCAL)
  endif
endif

.PHONY: run build test generate check-generated lint bench bench-client

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
