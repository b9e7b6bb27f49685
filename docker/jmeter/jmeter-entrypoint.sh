#!/bin/bash
# Entrypoint of the poolsweep JMeter image.
#   run     (default) runs $PLAN headless against $TARGET_HOST:$TARGET_PORT and writes
#           /results/$RUN_NAME/{results.jtl,jmeter.log,dashboard/index.html,run.properties}.
#           With JMETER_WORKERS=N > 0 it is the controller of N (or more) `server` containers
#           (-R): the workers share the schedule, each sends every n-th arrival, starting
#           together, and they send their samples here; -X stops them at the end.
#   server  a jmeter-server worker (RMI registry on 1099, objects on 50000), running as the owner
#           of /results (it writes its arrivals.engine-<i>-of-<n>.csv into the run folder)
#   other   run as is: `docker run --rm -it poolsweep/jmeter:5.6.3 bash`
# Environment of `run` (empty = the plan's default; see jmeter-plans/*.jmx):
#   PLAN          burst | steady | smoke | a .jmx path (default burst)
#   TARGET_HOST, TARGET_PORT                     -Jhost, -Jport (default board, 8080)
#   SCALE, LOAD_PROFILE, RATE, DURATION, KEEP_ALIVE, WRITE_RATIO   -Jscale, -Jload_profile, ...
#   JMETER_PROPS  more name=value pairs, separated by spaces (-Jname=value)
#   WARMUP        seconds of steady load before the plan, to get the board's JIT going (default 0);
#                 WARMUP_RATE req/s (default 50, times SCALE). Samples in warmup.jtl.
#   RUN_NAME      results folder under /results (default <plan>-<UTC time>)
#   REPORT        false: no HTML dashboard
#   JMETER_WORKERS, JMETER_SERVER_HOST           the workers: their count, and the DNS name that
#                                                resolves to all of them (default jmeter-server)
#   START_DELAY   s from now to the (whole-second) instant the workers start the schedule (default 6)
#   STOP_WORKERS  false: no -X, the workers stay up for another run (default true)
#   JAVA_OPTS     JVM flags of JMeter
set -euo pipefail

jar=$(echo /opt/jmeter/bin/ApacheJMeter-*.jar)
die() { echo "jmeter-entrypoint: $*" >&2; exit 1; }

# The address the other containers reach this one at. RMI puts it into the stubs it hands out,
# so it must not be 127.0.0.1 (the default when the hostname does not resolve to a real address).
read -r self_ip _ < <(hostname -i)
# user.home: the user may have no home (any uid that owns the results folder).
# shellcheck disable=SC2206 # JAVA_OPTS is a list of flags
java=(java ${JAVA_OPTS:-} -Djava.awt.headless=true -Duser.home=/tmp -Djava.rmi.server.hostname="$self_ip"
	-jar "$jar" -Jserver.rmi.ssl.disable=true -Jjmeter.reportgenerator.temp_dir=/tmp/report-temp)

# JMeter never needs root: as root, run it as $1 (user:group).
as_user() { if [ "$(id -u)" = 0 ]; then echo setpriv --reuid="${1%:*}" --regid="${1#*:}" --clear-groups; fi; }
# Results belong to whoever owns the mounted results folder, so that they are the host user's
# files; when that is root (or there is no such folder), to the image's jmeter user.
owner=$(stat -c %u:%g /results 2>/dev/null || echo 0:0)
[ "$owner" != 0:0 ] || owner=jmeter:jmeter

mode=${1:-run}
case "$mode" in
	server)
		# Its address is the one in the controller's -R list and so in -Gengines: the plan's
		# timer finds its place there. Its stdout (docker logs) gets JMeter's start and end lines
		# and the timer's 'schedule starts at'; the full log is /tmp/jmeter-server.log.
		echo "jmeter-server on $self_ip:1099 (objects on 50000), as $owner"
		# shellcheck disable=SC2046 # as_user prints words
		exec $(as_user "$owner") "${java[@]}" -Jserver_port=1099 -Jserver.rmi.localport=50000 -s \
			-j /tmp/jmeter-server.log
		;;
	run) ;;
	*) exec "$@" ;;
esac

