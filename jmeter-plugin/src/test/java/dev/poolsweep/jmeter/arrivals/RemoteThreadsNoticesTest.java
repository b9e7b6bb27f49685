package dev.poolsweep.jmeter.arrivals;

import java.lang.reflect.Field;

import org.apache.jmeter.testelement.TestPlan;
import org.apache.jmeter.threads.RemoteThreadsListenerWrapper;
import org.apache.jmeter.threads.ThreadGroup;
import org.apache.jmeter.timers.ConstantTimer;
import org.apache.jorphan.collections.ListedHashTree;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class RemoteThreadsNoticesTest {

	@Test
	void theTreeAThreadGroupClonesForItsClientsLosesTheRemoteThreadsListener() throws Exception {
		final ThreadGroup group = new ThreadGroup();
		final ConstantTimer timer = new ConstantTimer();
		final RemoteThreadsListenerWrapper listener = new RemoteThreadsListenerWrapper();
		// as StandardJMeterEngine builds it: the plan, the group, its elements and the
		// plan's own elements under the group
		final ListedHashTree tree = new ListedHashTree(new TestPlan());
		tree.getTree(tree.getArray()[0]).add(group);
		tree.getTree(tree.getArray()[0]).getTree(group).add(timer);
		tree.getTree(tree.getArray()[0]).getTree(group).add(listener);
		final Field field = ThreadGroup.class.getDeclaredField("threadGroupTree");
		field.setAccessible(true);
		field.set(group, tree);

		RemoteThreadsNotices.stopFor(group);

		assertThat(tree.getTree(tree.getArray()[0]).getTree(group).list()).containsExactly(timer);
	}

}
