package dev.poolsweep.tuning.cli;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import picocli.CommandLine;

import dev.poolsweep.tuning.errors.BadInputException;
import dev.poolsweep.tuning.errors.ExitCode;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Bad input to {@code poolsweep servers} is one line and exit 2, before anything starts;
 * its open burst is a sweep's own command line, on both Java servers at equal maxThreads.
 */
class ServersCommandTest {

	@Test
	void anUnknownServerSizeOrBurstIsOneLineAndExitTwo() {
		for (final String[] args : new String[][] { { "servers", "--servers", "undertow" },
				{ "servers", "--sizes", "huge" }, { "servers", "--burst", "ten" }, { "servers", "--clients", "0" },
				{ "servers", "--max-threads", "0" }, { "servers", "--local-engines", "2" } }) {
			final CommandRun run = new CommandRun();
			assertThat(run.run(args)).as(String.join(" ", args)).isEqualTo(ExitCode.BAD_INPUT);
			assertThat(run.err().strip().lines()).as(String.join(" ", args)).hasSize(1);
		}
	}

	/** Jetty does not start below 4 threads: refused before the matrix, not after it. */
	@Test
	void maxThreadsJettyCannotStartWithIsRefusedBeforeAnythingRuns() {
		final ServersCommand command = new ServersCommand();
		command.servers = List.of("tomcat", "jetty");
		command.sizes = List.of("small");
		command.burst = "none";
		command.maxThreads = 3;
		assertThatThrownBy(command::matrix).isInstanceOf(BadInputException.class)
			.hasMessageStartingWith("--max-threads: maxThreads 3 on Jetty");
		command.servers = List.of("tomcat", "nginx");
		assertThat(command.matrix().servers()).as("no Jetty, no limit").hasSize(2);
		command.maxThreads = null;
		command.burst = "2,10";
		assertThatThrownBy(command::matrix).isInstanceOf(BadInputException.class)
			.hasMessageStartingWith("--burst: maxThreads 2 on Jetty");
	}

	@Test
	void theBurstIsTheSweepOnBothServersAtEqualMaxThreadsAndNoneSkipsIt() {
		final ServersCommand command = new ServersCommand();
		command.burst = "10,100";
		command.repeat = 3;
		assertThat(command.burstCommand(Path.of("out"))).containsExactly("sweep", "--server", "tomcat,jetty",
				"--max-threads", "10,100", "--repeat", "3", "--out", Path.of("out", "burst").toString());
		command.noPin = true;
		assertThat(command.burstCommand(Path.of("out"))).last().isEqualTo("--no-pin");
		command.burst = "none";
		assertThat(command.burstCommand(Path.of("out"))).isEmpty();
	}

	/** The burst's sweep runs with the tools and database servers was given. */
	@Test
	void theBurstTakesTheToolOptionsGiven() {
		final CommandLine commandLine = new CommandRun().commandLine();
		commandLine.parseArgs("servers", "--burst", "10", "--db-url", "jdbc:mysql://db:3306/board", "--db-password",
				"secret", "--jmeter-home", "jm", "--out", "out");
		final ServersCommand servers = commandLine.getSubcommands().get("servers").getCommand();
		assertThat(servers.burstCommand(Path.of("out"))).containsSubsequence("--db-url", "jdbc:mysql://db:3306/board")
			.containsSubsequence("--db-password", "secret")
			.containsSubsequence("--jmeter-home", "jm")
			.doesNotContain("--board-jar", "--out=out");
	}

	@Test
	void theBurstsSweepIsACommandLineSweepTakes() {
		final ServersCommand command = new ServersCommand();
		command.burst = "10,100";
		command.repeat = 5;
		final List<String> sweep = command.burstCommand(Path.of("out"));
		final CommandLine commandLine = new CommandRun().commandLine();
		commandLine.parseArgs(sweep.toArray(String[]::new));
		assertThat(commandLine.getParseResult().subcommand().commandSpec().name()).isEqualTo("sweep");
	}

}
