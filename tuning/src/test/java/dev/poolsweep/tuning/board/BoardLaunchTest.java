package dev.poolsweep.tuning.board;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

import dev.poolsweep.db.MySqlServers;
import dev.poolsweep.tuning.settings.BoardPools;
import dev.poolsweep.tuning.settings.BoardSettings;
import dev.poolsweep.tuning.settings.Point;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

class BoardLaunchTest {

	private final BoardSettings settings = new BoardSettings("512m", 1000, Duration.ofMillis(5), Duration.ZERO,
			Duration.ofSeconds(60));

	private final BoardLaunch.BoardPorts ports = new BoardLaunch.BoardPorts(8080, 8081, 9010);

	@Test
	void commandCarriesThePointFixedHeapAndRemoteJmx() {
		final BoardLaunch launch = new BoardLaunch("/jdk/bin/java", Path.of("board.jar"), settings,
				new Point(10, 100, 100, 10, null), MySqlServers.external("jdbc:mysql://db/board", "board", "s3cret"),
				ports, "0");
		final List<String> command = launch.command();
		assertThat(command.subList(0, 4)).containsExactly("taskset", "-c", "0", "/jdk/bin/java");
		assertThat(command).contains("-Xms512m", "-Xmx512m", "-Dcom.sun.management.jmxremote.port=9010",
				"-Dcom.sun.management.jmxremote.rmi.port=9010", "-Djava.rmi.server.hostname=127.0.0.1",
				"-Dcom.sun.management.jmxremote.authenticate=false", "-jar", "board.jar", "--server.port=8080",
				"--management.server.port=8081", "--board.seed.count=1000", "--server.tomcat.threads.max=10",
				"--spring.datasource.hikari.maximum-pool-size=100", "--server.tomcat.accept-count=100",
				"--server.tomcat.max-connections=10", "--board.experiment.cpu-work=5ms");
		assertThat(command).noneMatch(arg -> arg.contains("db-hold") || arg.contains("min-spare"));
		assertThat(String.join(" ", command)).doesNotContain("s3cret");
		assertThat(launch.environment()).containsEntry("SPRING_DATASOURCE_PASSWORD", "s3cret")
			.containsEntry("SPRING_DATASOURCE_URL", "jdbc:mysql://db/board")
			.containsKey("BOARD_ADMIN_PASSWORD");
		assertThat(ports.jmxUrl()).isEqualTo("service:jmx:rmi:///jndi/rmi://127.0.0.1:9010/jmxrmi");
	}

	@Test
	void theFastStartIsUsedWhenTheBuildMadeIt(@TempDir final Path target) throws Exception {
		final Path jar = Files.createFile(target.resolve("suggestion-board.jar"));
		final BoardLaunch launch = new BoardLaunch("java", jar, settings, BoardPools.AS_SHIPPED,
				MySqlServers.external("jdbc:mysql://db/board", "u", "p"), ports, "");
		assertThat(launch.command()).containsSequence("-jar", jar.toString());

		final Path fastStart = Files.createDirectories(target.resolve("fast-start"));
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
	void calibrationStartsTheBoardWithItsDefaultsUnpinned() {
		final BoardLaunch launch = new BoardLaunch("java", Path.of("board.jar"), settings, BoardPools.AS_SHIPPED,
				MySqlServers.external("jdbc:mysql://db/board", "u", "p"), ports, "");
		assertThat(launch.command().getFirst()).isEqualTo("java");
		assertThat(launch.command()).noneMatch(arg -> arg.startsWith("--server.tomcat") || arg.contains("hikari"));
	}

}
