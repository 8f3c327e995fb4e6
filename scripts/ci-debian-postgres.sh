#!/usr/bin/env bash
# Starts Debian's PostgreSQL cluster and runs the server test project against it through DATABASE_URL.
set -euo pipefail
version=$(ls /usr/lib/postgresql | sort -n | tail -1)
if ! pg_lsclusters -h | awk '{print $1" "$2}' | grep -q "^$version main$"; then
  pg_createcluster "$version" main >/dev/null
fi
pg_ctlcluster "$version" main start 2>/dev/null || pg_ctlcluster "$version" main status >/dev/null
port=$(pg_lsclusters -h | awk -v v="$version" '$1==v && $2=="main" {print $3}')
su postgres -c "psql -p $port -qtAc \"DO \\\$\\\$BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname='rm_ci') THEN CREATE ROLE rm_ci LOGIN SUPERUSER PASSWORD 'rm_ci'; END IF; END\\\$\\\$\""
echo "PostgreSQL $(su postgres -c "psql -p $port -qtAc 'SHOW server_version'") on port $port"
DATABASE_URL="postgres://rm_ci:rm_ci@127.0.0.1:$port/postgres" npm run test:api
