package dev.poolsweep.tuning.app;

import dev.poolsweep.tuning.process.Ports;

/**
 * The ports of one application run: HTTP connector, management (the Actuator's), and
 * remote JMX (RMI registry and server share it). All on 127.0.0.1.
 */
public record AppPorts(int server, int management, int jmx) {

	/** Free ports; the HTTP port is {@code serverPort} when it is not 0. */
	public static AppPorts free(final int serverPort) {
		return new AppPorts(Ports.requireFree(serverPort), Ports.free(), Ports.free());
	}

	public String jmxUrl() {
		return "service:jmx:rmi:///jndi/rmi://127.0.0.1:" + jmx + "/jmxrmi";
	}

}
