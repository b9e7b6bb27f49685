package dev.poolsweep.tuning.cli;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import dev.poolsweep.db.MySqlServers;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The pinned MySQL image and JMeter version, and the name of the offline MySQL image, are
 * spelled in docker/versions.env for the scripts; the copies that cannot read that file
 * match it, and the scripts read it rather than spell the offline image themselves.
 */
class VersionsTest {

	private static final Path ROOT = Path.of("..");

	private static Properties versions() throws IOException {
		final Properties versions = new Properties();
		try (Reader reader = Files.newBufferedReader(ROOT.resolve("docker/versions.env"))) {
			versions.load(reader);
		}
		return versions;
	}

	@Test
	void everyCopyMatchesVersionsEnv() throws IOException {
		final Properties versions = versions();
		final String mysql = versions.getProperty("POOLSWEEP_MYSQL_IMAGE_DEFAULT");
		final String jmeter = versions.getProperty("POOLSWEEP_JMETER_VERSION");
		assertThat(MySqlServers.DEFAULT_IMAGE).isEqualTo(mysql);
		assertThat(Files.readString(ROOT.resolve("jmeter-plans/pom.xml")))
			.contains("<jmeter.version>" + jmeter + "</jmeter.version>");
		assertThat(Files.readString(ROOT.resolve("docker/compose.yaml"))).contains("${MYSQL_IMAGE:-" + mysql + "}",
				"${JMETER_IMAGE:-poolsweep/jmeter:" + jmeter + "}");
	}

	/**
	 * One spelling of the offline image's name (issue 31): the scripts take it from
	 * versions.env, the one variable that chooses an image is POOLSWEEP_MYSQL_IMAGE, and
	 * where a page names the image it names the same one.
	 */
	@Test
	void theOfflineImageHasOneNameAndOneVariable() throws IOException {
		final String offline = versions().getProperty("POOLSWEEP_MYSQL_IMAGE_OFFLINE");
		assertThat(offline).startsWith("poolsweep/mariadb:");
		final Pattern named = Pattern.compile("poolsweep/mariadb:[\\w.-]+");
		final List<String> wrong = new ArrayList<>();
		for (final Path file : files()) {
			final String text = Files.readString(file);
			final String name = ROOT.relativize(file).toString();
			if (text.contains("POOLSWEEP_MARIADB_IMAGE")) {
				wrong.add(name + ": POOLSWEEP_MARIADB_IMAGE (the variable is POOLSWEEP_MYSQL_IMAGE)");
			}
			final boolean script = name.equals(".ci/run") || name.endsWith(".sh");
			final Matcher image = named.matcher(text);
			while (image.find()) {
				if (script) {
					wrong.add(name + ": spells " + image.group() + " (source docker/versions.env)");
				}
				else if (!image.group().equals(offline)) {
					wrong.add(name + ": " + image.group() + ", not " + offline);
				}
			}
		}
		assertThat(wrong).isEmpty();
	}

	/** Scripts and pages of the repository, outside build output and hidden folders. */
	private static List<Path> files() throws IOException {
		final List<Path> files = new ArrayList<>(List.of(ROOT.resolve(".ci/run")));
		try (Stream<Path> walk = Files.walk(ROOT)) {
			walk.filter(Files::isRegularFile).filter((path) -> {
				final String file = path.getFileName().toString();
				return file.endsWith(".sh") || file.endsWith(".md") || file.endsWith(".yaml") || file.endsWith(".xml");
			}).filter((path) -> {
				for (final Path part : ROOT.relativize(path)) {
					final String name = part.toString();
					if (name.equals("target") || name.equals("results") || name.startsWith(".")) {
						return false;
					}
				}
				return true;
			}).forEach(files::add);
		}
		return files;
	}

}
