package dev.poolsweep.tuning.servers;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.jar.JarOutputStream;
import java.util.zip.ZipEntry;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.poolsweep.tuning.errors.EnvironmentException;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * nginx's configuration: loopback only, the board's connection limit, one worker per
 * pinned CPU, every file it writes in the run's folder; and the files it serves are the
 * board jar's own bytes.
 */
class NginxTest {

	@TempDir
	Path dir;

	@Test
	void servesTheRootOnLoopbackWithTheBoardsConnectionLimitAndWritesOnlyInTheRunsFolder() {
		final String conf = Nginx.configuration(Path.of("/srv/root"), 41234, 1, dir);
		assertThat(conf).contains("listen 127.0.0.1:41234;", "root /srv/root;", "worker_processes 1;",
				"worker_connections 8192;", "daemon off;", "access_log off;", "pid " + dir.resolve("nginx.pid"),
				"error_log " + dir.resolve("nginx.log"), "client_body_temp_path " + dir.resolve("nginx-temp/body"));
		assertThat(conf.lines().filter(line -> line.contains("/var/"))).isEmpty();
	}

	@Test
	void copiesThePayloadsOutOfTheBoardsJar() throws IOException {
		final Path jar = dir.resolve("board.jar");
		try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
			for (final Payload payload : Payload.values()) {
				out.putNextEntry(new ZipEntry("BOOT-INF/classes/static/payload/" + payload.file()));
				out.write(new byte[(int) Math.min(payload.bytes(), 1000)]);
				out.write(payload.file().getBytes());
				out.closeEntry();
			}
		}
		Nginx.copyPayloads(jar, dir.resolve("root"));
		assertThat(Files.size(dir.resolve("root/payload/cat.jpg"))).isEqualTo(1000 + "cat.jpg".length());
		assertThat(Files.readString(dir.resolve("root/payload/index.html"))).endsWith("index.html");
	}

	@Test
	void aJarWithoutThePayloadsIsSaidInOneLine() throws IOException {
		final Path jar = dir.resolve("old.jar");
		try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
			out.putNextEntry(new ZipEntry("BOOT-INF/classes/application.yaml"));
			out.closeEntry();
		}
		assertThatThrownBy(() -> Nginx.copyPayloads(jar, dir.resolve("root"))).isInstanceOf(EnvironmentException.class)
			.hasMessageContaining("has no /payload/index.html");
	}

}
