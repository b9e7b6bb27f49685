package dev.poolsweep.tuning.model;

import java.time.Duration;
import java.util.List;

import dev.poolsweep.tuning.knob.Knob;
import dev.poolsweep.tuning.settings.Point;

import org.junit.jupiter.api.Test;

import static dev.poolsweep.tuning.model.ClosedFormTest.constant;
import static dev.poolsweep.tuning.model.ClosedFormTest.join;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.assertj.core.api.Assertions.within;

/** What each part of the model must do, one part at a time. */
class SanityTest {

	/** 10 s at twice the capacity of a 10 ms request on one core, then 30 s idle. */
	private static final LoadSchedule OVERLOAD = LoadSchedule.ofRates(join(constant(200, 10), constant(0, 30)));

	@Test
	void moreThreadsThanCoresServeNoMoreButEachRequestTakesLonger() {
		final ServiceProfile service = ServiceProfile.of(1, 10, 0);
		final Prediction one = BoardModel.predict(ModelFixture.inputs(service, OVERLOAD), ModelFixture.threads(1));
		final Prediction ten = BoardModel.predict(ModelFixture.inputs(service, OVERLOAD), ModelFixture.threads(10));

		assertThat(servedPerS(ten, 1, 10)).isCloseTo(servedPerS(one, 1, 10), within(0.01 * servedPerS(one, 1, 10)));
		assertThat(servedPerS(one, 1, 10)).isCloseTo(100, within(1.0));
		// ten requests share the core, so each takes ten times as long on its worker;
		// in the queue they wait as long as before (see ClosedFormTest for the closed
		// form)
		assertThat(ten.meanMs()).isGreaterThan(one.meanMs());
		assertThat(ten.busyThreadsPeak()).isEqualTo(10);
		assertThat(one.busyThreadsPeak()).isEqualTo(1);
	}

	@Test
	void oneWorkerUsesOneCoreOfTwoAndTwoWorkersBoth() {
		final ServiceProfile twoCores = ServiceProfile.of(2, 10, 0);
		final LoadSchedule overload = LoadSchedule.ofRates(join(constant(400, 10), constant(0, 30)));
		final Prediction one = BoardModel.predict(ModelFixture.inputs(twoCores, overload), ModelFixture.threads(1));
		final Prediction two = BoardModel.predict(ModelFixture.inputs(twoCores, overload), ModelFixture.threads(2));

		assertThat(servedPerS(one, 1, 10)).isCloseTo(100, within(1.0));
		assertThat(servedPerS(two, 1, 10)).isCloseTo(200, within(2.0));
		assertThat(one.seconds().get(5).boardCpuPct()).isCloseTo(50, within(1e-6));
	}

	@Test
	void cpuGrowingWithBusyThreadsCostsThroughput() {
		// with 10 busy workers each request needs 1 + 0.05 x 9 = 1.45 times its CPU
		final ServiceProfile service = ServiceProfile.of(1, 10, 0).withCpuGrowthPerBusyThread(0.05);
		final Prediction ten = BoardModel.predict(ModelFixture.inputs(service, OVERLOAD), ModelFixture.threads(10));

		assertThat(servedPerS(ten, 2, 10)).isCloseTo(100 / 1.45, within(0.01 * 100 / 1.45));
	}

	@Test
	void backgroundWorkSlowsOneWorkerMoreThanMany() {
		// background 0.2 cores: one worker gets 0.8 of the core, a hundred get 1 - 1/101
		final ServiceProfile service = ServiceProfile.of(1, 10, 0).withBackgroundCores(0.2);
		final Prediction one = BoardModel.predict(ModelFixture.inputs(service, OVERLOAD), ModelFixture.threads(1));
		final Prediction many = BoardModel.predict(ModelFixture.inputs(service, OVERLOAD), ModelFixture.threads(100));

		assertThat(service.aloneMs()).isCloseTo(12.5, within(1e-9));
		assertThat(servedPerS(one, 1, 10)).isCloseTo(80, within(0.8));
		assertThat(servedPerS(many, 2, 10)).isCloseTo(100 * (1 - 1.0 / 101), within(1.0));
		// the board's CPU: all of it while requests wait, the background alone after
		assertThat(one.seconds().get(5).boardCpuPct()).isCloseTo(100, within(1e-6));
		assertThat(one.seconds().get(39).boardCpuPct()).isCloseTo(20, within(1e-6));
	}

