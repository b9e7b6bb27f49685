#!/usr/bin/env bash
# The board's list page against a TechEmpower-style reference serving the same rows (see app/README.md, "Capacity of the list page"):
# a MariaDB 10.11 container, both JVMs on CPU 0, wrk and the database on CPU 1; both warmed up, then wrk against
# each in turn, several rounds (ABBA order, so a drift of the machine hits both alike); prints requests/s, p99 and
# CPU ms per request for each, and the ratio board / reference.
#
#   bench/list-page.sh [--rounds 5] [--duration 20] [--warmup 60] [--connections 16] [--board-jvm-args "..."]
#
# On a machine shared with others, hold the CPU lock: flock /tmp/poolsweep-cpu.lock bench/list-page.sh
set -euo pipefail
source "$(dirname "$0")/lib.sh"

ROUNDS=5 DURATION=20 WARMUP=60 CONNECTIONS=16 SEED=1000
BOARD_JVM_ARGS=${BOARD_JVM_ARGS:-}
BOARD_JAR=$ROOT/app/target/suggestion-board.jar
REFERENCE_JAR=$ROOT/bench/target/list-page-reference.jar
while [ $# -gt 0 ]; do
	case $1 in
		--rounds) ROUNDS=$2; shift 2 ;;
		--duration) DURATION=$2; shift 2 ;;
		--warmup) WARMUP=$2; shift 2 ;;
		--connections) CONNECTIONS=$2; shift 2 ;;
		--board-jar) BOARD_JAR=$2; shift 2 ;;
		--board-jvm-args) BOARD_JVM_ARGS=$2; shift 2 ;;
		*) sed -n '2,10p' "$0" >&2; exit 2 ;;
	esac
done
for jar in "$BOARD_JAR" "$REFERENCE_JAR"; do
	[ -f "$jar" ] || { echo "missing $jar: run ./mvnw -pl app,bench -am package -DskipTests" >&2; exit 1; }
done
command -v wrk >/dev/null || { echo "wrk is not installed" >&2; exit 1; }
# The harness's heap and collector (it names G1 because a JVM that sees one CPU would pick Serial).
JVM_ARGS=(-Xms512m -Xmx512m -XX:+UseG1GC)
BOARD_PORT=${BENCH_BOARD_PORT:-18080} REFERENCE_PORT=${BENCH_REFERENCE_PORT:-18090}
BOARD_URL=http://127.0.0.1:$BOARD_PORT/suggestions REFERENCE_URL=http://127.0.0.1:$REFERENCE_PORT/suggestions
OUT=$(mktemp -d /tmp/list-page-bench.XXXXXX)
trap cleanup EXIT

log "database container on CPU 1"
start_database

log "board on CPU 0 (seeds $SEED rows), log in $OUT/board.log"
# shellcheck disable=SC2086 # BOARD_JVM_ARGS is a list of JVM options
env "${DB_ENV[@]}" BOARD_ADMIN_PASSWORD=bench-admin taskset -c 0 "$JAVA" "${JVM_ARGS[@]}" $BOARD_JVM_ARGS \
	-jar "$BOARD_JAR" --server.port="$BOARD_PORT" --management.server.port=$((BOARD_PORT + 1)) \
	--board.seed.count=$SEED >"$OUT/board.log" 2>&1 &
BOARD_PID=$!
PIDS+=("$BOARD_PID")
wait_for_200 "$BOARD_URL" "$(date +%s%N)" 180 "$BOARD_PID" >/dev/null

log "reference on CPU 0, log in $OUT/reference.log"
env "${DB_ENV[@]}" taskset -c 0 "$JAVA" "${JVM_ARGS[@]}" -jar "$REFERENCE_JAR" --server.port="$REFERENCE_PORT" \
	>"$OUT/reference.log" 2>&1 &
REFERENCE_PID=$!
PIDS+=("$REFERENCE_PID")
wait_for_200 "$REFERENCE_URL" "$(date +%s%N)" 180 "$REFERENCE_PID" >/dev/null

