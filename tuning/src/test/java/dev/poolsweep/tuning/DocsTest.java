package dev.poolsweep.tuning;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The documentation stays readable (issue 31): each page within its size, no run named by
 * a label only its author knew, the background papers named by author and title rather
 * than by a file number, and every option of the command line in the reference.
 */
class DocsTest {

	/** Tests run in tuning/, so the repository is its parent. */
	private static final Path ROOT = Path.of("..");

	/**
	 * Internal run labels as they were used: a letter (and "cal", "t2cal") with a run
	 * number, as a word of its own, in lower case (G1 the collector and C2 the compiler
	 * are upper case; point ids such as t1-p100-a100 and p95 do not match), the phrases
	 * that dated a run by the session or commit that made it, and a background paper
	 * named by its file number ("seed 000") instead of its authors and title.
	 */
	static final Pattern RUN_LABEL = Pattern
		.compile("(?<![\\w./-])(q[1-9]|q1[0-9]|r[1-3]|s[1-3]|g[12]|f1|p[1-3]|c[12]|cal[1-9]?|t2cal)(?![\\w/-])"
				+ "|(?i:this session|the current commit|the model of this commit)|(?i:seed 00\\d)");

	@Test
	void pagesKeepToTheirSize() {
		assertThat(lines("README.md")).as("README.md lines").isLessThanOrEqualTo(150);
		assertThat(lines("tuning/README.md")).as("tuning/README.md lines").isLessThanOrEqualTo(400);
		assertThat(lines("tuning/docs/model.md")).as("tuning/docs/model.md lines").isLessThanOrEqualTo(300);
	}

	@Test
	void noMarkdownFileNamesARunByAnInternalLabel() {
		final List<String> hits = new ArrayList<>();
		for (final Path page : files(ROOT, ".md")) {
			final List<String> text = read(page);
			for (int i = 0; i < text.size(); i++) {
				final Matcher label = RUN_LABEL.matcher(text.get(i));
				while (label.find()) {
					hits.add(ROOT.relativize(page) + ":" + (i + 1) + ": " + label.group());
				}
			}
		}
		assertThat(hits)
			.as("run labels a reader cannot reproduce (say what the run was: command, commit), or papers by file number")
			.isEmpty();
	}

	@Test
	void mainSourcesNameThePapersByAuthorAndTitle() {
		final List<String> hits = new ArrayList<>();
		for (final String module : List.of("tuning", "app", "db", "jmeter-plugin")) {
			for (final Path source : files(ROOT.resolve(module).resolve("src/main"), ".java")) {
				if (String.join("\n", read(source)).toLowerCase(Locale.ROOT).contains("seed 00")) {
					hits.add(ROOT.relativize(source).toString());
				}
			}
		}
		assertThat(hits).as("sources that name a paper by its file number (\"seed 00...\")").isEmpty();
	}

	@Test
	void theReferenceListsEveryOption() {
		final String reference = String.join("\n", read(ROOT.resolve("tuning/README.md")));
		final TreeSet<String> missing = new TreeSet<>();
		options(PoolsweepCommand.commandLine(), missing, reference);
		assertThat(missing).as("options of poolsweep missing from tuning/README.md").isEmpty();
	}

	private static void options(final CommandLine command, final TreeSet<String> missing, final String reference) {
		for (final OptionSpec option : command.getCommandSpec().options()) {
			if (option.usageHelp() || option.versionHelp()) {
				continue;
			}
			for (final String name : option.names()) {
				if (!Pattern.compile(Pattern.quote(name) + "(?![\\w-])").matcher(reference).find()) {
					missing.add(command.getCommandName() + " " + name);
				}
			}
		}
		command.getSubcommands().values().forEach((sub) -> options(sub, missing, reference));
	}

	private static int lines(final String page) {
		return read(ROOT.resolve(page)).size();
	}

	private static List<String> read(final Path file) {
		try {
			return Files.readAllLines(file);
		}
		catch (final IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

	/**
	 * The files under dir with this ending, outside build output, results and hidden
	 * folders.
	 */
	private static List<Path> files(final Path dir, final String ending) {
		if (!Files.isDirectory(dir)) {
			return List.of();
		}
		try (Stream<Path> walk = Files.walk(dir)) {
			return walk.filter((path) -> path.getFileName().toString().endsWith(ending))
				.filter(Files::isRegularFile)
				.filter((path) -> {
					for (final Path part : dir.relativize(path)) {
						final String name = part.toString();
						if (name.equals("target") || name.equals("results") || name.equals("node_modules")
								|| (name.startsWith(".") && !name.equals(".."))) {
							return false;
						}
					}
					return true;
				})
				.sorted()
				.toList();
		}
		catch (final IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

}
