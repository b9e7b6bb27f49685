#!/bin/bash
# Builds the MariaDB 10.11 image used in place of mysql:8.4 without pulling
# anything from a container registry: a Debian bookworm rootfs is bootstrapped
# with mmdebstrap from the host's own apt sources and `docker import`ed.
set -euo pipefail

usage() {
	cat <<EOF
Usage: $0 [--force] [--help]

Builds a MariaDB 10.11 image from Debian bookworm packages, without any
container registry. Needs root, mmdebstrap and docker.
  --force   rebuild even if the image already exists
Environment:
  POOLSWEEP_MARIADB_IMAGE  image name (default poolsweep/mariadb:10.11)
  POOLSWEEP_APT_SOURCES    deb822 sources file to bootstrap from
                           (default /etc/apt/sources.list.d/debian.sources)
EOF
}

IMAGE=${POOLSWEEP_MARIADB_IMAGE:-poolsweep/mariadb:10.11}
SOURCES=${POOLSWEEP_APT_SOURCES:-/etc/apt/sources.list.d/debian.sources}
FORCE=no
for arg in "$@"; do
	case "$arg" in
		--force) FORCE=yes ;;
		-h | --help) usage; exit 0 ;;
		*) usage >&2; exit 2 ;;
	esac
done

if [ "$FORCE" = no ] && docker image inspect "$IMAGE" >/dev/null 2>&1; then
	echo "$IMAGE already exists (use --force to rebuild)"
	exit 0
fi

cd "$(dirname "$0")"   # copy-in paths below are relative to this directory
start=$(date +%s)
old_id=$(docker image inspect -f '{{.Id}}' "$IMAGE" 2>/dev/null || true)

# --variant=essential: only the Essential:yes packages plus the ones below and
# their dependencies (no apt, no recommends). mariadb-server-core has mariadbd
# and mariadb-install-db, mariadb-client-core the `mariadb` client; the full
# mariadb-server package would add perl, galera, rsync, mariadb-dump/-admin...
# (~130 MB) that a test database does not need. passwd provides useradd for the
# mysql user, which mariadb-server's maintainer scripts would otherwise create.
# Docs, man pages and translations are never unpacked; mmdebstrap itself
# removes the apt lists and package cache at the end.
# /etc/mysql/my.cnf is Debian's alternatives symlink; it is replaced by ours
# (see mariadb/my.cnf for why).
# The last argument is the host's deb822 sources file, so no mirror is named
# here and the rootfs is built from exactly the host's mirrors.
# mmdebstrap writes the tarball only at the very end, so a failed bootstrap
# sends nothing to `docker import` and no image is created.
mmdebstrap --variant=essential --include=mariadb-server-core,mariadb-client-core,passwd \
	--dpkgopt='path-exclude=/usr/share/doc/*' \
	--dpkgopt='path-include=/usr/share/doc/*/copyright' \
	--dpkgopt='path-exclude=/usr/share/man/*' \
	--dpkgopt='path-exclude=/usr/share/info/*' \
	--dpkgopt='path-exclude=/usr/share/locale/*' \
	--customize-hook='chroot "$1" useradd --system --user-group --no-create-home --home-dir /nonexistent --shell /usr/sbin/nologin mysql' \
	--customize-hook='rm -f "$1/etc/mysql/my.cnf"' \
	--customize-hook='copy-in mariadb/my.cnf /etc/mysql' \
	--customize-hook='copy-in mariadb/99-poolsweep.cnf /etc/mysql/mariadb.conf.d' \
	--customize-hook='copy-in mariadb/docker-entrypoint.sh /usr/local/bin' \
	--customize-hook='mkdir -p "$1/docker-entrypoint-initdb.d" "$1/var/lib/mysql"' \
	--customize-hook='chroot "$1" chown mysql:mysql /var/lib/mysql' \
	bookworm - "$SOURCES" |
	docker import \
		--change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
		--change 'ENV LANG=C.UTF-8' \
		--change 'EXPOSE 3306' \
		--change 'ENTRYPOINT ["/usr/local/bin/docker-entrypoint.sh"]' \
		--change 'CMD ["mariadbd"]' \
		--message "poolsweep MariaDB 10.11 (Debian bookworm, mmdebstrap)" \
		- "$IMAGE"

# On --force, drop the image we replaced instead of leaving it dangling
# (fails harmlessly if a container still uses it).
if [ -n "$old_id" ]; then docker rmi "$old_id" >/dev/null 2>&1 || true; fi
echo "Built $IMAGE in $(($(date +%s) - start)) s:"
docker image ls "$IMAGE"
