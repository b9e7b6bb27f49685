package dev.poolsweep.tuning.results;

import java.util.Properties;

import dev.poolsweep.tuning.knob.Knob;
import dev.poolsweep.tuning.errors.BadInputException;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

/**
 * The results folder's .properties read back: absent keys as the reader asks, a value
 * that is not what its key holds as one line naming the file, the key and the value.
 */
class PropertyValuesTest {

	private final Properties written = new Properties();

	@Test
	void aValueThatIsNotANumberIsBadInputNamingTheFileTheKeyAndTheValue() {
		written.setProperty(SettingKeys.SCALE, "fast");
		written.setProperty(SweepKeys.REPEAT, "2.5");

		assertThatExceptionOfType(BadInputException.class)
			.isThrownBy(() -> PropertyValues.ofSweep(written).requiredDecimal(SettingKeys.SCALE))
			.withMessage("sweep.properties: scale 'fast' is not a number");
		assertThatExceptionOfType(BadInputException.class)
			.isThrownBy(() -> PropertyValues.ofSweep(written).requiredWhole(SweepKeys.REPEAT))
			.withMessage("sweep.properties: repeat '2.5' is not a whole number");
		assertThatExceptionOfType(BadInputException.class)
			.isThrownBy(() -> PropertyValues.ofPoint(written).decimal(SettingKeys.SCALE, 1))
			.withMessage("point.properties: scale 'fast' is not a number");
	}

	@Test
	void anAbsentKeyIsBadInputOnlyWhereItIsRequired() {
		written.setProperty(Knob.MAX_THREADS.key(), " ");

		assertThatExceptionOfType(BadInputException.class)
			.isThrownBy(() -> PropertyValues.ofSweep(written).required(SweepKeys.REPEAT))
			.withMessage("sweep.properties has no repeat");
		final PropertyValues point = PropertyValues.ofPoint(written);
		assertThat(point.integer(Knob.MAX_THREADS.key())).isNull();
		assertThat(point.decimal(SettingKeys.SCALE, 1.5)).isEqualTo(1.5);
		assertThat(point.text(SettingKeys.PLAN)).isEmpty();
		assertThat(point.lines(SettingKeys.APP_ARGS)).isEmpty();
		assertThat(point.asWritten(SettingKeys.REQUEST_METHOD, "GET")).isEqualTo("GET");
	}

	@Test
	void valuesAreStrippedExceptAsWrittenAndListsAreOneItemALine() {
		written.setProperty(Knob.MAX_THREADS.key(), " 10 ");
		written.setProperty(SettingKeys.REQUEST_BODY, " {\"a\": 1} ");
		written.setProperty(SettingKeys.APP_ARGS, "--a=1\n--b=2");

		final PropertyValues values = PropertyValues.ofPoint(written);
		assertThat(values.integer(Knob.MAX_THREADS.key())).isEqualTo(10);
		assertThat(values.asWritten(SettingKeys.REQUEST_BODY, "")).isEqualTo(" {\"a\": 1} ");
		assertThat(values.lines(SettingKeys.APP_ARGS)).containsExactly("--a=1", "--b=2");
	}

}
