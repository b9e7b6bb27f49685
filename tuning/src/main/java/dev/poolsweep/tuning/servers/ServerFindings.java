package dev.poolsweep.tuning.servers;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.ToDoubleFunction;

import dev.poolsweep.tuning.analysis.verdict.MedianDifference;
import dev.poolsweep.tuning.analysis.verdict.PaperFindings.Row;
import dev.poolsweep.tuning.analysis.verdict.PaperFindings.Verdict;
import dev.poolsweep.tuning.analysis.verdict.Ranking.Criterion;

/**
 * Yoo et al.'s claims ("Comparative Performance Analysis of Open Source Web Servers Using
 * JMeter"), each checked against the matrix as JMeter, their tool, measured it. One
 * server's runs lie above another's by the sweep's rule ({@link MedianDifference#above}):
 * the interval of the shift between their runs clears zero and the shift clears the
 * tolerance, goodput's for throughput and p95's for Deviation ({@link Criterion#tie});
 * with fewer than {@link MedianDifference#FEWEST_RUNS} repetitions there is no interval,
 * and a verdict is provisional. How a server degrades from the matrix's clients to the
 * crowd's is read per repetition (the crowd's run over the same repetition's run of the
 * small file), as Yoo et al. compare the two figures.
 */
public final class ServerFindings {

	/** The Java servers, which the third claim compares. */
	private static final List<WebServer> JAVA = List.of(WebServer.TOMCAT, WebServer.JETTY);

	private final List<CellSummary> cells;

	private final Map<WebServer, Integer> threadLimits;

	private ServerFindings(final List<CellSummary> cells, final Map<WebServer, Integer> threadLimits) {
		this.cells = cells.stream().filter(cell -> cell.tool() == LoadTool.JMETER && !cell.runs().isEmpty()).toList();
		this.threadLimits = threadLimits;
	}

	/**
	 * The three rows, whatever the matrix: a claim whose cells it lacks cannot be told,
	 * and says which it needs.
	 * @param threadLimits each server's worker threads (nginx's: its worker processes)
	 */
	public static List<Row> of(final List<CellSummary> cells, final Map<WebServer, Integer> threadLimits) {
		final ServerFindings findings = new ServerFindings(cells, threadLimits);
		return List.of(findings.largeFilesFavourNginx(), findings.leastDegradedHasMoreThreads(),
				findings.javaServersDiffer());
	}

	private Row largeFilesFavourNginx() {
		final String claim = "large files favour the native server's throughput";
		final Optional<CellSummary> nginx = cell(WebServer.NGINX, Payload.LARGE, clients());
		final List<CellSummary> java = JAVA.stream()
			.flatMap(server -> cell(server, Payload.LARGE, clients()).stream())
			.toList();
		if (nginx.isEmpty() || java.isEmpty()) {
			return new Row(claim, "", Verdict.CANNOT_TELL, "not measured: needs nginx and a Java server on "
					+ Payload.LARGE.label() + " at " + clientsText(clients()));
		}
		final List<CellSummary> compared = new ArrayList<>(List.of(nginx.get()));
		compared.addAll(java);
		final String measured = "throughput on " + Payload.LARGE.label() + ": "
				+ figures(compared, ClosedRunFigures::throughputRps, "/s");
		final List<String> above = new ArrayList<>();
		final List<String> tied = new ArrayList<>();
		for (final CellSummary server : java) {
			if (better(server, nginx.get(), ClosedRunFigures::throughputRps, Criterion.GOODPUT)) {
				above.add(name(server));
			}
			else if (!better(nginx.get(), server, ClosedRunFigures::throughputRps, Criterion.GOODPUT)) {
				tied.add(name(server));
			}
		}
		if (!above.isEmpty()) {
			return nginx.get().generatorBusyRuns() > 0
					? new Row(claim, measured, Verdict.CANNOT_TELL,
							String.join(" and ", above) + " served more, "
									+ "but JMeter was busy on nginx: its figure there is JMeter's ceiling")
					: new Row(claim, measured, Verdict.DOES_NOT_HOLD,
							String.join(" and ", above) + " served more, beyond the tolerance");
		}
		if (!tied.isEmpty()) {
			return new Row(claim, measured, Verdict.CANNOT_TELL,
					"nginx not told apart from " + String.join(" and ", tied));
		}
		return new Row(claim, measured, Verdict.HOLDS, nginx.get().generatorBusyRuns() > 0
				? "JMeter was busy on nginx, so nginx's throughput is a floor: it holds all the more" : "");
	}

