package dev.poolsweep.tuning.generator.jmeter;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;

import dev.poolsweep.tuning.errors.OneLine;
import dev.poolsweep.tuning.errors.RunFailedException;
import dev.poolsweep.tuning.results.RunFolder;

/**
 * Adds up the per-second counts of engines that shared a schedule
 * (arrivals.engine-I-of-N.csv, second,due,sent,never_sent,clients) into the run's one
 * arrivals file, as one JMeter would have written it: per second, every column summed
 * (the clients too: each engine ran its own). The engines' files stay beside it.
 */
final class EngineCounts {

	private static final String HEADER = "second,due,sent,never_sent,clients";

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
		final Path partial = merged.resolveSibling(merged.getFileName() + ".partial");
		try {
			try (Writer out = Files.newBufferedWriter(partial, StandardCharsets.UTF_8)) {
				out.write(HEADER + "\n");
				for (int second = 0; second < sum.size(); second++) {
					final long[] row = sum.get(second);
					out.write(second + "," + row[0] + "," + row[1] + "," + row[2] + "," + row[3] + "\n");
				}
			}
			Files.move(partial, merged, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
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
				sum.add(new long[4]);
			}
			for (int column = 0; column < 4; column++) {
				sum.get(second)[column] += Long.parseLong(cells[column + 1].strip());
			}
		}
	}

}
