package dev.poolsweep.tuning.knob;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

import dev.poolsweep.tuning.errors.BadInputException;
import dev.poolsweep.tuning.plan.Durations;

/**
 * The knob registry: every setting a sweep can vary, once. An entry holds what the rest
 * of the harness derives from it:
 * <ul>
 * <li>its key, in a grid file, sweep.properties ({@code grid.} + key), point.properties
 * and summary.csv, and from it its command-line option: {@code max_threads} and
 * {@code --max-threads}; a value in ms has the key's stem plus {@code _ms} and an option
 * that takes durations ({@code keep_alive_timeout_ms}, {@code --keep-alive-timeout
 * 5s,60s});</li>
 * <li>its letter in a point id ({@code t10-p100-a100}, tuning/RESULTS.md);</li>
 * <li>its name for people, in the paper's spelling where it has one;</li>
 * <li>its values: whole numbers from a minimum, durations in ms, or a switch (true and
 * false, held as 1 and 0);</li>
 * <li>who reads it and its default there: the board's Spring property with the value its
 * application.yaml sets, Tomcat's or HikariCP's own default where application.yaml leaves
 * the property unset, or the client's (JMeter's);</li>
 * <li>what it is on Jetty: the same setting (HikariCP's, the client's), Jetty's own
 * Spring property where it means the same ({@code server.jetty.threads.max} for
 * maxThreads), or nothing and why, so that a sweep that sets it on Jetty is refused
 * ({@link #missingOn}) instead of the value going to a property that means something
 * else;</li>
 * <li>the pool it acts on, which chooses the figures the report shows for it;</li>
 * <li>whether every point of a grid names it;</li>
 * <li>the report's explanation: what it bounds and what the papers claim;</li>
 * <li>its ties to other knobs: a default another knob decides (HikariCP's minimumIdle is
 * its maximumPoolSize), a bound the server applies (Tomcat keeps no more spare threads
 * than maxThreads, so the grid does not either), and where it changes nothing (maxThreads
 * under virtual threads).</li>
 * </ul>
 * Every knob the board reads is the harness's: an application swept with {@code --app}
 * may not set its property itself ({@link #guardedAgainstAppArgs()}). The order of the
 * entries is the order of the parts of a point id, of the columns of summary.csv and of
 * the grid's loops: keys and letters are the results' format, so an entry's key and
 * letter never change and a new entry goes last.
 *
 * <p>
 * Adding a knob is one entry here, e.g. Tomcat's connection time-out: <pre>
 * CONNECTION_TIMEOUT('o', "connection_timeout", "connectionTimeout", millis(1),
 * 		tomcat("server.tomcat.connection-timeout", 60_000), notOnJetty("..."), Pool.CONNECTIONS,
 * 		Presence.WHEN_SET,
 * 		"is how long Tomcat waits for a request on a new connection ..."),
 * </pre> with its row in the docs' tables of options and settings. The grid, the point
 * ids, summary.csv, the board's arguments, the guard against {@code --app-arg} and the
 * report's figures for its pool follow from the entry; a knob that needs figures or
 * sentences of its own gets a case in {@code analysis.verdict.KnobFindings}, and one the
 * model should simulate, its use in {@code model.SimulatedBoard}. KnobTest checks that
 * the entry has a name, key, letter and default of its own and that its ties name other
 * knobs, and BoardDefaultsTest that its default is the board's.
 */
public enum Knob {

