#!/usr/bin/env bash
# Installs (when missing) and starts (when stopped) what the test suites need on a
# Debian machine without Docker: PostgreSQL, Redis, Chromium and poppler-utils (pdftoppm,
# pdftotext and pdffonts: the print suites read and render the PDFs with them). Idempotent and quiet:
# one line per service saying what it did, the tools' own output only on failure.
# Then waits until PostgreSQL and Redis answer on 127.0.0.1.
#
#   bash infra/services.sh
#
# Environment:
#   SERVICES_WAIT_SECONDS  how long to wait for both services to answer (default 60)
#   SKIP_CHROMIUM=1        leave Chromium alone (only the end-to-end suites need it)
#   SERVICES_PG_PORT, SERVICES_REDIS_PORT  other ports (default 5432, 6379; for testing
#                          this script against a second cluster/server)
#
# The suites connect as postgres://postgres@127.0.0.1:5432/postgres without a password
# and to redis://127.0.0.1:6379 (test/support/services.ts).
set -euo pipefail

PG_PORT="${SERVICES_PG_PORT:-5432}"
REDIS_PORT="${SERVICES_REDIS_PORT:-6379}"
WAIT_SECONDS="${SERVICES_WAIT_SECONDS:-60}"
LOG="$(mktemp -t kollab-services.XXXXXX)"
trap 'rm -f "$LOG"' EXIT

say() { printf '%-11s %s\n' "$1:" "$2"; }
die() {
  printf 'infra/services.sh: %s\n' "$1" >&2
  if [ -s "$LOG" ]; then
    printf -- '--- output of the failed step ---\n' >&2
    tail -n 40 "$LOG" >&2
  fi
  exit 1
}

# Runs a command as root: directly when we are root, through sudo otherwise.
as_root() {
  if [ "$(id -u)" -eq 0 ]; then
    "$@"
  elif command -v sudo >/dev/null 2>&1; then
    sudo -n "$@" || sudo "$@"
  else
    die "needs root for: $* (run as root or install sudo)"
  fi
}

# Runs a command quietly; its output goes to $LOG and is shown only if it fails.
quietly() {
  : >"$LOG"
  "$@" >>"$LOG" 2>&1
}

command -v apt-get >/dev/null 2>&1 || die "apt-get not found: this script expects Debian or Ubuntu"

# ---------------------------------------------------------------- what is missing
pg_installed() { command -v pg_ctlcluster >/dev/null 2>&1 && command -v pg_isready >/dev/null 2>&1 && [ -n "$(ls /etc/postgresql 2>/dev/null)" ]; }
redis_installed() { command -v redis-server >/dev/null 2>&1 && command -v redis-cli >/dev/null 2>&1; }
chromium_installed() { [ -x /usr/bin/chromium ]; }
poppler_installed() { command -v pdftoppm >/dev/null 2>&1 && command -v pdftotext >/dev/null 2>&1 && command -v pdffonts >/dev/null 2>&1; }

missing=()
pg_ours=no
pg_installed || { missing+=(postgresql postgresql-client); pg_ours=yes; }
redis_installed || missing+=(redis-server)
if [ "${SKIP_CHROMIUM:-}" != 1 ] && ! chromium_installed; then missing+=(chromium); fi
poppler_installed || missing+=(poppler-utils)

if [ "${#missing[@]}" -gt 0 ]; then
  export DEBIAN_FRONTEND=noninteractive
  quietly as_root apt-get update -qq || die "apt-get update failed"
  quietly as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" \
    || die "apt-get install ${missing[*]} failed"
fi

# ---------------------------------------------------------------- PostgreSQL
pg_ready() { pg_isready -q -h 127.0.0.1 -p "$PG_PORT" >/dev/null 2>&1; }

# The cluster to use: the one configured on port 5432, else the first one listed.
pg_cluster() {
  pg_lsclusters --no-header 2>/dev/null | awk -v port="$PG_PORT" '
    $3 == port { print $1, $2; found = 1; exit }
    NR == 1 { first = $1 " " $2 }
    END { if (!found && first != "") print first }'
}

read -r pg_version pg_name <<<"$(pg_cluster || true)" || true
if [ -z "${pg_version:-}" ]; then
  # Installed packages but no cluster (removed by hand, say): create the default one.
  pg_version="$(ls /etc/postgresql 2>/dev/null | sort -V | tail -n 1)"
  [ -n "$pg_version" ] || pg_version="$(ls /usr/lib/postgresql | sort -V | tail -n 1)"
  pg_name=main
  quietly as_root pg_createcluster "$pg_version" "$pg_name" --port "$PG_PORT" || die "pg_createcluster $pg_version $pg_name failed"
