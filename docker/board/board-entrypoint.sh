#!/bin/bash
# Starts the suggestion board from its extracted layers (/app). Arguments go to Spring Boot
# (`docker run poolsweep/board --board.seed.count=10`).
#   JAVA_OPTS      JVM flags: heap, collector, ... (split on spaces)
#   JMX_PORT       when set: remote JMX on this port, for registry and connector alike, so one
#                  published port is enough. No authentication and no TLS: publish it on
#                  127.0.0.1 only, and on the same port number as inside (the client is sent
#                  JMX_HOSTNAME:JMX_PORT and connects there).
#   JMX_HOSTNAME   the address put into the JMX stubs (default 127.0.0.1: JConsole on the host)
set -euo pipefail

jmx=()
if [ -n "${JMX_PORT:-}" ]; then
	jmx=(-Dcom.sun.management.jmxremote.port="$JMX_PORT" -Dcom.sun.management.jmxremote.rmi.port="$JMX_PORT"
		-Dcom.sun.management.jmxremote.authenticate=false -Dcom.sun.management.jmxremote.ssl=false
		-Djava.rmi.server.hostname="${JMX_HOSTNAME:-127.0.0.1}")
fi
# shellcheck disable=SC2086 # JAVA_OPTS is a list of flags
exec java ${JAVA_OPTS:-} "${jmx[@]}" org.springframework.boot.loader.launch.JarLauncher "$@"
