#!/usr/bin/env bash
# Prints the home of a JDK >= 21: JAVA_HOME if it qualifies, else the newest one in /usr/lib/jvm.
# Used by ./poolsweep and .ci/run, so both pick the JDK the same way.
set -euo pipefail

java_major() { "$1/bin/java" -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java.specification.version = //p'; }

best="" best_major=0
for candidate in "${JAVA_HOME:-}" /usr/lib/jvm/*; do
	[ -n "$candidate" ] && [ -x "$candidate/bin/javac" ] || continue
	major=$(java_major "$candidate")
	if [ "${major:-0}" -ge 21 ] && [ "$major" -gt "$best_major" ]; then best=$candidate best_major=$major; fi
	if [ "$candidate" = "${JAVA_HOME:-}" ] && [ -n "$best" ]; then break; fi   # JAVA_HOME qualifies: take it
done
[ -n "$best" ] || { echo "no JDK >= 21 found in JAVA_HOME or /usr/lib/jvm; install one and set JAVA_HOME" >&2; exit 1; }
echo "$best"