	MAX_THREADS('t', "max_threads", "maxThreads", count(1), board("server.tomcat.threads.max", 200),
			jetty("server.jetty.threads.max"), Pool.WORKERS, Presence.REQUIRED,
			"bounds the requests served at once: the rest wait for a worker, inside the server (on Tomcat, with "
					+ "maxConnections bounded, in the listen backlog). The paper: 1 is slowest and recovers last, 10 "
					+ "is best, 100 is irregular, 300 saturates the CPU; recommended 10 to 100.",
			noMeaningWhen("virtual_threads", 1)),
	MAX_TOTAL('p', "max_total", "maxTotal", count(1), board("spring.datasource.hikari.maximum-pool-size", 100),
			anyServer(), Pool.DATABASE, Presence.EVERY_POINT,
			"bounds the database connections in use at once. A worker that finds none waits in HikariCP (threads "
					+ "awaiting a connection) for up to its connection-timeout (the board's: 5 s) and then fails (a 503). "
					+ "The paper (III.2): too few connections make the workers wait; maxTotal = maxThreads when a "
					+ "request holds one connection."),
	ACCEPT_COUNT('a', "accept_count", "acceptCount", count(1), board("server.tomcat.accept-count", 100),
			notOnJetty("Jetty's listen backlog (its connector's acceptQueueSize) has no Spring Boot property"),
			Pool.CONNECTIONS, Presence.EVERY_POINT,
			"is the listen backlog: connections the kernel completes and queues once Tomcat holds maxConnections "
					+ "and stops accepting. The paper (III.2): too small and clients fail to connect, too large and "
					+ "they time out reading, waiting in the queue."),
	MAX_CONNECTIONS('c', "max_connections", "maxConnections", count(1), board("server.tomcat.max-connections", 8192),
			jetty("server.jetty.max-connections"), Pool.CONNECTIONS, Presence.WHEN_SET,
			"bounds the connections Tomcat holds, busy or idle (kept alive); beyond it new connections wait in the "
					+ "listen backlog. Tomcat's NIO default, 8192, keeps the backlog empty; the paper's (BIO) Tomcat had "
					+ "maxConnections = maxThreads (--paper-semantics)."),
	MIN_SPARE_THREADS('s', "min_spare_threads", "minSpareThreads", count(0),
			board("server.tomcat.threads.min-spare", 10), jetty("server.jetty.threads.min"), Pool.WORKERS,
			Presence.WHEN_SET,
			"is the worker threads Tomcat starts at once and keeps when idle; the rest up to maxThreads start when a "
					+ "request finds every worker busy and end after 60 s idle. Jeon, Lee and Kang (\"Analysis of Multi-thread "
					+ "Pool Utilization Scheme on the Apache Web Server\", 2004) found Apache's spare-thread "
					+ "policy, which creates and destroys workers, not threads as such, made its threaded server slow; "
					+ "pre-starting all workers made threads win.",
			atMost("max_threads"), noMeaningWhen("virtual_threads", 1)),
	/**
	 * The client's, not the board's: JMeter sends Connection: close when false. Unset at
	 * a point, it is the sweep's (sweep.properties {@code keep_alive}).
	 */
	KEEP_ALIVE('k', "keep_alive", "client keep-alive", onOff(), client("JMeter; off sends Connection: close", true),
			anyServer(), Pool.CONNECTIONS, Presence.WHEN_SET,
			"decides whether a request opens a new connection. Kept alive, a connection holds one of Tomcat's "
					+ "maxConnections while idle, until keepAliveTimeout. The how-to \"Checking Apache MPM\" (anonymous, in "
					+ "Korean): keep-alive on, with a short "
					+ "KeepAliveTimeout (2-5 s) so idle connections do not hold the server's slots."),
	/** Tomcat's default is its connectionTimeout, 60 s. */
	KEEP_ALIVE_TIMEOUT('i', "keep_alive_timeout", "keepAliveTimeout", millis(1),
			tomcat("server.tomcat.keep-alive-timeout", 60_000),
			notOnJetty("Jetty's nearest, server.jetty.connection-idle-timeout, also times out a connection in the "
					+ "middle of a request, not only between requests"),
			Pool.CONNECTIONS, Presence.WHEN_SET,
			"is how long Tomcat keeps an idle connection open for its next request (default: connectionTimeout, "
					+ "60 s). The how-to \"Checking Apache MPM\" advises 2-5 s. A client that reuses a connection the server has just closed "
					+ "fails (counted as other).",
			noMeaningWhen("keep_alive", 0)),
	/**
	 * 1 closes every connection after one request; Tomcat's -1 (no limit) is not offered.
	 */
	MAX_KEEP_ALIVE_REQUESTS('r', "max_keep_alive_requests", "maxKeepAliveRequests", count(1),
			tomcat("server.tomcat.max-keep-alive-requests", 100),
			notOnJetty("Jetty has no limit on the requests one connection serves"), Pool.CONNECTIONS, Presence.WHEN_SET,
			"is how many requests a connection serves before Tomcat closes it (default 100; 1 turns keep-alive off). "
					+ "The how-to \"Checking Apache MPM\" advises a high MaxKeepAliveRequests.",
			noMeaningWhen("keep_alive", 0)),
	VIRTUAL_THREADS('v', "virtual_threads", "virtual threads", onOff(), board("spring.threads.virtual.enabled", false),
			notOnJetty("on Jetty virtual threads run through Jetty's own thread pool, whose limits this harness "
					+ "has not measured with them"),
			Pool.WORKERS, Presence.WHEN_SET,
			"gives every request a virtual thread: maxThreads then bounds nothing (Tomcat's busy threads read n/a), "
					+ "and what is left to bound the work in flight during a burst is maxConnections and the database "
					+ "pool (maxTotal, with its time-out). A blocking call inside synchronized code pinned the carrier "
					+ "thread before JDK 24 and Connector/J 9.0 (sweep settings: java, board_jdbc_driver)."),
	/**
	 * HikariCP's default is maximumPoolSize, a pool of fixed size; above it HikariCP
	 * takes maximumPoolSize.
	 */
	MINIMUM_IDLE('m', "minimum_idle", "minimumIdle", count(0), hikari("spring.datasource.hikari.minimum-idle", 100),
			anyServer(), Pool.DATABASE, Presence.WHEN_SET,
			"is the idle connections HikariCP keeps open. Below maxTotal, a burst that finds none idle waits while "
					+ "the pool opens more, up to maxTotal, and those beyond minimumIdle close after HikariCP's "
					+ "idle-timeout (10 min). HikariCP advises leaving it unset: a pool of fixed size, every connection "
					+ "open before the first request.",
			defaultsTo("max_total"), atMost("max_total")),
	/**
	 * Not a Spring property: the harness starts the board's jar for the server
	 * (app/target/suggestion-board.jar or app/jetty/target/suggestion-board-jetty.jar),
	 * and every other knob goes to that server's own property, or is refused there.
	 */
	SERVER('w', "server", "server", servers(), build(Server.TOMCAT), anyServer(), Pool.WORKERS, Presence.WHEN_SET,
			"is the servlet container the board runs on: Tomcat 11 or Jetty 12.1, the same code and settings. "
					+ "maxThreads, minSpareThreads, maxConnections and maxQueueCapacity are Jetty's own there (Jetty "
					+ "counts its acceptor "
					+ "and selector threads in maxThreads). Yoo et al. (\"Comparative Performance Analysis of Open "
					+ "Source Web Servers Using JMeter\") found each server's default thread policy decided how it "
					+ "degraded with more clients, and asked for the comparison at one thread limit for every server."),
	/**
	 * Unbounded by default on both servers: Tomcat's is Integer.MAX_VALUE, Jetty's queue
	 * grows as it needs.
	 */
	MAX_QUEUE_CAPACITY('q', "max_queue_capacity", "maxQueueCapacity", count(1),
			tomcat("server.tomcat.threads.max-queue-capacity", Integer.MAX_VALUE),
			jetty("server.jetty.threads.max-queue-capacity"), Pool.WORKERS, Presence.WHEN_SET,
			"bounds the requests waiting inside the server's thread pool for a worker once every worker is busy; "
					+ "the server refuses work that finds the queue full (RejectedExecutionException). Unbounded by default "
					+ "on both servers, so a burst waits there, however long, rather than failing.");

