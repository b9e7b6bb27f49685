#!/bin/bash
# End-to-end check of docker/: builds the board and JMeter images, starts mysql + board with
# compose.yaml, runs the smoke plan through the `jmeter` service and checks its results (every
# sample a success, HTML dashboard written). Everything it starts is removed again, also on
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
echo "compose smoke passed"
