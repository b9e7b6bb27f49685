#!/usr/bin/env bash
# The load generator through a stall of the server: bench/generator.sh with the server (the board, or nginx's worker
# with --target nginx) stopped (SIGSTOP) for S s in the middle of each constant rate, then let go on (SIGCONT), JMeter
# and vegeta on the same pinned CPU (see jmeter-plans/README.md, "Where one JMeter stops"). Per generator and rate it
# prints the share sent at most 100 ms after its due instant, CPU ms per request, peak resident memory, peak requests
# in flight and p50/p99 from the due instant. Any other option of bench/generator.sh may follow, e.g. --rounds 3 or
# --jfr.
#
#   bench/stall.sh [--stall 2] [--rates 1000,2000,4000] [--duration 20] [--max-in-flight 8000] [generator.sh options]
#
# On a machine shared with others, hold the CPU lock: flock -x /tmp/poolsweep-cpu.lock bench/stall.sh
set -euo pipefail
exec "$(dirname "$0")/generator.sh" --stall 2 --rates 1000,2000,4000 --duration 20 --max-in-flight 8000 "$@"
