package dev.poolsweep.tuning.sweep;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

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
		final Path jar = dir.resolve("board.jar");
		try (OutputStream file = Files.newOutputStream(jar); ZipOutputStream zip = new ZipOutputStream(file)) {
			zip.putNextEntry(new ZipEntry("BOOT-INF/lib/HikariCP-7.0.2.jar"));
			zip.putNextEntry(new ZipEntry("BOOT-INF/lib/mysql-connector-j-9.7.0.jar"));
		}
		assertThat(JarContents.jdbcDriver(jar)).isEqualTo("mysql-connector-j-9.7.0");
		assertThat(JarContents.jdbcDriver(dir.resolve("missing.jar"))).isEmpty();
	}

	@Test
	@EnabledOnOs(OS.LINUX)
	void kernelSettingsAreReadWhole() {
		assertThat(ProcStats.sysctl("net.core.somaxconn")).as("more than the first byte").matches("\\d{2,}");
		assertThat(ProcStats.sysctl("net.no.such.setting")).isEmpty();
	}

}