	@Test
	void aPoolOfOneServesOneRequestPerHold() {
		// maxTotal = 1 and 20 ms of database per request: 50 requests/s, whatever the
		// workers and cores
		final ServiceProfile service = ServiceProfile.of(1, 0.1, 20);
		final Point poolOfOne = new Point(10, 1, 100, null, null).with(Knob.KEEP_ALIVE, 1);
		final Prediction prediction = BoardModel.predict(ModelFixture.inputs(service, OVERLOAD), poolOfOne);

		assertThat(servedPerS(prediction, 2, 10)).isCloseTo(50, within(0.5));
		assertThat(prediction.poolWaitingPeak()).isEqualTo(9);
		assertThat(prediction.http5xx()).isZero();
	}

	@Test
	void requestsThatFindNoConnectionWithinThePoolTimeOutFailWithA5xx() {
		// the pool serves 10/s; 9 workers wait for it, and those waiting more than 200 ms
		// fail: with 9 waiting and 100 ms each, most do; the pool goes on serving 10/s
		final ServiceProfile service = ServiceProfile.of(1, 0.1, 100);
		final Point point = new Point(10, 1, 100, 8192, null).with(Knob.KEEP_ALIVE, 1)
			.with(Knob.MAX_KEEP_ALIVE_REQUESTS, 100);
		final Prediction prediction = BoardModel.predict(ModelFixture.inputs(service, OVERLOAD).withPoolTimeoutMs(200),
				point);

		assertThat(prediction.http5xx()).isGreaterThan(prediction.successes());
		assertThat(prediction.successes() + prediction.http5xx()).isEqualTo(prediction.sent());
		assertThat(servedPerS(prediction, 2, 30)).isCloseTo(10, within(0.1));
		// board is busy
	}

	@Test
	void responsesLaterThanTheTimeOutAreErrorsAndTheirWorkIsWastedOnTheBoard() {
		// one worker, 100/s of capacity, 200/s offered for 10 s, a 1 s response time-out:
		// the wait passes 1 s after 2 s of the burst; the board still serves every
		// request
		// JMeter gave up on, so what it serves in time falls below its capacity
		final ServiceProfile service = ServiceProfile.of(1, 10, 0);
		final Prediction prediction = BoardModel.predict(ModelFixture.inputs(service, OVERLOAD, 1000),
				ModelFixture.threads(1));

		assertThat(prediction.readTimeouts()).isGreaterThan(1000);
		assertThat(prediction.successes() + prediction.readTimeouts()).isEqualTo(2000);
		assertThat(prediction.successes()).isLessThan(300);
		assertThat(prediction.p95Ms()).isCloseTo(1000, within(1e-6));
		final long servedAfterTheSchedule = prediction.seconds()
			.stream()
			.filter(s -> s.second() >= 10)
			.filter(s -> s.busyThreads() > 0)
			.count();
		assertThat(servedAfterTheSchedule).isEqualTo(10); // seconds 10 to 19: 2,000 x 10
															// ms
	}

	@Test
	void withoutKeepAliveAFullBacklogRefusesConnectionsUntilTheConnectTimeOut() {
		// one connection at a time (maxConnections 1), a backlog of 2, 100 ms requests,
		// 20
		// arrivals a second: the third waiting connection is refused, retried after 1 s,
		// and fails at the 3 s connect time-out
		final ServiceProfile service = ServiceProfile.of(1, 100, 0);
		final Point point = new Point(1, 1, 2, 1, null).with(Knob.KEEP_ALIVE, 0)
			.with(Knob.MAX_KEEP_ALIVE_REQUESTS, 100);
		final LoadSchedule schedule = LoadSchedule.ofRates(join(constant(20, 5), constant(0, 20)));
		final Prediction prediction = BoardModel.predict(ModelFixture.inputs(service, schedule), point);

		assertThat(prediction.connectErrors()).isGreaterThan(0);
		assertThat(prediction.successes() + prediction.connectErrors()).isEqualTo(100);
		assertThat(prediction.connectionsPeak()).isEqualTo(1);
		assertThat(prediction.seconds().get(0).waitingForWorker()).isEqualTo(2); // the
																					// backlog
	}

