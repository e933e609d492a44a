# Flagstone's container image: a static binary (pure-Go SQLite and pgx, CGO_ENABLED=0) on a
# distroless base, run as a non-root user. `make docker` builds it; compose.yaml runs it on
# PostgreSQL.

FROM golang:1.26 AS build
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
ARG VERSION=dev
RUN CGO_ENABLED=0 go build -trimpath -ldflags "-s -w -X flagstone/cli.Version=${VERSION}" -o /out/flagstone . \
 && mkdir -p /out/data

FROM gcr.io/distroless/static-debian12:nonroot
COPY --from=build /out/flagstone /usr/local/bin/flagstone
# The SQLite file lives here when DATABASE_URL is not a PostgreSQL URL: mount a volume.
COPY --from=build --chown=65532:65532 /out/data /data
ENV HTTP_HOST=0.0.0.0 \
    HTTP_PORT=4242 \
    DATABASE_URL=/data/flagstone.db
VOLUME /data
EXPOSE 4242
USER 65532:65532
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 CMD ["/usr/local/bin/flagstone", "healthcheck"]
ENTRYPOINT ["/usr/local/bin/flagstone"]
