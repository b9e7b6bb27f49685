package dev.poolsweep.tuning.servers;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.poolsweep.tuning.errors.BadInputException;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A servers folder read back as the command wrote it: each run under its repetition, a
 * failed run counted with a reason that holds commas and quotes, and the settings, notes
 * and thread limits of servers.properties.
 */
class ServersFolderTest {

	private static final Cell SMALL = new Cell(WebServer.TOMCAT, Payload.SMALL, 1000, 10);

	private static final Cell CROWD = new Cell(WebServer.NGINX, Payload.SMALL, 5000, 10);

	@Test
	void runsCsvAndThePropertiesReadBackAsWritten(@TempDir final Path dir) throws Exception {
		final ClosedRunFigures first = new ClosedRunFigures(10_000, 3, 1883.92, 246.68, 275.27, 206.67, 830.67, 1376.33,
				0.56, 0.99);
		// a running mean just below a rounding edge reads back as itself, not as 44.625
		final ClosedRunFigures crowd = new ClosedRunFigures(50_000, 0, 3753.15, 44.62499999999999, 100, 2, 27, 78, 0.27,
				0.8049999999999999);
		Files.writeString(dir.resolve(ServersRunner.RUNS_CSV),
				String.join("\n", ServersRunner.CSV_HEADER,
						ServersRunner.row(1, SMALL, LoadTool.JMETER, "ok", first, ""),
						ServersRunner.row(1, CROWD, LoadTool.JMETER, "ok", crowd, ""),
						ServersRunner.row(2, SMALL, LoadTool.JMETER, "failed", null, "board died, \"twice\""),
						ServersRunner.row(3, SMALL, LoadTool.JMETER, "ok", first, ""), ""));
		final Map<WebServer, Integer> limits = Map.of(WebServer.TOMCAT, 10, WebServer.JETTY, 10, WebServer.NGINX, 2);
		ServersFolder.record(dir, limits, "command: ./poolsweep servers\nmaxThreads: 10", List.of("a note", "b"));
		assertThat(ServersFolder.holds(dir)).isTrue();

		final ServersFolder folder = ServersFolder.read(dir);
		assertThat(folder.cells()).extracting(CellSummary::cell).containsExactly(SMALL, CROWD);
		final CellSummary small = folder.cells().getFirst();
		assertThat(small.byRepetition()).containsOnlyKeys(1, 3).containsEntry(1, first);
		assertThat(small.failed()).isEqualTo(1);
		assertThat(folder.cells().get(1).byRepetition()).containsExactly(Map.entry(1, crowd));
		assertThat(folder.threadLimits()).isEqualTo(limits);
		assertThat(folder.settings()).isEqualTo("command: ./poolsweep servers\nmaxThreads: 10");
		assertThat(folder.notes()).containsExactly("a note", "b");
	}

	@Test
	void aFileNotAsTheCommandWritesItIsAOneLineError(@TempDir final Path dir) throws Exception {
		ServersFolder.record(dir, Map.of(WebServer.TOMCAT, 10, WebServer.JETTY, 10, WebServer.NGINX, 2), "", List.of());
		Files.writeString(dir.resolve(ServersRunner.RUNS_CSV), ServersRunner.CSV_HEADER
				+ "\n1,tomcat-small-c1000,jmeter,undertow,index.html,104,1000,10,ok," + "1,0,1,1,1,1,1,1,1,1,\n");
		assertThatThrownBy(() -> ServersFolder.read(dir)).isInstanceOf(BadInputException.class)
			.hasMessageContaining("runs.csv line 2: ")
			.hasMessageNotContaining("\n");
		Files.writeString(dir.resolve(ServersRunner.RUNS_CSV), "repetition,cell\n");
		assertThatThrownBy(() -> ServersFolder.read(dir)).isInstanceOf(BadInputException.class)
			.hasMessageContaining("does not start with the header");
		Files.delete(dir.resolve(ServersFolder.PROPERTIES));
		assertThat(ServersFolder.holds(dir)).as("runs.csv alone").isTrue();
		assertThatThrownBy(() -> ServersFolder.read(dir)).isInstanceOf(BadInputException.class)
			.hasMessageContaining("servers.properties is missing");
		assertThat(ServersFolder.holds(dir.resolve("missing"))).isFalse();
	}

}
