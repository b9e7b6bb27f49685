package dev.poolsweep.tuning.generator.vegeta;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import dev.poolsweep.tuning.analysis.series.Sample;
import dev.poolsweep.tuning.results.CsvReader;

/**
 * Reads the results of {@code vegeta encode -to csv} as samples: one line a request, no
 * header, the columns of vegeta v12's CSV encoder (lib/results.go): its start in epoch
 * ns, the status code (0 when there was no response), its latency in ns (from just before
 * sending to the last byte of the body read), bytes out and in, the error, the body in
 * base64, the attack's name, its sequence number, method, URL and the headers in base64.
 *
 * <p>
 * Times are turned into JMeter's: a sample starts at the ms its request started in and
 * ends at the ms its last byte came in, both read off a millisecond clock, as JMeter's
 * are; so that a response time is the difference of two whole ms, as in a JTL, not a
 * latency rounded one way, which would shift every sub-ms response by as much.
 *
 * <p>
 * A lazily read target list ends the attack: every worker that asks for a target after
 * the last one writes a result with the error "no targets to attack" and no URL. They are
 * not requests, and are left out.
 */
final class VegetaResults {

	static final List<String> COLUMNS = List.of("timestamp", "code", "latency", "bytes_out", "bytes_in", "error",
			"body", "attack", "seq", "method", "url", "headers");

	/** vegeta's ErrNoTargets (lib/targets.go). */
	static final String NO_TARGETS = "no targets to attack";

	private static final long NANOS_PER_MS = 1_000_000;

	private VegetaResults() {
	}

	/** The requests of a results file, in its order. */
	static List<Sample> read(final Path csvFile) throws IOException {
		final List<Sample> samples = new ArrayList<>();
		try (CsvReader csv = CsvReader.open(csvFile, COLUMNS)) {
			final int timestamp = csv.requireColumn("timestamp");
			final int code = csv.requireColumn("code");
			final int latency = csv.requireColumn("latency");
			final int error = csv.requireColumn("error");
			final int url = csv.requireColumn("url");
			for (List<String> record = csv.next(); record != null; record = csv.next()) {
				if (record.size() != COLUMNS.size()) {
					throw new IOException(csvFile.getFileName() + " line " + csv.recordNumber() + " has "
							+ record.size() + " fields, not vegeta's " + COLUMNS.size());
				}
				if (CsvReader.field(record, url).isEmpty() && NO_TARGETS.equals(CsvReader.field(record, error))) {
					continue;
				}
				samples.add(sample(csvFile, csv.recordNumber(), record.get(timestamp), record.get(latency),
						record.get(code), record.get(error)));
			}
		}
		return samples;
	}

	private static Sample sample(final Path file, final long line, final String timestampNs, final String latencyNs,
			final String code, final String error) throws IOException {
		try {
			final long startNs = Long.parseLong(timestampNs);
			final long endNs = startNs + Long.parseLong(latencyNs);
			final long startMs = Math.floorDiv(startNs, NANOS_PER_MS);
			final long elapsedMs = Math.floorDiv(endNs, NANOS_PER_MS) - startMs;
			final int status = Integer.parseInt(code);
			// vegeta's own rule (lib/attack.go): a response below 200 or from 400 on is
			// an
			// error, and so is a request that got no response (code 0) or failed while
			// its
			// body was read
			final boolean success = error.isEmpty() && status >= 200 && status < 400;
			return new Sample(startMs, elapsedMs, success, status == 0 ? "" : code, error);
		}
		catch (NumberFormatException e) {
			throw new IOException(file.getFileName() + " line " + line + " is not vegeta's CSV: " + e.getMessage(), e);
		}
	}

}
