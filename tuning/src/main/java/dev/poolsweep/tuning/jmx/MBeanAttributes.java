package dev.poolsweep.tuning.jmx;

import java.io.IOException;
import java.util.LinkedHashSet;
import java.util.Set;
import javax.management.Attribute;
import javax.management.AttributeList;
import javax.management.JMException;
import javax.management.MBeanServerConnection;
import javax.management.ObjectName;

/**
 * Reads attributes of an application's MBeans, and remembers what it could not read: an
 * application need not expose every MBean the harness samples, so a missing MBean or
 * attribute leaves a value out instead of failing the run, and the sweep says once what
 * was missing.
 */
final class MBeanAttributes {

	private final MBeanServerConnection connection;

	private final Set<String> missing = new LinkedHashSet<>();

	MBeanAttributes(final MBeanServerConnection connection) {
		this.connection = connection;
	}

	/**
	 * The attributes of {@code mbean} that could be read, in any order; the others are
	 * remembered as missing.
	 */
	AttributeList read(final ObjectName mbean, final String... names) throws IOException {
		try {
			final AttributeList values = connection.getAttributes(mbean, names);
			if (values.size() < names.length) {
				final Set<String> found = new LinkedHashSet<>();
				values.asList().forEach(attribute -> found.add(attribute.getName()));
				for (final String name : names) {
					if (!found.contains(name)) {
						missing.add(mbean + " " + name);
					}
				}
			}
			return values;
		}
		catch (JMException e) {
			missing.add(mbean.toString());
			return new AttributeList();
		}
	}

	Set<ObjectName> names(final ObjectName pattern) throws IOException {
		return connection.queryNames(pattern, null);
	}

	/** Remembers something the application does not expose, for {@link #missing()}. */
	void missing(final String what) {
		missing.add(what);
	}

	/** What could not be read so far. */
	Set<String> missing() {
		return Set.copyOf(missing);
	}

	static Object value(final AttributeList attributes, final String name) {
		for (final Attribute attribute : attributes.asList()) {
			if (attribute.getName().equals(name)) {
				return attribute.getValue();
			}
		}
		return null;
	}

	static long number(final Object value) {
		return value instanceof Number number ? number.longValue() : -1;
	}

	static ObjectName name(final String name) {
		try {
			return new ObjectName(name);
		}
		catch (JMException e) {
			throw new IllegalStateException(e);
		}
	}

}
