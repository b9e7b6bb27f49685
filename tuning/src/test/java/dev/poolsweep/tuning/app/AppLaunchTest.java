package dev.poolsweep.tuning.app;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

import dev.poolsweep.db.MySqlServer;
import dev.poolsweep.db.MySqlServers;
import dev.poolsweep.tuning.knob.Knob;
import dev.poolsweep.tuning.process.CpuPinning;
import dev.poolsweep.tuning.settings.AppSettings;
import dev.poolsweep.tuning.settings.BoardPools;
import dev.poolsweep.tuning.settings.BoardSettings;
import dev.poolsweep.tuning.settings.Point;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assumptions.assumeThat;

class AppLaunchTest {

	private static final MySqlServer DATABASE = MySqlServers.external("jdbc:mysql://db/board", "board", "s3cret");

	private final BoardSettings settings = new BoardSettings("512m", 1000, Duration.ofMillis(5), Duration.ZERO,
			Duration.ofSeconds(60));

	private final AppPorts ports = new AppPorts(8080, 8081, 9010);

	@TempDir
	Path dir;

	private Board board() throws IOException {
		return new Board(Files.createFile(dir.resolve("suggestion-board.jar")), settings);
	}

	@Test
	void commandCarriesThePointFixedHeapRemoteJmxAndTheMBeansOnLoopback() throws IOException {
		final AppLaunch launch = new AppLaunch("/jdk/bin/java", board(), "512m", new Point(10, 100, 100, 10, null),
				DATABASE, ports, new CpuPinning("0", "1"));
		final List<String> command = launch.command();
		// it starts on both CPUs, sized for the board's one, and is pinned to it once
		// ready
		assertThat(command.subList(0, 5)).containsExactly("taskset", "-c", "0,1", "/jdk/bin/java",
				"-XX:ActiveProcessorCount=1");
		assertThat(command).contains("-Xms512m", "-Xmx512m", "-Dcom.sun.management.jmxremote.port=9010",
				"-Dcom.sun.management.jmxremote.rmi.port=9010", "-Djava.rmi.server.hostname=127.0.0.1",
				"-Dcom.sun.management.jmxremote.authenticate=false", "-jar", "--server.port=8080",
				"--server.address=127.0.0.1", "--management.server.port=8081", "--management.server.address=127.0.0.1",
				"--server.tomcat.mbeanregistry.enabled=true", "--spring.datasource.hikari.register-mbeans=true",
				"--spring.datasource.hikari.pool-name=poolsweep", "--board.seed.count=1000",
				"--server.tomcat.threads.max=10", "--spring.datasource.hikari.maximum-pool-size=100",
				"--server.tomcat.accept-count=100", "--server.tomcat.max-connections=10",
				"--board.experiment.cpu-work=5000us");
		assertThat(command).noneMatch(arg -> arg.contains("db-hold") || arg.contains("min-spare"));
		assertThat(String.join(" ", command)).doesNotContain("s3cret");
		assertThat(launch.environment()).containsEntry("SPRING_DATASOURCE_PASSWORD", "s3cret")
			.containsEntry("SPRING_DATASOURCE_URL", "jdbc:mysql://db/board")
			.containsKey("BOARD_ADMIN_PASSWORD");
		assertThat(ports.jmxUrl()).isEqualTo("service:jmx:rmi:///jndi/rmi://127.0.0.1:9010/jmxrmi");
	}

	@Test
	void theFastStartIsUsedWhenTheBuildMadeIt() throws Exception {
		final Board board = board();
		final Path jar = board.jar();
		final AppLaunch launch = new AppLaunch("java", board, "512m", BoardPools.AS_SHIPPED, DATABASE, ports,
				CpuPinning.NONE);
		assertThat(launch.command()).containsSequence("-jar", jar.toString());

		final Path fastStart = Files.createDirectories(dir.resolve("fast-start"));
		Files.createFile(fastStart.resolve("suggestion-board.jar"));
		assertThat(launch.command()).as("no cache, no fast start").containsSequence("-jar", jar.toString());

		Files.createFile(fastStart.resolve("suggestion-board.aot"));
		assumeThat(Runtime.version().feature()).as("the AOT cache needs JDK 25").isGreaterThanOrEqualTo(25);
		assertThat(launch.command()).contains("-XX:AOTCache=" + fastStart.resolve("suggestion-board.aot"))
			.containsSequence("-jar", fastStart.resolve("suggestion-board.jar").toString());

		Files.setLastModifiedTime(jar, FileTime.from(Instant.now().plusSeconds(60)));
		assertThat(launch.command()).as("a jar built after the cache").containsSequence("-jar", jar.toString());
	}

