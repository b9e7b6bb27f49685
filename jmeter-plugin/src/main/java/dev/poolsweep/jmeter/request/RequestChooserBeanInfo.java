package dev.poolsweep.jmeter.request;

import java.beans.PropertyDescriptor;

import org.apache.jmeter.testbeans.BeanInfoSupport;
import org.apache.jmeter.testbeans.gui.TypeEditor;

/** The GUI of {@link RequestChooser}: JMeter builds it from these descriptions. */
public class RequestChooserBeanInfo extends BeanInfoSupport {

	public RequestChooserBeanInfo() {
		super(RequestChooser.class);
		createPropertyGroup("request", new String[] { "path", "paths", "headers", "keepAlive" });
		setup(property("path"), "/suggestions");
		setup(property("paths"), "");
		setup(property("headers", TypeEditor.TextAreaEditor), "");
		setup(property("keepAlive"), Boolean.TRUE);
	}

	private static void setup(final PropertyDescriptor property, final Object defaultValue) {
		property.setValue(NOT_UNDEFINED, Boolean.TRUE);
		property.setValue(DEFAULT, defaultValue);
	}

}
