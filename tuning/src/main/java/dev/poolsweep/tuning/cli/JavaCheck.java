package dev.poolsweep.tuning.cli;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.InvocationTargetException;
import java.util.Optional;

import dev.poolsweep.tuning.errors.ExitCode;

/**
 * The jar's main class: says in one line that the Java running it is too old, then hands
 * over to {@code PoolsweepCommand}.
 *
 * <p>
 * Many machines run Java 17 by default, and {@code java -jar poolsweep.jar} there would
 * end in a stack trace ({@code UnsupportedClassVersionError}). So this one class is
 * compiled for Java 17 (tuning/pom.xml, the {@code java17-check} execution), loads no
 * other class of poolsweep but through reflection (the compiler copies
 * {@link ExitCode#ENVIRONMENT}, a constant, into it), and reads the Java it needs from
 * {@code PoolsweepCommand}'s own class file, so that the build's release stays the one
 * place that says it.
 */
final class JavaCheck {

	/** Class file major versions are the Java feature release plus this. */
	private static final int CLASS_FILE_OFFSET = 44;

	private static final String COMMAND = "dev.poolsweep.tuning.PoolsweepCommand";

	private JavaCheck() {
	}

	public static void main(final String[] args) throws Throwable {
		final Optional<String> tooOld = tooOld(Runtime.version().feature(), featureOf(COMMAND));
		if (tooOld.isPresent()) {
			System.err.println(tooOld.get());
			System.exit(ExitCode.ENVIRONMENT);
		}
		try {
			Class.forName(COMMAND).getMethod("main", String[].class).invoke(null, (Object) args);
		}
		catch (final InvocationTargetException e) {
			throw e.getCause();
		}
	}

	/**
	 * The one-line error when Java {@code running} cannot run classes for {@code needed}.
	 */
	static Optional<String> tooOld(final int running, final int needed) {
		return running >= needed ? Optional.empty()
				: Optional.of("poolsweep needs Java " + needed + " or later, and this is Java " + running + " ("
						+ System.getProperty("java.home") + "): run ./poolsweep, which finds one, or set JAVA_HOME");
	}

	/** The Java feature release a class of this jar was compiled for. */
	static int featureOf(final String className) throws IOException {
		try (InputStream file = JavaCheck.class.getResourceAsStream("/" + className.replace('.', '/') + ".class")) {
			if (file == null) {
				throw new IOException("no class file for " + className);
			}
			final DataInputStream in = new DataInputStream(file);
			in.readInt(); // magic
			in.readUnsignedShort(); // minor version
			return in.readUnsignedShort() - CLASS_FILE_OFFSET;
		}
	}

}
