package dev.poolsweep.tuning.results;

import java.util.Properties;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class HarnessBuildTest {

	@Test
	void describesTheVersionAndTheCommit() {
		final HarnessBuild build = HarnessBuild.of(file("0.1.0-SNAPSHOT", "9f82092", "false"));

		assertThat(build.describe()).isEqualTo("poolsweep 0.1.0-SNAPSHOT, commit 9f82092");
	}

	@Test
	void aTreeWithChangesIsDirty() {
		assertThat(HarnessBuild.of(file("0.1.0", "9f82092", "true")).commit()).isEqualTo("9f82092-dirty");
	}

	@Test
	void aBuildWithoutGitHasNoCommit() {
		final HarnessBuild build = HarnessBuild.of(file("0.1.0", "@git.commit.id.abbrev@", "@git.dirty@"));

		assertThat(build).isEqualTo(new HarnessBuild("0.1.0", HarnessBuild.UNKNOWN));
	}

	@Test
	void noFileIsUnknown() {
		assertThat(HarnessBuild.of(new Properties()))
			.isEqualTo(new HarnessBuild(HarnessBuild.UNKNOWN, HarnessBuild.UNKNOWN));
	}

	@Test
	void theBuildFillsInTheVersion() {
		assertThat(HarnessBuild.current().version()).matches("\\d+\\.\\d+\\.\\d+.*");
	}

	private static Properties file(final String version, final String commit, final String dirty) {
		final Properties file = new Properties();
		file.setProperty("version", version);
		file.setProperty("commit", commit);
		file.setProperty("dirty", dirty);
		return file;
	}

}
