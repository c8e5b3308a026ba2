#!/usr/bin/env bash
# The one test command (`npm test`): type check, lint, format check, build, unit and integration tests
# (PGlite and a throwaway PostgreSQL) and end-to-end tests in Debian's Chromium. Needs no input.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

started_at=$SECONDS
timings=()
current=""
phase_started=0

section() {
  finish_phase
  current="$1"
  phase_started=$SECONDS
  printf '\n\033[1m==== %s ====\033[0m\n' "$1"
}

finish_phase() {
  if [[ -n "$current" ]]; then
    timings+=("$(printf '%-38s %4ss' "$current" $((SECONDS - phase_started)))")
    current=""
  fi
}

is_root() { [[ "$(id -u)" == 0 ]]; }

postgres_bin() {
  local dir version best=""
  for dir in /usr/lib/postgresql/*/bin; do
    [[ -x "$dir/initdb" && -x "$dir/pg_ctl" ]] || continue
    version=$(basename "$(dirname "$dir")")
    [[ "$version" =~ ^[0-9]+$ ]] && ((version >= 15)) || continue
    if [[ -z "$best" ]] || ((version > $(basename "$(dirname "$best")"))); then best=$dir; fi
  done
  echo "$best"
}

free_port() {
  node -e 'const s = require("net").createServer(); s.listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); });'
}

pg_tmp=""
pg_bin=""

# PostgreSQL refuses to run as root: when we are root, its commands run as the postgres user.
as_postgres() {
  if ! is_root; then
    "$@"
  elif command -v runuser >/dev/null; then
    runuser -u postgres -- "$@"
  else
    su postgres -s /bin/sh -c "$(printf '%q ' "$@")"
  fi
}

cleanup() {
  local status=$?
  finish_phase
  if [[ -n "$pg_tmp" && -d "$pg_tmp" ]]; then
    as_postgres "$pg_bin/pg_ctl" -D "$pg_tmp/data" -m immediate -w stop >/dev/null 2>&1 || true
    rm -rf "$pg_tmp"
  fi
  if ((${#timings[@]} > 0)); then
    printf '\n\033[1m==== timings ====\033[0m\n'
    printf '%s\n' "${timings[@]}"
    printf '%-38s %4ss\n' "total" $((SECONDS - started_at))
  fi
  if ((status == 0)); then
    printf '\n\033[1;32mAll checks passed.\033[0m\n'
  else
    printf '\n\033[1;31mFAILED in "%s" (exit %s).\033[0m\n' "${failed_phase:-setup}" "$status"
  fi
  exit "$status"
}
failed_phase=""
trap 'failed_phase=$current' ERR
trap cleanup EXIT
trap 'exit 130' INT TERM

section "system packages"
missing=()
[[ -x /usr/bin/chromium ]] || missing+=(chromium)
[[ -n "$(postgres_bin)" ]] || missing+=(postgresql)
if ((${#missing[@]} > 0)); then
  sudo=()
  if ! is_root; then
    if command -v sudo >/dev/null; then
      sudo=(sudo)
    else
      echo "Missing ${missing[*]}, and we are neither root nor able to use sudo: install them first." >&2
      exit 1
    fi
  fi
  echo "Installing ${missing[*]} with apt-get..."
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y chromium postgresql
fi
pg_bin=$(postgres_bin)
[[ -n "$pg_bin" ]] || { echo "PostgreSQL 15 or later is still missing after apt-get." >&2; exit 1; }
[[ -x /usr/bin/chromium ]] || { echo "/usr/bin/chromium is still missing after apt-get." >&2; exit 1; }
echo "chromium: $(/usr/bin/chromium --version 2>/dev/null || echo /usr/bin/chromium)"
echo "postgresql: $("$pg_bin/postgres" --version)"

section "throwaway PostgreSQL"
pg_tmp=$(mktemp -d "${TMPDIR:-/tmp}/shop-test-pg.XXXXXX")
if is_root; then
  id postgres >/dev/null 2>&1 || { echo "Running as root needs a postgres user (Debian's postgresql package adds it)." >&2; exit 1; }
  chown postgres: "$pg_tmp"
fi
pg_port=$(free_port)
(cd "$pg_tmp" && as_postgres "$pg_bin/initdb" -D "$pg_tmp/data" -A trust -U postgres -E UTF8 --locale=C --no-sync >/dev/null)
(cd "$pg_tmp" && as_postgres "$pg_bin/pg_ctl" -D "$pg_tmp/data" -l "$pg_tmp/log" -w \
  -o "-F -p $pg_port -k $pg_tmp -c listen_addresses=127.0.0.1" start >/dev/null)
export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$pg_port/postgres"
echo "PostgreSQL is up: TEST_DATABASE_URL=$TEST_DATABASE_URL"

export E2E_PORT="${E2E_PORT:-$(free_port)}"
export E2E_PORT_ORDERS="${E2E_PORT_ORDERS:-$(free_port)}"
export E2E_PORT_CATALOGUE="${E2E_PORT_CATALOGUE:-$(free_port)}"
export E2E_PORT_AFTERCARE="${E2E_PORT_AFTERCARE:-$(free_port)}"
export E2E_PORT_PROVIDER="${E2E_PORT_PROVIDER:-$(free_port)}"

# The static checks and the build do not depend on one another and each mostly keeps one core busy: they run
# as two lanes side by side (ESLint, the longest, alone in one), each step's output kept and shown in order.
section "route types"
npx react-router typegen

section "static checks and build (two lanes)"
lanes=$(mktemp -d "${TMPDIR:-/tmp}/shop-test-lanes.XXXXXX")
# run_lane NAME "label|command"...: runs the steps one after another until one fails; the output goes to
# $lanes/NAME.log, each step's time to $lanes/NAME.timings, and a failed step's label to $lanes/NAME.failed.
run_lane() {
  local name=$1 step label started
  shift
  for step in "$@"; do
    label=${step%%|*}
    started=$SECONDS
    printf '\n\033[1m---- %s ----\033[0m\n' "$label" >>"$lanes/$name.log"
    if ! bash -c "${step#*|}" >>"$lanes/$name.log" 2>&1; then
      echo "$label" >"$lanes/$name.failed"
      return 1
    fi
    printf '  %-36s %4ss\n' "$label" $((SECONDS - started)) >>"$lanes/$name.timings"
  done
}
run_lane lint "lint|npm run -s lint" &
lint_lane=$!
run_lane checks \
  "typecheck|npx tsc --noEmit" \
  "format check|npm run -s format:check" \
  "build|npm run -s build" \
  "bundle and budget checks|node --import tsx scripts/check-client-bundle.ts && node --import tsx scripts/check-budgets.ts" &
checks_lane=$!
wait "$lint_lane" || true
wait "$checks_lane" || true
cat "$lanes/lint.log" "$lanes/checks.log"
for lane in lint checks; do
  if [[ -f "$lanes/$lane.timings" ]]; then mapfile -t -O "${#timings[@]}" timings <"$lanes/$lane.timings"; fi
done
if compgen -G "$lanes/*.failed" >/dev/null; then
  current="static checks and build: $(cat "$lanes"/*.failed | paste -sd, -)"
  rm -rf "$lanes"
  false
fi
rm -rf "$lanes"

section "unit and integration tests (vitest)"
npx vitest run

section "end-to-end tests (playwright)"
# One migrated database that every server of the browser tests starts from a copy of.
export E2E_TEMPLATE_DATA_DIR="$pg_tmp/e2e-template"
node --import tsx tests/support/migrated-data-dir-template.ts "$E2E_TEMPLATE_DATA_DIR"
npx playwright test

finish_phase