	private Row leastDegradedHasMoreThreads() {
		final String claim = "the server that degrades least from " + clientsText(clients()) + " to "
				+ clientsText(crowd()) + " has the larger thread limit";
		final List<WebServer> servers = List.of(WebServer.values())
			.stream()
			.filter(server -> cell(server, Payload.SMALL, clients()).isPresent()
					&& cell(server, Payload.SMALL, crowd()).isPresent())
			.toList();
		if (servers.size() < 2 || crowd() == clients()) {
			return new Row(claim, "", Verdict.CANNOT_TELL, "not measured: needs two servers on " + Payload.SMALL.label()
					+ " at the matrix's clients and at the crowd's");
		}
		final List<Degradation> degradations = servers.stream()
			.map(server -> Degradation.of(cell(server, Payload.SMALL, clients()).orElseThrow(),
					cell(server, Payload.SMALL, crowd()).orElseThrow()))
			.toList();
		final String measured = "the crowd's run over the same repetition's at " + clientsText(clients()) + ": "
				+ String.join("; ", degradations.stream().map(d -> d + ", " + limit(d.server())).toList());
		final List<Degradation> reached = degradations.stream().filter(d -> d.crowdReached(clients())).toList();
		if (reached.size() < 2) {
			final List<String> notReached = degradations.stream()
				.filter(d -> !d.crowdReached(clients()))
				.map(d -> String.format(Locale.ROOT, "%,.0f requests at %s", d.crowdInFlight(),
						d.server().displayName()))
				.toList();
			return new Row(claim, measured, Verdict.CANNOT_TELL,
					"the crowd reached "
							+ (reached.isEmpty() ? "no server" : "only " + reached.getFirst().server().displayName())
							+ ": JMeter kept on average " + String.join(" and ", notReached)
							+ " in flight, no more than the " + clientsText(clients())
							+ " of the matrix's cells: the crowd's clients were not at the server at once");
		}
		final List<String> consistent = new ArrayList<>();
		final List<String> against = new ArrayList<>();
		for (final Degradation a : reached) {
			for (final Degradation b : reached) {
				if (a != b && a.lessThan(b)) {
					final String pair = a.server().displayName() + " degraded less than " + b.server().displayName()
							+ ", with " + limit(a.server()) + " against " + limit(b.server());
					(threadLimits.get(a.server()) > threadLimits.get(b.server()) ? consistent : against).add(pair);
				}
			}
		}
		if (!against.isEmpty()) {
			return new Row(claim, measured, Verdict.DOES_NOT_HOLD, String.join("; ", against));
		}
		return consistent.isEmpty()
				? new Row(claim, measured, Verdict.CANNOT_TELL,
						"no server degraded less than another beyond the tolerance")
				: new Row(claim, measured, Verdict.HOLDS, "");
	}

	private Row javaServersDiffer() {
		final String claim = "at equal limits the Java servers differ, and the default thread policy explains why";
		if (!threadLimits.get(WebServer.TOMCAT).equals(threadLimits.get(WebServer.JETTY))) {
			return new Row(claim, "", Verdict.CANNOT_TELL, "the Java servers ran with different thread limits");
		}
		final List<String> differences = new ArrayList<>();
		boolean compared = false;
		for (final CellSummary tomcat : cells) {
			if (tomcat.cell().server() != WebServer.TOMCAT) {
				continue;
			}
			final Optional<CellSummary> jetty = cell(WebServer.JETTY, tomcat.cell().payload(), tomcat.cell().clients());
			if (jetty.isEmpty()) {
				continue;
			}
			compared = true;
			final List<String> apart = new ArrayList<>();
			if (apart(tomcat, jetty.get(), ClosedRunFigures::throughputRps, Criterion.GOODPUT)) {
				apart.add("throughput " + ratio(jetty.get(), tomcat, CellSummary::throughputRps));
			}
			if (apart(tomcat, jetty.get(), ClosedRunFigures::deviationMs, Criterion.P95)) {
				apart.add("Deviation " + ratio(jetty.get(), tomcat, CellSummary::deviationMs));
			}
			if (!apart.isEmpty()) {
				differences.add(tomcat.cell().payload().label() + " at " + clientsText(tomcat.cell().clients()) + ": "
						+ String.join(", ", apart)
						+ String.format(Locale.ROOT, ", in flight %,.0f at Tomcat, %,.0f at Jetty", tomcat.inFlight(),
								jetty.get().inFlight())
						+ busy(tomcat, jetty.get()));
			}
		}
		final String measured = "Tomcat and Jetty at " + threadLimits.get(WebServer.TOMCAT) + " threads each";
		if (!compared) {
			return new Row(claim, "", Verdict.CANNOT_TELL, "not measured: needs Tomcat and Jetty on the same cell");
		}
		if (differences.isEmpty()) {
			return new Row(claim, measured, Verdict.DOES_NOT_HOLD,
					"not told apart on throughput or Deviation in any cell");
		}
		return new Row(claim, measured + "; Jetty's over Tomcat's, " + String.join("; ", differences),
				Verdict.CANNOT_TELL,
				"they differ; whether the thread policy explains it, these runs cannot tell: they vary no part "
						+ "of it, neither Jetty's acceptor and selector threads in its pool nor its queue");
	}

