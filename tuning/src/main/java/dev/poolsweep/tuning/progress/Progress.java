package dev.poolsweep.tuning.progress;

import java.io.Console;
import java.io.PrintStream;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

import dev.poolsweep.tuning.settings.RunId;
import dev.poolsweep.tuning.text.Format;

/**
 * The sweep's progress on stderr. On a terminal it is one line redrawn in place (with \r)
 * every second, and messages are printed above it; otherwise (a pipe, a log file, CI)
 * every change is a plain line of its own.
 */
public final class Progress implements AutoCloseable {

	private static final int BAR_WIDTH = 20;

	private final PrintStream out;

	private final boolean terminal;

	private final ScheduledExecutorService redraw;

	private Eta eta = new Eta(0, false);

	private int total;

	private int done;

	private int failed;

	private int repeat;

	private RunId current;

	private long currentStartedNs;

	private Eta probeEta;

	/** The saturation probe under way (from 1), 0 when none is. */
	private int probe;

	private int probesAtMost;

	private String line = "";

	public Progress(final PrintStream out, final boolean terminal) {
		this.out = out;
		this.terminal = terminal;
		this.redraw = terminal ? Executors.newSingleThreadScheduledExecutor(runnable -> {
			final Thread thread = new Thread(runnable, "progress");
			thread.setDaemon(true);
			return thread;
		}) : null;
		if (redraw != null) {
			redraw.scheduleAtFixedRate(this::redraw, 1, 1, TimeUnit.SECONDS);
		}
	}

	/** A progress line on stderr, redrawn in place when stderr is a terminal. */
	public static Progress onStderr() {
		return new Progress(System.err, isTerminal());
	}

	/**
	 * {@code runs} to do after any saturation probes, each planned to load the board for
	 * {@code plannedRunS} seconds, with a warm-up of its own before the measured plan or
	 * not.
	 */
	public synchronized void start(final int runs, final int repetitions, final long plannedRunS,
			final boolean warmsUp) {
		this.total = runs;
		// a tune starts a batch of runs per round, on one progress line
		this.done = 0;
		this.repeat = repetitions;
		this.eta = new Eta(plannedRunS, warmsUp);
	}

	/**
	 * The {@code probe}th saturation probe (from 1) of at most {@code atMost} starts
	 * before the runs (see {@link #start}), with {@code loads} boards loaded
	 * {@code plannedS} seconds in all, warm-ups included.
	 */
	public synchronized void probeStarted(final int probe, final int atMost, final int loads, final long plannedS) {
		if (probeEta == null) {
			probeEta = new Eta(plannedS, loads, true);
		}
		this.probe = probe;
		this.probesAtMost = atMost;
		currentStartedNs = System.nanoTime();
		show();
		if (!terminal) {
			out.println(line);
		}
	}

	public synchronized void probeFinished() {
		probeEta.stepFinished(TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - currentStartedNs));
		probe = 0;
	}

	/** {@code runs} done already are to be done again: the count grows by as many. */
	public synchronized void redo(final int runs) {
		this.total += runs;
	}

	public synchronized void runStarted(final RunId run) {
		current = run;
		currentStartedNs = System.nanoTime();
		show();
		if (!terminal) {
			out.println(line);
		}
	}

	public synchronized void runFinished(final boolean ok) {
		eta.stepFinished(TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - currentStartedNs));
		done++;
		failed += ok ? 0 : 1;
		current = null;
		show();
	}

	/** A message for the user, printed above the progress line. */
	public synchronized void say(final String message) {
		if (terminal && !line.isEmpty()) {
			out.print("\r\033[K" + message + System.lineSeparator() + line);
		}
		else {
			out.println(message);
		}
		out.flush();
	}

	private synchronized void redraw() {
		if (current != null || probe > 0) {
			show();
		}
	}

	private void show() {
		line = render();
		if (terminal) {
			out.print("\r\033[K" + line);
			out.flush();
		}
	}

	String render() {
		final long elapsedS = current == null && probe == 0 ? 0
				: TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - currentStartedNs);
		final int filled = total == 0 ? BAR_WIDTH : done * BAR_WIDTH / total;
		final String bar = "#".repeat(filled) + "-".repeat(BAR_WIDTH - filled);
		final String head = "[" + bar + "] " + done + "/" + total + " runs"
				+ (failed > 0 ? " (" + failed + " failed)" : "");
		if (probe > 0) {
			return head + " | " + probeAndTimeLeft(elapsedS);
		}
		final String now = current == null ? ""
				: " | " + current.point().id() + " rep " + current.repetition() + "/" + repeat;
		return head + now + " | " + Format.seconds(eta.leftS(total - done, elapsedS)) + " left";
	}

	/**
	 * The probe under way and the time left, the runs included: a range while more probes
	 * may follow, from this one being the last to all of them made.
	 */
	private String probeAndTimeLeft(final long elapsedS) {
		final long runsS = eta.leftS(total - done, 0);
		final long fewestS = probeEta.leftS(1, elapsedS) + runsS;
		if (probesAtMost == probe) {
			return "saturation probe" + (probe == 1 ? "" : " " + probe + " of " + probesAtMost) + " | "
					+ Format.seconds(fewestS) + " left";
		}
		final long mostS = probeEta.leftS(probesAtMost - probe + 1, elapsedS) + runsS;
		return "saturation probe " + probe + " of at most " + probesAtMost + " | " + Format.seconds(fewestS) + " to "
				+ Format.seconds(mostS) + " left";
	}

	@Override
	public synchronized void close() {
		if (redraw != null) {
			redraw.shutdownNow();
		}
		if (terminal && !line.isEmpty()) {
			out.println();
		}
	}

	/**
	 * Whether stderr is likely a terminal. Until JDK 22 System.console() is null unless
	 * the process talks to a terminal; from JDK 22 on it is never null and
	 * Console.isTerminal() says it, so that is asked for when it exists.
	 */
	static boolean isTerminal() {
		final Console console = System.console();
		if (console == null) {
			return false;
		}
		try {
			return (Boolean) Console.class.getMethod("isTerminal").invoke(console);
		}
		catch (ReflectiveOperationException e) {
			return true;
		}
	}

}
