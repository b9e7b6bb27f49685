package dev.poolsweep.board.system;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;

import javax.management.MBeanServer;
import javax.management.ObjectName;

import dev.poolsweep.board.BoardIntegrationTest;
import org.junit.jupiter.api.Test;

import org.springframework.boot.test.web.server.LocalManagementPort;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.web.servlet.client.RestTestClient;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What JConsole and the tuning harness read: Tomcat and Hikari MBeans, Micrometer over
 * JMX, Actuator on loopback.
 */
@BoardIntegrationTest
class MonitoringIT {

	private final MBeanServer mbeans = ManagementFactory.getPlatformMBeanServer();

	@Test
	void tomcatThreadPoolMBeanIsTheBoardsConnector(@LocalServerPort int port) throws Exception {
		// The management server is a second Tomcat; the two take the domains "Tomcat" and
		// "Tomcat-1" in the order
		// they start, and with a random port the pool is named "http-nio-auto-N": find it
		// by its localPort.
		List<ObjectName> pools = new ArrayList<>();
		for (ObjectName candidate : this.mbeans.queryNames(new ObjectName("*:type=ThreadPool,name=*"), null)) {
			if (Integer.valueOf(port).equals(this.mbeans.getAttribute(candidate, "localPort"))) {
				pools.add(candidate);
			}
		}
		assertThat(pools).hasSize(1);
		ObjectName pool = pools.get(0);
		assertThat(this.mbeans.getAttribute(pool, "maxThreads")).isEqualTo(200);
		assertThat(this.mbeans.getAttribute(pool, "acceptCount")).isEqualTo(100);
		assertThat(this.mbeans.getAttribute(pool, "currentThreadsBusy")).isNotNull();
		assertThat(this.mbeans.getAttribute(pool, "connectionCount")).isNotNull();
	}

	@Test
	void hikariPoolMBeanHasTheFixedName() throws Exception {
		ObjectName pool = new ObjectName("com.zaxxer.hikari:type=Pool (board)");
		assertThat(this.mbeans.isRegistered(pool)).isTrue();
		assertThat((Integer) this.mbeans.getAttribute(pool, "TotalConnections")).isPositive();
		assertThat(this.mbeans.getAttribute(pool, "ThreadsAwaitingConnection")).isEqualTo(0);
	}

	@Test
	void micrometerMetersAreExportedOverJmx() throws Exception {
		assertThat(this.mbeans.queryNames(new ObjectName("metrics:*"), null))
			.extracting((name) -> name.getKeyProperty("name"))
			.anySatisfy((name) -> assertThat(name).startsWith("hikaricpConnectionsActive"))
			.anySatisfy((name) -> assertThat(name).startsWith("tomcatThreadsBusy"));
	}

	@Test
	void actuatorAnswersOnTheManagementPort(@LocalManagementPort int port) {
		RestTestClient management = RestTestClient.bindToServer().baseUrl("http://127.0.0.1:" + port).build();
		management.get()
			.uri("/actuator/health/readiness")
			.exchange()
			.expectStatus()
			.isOk()
			.expectBody()
			.jsonPath("$.status")
			.isEqualTo("UP");
		management.get()
			.uri("/actuator/prometheus")
			.exchange()
			.expectStatus()
			.isOk()
			.expectBody(String.class)
			.value((body) -> assertThat(body).contains("tomcat_threads_busy_threads"));
	}

}
