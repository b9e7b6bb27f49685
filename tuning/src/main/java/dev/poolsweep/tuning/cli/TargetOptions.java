package dev.poolsweep.tuning.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import dev.poolsweep.tuning.errors.BadInputException;
import dev.poolsweep.tuning.plan.Request;
import dev.poolsweep.tuning.settings.AppSettings;
import picocli.CommandLine.Option;

/**
 * What a sweep measures: the board, or any Spring Boot jar ({@code --app}) with its
 * arguments and its reset; and where the requests go and what they are.
 */
final class TargetOptions {

	@Option(names = "--app", paramLabel = "JAR", description = {
			"Sweep this executable Spring Boot jar instead of the board. The harness adds what it needs: "
					+ "loopback addresses, Tomcat's and HikariCP's MBeans (pool name poolsweep), remote JMX on 127.0.0.1; "
					+ "its database comes in SPRING_DATASOURCE_URL/_USERNAME/_PASSWORD. Ready: Actuator's readiness "
					+ "probe when it has the Actuator, else the first 2xx/3xx of GET on the first --path." })
	Path app;

	@Option(names = "--path", paramLabel = "[WEIGHT:]PATH",
			description = "Where every request goes; repeat for several, each request drawn by weight (default 1), e.g. "
					+ "--path 3:/owners?lastName= --path /vets.html. Default: the plan's own, the board's list page.")
	List<String> paths = new ArrayList<>();

	@Option(names = "--method", paramLabel = "METHOD", defaultValue = Request.GET,
			description = "HTTP method of every request (default: ${DEFAULT-VALUE}); any other sends --body.")
	String method;

	@Option(names = "--body", paramLabel = "TEXT", defaultValue = "",
			description = "Body of every request of --method POST, PUT, ...; JMeter functions in it are evaluated per "
					+ "request, e.g. '{\"name\":\"item $${__UUID()}\"}'.")
	String body;

	@Option(names = "--header", paramLabel = "'NAME: VALUE'",
			description = "Header added to every request; repeatable, e.g. --header 'Content-Type: application/json'.")
	List<String> headers = new ArrayList<>();

	@Option(names = "--app-arg", paramLabel = "ARG",
			description = "Argument for --app, after the harness's; repeatable: --app-arg=--spring.profiles.active=mysql.")
	List<String> appArgs = new ArrayList<>();

	@Option(names = "--jvm-arg", paramLabel = "OPTION",
			description = "JVM option for --app, before -jar; repeatable: --jvm-arg=-Dfile.encoding=UTF-8.")
	List<String> jvmArgs = new ArrayList<>();

	@Option(names = "--reset-sql", paramLabel = "FILE",
			description = "SQL run against --app's database before every run, to start each from the same data "
					+ "(statements end with ; at the end of a line; -- comments; one on a table not created yet is skipped). "
					+ "Default: nothing is reset.")
	Path resetSql;

	Request request() {
		return Request.of(paths, method, body, headers);
	}

	/**
	 * --app and what goes with it; null for the board. The board's own knobs do not go
	 * with --app, nor --app's with the board.
	 * @param boardOnlyGiven the board's options the command line gave
	 */
	AppSettings app(final String plan, final List<String> boardOnlyGiven) {
		if (app == null) {
			if (!appArgs.isEmpty() || !jvmArgs.isEmpty() || resetSql != null) {
				throw new BadInputException("--app-arg, --jvm-arg and --reset-sql go with --app");
			}
			return null;
		}
		if (!boardOnlyGiven.isEmpty()) {
			throw new BadInputException(String.join(", ", boardOnlyGiven) + ": the board's, not for --app");
		}
		if (paths.isEmpty() && !plan.endsWith(".jmx")) {
			throw new BadInputException(
					"--app needs --path, the page to load (or --plan with a .jmx file of your own)");
		}
		return new AppSettings(app, appArgs, jvmArgs, resetSql);
	}

}
