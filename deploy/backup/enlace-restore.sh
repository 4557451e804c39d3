#!/usr/bin/env bash
# Restores a dump of enlace-backup.sh into a database, replacing what it holds: every object of the dump is dropped
# (when it exists) and made again with the dump's rows, in one transaction, so a failure leaves the database as it
# was. Stop the API processes first; run `pnpm enlace migrate` afterwards if the dump is older than the code.
#
#   deploy/backup/enlace-restore.sh --confirm-replace --database postgres://… backups/enlace-20261125T220000Z.dump
#
# Without --confirm-replace it only checks the file and says what it would replace. --database defaults to
# DATABASE_URL. Objects are restored with the connecting role as their owner (--no-owner).
set -euo pipefail

usage() {
  echo "Usage: $0 --confirm-replace [--database postgres://…] FILE.dump   (--database defaults to DATABASE_URL)" >&2
  exit 64
}

confirmed=no
url=${DATABASE_URL:-}
file=
while [ $# -gt 0 ]; do
  case "$1" in
    --confirm-replace) confirmed=yes; shift ;;
    --database) [ $# -ge 2 ] || usage; url=$2; shift 2 ;;
    -h | --help) usage ;;
    -*) echo "Unknown option: $1" >&2; usage ;;
    *) [ -z "$file" ] || usage; file=$1; shift ;;
  esac
done

[ -n "$file" ] || usage
if [ ! -f "$file" ]; then
  echo "No such file: $file" >&2
  exit 66
fi
if [[ ! $url =~ ^postgres(ql)?:// ]]; then
  echo "The database to restore into is missing or is not a PostgreSQL connection string (--database or DATABASE_URL)." >&2
  exit 78
fi

# The file first: a dump pg_restore cannot read changes nothing.
if ! entries=$(pg_restore --list "$file" 2>&1); then
  echo "$file is not a dump that pg_restore can read:" >&2
  echo "$entries" >&2
  exit 65
fi
# The connection string without its password, to say where the data would go.
target=$(sed -E 's#(://[^:/@]+):[^@]*@#\1:…@#' <<<"$url")
count=$(grep -cv '^;' <<<"$entries" || true)
if [ "$confirmed" != yes ]; then
  echo "$file holds $count objects. Restoring it replaces the data of $target." >&2
  echo "Nothing was changed: run again with --confirm-replace to restore." >&2
  exit 64
fi

# One transaction: the role the request queries run as (migration 0002), which lives outside any database and
# which a new server lacks; the schemas of the dump other than public (the mail queue's, pgboss) dropped whole,
# because --clean cannot drop the constraints of their partitioned tables one by one; then the dump itself,
# dropping what it replaces (--clean --if-exists). COMMIT comes only after all of the dump: should pg_restore stop
# half-way, psql reaches the end of its input inside the transaction and the server rolls it back; should a
# statement fail, psql stops there (ON_ERROR_STOP) and the same happens.
schemas=$(awk '$4 == "SCHEMA" && $5 == "-" && $6 != "public" { print $6 }' <<<"$entries")
{
  echo 'BEGIN;'
  echo 'SET client_min_messages = warning;'
  echo "DO \$\$ BEGIN CREATE ROLE enlace_app NOLOGIN; EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL; END \$\$;"
  for schema in $schemas; do
    echo "DROP SCHEMA IF EXISTS \"${schema//\"/\"\"}\" CASCADE;"
  done
  pg_restore --clean --if-exists --no-owner --file=- "$file"
  echo 'COMMIT;'
} | psql --no-password --no-psqlrc --quiet --set=ON_ERROR_STOP=1 --output=/dev/null --dbname="$url"
echo "Restored $file into $target."