plan=${PLAN:-burst}
case "$plan" in */* | *.jmx) ;; *) plan=/plans/$plan.jmx ;; esac
[ -f "$plan" ] || die "no plan $plan (PLAN=burst|steady|smoke or a .jmx path)"

# The plan's properties: only what is set, so the plan's own defaults apply to the rest.
target=("host=${TARGET_HOST:-board}" "port=${TARGET_PORT:-8080}")
props=("${target[@]}")
for pair in scale=SCALE load_profile=LOAD_PROFILE rate=RATE duration=DURATION keep_alive=KEEP_ALIVE \
	write_ratio=WRITE_RATIO; do
	var=${pair#*=}
	[ -z "${!var:-}" ] || props+=("${pair%=*}=${!var}")
done
# shellcheck disable=SC2206 # name=value pairs separated by spaces
props+=(${JMETER_PROPS:-})

workers=${JMETER_WORKERS:-0}
engines=
if [ "$workers" -gt 0 ]; then
	# -G sends the properties to the workers (-J would stay here). The workers are found by the
	# service's DNS name, which resolves to all of them in docker-compose 1.29 and docker compose
	# v2 alike, and named by address:1099 both in -R and in -Gengines: each worker's Open
	# Arrivals Timer finds that string (JMeter's __jm.D_TG) in the list and sends every n-th
	# arrival from its place, so that together they send the schedule once.
	flag=-G
	server_host=${JMETER_SERVER_HOST:-jmeter-server}
	echo "waiting for $workers jmeter-server workers ($server_host)"
	for ((waited = 0; ; waited++)); do
		hosts=()
		while read -r ip _; do
			# a worker counts once its RMI registry answers
			if (exec 3<>"/dev/tcp/$ip/1099") 2>/dev/null; then hosts+=("$ip"); fi
		done < <(getent ahostsv4 "$server_host" | cut -d' ' -f1 | sort -u -V)
		[ "${#hosts[@]}" -lt "$workers" ] || break
		[ "$waited" -lt 120 ] ||
			die "only ${#hosts[@]} of $workers workers answer on $server_host:1099 after 120 s" \
				"(compose: --profile distributed up -d jmeter-server; a run with -X has stopped them)"
		sleep 1
	done
	engines=$(IFS=,; echo "${hosts[*]/%/:1099}")
	remote=(-R "$engines" -Jclient.rmi.localport=60000)
	echo "controller $self_ip driving ${#hosts[@]} workers, each sending 1/${#hosts[@]} of the schedule: $engines"
	props+=("engines=$engines")
else
	flag=-J
	remote=()
fi

run=${RUN_NAME:-$(basename "$plan" .jmx)-$(date -u +%Y%m%d-%H%M%S)}
out=/results/$run
mkdir -p "$out"
# JMeter appends to logs; -f replaces JTL and dashboard; the arrivals files of another number of
# engines would stay
rm -f "$out/jmeter.log" "$out/warmup.log" "$out"/arrivals*.csv "$out"/warmup-arrivals*.csv
{
	echo "# $(date -u +%FT%TZ) plan=$plan workers=$workers warmup=${WARMUP:-0}s"
	printf '%s\n' "${props[@]}"
} >"$out/run.properties"
[ "$(id -u)" != 0 ] || chown -R "$owner" "$out"
read -ra as < <(as_user "$owner") || true   # empty when not root
# The instant the workers start the schedule together: a whole second, START_DELAY s from now
# (the controller's start and sending the plan to the workers take a few seconds). A worker that
# is ready only later sends its first arrivals late, recorded as late, and logs a warning.
start_at() { echo $((($(date +%s) + ${START_DELAY:-6}) * 1000)); }

if [ "${WARMUP:-0}" -gt 0 ]; then
	warm=("${target[@]}" "rate=${WARMUP_RATE:-50}" "duration=$WARMUP" "arrivals_file=$out/warmup-arrivals.csv")
	[ -z "${SCALE:-}" ] || warm+=("scale=$SCALE")
	[ -z "$engines" ] || warm+=("engines=$engines" "start_at=$(start_at)")
	echo "warm-up: ${WARMUP} s at ${WARMUP_RATE:-50} req/s x ${SCALE:-1}"
	"${as[@]}" "${java[@]}" -n -f -t /plans/steady.jmx "${warm[@]/#/$flag}" "${remote[@]}" \
		-l "$out/warmup.jtl" -j "$out/warmup.log" >/tmp/warmup.out 2>&1 &
	trap 'kill $! 2>/dev/null' TERM INT   # docker stop during the warm-up
	wait $! || { cat /tmp/warmup.out; die "warm-up failed (see $out/warmup.log)"; }
	trap - TERM INT
	grep '^summary =' /tmp/warmup.out || true
fi

report=()
[ "${REPORT:-true}" = false ] || report=(-e -o "$out/dashboard")
# Each engine's per-second counts (due, sent, never sent): arrivals.csv, or with workers
# arrivals.engine-<i>-of-<n>.csv, written by the workers into the same folder (their /results).
more=("arrivals_file=$out/arrivals.csv")
if [ -n "$engines" ]; then
	more+=("start_at=$(start_at)")
	# -X: the workers exit after the run. Not with `up --exit-code-from jmeter`: compose stops the
	# controller as soon as one worker exits, before the dashboard is written.
	[ "${STOP_WORKERS:-true}" = false ] || remote+=(-X)
fi
printf '%s\n' "${more[@]}" >>"$out/run.properties"
props+=("${more[@]}")
echo "running $plan: ${props[*]} -> $out"
exec "${as[@]}" "${java[@]}" -n -f -t "$plan" "${props[@]/#/$flag}" "${remote[@]}" \
	-l "$out/results.jtl" -j "$out/jmeter.log" "${report[@]}"
