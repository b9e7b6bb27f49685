package dev.poolsweep.db;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * When a database container is said to weigh as one task against the harness's threads,
 * from /proc/PID/cgroup files as Linux writes them.
 */
class CgroupWeightTest {

	/** cgroup v1 without systemd, as on the machine docker/README.md measured. */
	private static final String ROOT_V1 = """
			9:name=systemd:/
			4:memory:/process_api/49035ebad1924919b07adf9d72174802
			3:cpuset:/
			2:cpuacct:/
			1:cpu:/
			0::/
			""";

	private static final String DOCKER_V1 = """
			3:cpuset:/docker/d64811ffa39c
			2:cpuacct:/docker/d64811ffa39c
			1:cpu:/docker/d64811ffa39c
			0::/docker/d64811ffa39c
			""";

	@Test
	void aContainerUnderDockerBesideProcessesInTheRootCgroupIsSaid() {
		assertThat(CgroupWeight.caveat(ROOT_V1, DOCKER_V1))
			.hasValueSatisfying((line) -> assertThat(line).startsWith("note: the database container's cgroup, /docker,")
				.contains("POOLSWEEP_DB=embedded"));
		assertThat(CgroupWeight.caveat("0::/\n", "0::/docker/abc\n")).as("cgroup v2").isPresent();
	}

	@Test
	void slicesOfASystemdMachineAreNot() {
		assertThat(CgroupWeight.caveat("5:cpu,cpuacct:/user.slice/user-1000.slice/session-2.scope\n",
				"5:cpu,cpuacct:/system.slice/docker-abc.scope\n"))
			.isEmpty();
		assertThat(CgroupWeight.caveat("0::/user.slice/user-1000.slice/session-2.scope\n",
				"0::/system.slice/docker-abc.scope\n"))
			.isEmpty();
	}

	@Test
	void whatCannotBeReadSaysNothing() {
		assertThat(CgroupWeight.caveat(ROOT_V1, "")).isEmpty();
		assertThat(CgroupWeight.caveat(ROOT_V1, ROOT_V1)).as("a container in the root cgroup").isEmpty();
		assertThat(CgroupWeight.caveat(-1)).isEmpty();
	}

	@Test
	void theCpuControllerDecidesOnCgroupV1() {
		assertThat(CgroupWeight.cpuGroup(ROOT_V1)).hasValue("/");
		assertThat(CgroupWeight.cpuGroup(DOCKER_V1)).hasValue("/docker/d64811ffa39c");
	}

}
