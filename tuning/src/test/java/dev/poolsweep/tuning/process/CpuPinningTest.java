package dev.poolsweep.tuning.process;

import java.util.List;

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

	@Test
	void aProcessThatCannotBePinnedGivesANote() {
		assertThat(CpuPinning.pin(Long.MAX_VALUE, "0")).startsWith("note: the harness runs unpinned: ");
	}

}
