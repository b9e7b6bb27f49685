#!/bin/bash
# Docker HEALTHCHECK of the board: healthy when the Actuator answers 200 on /actuator/health
# (UP, database included). Plain bash /dev/tcp, so the image needs no curl or wget. The
# management port listens on 127.0.0.1 at least, inside the container.
set -euo pipefail
exec 3<>"/dev/tcp/127.0.0.1/${MANAGEMENT_SERVER_PORT:-8081}"
printf 'GET /actuator/health HTTP/1.0\r\nHost: localhost\r\n\r\n' >&3
read -r -t 3 _ status _ <&3   # HTTP/1.1 200
[ "$status" = 200 ]
