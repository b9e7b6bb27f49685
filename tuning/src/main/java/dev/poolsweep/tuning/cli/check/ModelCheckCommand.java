package dev.poolsweep.tuning.cli.check;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

import dev.poolsweep.tuning.analysis.series.AnalysisOptions;
import dev.poolsweep.tuning.analysis.sweep.SweepAnalyzer;
import dev.poolsweep.tuning.cli.ReportCommand;
import dev.poolsweep.tuning.model.calibration.ModelCheck;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code poolsweep model-check DIR...}: predicts every measured point of finished sweeps
 * from each sweep's own seconds before the burst and prints the predictions beside the
 * measurements ({@link ModelCheckTable}). Every folder is read before anything is
 * printed, so a bad one costs one line on stderr, not half a table.
 */
@Command(name = "model-check", mixinStandardHelpOptions = true, description = {
		"Checks the model of tuning/docs/model.md against finished sweeps: predicts every measured point from the "
				+ "sweep's own seconds before the burst, as the report does, and prints per point the measured "
				+ "recovery instant and p95 (medians over the repetitions), the predictions and their spread "
				+ "(the same point for a board a little slower and faster), and whether the measured figure lies in it.",
		"Ends with how many points lie within the spread, and meet the model's target (tuning/docs/model.md), over all the folders given. "
				+ "Runs nothing." },
		footer = { "", "Example: poolsweep model-check results/reproduce-quick-20260101-1200 results/full" })
public final class ModelCheckCommand implements Callable<Integer> {

	@Spec
	CommandSpec spec;

	@Parameters(paramLabel = "DIR", arity = "1..*", description = "A finished sweep's or reproduce's output folder.")
	List<Path> dirs;

	@Override
	public Integer call() throws IOException {
		final SweepAnalyzer analyzer = new SweepAnalyzer(AnalysisOptions.defaults());
		final List<ModelCheck> checks = new ArrayList<>();
		for (final Path dir : dirs) {
			ReportCommand.requireSweep(dir);
			checks.add(ModelCheck.of(analyzer.analyze(dir)));
		}
		spec.commandLine().getOut().print(new ModelCheckTable(checks).render());
		spec.commandLine().getOut().flush();
		return 0;
	}

}
