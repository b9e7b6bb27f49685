package dev.poolsweep.board.suggestion;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import java.util.SplittableRandom;

import io.jstach.jstachio.escapers.Html;
import io.jstach.jstachio.output.ByteBufferEncodedOutput;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The list page's ids and times written as bytes read exactly as JStachio's default
 * writes them.
 */
class ListPageFormatterTests {

	@Test
	void timesReadAsInstantToString() {
		final SplittableRandom random = new SplittableRandom(9);
		final long year10000 = Instant.parse("+10000-01-01T00:00:00Z").getEpochSecond();
		for (int i = 0; i < 100_000; i++) {
			final long second = random.nextLong(-62_167_219_200L, year10000);
			final int nano = switch (i % 4) {
				case 0 -> 0;
				case 1 -> random.nextInt(1000) * 1_000_000;
				case 2 -> random.nextInt(1_000_000) * 1_000;
				default -> random.nextInt(1_000_000_000);
			};
			final Instant instant = Instant.ofEpochSecond(second, nano);
			assertThat(rendered(instant)).isEqualTo(instant.toString());
		}
		for (final Instant edge : List.of(Instant.parse("0000-01-01T00:00:00Z"),
				Instant.parse("9999-12-31T23:59:59.999999999Z"), Instant.parse("+10000-01-01T00:00:00Z"),
				Instant.parse("-0001-12-31T23:59:59Z"), Instant.MIN, Instant.MAX)) {
			assertThat(rendered(edge)).isEqualTo(edge.toString());
		}
	}

	@Test
	void idsReadAsTheirDecimalDigits() {
		for (final long id : new long[] { 0, 7, 10, 99, 1000, 123_456_789, Long.MAX_VALUE, -1, Long.MIN_VALUE }) {
			final ByteBufferEncodedOutput out = ByteBufferEncodedOutput.ofByteArray(StandardCharsets.UTF_8);
			ListPageFormatter.provider().format(Html.provider(), out, "id", id);
			assertThat(text(out)).isEqualTo(Long.toString(id));
		}
	}

	private static String rendered(final Instant instant) {
		final ByteBufferEncodedOutput out = ByteBufferEncodedOutput.ofByteArray(StandardCharsets.UTF_8);
		ListPageFormatter.provider().format(Html.provider(), out, "createdAt", Instant.class, instant);
		return text(out);
	}

	private static String text(final ByteBufferEncodedOutput out) {
		return new String(out.toByteArray(), StandardCharsets.UTF_8);
	}

}
