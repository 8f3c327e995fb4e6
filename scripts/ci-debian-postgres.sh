#!/usr/bin/env bash
# Starts Debian's PostgreSQL cluster for CI and prints the DATABASE_URL of a role that may create
# databases. The cluster is CI's own and thrown away with the machine: it does not wait for the disk.
set -euo pipefail
version=$(ls /usr/lib/postgresql | sort -n | tail -1)
if ! pg_lsclusters -h | awk '{print $1" "$2}' | grep -q "^$version main$"; then
  pg_createcluster "$version" main >/dev/null
fi
pg_ctlcluster "$version" main start >/dev/null 2>&1 || pg_ctlcluster "$version" main status >/dev/null
port=$(pg_lsclusters -h | awk -v v="$version" '$1==v && $2=="main" {print $3}')
as_postgres() { su postgres -c "psql -p $port -qtAc \"$1\""; }
as_postgres "DO \\\$\\\$BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname='rm_ci') THEN CREATE ROLE rm_ci LOGIN SUPERUSER PASSWORD 'rm_ci'; END IF; END\\\$\\\$"
for setting in fsync synchronous_commit full_page_writes; do
  as_postgres "ALTER SYSTEM SET $setting = off" >/dev/null
done
as_postgres "SELECT pg_reload_conf()" >/dev/null
echo "PostgreSQL $(as_postgres 'SHOW server_version') on port $port" >&2
echo "postgres://rm_ci:rm_ci@127.0.0.1:$port/postgres"
