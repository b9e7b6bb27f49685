package dev.poolsweep.jmeter.request;

import org.apache.jmeter.processor.PreProcessor;
import org.apache.jmeter.protocol.http.sampler.HTTPSamplerBase;
import org.apache.jmeter.samplers.Sampler;
import org.apache.jmeter.testbeans.TestBean;
import org.apache.jmeter.testelement.AbstractTestElement;
import org.apache.jmeter.threads.JMeterContext;
import org.apache.jmeter.threads.JMeterContextService;

/**
 * Before each request: which path it goes to, into the variable {@value #REQUEST_PATH}
 * (one of {@code paths} by weight, else {@code path}), and the extra {@code headers} on
 * the HTTP sampler, with {@code Connection: close} unless {@code keepAlive}. The settings
 * are parsed once per client thread ({@link RequestTable}).
 */
public class RequestChooser extends AbstractTestElement implements PreProcessor, TestBean {

	/** The variable the samplers take their path from. */
	public static final String REQUEST_PATH = "request_path";

	private static final long serialVersionUID = 1L;

	private String path = "";

	private String paths = "";

	private String headers = "";

	private boolean keepAlive = true;

	private transient RequestTable table;

	@Override
	public void process() {
		if (table == null || !table.isFor(path, paths, headers, keepAlive)) {
			table = RequestTable.parse(path, paths, headers, keepAlive);
		}
		final JMeterContext context = JMeterContextService.getContext();
		context.getVariables().put(REQUEST_PATH, table.choosePath());
		final Sampler sampler = context.getCurrentSampler();
		if (table.headers() != null && sampler instanceof HTTPSamplerBase http) {
			http.setHeaderManager(table.headers());
		}
	}

	public String getPath() {
		return path;
	}

	public void setPath(final String path) {
		this.path = path;
	}

	public String getPaths() {
		return paths;
	}

	public void setPaths(final String paths) {
		this.paths = paths;
	}

	public boolean isKeepAlive() {
		return keepAlive;
	}

	public void setKeepAlive(final boolean keepAlive) {
		this.keepAlive = keepAlive;
	}

	public String getHeaders() {
		return headers;
	}

	public void setHeaders(final String headers) {
		this.headers = headers;
	}

}