	@Test
	void calibrationStartsTheApplicationWithItsOwnPoolSettingsUnpinned() throws IOException {
		final AppLaunch launch = new AppLaunch("java", board(), "512m", BoardPools.AS_SHIPPED, DATABASE, ports,
				CpuPinning.NONE);
		assertThat(launch.command().getFirst()).isEqualTo("java");
		assertThat(launch.command()).noneMatch(arg -> arg.startsWith("--server.tomcat.threads")
				|| arg.startsWith("--server.tomcat.accept") || arg.contains("maximum-pool-size"));
	}

	@Test
	void anotherApplicationGetsItsOwnOptionsAndArgumentsAroundTheHarnesss() throws IOException {
		final Path jar = FakeBootJar.write(dir.resolve("petclinic.jar"), "4.0.3",
				"spring-boot-actuator-autoconfigure-4.0.3.jar", "HikariCP-7.0.2.jar");
		final OtherApp app = OtherApp.of(new AppSettings(jar, List.of("--spring.profiles.active=mysql"),
				List.of("-Dfile.encoding=UTF-8"), null));
		final List<String> command = new AppLaunch("java", app, "1g", new Point(100, 10, 100, null, null), DATABASE,
				ports, CpuPinning.NONE)
			.command();
		assertThat(command).containsSequence("-Dfile.encoding=UTF-8", "-jar", jar.toString())
			.contains("-Xmx1g", "--management.endpoint.health.probes.enabled=true")
			.noneMatch(arg -> arg.startsWith("--board."));
		assertThat(command.getLast()).as("its own arguments last").isEqualTo("--spring.profiles.active=mysql");
		assertThat(command.indexOf("--server.tomcat.threads.max=100"))
			.isGreaterThan(command.indexOf("--spring.datasource.hikari.pool-name=poolsweep"));
		assertThat(app.hasActuator()).isTrue();
		assertThat(app.environment()).isEmpty();
	}

	@Test
	void aCollectorInTheApplicationsOptionsReplacesG1() throws IOException {
		final Path jar = FakeBootJar.write(dir.resolve("petclinic.jar"), "4.0.3", "HikariCP-7.0.2.jar");
		final OtherApp parallel = OtherApp.of(new AppSettings(jar, List.of(), List.of("-XX:+UseParallelGC"), null));
		final OtherApp other = OtherApp
			.of(new AppSettings(jar, List.of(), List.of("-XX:+UseStringDeduplication"), null));

		assertThat(new AppLaunch("java", parallel, "1g", BoardPools.AS_SHIPPED, DATABASE, ports, CpuPinning.NONE)
			.command()).contains("-XX:+UseParallelGC").doesNotContain("-XX:+UseG1GC");
		assertThat(
				new AppLaunch("java", other, "1g", BoardPools.AS_SHIPPED, DATABASE, ports, CpuPinning.NONE).command())
			.contains("-XX:+UseG1GC", "-XX:+UseStringDeduplication");
	}

	@Test
	void anApplicationWithoutTheActuatorIsReadyWhenItsPathAnswers() throws IOException {
		final OtherApp app = OtherApp.of(new AppSettings(
				FakeBootJar.write(dir.resolve("tiny.jar"), "4.0.3", "HikariCP-7.0.2.jar"), List.of(), List.of(), null));
		assertThat(app.hasActuator()).isFalse();
		assertThat(
				new AppLaunch("java", app, "512m", BoardPools.AS_SHIPPED, DATABASE, ports, CpuPinning.NONE).command())
			.noneMatch(arg -> arg.contains("probes"));
		assertThat(Readiness.of(false, "/items").describe(ports))
			.isEqualTo("GET http://127.0.0.1:8080/items answering 2xx or 3xx");
		assertThat(Readiness.of(false, null).describe(null)).isEqualTo("GET / answering below 500");
		assertThat(Readiness.of(true, "/items").describe(null))
			.isEqualTo("GET /actuator/health/readiness on the management port answering 200");
		assertThat(Readiness.of(false, "/items").ready(302)).isTrue();
		assertThat(Readiness.of(false, "/items").ready(404)).isFalse();
		assertThat(Readiness.of(false, null).ready(404)).isTrue();
		assertThat(Readiness.of(false, null).ready(503)).isFalse();
	}

