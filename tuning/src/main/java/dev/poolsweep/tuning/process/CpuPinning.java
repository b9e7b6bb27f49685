package dev.poolsweep.tuning.process;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import dev.poolsweep.tuning.errors.EnvironmentException;

/**
 * Where the board and JMeter may run. Without pinning both float over every CPU and the
 * scheduler decides; pinned, the board gets the first half of the CPUs this process may
 * use and JMeter the second half (on two cores: board on CPU 0, JMeter on CPU 1), so the
 * load generator's own CPU cannot eat the board's. A database container the harness
 * starts shares JMeter's CPUs (its cpuset), and so does the harness itself (it samples
 * JMX, reads JMeter's CPU and writes results while the board serves), so the board's CPUs
 * serve the board alone; an external or embedded database is not pinned.
 *
 * <p>
 * Pinning is the default: on a small machine an unpinned JMeter and database take CPU
 * from the board exactly during the burst, and the board's figures then measure the
 * neighbours. With one CPU there is nothing to split, so the sweep runs unpinned and says
 * so rather than failing.
 *
 * @param boardCpus a taskset list such as "0" or "0-3"; empty when not pinned
 * @param jmeterCpus likewise for JMeter
 */
public record CpuPinning(String boardCpus, String jmeterCpus) {

	public static final CpuPinning NONE = new CpuPinning("", "");

	/**
	 * What a sweep runs with, and a one-line note for the user when pinning was wanted
	 * but is not done (else empty).
	 */
	public record Choice(CpuPinning pinning, String note) {
	}

	/**
	 * Splits the CPUs this process may use (Cpus_allowed_list of /proc/self/status)
	 * between board and JMeter when {@code wanted} and there are at least two; fails when
	 * taskset is missing.
	 */
	public static Choice choose(final boolean wanted) {
		return wanted ? choose(true, ProcStats.allowedCpus(ProcessHandle.current().pid()), onPath("taskset"))
				: new Choice(NONE, "");
	}

	static Choice choose(final boolean wanted, final List<Integer> cpus, final boolean tasksetFound) {
		if (!wanted) {
			return new Choice(NONE, "");
		}
		if (cpus.size() < 2) {
			final String why = cpus.isEmpty() ? "the CPUs this process may use are unknown (no /proc/self/status)"
					: "this process may use 1 CPU (" + list(cpus) + ")";
			return new Choice(NONE, "note: no CPU pinning: " + why + "; board, JMeter and the database run unpinned");
		}
		if (!tasksetFound) {
			throw new EnvironmentException("CPU pinning (the default on 2 or more CPUs) needs taskset (util-linux) "
					+ "on the PATH: install it or give --no-pin");
		}
		final int half = cpus.size() / 2;
		return new Choice(new CpuPinning(list(cpus.subList(0, half)), list(cpus.subList(half, cpus.size()))), "");
	}

	/**
	 * Where a database container goes by default: with the load generator, away from the
	 * board (a sweep may put it beside the board instead, on {@link #boardCpus()}).
	 */
	public String databaseCpus() {
		return jmeterCpus;
	}

	/**
	 * Pins this process to JMeter's CPUs: every thread it has (taskset -a), and so every
	 * thread it starts later, which inherits its creator's CPUs. Unpinned, the harness
	 * took up to 0.12 of the board's CPU in a second of the burst. Returns a one-line
	 * note when that could not be done, else an empty string.
	 */
	public String pinHarness() {
		return jmeterCpus.isEmpty() ? "" : pin(ProcessHandle.current().pid(), jmeterCpus);
	}

	/**
	 * Gives this process back every CPU the pinning split, undoing {@link #pinHarness}: a
	 * sweep this process runs next (servers' burst) chooses its own pinning from the CPUs
	 * it may use, and pinned to JMeter's it would find one and pin nothing. Returns a
	 * one-line note when that could not be done, else an empty string.
	 */
	public String unpinHarness() {
		return jmeterCpus.isEmpty() ? "" : pin(ProcessHandle.current().pid(), boardCpus + "," + jmeterCpus);
	}

	/**
	 * Pins every thread of a running process to {@code cpus}; a one-line note when
	 * taskset failed, else an empty string.
	 */
	static String pin(final long pid, final String cpus) {
		final String failed = "note: the harness runs unpinned: ";
		try {
			final Process taskset = new ProcessBuilder("taskset", "-a", "-p", "-c", cpus, Long.toString(pid))
				.redirectErrorStream(true)
				.start();
			final String said = new String(taskset.getInputStream().readAllBytes()).strip();
			return taskset.waitFor() == 0 ? ""
					: failed + said.lines().reduce((first, last) -> last).orElse("taskset failed");
		}
		catch (IOException e) {
			return failed + e.getMessage();
		}
		catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			return failed + "interrupted";
		}
	}

	/**
	 * The command prefix that pins a program to {@code cpus}: taskset execs it, so the
	 * pid stays the program's.
	 */
	public static List<String> prefix(final String cpus) {
		return cpus.isEmpty() ? List.of() : List.of("taskset", "-c", cpus);
	}

	/** The CPUs of a taskset list such as "0", "0-3" or "0,2". */
	public static List<Integer> parseList(final String list) {
		final List<Integer> cpus = new ArrayList<>();
		for (final String range : list.strip().split(",")) {
			final String[] ends = range.strip().split("-");
			final int first = Integer.parseInt(ends[0].strip());
			final int last = ends.length > 1 ? Integer.parseInt(ends[1].strip()) : first;
			for (int cpu = first; cpu <= last; cpu++) {
				cpus.add(cpu);
			}
		}
		return cpus;
	}

	/** A taskset list for people: "CPU 1", "CPUs 0,1". */
	public static String label(final String cpus) {
		return (cpus.matches("\\d+") ? "CPU " : "CPUs ") + cpus;
	}

	/** A taskset list of {@code cpus}, e.g. "0,1". */
	public static String list(final List<Integer> cpus) {
		return String.join(",", cpus.stream().map(String::valueOf).toList());
	}

	private static boolean onPath(final String program) {
		return Executables.find(program).isPresent();
	}
}
