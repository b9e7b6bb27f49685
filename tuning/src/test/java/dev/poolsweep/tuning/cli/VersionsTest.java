package dev.poolsweep.tuning.cli;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;

import dev.poolsweep.db.MySqlServers;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The pinned MySQL image and JMeter version are spelled in docker/versions.env for the
 * scripts; the copies that cannot read that file match it.
 */
class VersionsTest {

	private static final Path ROOT = Path.of("..");

	@Test
	void everyCopyMatchesVersionsEnv() throws IOException {
		final Properties versions = new Properties();
		try (Reader reader = Files.newBufferedReader(ROOT.resolve("docker/versions.env"))) {
			versions.load(reader);
		}
		final String mysql = versions.getProperty("POOLSWEEP_MYSQL_IMAGE_DEFAULT");
		final String jmeter = versions.getProperty("POOLSWEEP_JMETER_VERSION");
		assertThat(MySqlServers.DEFAULT_IMAGE).isEqualTo(mysql);
		assertThat(Files.readString(ROOT.resolve("jmeter-plans/pom.xml")))
			.contains("<jmeter.version>" + jmeter + "</jmeter.version>");
		assertThat(Files.readString(ROOT.resolve("docker/compose.yaml"))).contains("${MYSQL_IMAGE:-" + mysql + "}",
				"${JMETER_IMAGE:-poolsweep/jmeter:" + jmeter + "}");
	}

}