	/** How a knob's values are written and read. */
	public enum Unit {

		/** A whole number. */
		COUNT,
		/**
		 * A duration, held in ms: the key ends in {@code _ms}, the option takes durations
		 * (5s,60s), the board gets "5000ms" and people read "5000ms".
		 */
		MILLIS,
		/** True or false, held as 1 and 0; people read on and off. */
		SWITCH,
		/**
		 * A {@link Server}, held as its ordinal; files, point ids and people read its
		 * name ("jetty", {@code -wjetty}).
		 */
		SERVER

	}

	/** Who reads a knob, and so where its default comes from. */
	public enum Origin {

		/**
		 * The board, by a Spring property that app/src/main/resources/application.yaml
		 * sets to the default.
		 */
		BOARD,
		/**
		 * The board, by a Spring property application.yaml leaves unset: the default is
		 * Tomcat's own.
		 */
		TOMCAT,
		/**
		 * The board, by a Spring property application.yaml leaves unset: the default is
		 * HikariCP's own.
		 */
		HIKARI,
		/** The load generator, not the board: no Spring property. */
		CLIENT,
		/**
		 * The harness, by the jar it starts: no Spring property; the default is the
		 * board's build, on Tomcat.
		 */
		BUILD

	}

	/**
	 * The pool a knob acts on, which decides the figures that show its effect where the
	 * knob has none of its own ({@code analysis.verdict.KnobFindings}).
	 */
	public enum Pool {

