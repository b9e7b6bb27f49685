package dev.poolsweep.tuning.cli;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import picocli.CommandLine;

import dev.poolsweep.tuning.errors.ExitCode;

import static org.assertj.core.api.Assertions.assertThat;

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
