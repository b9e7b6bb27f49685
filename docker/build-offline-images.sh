#!/bin/bash
# Builds the images the project needs without pulling anything from a container
# registry: Debian bookworm rootfs trees are bootstrapped with mmdebstrap from
# the host's own apt sources and `docker import`ed.
#   (no option)  the offline MariaDB image, the stand-in for mysql:8.4 (what CI needs); its name is
#                POOLSWEEP_MYSQL_IMAGE_OFFLINE in docker/versions.env
#   --lab        also the base images of docker/compose.yaml: poolsweep/jre:<N>
#                (a jlink runtime of this machine's JDK) and poolsweep/jmeter:5.6.3
#                (JMeter home of jmeter-plans/target on that JRE), and writes
#                docker/.env so that compose uses them
# shellcheck disable=SC2016 # the hooks' "$1" is expanded by mmdebstrap, not here
set -euo pipefail

usage() {
	cat <<EOF
Usage: $0 [--lab] [--force] [--help]

Builds container images from Debian bookworm packages, without any container
registry. Needs root, mmdebstrap and docker.
  (default) $POOLSWEEP_MYSQL_IMAGE_OFFLINE (stand-in for $POOLSWEEP_MYSQL_IMAGE_DEFAULT; the name is
            POOLSWEEP_MYSQL_IMAGE_OFFLINE in docker/versions.env: point the tests at it with
            POOLSWEEP_MYSQL_IMAGE=$POOLSWEEP_MYSQL_IMAGE_OFFLINE)
  --lab     also poolsweep/jre:<JDK major> and poolsweep/jmeter:$POOLSWEEP_JMETER_VERSION, the
            offline base images of compose.yaml, and docker/.env naming them
            (not overwritten if it exists)
  --force   rebuild even if an image already exists
Environment:
  POOLSWEEP_JRE_IMAGE      image name (default poolsweep/jre:<JDK major>)
  POOLSWEEP_JMETER_IMAGE   image name (default poolsweep/jmeter:$POOLSWEEP_JMETER_VERSION)
  POOLSWEEP_JDK            JDK to jlink from (default: JAVA_HOME if it is a JDK
                           >= 21 with jlink, else the newest such in /usr/lib/jvm)
  POOLSWEEP_APT_SOURCES    deb822 sources file to bootstrap from
                           (default /etc/apt/sources.list.d/debian.sources)
EOF
}

. "$(dirname "$0")/versions.env"
MARIADB_IMAGE=$POOLSWEEP_MYSQL_IMAGE_OFFLINE
JMETER_IMAGE=${POOLSWEEP_JMETER_IMAGE:-poolsweep/jmeter:$POOLSWEEP_JMETER_VERSION}
SOURCES=${POOLSWEEP_APT_SOURCES:-/etc/apt/sources.list.d/debian.sources}
FORCE=no
LAB=no
for arg in "$@"; do
	case "$arg" in
		--force) FORCE=yes ;;
		--lab) LAB=yes ;;
		-h | --help) usage; exit 0 ;;
		*) usage >&2; exit 2 ;;
	esac
done

cd "$(dirname "$0")"   # copy-in paths below are relative to this directory
REPO=$(cd .. && pwd)

# Whether $1 must be built: missing, or --force.
wanted() {
	if [ "$FORCE" = no ] && docker image inspect "$1" >/dev/null 2>&1; then
		echo "$1 already exists (use --force to rebuild)"
		return 1
	fi
}

# Drops the image we replaced on --force instead of leaving it dangling
# (fails harmlessly if a container still uses it).
drop_replaced() {
	local old_id=$1 image=$2
	local new_id
	new_id=$(docker image inspect -f '{{.Id}}' "$image")
	if [ -n "$old_id" ] && [ "$old_id" != "$new_id" ]; then docker rmi "$old_id" >/dev/null 2>&1 || true; fi
}

# dpkg options of every rootfs: docs, man pages and translations are never
# unpacked; mmdebstrap itself removes the apt lists and package cache at the end.
SLIM=(
	--dpkgopt='path-exclude=/usr/share/doc/*'
	--dpkgopt='path-include=/usr/share/doc/*/copyright'
	--dpkgopt='path-exclude=/usr/share/man/*'
	--dpkgopt='path-exclude=/usr/share/info/*'
	--dpkgopt='path-exclude=/usr/share/locale/*'
)

