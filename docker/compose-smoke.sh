#!/bin/bash
# End-to-end check of docker/: builds the board and JMeter images, starts mysql + board with
# compose.yaml, runs the smoke plan through the `jmeter` service and checks its results (every
# sample a success, HTML dashboard written), then once more through the `distributed` profile with
# two workers and checks that together they sent the schedule once (samples, intended_ms, both
# workers, their arrivals files). Everything it starts is removed again, also on
# failure. Needs the build outputs (./mvnw package or verify): app/target/suggestion-board.jar
# and jmeter-plans/target/jmeter-home.
#
# Images: mysql (docker/versions.env) and eclipse-temurin:21-jre when they are here or can be pulled, else the
# offline ones (build-offline-images.sh --lab; root, mmdebstrap). MYSQL_IMAGE, JRE_IMAGE and
# JMETER_IMAGE in the environment choose them instead.
set -euo pipefail
cd "$(dirname "$0")/.."

t0=$SECONDS
step() { printf '\n==> [%3d s] %s\n' $((SECONDS - t0)) "$*"; }
fail() { printf '\ncompose-smoke FAILED: %s\n' "$*" >&2; exit 1; }

[ -f app/target/suggestion-board.jar ] || fail "no app/target/suggestion-board.jar: run ./mvnw package first"
[ -d jmeter-plans/target/jmeter-home/bin ] || fail "no jmeter-plans/target/jmeter-home: run ./mvnw package first"
if docker compose version >/dev/null 2>&1; then
	compose_cmd=(docker compose)
elif command -v docker-compose >/dev/null; then
	compose_cmd=(docker-compose)
else
	fail "neither 'docker compose' nor docker-compose (apt-get install docker-compose)"
fi
# An own project name: never touches another stack started from compose.yaml.
project=poolsweep-smoke-$$
compose() { "${compose_cmd[@]}" -f docker/compose.yaml -p "$project" "$@"; }

step "images"
. docker/versions.env
available() { docker image inspect "$1" >/dev/null 2>&1 || timeout 60 docker pull -q "$1" >/dev/null 2>&1; }
if [ -n "${MYSQL_IMAGE:-}${JRE_IMAGE:-}" ]; then
	echo "as given: MYSQL_IMAGE=${MYSQL_IMAGE:-} JRE_IMAGE=${JRE_IMAGE:-}"
elif available "$POOLSWEEP_MYSQL_IMAGE_DEFAULT" && available eclipse-temurin:21-jre; then
	export MYSQL_IMAGE=$POOLSWEEP_MYSQL_IMAGE_DEFAULT JRE_IMAGE=eclipse-temurin:21-jre
else
	echo "$POOLSWEEP_MYSQL_IMAGE_DEFAULT or eclipse-temurin:21-jre cannot be pulled: offline images"
	docker/build-offline-images.sh --lab | grep -v '^[IW]: '
	# the names it chose (docker/.env may hold other settings too: read only these)
	eval "$(grep -E '^(MYSQL|JRE|JMETER)_IMAGE=' docker/.env | sed 's/^/export /')"
fi
export JMETER_IMAGE=${JMETER_IMAGE:-poolsweep/jmeter:$POOLSWEEP_JMETER_VERSION}
echo "MYSQL_IMAGE=$MYSQL_IMAGE JRE_IMAGE=$JRE_IMAGE JMETER_IMAGE=$JMETER_IMAGE"

# Host ports: Docker picks free ones; only JMX needs the same number inside and out.
export BOARD_PORT=0 BOARD_MANAGEMENT_PORT=0 MYSQL_PORT=0
for _ in $(seq 50); do
	JMX_PORT=$((20000 + RANDOM % 20000))
	(exec 3<>"/dev/tcp/127.0.0.1/$JMX_PORT") 2>/dev/null || break   # nobody listens there
done
export JMX_PORT
export RESULTS_DIR=./results RUN_NAME=compose-smoke   # docker/results/compose-smoke
mkdir -p docker/results