	/**
	 * Every Spring property on the command line of an application at a point that sets
	 * every knob (so every property the registry gives the board), whatever the harness
	 * adds for it, is refused as that application's own argument.
	 */
	@Test
	void everyPropertyTheHarnessSetsIsRefusedAsAnAppArg() throws IOException {
		final Path jar = FakeBootJar.write(dir.resolve("app.jar"), "4.0.3",
				"spring-boot-actuator-autoconfigure-4.0.3.jar");
		final Map<Knob, Integer> everyKnob = new EnumMap<>(Knob.class);
		for (final Knob knob : Knob.values()) {
			everyKnob.put(knob, knob.defaultValue());
		}
		final OtherApp app = OtherApp.of(new AppSettings(jar, List.of(), List.of(), null));
		final List<String> properties = new AppLaunch("java", app, "1g", new Point(everyKnob), DATABASE, ports,
				CpuPinning.NONE)
			.command()
			.stream()
			.filter(argument -> argument.startsWith("--") && argument.contains("="))
			.toList();
		assertThat(properties).hasSizeGreaterThan(Knob.values().length);
		assertThat(properties).allSatisfy(argument -> assertThatIllegalArgumentException().as(argument)
			.isThrownBy(() -> OtherApp.of(new AppSettings(jar, List.of(argument), List.of(), null)))
			.withMessageContaining("the harness sets"));
	}

	@Test
	void whatTheHarnessSetsCannotBeGivenAgainAndTheJarMustBeSpringBoots() throws IOException {
		final Path jar = FakeBootJar.write(dir.resolve("app.jar"), "3.5.0");
		assertThatIllegalArgumentException()
			.isThrownBy(
					() -> OtherApp.of(new AppSettings(jar, List.of("--server.tomcat.threads.max=5"), List.of(), null)))
			.withMessage("--app-arg --server.tomcat.threads.max=5: the harness sets server.tomcat.threads.max itself "
					+ "(Spring would join both values)");
		assertThatIllegalArgumentException()
			.isThrownBy(() -> OtherApp.of(new AppSettings(jar, List.of(), List.of("-Xmx2g"), null)))
			.withMessageStartingWith("--jvm-arg -Xmx2g: the harness sets the heap (--heap)");
		final Path plain = FakeBootJar.write(dir.resolve("plain.jar"), null);
		assertThatIllegalArgumentException()
			.isThrownBy(() -> OtherApp.of(new AppSettings(plain, List.of(), List.of(), null)))
			.withMessageEndingWith(
					"plain.jar is not an executable Spring Boot jar (its manifest has no Spring-Boot-Version)");
		assertThatIllegalArgumentException()
			.isThrownBy(() -> OtherApp.of(new AppSettings(dir.resolve("none.jar"), List.of(), List.of(), null)))
			.withMessageStartingWith("--app: no file at ");
		assertThatIllegalArgumentException()
			.isThrownBy(() -> OtherApp.of(new AppSettings(jar, List.of(), List.of(), dir.resolve("none.sql"))))
			.withMessageStartingWith("--reset-sql ");
	}

	@Test
	void resetSqlIsSplitAtSemicolonsThatEndALine() {
		assertThat(ResetSql.split("""
				-- start every run from the seeded rows
				DELETE FROM item WHERE id > 10;
				UPDATE item SET name = 'a;b'
				  WHERE id = 1;
				""")).containsExactly("DELETE FROM item WHERE id > 10", "UPDATE item SET name = 'a;b'\n  WHERE id = 1");
		assertThat(ResetSql.split("  \n-- nothing\n")).isEmpty();
	}

}
