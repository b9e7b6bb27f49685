package dev.poolsweep.tuning.analysis.verdict;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import dev.poolsweep.tuning.knob.Knob;
import dev.poolsweep.tuning.analysis.Figure;
import dev.poolsweep.tuning.text.Format;
import dev.poolsweep.tuning.analysis.PointAnalysis;
import dev.poolsweep.tuning.analysis.PointSettings;
import dev.poolsweep.tuning.results.SweepRecord;

/**
 * What a sweep showed about each knob it varied: for every {@link Knob} whose value
 * differs between the points, sentences built from the medians over the repetitions
 * (where the effect appeared and where not), and what bounds it here: the kernel's cap on
 * the backlog, a bounded or unbounded maxConnections, the experiment's database hold.
 */
public final class KnobFindings {

	/**
	 * One knob the sweep varied, what the sweep showed about it, and the figure columns
	 * that show its effect, most telling first.
	 */
	public record Finding(Knob knob, List<String> lines, List<String> figures) {
	}

	private final List<PointAnalysis> points;

	private final List<PointSettings> settings;

	private final SweepRecord sweep;

	private KnobFindings(final List<PointAnalysis> points, final SweepRecord sweep) {
		this.points = points.stream().filter(PointAnalysis::hasRuns).toList();
		this.settings = points.stream().map(PointAnalysis::settings).toList();
		this.sweep = sweep;
	}

	/** The findings, in knob order; none when no knob varies or no point has runs. */
	public static List<Finding> of(final List<PointAnalysis> points, final SweepRecord sweep) {
		final KnobFindings findings = over(points, sweep);
		final List<Finding> found = new ArrayList<>();
		for (final Knob knob : Knob.values()) {
			if (findings.varies(knob)) {
				found.add(new Finding(knob, findings.lines(knob), figures(knob)));
			}
		}
		return found;
	}

	static KnobFindings over(final List<PointAnalysis> points, final SweepRecord sweep) {
		return new KnobFindings(points, sweep);
	}

	private boolean varies(final Knob knob) {
		return points.stream().map(p -> p.settings().value(knob)).distinct().count() > 1;
	}

	/**
	 * The figures that show a knob's effect, most telling first: its own where it has
	 * some, else those of the pool it acts on ({@link Knob#pool()}). They are here, not
	 * in the registry, because figure columns are the analysis's ({@link Figure}): the
	 * registry sits below the results and the settings, which the analysis reads, so a
	 * registry that named figures would make a package cycle.
	 */
	static List<String> figures(final Knob knob) {
		return switch (knob) {
			case MAX_THREADS ->
				List.of(Figure.BUSY_THREADS_PEAK, Figure.P95_MS, Figure.RECOVERED_AT_S, Figure.CPU_BOARD_BURST_PCT);
			case ACCEPT_COUNT -> List.of(Figure.ERRORS_CONNECT, Figure.ERRORS_READ_TIMEOUT,
					Figure.TOMCAT_CONNECTIONS_PEAK, Figure.P95_MS, Figure.RECOVERED_AT_S);
			case MIN_SPARE_THREADS ->
				List.of(Figure.LIVE_THREADS_PEAK, Figure.BURST_P95_MS, Figure.P95_MS, Figure.RECOVERED_AT_S);
			case KEEP_ALIVE -> List.of(Figure.TOMCAT_CONNECTIONS_PEAK, Figure.ERRORS_CONNECT,
					Figure.ERRORS_READ_TIMEOUT, Figure.ERRORS_OTHER, Figure.P95_MS, Figure.CPU_BOARD_BURST_PCT);
			case KEEP_ALIVE_TIMEOUT -> List.of(Figure.TOMCAT_CONNECTIONS_PEAK, Figure.ERRORS_CONNECT,
					Figure.ERRORS_READ_TIMEOUT, Figure.ERRORS_OTHER, Figure.P95_MS, Figure.RECOVERED_AT_S);
			case MAX_KEEP_ALIVE_REQUESTS -> List.of(Figure.TOMCAT_CONNECTIONS_PEAK, Figure.ERRORS_CONNECT,
					Figure.ERRORS_OTHER, Figure.P95_MS, Figure.CPU_BOARD_BURST_PCT);
			case VIRTUAL_THREADS ->
				List.of(Figure.BUSY_THREADS_PEAK, Figure.TOMCAT_CONNECTIONS_PEAK, Figure.HIKARI_PENDING_PEAK,
						Figure.HIKARI_TIMEOUTS, Figure.LIVE_THREADS_PEAK, Figure.P95_MS, Figure.RECOVERED_AT_S);
			default -> switch (knob.pool()) {
				case WORKERS ->
					List.of(Figure.BUSY_THREADS_PEAK, Figure.LIVE_THREADS_PEAK, Figure.P95_MS, Figure.RECOVERED_AT_S);
				case CONNECTIONS -> List.of(Figure.TOMCAT_CONNECTIONS_PEAK, Figure.ERRORS_CONNECT,
						Figure.ERRORS_READ_TIMEOUT, Figure.P95_MS);
				case DATABASE -> List.of(Figure.HIKARI_PENDING_PEAK, Figure.HIKARI_WAIT_PEAK_MS, Figure.HIKARI_TIMEOUTS,
						Figure.ERRORS_HTTP_5XX, Figure.P95_MS, Figure.RECOVERED_AT_S);
			};
		};
	}

