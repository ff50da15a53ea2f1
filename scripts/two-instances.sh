#!/usr/bin/env bash
# The deployment shape of docs/DEPLOY.md on one machine, for a trial: one PostgreSQL database, the
# migration run once as a release step, two portal instances on two ports with the same shared settings,
# and nginx in front with deploy/nginx.conf rendered for those ports (when nginx is installed). Ctrl-C
# stops everything. Needs `npm install` done, curl, and PostgreSQL reachable at DATABASE_URL.
#
#   scripts/two-instances.sh
#   DATABASE_URL=postgres://postgres@127.0.0.1:5432/portal_try PORT_A=4001 PORT_B=4002 NGINX_PORT=9080 scripts/two-instances.sh
#
# Settings (environment): DATABASE_URL (default postgres://postgres@127.0.0.1:5432/portal_trial, created
# when missing), PORT_A / PORT_B (3001 / 3002), NGINX_PORT (8080), TRIAL_DIR (the instances' data
# folders and logs; default data/two-instances-<database>), REDIS_URL (optional: the shared per-IP
# limit), STORAGE_URL and S3_* (optional: object storage), DRAIN_SECONDS (2), APP_SECRET (a fixed
# trial key), SKIP_WEB_BUILD=1 (serve the API only when the web app was never built).
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
node="$root/node_modules/.bin/node"
database_url=${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/portal_trial}
port_a=${PORT_A:-3001}
port_b=${PORT_B:-3002}
nginx_port=${NGINX_PORT:-8080}
drain_seconds=${DRAIN_SECONDS:-2}
ready_timeout=${READY_TIMEOUT_SECONDS:-300}

