package dev.poolsweep.jmeter.request;

import org.apache.jmeter.processor.PostProcessor;
import org.apache.jmeter.samplers.SampleResult;
import org.apache.jmeter.testbeans.TestBean;
import org.apache.jmeter.testelement.AbstractTestElement;
import org.apache.jmeter.threads.JMeterContextService;

/**
 * Keeps the sample it follows out of the results and the listeners: for a warm-up
 * request, which is not part of the load.
 */
public class NotRecorded extends AbstractTestElement implements PostProcessor, TestBean {

	private static final long serialVersionUID = 1L;

	@Override
	public void process() {
		final SampleResult previous = JMeterContextService.getContext().getPreviousResult();
		if (previous != null) {
			previous.setIgnore();
		}
	}

}
