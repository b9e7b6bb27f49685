#!/usr/bin/env bash
# Fetches spring-projects/spring-petclinic at a pinned commit, builds it with its own Maven wrapper (all of its build
# comes from Maven Central) and prints the jar's path on the last line. No petclinic code is kept in this repository.
#
#   scripts/petclinic.sh [--source REPO] [--dir DIR] [--rebuild] [--smoke [--runs N]]
#
#   --source REPO  a git URL or a local clone or mirror of spring-petclinic (default $PETCLINIC_SOURCE, else GitHub)
#   --dir DIR      where to check it out and build (default $PETCLINIC_DIR, else ~/.cache/poolsweep/petclinic-COMMIT)
#   --rebuild      build even when the jar is there
#   --smoke        then start it N times (default 1) on its mysql profile against a MariaDB container on 127.0.0.1,
#                  as the harness starts a JVM (CPU 0, fixed heap, remote JMX, the MBean properties), and check that
#                  GET /owners?lastName= and GET /vets.html answer 200 and write nothing; prints the start-up times.
#
# On a machine shared with others, hold the CPU lock for --smoke: flock /tmp/poolsweep-cpu.lock scripts/petclinic.sh --smoke
set -euo pipefail
source "$(dirname "$0")/../bench/lib.sh"

# main of 2026-03-11 ("Update MySQL and PostgreSQL Docker images to latest versions"): Spring Boot 4.0.3, Java 17+.
COMMIT=edf4db28affcc4741c79850a3d95bc3f177b5ff9
SOURCE=${PETCLINIC_SOURCE:-https://github.com/spring-projects/spring-petclinic}
DIR=${PETCLINIC_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/poolsweep/petclinic-${COMMIT:0:12}}
REBUILD=false SMOKE=false RUNS=1
while [ $# -gt 0 ]; do
	case $1 in
		--source) SOURCE=$2; shift 2 ;;
		--dir) DIR=$2; shift 2 ;;
		--rebuild) REBUILD=true; shift ;;
		--smoke) SMOKE=true; shift ;;
		--runs) RUNS=$2; shift 2 ;;
		*) sed -n '2,13p' "$0" >&2; exit 2 ;;
	esac
done

checkout() {
	if [ ! -d "$DIR/.git" ]; then
		log "cloning $SOURCE into $DIR"
		mkdir -p "$(dirname "$DIR")"
		git clone -q --no-checkout "$SOURCE" "$DIR" 2>/dev/null \
			|| { echo "cannot clone $SOURCE: give a local clone or mirror of spring-petclinic with --source DIR" >&2; exit 1; }
	elif ! git -C "$DIR" cat-file -e "$COMMIT^{commit}" 2>/dev/null; then
		git -C "$DIR" fetch -q "$SOURCE" || { echo "cannot fetch from $SOURCE" >&2; exit 1; }
	fi
	git -C "$DIR" cat-file -e "$COMMIT^{commit}" 2>/dev/null \
		|| { echo "$SOURCE has no commit $COMMIT" >&2; exit 1; }
	git -C "$DIR" -c advice.detachedHead=false checkout -q --detach "$COMMIT"
}

jar_path() { find "$DIR/target" -maxdepth 1 -name 'spring-petclinic-*.jar' 2>/dev/null | head -1; }

build() {
	if [ "$REBUILD" = false ] && [ -n "$(jar_path)" ]; then return 0; fi
	log "building petclinic with its Maven wrapper (tests skipped; its format, checkstyle and SBOM steps run)"
	(cd "$DIR" && ./mvnw -B -q package -DskipTests) >&2
	[ -n "$(jar_path)" ] || { echo "the build made no jar in $DIR/target" >&2; exit 1; }
}

