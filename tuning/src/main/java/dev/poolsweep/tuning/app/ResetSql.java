package dev.poolsweep.tuning.app;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import dev.poolsweep.tuning.errors.BadInputException;
import dev.poolsweep.tuning.errors.OneLine;

/**
 * The statements of a {@code --reset-sql} file: each ends with a semicolon at the end of
 * a line (so one inside a string or on a line with more is kept); lines starting with --
 * are comments.
 */
final class ResetSql {

	private ResetSql() {
	}

	static List<String> read(final Path file) {
		try {
			return split(Files.readString(file));
		}
		catch (IOException e) {
			throw new BadInputException("--reset-sql " + file + " cannot be read: " + OneLine.of(e.getMessage()), e);
		}
	}

	static List<String> split(final String sql) {
		final String withoutComments = sql.replaceAll("(?m)^\\s*--.*$", "");
		return Arrays.stream(withoutComments.split(";[ \\t]*(\\r?\\n|$)"))
			.map(String::strip)
			.filter(statement -> !statement.isEmpty())
			.toList();
	}

}
