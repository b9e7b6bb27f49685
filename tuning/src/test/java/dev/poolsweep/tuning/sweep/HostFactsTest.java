package dev.poolsweep.tuning.sweep;

import java.io.IOException;
import java.nio.file.Path;

import dev.poolsweep.tuning.app.BootJar;
import dev.poolsweep.tuning.app.FakeBootJar;
import dev.poolsweep.tuning.process.ProcStats;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

/** The facts about the machine and the board that decide what the presets show. */
class HostFactsTest {

	@TempDir
	Path dir;

	@Test
	void theJdbcDriverIsReadFromTheBootJarsLibraries() throws IOException {
		final Path jar = FakeBootJar.write(dir.resolve("board.jar"), "4.0.3", "HikariCP-7.0.2.jar",
				"mysql-connector-j-9.7.0.jar");
		assertThat(BootJar.jdbcDriver(jar)).isEqualTo("mysql-connector-j-9.7.0");
		assertThat(BootJar.jdbcDriver(FakeBootJar.write(dir.resolve("h2.jar"), "4.0.3", "h2-2.3.232.jar"))).isEmpty();
		assertThat(BootJar.jdbcDriver(dir.resolve("missing.jar"))).isEmpty();
	}

	@Test
	@EnabledOnOs(OS.LINUX)
	void kernelSettingsAreReadWhole() {
		assertThat(ProcStats.sysctl("net.core.somaxconn")).as("more than the first byte").matches("\\d{2,}");
		assertThat(ProcStats.sysctl("net.no.such.setting")).isEmpty();
	}

}
