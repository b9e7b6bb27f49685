#!/bin/bash
# Entrypoint of poolsweep/mariadb, modelled on the official mysql/mariadb images:
# on first start it initializes the datadir from MYSQL_* / MARIADB_* variables,
# then runs mariadbd in the foreground (logs on stderr) with any extra args.
set -euo pipefail

log() { echo "$(date -u +'%F %T') [Entrypoint]: $*" >&2; }

# `docker run img --max-connections=500` -> mariadbd --max-connections=500
if [ $# -eq 0 ] || [ "${1:0:1}" = '-' ]; then set -- mariadbd "$@"; fi
# Anything else (bash, mariadb, ...) is run as is.
if [ "$1" != mariadbd ] && [ "$1" != mysqld ]; then exec "$@"; fi
shift
# --skip-name-resolve: otherwise every new connection waits ~10 s on reverse DNS.
set -- --user=mysql --bind-address=0.0.0.0 --skip-name-resolve "$@"

# MARIADB_X takes precedence over MYSQL_X, as in the official mariadb image.
env_var() { local m="MARIADB_$1" o="MYSQL_$1"; printf '%s' "${!m:-${!o:-${2:-}}}"; }
ROOT_PASSWORD=$(env_var ROOT_PASSWORD)
ROOT_HOST=$(env_var ROOT_HOST '%')
DATABASE=$(env_var DATABASE)
USER_NAME=$(env_var USER)
USER_PASSWORD=$(env_var PASSWORD)
ALLOW_EMPTY=$(env_var ALLOW_EMPTY_PASSWORD)
RANDOM_ROOT=$(env_var RANDOM_ROOT_PASSWORD)

# Quoting for SQL: '...' string literals and `...` identifiers.
sql_str() { local s=${1//\\/\\\\}; printf "'%s'" "${s//\'/\\\'}"; }
sql_id() { printf '`%s`' "${1//\`/\`\`}"; }

# Datadir as the server sees it (config files + args, e.g. --datadir=...).
DATADIR=$(mariadbd "$@" --verbose --help 2>/dev/null | sed -n 's/^datadir[[:space:]]\+//p')
DATADIR=${DATADIR:-/var/lib/mysql/}
SOCKET=/run/mysqld/mysqld.sock

if [ "$(id -u)" = 0 ]; then
	mkdir -p "$DATADIR" /run/mysqld
	chown mysql:mysql "$DATADIR" /run/mysqld
fi

if [ ! -d "$DATADIR/mysql" ]; then
	if [ -z "$ROOT_PASSWORD" ] && [ "$ALLOW_EMPTY" != yes ] && [ "$RANDOM_ROOT" != yes ]; then
		log "error: database is uninitialized and password option is not specified"
		log "  You need to specify one of MYSQL_ROOT_PASSWORD, MYSQL_ALLOW_EMPTY_PASSWORD and MYSQL_RANDOM_ROOT_PASSWORD (or MARIADB_*)"
		exit 1
	fi
	if [ "$RANDOM_ROOT" = yes ]; then
		ROOT_PASSWORD=$(tr -dc 'A-Za-z0-9' </dev/urandom | head -c 32 || true)
		log "GENERATED ROOT PASSWORD: $ROOT_PASSWORD"
	fi

	log "Initializing database files in $DATADIR"
	# normal auth: root@localhost starts with an empty password (no unix_socket);
	# it gets the real password below.
	mariadb-install-db "$@" --datadir="$DATADIR" --rpm --cross-bootstrap --auth-root-authentication-method=normal \
		--skip-test-db --skip-name-resolve >/dev/null

	log "Starting temporary server"
	mariadbd "$@" --skip-networking --socket="$SOCKET" --skip-log-bin --skip-slave-start &
	pid=$!
	# Poll every 0.1 s (up to 30 s): a fixed `sleep 1` would add to every start.
	for i in $(seq 300); do
		mariadb --socket="$SOCKET" -uroot -e 'SELECT 1' >/dev/null 2>&1 && break
		kill -0 "$pid" 2>/dev/null || { log "error: temporary server died"; exit 1; }
		[ "$i" -lt 300 ] || { log "error: temporary server did not start"; exit 1; }
		sleep 0.1
	done

	{
		echo "SET @@SESSION.SQL_LOG_BIN = 0;"
		# Keep only the system accounts and root@localhost.
		echo "DELETE FROM mysql.global_priv WHERE User NOT IN ('mysql', 'mariadb.sys', 'root') OR Host <> 'localhost';"
		echo "FLUSH PRIVILEGES;"
		echo "SET PASSWORD FOR 'root'@'localhost' = PASSWORD($(sql_str "$ROOT_PASSWORD"));"
		if [ "$ROOT_HOST" != localhost ]; then
			echo "CREATE USER 'root'@$(sql_str "$ROOT_HOST") IDENTIFIED BY $(sql_str "$ROOT_PASSWORD");"
			echo "GRANT ALL ON *.* TO 'root'@$(sql_str "$ROOT_HOST") WITH GRANT OPTION;"
			echo "GRANT PROXY ON ''@'%' TO 'root'@$(sql_str "$ROOT_HOST") WITH GRANT OPTION;"
		fi
		if [ -n "$DATABASE" ]; then
			echo "CREATE DATABASE IF NOT EXISTS $(sql_id "$DATABASE");"
		fi
		if [ -n "$USER_NAME" ] && [ -n "$USER_PASSWORD" ] && [ "$USER_NAME" != root ]; then
			echo "CREATE USER $(sql_str "$USER_NAME")@'%' IDENTIFIED BY $(sql_str "$USER_PASSWORD");"
			if [ -n "$DATABASE" ]; then
				echo "GRANT ALL ON $(sql_id "$DATABASE").* TO $(sql_str "$USER_NAME")@'%';"
			fi
		fi
	} | mariadb --socket="$SOCKET" -uroot --binary-mode

	# Optional init scripts, run as root against the new database.
	export MYSQL_PWD=$ROOT_PASSWORD
	for f in /docker-entrypoint-initdb.d/*; do
		case "$f" in
			*.sh) log "running $f"; . "$f" ;;
			*.sql) log "running $f"; mariadb --socket="$SOCKET" -uroot ${DATABASE:+"$DATABASE"} <"$f" ;;
			*.sql.gz) log "running $f"; gunzip -c "$f" | mariadb --socket="$SOCKET" -uroot ${DATABASE:+"$DATABASE"} ;;
		esac
	done
	unset MYSQL_PWD

	log "Stopping temporary server"
	kill "$pid"
	wait "$pid" || true
	log "MariaDB init process done. Ready for start up."
fi

exec mariadbd "$@"
