package dev.poolsweep.tuning.process;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

class ProcStatsTest {

	@Test
	void readsTheContextSwitchLinesOfAStatusFile() {
		final String status = """
				Name:\tjava
				State:\tS (sleeping)
				Threads:\t41
				voluntary_ctxt_switches:\t1234
				nonvoluntary_ctxt_switches:\t56
				""";
		assertThat(ProcStats.parseStatus(status)).isEqualTo(new ProcStats.ContextSwitches(1234, 56));
		assertThat(ProcStats.parseStatus("")).isEqualTo(new ProcStats.ContextSwitches(0, 0));
	}

	@Test
	void readsTheAllowedCpusAndTheResidentMemoryOfAStatusFile() {
		final String status = """
				Name:\tjava
				VmRSS:\t  123456 kB
				Threads:\t41
				Cpus_allowed:\t3
				Cpus_allowed_list:\t0-1,4
				""";
		assertThat(ProcStats.allowedCpusIn(status)).containsExactly(0, 1, 4);
		assertThat(ProcStats.rssBytesIn(status)).isEqualTo(123456L * 1024);
		assertThat(ProcStats.allowedCpusIn("Name:\tkthreadd\n")).isEmpty();
		assertThat(ProcStats.rssBytesIn("Name:\tkthreadd\n")).isEqualTo(-1);
	}

	@Test
	void readsStatFieldsAfterACommandNameWithSpacesAndParentheses() {
		final String stat = "4242 (Web (Content) 1) S 1 4242 4242 0 -1 4194560 100 0 0 0 250 75 12 3 20 0 41 0 999";
		final long[] fields = ProcStats.statFields(stat);
		assertThat(fields[3]).as("ppid, field 4").isEqualTo(1);
		assertThat(fields[13]).as("utime, field 14").isEqualTo(250);
		assertThat(fields[14]).as("stime, field 15").isEqualTo(75);
		assertThat(fields[15]).as("cutime, field 16").isEqualTo(12);
		assertThat(fields[16]).as("cstime, field 17").isEqualTo(3);
		assertThat(ProcStats.statFields("garbage")).isEmpty();
	}

	@Test
	void readsThisProcessOnLinux() {
		assumeThat(System.getProperty("os.name")).isEqualTo("Linux");
		final long pid = ProcessHandle.current().pid();
		final ProcStats.ContextSwitches switches = ProcStats.contextSwitches(pid);
		assertThat(switches.voluntary()).isPositive();
		assertThat(switches.involuntary()).isNotNegative();
		assertThat(ProcStats.cpuSeconds(pid)).isPositive();
		assertThat(ProcStats.reapedChildrenCpuSeconds()).isNotNegative();
		assertThat(ProcStats.contextSwitches(Long.MAX_VALUE)).isEqualTo(ProcStats.ContextSwitches.UNKNOWN);
		assertThat(ProcStats.cpuSeconds(Long.MAX_VALUE)).isEqualTo(-1);
		assertThat(ProcStats.allowedCpus(pid)).isNotEmpty();
		assertThat(ProcStats.rssBytes(pid)).isGreaterThan(1024 * 1024);
		assertThat(ProcStats.rssBytes(Long.MAX_VALUE)).isEqualTo(-1);
	}

	@Test
	void reapedChildrenCpuGrowsByWhatAChildUsed() throws Exception {
		assumeThat(System.getProperty("os.name")).isEqualTo("Linux");
		final double before = ProcStats.reapedChildrenCpuSeconds();
		final Process busy = new ProcessBuilder("sh", "-c", "i=0; while [ $i -lt 300000 ]; do i=$((i+1)); done")
			.start();
		assertThat(busy.waitFor()).isZero();
		assertThat(ProcStats.reapedChildrenCpuSeconds() - before).isGreaterThan(0.05);
	}

}