# The same page: as many rows, about as many bytes (the board's links carry the page size).
for url in "$BOARD_URL" "$REFERENCE_URL"; do
	curl -s "$url" >"$OUT/page.html"
	log "$url: $(grep -c '<tr>' "$OUT/page.html") table rows, $(wc -c <"$OUT/page.html") bytes"
done

# One wrk run; prints "requests/s p99_ms cpu_ms_per_request requests".
measure() {
	local url=$1 pid=$2 seconds=$3 before after
	before=$(cpu_ms "$pid")
	taskset -c 1 wrk -t1 -c"$CONNECTIONS" -d"${seconds}s" --latency "$url" >"$OUT/wrk.txt"
	after=$(cpu_ms "$pid")
	if grep -qE 'Non-2xx|Socket errors' "$OUT/wrk.txt"; then
		echo "errors in the run against $url:" >&2; cat "$OUT/wrk.txt" >&2; exit 1
	fi
	awk -v cpu=$((after - before)) '
		/^ +99%/ { v = $2; u = v; sub(/[0-9.]+/, "", u); sub(/[a-z]+$/, "", v)
		           p99 = (u == "us") ? v / 1000 : (u == "s") ? v * 1000 : v }
		/requests in/ { n = $1 }
		/^Requests\/sec:/ { rps = $2 }
		END { printf "%.0f %.1f %.3f %d\n", rps, p99, cpu / n, n }' "$OUT/wrk.txt"
}

log "warm-up: ${WARMUP}s each, alternately"
for half in 1 2; do
	measure "$BOARD_URL" "$BOARD_PID" $((WARMUP / 2)) >/dev/null
	measure "$REFERENCE_URL" "$REFERENCE_PID" $((WARMUP / 2)) >/dev/null
done

log "$ROUNDS rounds of ${DURATION}s each, wrk -t1 -c$CONNECTIONS"
printf '%-6s %-10s %10s %9s %14s\n' round server 'requests/s' 'p99 ms' 'CPU ms/request'
for round in $(seq 1 "$ROUNDS"); do
	if [ $((round % 2)) = 1 ]; then order="board reference"; else order="reference board"; fi
	for server in $order; do
		if [ "$server" = board ]; then read -r rps p99 cpu n < <(measure "$BOARD_URL" "$BOARD_PID" "$DURATION")
		else read -r rps p99 cpu n < <(measure "$REFERENCE_URL" "$REFERENCE_PID" "$DURATION"); fi
		printf '%-6s %-10s %10s %9s %14s\n' "$round" "$server" "$rps" "$p99" "$cpu"
		echo "$round $server $rps $p99 $cpu" >>"$OUT/results.txt"
	done
done

summary() { awk -v s="$1" -v c="$2" '$2 == s { print $c }' "$OUT/results.txt" | median; }
board_rps=$(summary board 3) reference_rps=$(summary reference 3)
echo
printf '%-10s %18s %14s %21s\n' median 'requests/s' 'p99 ms' 'CPU ms/request'
for server in board reference; do
	printf '%-10s %18s %14s %21s\n' "$server" "$(summary $server 3)" "$(summary $server 4)" "$(summary $server 5)"
done
awk -v b="$board_rps" -v r="$reference_rps" 'BEGIN { printf "ratio board / reference (median requests/s): %.2f\n", b / r }'
# Per round, so one lucky round cannot carry the verdict.
awk '{ rps[$1 " " $2] = $3 } END { for (k in rps) { split(k, p, " "); if (p[2] == "board") printf "%s %.2f\n", p[1], rps[k] / rps[p[1] " reference"] } }' \
	"$OUT/results.txt" | sort -n | awk '{ printf "%s%s", (NR > 1 ? ", " : "ratio per round: "), $2 } END { print "" }'
echo "host: $(nproc) CPUs, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $("$JAVA" -version 2>&1 | head -1)"
