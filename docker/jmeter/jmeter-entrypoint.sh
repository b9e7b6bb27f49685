#!/bin/bash
# Entrypoint of the poolsweep JMeter image.
#   run     (default) runs $PLAN headless against $TARGET_HOST:$TARGET_PORT and writes
#           /results/$RUN_NAME/{results.jtl,jmeter.log,dashboard/index.html,run.properties}.
#           With JMETER_WORKERS=N > 0 it is the controller of N `server` containers (-R): the
#           workers run the plan, each at the full schedule, and send their samples here.
#   server  a jmeter-server worker (RMI registry on 1099, objects on 50000)
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

mode=${1:-run}
case "$mode" in
	server)
		echo "jmeter-server on $self_ip:1099 (objects on 50000)"
		# shellcheck disable=SC2046 # as_user prints words
		exec $(as_user jmeter:jmeter) "${java[@]}" -Jserver_port=1099 -Jserver.rmi.localport=50000 -s \
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
if [ "$workers" -gt 0 ]; then
	# -G sends the properties to the workers; each worker's Throughput Shaping Timer then runs the
	# whole (scaled) schedule, so the total rate is workers x scale x the profile.
	flag=-G
	server_host=${JMETER_SERVER_HOST:-jmeter-server}
	echo "waiting for $workers jmeter-server workers ($server_host)"
	for ((waited = 0; ; waited++)); do
		hosts=()
		while read -r ip _; do
			# a worker counts once its RMI registry answers
			if (exec 3<>"/dev/tcp/$ip/1099") 2>/dev/null; then hosts+=("$ip"); fi
		done < <(getent ahostsv4 "$server_host" | cut -d' ' -f1 | sort -u)
		[ "${#hosts[@]}" -lt "$workers" ] || break
		[ "$waited" -lt 120 ] ||
			die "only ${#hosts[@]} of $workers workers answer on $server_host:1099 after 120 s (compose: --profile distributed)"
		sleep 1
	done
	remote=(-R "$(IFS=,; echo "${hosts[*]}")" -Jclient.rmi.localport=60000)
	echo "controller $self_ip driving ${#hosts[@]} workers: ${hosts[*]} (each at scale ${SCALE:-1})"
else
	flag=-J
	remote=()
fi

run=${RUN_NAME:-$(basename "$plan" .jmx)-$(date -u +%Y%m%d-%H%M%S)}
out=/results/$run
mkdir -p "$out"
rm -f "$out/jmeter.log" "$out/warmup.log"   # JMeter appends to logs; -f replaces JTL and dashboard
# Results belong to whoever owns the mounted results folder, so that they are the host user's
# files; when that is root, to the image's jmeter user.
owner=$(stat -c %u:%g /results)
[ "$owner" != 0:0 ] || owner=jmeter:jmeter
{
	echo "# $(date -u +%FT%TZ) plan=$plan workers=$workers warmup=${WARMUP:-0}s"
	printf '%s\n' "${props[@]}"
} >"$out/run.properties"
[ "$(id -u)" != 0 ] || chown -R "$owner" "$out"
read -ra as < <(as_user "$owner") || true   # empty when not root

if [ "${WARMUP:-0}" -gt 0 ]; then
	warm=("${target[@]}" "rate=${WARMUP_RATE:-50}" "duration=$WARMUP")
	[ -z "${SCALE:-}" ] || warm+=("scale=$SCALE")
	echo "warm-up: ${WARMUP} s at ${WARMUP_RATE:-50} req/s x ${SCALE:-1} per engine"
	"${as[@]}" "${java[@]}" -n -f -t /plans/steady.jmx "${warm[@]/#/$flag}" "${remote[@]}" \
		-l "$out/warmup.jtl" -j "$out/warmup.log" >/tmp/warmup.out 2>&1 &
	trap 'kill $! 2>/dev/null' TERM INT   # docker stop during the warm-up
	wait $! || { cat /tmp/warmup.out; die "warm-up failed (see $out/warmup.log)"; }
	trap - TERM INT
	grep '^summary =' /tmp/warmup.out || true
fi

report=()
[ "${REPORT:-true}" = false ] || report=(-e -o "$out/dashboard")
echo "running $plan: ${props[*]} -> $out"
exec "${as[@]}" "${java[@]}" -n -f -t "$plan" "${props[@]/#/$flag}" "${remote[@]}" \
	-l "$out/results.jtl" -j "$out/jmeter.log" "${report[@]}"
