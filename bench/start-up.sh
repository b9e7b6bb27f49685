#!/usr/bin/env bash
# Start-up time of the board as the harness starts it: wall clock from `java` to the first 200 on /suggestions,
# the JVM started on CPUs 0 and 1 and sized for one (-XX:ActiveProcessorCount=1), as the harness starts it before
# it pins it to CPU 0 (the database and curl on CPU 1); with --one-cpu started on CPU 0 alone, as the harness did
# before. The table is emptied before each start so the board seeds it again, as between two runs of a sweep.
# Prints each start and the median.
#
#   bench/start-up.sh [--runs 5] [--seed 1000] [--one-cpu] [--jar app/target/suggestion-board.jar] [-- extra JVM options]
#
# On a machine shared with others, hold the CPU lock: flock /tmp/poolsweep-cpu.lock bench/start-up.sh
set -euo pipefail
source "$(dirname "$0")/lib.sh"

RUNS=5 SEED=1000 JAR=$ROOT/app/target/suggestion-board.jar START_CPUS=0,1 SIZED=(-XX:ActiveProcessorCount=1)
while [ $# -gt 0 ]; do
	case $1 in
		--runs) RUNS=$2; shift 2 ;;
		--seed) SEED=$2; shift 2 ;;
		--one-cpu) START_CPUS=0 SIZED=(); shift ;;
		--jar) JAR=$2; shift 2 ;;
		--) shift; break ;;
		*) sed -n '2,11p' "$0" >&2; exit 2 ;;
	esac
done
EXTRA=("$@")
[ -f "$JAR" ] || { echo "missing $JAR: run ./mvnw -pl app -am package -DskipTests" >&2; exit 1; }
PORT=${BENCH_BOARD_PORT:-18080}
OUT=$(mktemp -d /tmp/start-up-bench.XXXXXX)
trap cleanup EXIT

start_database
# the embedded database's process, when there is one: cleanup stops it with the board
DB_PIDS=("${PIDS[@]}")
times=()
for run in $(seq 0 "$RUNS"); do
	db_sql "SELECT COUNT(*) FROM information_schema.tables WHERE table_name = 'suggestion'" | grep -q 1 \
		&& db_sql "TRUNCATE TABLE suggestion"
	start=$(date +%s%N)
	env "${DB_ENV[@]}" BOARD_ADMIN_PASSWORD=bench-admin taskset -c "$START_CPUS" "$JAVA" -Xms512m -Xmx512m -XX:+UseG1GC \
		"${SIZED[@]}" "${EXTRA[@]}" -jar "$JAR" --server.port="$PORT" --management.server.port=$((PORT + 1)) \
		--board.seed.count="$SEED" >"$OUT/board-$run.log" 2>&1 &
	pid=$!
	PIDS=("${DB_PIDS[@]}" "$pid")
	ms=$(wait_for_200 "http://127.0.0.1:$PORT/suggestions" "$start" 120 "$pid")
	kill "$pid"; wait "$pid" 2>/dev/null || true
	# Start 0 only creates the schema (Flyway), which a sweep does once, not per run.
	if [ "$run" = 0 ]; then log "first start (creates the schema, not counted): $ms ms"; continue; fi
	log "start $run: $ms ms"
	times+=("$ms")
done
printf '%s\n' "${times[@]}" | median | awk '{ printf "median of %d starts: %.1f s\n", n, $1 / 1000 }' n="$RUNS"
echo "logs in $OUT"