		/** Tomcat's worker threads. */
		WORKERS,
		/** The connections Tomcat holds, and the listen backlog before them. */
		CONNECTIONS,
		/** HikariCP's database connections. */
		DATABASE

	}

	/** Whether the points of a grid name the knob (in their ids and settings). */
	public enum Presence {

		/** Every grid lists values for it. */
		REQUIRED,
		/** A grid that lists none gives every point the default, so every id names it. */
		EVERY_POINT,
		/**
		 * Only the points of a grid that lists values set it; the others leave it unset.
		 */
		WHEN_SET

	}

	/** A knob's values: its unit and the smallest value that makes sense. */
	private record Range(Unit unit, int minimum) {
	}

	/**
	 * Who reads a knob and its default there.
	 *
	 * @param where the Spring property; for the client's knob, where the client sets it
	 */
	private record Home(Origin origin, String where, int defaultValue) {
	}

	/**
	 * What a knob is where the application runs on Jetty: the same as on Tomcat
	 * ({@code sameProperty}: HikariCP's, the client's), Jetty's own Spring property, or
	 * nothing, and why ({@code none}), when no Jetty setting means the same.
	 */
	private record OnJetty(boolean sameProperty, String property, String none) {
	}

	/**
	 * How another knob decides part of this one, naming it by its key (so an entry may
	 * name a knob defined after it).
	 */
	private enum Tie {

		/** This knob's default is the other's value at the point. */
		DEFAULTS_TO,
		/** This knob's value is at most the other's: the server takes the smaller. */
		AT_MOST,
		/** This knob changes nothing where the other has {@link Rule#value()}. */
		NO_MEANING_WHEN

	}

	/** A rule that ties this knob to {@code otherKey}. */
	private record Rule(Tie tie, String otherKey, int value) {

		Knob other() {
			return Objects.requireNonNull(forKey(otherKey), () -> "no knob has the key " + otherKey);
		}

	}

	private final char letter;

	private final String key;

	private final String displayName;

	private final Range range;

	private final Home home;

	private final OnJetty onJetty;

	private final Pool pool;

	private final Presence presence;

	private final String explanation;

	private final List<Rule> rules;

	Knob(final char letter, final String stem, final String displayName, final Range range, final Home home,
			final OnJetty onJetty, final Pool pool, final Presence presence, final String explanation,
			final Rule... rules) {
		this.letter = letter;
		this.key = range.unit() == Unit.MILLIS ? stem + "_ms" : stem;
		this.displayName = displayName;
		this.range = range;
		this.home = home;
		this.onJetty = onJetty;
		this.pool = pool;
		this.presence = presence;
		this.explanation = explanation;
		this.rules = List.of(rules);
	}

	private static Range count(final int minimum) {
		return new Range(Unit.COUNT, minimum);
	}

	private static Range millis(final int minimum) {
		return new Range(Unit.MILLIS, minimum);
	}

	private static Range onOff() {
		return new Range(Unit.SWITCH, 0);
	}

	private static Range servers() {
		return new Range(Unit.SERVER, 0);
	}

	private static Home board(final String springProperty, final int defaultValue) {
		return new Home(Origin.BOARD, springProperty, defaultValue);
	}

	private static Home board(final String springProperty, final boolean defaultValue) {
		return new Home(Origin.BOARD, springProperty, defaultValue ? 1 : 0);
	}

	private static Home tomcat(final String springProperty, final int defaultValue) {
		return new Home(Origin.TOMCAT, springProperty, defaultValue);
	}

	private static Home client(final String where, final boolean defaultValue) {
		return new Home(Origin.CLIENT, where, defaultValue ? 1 : 0);
	}

	private static Home build(final Server defaultServer) {
		return new Home(Origin.BUILD, "the jar the harness starts", defaultServer.ordinal());
	}

	/** On Jetty, the same as on Tomcat: not the server's setting. */
	private static OnJetty anyServer() {
		return new OnJetty(true, null, null);
	}

