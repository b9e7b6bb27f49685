package dev.poolsweep.tuning.plan;

import java.time.Duration;
import java.util.Arrays;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

class LoadProfileTest {

	private static final String PAPER = "const(50,10s) const(100,10s) const(300,10s) const(100,10s) const(50,10s)";

	@Test
	void parsesThePapersScheduleIntoBackToBackSteps() {
		final LoadProfile profile = LoadProfile.parse(PAPER);

		assertThat(profile.steps()).containsExactly(new LoadProfile.Step(0, 0, 10, 50, 50),
				new LoadProfile.Step(1, 10, 20, 100, 100), new LoadProfile.Step(2, 20, 30, 300, 300),
				new LoadProfile.Step(3, 30, 40, 100, 100), new LoadProfile.Step(4, 40, 50, 50, 50));
		assertThat(profile.durationS()).isEqualTo(50);
		assertThat(profile.expectedRequests()).isEqualTo(6000);
	}

	@Test
	void thePeakStepIsTheBurst() {
		final LoadProfile.Step burst = LoadProfile.parse(PAPER).peakStep();

		assertThat(burst.index()).isEqualTo(2);
		assertThat(burst.startS()).isEqualTo(20);
		assertThat(burst.endS()).isEqualTo(30);
	}

	@Test
	void theRateBeforeTheBurstIsTheMeanOfItsSteps() {
		assertThat(LoadProfile.parse(PAPER).meanRpsBeforePeak()).isEqualTo(75);
		assertThat(LoadProfile.parse("line(0,100,10s) const(300,10s)").meanRpsBeforePeak()).isEqualTo(50);
		assertThat(LoadProfile.parse("const(300,10s) const(50,10s)").meanRpsBeforePeak()).as("no step before it")
			.isEqualTo(300);
	}

	@Test
	void aTieForThePeakGoesToTheFirstStep() {
		assertThat(LoadProfile.parse("const(5,1) const(9,1) const(9,1)").peakStep().index()).isEqualTo(1);
	}

	@Test
	void rateAtFollowsConstAndLineStepsAndIsZeroOutside() {
		final LoadProfile profile = LoadProfile.parse("const(50,10s) line(50,150,10s)");

		assertThat(profile.rateAt(0)).isEqualTo(50);
		assertThat(profile.rateAt(9.99)).isEqualTo(50);
		assertThat(profile.rateAt(10)).isEqualTo(50);
		assertThat(profile.rateAt(15)).isEqualTo(100);
		assertThat(profile.rateAt(19.9)).isCloseTo(149, within(1e-9));
		assertThat(profile.rateAt(20)).isZero();
		assertThat(profile.rateAt(-1)).isZero();
		assertThat(profile.peakStep().peakRps()).isEqualTo(150);
		assertThat(profile.expectedRequests()).isEqualTo(500 + 1000);
	}

	@ParameterizedTest
	@CsvSource(delimiter = ';', value = { "const(1,10);10", "const(1,10s);10", "const(1,1m);60", "const(1,1m30s);90",
			"const(1,1h);3600", "const(1, 10S );10" })
	void durationsAreWholeSeconds(final String schedule, final long seconds) {
		assertThat(LoadProfile.parse(schedule).durationS()).isEqualTo(seconds);
	}

	@Test
	void toStringGivesTheSyntaxBackInSeconds() {
		assertThat(LoadProfile.parse(PAPER)).hasToString(PAPER);
		assertThat(LoadProfile.parse("  line(0,100,1m)   const(7.5,5) ")).hasToString("line(0,100,60s) const(7.5,5s)");
	}

	@Test
	void parsingToStringGivesAnEqualProfile() {
		final LoadProfile profile = LoadProfile.parse("line(0,100,1m) const(7.25,5)").scaled(1.0 / 3);

		assertThat(LoadProfile.parse(profile.toString())).isEqualTo(profile);
	}

	@Test
	void scaledMultipliesRatesRoundsToWholeRequestsAsJMeterDoesAndKeepsDurations() {
		final LoadProfile profile = LoadProfile.parse(PAPER);

		assertThat(profile.scaled(0.5))
			.hasToString("const(25,10s) const(50,10s) const(150,10s) const(50,10s) const(25,10s)");
		assertThat(profile.scaled(1.0 / 3))
			.hasToString("const(17,10s) const(33,10s) const(100,10s) const(33,10s) const(17,10s)");
		assertThat(profile.scaled(0.125).steps().getFirst().fromRps()).isEqualTo(6);
		assertThat(profile.scaled(2).durationS()).isEqualTo(50);
		assertThat(LoadProfile.parse("line(10,20,5s)").scaled(1.5)).hasToString("line(15,30,5s)");
	}

