package dev.poolsweep.tuning.results;

import java.io.BufferedReader;
import java.io.Closeable;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads a comma-separated file with a header line, RFC 4180 style: a field in double
 * quotes may hold commas, line breaks and doubled quotes. JMeter quotes failure messages
 * that way. Columns are looked up by name, so the order of JMeter's columns does not
 * matter. A file without a header line (vegeta's) is opened with its columns' names.
 */
public final class CsvReader implements Closeable {

	private final Path file;

	private final BufferedReader reader;

	private final Map<String, Integer> columns = new HashMap<>();

	private long recordNumber;

	private CsvReader(final Path file, final List<String> givenHeader) throws IOException {
		this.file = file;
		this.reader = Files.newBufferedReader(file, StandardCharsets.UTF_8);
		final List<String> header = givenHeader != null ? givenHeader : next();
		if (header == null) {
			reader.close();
			throw new IOException(file.getFileName() + " is empty: expected a header line");
		}
		for (int i = 0; i < header.size(); i++) {
			columns.putIfAbsent(header.get(i).strip(), i);
		}
	}

	public static CsvReader open(final Path file) throws IOException {
		return new CsvReader(file, null);
	}

	/**
	 * A file without a header line, whose columns are {@code header}; its first line is
	 * its first record.
	 */
	public static CsvReader open(final Path file, final List<String> header) throws IOException {
		return new CsvReader(file, List.copyOf(header));
	}

	/** The index of a column, or -1 when the header does not have it. */
	public int column(final String name) {
		return columns.getOrDefault(name, -1);
	}

	public int requireColumn(final String name) throws IOException {
		final int index = column(name);
		if (index < 0) {
			throw new IOException(file.getFileName() + " has no column '" + name + "'");
		}
		return index;
	}

	/**
	 * The record number (header = 1) of the record last returned by {@link #next()}, for
	 * error messages.
	 */
	public long recordNumber() {
		return recordNumber;
	}

	/**
	 * The next record's fields, or null at the end of the file. Blank lines are skipped.
	 */
	public List<String> next() throws IOException {
		int c = reader.read();
		while (c == '\r' || c == '\n') {
			c = reader.read();
		}
		if (c == -1) {
			return null;
		}
		recordNumber++;
		final List<String> fields = new ArrayList<>();
		final StringBuilder field = new StringBuilder();
		boolean quoted = false;
		for (; c != -1; c = reader.read()) {
			if (quoted) {
				if (c == '"') {
					reader.mark(1);
					if (reader.read() == '"') {
						field.append('"');
					}
					else {
						reader.reset();
						quoted = false;
					}
				}
				else {
					field.append((char) c);
				}
			}
			else if (c == '"' && field.isEmpty()) {
				quoted = true;
			}
			else if (c == ',') {
				fields.add(field.toString());
				field.setLength(0);
			}
			else if (c == '\n' || c == '\r') {
				break;
			}
			else {
				field.append((char) c);
			}
		}
		fields.add(field.toString());
		return fields;
	}

	public static String field(final List<String> record, final int index) {
		return index >= 0 && index < record.size() ? record.get(index) : "";
	}

	@Override
	public void close() throws IOException {
		reader.close();
	}

}
