#!/usr/bin/env bash
# Prints the path of a PgBouncer that pools by transaction with `max_prepared_statements` (1.21 and later; Debian 12
# ships 1.18), built once into .tmp from Debian 13's source package, checked against the archive's hash. The fleet
# test (tests/api/fleet-pgbouncer.test.ts) runs the instances behind it. Needs curl, a C compiler and libevent-dev.
set -euo pipefail

version=1.24.1
sha256=da72a3aba13072876d055a3e58dd4aba4a5de4ed6148e73033185245598fd3e0
prefix="$(cd "$(dirname "$0")/.." && pwd)/.tmp/pgbouncer-$version"
binary="$prefix/bin/pgbouncer"

if [ ! -x "$binary" ]; then
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  curl -fsSL -o "$work/source.tar.gz" \
    "http://deb.debian.org/debian/pool/main/p/pgbouncer/pgbouncer_$version.orig.tar.gz"
  echo "$sha256  $work/source.tar.gz" | sha256sum --check --quiet
  tar xzf "$work/source.tar.gz" -C "$work"
  (
    cd "$work/pgbouncer-$version"
    ./configure --prefix="$prefix" --without-cares --without-pam --without-systemd >/dev/null
    make -j"$(nproc)" >/dev/null
    make install >/dev/null
  ) >&2
fi
echo "$binary"
