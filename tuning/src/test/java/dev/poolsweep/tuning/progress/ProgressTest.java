package dev.poolsweep.tuning.progress;

import java.io.OutputStream;
import java.io.PrintStream;

import dev.poolsweep.tuning.settings.Point;
import dev.poolsweep.tuning.settings.RunId;
import dev.poolsweep.tuning.text.Format;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The ETA and the progress line. */
class ProgressTest {

	@Test
	void etaGuessesThenLearnsTheOverhead() {
		assertThat(new Eta(50, false).perStepS()).isEqualTo(50 + Eta.GUESSED_OVERHEAD_S);
		final Eta eta = new Eta(65, true);
		final long guessed = 65 + Eta.GUESSED_OVERHEAD_S + Eta.GUESSED_WARMUP_OVERHEAD_S;
		assertThat(eta.perStepS()).isEqualTo(guessed);
		assertThat(eta.leftS(3, 10)).isEqualTo(2 * guessed + guessed - 10);
		eta.stepFinished(75);
		eta.stepFinished(85);
		assertThat(eta.perStepS()).isEqualTo(80);
		assertThat(eta.leftS(0, 0)).isZero();
		assertThat(Format.seconds(3725)).isEqualTo("1h 02m");
		assertThat(Format.seconds(380)).isEqualTo("6m 20s");
		assertThat(Format.seconds(45)).isEqualTo("45s");
	}

	@Test
	void probesCountInTheTimeLeftAsARangeWhileMoreMayFollow() {
		final Progress progress = new Progress(new PrintStream(OutputStream.nullOutputStream()), false);
		progress.start(4, 1, 50, false);
		final long runsS = 4 * (50 + Eta.GUESSED_OVERHEAD_S);
		final long probeS = 30 + 2 * (Eta.GUESSED_OVERHEAD_S + Eta.GUESSED_WARMUP_OVERHEAD_S);
		progress.probeStarted(1, 3, 2, 30);
		assertThat(progress.render()).isEqualTo("[--------------------] 0/4 runs | saturation probe 1 of at most 3 | "
				+ Format.seconds(probeS + runsS) + " to " + Format.seconds(3 * probeS + runsS) + " left");
		progress.probeFinished();
		progress.probeStarted(3, 3, 2, 30);
		assertThat(progress.render()).endsWith(" | saturation probe 3 of 3 | " + Format.seconds(30 + runsS) + " left");
		progress.probeFinished();
		final Progress single = new Progress(new PrintStream(OutputStream.nullOutputStream()), false);
		single.start(4, 1, 50, false);
		single.probeStarted(1, 1, 2, 30);
		assertThat(single.render())
			.endsWith("0/4 runs | saturation probe | " + Format.seconds(probeS + runsS) + " left");
		progress.runStarted(new RunId(new Point(10, 100, 100, null, null), 1));
		assertThat(progress.render()).endsWith(" | t10-p100-a100 rep 1/1 | " + Format.seconds(runsS) + " left");
	}

	@Test
	void progressLineNamesTheRunAndTheTimeLeft() {
		final Progress progress = new Progress(new PrintStream(OutputStream.nullOutputStream()), false);
		progress.start(8, 2, 65, true);
		progress.runStarted(new RunId(new Point(10, 100, 100, null, null), 2));
		assertThat(progress.render()).startsWith("[--------------------] 0/8 runs | t10-p100-a100 rep 2/2 | ")
			.endsWith(" left");
	}

}
