package dev.poolsweep.jmeter.request;

import org.apache.jmeter.testbeans.BeanInfoSupport;

/** The GUI of {@link NotRecorded}, which has no settings. */
public class NotRecordedBeanInfo extends BeanInfoSupport {

	public NotRecordedBeanInfo() {
		super(NotRecorded.class);
	}

}
