package dev.poolsweep.tuning.jmx;

import java.lang.management.ManagementFactory;
import java.util.Map;
import javax.management.Attribute;
import javax.management.AttributeList;
import javax.management.DynamicMBean;
import javax.management.MBeanInfo;
import javax.management.ObjectName;

/**
 * A JVM that exposes the board's Tomcat and HikariCP MBeans (HikariCP's own and
 * Micrometer's) with fixed values, for {@link JmxSamplerTest}: started as a child process
 * with remote JMX, like the board.
 */
public final class FakeBoard {

	private FakeBoard() {
	}

	public static void main(final String[] args) throws Exception {
		final var server = ManagementFactory.getPlatformMBeanServer();
		server
			.registerMBean(
					new Fixed(Map.of("currentThreadsBusy", 3, "currentThreadCount", 10, "maxThreads", 42,
							"connectionCount", 7L, "localPort", 8080)),
					new ObjectName("Tomcat:type=ThreadPool,name=\"http-nio-8080\""));
		// The Actuator's Tomcat on the management port: same kind of MBean, must not be
		// read.
		server
			.registerMBean(
					new Fixed(Map.of("currentThreadsBusy", 0, "currentThreadCount", 1, "maxThreads", 200,
							"connectionCount", 0L, "localPort", 8081)),
					new ObjectName("Tomcat-1:type=ThreadPool,name=\"http-nio-8081\""));
		server.registerMBean(new Fixed(Map.of("ActiveConnections", 4, "IdleConnections", 6, "TotalConnections", 10,
				"ThreadsAwaitingConnection", 2)), new ObjectName("com.zaxxer.hikari:type=Pool (fake)"));
		// Micrometer's meters as a JMX registry exports them for the pool "fake"
		server.registerMBean(new Fixed(Map.of("Count", 120L)),
				new ObjectName("metrics:name=hikaricpConnectionsAcquire.pool.fake,type=timers"));
		server.registerMBean(new Fixed(Map.of("Count", 3L)),
				new ObjectName("metrics:name=hikaricpConnectionsTimeout.pool.fake,type=meters"));
		System.out.println("ready");
		Thread.sleep(60_000);
	}

	/** An MBean whose attributes never change. */
	static final class Fixed implements DynamicMBean {

		private final Map<String, Object> values;

		Fixed(final Map<String, Object> values) {
			this.values = values;
		}

		@Override
		public Object getAttribute(final String attribute) {
			return values.get(attribute);
		}

		@Override
		public void setAttribute(final Attribute attribute) {
			throw new UnsupportedOperationException();
		}

		@Override
		public AttributeList getAttributes(final String[] attributes) {
			final AttributeList list = new AttributeList();
			for (final String name : attributes) {
				if (values.containsKey(name)) {
					list.add(new Attribute(name, values.get(name)));
				}
			}
			return list;
		}

		@Override
		public AttributeList setAttributes(final AttributeList attributes) {
			return new AttributeList();
		}

		@Override
		public Object invoke(final String action, final Object[] params, final String[] signature) {
			throw new UnsupportedOperationException();
		}

		@Override
		public MBeanInfo getMBeanInfo() {
			return new MBeanInfo(Fixed.class.getName(), "fixed values", null, null, null, null);
		}

	}

}
