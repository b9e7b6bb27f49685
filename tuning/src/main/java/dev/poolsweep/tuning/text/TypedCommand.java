package dev.poolsweep.tuning.text;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * A command line as it was typed, for sweep.properties: each argument quoted for a POSIX
 * shell where it needs it, so that it can be pasted to run the sweep again, and every
 * password replaced by {@value #HIDDEN}, so that a result folder can be shared.
 */
public final class TypedCommand {

	static final String HIDDEN = "***";

	private static final Pattern PLAIN = Pattern.compile("[A-Za-z0-9_./:=,@%+-]+");

	/** A password option's name, as an argument of its own or before "=". */
	private static final Pattern PASSWORD_OPTION = Pattern.compile("--[a-z-]*password");

	/** A password in a URL: its user information, or a password= parameter. */
	private static final Pattern URL_PASSWORD = Pattern.compile("(//[^/:@]*:)[^@/]*(@)|((?i)password=)[^&;]*");

	private TypedCommand() {
	}

	/** e.g. "poolsweep sweep --max-threads 1,10 --load-profile 'const(50,10s)'". */
	public static String of(final String program, final List<String> args) {
		final List<String> words = new ArrayList<>(List.of(program));
		boolean passwordNext = false;
		for (final String arg : args) {
			words.add(quoted(passwordNext ? HIDDEN : hidePasswords(arg)));
			passwordNext = PASSWORD_OPTION.matcher(arg).matches();
		}
		return String.join(" ", words);
	}

	private static String hidePasswords(final String arg) {
		final int equals = arg.indexOf('=');
		if (equals > 0 && PASSWORD_OPTION.matcher(arg.substring(0, equals)).matches()) {
			return arg.substring(0, equals + 1) + HIDDEN;
		}
		return URL_PASSWORD.matcher(arg)
			.replaceAll(match -> match.group(1) != null ? "$1" + HIDDEN + "$2" : "$3" + HIDDEN);
	}

	private static String quoted(final String word) {
		return PLAIN.matcher(word).matches() ? word : "'" + word.replace("'", "'\\''") + "'";
	}

}
