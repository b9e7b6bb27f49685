package dev.poolsweep.tuning.tune;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import dev.poolsweep.tuning.errors.BadInputException;
import dev.poolsweep.tuning.settings.Point;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** race.properties: what {@code tune --resume} reads back of what the tune wrote. */
class RaceFileTest {

	private static final Point ONE = new Point(1, 100, 100, null, null);

	private static final Point TEN = new Point(10, 100, 100, null, null);

	private static final Point HUNDRED = new Point(100, 100, 100, null, null);

	private static final List<Point> GRID = List.of(ONE, TEN, HUNDRED);

	@TempDir
	Path dir;

	@Test
	void aResumedTuneReadsWhatItWrote() throws IOException {
		final RaceFile race = RaceFile.create(dir, Slo.parse("p95=2s,recovery=5s"), 30, Duration.ofMinutes(45),
				1_795_729_183_054L);
		final ModelScreen screen = new ModelScreen(List.of(TEN),
				List.of(new ModelScreen.RuledOut(ONE, TEN, "one worker cannot keep up with the burst"),
						new ModelScreen.RuledOut(HUNDRED, null, "misses the SLO at best", 1.25)),
				Map.of(TEN, List.of()));
		race.screen(screen);
		race.round(new Racing.Round(1, List.of(TEN), 2, List.of()));

		final RaceFile read = RaceFile.read(dir);
		assertThat(read.slo()).isEqualTo(Slo.parse("p95=2s,recovery=5s"));
		assertThat(read.budgetRuns()).isEqualTo(30);
		assertThat(read.budgetTime()).isEqualTo(Duration.ofMinutes(45));
		assertThat(read.startedMs()).isEqualTo(1_795_729_183_054L);
		assertThat(read.screen(GRID)).hasValue(screen);
		assertThat(read.rounds()).singleElement().asString().startsWith("round 1: 2 runs of ");
	}

	/** race.properties as tunes have written it since tune exists. */
	@Test
	void readsARaceFileAsTunesWroteIt() throws IOException {
		Files.writeString(dir.resolve(RaceFile.NAME), """
				budget_runs=30
				budget_time=2700s
				round.1=round 1\\: 2 runs of maxThreads\\=10, maxTotal\\=100, acceptCount\\=100; none out
				rounds=1
				screen.alike.t10-p100-a100=t100-p100-a100
				screen.by.t1-p100-a100=t10-p100-a100
				screen.out.t1-p100-a100=one worker cannot keep up with the burst
				screen.raced=t10-p100-a100,t100-p100-a100
				slo=p95\\=2s,recovery\\=5s
				started_ms=1795729183054
				""");

		final RaceFile read = RaceFile.read(dir);
		assertThat(read.slo()).isEqualTo(Slo.parse("p95=2s,recovery=5s"));
		assertThat(read.budgetRuns()).isEqualTo(30);
		assertThat(read.budgetTime()).isEqualTo(Duration.ofMinutes(45));
		assertThat(read.startedMs()).isEqualTo(1_795_729_183_054L);
		assertThat(read.screen(GRID)).hasValue(new ModelScreen(List.of(TEN, HUNDRED),
				List.of(new ModelScreen.RuledOut(ONE, TEN, "one worker cannot keep up with the burst")),
				Map.of(TEN, List.of(HUNDRED))));
		assertThat(read.rounds())
			.containsExactly("round 1: 2 runs of maxThreads=10, maxTotal=100, acceptCount=100; none out");
	}

	@Test
	void aTuneWithoutAnSloOrATimeBudgetNorAScreenYet() throws IOException {
		RaceFile.create(dir, Slo.NONE, 12, null, 1L);

		final RaceFile read = RaceFile.read(dir);
		assertThat(read.slo()).isEqualTo(Slo.NONE);
		assertThat(read.budgetTime()).isNull();
		assertThat(read.screen(GRID)).isEqualTo(Optional.empty());
		assertThat(read.rounds()).isEmpty();
	}

	@Test
	void aValueResumeCannotReadIsOneLineNamingTheKey() throws IOException {
		final Path file = dir.resolve(RaceFile.NAME);
		Files.writeString(file, "slo=\nbudget_runs=thirty\nbudget_time=\nstarted_ms=1\n");
		assertThatThrownBy(() -> RaceFile.read(dir).budgetRuns()).isInstanceOf(BadInputException.class)
			.hasMessage("race.properties: budget_runs 'thirty' is not a whole number");

		Files.writeString(file, "slo=p95\\=soon\nbudget_runs=30\nbudget_time=later\n");
		assertThatThrownBy(() -> RaceFile.read(dir).slo()).isInstanceOf(BadInputException.class)
			.hasMessage("race.properties: slo 'p95=soon' is not an SLO like p95=2s");
		assertThatThrownBy(() -> RaceFile.read(dir).budgetTime()).isInstanceOf(BadInputException.class)
			.hasMessage("race.properties: budget_time 'later' is not a duration like 45m");
		assertThatThrownBy(() -> RaceFile.read(dir).startedMs()).isInstanceOf(BadInputException.class)
			.hasMessage("race.properties has no started_ms");

		Files.writeString(file, "screen.raced=t10-p100-a100,t7-p100-a100\n");
		assertThatThrownBy(() -> RaceFile.read(dir).screen(GRID)).isInstanceOf(BadInputException.class)
			.hasMessage("race.properties: screen.raced names t7-p100-a100, no point of the sweep's grid");
	}

}
