package dev.poolsweep.tuning.generator.jmeter;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import dev.poolsweep.tuning.errors.RunFailedException;
import dev.poolsweep.tuning.generator.Engine;
import dev.poolsweep.tuning.generator.RunWatch;
import dev.poolsweep.tuning.generator.GeneratorRun;
import dev.poolsweep.tuning.generator.LoadGenerator;
import dev.poolsweep.tuning.generator.Workload;
import dev.poolsweep.tuning.plan.LoadPlans;
import dev.poolsweep.tuning.plan.LoadSettings;

/**
 * One JMeter process on this machine, started afresh for every run, that sends the whole
 * schedule itself.
 */
final class LocalJmeter implements LoadGenerator {

	private final String java;

	private final JmeterInstall install;

	private final Engine engine;

	/**
	 * @param cpus where JMeter runs (a taskset list; empty for anywhere)
	 */
	LocalJmeter(final String java, final JmeterInstall install, final String cpus) {
		this.java = java;
		this.install = install;
		this.engine = new Engine("JMeter", cpus);
	}

	@Override
	public GeneratorRun run(final Workload workload, final Path jtl, final Path log, final RunWatch watch)
			throws RunFailedException {
		final JmeterLaunch launch = JmeterLaunch.local(java, install, install.plan(workload.plan()),
				PlanProperties.of(workload), jtl, log, engine.cpus());
		final ScheduleStart start = new ScheduleStart(launch.consoleLog(), watch::scheduleStarts);
		final JmeterProcess.Result result = JmeterProcess.run(launch, LoadPlans.timeout(workload.seconds()),
				pid -> watch.engineStarted(engine, pid), start::poll);
		return new GeneratorRun(result.startedMs(), result.samples(),
				List.of(new GeneratorRun.EngineRun(engine, result.cpuSeconds(), result.cpuSecondsTotal())));
	}

	@Override
	public List<Engine> engines() {
		return List.of(engine);
	}

	@Override
	public Map<String, String> facts(final LoadSettings load) {
		return install.facts(load, engines());
	}

}
