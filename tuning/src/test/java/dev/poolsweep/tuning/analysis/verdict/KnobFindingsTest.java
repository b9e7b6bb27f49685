package dev.poolsweep.tuning.analysis.verdict;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;

import dev.poolsweep.tuning.analysis.series.AnalysisOptions;
import dev.poolsweep.tuning.analysis.Figure;
import dev.poolsweep.tuning.analysis.PointAnalysis;
import dev.poolsweep.tuning.knob.Knob;
import dev.poolsweep.tuning.analysis.sweep.SweepAnalyzer;
import dev.poolsweep.tuning.analysis.SweepFixture;
import dev.poolsweep.tuning.results.SweepKeys;
import dev.poolsweep.tuning.results.SweepRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

class KnobFindingsTest {

	private static final String PROFILE = "const(4,3s) const(12,3s) const(4,6s)";

	@TempDir
	Path out;

	/** maxThreads 1 with a connect failure in the burst, 10 without. */
	private List<PointAnalysis> points() throws IOException {
		final SweepFixture fixture = new SweepFixture(out);
		fixture.run(1, 1, PROFILE)
			.failFirstOf(4, "Non HTTP response code: org.apache.http.conn.ConnectTimeoutException", "connect timed out")
			.writeOk();
		fixture.run(10, 1, PROFILE).writeOk();
		return new SweepAnalyzer(AnalysisOptions.defaults()).analyze(out).points();
	}

	@Test
	void saysWhereAnEffectAppearedAndWhereNot() throws IOException {
		final KnobFindings findings = KnobFindings.over(points(), SweepRecord.NONE);
		assertThat(findings.presence(Figure.ERRORS_CONNECT, "Connect failures"))
			.isEqualTo("Connect failures at maxThreads=1 (1); none at maxThreads=10 (medians over the repetitions).");
		assertThat(findings.presence(Figure.ERRORS_READ_TIMEOUT, "Read time-outs"))
			.isEqualTo("Read time-outs: none at any point (medians over the repetitions).");
	}

	@Test
	void onlyTheKnobsThatVaryAreExplained() throws IOException {
		assertThat(KnobFindings.of(points(), SweepRecord.NONE)).extracting(KnobFindings.Finding::knob)
			.containsExactly(Knob.MAX_THREADS);
	}

	@Test
	void theBacklogLinesSayWhatTheKernelAndTomcatMadeOfAcceptCount() throws IOException {
		final Properties sweep = new Properties();
		sweep.setProperty(SweepKeys.HOST_SOMAXCONN, "64");
		sweep.setProperty(SweepKeys.HOST_TCP_ABORT_ON_OVERFLOW, "0");
		final List<String> lines = BacklogLimits.of(points(), SweepRecord.of(sweep)).lines();
		assertThat(lines.getFirst()).isEqualTo(
				"net.core.somaxconn = 64: the kernel capped acceptCount=100 to 64 (the backlog the client met).");
		assertThat(lines).anyMatch(line -> line.startsWith("net.ipv4.tcp_abort_on_overflow = 0: a connection"))
			.anyMatch(line -> line
				.startsWith("maxConnections is Tomcat's default (8192) at t1-p100-a100, t10-p100-a100"));
		sweep.setProperty(SweepKeys.HOST_SOMAXCONN, "4096");
		assertThat(BacklogLimits.of(points(), SweepRecord.of(sweep)).lines().getFirst())
			.isEqualTo("net.core.somaxconn = 4096: the kernel capped no acceptCount of this sweep.");
	}

}
