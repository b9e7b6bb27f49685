package dev.poolsweep.jmeter.arrivals;

import java.io.IOException;
import java.io.ObjectInputStream;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.apache.jmeter.engine.StandardJMeterEngine;
import org.apache.jmeter.threads.JMeterContextService;
import org.apache.jmeter.threads.JMeterThread;
import org.apache.jmeter.threads.ListenerNotifier;
import org.apache.jmeter.threads.ThreadGroup;
import org.apache.jorphan.collections.ListedHashTree;

/**
 * A thread group whose clients started during the test ({@link #addNewThread}, which the
 * {@link OpenArrivalsTimer} calls as the requests in flight need them) run on virtual
 * threads. Its own clients (its number of threads) start as a {@link ThreadGroup}'s do,
 * and it opens in the GUI as one.
 *
 * <p>
 * Design: a request in flight holds a client until it is answered, so a server that stops
 * answering for a moment makes the generator hold a client for every request due
 * meanwhile: thousands. As platform threads those took the generator's CPU in the kernel
 * (their starts, their stacks, their switches and their contention for the results file)
 * exactly when it needed it to send the next requests. A virtual thread parks in a socket
 * read without a kernel thread and, on JDK 24 and later, in a {@code synchronized} block
 * too (JEP 491): the clients are run by as many carrier threads as the generator has
 * CPUs. Each still has its own copy of the thread group's tree, as JMeter's samplers and
 * their HTTP clients are not shared between threads.
 */
public class OpenArrivalsThreadGroup extends ThreadGroup {

	private static final long serialVersionUID = 1L;

	/**
	 * How long {@link #verifyThreadsStopped} waits for each client, as ThreadGroup does.
	 */
	private static final long WAIT_TO_DIE_MS = 5_000;

	/** The clients started on virtual threads. */
	private transient Map<JMeterThread, Thread> clients = new ConcurrentHashMap<>();

	private transient ListenerNotifier notifier;

	private transient ListedHashTree tree;

	private transient int groupNumber;

	private transient Object numberLock = new Object();

	@Override
	public void start(final int groupNum, final ListenerNotifier notifier, final ListedHashTree threadGroupTree,
			final StandardJMeterEngine engine) {
		this.notifier = notifier;
		this.tree = threadGroupTree;
		this.groupNumber = groupNum;
		super.start(groupNum, notifier, threadGroupTree, engine);
	}

	/** The tree cloned for each client that {@link #addNewThread} starts. */
	ListedHashTree clientsTree() {
		return tree;
	}

	/** A remote engine gets the thread group serialized: without its transient state. */
	private void readObject(final ObjectInputStream in) throws IOException, ClassNotFoundException {
		in.defaultReadObject();
		clients = new ConcurrentHashMap<>();
		numberLock = new Object();
	}

	/**
	 * Starts one more client on a virtual thread, with the variables of the calling
	 * thread, as {@link ThreadGroup#addNewThread} does on a platform thread.
	 */
	@Override
	public JMeterThread addNewThread(final int delay, final StandardJMeterEngine engine) {
		final int number;
		synchronized (numberLock) {
			number = getNumThreads();
			setNumThreads(number + 1);
		}
		final JMeterThread client = makeThread(engine, this, notifier, groupNumber, number, cloneTree(tree),
				JMeterContextService.getContext().getVariables());
		client.setInitialDelay(delay);
		final Thread thread = Thread.ofVirtual().name(client.getThreadName()).unstarted(client);
		clients.put(client, thread);
		thread.start();
		JMeterContextService.addTotalThreads(1);
		return client;
	}

	@Override
	public void threadFinished(final JMeterThread thread) {
		super.threadFinished(thread);
		clients.remove(thread);
	}

	@Override
	public int numberOfActiveThreads() {
		return super.numberOfActiveThreads() + clients.size();
	}

	@Override
	public void stop() {
		super.stop();
		clients.keySet().forEach(JMeterThread::stop);
	}

	@Override
	public void tellThreadsToStop() {
		super.tellThreadsToStop();
		clients.forEach((client, thread) -> {
			client.stop();
			client.interrupt();
			thread.interrupt();
		});
	}

	@Override
	public boolean verifyThreadsStopped() {
		boolean stopped = super.verifyThreadsStopped();
		for (final Thread thread : clients.values()) {
			stopped &= joined(thread, WAIT_TO_DIE_MS);
		}
		return stopped;
	}

	@Override
	public void waitThreadsStopped() {
		super.waitThreadsStopped();
		// clients may still be started while the first ones end
		while (!clients.isEmpty()) {
			clients.values().forEach(thread -> joined(thread, 0));
		}
	}

	/** Waits for a thread to end, {@code timeoutMs} at most (0: until it does). */
	private static boolean joined(final Thread thread, final long timeoutMs) {
		try {
			thread.join(timeoutMs);
		}
		catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		}
		return !thread.isAlive();
	}

}
