package dev.poolsweep.tuning.analysis.series;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

/**
 * Reads arrivals.csv, the plans' per-second counts (tuning/RESULTS.md): which seconds of
 * the schedule the generator's bound on requests in flight decided ({@code at_bound}).
 */
public final class ArrivalsFile {

	private static final String AT_BOUND = "at_bound";

	private ArrivalsFile() {
	}

	/**
	 * Per second of the schedule, whether the generator was at its bound; all false when
	 * the file is absent or older than the column.
	 */
	public static boolean[] secondsAtBound(final Path file, final int seconds) throws IOException {
		final boolean[] atBound = new boolean[seconds];
		if (!Files.isRegularFile(file)) {
			return atBound;
		}
		final List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
		final int column = lines.isEmpty() ? -1 : Arrays.asList(lines.getFirst().strip().split(",")).indexOf(AT_BOUND);
		if (column < 0) {
			return atBound;
		}
		for (final String line : lines.subList(1, lines.size())) {
			final String[] cells = line.split(",");
			final int second = Integer.parseInt(cells[0].strip());
			if (second >= 0 && second < seconds && Long.parseLong(cells[column].strip()) > 0) {
				atBound[second] = true;
			}
		}
		return atBound;
	}

}
