package dev.poolsweep.tuning.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;

import dev.poolsweep.tuning.analysis.SweepFixture;
import dev.poolsweep.tuning.settings.AppSettings;
import dev.poolsweep.tuning.results.SweepFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * An application without HikariCP: every run names the pool's MBean in
 * outcome.properties; the report names it once and leaves the figures that need it empty.
 */
class MissingMBeansReportTest {

	private static final String PROFILE = "const(2,3s) const(4,3s) const(2,6s)";

	@TempDir
	Path out;

	@Test
	void theReportNamesWhatIsMissingOnceAndInventsNoFigure() throws IOException {
		final SweepFixture fixture = new SweepFixture(out)
			.app(new AppSettings(out.resolve("jetty-app.jar"), List.of("--spring.profiles.active=x"), List.of(), null));
		for (final int maxThreads : List.of(1, 10)) {
			for (final int repetition : List.of(1, 2)) {
				fixture.run(maxThreads, repetition, PROFILE).withoutHikari().writeOk();
			}
		}
		SweepFile.write(out, fixture.run(1, 1, PROFILE).sweep(), new Properties());

		ReportWriter.write(out);

		final String html = Files.readString(out.resolve("report.html"));
		assertThat(html).containsOnlyOnce("Not exposed by the application")
			.containsOnlyOnce("left empty: com.zaxxer.hikari:type=Pool (poolsweep).")
			.contains("application jetty-app.jar --spring.profiles.active=x \u00b7 GET /items");
		final List<String> summary = Files.readAllLines(out.resolve("summary.csv"));
		final List<String> header = List.of(summary.getFirst().split(","));
		for (final String line : summary.subList(1, summary.size())) {
			final String[] row = line.split(",", -1);
			assertThat(row[header.indexOf("hikari_pending_peak")]).as("never invented").isEmpty();
			assertThat(row[header.indexOf("hikari_pending_mean")]).isEmpty();
			assertThat(row[header.indexOf("hikari_active_peak")]).isEmpty();
			assertThat(row[header.indexOf("busy_threads_peak")]).as("Tomcat's were there").isNotEmpty();
		}
	}

	@Test
	void aBoardSweepWithEveryMBeanSaysNothingOfIt() throws IOException {
		new SweepFixture(out).run(10, 1, PROFILE).writeOk();
		ReportWriter.write(out);
		assertThat(Files.readString(out.resolve("report.html"))).doesNotContain("Not exposed")
			.doesNotContain("application ");
	}

}