	/**
	 * Whether {@code a}'s runs are better than {@code b}'s on a figure, by the criterion.
	 */
	private static boolean better(final CellSummary a, final CellSummary b,
			final ToDoubleFunction<ClosedRunFigures> figure, final Criterion criterion) {
		return criterion.better(values(a, figure), values(b, figure));
	}

	/** Whether either's runs are better than the other's. */
	private static boolean apart(final CellSummary a, final CellSummary b,
			final ToDoubleFunction<ClosedRunFigures> figure, final Criterion criterion) {
		return better(a, b, figure, criterion) || better(b, a, figure, criterion);
	}

	private static double[] values(final CellSummary cell, final ToDoubleFunction<ClosedRunFigures> figure) {
		return cell.runs().stream().mapToDouble(figure).toArray();
	}

	/** "Jetty 195/s (188–205/s), Tomcat ...": the means, min–max with repetitions. */
	private static String figures(final List<CellSummary> compared, final ToDoubleFunction<ClosedRunFigures> figure,
			final String unit) {
		final List<String> parts = new ArrayList<>();
		for (final CellSummary cell : compared) {
			parts.add(String.format(Locale.ROOT, "%s %,.0f%s", name(cell), cell.mean(figure), unit)
					+ (cell.runs().size() > 1 ? String.format(Locale.ROOT, " (%,.0f\u2013%,.0f%s)", cell.min(figure),
							cell.max(figure), unit) : ""));
		}
		return String.join(", ", parts);
	}

	/** " (JMeter busy on Tomcat)" where JMeter was busy in a run of either cell. */
	private static String busy(final CellSummary... compared) {
		final List<String> busy = List.of(compared)
			.stream()
			.filter(cell -> cell.generatorBusyRuns() > 0)
			.map(ServerFindings::name)
			.toList();
		return busy.isEmpty() ? "" : " (JMeter busy on " + String.join(" and ", busy) + ")";
	}

	/** "0.60×": {@code a}'s mean over {@code b}'s. */
	private static String ratio(final CellSummary a, final CellSummary b, final ToDoubleFunction<CellSummary> figure) {
		return String.format(Locale.ROOT, "%.2f\u00d7", figure.applyAsDouble(a) / figure.applyAsDouble(b));
	}

	private static String name(final CellSummary cell) {
		return cell.cell().server().displayName();
	}

	/** "200 threads", "1 worker process". */
	private String limit(final WebServer server) {
		final int limit = threadLimits.get(server);
		return String.format(Locale.ROOT, "%,d %s", limit, server == WebServer.NGINX
				? (limit == 1 ? "worker process" : "worker processes") : (limit == 1 ? "thread" : "threads"));
	}

	private static String clientsText(final int clients) {
		return String.format(Locale.ROOT, "%,d clients", clients);
	}

	private Optional<CellSummary> cell(final WebServer server, final Payload payload, final int clients) {
		return cells.stream()
			.filter(cell -> cell.cell().server() == server && cell.cell().payload() == payload
					&& cell.cell().clients() == clients)
			.findFirst();
	}

	/** The matrix's clients: the fewest any cell has. */
	private int clients() {
		return cells.stream().mapToInt(cell -> cell.cell().clients()).min().orElse(0);
	}

	/** The crowd's clients: the most any cell has. */
	private int crowd() {
		return cells.stream().mapToInt(cell -> cell.cell().clients()).max().orElse(0);
	}

}