# MariaDB on CPU 1 with the database and user that petclinic's application-mysql.properties names, published on a
# random port of 127.0.0.1, with a random password that goes to the JVM through its environment only.
start_petclinic_database() {
	docker image inspect "$DB_IMAGE" >/dev/null 2>&1 \
		|| { echo "no image $DB_IMAGE: build it with docker/build-offline-images.sh" >&2; exit 1; }
	DB_PASSWORD=$(head -c 18 /dev/urandom | od -An -tx1 | tr -d ' \n')
	docker run -d --name "$DB_NAME" --cpuset-cpus=1 -p 127.0.0.1::3306 -e MYSQL_ROOT_PASSWORD="$DB_PASSWORD" \
		-e MYSQL_DATABASE=petclinic -e MYSQL_USER=petclinic -e MYSQL_PASSWORD="$DB_PASSWORD" \
		"$DB_IMAGE" --max-connections=1000 >/dev/null
	local i
	for i in $(seq 1 120); do
		if docker exec "$DB_NAME" mariadb -h127.0.0.1 -upetclinic -p"$DB_PASSWORD" petclinic -e 'SELECT 1' >/dev/null 2>&1; then
			DB_PORT=$(docker port "$DB_NAME" 3306/tcp | sed -n 's/^127\.0\.0\.1://p' | head -1)
			return 0
		fi
		sleep 0.5
	done
	echo "database container did not become ready" >&2
	exit 1
}

# Statements that change rows, counted by the server since it started.
db_writes() {
	docker exec "$DB_NAME" mariadb -uroot -p"$DB_PASSWORD" -N -e "SHOW GLOBAL STATUS WHERE Variable_name IN
		('Com_insert', 'Com_update', 'Com_delete', 'Com_replace')" | awk '{ n += $2 } END { print n }'
}

smoke() {
	local jar=$1 port=${PETCLINIC_PORT:-18091} out run start pid ms path before
	out=$(mktemp -d /tmp/petclinic-smoke.XXXXXX)
	trap cleanup EXIT
	start_petclinic_database
	for run in $(seq 1 "$RUNS"); do
		start=$(date +%s%N)
		env SPRING_DATASOURCE_URL="jdbc:mysql://127.0.0.1:$DB_PORT/petclinic" SPRING_DATASOURCE_USERNAME=petclinic \
			SPRING_DATASOURCE_PASSWORD="$DB_PASSWORD" taskset -c 0 "$JAVA" -Xms512m -Xmx512m -XX:+UseG1GC \
			-Dcom.sun.management.jmxremote.port=$((port + 2)) -Dcom.sun.management.jmxremote.rmi.port=$((port + 2)) \
			-Dcom.sun.management.jmxremote.host=127.0.0.1 -Djava.rmi.server.hostname=127.0.0.1 \
			-Dcom.sun.management.jmxremote.authenticate=false -Dcom.sun.management.jmxremote.ssl=false \
			-jar "$jar" --spring.profiles.active=mysql --server.address=127.0.0.1 --server.port="$port" \
			--management.server.address=127.0.0.1 --management.server.port=$((port + 1)) \
			--server.tomcat.mbeanregistry.enabled=true --spring.datasource.hikari.register-mbeans=true \
			--spring.datasource.hikari.pool-name=poolsweep >"$out/petclinic-$run.log" 2>&1 &
		pid=$!
		PIDS=("$pid")
		ms=$(wait_for_200 "http://127.0.0.1:$port/owners?lastName=" "$start" 180 "$pid") \
			|| { tail -20 "$out/petclinic-$run.log" >&2; exit 1; }
		log "start $run: first 200 on /owners?lastName= after $ms ms; $(grep -o 'Started PetClinicApplication in [0-9.]* seconds' "$out/petclinic-$run.log")"
		before=$(db_writes)
		for path in '/owners?lastName=' /vets.html; do
			for _ in $(seq 20); do
				[ "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port$path")" = 200 ] \
					|| { echo "GET $path did not answer 200" >&2; exit 1; }
			done
		done
		[ "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$((port + 1))/actuator/health/readiness")" = 200 ] \
			|| { echo "no readiness probe on the management port" >&2; exit 1; }
		log "20 x GET /owners?lastName= and 20 x GET /vets.html: 200; readiness 200; rows written: $(($(db_writes) - before))"
		kill "$pid"
		wait "$pid" 2>/dev/null || true
	done
	log "logs in $out"
}

checkout
build
JAR=$(jar_path)
if [ "$SMOKE" = true ]; then smoke "$JAR"; fi
echo "$JAR"
