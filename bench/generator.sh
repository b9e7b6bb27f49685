#!/usr/bin/env bash
# The load generator against one nobody here wrote: the plans' JMeter (with the project's plugin, launched as the
# harness launches it) and vegeta v12.13.0 at the same constant rates, each on the same pinned CPU, against the same
# board on the other CPU (see jmeter-plans/README.md, "What it costs"). Per rate and generator it prints requests
# sent, the share sent at most 100 ms after its due instant, CPU ms per request once started and with start-up,
# peak resident memory, p50/p99 from the due instant, and the server's CPU; then the CPU ratio JMeter / vegeta.
#
#   bench/generator.sh [--rates 1000,2000,4000,8000,16000] [--duration 30] [--warmup 10] [--path /board.css]
#                      [--rounds 1] [--max-in-flight 2000] [--stall S] [--cold] [--jfr]
#                      [--generators jmeter,vegeta] [--target board|nginx]
#
# --target nginx serves the board's small payload file (/payload/index.html, 104 B, unless --path) from nginx
# (/usr/sbin/nginx or on the PATH) instead of the board: one worker on CPU 0, configured as tuning's
# `poolsweep servers` configures it (tuning/.../servers/Nginx.java) but for its connections, no database. A server with headroom where the
# board has none, so that a run measures the generator; --stall stops its worker, --cold does not apply.
#
# --stall S stops the board (SIGSTOP) for S s in the middle of every measured step, then lets it go on (SIGCONT):
# the server that stops answering, which every request due meanwhile waits for (bench/stall.sh). --cold gives each
# generator run a board that has served no traffic (JMeter's warm-up step is then the board's too). --jfr records
# JMeter with JFR (jmeter.jfr beside its samples; summarise with bench/jfr-top.py).
# JMeter runs the rates as the steps of one schedule (a warm-up step at the first rate, then each rate for
# --duration s), one JVM, as a harness run warms up in its own schedule; vegeta runs each rate as one attack, after
# one warm-up attack. The table stops at the first step JMeter falls behind in (under 99 % on time), unless --rates
# is given. vegeta installs with: go install github.com/tsenart/vegeta/v12@v12.13.0
# On a machine shared with others, hold the CPU lock: flock /tmp/poolsweep-cpu.lock bench/generator.sh
set -euo pipefail
source "$(dirname "$0")/lib.sh"

RATES=1000,2000,4000,8000,16000 GIVEN_RATES=no DURATION=30 WARMUP=10 URL_PATH=/board.css ROUNDS=1 MAX_IN_FLIGHT=2000 STALL=0 COLD=no
JFR=no GENERATORS=jmeter,vegeta TARGET_SERVER=board GIVEN_PATH=no
while [ $# -gt 0 ]; do
	case $1 in
		--rates) RATES=$2; GIVEN_RATES=yes; shift 2 ;;
		--duration) DURATION=$2; shift 2 ;;
		--warmup) WARMUP=$2; shift 2 ;;
		--path) URL_PATH=$2; GIVEN_PATH=yes; shift 2 ;;
		--rounds) ROUNDS=$2; shift 2 ;;
		--max-in-flight) MAX_IN_FLIGHT=$2; shift 2 ;;
		--stall) STALL=$2; shift 2 ;;
		--cold) COLD=yes; shift ;;
		--jfr) JFR=yes; shift ;;
		--generators) GENERATORS=$2; shift 2 ;;
		--target) TARGET_SERVER=$2; shift 2 ;;
		*) sed -n '2,27p' "$0" >&2; exit 2 ;;
	esac