	@Test
	void idleKeptAliveConnectionsAreClosedAfterTheKeepAliveTimeOutAndFreeTheirPlaces() {
		// 10 connections at most, 100 ms of CPU per request (10/s), 50/s for 4 s: each of
		// the many clients that got a connection keeps it, idle, after its answer; only
		// Tomcat's keepAliveTimeout (2 s) frees their places for the clients waiting in
		// the backlog. Without it the backlog never drained and the run never ended.
		final ServiceProfile service = ServiceProfile.of(1, 100, 0);
		final LoadSchedule schedule = LoadSchedule.ofRates(join(constant(50, 4), constant(0, 20)));
		final Point point = new Point(10, 10, 100, 10, null).with(Knob.KEEP_ALIVE, 1)
			.with(Knob.MAX_KEEP_ALIVE_REQUESTS, 100)
			.with(Knob.KEEP_ALIVE_TIMEOUT, 2000);
		final ModelInputs inputs = new ModelInputs(service, schedule, 10_000, 3000, 1000, ModelFixture.OPTIONS, 1);

		final Prediction prediction = assertTimeoutPreemptively(Duration.ofSeconds(30),
				() -> BoardModel.predict(inputs, point));

		assertThat(prediction.connectionsPeak()).isEqualTo(10);
		assertThat(prediction.successes()).isGreaterThan(40);
		assertThat(prediction.seconds().getLast().connections()).as("idle connections closed by the end").isZero();
		assertThat(prediction.seconds()).hasSizeLessThanOrEqualTo(2 * 24 + 23);
	}

	@Test
	void aRequestThatFindsNoFreeClientWithinTheResponseTimeOutIsNeverSent() {
		// two clients, a board that serves 10/s, 50/s due for 4 s, a 2 s time-out: the
		// clients send about 10/s; whatever waited 2 s for one is dropped
		final ServiceProfile service = ServiceProfile.of(1, 100, 0);
		final LoadSchedule schedule = LoadSchedule.ofRates(join(constant(50, 4), constant(0, 10)));
		final ModelInputs twoClients = new ModelInputs(service, schedule, 2000, 3000, 2, ModelFixture.OPTIONS, 1);
		final Prediction prediction = BoardModel.predict(twoClients, ModelFixture.threads(1));

		assertThat(prediction.neverSent()).isGreaterThan(100);
		assertThat(prediction.sent() + prediction.neverSent()).isEqualTo(200);
		assertThat(prediction.readTimeouts()).isZero();
		// sent at most 2 s after it was due, answered within 200 ms of being sent
		assertThat(prediction.seconds()
			.stream()
			.mapToDouble(Prediction.Second::p95Ms)
			.filter(p95 -> !Double.isNaN(p95))
			.max()
			.orElseThrow()).isLessThanOrEqualTo(2200);
	}

	@Test
	void theScheduleIsJmetersAndTheSamePredictionComesTwice() {
		final LoadSchedule schedule = LoadSchedule
			.of(dev.poolsweep.tuning.plan.LoadProfile.parse("const(50,10s) const(100,10s) const(300,10s)"));
		final ServiceProfile service = ServiceProfile.of(1, 5, 1).withCpuCv(0.5).withLatencyNoiseMs(List.of(0.0, 7.0));

		assertThat(schedule.size()).isEqualTo(4500);
		assertThat(schedule.burstStartS()).isEqualTo(20);
		assertThat(schedule.stepBeforeBurst().startS()).isEqualTo(10);
		assertThat(schedule.dueMs(1)).isEqualTo(20); // 50/s: every 20 ms from 0
		assertThat(BoardModel.predict(ModelFixture.inputs(service, schedule), ModelFixture.threads(10)))
			.isEqualTo(BoardModel.predict(ModelFixture.inputs(service, schedule), ModelFixture.threads(10)));
	}

	/** Successes per second that ended in seconds [from, to). */
	private static double servedPerS(final Prediction prediction, final int from, final int to) {
		return prediction.seconds().subList(from, to).stream().mapToInt(Prediction.Second::completedOk).sum()
				/ (double) (to - from);
	}

}
