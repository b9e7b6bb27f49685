package dev.poolsweep.tuning.sweep;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import dev.poolsweep.tuning.analysis.Aggregate;
import dev.poolsweep.tuning.analysis.series.Sample;

/**
 * The successes per second of a saturation probe's load, counted by the second they ended
 * from the first sample's start, and what its counted seconds (from the third to the last
 * full one: the first two still fill the queue) tell: the rate, their median, or a stall.
 *
 * <p>
 * Why a stall is looked for: a saturated application with a queue serves at its rate
 * until the queue is gone, and the seconds after that are not counted, nor those after
 * its last success, in which only time-outs end. Seconds in a row that served next to
 * nothing say it stopped answering in time (a database that froze, a server busy with
 * requests whose clients gave up), and a median across them reads that as a speed: a
 * board on a database container that stalled served 170-199 requests a second for ten
 * seconds, then 15, 1, 1, 3 ... while 1,234 requests timed out, and its median second,
 * 11, was taken for ten workers' rate.
 */
final class OkPerSecond {

	/** Below this share of the best counted second a second served next to nothing. */
	static final double STALLED = 0.1;

	/** That many such seconds in a row are a stall, not a hiccup. */
	static final int STALL_SECONDS = 2;

	private static final int FIRST_COUNTED = 2;

	/** The seconds a stall's line lists at most. */
	private static final int LISTED = 8;

	private final List<Sample> samples;

	private final long zeroMs;

	private final int[] perSecond;

	OkPerSecond(final List<Sample> samples) {
		this.samples = List.copyOf(samples);
		this.zeroMs = samples.stream().mapToLong(Sample::startMs).min().orElse(0);
		this.perSecond = new int[(int) (samples.stream().mapToLong(this::endSecond).max().orElse(0)) + 1];
		for (final Sample sample : samples) {
			if (sample.success()) {
				perSecond[(int) endSecond(sample)]++;
			}
		}
	}

	/** The median of the counted seconds; NaN without such a second. */
	double median() {
		final int[] counted = counted();
		return counted.length == 0 ? Double.NaN
				: Aggregate.of(Arrays.stream(counted).asDoubleStream().toArray()).median();
	}

	/**
	 * What the counted seconds show when {@value #STALL_SECONDS} of them in a row served
	 * under {@link #STALLED} of the best, e.g. "from second 10 it served 15, 1, 1, 3, 4,
	 * 7, 1 requests a second, after up to 199 (meanwhile 1234 failed: read_timeout
	 * 1234)"; empty when they show none.
	 */
	Optional<String> stall() {
		final int[] counted = untilTheLastSuccess(counted());
		final int best = Arrays.stream(counted).max().orElse(0);
		final int start = IntStream.rangeClosed(0, counted.length - STALL_SECONDS)
			.filter(i -> IntStream.range(i, i + STALL_SECONDS).allMatch(j -> counted[j] < STALLED * best))
			.findFirst()
			.orElse(-1);
		if (start < 0) {
			return Optional.empty();
		}
		final int second = FIRST_COUNTED + start;
		final String served = Arrays.stream(counted, start, Math.min(counted.length, start + LISTED))
			.mapToObj(Integer::toString)
			.collect(Collectors.joining(", ")) + (counted.length - start > LISTED ? " ..." : "");
		return Optional.of("from second " + second + " it served " + served + " requests a second, after up to " + best
				+ " (" + failuresFrom(second) + ")");
	}

	/** E.g. "meanwhile 1234 failed: read_timeout 1234", or "none failed meanwhile". */
	private String failuresFrom(final int second) {
		final Map<String, Long> kinds = samples.stream()
			.filter(sample -> !sample.success() && endSecond(sample) >= second)
			.collect(Collectors.groupingBy(sample -> sample.errorKind().key(), TreeMap::new, Collectors.counting()));
		final long failed = kinds.values().stream().mapToLong(Long::longValue).sum();
		return failed == 0 ? "none failed meanwhile"
				: "meanwhile " + failed + " failed: "
						+ kinds.entrySet()
							.stream()
							.map(kind -> kind.getKey() + " " + kind.getValue())
							.collect(Collectors.joining(", "));
	}

	/**
	 * The seconds up to the last that had a success: after it only failures end, those of
	 * requests that waited out their time-out behind a queue that is gone.
	 */
	private static int[] untilTheLastSuccess(final int[] seconds) {
		int end = seconds.length;
		while (end > 0 && seconds[end - 1] == 0) {
			end--;
		}
		return Arrays.copyOf(seconds, end);
	}

	/** From the third second to the last full one; empty without such a second. */
	private int[] counted() {
		final int lastFull = perSecond.length - 1;
		return samples.isEmpty() || lastFull <= FIRST_COUNTED ? new int[0]
				: Arrays.copyOfRange(perSecond, FIRST_COUNTED, lastFull);
	}

	private long endSecond(final Sample sample) {
		return (sample.startMs() + sample.elapsedMs() - zeroMs) / 1000;
	}

}