	@ParameterizedTest
	@ValueSource(strings = { "", "   ", "const(50)", "const(50,10s,3)", "line(1,2)", "const(a,10s)", "const(-1,10s)",
			"const(50,500ms)", "const(50,0s)", "const(50,ten)", "step(1,10,1,10s)", "const(50,10s) oops",
			"const(50,10s),const(60,10s)", "const(50,10s" })
	void badInputIsAnIllegalArgumentWithAOneLineMessage(final String schedule) {
		assertThatThrownBy(() -> LoadProfile.parse(schedule)).isInstanceOf(IllegalArgumentException.class)
			.hasMessageStartingWith("load profile")
			.message()
			.doesNotContain("\n");
	}

	@Test
	void messagesNameTheProblem() {
		assertThatThrownBy(() -> LoadProfile.parse("const(50,500ms)")).hasMessageContaining("'500ms'");
		assertThatThrownBy(() -> LoadProfile.parse("step(1,10,1,10s)"))
			.hasMessageContaining("unsupported step 'step(1,10,1,10s)'");
		assertThatThrownBy(() -> LoadProfile.parse("const(50,10s) oops")).hasMessageContaining("'oops'");
		assertThatThrownBy(() -> LoadProfile.parse(null)).hasMessageContaining("empty");
	}

	@ParameterizedTest
	@ValueSource(doubles = { 0, -1, Double.NaN, Double.POSITIVE_INFINITY })
	void scaleMustBePositive(final double factor) {
		assertThatThrownBy(() -> LoadProfile.parse(PAPER).scaled(factor)).isInstanceOf(IllegalArgumentException.class)
			.hasMessageContaining("scale");
	}

	@Test
	void scheduledPerSecondCountsWholeRequestsDueInEachSecond() {
		assertThat(LoadProfile.parse(PAPER).scheduledPerSecond()).hasSize(50)
			.startsWith(50, 50)
			.contains(300)
			.endsWith(50);
		assertThat(Arrays.stream(LoadProfile.parse(PAPER).scheduledPerSecond()).sum()).isEqualTo(6000);
		// 2.5/s: due at 0, 0.4, 0.8 | 1.2, 1.6 | 2.0, 2.4, 2.8 | 3.2, 3.6
		assertThat(LoadProfile.parse("const(2.5,4s)").scheduledPerSecond()).containsExactly(3, 2, 3, 2);
		// a ramp takes the rate of each second's middle: 15, 25, 35, 45
		assertThat(LoadProfile.parse("line(10,50,4s)").scheduledPerSecond()).containsExactly(15, 25, 35, 45);
	}

	@Test
	void theTailIsTheTimeAfterTheBurstAndWithTailLengthensOnlyTheLastStep() {
		final LoadProfile paper = LoadProfile.parse(PAPER);
		final LoadProfile longer = paper.withTail(Duration.ofSeconds(40));

		assertThat(paper.tailS()).isEqualTo(20);
		assertThat(longer).hasToString("const(50,10s) const(100,10s) const(300,10s) const(100,10s) const(50,30s)");
		assertThat(longer.durationS()).isEqualTo(70);
		assertThat(longer.tailS()).isEqualTo(40);
		assertThat(longer.peakStep()).isEqualTo(paper.peakStep());
		assertThat(longer.steps().subList(0, 4)).isEqualTo(paper.steps().subList(0, 4));
		assertThat(paper.withTail(Duration.ofSeconds(20))).as("the tail it has").isEqualTo(paper);
		assertThat(LoadProfile.parse(PAPER).withTail(Duration.ofMinutes(1)).durationS()).isEqualTo(90);
	}

	@Test
	void aTailComposesWithTheScale() {
		final LoadProfile paper = LoadProfile.parse(PAPER);

		assertThat(paper.withTail(Duration.ofSeconds(40)).scaled(0.5))
			.isEqualTo(paper.scaled(0.5).withTail(Duration.ofSeconds(40)))
			.hasToString("const(25,10s) const(50,10s) const(150,10s) const(50,10s) const(25,30s)");
	}

	@ParameterizedTest
	@CsvSource(delimiter = ';',
			value = { PAPER + ";15s;is shorter than the 20 s", PAPER + ";0s;at least 1",
					PAPER + ";1500ms;whole seconds",
					"const(50,10s) const(300,10s);40s;the burst (the highest rate) is the last step",
					"const(100,60s);40s;the burst (the highest rate) is the last step",
					"const(50,10s) const(300,10s) line(100,50,10s);40s;ends with a ramp" })
	void aTailThatCannotBeIsAOneLineError(final String schedule, final String tail, final String message) {
		final LoadProfile profile = LoadProfile.parse(schedule);
		final Duration duration = Durations.parse(tail);

		assertThatThrownBy(() -> profile.withTail(duration)).isInstanceOf(IllegalArgumentException.class)
			.hasMessageStartingWith("--tail")
			.hasMessageContaining(message)
			.message()
			.doesNotContain("\n");
	}

}