	/** On Jetty, this Spring property, which means what the Tomcat one does. */
	private static OnJetty jetty(final String springProperty) {
		return new OnJetty(false, springProperty, null);
	}

	/** Nothing on Jetty means the same, for this reason. */
	private static OnJetty notOnJetty(final String why) {
		return new OnJetty(false, null, why);
	}

	/**
	 * HikariCP's property left unset by the board, which then defaults to another knob's
	 * value ({@link #defaultsTo}); {@code defaultValue} is the default where that one is
	 * at its own.
	 */
	private static Home hikari(final String springProperty, final int defaultValue) {
		return new Home(Origin.HIKARI, springProperty, defaultValue);
	}

	/** The knob's default is the value of the knob with this key at the point. */
	private static Rule defaultsTo(final String otherKey) {
		return new Rule(Tie.DEFAULTS_TO, otherKey, 0);
	}

	/**
	 * The knob is at most the value of the knob with this key: the server takes the
	 * smaller.
	 */
	private static Rule atMost(final String otherKey) {
		return new Rule(Tie.AT_MOST, otherKey, 0);
	}

	/** The knob changes nothing where the knob with this key has this value. */
	private static Rule noMeaningWhen(final String otherKey, final int value) {
		return new Rule(Tie.NO_MEANING_WHEN, otherKey, value);
	}

	/** The key in grid files, sweep.properties, point.properties and summary.csv. */
	public String key() {
		return key;
	}

	/** The command-line option, the key's stem with dashes: {@code --max-threads}. */
	public String option() {
		final String stem = range.unit() == Unit.MILLIS ? key.substring(0, key.length() - "_ms".length()) : key;
		return "--" + stem.replace('_', '-');
	}

	/** The letter of its part of a point id: {@code t} in {@code t10-p100-a100}. */
	public char letter() {
		return letter;
	}

	/** Its name for people, e.g. "maxThreads", "client keep-alive". */
	public String displayName() {
		return displayName;
	}

	public Unit unit() {
		return range.unit();
	}

	public Origin origin() {
		return home.origin();
	}

	public Pool pool() {
		return pool;
	}

	public Presence presence() {
		return presence;
	}

	/**
	 * The board's Spring property on Tomcat; null for the client's knob and the server.
	 */
	public String springProperty() {
		return home.origin() == Origin.CLIENT || home.origin() == Origin.BUILD ? null : home.where();
	}

	/**
	 * The Spring property on {@code server}; null for the client's knob, the server, and
	 * a knob that {@link #missingOn(Server) has no equivalent} there.
	 */
	public String springProperty(final Server server) {
		return server == Server.TOMCAT || onJetty.sameProperty() ? springProperty() : onJetty.property();
	}

	/**
	 * Why the knob means nothing on {@code server}, in a clause: "Jetty has no limit on
	 * ..."; null where it has an equivalent (or is not the server's setting).
	 */
	public String missingOn(final Server server) {
		return server == Server.TOMCAT ? null : onJetty.none();
	}

	/**
	 * The value the knob has where a point leaves it unset (a switch's as 1 or 0): the
	 * board's, Tomcat's, or the client's.
	 */
	public int defaultValue() {
		return home.defaultValue();
	}

	/**
	 * The value the knob has at a point that sets {@code values} (a knob absent or null
	 * is unset): its own, else its default there, which another knob may decide
	 * ({@code minimum_idle} is {@code max_total}'s value).
	 */
	public int valueAt(final Map<Knob, Integer> values) {
		final Integer own = values.get(this);
		if (own != null) {
			return own;
		}
		final Knob decider = defaultDecidedBy();
		return decider == null ? defaultValue() : decider.valueAt(values);
	}

	/**
	 * The knob whose value at a point is this one's default there; null when the default
	 * is {@link #defaultValue()} everywhere.
	 */
	public Knob defaultDecidedBy() {
		final Rule decider = rule(Tie.DEFAULTS_TO);
		return decider == null ? null : decider.other();
	}

	/**
	 * A value as the server takes it at a point that sets {@code values}: above the knob
	 * that bounds it (minSpareThreads above maxThreads), the bound's value; otherwise as
	 * given. Null stays null.
	 */
	public Integer clamped(final Integer value, final Map<Knob, Integer> values) {
		final Rule bound = rule(Tie.AT_MOST);
		return value == null || bound == null ? value : Integer.valueOf(Math.min(value, bound.other().valueAt(values)));
	}

