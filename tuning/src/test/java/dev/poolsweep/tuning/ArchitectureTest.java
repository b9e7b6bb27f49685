package dev.poolsweep.tuning;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The harness's package rules, checked on its compiled classes.
 */
class ArchitectureTest {

	private static JavaClasses harness;

	@BeforeAll
	static void importTheHarness() {
		harness = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
			.importPackages("dev.poolsweep.tuning");
	}

	/**
	 * The load generator is reached through one seam (generator.LoadGenerator and the
	 * types beside it), for the sweep's open schedules and the servers' closed workloads
	 * alike: JMeter's command lines, JVM options, processes and plan properties are
	 * generator.jmeter's alone, one launcher for every plan, so that JMeter's launch is
	 * not copied beside the seam and another generator is one more implementation.
	 */
	@Test
	void onlyTheGeneratorPackageReachesJmeterSpecificCode() {
		noClasses().that()
			.resideOutsideOfPackage("dev.poolsweep.tuning.generator..")
			.should()
			.dependOnClassesThat()
			.resideInAPackage("dev.poolsweep.tuning.generator.jmeter..")
			.because("the harness reaches the load generator only through dev.poolsweep.tuning.generator")
			.check(harness);
	}

	/**
	 * Nothing in the harness links against JMeter itself: it runs JMeter as a process.
	 */
	@Test
	void theHarnessDoesNotLinkAgainstJmeter() {
		noClasses().should().dependOnClassesThat().resideInAPackage("org.apache.jmeter..").check(harness);
	}

	/**
	 * The analysis, the report and the model read results (the files of RESULTS.md),
	 * never the generator that wrote them.
	 */
	@Test
	void analysisReportAndModelReadResultsOnly() {
		noClasses().that()
			.resideInAnyPackage("dev.poolsweep.tuning.analysis..", "dev.poolsweep.tuning.report..",
					"dev.poolsweep.tuning.model..")
			.should()
			.dependOnClassesThat()
			.resideInAnyPackage("dev.poolsweep.tuning.generator..", "dev.poolsweep.tuning.sweep..",
					"dev.poolsweep.tuning.jmx..")
			.check(harness);
	}

	/**
	 * The layers, each using only those below it: the commands put a sweep together and
	 * run it; running uses the application, the load generator, the sampler and the
	 * progress line; the report, the model and the analysis read a finished folder. Both
	 * meet in the results, the one seam between running and reading: the files of
	 * RESULTS.md, written from the settings and read back as settings (SweepFile) or as
	 * typed records (SweepRecord, RunRecord). The settings are the typed model of a sweep
	 * beneath; the registry of knobs, the load plan, processes, text and errors are the
	 * vocabulary below everything.
	 */
	@Test
	void theLayersCallOnlyDownwards() {
		layeredArchitecture().consideringOnlyDependenciesInLayers()
			.layer("Commands")
			.definedBy("dev.poolsweep.tuning", "dev.poolsweep.tuning.cli..")
			.layer("Running")
			.definedBy("dev.poolsweep.tuning.sweep..", "dev.poolsweep.tuning.tune..", "dev.poolsweep.tuning.servers..")
			.layer("Report")
			.definedBy("dev.poolsweep.tuning.report..")
			.layer("Run parts")
			.definedBy("dev.poolsweep.tuning.app..", "dev.poolsweep.tuning.generator..", "dev.poolsweep.tuning.jmx..",
					"dev.poolsweep.tuning.progress..")
			.layer("Model")
			.definedBy("dev.poolsweep.tuning.model..")
			.layer("Analysis")
			.definedBy("dev.poolsweep.tuning.analysis..")
			.layer("Results")
			.definedBy("dev.poolsweep.tuning.results..")
			.layer("Settings")
			.definedBy("dev.poolsweep.tuning.settings..")
			.layer("Vocabulary")
			.definedBy("dev.poolsweep.tuning.knob..", "dev.poolsweep.tuning.plan..", "dev.poolsweep.tuning.process..",
					"dev.poolsweep.tuning.text..", "dev.poolsweep.tuning.errors..")
			.whereLayer("Commands")
			.mayNotBeAccessedByAnyLayer()
			.whereLayer("Running")
			.mayOnlyBeAccessedByLayers("Commands")
			.whereLayer("Report")
			.mayOnlyBeAccessedByLayers("Commands")
			.whereLayer("Run parts")
			.mayOnlyBeAccessedByLayers("Commands", "Running")
			.whereLayer("Model")
			.mayOnlyBeAccessedByLayers("Commands", "Running", "Report")
			.whereLayer("Analysis")
			.mayOnlyBeAccessedByLayers("Commands", "Running", "Report", "Run parts", "Model")
			.whereLayer("Results")
			.mayOnlyBeAccessedByLayers("Commands", "Running", "Report", "Run parts", "Model", "Analysis")
			.whereLayer("Settings")
			.mayOnlyBeAccessedByLayers("Commands", "Running", "Report", "Run parts", "Model", "Analysis", "Results")
			.because("a layer that calls upwards ties what reads results to what runs sweeps")
			.check(harness);
	}

	/** No package depends on another that depends back on it. */
	@Test
	void noPackageCycles() {
		slices().matching("dev.poolsweep.tuning.(**)").should().beFreeOfCycles().check(harness);
	}

	/** One class per name in the harness, so that a name says which class it is. */
	@Test
	void classNamesAreUniqueInTheHarness() {
		final Map<String, List<String>> byName = topLevel().collect(Collectors.groupingBy(JavaClass::getSimpleName,
				TreeMap::new, Collectors.mapping(JavaClass::getName, Collectors.toList())));
		assertThat(byName).allSatisfy((name, classes) -> assertThat(classes).as(name).hasSize(1));
	}

	/** The harness's own top-level classes (no nested ones, no package-info). */
	private static Stream<JavaClass> topLevel() {
		return harness.stream()
			.filter(type -> type.isTopLevelClass())
			.filter(type -> !type.getSimpleName().equals("package-info"));
	}

}
