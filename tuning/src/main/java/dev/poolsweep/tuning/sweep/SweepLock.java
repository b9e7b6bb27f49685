package dev.poolsweep.tuning.sweep;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

import dev.poolsweep.tuning.errors.BadInputException;

/**
 * One sweep at a time in a results folder (a tune's, a servers run's too). Two sweeps
 * there (or two resumes of one) would each wipe and redo the runs the other is writing,
 * so the second refuses at once, naming the first one's process. The lock is the
 * operating system's lock on {@value #FILE}, which ends with the process that holds it,
 * however that ends: a folder whose sweep was killed is never left locked. The file also
 * holds the holder's PID, for the refusal's message.
 */
public final class SweepLock implements AutoCloseable {

	/** The lock file, in the results folder. */
	public static final String FILE = ".poolsweep.lock";

	private final FileChannel channel;

	private final FileLock lock;

	private SweepLock(final FileChannel channel, final FileLock lock) {
		this.channel = channel;
		this.lock = lock;
	}

	/**
	 * Locks the folder {@code dir} for this process, or refuses with a one-line reason
	 * when another process holds it.
	 */
	public static SweepLock acquire(final Path dir) throws IOException {
		return acquire(dir, "then --resume");
	}

	/**
	 * The same for a folder whose work cannot be resumed.
	 * @param remedy what the refusal advises after "wait for it to end, or stop it, "
	 */
	public static SweepLock acquire(final Path dir, final String remedy) throws IOException {
		final Path file = dir.resolve(FILE);
		final FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.READ,
				StandardOpenOption.WRITE);
		final FileLock lock;
		try {
			lock = channel.tryLock();
		}
		catch (OverlappingFileLockException e) {
			channel.close();
			throw refusal(dir, "this process", remedy);
		}
		catch (IOException e) {
			channel.close();
			throw e;
		}
		if (lock == null) {
			final String holder = Files.readString(file, StandardCharsets.UTF_8).strip();
			channel.close();
			throw refusal(dir, holder.isEmpty() ? "another process" : "process " + holder, remedy);
		}
		channel.truncate(0);
		channel.write(ByteBuffer.wrap(Long.toString(ProcessHandle.current().pid()).getBytes(StandardCharsets.UTF_8)));
		channel.force(false);
		return new SweepLock(channel, lock);
	}

	private static BadInputException refusal(final Path dir, final String holder, final String remedy) {
		return new BadInputException(
				dir + " is in use by another poolsweep (" + holder + "): wait for it to end, or stop it, " + remedy);
	}

	@Override
	public void close() throws IOException {
		try {
			lock.release();
		}
		finally {
			channel.close();
		}
	}

}
