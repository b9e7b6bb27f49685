package dev.poolsweep.db;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * Whether a database container can get its share of a CPU beside this process's threads.
 *
 * <p>
 * Design: the CPU scheduler weighs a cgroup as one task against each thread of its
 * siblings. Where dockerd runs without systemd, the processes started by hand (the
 * harness, JMeter, embedded MariaDB) sit in the root cgroup and every container under
 * {@code /docker}, which JMeter's threads on its CPU can outweigh. There the database
 * container answered late or not at all under load (docker/README.md: more weight brought
 * ten workers back, one not always). With systemd, both sit in slices of equal weight.
 * Read from /proc; nothing is said when it cannot be read.
 */
final class CgroupWeight {

	private CgroupWeight() {
	}

	/**
	 * What a container whose first process is {@code pid} may suffer, in one line; empty
	 * when nothing.
	 */
	static Optional<String> caveat(long pid) {
		try {
			return caveat(Files.readString(Path.of("/proc/self/cgroup")),
					Files.readString(Path.of("/proc", Long.toString(pid), "cgroup")));
		}
		catch (IOException | RuntimeException ex) {
			return Optional.empty();
		}
	}

	/**
	 * The same from the two /proc/PID/cgroup files: this process's and the container's.
	 */
	static Optional<String> caveat(String self, String container) {
		Optional<String> ours = cpuGroup(self);
		Optional<String> theirs = cpuGroup(container);
		if (ours.isEmpty() || theirs.isEmpty() || !ours.get().equals("/") || theirs.get().equals("/")) {
			return Optional.empty();
		}
		String top = "/" + theirs.get().substring(1).split("/")[0];
		return Optional.of("note: the database container's cgroup, " + top
				+ ", weighs as one task against each thread of this process and JMeter, which run in the root "
				+ "cgroup (dockerd without systemd): there such a database answered late or not at all under load, "
				+ "and the runs measure that (docker/README.md); POOLSWEEP_DB=embedded avoids it");
	}

	/**
	 * The cgroup that decides the CPU share in a /proc/PID/cgroup file: the cpu
	 * controller's (cgroup v1), else the unified one's (v2).
	 */
	static Optional<String> cpuGroup(String procCgroup) {
		List<String[]> lines = procCgroup.lines()
			.map((line) -> line.split(":", 3))
			.filter((f) -> f.length == 3)
			.toList();
		Optional<String> v1 = lines.stream()
			.filter((f) -> Arrays.asList(f[1].split(",")).contains("cpu"))
			.map((f) -> f[2])
			.findFirst();
		return v1.isPresent() ? v1
				: lines.stream().filter((f) -> f[0].equals("0") && f[1].isEmpty()).map((f) -> f[2]).findFirst();
	}

}
