package dev.poolsweep.jmeter.arrivals;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Arrays;

/**
 * Per second of the schedule: requests due, handed to a client, and never sent (not sent
 * within the patience: the requests in flight were at their bound and no answer came, or
 * no client took it), the clients started when the last of them was handed out, and
 * whether a request due in it waited while the requests in flight were at their bound (1,
 * else 0): then the generator, not the server, decided that second. Written by the
 * scheduler and the clients as they go.
 */
public final class ArrivalCounts {

	/** The header of {@link #write}'s CSV. */
	public static final String HEADER = "second,due,sent,never_sent,clients,at_bound";

	private final long[] sent;

	private final long[] neverSent;

	private final int[] clients;

	private final boolean[] atBound;

	ArrivalCounts(final int seconds) {
		this.sent = new long[seconds];
		this.neverSent = new long[seconds];
		this.clients = new int[seconds];
		this.atBound = new boolean[seconds];
	}

	/** A request due in {@code second} waits for a client, and no more may start. */
	synchronized void markAtBound(final int second) {
		atBound[second] = true;
	}

	synchronized void sent(final int second, final int clientsNow) {
		sent[second]++;
		clients[second] = Math.max(clients[second], clientsNow);
	}

	synchronized void neverSent(final int second, final int clientsNow) {
		neverSent[second]++;
		clients[second] = Math.max(clients[second], clientsNow);
	}

	public synchronized long sent() {
		return Arrays.stream(sent).sum();
	}

	public synchronized long neverSent() {
		return Arrays.stream(neverSent).sum();
	}

	public synchronized long neverSent(final int second) {
		return neverSent[second];
	}

	/**
	 * Whether the bound on the requests in flight, not the server, decided
	 * {@code second}.
	 */
	public synchronized boolean atBound(final int second) {
		return atBound[second];
	}

	/**
	 * The counts in a line for the log, with the {@code clients} started: why a request
	 * was never sent is either the bound on the requests in flight, which no answer
	 * lifted within the patience, or the clients, none of which took it.
	 */
	public synchronized String summary(final int clients) {
		return sent() + " handed to clients, " + neverSent() + " never sent (not sent within the patience: "
				+ "the bound reached, or no client took it), " + clients + " clients";
	}

	/**
	 * Where an engine writes its counts when it was told {@code file}: {@code file}
	 * itself when it sends the whole schedule, else one file per engine beside it
	 * (engines on one machine or one shared folder would overwrite each other's), e.g.
	 * arrivals.csv → arrivals.engine-2-of-3.csv for the second of three.
	 */
	public static Path fileOf(final Path file, final EngineShare share) {
		if (!share.shared()) {
			return file;
		}
		final String name = file.getFileName().toString();
		final int dot = name.lastIndexOf('.');
		final String engine = ".engine-" + (share.engine() + 1) + "-of-" + share.engines();
		return file.resolveSibling(dot < 0 ? name + engine : name.substring(0, dot) + engine + name.substring(dot));
	}

	/**
	 * Writes the counts as CSV ({@link #HEADER}, one line per second from 0), replacing
	 * {@code file} whole: a reader never sees half of it.
	 */
	public synchronized void write(final Path file) throws IOException {
		final Path partial = file.resolveSibling(file.getFileName() + ".partial");
		try (Writer out = Files.newBufferedWriter(partial, StandardCharsets.UTF_8)) {
			out.write(HEADER + "\n");
			for (int second = 0; second < sent.length; second++) {
				out.write(second + "," + (sent[second] + neverSent[second]) + "," + sent[second] + ","
						+ neverSent[second] + "," + clients[second] + "," + (atBound[second] ? 1 : 0) + "\n");
			}
		}
		Files.move(partial, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
	}

}
