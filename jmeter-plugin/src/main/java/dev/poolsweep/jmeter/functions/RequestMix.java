package dev.poolsweep.jmeter.functions;

import java.util.Collection;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;

import org.apache.jmeter.engine.util.CompoundVariable;
import org.apache.jmeter.functions.AbstractFunction;
import org.apache.jmeter.functions.InvalidVariableException;
import org.apache.jmeter.samplers.SampleResult;
import org.apache.jmeter.samplers.Sampler;

/**
 * {@code ${__requestMix(method,write ratio)}}: which of the plans' three requests to
 * send, for their Switch Controller. {@code 2} (a request with a body) when the method is
 * not GET; else {@code 1} (a write) with probability {@code write ratio}, {@code 0} (a
 * read) otherwise. One draw per request, without a script engine.
 */
public class RequestMix extends AbstractFunction {

	private static final String KEY = "__requestMix";

	private static final List<String> DESCRIPTION = List.of("HTTP method (GET: reads and writes mixed)",
			"Fraction of requests that are writes, 0..1");

	private CompoundVariable method;

	private CompoundVariable writeRatio;

	@Override
	public String execute(final SampleResult previousResult, final Sampler currentSampler) {
		return Integer.toString(choose(method.execute().trim(), Double.parseDouble(writeRatio.execute().trim()),
				ThreadLocalRandom.current().nextDouble()));
	}

	/** The request for a uniform draw {@code draw} in [0, 1). */
	static int choose(final String method, final double writeRatio, final double draw) {
		if (!method.equalsIgnoreCase("GET")) {
			return 2;
		}
		return draw < writeRatio ? 1 : 0;
	}

	@Override
	public void setParameters(final Collection<CompoundVariable> parameters) throws InvalidVariableException {
		checkParameterCount(parameters, 2);
		final CompoundVariable[] values = parameters.toArray(new CompoundVariable[0]);
		method = values[0];
		writeRatio = values[1];
	}

	@Override
	public String getReferenceKey() {
		return KEY;
	}

	@Override
	public List<String> getArgumentDesc() {
		return DESCRIPTION;
	}

}