base=${database_url%%\?*}
query=${database_url#"$base"}
db_name=${base##*/}
trial_dir=${TRIAL_DIR:-$root/data/two-instances-$db_name}

pids=()
names=()

say() { printf '[two-instances] %s\n' "$*"; }
die() {
  say "$*" >&2
  exit 1
}

# shellcheck disable=SC2317 # called by the EXIT trap
stop() {
  trap - EXIT INT TERM
  if ((${#pids[@]} > 0)); then
    say "stopping ${names[*]} (the instances drain for ${drain_seconds} s)"
    kill -TERM "${pids[@]}" 2>/dev/null || true
    wait "${pids[@]}" 2>/dev/null || true
  fi
  say "stopped; data and logs stay in $trial_dir"
}
trap stop EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

[[ -x $node ]] || die "no $node: run npm install first"
command -v curl >/dev/null || die 'curl is needed to ask the instances whether they are ready'
[[ -n $db_name && $db_name != "$base" ]] || die "DATABASE_URL has no database name: $database_url"
[[ $db_name != test ]] || die 'the database named "test" belongs to the test suites: choose another name'

# 1. The database, created when missing (needs psql; otherwise create it yourself).
if command -v psql >/dev/null; then
  admin_url="${base%/*}/postgres$query"
  quoted=${db_name//\'/\'\'}
  if [[ $(psql "$admin_url" -XtAq -v ON_ERROR_STOP=1 -c "SELECT 1 FROM pg_database WHERE datname = '$quoted'") != 1 ]]; then
    say "creating database $db_name"
    psql "$admin_url" -Xq -v ON_ERROR_STOP=1 -c "CREATE DATABASE \"${db_name//\"/\"\"}\""
  fi
else
  say "psql not found: database $db_name must exist already"
fi

# 2. The web app, built once (as npm start does).
if [[ ! -f $root/apps/web/dist/index.html && ${SKIP_WEB_BUILD:-0} != 1 ]]; then
  say 'building the web app once'
  (cd "$root" && npm run build)
fi

# 3. The release step: migrations, once, before any instance starts.
say "migrating $db_name"
(cd "$root" && DATABASE_URL=$database_url npm run --silent db:migrate)

# 4. The settings every instance shares (config.ts). Per instance: PORT, DATA_DIR.
use_nginx=0
command -v nginx >/dev/null && use_nginx=1
export NODE_ENV=development
export DATABASE_URL=$database_url
export APP_SECRET=${APP_SECRET:-two-instances-trial-key-never-use-in-production}
export DRAIN_SECONDS=$drain_seconds
export HOST=127.0.0.1
export LOG_LEVEL=${LOG_LEVEL:-info}
if ((use_nginx)); then
  export PUBLIC_URL=http://127.0.0.1:$nginx_port TRUST_PROXY=127.0.0.1
else
  export PUBLIC_URL=http://127.0.0.1:$port_a TRUST_PROXY=false
fi
say "shared: DATABASE_URL=$database_url PUBLIC_URL=$PUBLIC_URL TRUST_PROXY=$TRUST_PROXY REDIS_URL=${REDIS_URL:-(unset: each instance counts its own per-IP limit)}"

mkdir -p "$trial_dir/a" "$trial_dir/b"
if [[ -z ${STORAGE_URL:-} ]]; then
  # Without object storage each instance keeps media under its own DATA_DIR. For the trial, B uses A's
  # media folder (a symlink), so files uploaded through either are found through both: a one-machine
  # shortcut, not a production shape (docs/DEPLOY.md: several instances need STORAGE_URL).
  [[ -e $trial_dir/b/media || -L $trial_dir/b/media ]] || ln -s ../a/media "$trial_dir/b/media"
  say 'STORAGE_URL unset: media on disk, B sharing A'"'"'s media folder (trial only)'
fi

start_instance() { # name port
  local name=$1 port=$2
  say "starting $name on 127.0.0.1:$port (log: $trial_dir/$name.log)"
  (cd "$root" && PORT=$port DATA_DIR=$trial_dir/$name exec "$node" apps/server/src/main.ts) >"$trial_dir/$name.log" 2>&1 &
  pids+=("$!")
  names+=("$name")
}

wait_ready() { # name port pid
  local name=$1 port=$2 pid=$3 waited=0
  until curl -fsS --max-time 2 -o /dev/null "http://127.0.0.1:$port/api/health/ready" 2>/dev/null; do
    if ! kill -0 "$pid" 2>/dev/null; then
      tail -n 20 "$trial_dir/$name.log" >&2
      die "$name stopped before it was ready"
    fi
    ((waited < ready_timeout)) || die "$name not ready after $ready_timeout s (log: $trial_dir/$name.log)"
    sleep 1
    waited=$((waited + 1))
  done
  say "$name ready: http://127.0.0.1:$port/api/health/ready answers 200"
}

# A first: on an empty database it seeds the demo data, which is not done under the migration lock.
start_instance a "$port_a"
wait_ready a "$port_a" "${pids[0]}"
start_instance b "$port_b"
wait_ready b "$port_b" "${pids[1]}"

# 5. nginx in front, in the foreground of this script, or the two addresses.
if ((use_nginx)); then
  mkdir -p "$trial_dir/nginx"
  sed -E \
    -e "s/127\.0\.0\.1:3001([^0-9])/127.0.0.1:$port_a\1/" \
    -e "s/127\.0\.0\.1:3002([^0-9])/127.0.0.1:$port_b\1/" \
    -e "s/^( *)listen 80;/\1listen 127.0.0.1:$nginx_port;/" \
    -e '/listen \[::\]:80;/d' \
    "$root/deploy/nginx.conf" >"$trial_dir/nginx/portal.conf"
  grep -q "127.0.0.1:$port_b " "$trial_dir/nginx/portal.conf" || die 'deploy/nginx.conf no longer has the upstream lines this script renders'
  cat >"$trial_dir/nginx/nginx.conf" <<EOF
# Rendered by scripts/two-instances.sh: Debian's nginx.conf reduced to what the trial needs.
worker_processes 1;
pid $trial_dir/nginx/nginx.pid;
events { worker_connections 512; }
http {
    include /etc/nginx/mime.types;
    access_log $trial_dir/nginx/access.log;
    client_body_temp_path $trial_dir/nginx/body;
    proxy_temp_path $trial_dir/nginx/proxy;
    fastcgi_temp_path $trial_dir/nginx/fastcgi;
    uwsgi_temp_path $trial_dir/nginx/uwsgi;
    scgi_temp_path $trial_dir/nginx/scgi;
    include $trial_dir/nginx/portal.conf;
}
EOF
  # nginx's workers run as nobody when it is started as root: they must reach the temporary folders.
  chmod 755 "$trial_dir" "$trial_dir/nginx"
  nginx_args=(-p "$trial_dir/nginx" -e "$trial_dir/nginx/error.log" -c "$trial_dir/nginx/nginx.conf")
  nginx -t -q "${nginx_args[@]}"
  nginx "${nginx_args[@]}" -g 'daemon off;' &
  pids+=("$!")
  names+=(nginx)
  sleep 1
  curl -fsS --max-time 5 -o /dev/null "http://127.0.0.1:$nginx_port/api/health/ready" || die "nginx on :$nginx_port does not reach the instances"
  say "nginx ready: open $PUBLIC_URL (instances on :$port_a and :$port_b; log: $trial_dir/nginx/)"
else
  say "nginx not installed (apt-get install nginx): open http://127.0.0.1:$port_a or http://127.0.0.1:$port_b"
fi
say 'Ctrl-C stops everything'

# Until Ctrl-C, or until one of them stops by itself.
set +e
wait -n
say 'a process stopped by itself; stopping the rest'
exit 1
