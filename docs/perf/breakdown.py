#!/usr/bin/env python3
"""breakdown.py PROFILE...: the share of the server's CPU per component in CPU profiles
written by BENCH_PROFILE (see docs/perf/admin-reads.md).

A sample with a frame of the load generator (net/http's client side, the benchmark's own
goroutines) is left out; any other is charged to the component of the frame nearest its
leaf that names one (allocation and GC assist in a JSON encoder count as JSON, a socket
write under a handler counts as network). Background GC is shown apart. Reads `go tool pprof -traces`."""
import re
import subprocess
import sys

# First match from the leaf upwards wins; order matters only within one frame.
RULES = [
    ("load generator", r"^net/http\.\(\*(Transport|persistConn|Client)\)|^net/http\.(send|setRequestCancel|persistConnWriter)|^flagstone/tests\.|^net/http\.ReadResponse|^testing\."),
    ("gzip", r"^compress/|^github\.com/andybalholm/brotli|hash/crc32"),
    ("JSON", r"^encoding/json|^flagstone/rest\.writeJSON|^github\.com/goccy|^github\.com/99designs/gqlgen/graphql\.(Marshal|Write)"),
    ("ent hydration", r"^flagstone/ent\.\(\*\w+\)\.(scanValues|assignValues)|^flagstone/ent\.\(\*\w+Query\)\.sqlAll|^database/sql\.convertAssign"),
    ("DB driver", r"^github\.com/jackc/|^database/sql|^modernc\.org/sqlite|^entgo\.io/ent/dialect"),
    ("ent query building", r"^entgo\.io/ent|^flagstone/ent\."),
    ("loaders", r"^flagstone/graph/loader|^github\.com/graph-gophers/dataloader"),
    ("auth", r"^flagstone/graph/auth\.|^flagstone/rest\.CrossOriginGuard|^flagstone/rest\.byToken|^net/http\.\(\*CrossOriginProtection\)|^flagstone/rest/app\.noteCaller|^crypto/"),
    ("read model", r"^flagstone/rest/readmodel|^flagstone/rest/body"),
    ("logging", r"^log/slog|accessLog"),
    ("metrics", r"^github\.com/prometheus|observeHTTP"),
    ("router and middleware", r"^github\.com/go-chi|^flagstone/rest/edge|^flagstone/rest/deadline|^flagstone/rest/app\.recoverer|^flagstone/rest\.LimitBody"),
    ("GraphQL", r"^github\.com/99designs/gqlgen|^flagstone/graph/generated"),
    ("handlers and domain", r"^flagstone/"),
    ("HTTP server and network", r"^net/http|^net\.|^internal/poll|^syscall|^bufio|^net/textproto"),
    ("GC (background)", r"^runtime\.gcBgMarkWorker"),
]
COMPILED = [(name, re.compile(rx)) for name, rx in RULES]
UNIT = {"ms": 1.0, "s": 1000.0, "us": 0.001, "µs": 0.001}


def classify(stack):
    if any(COMPILED[0][1].search(frame) for frame in stack):
        return COMPILED[0][0]
    for frame in stack:
        for name, rx in COMPILED:
            if rx.search(frame):
                return name
    return "other runtime"


def samples(path):
    out = subprocess.run(["go", "tool", "pprof", "-traces", path], capture_output=True, text=True, check=True).stdout
    for block in out.split("-----------+-------------------------------------------------------")[1:]:
        lines = [l for l in block.strip("\n").split("\n") if l.strip()]
        if not lines:
            continue
        m = re.match(r"\s*([\d.]+)(ms|s|us|µs)\s+(.*)", lines[0])
        if not m:
            continue
        stack = [m.group(3).strip()] + [l.strip() for l in lines[1:]]
        stack = [re.sub(r" \(inline\)$", "", f) for f in stack]
        yield float(m.group(1)) * UNIT[m.group(2)], stack


def main():
    for path in sys.argv[1:]:
        totals = {}
        for ms, stack in samples(path):
            c = classify(stack)
            totals[c] = totals.get(c, 0) + ms
        server = sum(v for k, v in totals.items() if k != "load generator")
        print(f"{path}: server {server:.0f} ms of CPU (load generator {totals.get('load generator', 0):.0f} ms left out)")
        for k, v in sorted(totals.items(), key=lambda kv: -kv[1]):
            if k != "load generator":
                print(f"  {k:26s} {100 * v / server:5.1f}%")


if __name__ == "__main__":
    main()
