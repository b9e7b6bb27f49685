package dev.poolsweep.tuning.analysis.verdict;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.IntToLongFunction;

import dev.poolsweep.tuning.analysis.SweepFixture;
import dev.poolsweep.tuning.analysis.series.AnalysisOptions;
import dev.poolsweep.tuning.analysis.sweep.SweepAnalysis;
import dev.poolsweep.tuning.analysis.sweep.SweepAnalyzer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

class PaperFindingsTest {

	/**
	 * The paper's schedule at a tenth of its rates: the fixture spreads a second's
	 * requests 10 ms apart.
	 */
	private static final String PAPER_SHAPE = "const(5,10s) const(10,10s) const(30,10s) const(10,10s) const(5,10s)";

	@TempDir
	Path out;

	/** Slow from the burst (20 s) until {@code backAtS}, at {@code slowMs}. */
	private static IntToLongFunction slowUntil(final int backAtS, final long slowMs) {
		return s -> s >= 20 && s < backAtS ? slowMs : 10;
	}

	private List<PaperFindings.Row> findings() throws IOException {
		final SweepAnalysis sweep = new SweepAnalyzer(AnalysisOptions.defaults()).analyze(out);
		return PaperFindings.of(sweep.points(), sweep.recommendation(), sweep.options());
	}

	private static List<PaperFindings.Verdict> verdicts(final List<PaperFindings.Row> rows) {
		return rows.stream().map(PaperFindings.Row::verdict).toList();
	}

	@Test
	void thePapersTableTwoHoldsWhereTheRunsLookLikeIt() throws IOException {
		final SweepFixture fixture = new SweepFixture(out);
		for (int rep = 1; rep <= 2; rep++) {
			fixture.run(1, rep, PAPER_SHAPE)
				.elapsed(slowUntil(42, 3000))
				.failFirstOf(25, "503", "")
				.boardCpu(0.5)
				.writeOk();
			fixture.run(10, rep, PAPER_SHAPE).elapsed(slowUntil(38, 600)).boardCpu(0.8).writeOk();
			final long irregular = rep == 1 ? 700 : 1400;
			fixture.run(100, rep, PAPER_SHAPE).elapsed(slowUntil(38, irregular)).boardCpu(0.9).writeOk();
			fixture.run(300, rep, PAPER_SHAPE).elapsed(slowUntil(39, 2000)).boardCpu(0.98).writeOk();
		}

		final List<PaperFindings.Row> rows = findings();

		assertThat(rows).extracting(PaperFindings.Row::claim)
			.containsExactly("maxThreads=1 has the longest response times",
					"maxThreads=1 returns to steady state last, at about 42 s", "maxThreads=10 returns at about 38 s",
					"maxThreads=100 is slower than 10, and irregular",
					"maxThreads=300 is slower still, with the CPU saturated",
					"throughput is lower only at maxThreads=1", "the good range is maxThreads 10 to 100");
		assertThat(verdicts(rows)).as("%s", rows)
			.startsWith(PaperFindings.Verdict.HOLDS, PaperFindings.Verdict.HOLDS, PaperFindings.Verdict.HOLDS,
					PaperFindings.Verdict.HOLDS, PaperFindings.Verdict.HOLDS);
		assertThat(rows.getFirst().measured()).startsWith("p95 1: ").contains("10: 600 ms");
	}

	@Test
	void aBoardThatBuildsNoQueueShowsNoneOfIt() throws IOException {
		final SweepFixture fixture = new SweepFixture(out);
		for (final int threads : List.of(1, 10, 100, 300)) {
			fixture.run(threads, 1, PAPER_SHAPE).elapsed(s -> 10).boardCpu(0.2).writeOk();
		}

		final List<PaperFindings.Row> rows = findings();

		assertThat(rows.get(0).verdict()).as("%s", rows).isEqualTo(PaperFindings.Verdict.CANNOT_TELL);
		assertThat(rows.get(1).verdict()).isEqualTo(PaperFindings.Verdict.CANNOT_TELL);
		assertThat(rows.get(2)).satisfies(row -> {
			assertThat(row.verdict()).isEqualTo(PaperFindings.Verdict.DOES_NOT_HOLD);
			assertThat(row.why()).startsWith("back at ");
		});
		assertThat(rows.get(4).why()).contains("the CPU stayed below 90 %");
	}

	@Test
	void aSweepWithoutThePapersPointsHasNoFindings() throws IOException {
		final SweepFixture fixture = new SweepFixture(out);
		fixture.run(10, 1, PAPER_SHAPE).elapsed(s -> 10).writeOk();
		fixture.run(100, 1, PAPER_SHAPE).elapsed(s -> 10).writeOk();

		assertThat(findings()).isEmpty();
	}

}