fi

if [ "$pg_ours" = yes ]; then
  # A fresh install: let local TCP connections in without a password, as the tests
  # expect. An existing installation's configuration is never touched.
  hba="/etc/postgresql/$pg_version/$pg_name/pg_hba.conf"
  if ! as_root grep -q 'kollab infra/services.sh' "$hba"; then
    quietly as_root sed -i '1i # added by kollab infra/services.sh: local TCP connections are trusted (test machine)\nhost    all    all    127.0.0.1/32    trust\nhost    all    all    ::1/128         trust' "$hba" \
      || die "could not edit $hba"
  fi
fi

if pg_ready; then
  if [ "$pg_ours" = yes ]; then
    quietly as_root pg_ctlcluster --skip-systemctl-redirect "$pg_version" "$pg_name" reload || die "reloading PostgreSQL $pg_version/$pg_name failed"
    say postgresql "installed $pg_version/$pg_name, trusted local TCP, running on 127.0.0.1:$PG_PORT"
  else
    say postgresql "already running ($pg_version/$pg_name on 127.0.0.1:$PG_PORT)"
  fi
else
  quietly as_root pg_ctlcluster --skip-systemctl-redirect "$pg_version" "$pg_name" start \
    || die "starting PostgreSQL $pg_version/$pg_name failed (log: /var/log/postgresql/postgresql-$pg_version-$pg_name.log)"
  if [ "$pg_ours" = yes ]; then
    say postgresql "installed $pg_version/$pg_name, trusted local TCP, started"
  else
    say postgresql "started $pg_version/$pg_name"
  fi
fi

# ---------------------------------------------------------------- Redis
redis_ready() { [ "$(redis-cli -h 127.0.0.1 -p "$REDIS_PORT" ping 2>/dev/null)" = PONG ]; }

redis_what=""
if redis_ready; then
  redis_what="already running (127.0.0.1:$REDIS_PORT)"
else
  as_root mkdir -p /var/lib/redis /var/log/redis
  quietly as_root redis-server --daemonize yes --bind 127.0.0.1 -::1 --port "$REDIS_PORT" \
    --save "" --appendonly no --dir /var/lib/redis --logfile /var/log/redis/ci.log \
    || die "starting redis-server failed (log: /var/log/redis/ci.log)"
  redis_what="started on 127.0.0.1:$REDIS_PORT"
fi
if [[ " ${missing[*]} " == *" redis-server "* ]]; then redis_what="installed, $redis_what"; fi
say redis "$redis_what"

# ---------------------------------------------------------------- Chromium
if [ "${SKIP_CHROMIUM:-}" = 1 ]; then
  say chromium "skipped (SKIP_CHROMIUM=1)"
else
  chromium_installed || die "/usr/bin/chromium is still missing after apt-get install chromium"
  version="$(/usr/bin/chromium --version 2>/dev/null | head -n 1 || true)"
  if [[ " ${missing[*]} " == *" chromium "* ]]; then
    say chromium "installed ${version:-/usr/bin/chromium}"
  else
    say chromium "already installed (${version:-/usr/bin/chromium})"
  fi
fi

# ---------------------------------------------------------------- poppler-utils
poppler_installed || die "pdftoppm, pdftotext or pdffonts is still missing after apt-get install poppler-utils"
if [[ " ${missing[*]} " == *" poppler-utils "* ]]; then
  say poppler "installed ($(command -v pdftoppm))"
else
  say poppler "already installed ($(command -v pdftoppm))"
fi

# ---------------------------------------------------------------- wait for both
deadline=$((SECONDS + WAIT_SECONDS))
until pg_ready && redis_ready; do
  if [ "$SECONDS" -ge "$deadline" ]; then
    : >"$LOG"
    pg_ready || die "PostgreSQL does not answer on 127.0.0.1:$PG_PORT after ${WAIT_SECONDS}s (log: /var/log/postgresql/postgresql-$pg_version-$pg_name.log)"
    die "Redis does not answer on 127.0.0.1:$REDIS_PORT after ${WAIT_SECONDS}s (log: /var/log/redis/ci.log)"
  fi
  sleep 0.5
done