done
BOARD_JAR=$ROOT/app/target/suggestion-board.jar
JMETER_HOME=$ROOT/jmeter-plans/target/jmeter-home
VEGETA=${VEGETA:-$(command -v vegeta || echo "$(go env GOPATH 2>/dev/null)/bin/vegeta")}
[ -f "$BOARD_JAR" ] && [ -d "$JMETER_HOME" ] || { echo "missing the board or JMeter: run ./mvnw package -DskipTests" >&2; exit 1; }
[ -x "$VEGETA" ] || { echo "vegeta is not installed: go install github.com/tsenart/vegeta/v12@v12.13.0" >&2; exit 1; }
command -v python3 >/dev/null || { echo "python3 is needed for the analysis (bench/generator-report.py)" >&2; exit 1; }
case $TARGET_SERVER in
	board) ;;
	nginx)
		NGINX=$(command -v nginx || echo /usr/sbin/nginx)
		[ -x "$NGINX" ] || { echo "nginx is not installed: sudo apt-get install nginx" >&2; exit 1; }
		[ "$COLD" = no ] || { echo "--cold is for the board: nginx has no warm-up" >&2; exit 2; }
		[ "$GIVEN_PATH" = yes ] || URL_PATH=/payload/index.html ;;
	*) echo "--target is board or nginx, not $TARGET_SERVER" >&2; exit 2 ;;
esac
IFS=, read -r -a RATE_LIST <<<"$RATES"
PORT=${BENCH_BOARD_PORT:-18080}
OUT=$(mktemp -d /tmp/generator-bench.XXXXXX)
trap cleanup EXIT

# JMeter as tuning's JmeterLaunch starts it (a copy of its options: keep the two alike): heap ceiling for the clients
# the run may start, ZGC aiming at 512 MB without proactive major collections, C1 only. The plan's bound on requests
# in flight is --max-in-flight: a board that falls behind then makes requests wait for a client (late), instead of
# making JMeter start tens of thousands of threads.
JMETER_HEAP_MB=$((1024 + MAX_IN_FLIGHT / 8))
[ "$JMETER_HEAP_MB" -le 2048 ] || JMETER_HEAP_MB=2048
JMETER_JVM=(-Xmx${JMETER_HEAP_MB}m -XX:SoftMaxHeapSize=512m -XX:MaxMetaspaceSize=256m -XX:+UseZGC
	-XX:-ZProactive -XX:TieredStopAtLevel=1)

TARGET=http://127.0.0.1:$PORT$URL_PATH
echo "GET $TARGET" >"$OUT/targets"
# the process a stall stops and whose CPU is read: the board, or nginx's worker
SERVER_PID=

# A board on CPU 0 (the one running is stopped first), warmed by 20 s at 1,000/s unless --cold; its log is $1.
start_board() {
	if [ -n "$SERVER_PID" ]; then kill "$SERVER_PID"; wait "$SERVER_PID" 2>/dev/null || true; fi
	log "board on CPU 0, log in $1"
	env "${DB_ENV[@]}" BOARD_ADMIN_PASSWORD=bench-admin taskset -c 0 "$JAVA" -Xms512m -Xmx512m -XX:+UseG1GC \
		-jar "$BOARD_JAR" --server.port="$PORT" --management.server.port=$((PORT + 1)) >"$1" 2>&1 &
	SERVER_PID=$!
	PIDS+=("$SERVER_PID")
	wait_for_200 "$TARGET" "$(date +%s%N)" 180 "$SERVER_PID" >/dev/null
	if [ "$COLD" = no ]; then
		log "board warm-up: 20 s at 1000/s on $URL_PATH"
		taskset -c 1 "$VEGETA" attack -targets="$OUT/targets" -rate=1000/s -duration=20s -max-workers="$MAX_IN_FLIGHT" >/dev/null
	fi
}

