package dev.poolsweep.tuning.settings;

import java.time.Duration;

import dev.poolsweep.tuning.errors.BadInputException;
import dev.poolsweep.tuning.plan.LoadProfile;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

class DbFaultTest {

	@Test
	void readsPausesAndRestartsAndWritesThemBackTheSame() {
		final DbFault pause = DbFault.parse("pause@25s:5s");
		assertThat(pause).isEqualTo(new DbFault(DbFault.Kind.PAUSE, Duration.ofSeconds(25), Duration.ofSeconds(5)));
		assertThat(DbFault.parse("restart@1m").length()).isZero();
		assertThat(DbFault.parse("RESTART@25s:1500ms").length()).isEqualTo(Duration.ofMillis(1500));
		for (final String text : new String[] { "pause@25s:5s", "restart@25s", "restart@25s:7s", "none" }) {
			assertThat(DbFault.parse(text)).hasToString(text);
		}
		assertThat(DbFault.parse("none").any()).isFalse();
	}

	@Test
	void rejectsWhatIsNotAFaultInOneLine() {
		assertThatExceptionOfType(BadInputException.class).isThrownBy(() -> DbFault.parse("stall@25s"))
			.withMessage("--db-fault: 'stall@25s' is not a fault like pause@25s:5s, restart@25s or restart@25s:7s");
		assertThatExceptionOfType(BadInputException.class).isThrownBy(() -> DbFault.parse("pause@25s"))
			.withMessageContaining("needs its length");
		assertThatExceptionOfType(BadInputException.class).isThrownBy(() -> DbFault.parse("pause@25s:0s"))
			.withMessageContaining("no fault");
		assertThatExceptionOfType(BadInputException.class).isThrownBy(() -> DbFault.parse("pause@soon:5s"))
			.withMessageContaining("not a duration");
	}

	@Test
	void mustStartWithinTheSchedule() {
		final LoadProfile profile = LoadProfile.parse("const(50,10s) const(300,10s)");
		assertThat(DbFault.parse("pause@19s:5s").requireWithin(profile).any()).isTrue();
		assertThatExceptionOfType(BadInputException.class)
			.isThrownBy(() -> DbFault.parse("restart@20s").requireWithin(profile))
			.withMessage("--db-fault restart@20s starts after the 20 s schedule has ended");
	}

}
