package dev.poolsweep.tuning.generator.jmeter;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.OptionalLong;
import java.util.function.LongConsumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The instant a JMeter's schedule starts, as its console says: the plans' Open Arrivals
 * Timer starts once its clients wait (or at -Jstart_at), and prints that instant
 * ({@value #SCHEDULE_STARTS}). Tells it once, as soon as it is read.
 */
final class ScheduleStart {

	/** The Open Arrivals Timer's console line, followed by the epoch ms and " ms". */
	static final String SCHEDULE_STARTS = "Open arrivals: schedule starts at ";

	private static final Pattern START = Pattern.compile(Pattern.quote(SCHEDULE_STARTS) + "(\\d+) ms");

	private final Path console;

	private final LongConsumer told;

	private boolean known;

	ScheduleStart(final Path console, final LongConsumer told) {
		this.console = console;
		this.told = told;
	}

	/** Looks at the console again; tells the instant the first time it is there. */
	void poll() {
		if (!known) {
			read(console).ifPresent(startMs -> {
				known = true;
				told.accept(startMs);
			});
		}
	}

	/** The instant in {@code console}, if it says one yet. */
	static OptionalLong read(final Path console) {
		try {
			if (Files.isRegularFile(console)) {
				final Matcher matcher = START.matcher(Files.readString(console, StandardCharsets.UTF_8));
				if (matcher.find()) {
					return OptionalLong.of(Long.parseLong(matcher.group(1)));
				}
			}
		}
		catch (IOException e) {
			// not readable yet: the next poll looks again
		}
		return OptionalLong.empty();
	}

}
