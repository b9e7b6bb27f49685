package dev.poolsweep.jmeter.arrivals;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class ArrivalScheduleTest {

	@Test
	void spreadsEachSecondsArrivalsEvenlyAcrossIt() {
		assertThat(dueMs(ArrivalSchedule.of(4, 2))).containsExactly(0L, 250L, 500L, 750L, 1000L, 1500L);
	}

	@Test
	void carriesAFractionalRateOverToTheNextSecond() {
		// C = 0, 1.5, 3: arrivals 0 and 1 in second 0 (at 0 and 667 ms), 2 in second 1
		// (at 1333 ms)
		assertThat(dueMs(ArrivalSchedule.of(1.5, 1.5))).containsExactly(0L, 667L, 1333L);
	}

	@Test
	void skipsSecondsWithoutArrivals() {
		assertThat(dueMs(ArrivalSchedule.of(0, 2, 0, 1))).containsExactly(1000L, 1500L, 3000L);
		assertThat(dueMs(ArrivalSchedule.of(0, 0))).isEmpty();
	}

	@Test
	void countsRequestsPeakAndTheBoundOnRequestsInFlight() {
		final ArrivalSchedule paper = ArrivalSchedule.of(rates(50, 100, 300, 100, 50));
		assertThat(paper.seconds()).isEqualTo(50);
		assertThat(paper.requests()).isEqualTo(6000);
		assertThat(dueMs(paper)).hasSize(6000);
		assertThat(paper.peak()).isEqualTo(300);
		assertThat(paper.maxInFlight(10_000)).isEqualTo(3000);
		assertThat(ArrivalSchedule.of(0.01).maxInFlight(10)).isEqualTo(1);
	}

	@Test
	void scalesEveryRateButNotTheDurations() {
		assertThat(ArrivalSchedule.scaled("const(300,10s) line(50, 100,10s) step(10,30,10,5s)", 1.5))
			.isEqualTo("const(450,10s) line(75,150,10s) step(15,45,15,5s)");
		assertThat(ArrivalSchedule.scaled("const(5,5s)", 0.5)).isEqualTo("const(3,5s)");
	}

	@Test
	void enginesShareTheScheduleInterleavedAndSendItOnceBetweenThem() {
		final ArrivalSchedule paper = ArrivalSchedule.of(rates(50, 100, 300, 100, 50));
		final List<Long> first = dueMs(paper, 0, 2);
		final List<Long> second = dueMs(paper, 1, 2);
		final List<Long> merged = new ArrayList<>(first);
		merged.addAll(second);
		merged.sort(null);
		assertThat(merged).isEqualTo(dueMs(paper));
		assertThat(first).hasSize(3000).startsWith(0L, 40L);
		assertThat(second).hasSize(3000).startsWith(20L, 60L);
		for (int s = 0; s < paper.seconds(); s++) {
			assertThat(inSecond(first, s)).isEqualTo(inSecond(second, s));
		}
	}

	@Test
	void anOddCountGoesOneMoreToTheFirstEngines() {
		final ArrivalSchedule three = ArrivalSchedule.of(5, 0, 2);
		assertThat(dueMs(three, 0, 3)).containsExactly(0L, 600L, 2500L);
		assertThat(dueMs(three, 1, 3)).containsExactly(200L, 800L);
		assertThat(dueMs(three, 2, 3)).containsExactly(400L, 2000L);
	}

	private static long inSecond(final List<Long> dueMs, final int second) {
		return dueMs.stream().filter(due -> due / 1000 == second).count();
	}

	/** Ten seconds at each rate. */
	private static double[] rates(final double... steps) {
		final double[] rates = new double[steps.length * 10];
		for (int i = 0; i < rates.length; i++) {
			rates[i] = steps[i / 10];
		}
		return rates;
	}

	private static List<Long> dueMs(final ArrivalSchedule schedule) {
		return dueMs(schedule, 0, 1);
	}

	private static List<Long> dueMs(final ArrivalSchedule schedule, final int engine, final int engines) {
		final List<Long> due = new ArrayList<>();
		for (final ArrivalSchedule.Cursor cursor = schedule.cursor(new EngineShare(engine, engines)); cursor
			.hasNext();) {
			due.add(cursor.nextMs());
		}
		return due;
	}

}
