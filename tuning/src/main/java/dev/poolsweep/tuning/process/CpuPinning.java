package dev.poolsweep.tuning.process;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

import dev.poolsweep.tuning.errors.EnvironmentException;

/**
 * Where the board and JMeter may run. Without pinning both float over every CPU and the
 * scheduler decides; pinned, the board gets the first half of the CPUs this process may
 * use and JMeter the second half (on two cores: board on CPU 0, JMeter on CPU 1), so the
 * load generator's own CPU cannot eat the board's. A database container the harness
 * starts shares JMeter's CPUs (its cpuset), and so does the harness itself (it samples
 * JMX, reads JMeter's CPU and writes results while the board serves), so the board's CPUs
 * serve the board alone; an embedded database runs where the harness does, an external
 * one is not pinned.
 *
 * <p>
 * Pinning is the default: on a small machine an unpinned JMeter and database take CPU
 * from the board exactly during the burst, and the board's figures then measure the
 * neighbours. With one CPU there is nothing to split, so the sweep runs unpinned and says
 * so rather than failing. An application under test starts on every CPU of the split and
 * is pinned to the board's once it is ready, before any load, its JIT compiler threads to
 * JMeter's ({@link #pinToBoard}).
 *
 * @param boardCpus a taskset list such as "0" or "0-3"; empty when not pinned
 * @param jmeterCpus likewise for JMeter
 */
public record CpuPinning(String boardCpus, String jmeterCpus) {

	public static final CpuPinning NONE = new CpuPinning("", "");

	/** How many times {@link #pinToBoard} goes through an application's threads. */
	static final int PIN_ATTEMPTS = 3;

	/**
	 * HotSpot's JIT compiler threads ("C1 CompilerThread0", "C2 CompilerThread1"), as the
	 * kernel keeps their names: 15 characters.
	 */
	private static final Pattern JIT_COMPILER = Pattern.compile("C[12] CompilerThre.*");

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
		return jmeterCpus.isEmpty() ? "" : pin(ProcessHandle.current().pid(), allCpus());
	}

	/**
	 * Every CPU of the split, the board's and JMeter's; empty when not pinned. An
	 * application under test starts on them all, then runs on the board's
	 * ({@link #pinToBoard}): no load runs while it starts, and a JVM's start, whose JIT
	 * compiles beside its main thread, ends sooner on two cores than on one
	 * (app/README.md, "Start-up").
	 */
	public String allCpus() {
		return boardCpus.isEmpty() ? "" : boardCpus + "," + jmeterCpus;
	}

	/**
	 * The JVM options of an application that starts on {@link #allCpus} and then runs on
	 * the board's CPUs: their number as the CPUs it has. A JVM sizes its collector, its
	 * compiler threads and its common pool by the CPUs it sees at its start, so it is
	 * sized as when it started on the board's alone.
	 */
	public List<String> startingJvmOptions() {
		return boardCpus.isEmpty() ? List.of() : List.of("-XX:ActiveProcessorCount=" + parseList(boardCpus).size());
	}

	/**
	 * Where a pinned application's JIT compiles: JMeter's CPUs, beside the load generator
	 * and the database; empty when not pinned (see {@link #pinToBoard}).
	 */
	public String jitCpus() {
		return jmeterCpus;
	}

	/**
	 * Pins an application started on {@link #allCpus}, once it is ready and before any
	 * load: its JIT compiler threads to {@link #jitCpus}, every other thread to the
	 * board's CPUs. Then it checks each thread: one started while taskset went through
	 * the others may have kept its creator's CPUs, so it goes again, at most
	 * {@value #PIN_ATTEMPTS} times. Empty when done (or not pinned), else why not, in one
	 * line.
	 *
	 * <p>
	 * Design: a fresh application per point is still compiling when its burst comes, at
	 * the moment its queue builds; on the board's own CPU that compiling took the CPU its
	 * workers serve with, and one worker's goodput then measured the compiler as much as
	 * the pools (app/README.md, "The JIT beside the load generator"). The board stands
	 * for a server that compiled its hot paths long ago. Compiler threads that a compiler
	 * thread starts later inherit its CPUs.
	 * </p>
	 */
	public String pinToBoard(final long pid) {
		if (boardCpus.isEmpty()) {
			return "";
		}
		final List<Integer> board = parseList(boardCpus);
		final List<Integer> jit = parseList(jitCpus());
		String why = "";
		for (int attempt = 1; attempt <= PIN_ATTEMPTS; attempt++) {
			// taskset fails on a thread that ends under it, and then leaves the rest
			String failed = taskset(pid, boardCpus, true);
			for (final ProcStats.ThreadCpus compiler : threads(pid).stream().filter(CpuPinning::compiles).toList()) {
				final String moved = taskset(compiler.id(), jitCpus(), false);
				failed = failed.isEmpty() ? moved : failed;
			}
			final List<ProcStats.ThreadCpus> threads = threads(pid);
			final long misplaced = threads.stream()
				.filter((thread) -> !thread.allowed().equals(compiles(thread) ? jit : board))
				.count();
			if (!threads.isEmpty() && misplaced == 0) {
				return "";
			}
			why = !failed.isEmpty() ? failed
					: threads.isEmpty() ? "its threads cannot be read" : misplaced + " thread(s) on other CPUs";
		}
		return why;
	}

	/** The threads of a running process; none when it cannot be read. */
	private static List<ProcStats.ThreadCpus> threads(final long pid) {
		return ProcStats.threadCpus(pid).orElse(List.of());
	}

	/**
	 * Whether a thread is one of HotSpot's JIT compiler threads ("C2 CompilerThread0").
	 */
	static boolean compiles(final ProcStats.ThreadCpus thread) {
		return JIT_COMPILER.matcher(thread.name()).matches();
	}

	/**
	 * Pins every thread of a running process to {@code cpus}; a one-line note when
	 * taskset failed, else an empty string.
	 */
	static String pin(final long pid, final String cpus) {
		final String failed = taskset(pid, cpus, true);
		return failed.isEmpty() ? "" : "note: the harness runs unpinned: " + failed;
	}

	/**
	 * taskset: {@code id}, a thread or (with {@code allThreads}, taskset -a) every thread
	 * of a process, to {@code cpus}; why it failed, else "".
	 */
	private static String taskset(final long id, final String cpus, final boolean allThreads) {
		try {
			final Process taskset = new ProcessBuilder(
					allThreads ? List.of("taskset", "-a", "-p", "-c", cpus, Long.toString(id))
							: List.of("taskset", "-p", "-c", cpus, Long.toString(id)))
				.redirectErrorStream(true)
				.start();
			final String said = new String(taskset.getInputStream().readAllBytes()).strip();
			return taskset.waitFor() == 0 ? "" : said.lines().reduce((first, last) -> last).orElse("taskset failed");
		}
		catch (IOException e) {
			return e.getMessage();
		}
		catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			return "interrupted";
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
