package dev.poolsweep.tuning.servers;

import java.util.List;

import org.junit.jupiter.api.Test;

import dev.poolsweep.tuning.errors.BadInputException;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The seed's matrix: every server with every file at 1,000 clients, then the small file
 * at 5,000; each cell 10 requests a client.
 */
class ServerMatrixTest {

	private static final List<WebServer> ALL = List.of(WebServer.TOMCAT, WebServer.JETTY, WebServer.NGINX);

	private static final List<Payload> SIZES = List.of(Payload.SMALL, Payload.MEDIUM, Payload.LARGE);

	@Test
	void theSeedsMatrixIsEveryServerWithEveryFileThenTheSmallFileAtFiveThousandClients() {
		final ServerMatrix matrix = new ServerMatrix(ALL, SIZES, ServerMatrix.CLIENTS, ServerMatrix.CROWD_CLIENTS,
				ServerMatrix.LOOPS, ServerMatrix.REPETITIONS);
		assertThat(matrix.cells()).extracting(Cell::id)
			.containsExactly("tomcat-small-c1000", "tomcat-medium-c1000", "tomcat-large-c1000", "jetty-small-c1000",
					"jetty-medium-c1000", "jetty-large-c1000", "nginx-small-c1000", "nginx-medium-c1000",
					"nginx-large-c1000", "tomcat-small-c5000", "jetty-small-c5000", "nginx-small-c5000");
		assertThat(matrix.cells()).allSatisfy(cell -> assertThat(cell.loops()).isEqualTo(10));
		assertThat(matrix.cells().getFirst().requests()).isEqualTo(10_000);
		assertThat(matrix.cells().getLast().requests()).isEqualTo(50_000);
		assertThat(matrix.repetitions()).isEqualTo(5);
	}

	@Test
	void theCrowdIsTheSmallFilesOnlyAndNoneWithoutIt() {
		assertThat(new ServerMatrix(ALL, List.of(Payload.MEDIUM), 1000, 5000, 10, 1).cells()).hasSize(3)
			.allSatisfy(cell -> assertThat(cell.clients()).isEqualTo(1000));
		assertThat(new ServerMatrix(ALL, SIZES, 1000, 0, 10, 1).cells()).hasSize(9);
	}

	@Test
	void withoutNginxTheJavaServersAreLeft() {
		final ServerMatrix matrix = new ServerMatrix(ALL, List.of(Payload.SMALL), 10, 20, 2, 1)
			.without(WebServer.NGINX);
		assertThat(matrix.cells()).extracting(Cell::id)
			.containsExactly("tomcat-small-c10", "jetty-small-c10", "tomcat-small-c20", "jetty-small-c20");
	}

	@Test
	void badInputIsRefused() {
		assertThatThrownBy(() -> new ServerMatrix(List.of(), SIZES, 1000, 0, 10, 1))
			.isInstanceOf(BadInputException.class);
		assertThatThrownBy(() -> new ServerMatrix(ALL, SIZES, 0, 0, 10, 1)).isInstanceOf(BadInputException.class);
		assertThatThrownBy(() -> new ServerMatrix(List.of(WebServer.NGINX, WebServer.NGINX), SIZES, 10, 0, 10, 1))
			.isInstanceOf(BadInputException.class);
		assertThatThrownBy(() -> WebServer.parse("undertow")).isInstanceOf(BadInputException.class)
			.hasMessageContaining("tomcat, jetty and nginx");
		assertThatThrownBy(() -> Payload.parse("huge")).isInstanceOf(BadInputException.class);
		assertThat(Payload.parse("4k.jpg")).isEqualTo(Payload.LARGE);
	}

}