	/**
	 * Whether the knob changes anything at a point that sets {@code values}: maxThreads
	 * bounds nothing with virtual threads, keepAliveTimeout nothing without keep-alive.
	 */
	public boolean meaningfulAt(final Map<Knob, Integer> values) {
		return rules.stream()
			.filter(rule -> rule.tie() == Tie.NO_MEANING_WHEN)
			.noneMatch(rule -> rule.other().valueAt(values) == rule.value());
	}

	/**
	 * Whether the harness owns the knob's Spring property, and so refuses it as an
	 * argument of another application ({@code --app-arg}): every knob the board reads.
	 * Set there, it would silently override a point's value, or the default the point
	 * stands for.
	 */
	public boolean guardedAgainstAppArgs() {
		return springProperty() != null;
	}

	/**
	 * The Spring properties the knob has on any server, which an application's own
	 * arguments must leave alone.
	 */
	public List<String> springProperties() {
		return Arrays.stream(Server.values()).map(this::springProperty).filter(Objects::nonNull).distinct().toList();
	}

	private Rule rule(final Tie tie) {
		return rules.stream().filter(rule -> rule.tie() == tie).findFirst().orElse(null);
	}

	/**
	 * Its name and where it is set, e.g. "maxTotal
	 * (spring.datasource.hikari.maximum-pool-size)".
	 */
	public String title() {
		return displayName + " (" + home.where() + ")";
	}

	/** What it bounds and what the papers claim, a sentence or three after the title. */
	public String explanation() {
		return explanation;
	}

	/** Whether the values are true and false (held as 1 and 0). */
	public boolean isSwitch() {
		return range.unit() == Unit.SWITCH;
	}

	/**
	 * The board's command-line argument for a value, e.g.
	 * {@code --server.tomcat.threads.max=10} or
	 * {@code --server.tomcat.keep-alive-timeout=5000ms}; null for the client's knob.
	 */
	public String springArgument(final int value) {
		return springArgument(Server.TOMCAT, value);
	}

	/**
	 * The argument for a value on {@code server}, e.g.
	 * {@code --server.jetty.threads.max=10}; null for the client's knob, the server, and
	 * a knob {@link #missingOn missing} there.
	 */
	public String springArgument(final Server server, final int value) {
		final String property = springProperty(server);
		if (property == null) {
			return null;
		}
		return "--" + property + "=" + (range.unit() == Unit.MILLIS ? value + "ms" : text(value));
	}

	/** A value as files hold it: the number, or true/false for a switch. */
	public String text(final int value) {
		return switch (range.unit()) {
			case SWITCH -> Boolean.toString(value != 0);
			case SERVER -> Server.of(value).text();
			case COUNT, MILLIS -> Integer.toString(value);
		};
	}

	/**
	 * Its part of a point id: the letter and the value, a server's by its name
	 * ({@code t10}, {@code k0}, {@code wjetty}).
	 */
	public String idPart(final int value) {
		return letter + (range.unit() == Unit.SERVER ? text(value) : Integer.toString(value));
	}

	/**
	 * The value of its part of a point id (after the letter) as files hold it; null when
	 * it is not one of its values.
	 */
	public String textOfIdPart(final String part) {
		if (range.unit() == Unit.SERVER) {
			final Server server = Server.forText(part);
			return server == null || !server.text().equals(part) ? null : server.text();
		}
		if (part.isEmpty() || !part.chars().allMatch(Character::isDigit)) {
			return null;
		}
		return isSwitch() ? Boolean.toString(!part.equals("0")) : part;
	}

	/** A value as people read it: "10", "5000ms", "on" or "off". */
	public String display(final int value) {
		return switch (range.unit()) {
			case COUNT -> Integer.toString(value);
			case MILLIS -> value + "ms";
			case SWITCH -> value != 0 ? "on" : "off";
			case SERVER -> Server.of(value).displayName();
		};
	}

