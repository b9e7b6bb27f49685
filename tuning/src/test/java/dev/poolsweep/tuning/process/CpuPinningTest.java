package dev.poolsweep.tuning.process;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import dev.poolsweep.tuning.errors.EnvironmentException;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

/** CPU lists and the split between board and JMeter. */
class CpuPinningTest {

	@Test
	void cpuLists() {
		assertThat(CpuPinning.parseList("0-1")).containsExactly(0, 1);
		assertThat(CpuPinning.parseList(" 0,2-4,7\n")).containsExactly(0, 2, 3, 4, 7);
		assertThat(CpuPinning.prefix("")).isEmpty();
		assertThat(CpuPinning.prefix("1")).containsExactly("taskset", "-c", "1");
		assertThat(CpuPinning.label("1")).isEqualTo("CPU 1");
		assertThat(CpuPinning.label("0,1")).isEqualTo("CPUs 0,1");
	}

	/**
	 * servers pins itself to JMeter's CPUs for its matrix, then runs the burst's sweep in
	 * the same process: unpinned again, that sweep finds every CPU and splits them. On
	 * one CPU there is no pinning, and both leave the process as it was.
	 */
	@Test
	void theHarnessPinnedToJmetersCpusGetsThemAllBack() {
		final long self = ProcessHandle.current().pid();
		final List<Integer> before = ProcStats.allowedCpus(self);
		final CpuPinning pinning = CpuPinning.choose(true).pinning();
		try {
			assertThat(pinning.pinHarness()).isEmpty();
			assertThat(ProcStats.allowedCpus(self)).containsExactlyElementsOf(
					pinning.jmeterCpus().isEmpty() ? before : CpuPinning.parseList(pinning.jmeterCpus()));
			assertThat(pinning.unpinHarness()).isEmpty();
			assertThat(ProcStats.allowedCpus(self)).containsExactlyElementsOf(before);
		}
		finally {
			CpuPinning.pin(self, CpuPinning.list(before));
		}
	}

	@Test
	void pinningSplitsTwoOrMoreCpusAndLeavesOneUnpinnedWithANote() {
		final CpuPinning.Choice two = CpuPinning.choose(true, List.of(0, 1), true);
		assertThat(two.pinning()).isEqualTo(new CpuPinning("0", "1"));
		assertThat(two.note()).isEmpty();
		assertThat(CpuPinning.choose(true, List.of(0, 1, 2, 3, 4), true).pinning())
			.isEqualTo(new CpuPinning("0,1", "2,3,4"));
		final CpuPinning.Choice one = CpuPinning.choose(true, List.of(3), true);
		assertThat(one.pinning()).isEqualTo(CpuPinning.NONE);
		assertThat(one.note()).isEqualTo("note: no CPU pinning: this process may use 1 CPU (3); board, JMeter and the "
				+ "database run unpinned");
		assertThat(CpuPinning.choose(true, List.of(), true).note()).startsWith("note: no CPU pinning: the CPUs");
		assertThat(CpuPinning.choose(false, List.of(0, 1), true)).isEqualTo(new CpuPinning.Choice(CpuPinning.NONE, ""));
		assertThatExceptionOfType(EnvironmentException.class)
			.isThrownBy(() -> CpuPinning.choose(true, List.of(0, 1), false))
			.withMessageEndingWith("install it or give --no-pin");
	}

	@Test
	void pinsEveryThreadOfARunningProcess() throws Exception {
		final List<Integer> mine = ProcStats.allowedCpus(ProcessHandle.current().pid());
		final Process child = new ProcessBuilder("sleep", "30").start();
		try {
			final String cpu = Integer.toString(mine.getLast());
			assertThat(CpuPinning.pin(child.pid(), cpu)).isEmpty();
			assertThat(ProcStats.allowedCpus(child.pid())).containsExactly(mine.getLast());
		}
		finally {
			child.destroy();
		}
	}

	/**
	 * An application starts on every CPU of the split and, once ready, runs on the
	 * board's alone, its JIT compiler threads on JMeter's: each of its threads, those its
	 * threads start meanwhile and later included.
	 */
	@Test
	void anApplicationStartedOnEveryCpuIsPinnedToTheBoardsThreadByThreadItsJitToJmeters() throws Exception {
		final List<Integer> mine = ProcStats.allowedCpus(ProcessHandle.current().pid());
		final CpuPinning pinning = new CpuPinning(Integer.toString(mine.getFirst()), Integer.toString(mine.getLast()));
		final List<String> command = new ArrayList<>(CpuPinning.prefix(CpuPinning.list(mine)));
		command.addAll(List.of(ProcessHandle.current().info().command().orElseThrow(), "-cp",
				System.getProperty("java.class.path"), StartsThreads.class.getName()));
		final Process child = new ProcessBuilder(command).start();
		try {
			final Path tasks = Path.of("/proc", Long.toString(child.pid()), "task");
			while (taskCount(tasks) < 40) {
				Thread.sleep(10);
			}
			// on one CPU there is nothing to narrow
			assertThat(ProcStats.threadCpus(child.pid()).orElseThrow())
				.filteredOn((thread) -> !thread.allowed().equals(List.of(mine.getFirst())))
				.hasSizeGreaterThanOrEqualTo(mine.size() > 1 ? 40 : 0);
			assertThat(pinning.pinToBoard(child.pid())).isEmpty();
			for (int check = 0; check < 2; check++) {
				final List<ProcStats.ThreadCpus> threads = ProcStats.threadCpus(child.pid()).orElseThrow();
				assertThat(threads).filteredOn(CpuPinning::compiles)
					.isNotEmpty()
					.allSatisfy((thread) -> assertThat(thread.allowed()).containsExactly(mine.getLast()));
				assertThat(threads).filteredOn((thread) -> !CpuPinning.compiles(thread))
					.hasSizeGreaterThanOrEqualTo(40)
					.allSatisfy((thread) -> assertThat(thread.allowed()).containsExactly(mine.getFirst()));
				Thread.sleep(200);
			}
		}
		finally {
			child.destroyForcibly().waitFor();
		}
	}

	@Test
	void anApplicationThatCannotBePinnedSaysWhy() {
		assertThat(new CpuPinning("0", "1").pinToBoard(Long.MAX_VALUE)).isNotEmpty();
		assertThat(CpuPinning.NONE.pinToBoard(Long.MAX_VALUE)).isEmpty();
	}

	@Test
	void aProcessThatCannotBePinnedGivesANote() {
		assertThat(CpuPinning.pin(Long.MAX_VALUE, "0")).startsWith("note: the harness runs unpinned: ");
	}

	private static long taskCount(final Path tasks) throws IOException {
		try (Stream<Path> each = Files.list(tasks)) {
			return each.count();
		}
	}

	/**
	 * Starts a thread every 2 ms, each sleeping, up to 500: a JVM that starts threads as
	 * it starts up.
	 */
	public static final class StartsThreads {

		public static void main(final String[] args) throws InterruptedException {
			for (int i = 0; i < 500; i++) {
				final Thread thread = new Thread(() -> {
					try {
						Thread.sleep(60_000);
					}
					catch (InterruptedException e) {
						Thread.currentThread().interrupt();
					}
				});
				thread.setDaemon(true);
				thread.start();
				Thread.sleep(2);
			}
			Thread.sleep(60_000);
		}

	}

}
