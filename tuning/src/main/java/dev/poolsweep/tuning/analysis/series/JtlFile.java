package dev.poolsweep.tuning.analysis.series;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import dev.poolsweep.tuning.results.CsvReader;
import dev.poolsweep.tuning.results.RunFolder;

/**
 * Reads JMeter's CSV results (samples.jtl) by column name: timeStamp, elapsed, success,
 * responseCode, responseMessage, failureMessage. A transport failure's message ("Read
 * timed out", "Connect timed out") is in responseMessage; failureMessage is filled only
 * by assertions, so both are kept. The plans add intended_ms, the instant the schedule
 * made each request due; without it (older results) a request counts as sent when due.
 */
public final class JtlFile {

	/** The column the plans' sample_variables add (jmeter-plans/conf/user.properties). */
	public static final String INTENDED_MS = "intended_ms";

	/** JMeter's time to open the connection, in ms. */
	static final String CONNECT = "Connect";

	private JtlFile() {
	}

	/** All samples, sorted by start time. */
	public static List<Sample> read(final Path file) throws IOException {
		final List<Sample> samples = new ArrayList<>();
		try (CsvReader csv = CsvReader.open(file)) {
			final int timeStamp = csv.requireColumn("timeStamp");
			final int elapsed = csv.requireColumn("elapsed");
			final int success = csv.requireColumn("success");
			final int responseCode = csv.column("responseCode");
			final int responseMessage = csv.column("responseMessage");
			final int failureMessage = csv.column("failureMessage");
			final int intended = csv.column(INTENDED_MS);
			final int connect = csv.column(CONNECT);
			for (List<String> record = csv.next(); record != null; record = csv.next()) {
				final long start = parseLong(csv, record, timeStamp, "timeStamp");
				samples.add(new Sample(start, parseLong(csv, record, elapsed, "elapsed"),
						Boolean.parseBoolean(CsvReader.field(record, success).strip()),
						CsvReader.field(record, responseCode),
						message(CsvReader.field(record, responseMessage), CsvReader.field(record, failureMessage)),
						intended < 0 ? start : parseLong(csv, record, intended, INTENDED_MS),
						connect < 0 ? 0 : parseLong(csv, record, connect, CONNECT)));
			}
		}
		samples.sort(Comparator.comparingLong(Sample::startMs));
		return samples;
	}

	private static String message(final String responseMessage, final String failureMessage) {
		return failureMessage.isBlank() ? responseMessage : (responseMessage + " " + failureMessage).strip();
	}

	private static long parseLong(final CsvReader csv, final List<String> record, final int index, final String column)
			throws IOException {
		final String value = CsvReader.field(record, index).strip();
		try {
			return Long.parseLong(value);
		}
		catch (NumberFormatException e) {
			throw new IOException(RunFolder.SAMPLES_JTL + " record " + csv.recordNumber() + ": " + column + " '" + value
					+ "' is not a whole number (the analysis needs epoch-ms time stamps)");
		}
	}

}