build_mariadb() {
	wanted "$MARIADB_IMAGE" || return 0
	local start old_id
	start=$(date +%s)
	old_id=$(docker image inspect -f '{{.Id}}' "$MARIADB_IMAGE" 2>/dev/null || true)

	# --variant=essential: only the Essential:yes packages plus the ones below and
	# their dependencies (no apt, no recommends). mariadb-server-core has mariadbd
	# and mariadb-install-db, mariadb-client-core the `mariadb` client; the full
	# mariadb-server package would add perl, galera, rsync, mariadb-dump/-admin...
	# (~130 MB) that a test database does not need. passwd provides useradd for the
	# mysql user, which mariadb-server's maintainer scripts would otherwise create.
	# /etc/mysql/my.cnf is Debian's alternatives symlink; it is replaced by ours
	# (see mariadb/my.cnf for why).
	# The last argument is the host's deb822 sources file, so no mirror is named
	# here and the rootfs is built from exactly the host's mirrors.
	# mmdebstrap writes the tarball only at the very end, so a failed bootstrap
	# sends nothing to `docker import` and no image is created.
	mmdebstrap --variant=essential --include=mariadb-server-core,mariadb-client-core,passwd \
		"${SLIM[@]}" \
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
			- "$MARIADB_IMAGE"

	drop_replaced "$old_id" "$MARIADB_IMAGE"
	echo "Built $MARIADB_IMAGE in $(($(date +%s) - start)) s:"
	docker image ls "$MARIADB_IMAGE"
}

# --- the lab images ---------------------------------------------------------------

# The JDK to jlink from: POOLSWEEP_JDK, else what scripts/find-jdk.sh picks (JAVA_HOME if it is a JDK >= 21,
# else the newest one in /usr/lib/jvm), the same JDK the build and the harness use.
find_jdk() {
	if [ -n "${POOLSWEEP_JDK:-}" ]; then echo "$POOLSWEEP_JDK"; return; fi
	../scripts/find-jdk.sh
}

# The JDK's feature version, e.g. 25, from its release file.
java_major() { sed -n 's/^JAVA_VERSION="\([0-9]*\).*/\1/p' "$1/release"; }

# What the board and JMeter need: all of Java SE (java.desktop, java.scripting, java.rmi, ...;
# JMeter and its Groovy need most of it), plus sun.misc.Unsafe (jdk.unsupported), remote
# JMX (jdk.management.agent), JFR, jcmd/jstack for thread dumps, DNS for JNDI, extra
# charsets. jdeps on the board's jar asks only for a subset of this. No jdk.localedata
# (~20 MB; the images run in C.UTF-8).
JRE_MODULES=java.se,jdk.unsupported,jdk.management,jdk.management.agent,jdk.management.jfr,jdk.jfr,\
jdk.jcmd,jdk.attach,jdk.charsets,jdk.naming.dns,jdk.net,jdk.zipfs,jdk.httpserver,jdk.security.auth,\
jdk.security.jgss,jdk.xml.dom,jdk.dynalink

