#!/usr/bin/env bash
# Builds the local stand-ins of the official base images, under their names, from Debian's packages:
# no image registry is reachable from these machines (docs/deploy.md, "Building the image here").
#   docker.io/library/node:20-bookworm-slim  bookworm minbase + this machine's Node 20 and npm at the
#                                            official image's paths, its `node` user (uid 1000)
#   docker.io/library/postgres:15-bookworm   bookworm minbase + Debian's postgresql-15 and an
#                                            entrypoint honouring POSTGRES_* and /docker-entrypoint-initdb.d
# Both trust this machine's CA certificates, as a company's base image carries its own: the npm
# registry answers through a TLS-inspecting proxy here. Cached: an image whose label matches this
# script's inputs is kept. Needs root, mmdebstrap and podman.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
export CONTAINERS_CONF="${CONTAINERS_CONF:-$here/containers.conf}"
MIRROR="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
SECURITY="${DEBIAN_SECURITY_MIRROR:-http://deb.debian.org/debian-security}"
NODE_BIN=$(command -v node)
NODE_VERSION=$(node -p 'process.versions.node')
NPM_DIR=$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")
case "$NODE_VERSION" in 20.*) ;; *) echo "Node 20 is needed for the stand-in (found $NODE_VERSION)" >&2; exit 1 ;; esac

# What makes an image stale: this script, the entrypoints, the Node binary and the CA bundle.
inputs_of() {
  cat "$0" "$here/node-entrypoint.sh" "$here/postgres-entrypoint.sh" /etc/ssl/certs/ca-certificates.crt \
    | sha256sum | cut -c1-16
  echo "$1"
}
stamp=$( (inputs_of "$NODE_VERSION") | sha256sum | cut -c1-16)

is_current() {
  [ "$(podman image inspect --format '{{index .Labels "standin.inputs"}}' "$1" 2>/dev/null || true)" = "$stamp" ]
}

work=$(mktemp -d /tmp/standin.XXXXXX)
trap 'rm -rf "$work"' EXIT

bootstrap() { # bootstrap DIR [extra packages...]
  local dir=$1
  shift
  local include="ca-certificates"
  for p in "$@"; do include="$include,$p"; done
  mmdebstrap --quiet --variant=minbase --include="$include" \
    --dpkgopt='path-exclude=/usr/share/doc/*' --dpkgopt='path-exclude=/usr/share/man/*' \
    --dpkgopt='path-exclude=/usr/share/locale/*' \
    --customize-hook='rm -rf "$1"/var/lib/apt/lists/* "$1"/var/cache/apt/*' \
    bookworm "$dir" "deb $MIRROR bookworm main" "deb $MIRROR bookworm-updates main" \
    "deb $SECURITY bookworm-security main"
  # This machine's CA bundle (its proxy's CA included) as the image's, for apt, curl and Node.
  cp /etc/ssl/certs/ca-certificates.crt "$dir/etc/ssl/certs/ca-certificates.crt"
}

import() { # import DIR NAME --change...
  local dir=$1 name=$2
  shift 2
  tar -C "$dir" -c . | podman import --quiet --change "LABEL standin.inputs=$stamp" "$@" - "$name" >/dev/null
  echo "Built stand-in $name"
}

node_image=docker.io/library/node:20-bookworm-slim
if is_current "$node_image"; then
  echo "Stand-in $node_image is current"
else
  root="$work/node"
  bootstrap "$root"
  install -m 0755 "$NODE_BIN" "$root/usr/local/bin/node"
  mkdir -p "$root/usr/local/lib/node_modules"
  cp -a "$NPM_DIR" "$root/usr/local/lib/node_modules/npm"
  ln -s ../lib/node_modules/npm/bin/npm-cli.js "$root/usr/local/bin/npm"
  ln -s ../lib/node_modules/npm/bin/npx-cli.js "$root/usr/local/bin/npx"
  install -m 0755 "$here/node-entrypoint.sh" "$root/usr/local/bin/docker-entrypoint.sh"
  chroot "$root" groupadd --gid 1000 node
  chroot "$root" useradd --uid 1000 --gid node --shell /bin/bash --create-home node
  import "$root" "$node_image" \
    --change "ENV NODE_VERSION=$NODE_VERSION" \
    --change "ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt" \
    --change "ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin" \
    --change 'ENTRYPOINT ["docker-entrypoint.sh"]' --change 'CMD ["node"]'
fi

pg_image=docker.io/library/postgres:15-bookworm
if is_current "$pg_image"; then
  echo "Stand-in $pg_image is current"
else
  root="$work/postgres"
  # Debian's postgresql-15 package creates the postgres user (the official image's uid is 999).
  bootstrap "$root" postgresql-15
  rm -f "$root"/etc/postgresql/*/main/conf.d/* 2>/dev/null || true
  install -m 0755 "$here/postgres-entrypoint.sh" "$root/usr/local/bin/docker-entrypoint.sh"
  mkdir -p "$root/docker-entrypoint-initdb.d" "$root/var/lib/postgresql/data"
  import "$root" "$pg_image" \
    --change "ENV PGDATA=/var/lib/postgresql/data" \
    --change "ENV PATH=/usr/lib/postgresql/15/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin" \
    --change 'ENTRYPOINT ["docker-entrypoint.sh"]' --change 'CMD ["postgres"]' \
    --change 'EXPOSE 5432' --change 'VOLUME /var/lib/postgresql/data' --change 'STOPSIGNAL SIGINT'
fi
