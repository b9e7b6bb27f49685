package dev.poolsweep.jmeter.arrivals;

import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.List;

import org.apache.jmeter.threads.AbstractThreadGroup;
import org.apache.jmeter.threads.RemoteThreadsListenerWrapper;
import org.apache.jmeter.threads.ThreadGroup;
import org.apache.jorphan.collections.HashTree;

/**
 * Keeps the clients started during the test from telling a remote controller of their
 * start and end.
 *
 * <p>
 * Design: JMeter's non-GUI controller adds a listener of the engines' threads to the plan
 * (BUG 54152, for the summariser's count of active threads). On each engine it becomes a
 * {@link RemoteThreadsListenerWrapper} in the thread group's tree, and so in the tree
 * cloned for every client: each client's start and end is a synchronous call over RMI
 * (and SSL) to the controller. These calls serialise: with hundreds of clients on a busy
 * machine they went on for a minute after the last answer, and the controller waited for
 * them past its time-out. Removing the wrapper from the tree that the clients are cloned
 * from ends each client when its request does; the controller still learns of the test's
 * samples and its end through its sample listener. ThreadGroup keeps that tree private,
 * so it is reached by reflection.
 */
final class RemoteThreadsNotices {

	private RemoteThreadsNotices() {
	}

	/**
	 * Removes the remote threads listener from the tree that {@code group} clones for the
	 * clients it starts from now on. Call it before any client is added.
	 */
	static void stopFor(final AbstractThreadGroup group) {
		final HashTree tree = treeOf(group);
		if (tree != null) {
			removeFrom(tree);
		}
	}

	private static HashTree treeOf(final AbstractThreadGroup group) {
		if (group instanceof OpenArrivalsThreadGroup openArrivals) {
			return openArrivals.clientsTree();
		}
		if (!(group instanceof ThreadGroup)) {
			return null;
		}
		try {
			final Field tree = ThreadGroup.class.getDeclaredField("threadGroupTree");
			tree.setAccessible(true);
			return (HashTree) tree.get(group);
		}
		catch (ReflectiveOperationException | RuntimeException ex) {
			// another JMeter version: the clients keep telling the controller
			return null;
		}
	}

	/**
	 * Removes every {@link RemoteThreadsListenerWrapper} at any depth of {@code tree}.
	 */
	static void removeFrom(final HashTree tree) {
		final List<Object> wrappers = new ArrayList<>();
		for (final Object key : tree.list()) {
			if (key instanceof RemoteThreadsListenerWrapper) {
				wrappers.add(key);
			}
			else {
				removeFrom(tree.getTree(key));
			}
		}
		wrappers.forEach(tree::remove);
	}

}