build_jre() {
	local jdk major start old_id modules=$JRE_MODULES
	jdk=$(find_jdk)
	[ -x "$jdk/bin/jlink" ] || { echo "$jdk has no jlink (set POOLSWEEP_JDK to a JDK >= 21)" >&2; exit 1; }
	major=$(java_major "$jdk")
	JRE_IMAGE=${POOLSWEEP_JRE_IMAGE:-poolsweep/jre:$major}
	wanted "$JRE_IMAGE" || return 0
	start=$(date +%s)
	old_id=$(docker image inspect -f '{{.Id}}' "$JRE_IMAGE" 2>/dev/null || true)
	JLINK_TMP=$(mktemp -d)
	trap 'rm -rf "$JLINK_TMP"' EXIT

	# Elliptic curves live in java.base since JDK 22; JDK 21 still needs jdk.crypto.ec for TLS.
	if "$jdk/bin/java" --list-modules | grep -q '^jdk\.crypto\.ec@'; then modules+=,jdk.crypto.ec; fi
	# Not compressed: the class files load faster (the image is ~50 MB larger). The CDS
	# archive of the JDK classes shortens every start-up by a second or so.
	echo "jlink of $jdk (Java $major)"
	"$jdk/bin/jlink" --add-modules "$modules" --strip-debug --no-man-pages --no-header-files \
		--generate-cds-archive --output "$JLINK_TMP/openjdk"

	# Same layout as eclipse-temurin (/opt/java/openjdk, JAVA_HOME, java on the PATH), so
	# Dockerfiles work on either. The Essential set has bash (health checks use its
	# /dev/tcp), util-linux (setpriv), hostname and getent; passwd adds useradd.
	# libjvm and friends need only glibc (zlib and freetype are bundled with Temurin).
	mmdebstrap --variant=essential --include=passwd \
		"${SLIM[@]}" \
		--customize-hook='mkdir -p "$1/opt/java"' \
		--customize-hook="copy-in $JLINK_TMP/openjdk /opt/java" \
		bookworm - "$SOURCES" |
		docker import \
			--change 'ENV JAVA_HOME=/opt/java/openjdk' \
			--change 'ENV PATH=/opt/java/openjdk/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
			--change 'ENV LANG=C.UTF-8' \
			--change 'CMD ["java", "-version"]' \
			--message "poolsweep JRE $major (jlink of $("$jdk/bin/java" -version 2>&1 | sed -n 2p); Debian bookworm, mmdebstrap)" \
			- "$JRE_IMAGE"

	rm -rf "$JLINK_TMP"
	trap - EXIT
	drop_replaced "$old_id" "$JRE_IMAGE"
	echo "Built $JRE_IMAGE in $(($(date +%s) - start)) s:"
	docker image ls "$JRE_IMAGE"
}

build_jmeter() {
	wanted "$JMETER_IMAGE" || return 0
	local start old_id
	start=$(date +%s)
	old_id=$(docker image inspect -f '{{.Id}}' "$JMETER_IMAGE" 2>/dev/null || true)
	if [ ! -f "$REPO/jmeter-plans/target/jmeter-home/bin/ApacheJMeter-$POOLSWEEP_JMETER_VERSION.jar" ]; then
		echo "no JMeter home yet: ./mvnw -pl jmeter-plans package"
		(cd "$REPO" && ./mvnw -B -q -pl jmeter-plans package)
	fi
	# The same build as compose's `jmeter` service, on the offline JRE. The legacy builder
	# (no BuildKit here) prints a deprecation notice; it works.
	(cd "$REPO" && DOCKER_BUILDKIT=0 docker build -q -f docker/jmeter/Dockerfile \
		--build-arg JRE_IMAGE="$JRE_IMAGE" -t "$JMETER_IMAGE" .)
	drop_replaced "$old_id" "$JMETER_IMAGE"
	echo "Built $JMETER_IMAGE in $(($(date +%s) - start)) s:"
	docker image ls "$JMETER_IMAGE"
}

# docker/.env: compose reads it from the compose file's folder, so that
# `docker-compose -f docker/compose.yaml up` uses the offline images. Kept if it exists.
write_env() {
	if [ -e .env ]; then
		echo "docker/.env exists, left as is; the offline images are MYSQL_IMAGE=$MARIADB_IMAGE JRE_IMAGE=$JRE_IMAGE JMETER_IMAGE=$JMETER_IMAGE"
		return
	fi
	cat >.env <<EOF
# Written by docker/build-offline-images.sh --lab: compose.yaml uses the offline
# images built here. Delete this file to go back to the online defaults
# (mysql:8.4, eclipse-temurin:21-jre).
MYSQL_IMAGE=$MARIADB_IMAGE
JRE_IMAGE=$JRE_IMAGE
JMETER_IMAGE=$JMETER_IMAGE
EOF
	echo "wrote docker/.env (offline image names for compose)"
}

build_mariadb
if [ "$LAB" = yes ]; then
	build_jre
	build_jmeter
	write_env
fi
