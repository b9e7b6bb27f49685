package dev.poolsweep.tuning.knob;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.poolsweep.tuning.settings.Defaults;
import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.Yaml;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The defaults the harness assumes are the board's: each knob's default
 * ({@link Knob#defaultValue()}) and {@link Defaults#POOL_TIMEOUT} are what
 * app/src/main/resources/application.yaml sets, a knob whose default is Tomcat's or
 * HikariCP's is one application.yaml leaves unset, and the README's table of pool
 * settings says the same. The tests run in the tuning module's folder.
 */
class BoardDefaultsTest {

	private static final Path APPLICATION_YAML = Path.of("../app/src/main/resources/application.yaml");

	private static final Path README = Path.of("../README.md");

	/**
	 * A row of the README's table: | `maxThreads` | `server.tomcat.threads.max` | 200 |
	 */
	private static final Pattern README_ROW = Pattern.compile("\\| `[^`]+` \\| `([a-z.-]+)` \\| (\\S+) \\|");

	@Test
	void theBoardsKnobsDefaultToWhatApplicationYamlSets() throws IOException {
		final Map<String, Object> yaml = applicationYaml();
		for (final Knob knob : Knob.values()) {
			if (knob.origin() == Knob.Origin.BOARD) {
				final Object value = property(yaml, knob.springProperty());
				final Object expected = knob.isSwitch() ? Boolean.valueOf(knob.defaultValue() != 0)
						: Integer.valueOf(knob.defaultValue());
				assertThat(value).as(knob.springProperty() + " in application.yaml").isEqualTo(expected);
			}
		}
	}

	/**
	 * The board ships with equal limits on either server: where a knob of the board's is
	 * Jetty's own property there, application.yaml sets it to the same default.
	 */
	@Test
	void theBoardOnJettyShipsWithTheSameDefaults() throws IOException {
		final Map<String, Object> yaml = applicationYaml();
		for (final Knob knob : Knob.values()) {
			final String jetty = knob.springProperty(Server.JETTY);
			if (knob.origin() == Knob.Origin.BOARD && jetty != null && !jetty.equals(knob.springProperty())) {
				assertThat(property(yaml, jetty)).as(jetty + " in application.yaml").isEqualTo(knob.defaultValue());
			}
		}
	}

	@Test
	void aKnobAtTomcatsOrHikarisDefaultIsOneApplicationYamlLeavesUnset() throws IOException {
		final Map<String, Object> yaml = applicationYaml();
		for (final Knob knob : Knob.values()) {
			if (knob.origin() == Knob.Origin.TOMCAT || knob.origin() == Knob.Origin.HIKARI) {
				assertThat(property(yaml, knob.springProperty())).as(knob.springProperty() + " in application.yaml")
					.isNull();
			}
		}
	}

	@Test
	void thePoolTimeOutIsTheBoards() throws IOException {
		assertThat(property(applicationYaml(), Defaults.POOL_TIMEOUT_PROPERTY))
			.isEqualTo((int) Defaults.POOL_TIMEOUT.toMillis());
	}

	@Test
	void theReadmesTableSaysTheSame() throws IOException {
		final Matcher rows = README_ROW.matcher(Files.readString(README));
		int seen = 0;
		while (rows.find()) {
			final String property = rows.group(1);
			final Knob knob = java.util.Arrays.stream(Knob.values())
				.filter(k -> property.equals(k.springProperty()))
				.findFirst()
				.orElseThrow(() -> new AssertionError("README names " + property + ", which is no knob"));
			final Knob decider = knob.defaultDecidedBy();
			assertThat(rows.group(2)).as(property + " in README.md")
				.isEqualTo(decider != null ? decider.displayName() : knob.text(knob.defaultValue()));
			seen++;
		}
		assertThat(seen).as("rows of the README's table of pool settings").isPositive();
	}

	private static Map<String, Object> applicationYaml() throws IOException {
		try (Reader reader = Files.newBufferedReader(APPLICATION_YAML)) {
			return new Yaml().load(reader);
		}
	}

	/** A dotted property's value in the nested maps; null when it is not set. */
	@SuppressWarnings("unchecked")
	private static Object property(final Map<String, Object> yaml, final String property) {
		Object node = yaml;
		for (final String part : property.split("\\.")) {
			if (!(node instanceof Map<?, ?> map)) {
				return null;
			}
			node = ((Map<String, Object>) map).get(part);
		}
		return node;
	}

}