cleanup() {
	local status=$?
	if [ "$status" != 0 ]; then
		echo "--- board log (last 40 lines) ---" >&2
		compose logs --no-color --tail=40 board >&2 2>/dev/null || true
		echo "--- jmeter-server logs (last 20 lines each) ---" >&2
		compose --profile distributed logs --no-color --tail=20 jmeter-server >&2 2>/dev/null || true
	fi
	compose --profile distributed down -v --remove-orphans >/dev/null 2>&1 || true
	echo "removed project $project (containers, network, volume); $((SECONDS - t0)) s in all"
}
trap cleanup EXIT

step "build the board and JMeter images"
# Builds only what changed (layer cache); the images replaced by it, and the extraction stage,
# are left dangling: remove those of ours (label dev.poolsweep.build).
compose build board jmeter 2>&1 | grep -E '^(Successfully|Step 1/|Building)' || true
docker image prune -f --filter label=dev.poolsweep.build >/dev/null

step "start mysql + board"
compose up -d board
board=$(compose ps -q board)
for _ in $(seq 180); do
	health=$(docker inspect -f '{{.State.Health.Status}}' "$board")
	[ "$health" = starting ] || break
	sleep 1
done
[ "$health" = healthy ] || fail "board is $health"
echo "board healthy"

# The published ports answer on the host's loopback (dockerd runs with --iptables=false here).
port=$(compose port board 8080 | cut -d: -f2)
exec 3<>"/dev/tcp/127.0.0.1/$port" || fail "published board port 127.0.0.1:$port does not answer"
printf 'GET /suggestions HTTP/1.0\r\nHost: localhost\r\n\r\n' >&3
read -r -t 10 _ status _ <&3 || true
exec 3<&-
[ "${status:-}" = 200 ] || fail "GET http://127.0.0.1:$port/suggestions answered ${status:-nothing}"
(exec 3<>"/dev/tcp/127.0.0.1/$JMX_PORT") || fail "JMX port 127.0.0.1:$JMX_PORT does not answer"
echo "host: board on 127.0.0.1:$port answers 200, JMX on 127.0.0.1:$JMX_PORT accepts"

step "smoke plan through the jmeter service"
log=$(mktemp)
compose run --rm -e PLAN=smoke -e WARMUP=0 jmeter >"$log" 2>&1 || { cat "$log"; fail "the jmeter service failed"; }
grep -E '^(running|summary|Error|\.\.\. end)' "$log" || true
rm -f "$log"

step "check the results"
out=docker/results/$RUN_NAME
[ -s "$out/results.jtl" ] || fail "no $out/results.jtl"
[ -s "$out/dashboard/index.html" ] || fail "no HTML dashboard in $out/dashboard"
[ -s "$out/arrivals.csv" ] || fail "no $out/arrivals.csv"
# CSV with a header; the columns by name (messages may hold quoted commas).
python3 - "$out/results.jtl" <<'EOF' || fail "$out/results.jtl: see above"
import csv, sys
rows = list(csv.DictReader(open(sys.argv[1], newline="")))
bad = [r for r in rows if r["success"] != "true"]
print(f"{sys.argv[1]}: {len(rows)} samples, {len(bad)} failed")
for r in bad[:5]:
    print("  ", r["label"], r["responseCode"], r["responseMessage"])
sys.exit(0 if rows and not bad else 1)
EOF

# Two workers share the smoke schedule: together they must send it once, not twice.
step "smoke plan through the distributed profile (2 workers)"
workers=2 rate=40 duration=5   # 200 requests
drun=compose-smoke-distributed
JMETER_WORKERS=$workers compose --profile distributed up -d --scale jmeter-server=$workers jmeter-server 2>&1 |
	grep -v -e '^Creating' -e '^Starting' || true
