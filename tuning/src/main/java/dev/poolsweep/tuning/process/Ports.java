package dev.poolsweep.tuning.process;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;

import dev.poolsweep.tuning.errors.BadInputException;
import dev.poolsweep.tuning.errors.EnvironmentException;

/** TCP ports on 127.0.0.1 for the board's connector, actuator and JMX. */
public final class Ports {

	private Ports() {
	}

	/**
	 * A port that is free right now: the kernel picks it, it is released at once. Another
	 * process could take it before the board binds it; the board then fails to start and
	 * the run is recorded as failed.
	 */
	public static int free() {
		try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
			return socket.getLocalPort();
		}
		catch (IOException e) {
			throw new EnvironmentException("no free TCP port on 127.0.0.1: " + e.getMessage(), e);
		}
	}

	/** The given port if it is free; 0 means "any free port". */
	public static int requireFree(final int port) {
		if (port == 0) {
			return free();
		}
		if (port < 1 || port > 65535) {
			throw new BadInputException("port " + port + " is not within 1..65535");
		}
		try (ServerSocket socket = new ServerSocket()) {
			socket.setReuseAddress(true);
			socket.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), port));
			return port;
		}
		catch (IOException e) {
			throw new EnvironmentException(
					"port " + port + " is in use on 127.0.0.1 (pick another or leave it out for a free one)", e);
		}
	}

}