	/** The help of its command-line option, derived from the entry. */
	public String optionDescription() {
		final String values = switch (range.unit()) {
			case COUNT -> "values, e.g. 1,10,100";
			case MILLIS -> "values, durations, e.g. 5s,60s";
			case SWITCH -> "values: true, false or true,false";
			case SERVER -> "values: " + String.join(", ", Server.texts()) + " or " + String.join(",", Server.texts());
		};
		final String fallback = switch (presence) {
			case REQUIRED -> "no default: every grid lists it";
			case EVERY_POINT, WHEN_SET -> "default: " + defaultText();
		};
		final String jetty = missingOn(Server.JETTY) != null ? " Not on Jetty: " + missingOn(Server.JETTY) + "."
				: springProperty() != null && !springProperty().equals(springProperty(Server.JETTY))
						? " On Jetty: " + springProperty(Server.JETTY) + "." : "";
		return title() + " " + values + " (" + fallback + ")." + jetty;
	}

	/** The default for people, e.g. "100, the board's", "60s, Tomcat's", "true". */
	private String defaultText() {
		final Knob decider = defaultDecidedBy();
		final String value = decider != null ? decider.displayName() : range.unit() == Unit.MILLIS
				? Durations.format(Duration.ofMillis(defaultValue())) : text(defaultValue());
		return switch (home.origin()) {
			case BOARD, BUILD -> value + ", the board's";
			case TOMCAT -> value + ", Tomcat's";
			case HIKARI -> value + ", HikariCP's";
			case CLIENT -> value;
		};
	}

	/** The knob a key names; null for none. */
	public static Knob forKey(final String key) {
		for (final Knob knob : values()) {
			if (knob.key.equals(key)) {
				return knob;
			}
		}
		return null;
	}

	/** The knob a point id's letter names; null for none. */
	public static Knob forLetter(final char letter) {
		for (final Knob knob : values()) {
			if (knob.letter == letter) {
				return knob;
			}
		}
		return null;
	}

	/** Every knob's key, in order. */
	public static List<String> keys() {
		return Arrays.stream(values()).map(Knob::key).toList();
	}

	/**
	 * Parses the text of its command-line option: as {@link #parse}, durations for a knob
	 * in ms.
	 */
	public List<Integer> parseOption(final String text) {
		return parse(option(), range.unit() == Unit.MILLIS ? Durations.toMillisList(text) : text);
	}

	/**
	 * Parses a comma-separated list such as {@code 1,10,100,300}, keeping the order
	 * given.
	 * @param source names where the text came from in error messages, e.g.
	 * "--max-threads" or "grid.properties: max_threads"
	 * @throws BadInputException with a one-line message on an empty list, a non-number, a
	 * value below the minimum or a value given twice
	 */
	public List<Integer> parse(final String source, final String text) {
		if (text == null || text.isBlank()) {
			throw new BadInputException(source + " is empty: give one or more values like 1,10,100");
		}
		final Set<Integer> values = new LinkedHashSet<>();
		for (final String part : text.split(",", -1)) {
			final int value = parseValue(source, part.strip());
			if (!values.add(value)) {
				throw new BadInputException(source + " lists " + value + " twice");
			}
		}
		return List.copyOf(new ArrayList<>(values));
	}

	private int parseValue(final String source, final String text) {
		if (range.unit() == Unit.SERVER) {
			final Server server = Server.forText(text);
			if (server == null) {
				throw new BadInputException(source + ": '" + text + "' is not a server this harness runs: "
						+ String.join(" or ", Server.texts()) + " (Undertow is not Servlet 6.1 compatible, and "
						+ "Spring Boot 4 dropped it)");
			}
			return server.ordinal();
		}
		if (isSwitch()) {
			return switch (text.toLowerCase(Locale.ROOT)) {
				case "true", "on" -> 1;
				case "false", "off" -> 0;
				default -> throw new BadInputException(source + ": '" + text + "' is not true or false");
			};
		}
		final int value;
		try {
			value = Integer.parseInt(text);
		}
		catch (NumberFormatException e) {
			throw new BadInputException(source + ": '" + text + "' is not a whole number");
		}
		if (value < range.minimum()) {
			throw new BadInputException(
					source + ": " + key + " must be at least " + range.minimum() + ", was " + value);
		}
		return value;
	}

	/** The list as the grid file and sweep.properties write it. */
	public String format(final List<Integer> values) {
		return String.join(",", values.stream().map(this::text).toList());
	}

}