	/** What the sweep showed about a knob: its own sentences, else its pool's. */
	private List<String> lines(final Knob knob) {
		final List<String> lines = new ArrayList<>();
		switch (knob) {
			case ACCEPT_COUNT -> {
				lines.add(presence(Figure.ERRORS_CONNECT, "Connect failures"));
				lines.add(presence(Figure.ERRORS_READ_TIMEOUT, "Read time-outs"));
				lines.addAll(BacklogLimits.of(points, sweep).lines());
			}
			case MIN_SPARE_THREADS -> {
				lines.add(list(Figure.LIVE_THREADS_PEAK, "Live threads at the peak"));
				lines.add(list(Figure.BURST_P95_MS, "p95 in the burst (ms)"));
			}
			case KEEP_ALIVE, KEEP_ALIVE_TIMEOUT, MAX_KEEP_ALIVE_REQUESTS -> {
				lines.add(list(Figure.TOMCAT_CONNECTIONS_PEAK, "The server's connections at the peak"));
				lines.add(presence(Figure.ERRORS_CONNECT, "Connect failures"));
				lines.add(presence(Figure.ERRORS_READ_TIMEOUT, "Read time-outs"));
				lines.add(presence(Figure.ERRORS_OTHER, "Other failures (e.g. a connection closed under the client)"));
			}
			case VIRTUAL_THREADS -> {
				lines.add(list(Figure.TOMCAT_CONNECTIONS_PEAK, "The server's connections at the peak"));
				lines.add(presence(Figure.HIKARI_PENDING_PEAK, "Threads waited for a connection"));
				lines.add(presence(Figure.HIKARI_TIMEOUTS, "Connection requests timed out"));
				dbHoldBound().ifPresent(lines::add);
			}
			default -> {
				switch (knob.pool()) {
					case WORKERS -> lines.add(list(Figure.BUSY_THREADS_PEAK, "Busy threads at the peak"));
					case CONNECTIONS ->
						lines.add(list(Figure.TOMCAT_CONNECTIONS_PEAK, "The server's connections at the peak"));
					case DATABASE -> {
						lines.add(presence(Figure.HIKARI_PENDING_PEAK, "Threads waited for a connection"));
						lines.add(presence(Figure.HIKARI_TIMEOUTS, "Connection requests timed out"));
						dbHoldBound().ifPresent(lines::add);
					}
				}
			}
		}
		return lines;
	}

	/**
	 * "What at a (m), b (m); none at c, d." over the points' medians of {@code figure}.
	 */
	String presence(final String figure, final String what) {
		final List<String> some = new ArrayList<>();
		final List<String> none = new ArrayList<>();
		final List<String> unknown = new ArrayList<>();
		for (final PointAnalysis point : points) {
			final double median = point.median(figure);
			final String label = point.settings().shortLabel(settings);
			if (Double.isNaN(median)) {
				unknown.add(label);
			}
			else if (median > 0) {
				some.add(label + " (" + Format.number(median) + ")");
			}
			else {
				none.add(label);
			}
		}
		final StringBuilder line = new StringBuilder(what);
		line.append(some.isEmpty() ? ": none at any point" : " at " + String.join(", ", some));
		if (!some.isEmpty() && !none.isEmpty()) {
			line.append("; none at ").append(String.join(", ", none));
		}
		if (!unknown.isEmpty()) {
			line.append("; not measured at ").append(String.join(", ", unknown));
		}
		return line.append(" (medians over the repetitions).").toString();
	}

	/** "What: a m, b m." over the points' medians. */
	private String list(final String figure, final String what) {
		return what + ": "
				+ String.join(", ",
						points.stream()
							.map(p -> p.settings().shortLabel(settings) + " " + Format.number(p.median(figure)))
							.toList())
				+ " (medians).";
	}

	/**
	 * With the experiment's database hold, each connection serves at most 1000 / hold
	 * requests a second, so the pool (or the workers, whichever is smaller) caps the list
	 * page's throughput.
	 */
	private Optional<String> dbHoldBound() {
		final double holdMs = sweep.dbHold().toNanos() / 1e6;
		final double burst = points.stream()
			.mapToDouble(p -> p.representative().profile().peakStep().peakRps())
			.max()
			.orElse(Double.NaN);
		if (holdMs <= 0) {
			return Optional.empty();
		}
		final List<String> caps = new ArrayList<>();
		for (final PointAnalysis point : points) {
			final PointSettings p = point.settings();
			int bound = p.maxTotal() == null ? Integer.MAX_VALUE : p.maxTotal();
			if (Knob.MAX_THREADS.meaningfulAt(p.point().values()) && p.maxThreads() != null) {
				bound = Math.min(bound, p.maxThreads());
			}
			caps.add(p.shortLabel(settings) + " \u2248 " + Format.number(bound * 1000.0 / holdMs));
		}
		return Optional.of("With the experiment's database hold of " + Format.number(holdMs) + " ms per list request, "
				+ "every connection (and every platform worker) serves at most " + Format.number(1000.0 / holdMs)
				+ " requests/s, so the smaller of maxTotal and maxThreads (maxTotal alone with virtual threads) caps "
				+ "the list page at: " + String.join(", ", caps) + " requests/s; the burst asks for "
				+ Format.number(burst) + "/s.");
	}

}
