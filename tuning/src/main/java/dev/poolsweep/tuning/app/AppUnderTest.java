package dev.poolsweep.tuning.app;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;

/**
 * What sets the application a sweep measures apart from any other: the board, or a Spring
 * Boot jar given with {@code --app}. Everything else of a run (heap, collector, remote
 * JMX, ports, the pool settings, the properties that expose the MBeans) is the same for
 * both: {@link AppLaunch}.
 */
public sealed interface AppUnderTest permits Board, OtherApp {

	/** For messages: "board" or "application". */
	String name();

	/** The jar given, as sweep.properties records it. */
	Path jar();

	/** The jar to start: {@link #jar()}, or a faster copy of it. */
	Path jarToRun();

	/** JVM options of its own, before -jar. */
	List<String> jvmArguments();

	/** Arguments of its own, after the harness's. */
	List<String> arguments();

	/** Environment of its own, beside the database's. */
	Map<String, String> environment();

	/**
	 * Whether it has Spring Boot's Actuator, and so a readiness probe the harness can
	 * ask.
	 */
	boolean hasActuator();

	/** Puts its data back to where every run starts from; before every run. */
	void reset(Connection connection) throws SQLException;

}