# With --stall: from epoch ms $1 on, for each of the next $2 steps of DURATION s, stops the board S s in the
# step's middle; writes "epoch_ms stop|cont" to $3.
stalls() {
	local first=$1 steps=$2 file=$3 k at
	for k in $(seq 0 $((steps - 1))); do
		at=$((first + k * DURATION * 1000 + (DURATION - STALL) * 500))
		sleep "$(awk -v ms=$((at - $(date +%s%3N))) 'BEGIN { print (ms > 0 ? ms / 1000 : 0) }')"
		kill -STOP "$SERVER_PID" && echo "$(date +%s%3N) stop" >>"$file"
		sleep "$STALL"
		kill -CONT "$SERVER_PID" && echo "$(date +%s%3N) cont" >>"$file"
	done
}
# nginx on CPU 0 serving the board's payload files, with the configuration tuning's Nginx.java writes for
# `poolsweep servers` (one worker for the one CPU, sendfile, no access log), but for the connections: a 2-s stall at
# 4,000/s opens 8,000 at once beside those kept alive, more than the board's 8,192 that Nginx.java takes (nginx then
# closes kept-alive ones, which the generator finds closed), and more than nginx's listen backlog of 511 holds
# (the kernel drops the rest of the handshakes, retried 1 and 3 s later); 4,096 is the kernel's usual somaxconn.
start_nginx() {
	local dir=$OUT/nginx master nofile
	# as many files as the worker may open (nginx cannot raise its hard limit), at most 65,536
	nofile=$(ulimit -Hn)
	[ "$nofile" != unlimited ] && [ "$nofile" -le 65536 ] || nofile=65536
	mkdir -p "$dir/payload" "$dir/temp"
	unzip -q -j "$BOARD_JAR" 'BOOT-INF/classes/static/payload/*' -d "$dir/payload"
	cat >"$dir/nginx.conf" <<-EOF
		# bench/generator.sh --target nginx: the board's payload files on 127.0.0.1
		daemon off;
		master_process on;
		$([ "$(id -un)" = root ] && echo 'user root;')
		worker_processes 1;
		pid $dir/nginx.pid;
		error_log $dir/nginx.log warn;
		worker_rlimit_nofile $nofile;
		events { worker_connections 32768; }
		http {
		    types { text/html html; image/jpeg jpg; }
		    default_type application/octet-stream;
		    access_log off;
		    sendfile on;
		    tcp_nopush on;
		    keepalive_timeout 65;
		    client_body_temp_path $dir/temp/body;
		    proxy_temp_path $dir/temp/proxy;
		    fastcgi_temp_path $dir/temp/fastcgi;
		    uwsgi_temp_path $dir/temp/uwsgi;
		    scgi_temp_path $dir/temp/scgi;
		    server {
		        listen 127.0.0.1:$PORT backlog=4096;
		        root $dir;
		    }
		}
	EOF
	log "nginx on CPU 0, log in $dir/nginx.log"
	taskset -c 0 "$NGINX" -p "$dir" -e "$dir/nginx.log" -c "$dir/nginx.conf" >>"$dir/nginx.log" 2>&1 &
	master=$!
	PIDS+=("$master")
	wait_for_200 "$TARGET" "$(date +%s%N)" 30 "$master" >/dev/null
	SERVER_PID=$(tr -d " " <"/proc/$master/task/$master/children")
	[[ $SERVER_PID =~ ^[0-9]+$ ]] || { echo "nginx's one worker not found (children of $master: $SERVER_PID)" >&2; exit 1; }
}

if [ "$TARGET_SERVER" = nginx ]; then
	start_nginx
else
	log "database on CPU 1"
	start_database
	[ "$COLD" = yes ] || start_board "$OUT/board.log"
fi

# Runs a command in the background and writes "epoch_ms cpu_ms rss_kb board_cpu_ms" every 200 ms to $1 until it
# ends; the command's output goes to $2.
traced() {
	local trace=$1 output=$2 pid; shift 2
	"$@" >"$output" 2>&1 &
	pid=$!
	while kill -0 "$pid" 2>/dev/null; do
		echo "$(date +%s%3N) $(cpu_ms "$pid" 2>/dev/null || echo -) $(awk '/VmRSS/ { print $2 }' "/proc/$pid/status" 2>/dev/null || echo -) $(cpu_ms "$SERVER_PID")" >>"$trace"
		sleep 0.2
	done
	wait "$pid"
}

