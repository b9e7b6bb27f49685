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

	/** A Markdown heading: its text after the hashes. */
	private static final Pattern HEADING = Pattern.compile("^#+\\s+(.*)$");

	/**
	 * Guides, not targets: a page that outgrows its guide says too much, and its history
	 * belongs in git. findings.md answers one question a section (about 700 lines); the
	 * reference, tuning/README.md, covers every command and option (a new command adds to
	 * it); model.md explains the model to a reader.
	 */
	@Test
	void pagesKeepToTheirSize() {
		assertThat(lines("README.md")).as("README.md lines").isLessThanOrEqualTo(150);
		assertThat(lines("tuning/README.md")).as("tuning/README.md lines").isLessThanOrEqualTo(500);
		assertThat(lines("tuning/docs/findings.md")).as("tuning/docs/findings.md lines").isLessThanOrEqualTo(730);
		assertThat(lines("tuning/docs/model.md")).as("tuning/docs/model.md lines").isLessThanOrEqualTo(350);
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

	/**
	 * A test or a script the docs cite by name is one a reader can run: a class named
	 * Foo...Test or Foo...IT has its source file, a script its path.
	 */
	@Test
	void docsCiteOnlyTestsAndScriptsThatExist() {
		final TreeSet<String> sources = sourceFileNames();
		final Pattern test = Pattern.compile("\\b[A-Z][a-z]\\w*(?:Test|IT)\\b");
		final Pattern script = Pattern.compile("\\b(?:bench|scripts|docker)/[\\w.-]+\\.(?:sh|py)\\b");
		final List<String> missing = new ArrayList<>();
		for (final Path page : files(ROOT, ".md")) {
			final String text = String.join("\n", read(page));
			final Matcher tests = test.matcher(text);
			while (tests.find()) {
				if (!sources.contains(tests.group() + ".java")) {
					missing.add(ROOT.relativize(page) + ": " + tests.group());
				}
			}
			final Matcher scripts = script.matcher(text);
			while (scripts.find()) {
				if (!Files.isRegularFile(ROOT.resolve(scripts.group()))) {
					missing.add(ROOT.relativize(page) + ": " + scripts.group());
				}
			}
		}
		assertThat(missing).as("tests and scripts the docs cite that do not exist").isEmpty();
	}

	/**
	 * Every link to a heading of a Markdown page (page.md#anchor, or #anchor within the
	 * page) finds that heading, with the anchor GitHub makes of it: lower case, spaces as
	 * hyphens, other punctuation dropped.
	 */
	@Test
	void linksToHeadingsFindThem() {
		final Pattern link = Pattern.compile("\\]\\(([^)#\\s]*)#([^)\\s]+)\\)");
		final List<String> broken = new ArrayList<>();
		for (final Path page : files(ROOT, ".md")) {
			final Matcher links = link.matcher(String.join("\n", read(page)));
			while (links.find()) {
				final Path target = links.group(1).isEmpty() ? page
						: page.getParent().resolve(links.group(1)).normalize();
				if (links.group(1).endsWith(".md") || links.group(1).isEmpty()) {
					if (!Files.isRegularFile(target) || !anchors(target).contains(links.group(2))) {
						broken.add(ROOT.relativize(page) + ": " + links.group());
					}
				}
			}
		}
		assertThat(broken).as("links to headings that do not exist").isEmpty();
	}

	/**
	 * The names of the Java sources under every module's src (a package may be called
	 * results, which {@link #files} leaves out as a results folder).
	 */
	private static TreeSet<String> sourceFileNames() {
		try (Stream<Path> walk = Files.walk(ROOT)) {
			final TreeSet<String> names = new TreeSet<>();
			walk.filter((path) -> path.toString().endsWith(".java"))
				.filter((path) -> path.toString().contains("/src/") && !path.toString().contains("/target/"))
				.forEach((path) -> names.add(path.getFileName().toString()));
			return names;
		}
		catch (final IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

	private static TreeSet<String> anchors(final Path page) {
		final TreeSet<String> anchors = new TreeSet<>();
		for (final String line : read(page)) {
			final Matcher heading = HEADING.matcher(line);
			if (heading.matches()) {
				anchors.add(heading.group(1)
					.strip()
					.toLowerCase(Locale.ROOT)
					.replaceAll("[^\\p{L}\\p{N}_\\- ]", "")
					.replace(' ', '-'));
			}
		}
		return anchors;
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