log=$(mktemp)
compose --profile distributed run --rm -e PLAN=smoke -e WARMUP=0 -e RATE=$rate -e DURATION=$duration \
	-e JMETER_WORKERS=$workers -e RUN_NAME=$drun jmeter >"$log" 2>&1 ||
	{ cat "$log"; fail "the jmeter service as controller of $workers workers failed"; }
grep -E '^(controller|running|summary|Error|\.\.\. end)' "$log" || true
rm -f "$log"
compose --profile distributed logs --no-color jmeter-server 2>/dev/null | grep -E 'schedule starts at' || true

step "check the distributed results"
out=docker/results/$drun
[ -s "$out/results.jtl" ] || fail "no $out/results.jtl"
[ -s "$out/dashboard/index.html" ] || fail "no HTML dashboard in $out/dashboard"
if ! report=$(python3 - "$out" "$workers" $((rate * duration)) <<'EOF'
import csv, os, sys
out, workers, expected = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
def done(problem):
    print(problem)
    sys.exit(1)
# anything unexpected (a column or file missing) also as one line; the exit status is then 1
sys.excepthook = lambda kind, error, _: print(f"cannot check the results: {kind.__name__}: {error}")
props = dict(line.rstrip("\n").split("=", 1) for line in open(f"{out}/run.properties")
             if "=" in line and not line.startswith("#"))
engines = props.get("engines", "").split(",")
if len(engines) != workers:
    done(f"run.properties names {len(engines)} engines ({props.get('engines')}), not {workers}")
start_at = int(props["start_at"])
rows = list(csv.DictReader(open(f"{out}/results.jtl", newline="")))
print(f"{out}/results.jtl: {len(rows)} samples (schedule: {expected}), "
      f"{sum(r['success'] != 'true' for r in rows)} failed; engines {','.join(engines)}; start_at {start_at}")
problems = []
due = 0
for i, engine in enumerate(engines, 1):
    mine = [r for r in rows if r["threadName"].startswith(engine + "-")]
    first = min((int(r["intended_ms"]) for r in mine if (r.get("intended_ms") or "").strip()), default=None)
    file = f"{out}/arrivals.engine-{i}-of-{workers}.csv"
    counts = list(csv.DictReader(open(file, newline=""))) if os.path.exists(file) else None
    sums = {k: sum(int(c[k]) for c in counts or []) for k in ("due", "sent", "never_sent")}
    due += sums["due"]
    print(f"  engine {i} {engine}: {len(mine)} samples, first due at start_at"
          + ("" if first is None else f" + {first - start_at} ms") + f"; {os.path.basename(file)}: "
          + ("missing" if counts is None else ", ".join(f"{k} {v}" for k, v in sums.items())))
    if not mine:
        problems.append(f"no sample from engine {i} (thread names {engine}-...)")
    if counts is None:
        problems.append(f"no {os.path.basename(file)}")
if abs(len(rows) - expected) > expected / 100:
    problems.insert(0, f"{len(rows)} samples, the schedule has {expected} (more than 1 % off)")
failed = sum(r["success"] != "true" for r in rows)
if failed:
    problems.append(f"{failed} samples failed")
no_intended = sum(not (r.get("intended_ms") or "").strip() for r in rows)
if no_intended:
    problems.append(f"{no_intended} samples without intended_ms")
if due != expected:
    problems.append(f"the engines' arrivals files sum to {due} due, the schedule has {expected}")
if problems:
    done("; ".join(problems))
EOF
); then
	echo "$report"
	fail "$out: $(tail -n 1 <<<"$report")"
fi
echo "$report"
# -X: the workers exit once the controller is done
for _ in $(seq 15); do
	running=$(compose --profile distributed ps -q jmeter-server | xargs -r docker inspect -f '{{.State.Running}}' |
		grep -c true || true)
	[ "$running" != 0 ] || break
	sleep 1
done
[ "$running" = 0 ] || fail "$running of $workers workers still run 15 s after the controller (-X)"
echo "both workers stopped (-X)"
echo "compose smoke passed"
