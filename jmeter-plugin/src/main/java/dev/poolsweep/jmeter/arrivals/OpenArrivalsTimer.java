package dev.poolsweep.jmeter.arrivals;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import kg.apc.jmeter.timers.VariableThroughputTimer;
import org.apache.jmeter.engine.StandardJMeterEngine;
import org.apache.jmeter.testelement.property.CollectionProperty;
import org.apache.jmeter.testelement.property.JMeterProperty;
import org.apache.jmeter.testelement.property.PropertyIterator;
import org.apache.jmeter.threads.AbstractThreadGroup;
import org.apache.jmeter.threads.JMeterContext;
import org.apache.jmeter.threads.JMeterContextService;
import org.apache.jmeter.threads.JMeterVariables;
import org.apache.jmeter.util.JMeterUtils;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A Throughput Shaping Timer whose schedule is an open workload: its table (with its
 * graph) says how many requests are due each second, and each client thread in its scope
 * waits here until it is handed one, whether earlier requests were answered or not.
 *
 * <p>
 * The timer is shared by the thread group's clients (as the Throughput Shaping Timer is).
 * At the start of the test it reads the schedule, scales it, and starts one scheduler
 * thread ({@link ArrivalDispatcher}), which starts once the thread group's own clients
 * wait here (at once, at a given instant, or once a start file exists:
 * {@link StartSignal}), and starts more clients as the requests in flight need them. Each
 * client puts the epoch ms its request was due in the variable {@value #INTENDED_MS},
 * which the results record ({@code sample_variables}), so that lateness and latency are
 * measured from the intended instant. A client handed the end of the schedule stops
 * without sending.
 */
public class OpenArrivalsTimer extends VariableThroughputTimer {

	/** The variable that holds the instant each request was due, in epoch ms. */
	public static final String INTENDED_MS = "intended_ms";

	/**
	 * The variable (an object) through which the samplers reach the schedule: the
	 * {@link ArrivalDispatcher}, for a sampler that sends without waiting for the answer.
	 */
	public static final String ARRIVALS = "OpenArrivals.dispatcher";

	/**
	 * The variable (an object) that says what this turn of the client is for:
	 * {@link Turn#SEND} the request due at {@value #INTENDED_MS}, or {@link Turn#RECORD}
	 * an answered request.
	 */
	public static final String TURN = "OpenArrivals.turn";

	/** What a client's turn is for. */
	public enum Turn {

		/** Send the request due at {@value OpenArrivalsTimer#INTENDED_MS}. */
		SEND,
		/**
		 * No request is due: return an answer to one sent without waiting
		 * ({@link ArrivalDispatcher#nextAnswered}).
		 */
		RECORD

	}

	/** A profile that replaces the table when not empty, e.g. {@code const(100,60s)}. */
	public static final String SCHEDULE = "OpenArrivals.schedule";

	/**
	 * Every rate of the schedule is multiplied by this and rounded to whole requests/s.
	 */
	public static final String SCALE = "OpenArrivals.scale";

	/**
	 * The most requests in flight (sent and not answered); empty: peak rate times the
	 * patience. Either way no more than this JMeter can hold ({@link InFlightBound}).
	 */
	public static final String MAX_IN_FLIGHT = "OpenArrivals.max_in_flight";

	/**
	 * How long after it was due a request may wait to be sent (at the bound on requests
	 * in flight, or for a client), in ms, before it is never sent.
	 */
	public static final String PATIENCE_MS = "OpenArrivals.patience_ms";

	/**
	 * Where the per-second counts go (CSV, {@link ArrivalCounts#HEADER}); empty: the log
	 * only.
	 */
	public static final String COUNTS_FILE = "OpenArrivals.counts_file";

	/**
	 * The remote engines that share the schedule, host:port,… exactly as given to the
	 * controller's -R (passed to them with -G); empty: this engine sends it all. See
	 * {@link EngineShare}.
	 */
	public static final String ENGINES = "OpenArrivals.engines";

	/**
	 * The epoch ms the schedule starts at, so that engines sharing it keep one clock (an
	 * engine ready after it sends its first arrivals late); empty: as soon as the clients
	 * are ready.
	 */
	public static final String START_AT = "OpenArrivals.start_at";

	/**
	 * A file the schedule waits for before it starts (see {@link StartSignal}), so that
	 * JMeter may be launched while the application it loads is still starting; empty:
	 * none.
	 */
	public static final String START_FILE = "OpenArrivals.start_file";

	/**
	 * What the console and the log say when the schedule starts, followed by its epoch
	 * ms: a harness that acts at an instant of the schedule reads it.
	 */
	public static final String SCHEDULE_STARTS = "Open arrivals: schedule starts at ";

	private static final long serialVersionUID = 1L;

	private static final Logger log = LoggerFactory.getLogger(OpenArrivalsTimer.class);

	private static final String JOINED = "OpenArrivals.joined";

	/** How long the thread group may take to start its own clients. */
	private static final long JOIN_TIMEOUT_MS = 120_000;

	/**
	 * How long the schedule waits for its start file: longer than any application's start
	 * and warm-up, short enough that a JMeter whose harness died does not wait forever.
	 */
	private static final long START_FILE_TIMEOUT_MS = 3_600_000;

	private transient volatile ArrivalDispatcher dispatcher;

	private transient Thread scheduler;

	/** The test plan's variables, which every client starts with. */
	private transient JMeterVariables planVariables;

	private transient EngineShare share;

	@Override
	public void testStarted() {
		super.testStarted();
		dispatcher = null;
		try {
			final double scale = scale();
			final String profile = scaledProfile(scale);
			final ArrivalSchedule schedule = schedule(profile);
			final long patienceMs = getPropertyAsLong(PATIENCE_MS, 10_000);
			final String bound = getPropertyAsString(MAX_IN_FLIGHT).trim();
			final long wanted = bound.isEmpty() ? schedule.maxInFlight(patienceMs) : Long.parseLong(bound);
			final long machine = InFlightBound.ofThisJvm();
			final long maxInFlight = Math.min(wanted, machine);
			if (machine < wanted) {
				log.info("{}: at most {} requests in flight, what this JMeter can hold ({} MB of heap), "
						+ "not {}: a request beyond them that finds no answer freeing a place within {} ms is never sent",
						getName(), machine, Runtime.getRuntime().maxMemory() >> 20, wanted, patienceMs);
			}
			share = EngineShare.of(getPropertyAsString(ENGINES),
					JMeterUtils.getProperty(JMeterUtils.THREAD_GROUP_DISTRIBUTED_PREFIX_PROPERTY_NAME));
			log.info("{}: {} (scale {}, {} s, {} requests, at most {} in flight{})", getName(), profile, scale,
					schedule.seconds(), schedule.requests(), maxInFlight,
					share.shared() ? "; this engine sends " + share + " of them, interleaved" : "");
			dispatcher = new ArrivalDispatcher(schedule, share, maxInFlight, patienceMs, System::currentTimeMillis);
			planVariables = JMeterContextService.getContext().getVariables();
			scheduler = schedulerThread(dispatcher, StartSignal.of(getPropertyAsString(START_AT),
					getPropertyAsString(START_FILE), START_FILE_TIMEOUT_MS));
			scheduler.start();
		}
		catch (RuntimeException e) {
			log.error("{}: the schedule cannot be read, no request will be sent: {}", getName(), e.toString());
		}
	}

	@Override
	public void testEnded() {
		super.testEnded();
		final ArrivalDispatcher ended = dispatcher;
		if (ended == null) {
			return;
		}
		try {
			// the last client took its end: the scheduler is returning
			scheduler.join(1000);
		}
		catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		}
		if (scheduler.isAlive()) {
			scheduler.interrupt();
		}
		final ArrivalCounts counts = ended.counts();
		log.info("Open arrivals: {}", counts.summary(ended.clientsStarted()));
		final String file = getPropertyAsString(COUNTS_FILE).trim();
		if (!file.isEmpty()) {
			try {
				counts.write(ArrivalCounts.fileOf(Path.of(file), share));
			}
			catch (IOException e) {
				log.error("Open arrivals: the counts cannot be written to {}: {}", file, e.toString());
			}
		}
	}

	/**
	 * Waits until this client is handed a request, and records when it was due; or an
	 * answer to record ({@link Turn#RECORD}); a client handed the end of the schedule
	 * stops without sending.
	 */
	@Override
	public long delay() {
		final JMeterContext context = JMeterContextService.getContext();
		final ArrivalDispatcher arrivals = dispatcher;
		if (arrivals == null) {
			context.getThread().stop();
			return 0;
		}
		final JMeterVariables vars = context.getVariables();
		if (vars.getObject(JOINED) == null) {
			vars.putObject(JOINED, Boolean.TRUE);
			final AbstractThreadGroup group = context.getThreadGroup();
			final StandardJMeterEngine engine = context.getEngine();
			if (context.getThreadNum() == 0) {
				// the thread group's own client: no client has been added yet
				RemoteThreadsNotices.stopFor(group);
			}
			vars.putObject(ARRIVALS, arrivals);
			arrivals.joined(clientsOf(group, engine), group.getNumThreads());
		}
		long due;
		try {
			due = arrivals.take();
		}
		catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			due = ArrivalDispatcher.END;
		}
		if (due == ArrivalDispatcher.END) {
			context.getThread().stop();
		}
		else if (due == ArrivalDispatcher.RECORD) {
			vars.putObject(TURN, Turn.RECORD);
		}
		else {
			vars.putObject(TURN, Turn.SEND);
			vars.put(INTENDED_MS, Long.toString(due));
		}
		return 0;
	}

	/**
	 * The thread group's clients. A client copies the variables of the thread that starts
	 * it: it gets the test plan's, as the thread group's own clients do. Clients on
	 * virtual threads ({@link OpenArrivalsThreadGroup}) may all start at once while
	 * JMeter has CPU to spare ({@link CpuHeadroom}), none while it has not; others one at
	 * a time.
	 */
	private ArrivalDispatcher.Clients clientsOf(final AbstractThreadGroup group, final StandardJMeterEngine engine) {
		final CpuHeadroom headroom = group instanceof OpenArrivalsThreadGroup ? CpuHeadroom.ofThisProcess() : null;
		return new ArrivalDispatcher.Clients() {

			@Override
			public void startOne() {
				JMeterContextService.getContext().setVariables(planVariables);
				group.addNewThread(0, engine);
			}

			@Override
			public int startsAtOnce() {
				if (headroom == null) {
					return 1;
				}
				return headroom.spare() ? Integer.MAX_VALUE : 0;
			}

		};
	}

	/** The scheduler runs in a thread of its own. */
	private Thread schedulerThread(final ArrivalDispatcher arrivals, final StartSignal signal) {
		final Thread thread = new Thread(() -> {
			try {
				arrivals.run(JOIN_TIMEOUT_MS, signal, start -> {
					final String starts = SCHEDULE_STARTS + start + " ms";
					System.out.println(starts);
					log.info(starts);
					final long lateMs = System.currentTimeMillis() - start;
					if (signal.startAtMs() > 0 && lateMs > 0) {
						log.warn("Open arrivals: the clients were ready {} ms after {} ({}): the first arrivals go "
								+ "out late, and are recorded so", lateMs, START_AT, signal.startAtMs());
					}
				});
			}
			catch (InterruptedException e) {
				log.warn("Open arrivals: stopped before the end of the schedule");
			}
			catch (RuntimeException e) {
				log.error("Open arrivals: {}", e.toString());
			}
		}, "open-arrivals");
		thread.setDaemon(true);
		thread.setPriority(Thread.MAX_PRIORITY);
		return thread;
	}

	/** A scaled profile as per-second rates. */
	private static ArrivalSchedule schedule(final String profile) {
		final VariableThroughputTimer table = tableOf(profile);
		final long seconds = table.getRPSForSecond(0d).getRight();
		final double[] rates = new double[(int) seconds];
		for (int second = 0; second < seconds; second++) {
			rates[second] = table.getRPSForSecond(second + 0.5d).getLeft();
		}
		return ArrivalSchedule.of(rates);
	}

	/** The schedule (the given one, else the table) with every rate scaled. */
	private String scaledProfile(final double scale) {
		final String given = getPropertyAsString(SCHEDULE).trim();
		return ArrivalSchedule.scaled(given.isEmpty() ? profileOfTable() : given, scale);
	}

	private double scale() {
		final String scale = getPropertyAsString(SCALE).trim();
		return scale.isEmpty() ? 1 : Double.parseDouble(scale);
	}

	/** The table (or the Throughput Shaping Timer's -Jload_profile) as a profile. */
	private String profileOfTable() {
		final List<String> rows = new ArrayList<>();
		final JMeterProperty data = getData();
		if (data instanceof CollectionProperty table) {
			for (final PropertyIterator it = table.iterator(); it.hasNext();) {
				final List<?> row = (List<?>) it.next().getObjectValue();
				rows.add("line(" + cell(row, FROM_FIELD_NO) + "," + cell(row, TO_FIELD_NO) + ","
						+ cell(row, DURATION_FIELD_NO) + "s)");
			}
		}
		if (rows.isEmpty()) {
			throw new IllegalArgumentException("the schedule is empty");
		}
		return String.join(" ", rows);
	}

	private static String cell(final List<?> row, final int column) {
		return ((JMeterProperty) row.get(column)).getStringValue().trim();
	}

	/**
	 * The Throughput Shaping Timer's own reading of a profile (const, line, step), so
	 * that a schedule means here what it means to the timer and its graph: it reads the
	 * property {@value VariableThroughputTimer#DATA_PROPERTY} when it is created.
	 */
	private static VariableThroughputTimer tableOf(final String profile) {
		synchronized (JMeterUtils.class) {
			final String given = JMeterUtils.getProperty(DATA_PROPERTY);
			JMeterUtils.setProperty(DATA_PROPERTY, profile);
			try {
				return new VariableThroughputTimer();
			}
			finally {
				if (given == null) {
					JMeterUtils.getJMeterProperties().remove(DATA_PROPERTY);
				}
				else {
					JMeterUtils.setProperty(DATA_PROPERTY, given);
				}
			}
		}
	}

}
