package dev.poolsweep.tuning.tune;

import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import dev.poolsweep.tuning.settings.Point;
import dev.poolsweep.tuning.settings.RunId;

import static org.assertj.core.api.Assertions.assertThat;

/** Which point is measured first, and which points the race takes up again. */
class TunerTest {

	private static final Point FIVE = new Point(5, 2, 100, null, null);

	private static final Point TWENTY = new Point(20, 2, 100, null, null);

	private static final Point HUNDRED = new Point(100, 2, 100, null, null);

	@Test
	void theFirstRunIsTheMiddleMaxThreadsAboveOneAtItsCheapest() {
		assertThat(Tuner.calibrationPoint(
				List.of(new Point(1, 2, 100, null, null), FIVE, TWENTY, new Point(20, 100, 100, null, null), HUNDRED)))
			.isEqualTo(TWENTY);
	}

	/**
	 * The calibration run alone does not put its point in the race: in a 21-point grid
	 * the model found it alike to a cheaper point, and racing it too cost 5 of the 30
	 * runs.
	 */
	@Test
	void theCalibrationRunAloneDoesNotEnterItsPointInTheRace() {
		final Set<RunId> complete = Set.of(new RunId(TWENTY, 1), new RunId(HUNDRED, 1));
		assertThat(Tuner.enteredTheRace(TWENTY, TWENTY, complete::contains)).isFalse();
		assertThat(Tuner.enteredTheRace(HUNDRED, TWENTY, complete::contains)).as("a stand-in that raced before")
			.isTrue();
		assertThat(Tuner.enteredTheRace(FIVE, TWENTY, complete::contains)).isFalse();
		final Set<RunId> raced = Set.of(new RunId(TWENTY, 1), new RunId(TWENTY, 2));
		assertThat(Tuner.enteredTheRace(TWENTY, TWENTY, raced::contains)).as("it raced as a stand-in").isTrue();
	}

}