run_jmeter() {
	local dir=$1 profile="const(${RATE_LIST[0]},${WARMUP}s)" rate
	for rate in "${RATE_LIST[@]}"; do profile+=" const($rate,${DURATION}s)"; done
	mkdir -p "$dir"
	[ "$COLD" = no ] || start_board "$dir/board.log"
	local jvm=("${JMETER_JVM[@]}")
	[ "$JFR" = no ] || jvm+=(-XX:StartFlightRecording=settings=profile,filename="$dir/jmeter.jfr")
	echo "$(date +%s%3N) 0 0 $(cpu_ms "$SERVER_PID")" >"$dir/trace"
	local stalling=
	if [ "$STALL" != 0 ]; then
		(while ! grep -q 'schedule starts at' "$dir/jmeter.out" 2>/dev/null; do sleep 0.05; done
		 stalls $(($(grep -m1 'schedule starts at' "$dir/jmeter.out" | awk '{ print $(NF - 1) }') + WARMUP * 1000)) \
			"${#RATE_LIST[@]}" "$dir/stalls") &
		stalling=$!
	fi
	traced "$dir/trace" "$dir/jmeter.out" taskset -c 1 "$JAVA" "${jvm[@]}" -jar "$JMETER_HOME/bin/ApacheJMeter-5.6.3.jar" \
		-n -t "$ROOT/jmeter-plans/burst.jmx" -Jhost=127.0.0.1 -Jport="$PORT" -Jpath="$URL_PATH" -Jload_profile="$profile" \
		-Jmax_in_flight="$MAX_IN_FLIGHT" -Jarrivals_file="$dir/arrivals.csv" -l "$dir/samples.jtl" -j "$dir/jmeter.log"
	[ -z "$stalling" ] || wait "$stalling"
}

run_vegeta() {
	local dir=$1 rate stalling=
	mkdir -p "$dir"
	[ "$COLD" = no ] || start_board "$dir/board.log"
	taskset -c 1 "$VEGETA" attack -targets="$OUT/targets" -rate="${RATE_LIST[0]}/s" -duration="${WARMUP}s" \
		-max-workers="$MAX_IN_FLIGHT" >/dev/null
	for rate in "${RATE_LIST[@]}"; do
		echo "$(date +%s%3N) 0 0 $(cpu_ms "$SERVER_PID")" >"$dir/trace-$rate"
		if [ "$STALL" != 0 ]; then
			stalls "$(date +%s%3N)" 1 "$dir/stalls-$rate" &
			stalling=$!
		fi
		traced "$dir/trace-$rate" "$dir/results-$rate.bin" taskset -c 1 "$VEGETA" attack -targets="$OUT/targets" \
			-rate="$rate/s" -duration="${DURATION}s" -timeout=10s -max-workers="$MAX_IN_FLIGHT"
		[ -z "$stalling" ] || wait "$stalling"
		"$VEGETA" encode --to csv "$dir/results-$rate.bin" >"$dir/results-$rate.csv"
	done
}

for round in $(seq 1 "$ROUNDS"); do
	if [ $((round % 2)) = 1 ]; then order="jmeter vegeta"; else order="vegeta jmeter"; fi
	for generator in $order; do
		[[ ,$GENERATORS, == *,$generator,* ]] || continue
		log "round $round: $generator at ${RATES//,/, } requests/s, ${DURATION} s each, on CPU 1"
		"run_$generator" "$OUT/round-$round/$generator"
	done
done

echo "target: $TARGET_SERVER, $TARGET"
python3 "$ROOT/bench/generator-report.py" "$OUT" "$ROUNDS" "$RATES" "$DURATION" "$WARMUP" "$GIVEN_RATES"
echo "host: $(nproc) CPUs, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $("$JAVA" -version 2>&1 | head -1), vegeta $(go version -m "$VEGETA" 2>/dev/null | awk '$1 == "mod" { print $3 }')"
echo "raw results: $OUT (kept)"
