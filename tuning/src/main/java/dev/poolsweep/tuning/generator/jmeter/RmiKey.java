package dev.poolsweep.tuning.generator.jmeter;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.TimeUnit;

import dev.poolsweep.tuning.errors.EnvironmentException;
import dev.poolsweep.tuning.errors.OneLine;

/**
 * The key that local remote engines and their controller share: a key store made for this
 * harness alone, and a properties file (for JMeter's -q) that names it.
 *
 * <p>
 * A remote engine runs whatever test plan its caller sends. JMeter without its RMI key
 * (server.rmi.ssl.disable) listens on every interface and takes plans from anyone who can
 * reach it; with the key it listens on java.rmi.server.hostname (127.0.0.1 here) and
 * takes them only over TLS from a holder of the key (both sides authenticate). So every
 * harness makes its own key store with a random password, readable by its user only, and
 * deletes it when it ends; the password stays out of the command line.
 */
final class RmiKey {

	private static final String ALIAS = "rmi";

	private static final String PASSWORD_VARIABLE = "POOLSWEEP_RMI_PASSWORD";

	private final Path properties;

	private RmiKey(final Path properties) {
		this.properties = properties;
	}

	/** Makes the key with the keytool beside {@code java}. */
	static RmiKey create(final String java) {
		try {
			final Path dir = Files.createTempDirectory("poolsweep-rmi-",
					PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
			final Path store = dir.resolve("rmi_keystore.p12");
			final String password = HexFormat.of().formatHex(new SecureRandom().generateSeed(16));
			keytool(java, store, password);
			final Properties p = new Properties();
			p.setProperty("server.rmi.ssl.keystore.type", "PKCS12");
			p.setProperty("server.rmi.ssl.keystore.file", store.toString());
			p.setProperty("server.rmi.ssl.keystore.password", password);
			p.setProperty("server.rmi.ssl.keystore.alias", ALIAS);
			final Path file = dir.resolve("rmi.properties");
			try (Writer out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
				p.store(out, "poolsweep: the RMI key of this harness's local JMeter engines");
			}
			// deleted in the reverse order: the files, then their folder
			List.of(dir, store, file).forEach(path -> path.toFile().deleteOnExit());
			return new RmiKey(file);
		}
		catch (IOException e) {
			throw new EnvironmentException(
					"the key for local JMeter engines cannot be made: " + OneLine.of(e.getMessage()), e);
		}
	}

	/** The properties file to give JMeter with -q. */
	Path properties() {
		return properties;
	}

	private static void keytool(final String java, final Path store, final String password) throws IOException {
		final Path keytool = Path.of(java).resolveSibling("keytool");
		final ProcessBuilder builder = new ProcessBuilder(keytool.toString(), "-genkeypair", "-alias", ALIAS, "-keyalg",
				"EC", "-validity", "30", "-dname", "CN=poolsweep local JMeter engines", "-storetype", "PKCS12",
				"-keystore", store.toString(), "-storepass:env", PASSWORD_VARIABLE)
			.redirectErrorStream(true)
			.redirectOutput(ProcessBuilder.Redirect.DISCARD);
		builder.environment().put(PASSWORD_VARIABLE, password);
		final Process process = builder.start();
		process.getOutputStream().close();
		try {
			if (!process.waitFor(60, TimeUnit.SECONDS) || process.exitValue() != 0) {
				process.destroyForcibly();
				throw new IOException(keytool + " failed");
			}
		}
		catch (InterruptedException e) {
			process.destroyForcibly();
			Thread.currentThread().interrupt();
			throw new IOException("interrupted", e);
		}
	}

}
