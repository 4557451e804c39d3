#!/usr/bin/env bash
# Backs up Enlace's PostgreSQL database: a pg_dump in custom format (compressed; pg_restore can restore all of it
# or a part) into BACKUP_DIR as enlace-<UTC date and time>.dump, then keeps only the newest BACKUP_KEEP dumps.
#
#   DATABASE_URL=postgres://… deploy/backup/enlace-backup.sh [--dir DIR] [--keep N]
#
# The dump is written under a temporary name, checked with `pg_restore --list` and only then renamed, so a dump
# with the final name is always whole; on any failure the temporary file is removed, no older dump is deleted and
# the exit status is not 0. pg_dump must be of the server's major version or newer.
set -euo pipefail

usage() {
  echo "Usage: DATABASE_URL=postgres://… $0 [--dir DIR] [--keep N]   (or BACKUP_DIR, BACKUP_KEEP)" >&2
  exit 64
}

dir=${BACKUP_DIR:-./backups}
keep=${BACKUP_KEEP:-14}
while [ $# -gt 0 ]; do
  case "$1" in
    --dir) [ $# -ge 2 ] || usage; dir=$2; shift 2 ;;
    --keep) [ $# -ge 2 ] || usage; keep=$2; shift 2 ;;
    -h | --help) usage ;;
    *) echo "Unknown argument: $1" >&2; usage ;;
  esac
done

if [[ ! ${DATABASE_URL:-} =~ ^postgres(ql)?:// ]]; then
  echo "DATABASE_URL is missing or is not a PostgreSQL connection string (postgres://…)." >&2
  exit 78
fi
if [[ ! $keep =~ ^[1-9][0-9]*$ ]]; then
  echo "The number of dumps to keep must be a whole number from 1 (it is \"$keep\")." >&2
  exit 64
fi

mkdir -p "$dir"
stamp=$(date -u +%Y%m%dT%H%M%SZ)
final="$dir/enlace-$stamp.dump"
partial="$dir/.enlace-$stamp.dump.partial"
if [ -e "$final" ]; then
  echo "$final exists already; try again in a second." >&2
  exit 75
fi
trap 'rm -f "$partial"' EXIT

pg_dump --format=custom --compress=6 --no-password --file="$partial" --dbname="$DATABASE_URL"
# A dump that pg_restore cannot read is no backup.
pg_restore --list "$partial" >/dev/null
sync "$partial" 2>/dev/null || true
mv "$partial" "$final"
trap - EXIT
echo "Backed up to $final ($(du -h "$final" | cut -f1))."

# The newest $keep dumps stay (their names sort by date).
mapfile -t dumps < <(find "$dir" -maxdepth 1 -type f -name 'enlace-*.dump' | sort)
excess=$((${#dumps[@]} - keep))
for ((i = 0; i < excess; i++)); do
  rm -f "${dumps[i]}"
  echo "Removed the old dump ${dumps[i]}."
done
