package dev.poolsweep.tuning.cli;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import dev.poolsweep.tuning.results.ResultsFolder;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A results folder written before the results contract was typed still loads: the
 * reproduce-quick fixture (src/test/resources/model-check/README.md says how it was
 * made), reported again, gives the summary.csv that {@code poolsweep report} wrote for it
 * before, kept in src/test/resources/results-format/reproduce-quick.summary.csv.
 */
class ReportOnAnEarlierFolderTest {

	@TempDir
	Path dir;

	@Test
	void theReportOfAnEarlierFolderIsTheSame() throws IOException, URISyntaxException {
		copyTree(resource("/model-check/reproduce-quick"), dir);

		assertThat(new CommandRun().run("report", dir.toString())).isZero();

		assertThat(dir.resolve(ResultsFolder.SUMMARY_CSV))
			.hasSameTextualContentAs(resource("/results-format/reproduce-quick.summary.csv"));
	}

	/**
	 * Reported again, a tune's folder ends with the tune's answer, not with the sweep's
	 * ranking of its runs, which named another point.
	 */
	@Test
	void theReportOfATunesFolderEndsWithTheTunesAnswer() throws IOException, URISyntaxException {
		copyTree(resource("/model-check/reproduce-quick"), dir);
		Files.writeString(dir.resolve(ResultsFolder.TUNE_PROPERTIES),
				"# the cheapest settings shown to meet the SLO p95=6s: maxThreads=1, maxTotal=100\n"
						+ "server.tomcat.threads.max=1\n");

		final String shown = ReportCommand.write(dir);

		assertThat(shown.lines().toList().getLast())
			.isEqualTo("the tune's answer (" + dir.resolve(ResultsFolder.TUNE_PROPERTIES)
					+ "): the cheapest settings shown to meet the SLO p95=6s: " + "maxThreads=1, maxTotal=100");
		assertThat(ReportCommand.write(dir)).doesNotContain("ecommended");
	}

	private static Path resource(final String name) throws URISyntaxException {
		return Path.of(ReportOnAnEarlierFolderTest.class.getResource(name).toURI());
	}

	private static void copyTree(final Path from, final Path to) throws IOException {
		try (Stream<Path> paths = Files.walk(from)) {
			for (final Path path : paths.toList()) {
				final Path target = to.resolve(from.relativize(path).toString());
				if (Files.isDirectory(path)) {
					Files.createDirectories(target);
				}
				else {
					Files.copy(path, target);
				}
			}
		}
	}

}
