#!/usr/bin/env bash
# Says in one line which tests the last build skipped and why, from the surefire and failsafe reports of every
# module: "3 tests skipped (no Docker engine): MySqlServersIT x3". The build runs it at the end of `verify`;
# with --fail (CI) a skipped test fails it, since CI expects none.
# Usage: scripts/skipped-tests.sh [--fail]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
fail=false
[ "${1:-}" = --fail ] && fail=true

# Each <testcase> with a <skipped> child: "Class<TAB>reason", the reason being the assumption's message up to its
# first ':' (the tests' own messages start with why, e.g. "no Docker engine: container path not checked here"); and
# each class of which no test ran, as a class-level assumption leaves it (tests="0").
skips=$(find "$root" -path '*/target/surefire-reports/TEST-*.xml' -o -path '*/target/failsafe-reports/TEST-*.xml' |
	xargs -r awk '
		/<testcase / { match($0, /classname="[^"]*"/); cls = substr($0, RSTART + 11, RLENGTH - 12); sub(/.*\./, "", cls) }
		/<testsuite / && /tests="0"/ { match($0, /name="[^"]*"/); suite = substr($0, RSTART + 6, RLENGTH - 7); sub(/.*\./, "", suite); print suite " (all)\tno test of the class ran" }
		/<skipped/ {
			reason = "no reason given"
			if (match($0, /message="[^"]*"/)) { reason = substr($0, RSTART + 9, RLENGTH - 10) }
			else if (match($0, /Assumption failed: [^:\]]*/)) { reason = substr($0, RSTART + 19, RLENGTH - 19) }
			sub(/:.*/, "", reason)
			print cls "\t" reason
		}')

if [ -z "$skips" ]; then
	echo "poolsweep: no test skipped"
	exit 0
fi
total=$(printf '%s\n' "$skips" | wc -l)
summary=$(printf '%s\n' "$skips" | sort | uniq -c |
	awk -F'\t' '{ split($1, a, " "); n = a[1]; cls = substr($1, index($1, a[2])); by[$2] = by[$2] (by[$2] ? ", " : "") cls " x" n }
		END { for (r in by) printf "%s(%s): %s", (i++ ? "; " : ""), r, by[r] }')
noun=$([ "$total" -eq 1 ] && echo test || echo tests)
echo "poolsweep: $total $noun skipped $summary"
if $fail; then
	echo "CI expects every test to run" >&2
	exit 1
fi
