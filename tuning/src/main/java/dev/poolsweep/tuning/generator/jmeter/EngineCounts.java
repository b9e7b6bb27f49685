package dev.poolsweep.tuning.generator.jmeter;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import dev.poolsweep.tuning.errors.OneLine;
import dev.poolsweep.tuning.errors.RunFailedException;
import dev.poolsweep.tuning.results.AtomicFiles;
import dev.poolsweep.tuning.results.RunFolder;

/**
 * Adds up the per-second counts of engines that shared a schedule
 * (arrivals.engine-I-of-N.csv, second,due,sent,never_sent,clients,at_bound) into the
 * run's one arrivals file, as one JMeter would have written it: per second, every column
 * summed (the clients too: each engine ran its own; at_bound becomes the number of
 * engines at their bound). The engines' files stay beside it.
 */
final class EngineCounts {

	private static final String HEADER = "second,due,sent,never_sent,clients,at_bound";

	private static final int COLUMNS = 5;

	private EngineCounts() {
	}

	/**
	 * Merges the {@code engines} files beside {@code jtl}; fails when one is missing or
	 * malformed.
	 */
	static void merge(final Path jtl, final int engines) throws RunFailedException {
		final List<long[]> sum = new ArrayList<>();
		for (int engine = 1; engine <= engines; engine++) {
			final Path file = RunFolder.engineArrivalsOf(jtl, engine, engines);
			try {
				add(Files.readAllLines(file, StandardCharsets.UTF_8), sum);
			}
			catch (IOException | RuntimeException e) {
				throw new RunFailedException("engine " + engine + "'s arrival counts cannot be read ("
						+ file.getFileName() + "): " + OneLine.of(e.getMessage()), e);
			}
		}
		final Path merged = RunFolder.arrivalsOf(jtl);
		final StringBuilder csv = new StringBuilder(HEADER).append('\n');
		for (int second = 0; second < sum.size(); second++) {
			final long[] row = sum.get(second);
			csv.append(second)
				.append(',')
				.append(row[0])
				.append(',')
				.append(row[1])
				.append(',')
				.append(row[2])
				.append(',')
				.append(row[3])
				.append(',')
				.append(row[4])
				.append('\n');
		}
		try {
			AtomicFiles.writeString(merged, csv.toString());
		}
		catch (IOException e) {
			throw new RunFailedException(merged.getFileName() + " cannot be written: " + OneLine.of(e.getMessage()), e);
		}
	}

	private static void add(final List<String> lines, final List<long[]> sum) throws IOException {
		if (lines.isEmpty() || !lines.getFirst().strip().equals(HEADER)) {
			throw new IOException("its header is not " + HEADER);
		}
		for (final String line : lines.subList(1, lines.size())) {
			final String[] cells = line.split(",");
			final int second = Integer.parseInt(cells[0].strip());
			while (sum.size() <= second) {
				sum.add(new long[COLUMNS]);
			}
			for (int column = 0; column < COLUMNS; column++) {
				sum.get(second)[column] += Long.parseLong(cells[column + 1].strip());
			}
		}
	}

}
