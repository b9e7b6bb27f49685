package dev.poolsweep.tuning.servers;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import dev.poolsweep.tuning.errors.BadInputException;

/**
 * The static files the board serves under /payload/ (app/src/build/Payloads.java writes
 * them): the three sizes of Yoo et al.'s comparison, 104 B, 6.8 KiB and 4.9 MiB.
 *
 * @param file the file's name, as the seed named it
 * @param bytes its size
 * @param label its size for people
 */
public enum Payload {

	SMALL("index.html", 104, "104 B"), MEDIUM("cat.jpg", 6_963, "6.8 KiB"), LARGE("4k.jpg", 5_138_022, "4.9 MiB");

	/** Where the board (and nginx, from the same bytes) serves them. */
	public static final String FOLDER = "payload";

	private final String file;

	private final long bytes;

	private final String label;

	Payload(final String file, final long bytes, final String label) {
		this.file = file;
		this.bytes = bytes;
		this.label = label;
	}

	public String file() {
		return file;
	}

	public long bytes() {
		return bytes;
	}

	public String label() {
		return label;
	}

	/** The request's path, e.g. /payload/index.html. */
	public String path() {
		return "/" + FOLDER + "/" + file;
	}

	/** As the command line takes it: "small", "medium", "large". */
	public String text() {
		return name().toLowerCase(Locale.ROOT);
	}

	/** The payload named by its size ("small") or its file ("index.html"), any case. */
	public static Payload parse(final String text) {
		return Arrays.stream(values())
			.filter(payload -> payload.text().equalsIgnoreCase(text.strip())
					|| payload.file().equalsIgnoreCase(text.strip()))
			.findFirst()
			.orElseThrow(() -> new BadInputException("--sizes takes " + String.join(", ", texts())
					+ " (or their files, index.html, cat.jpg, 4k.jpg), not '" + text + "'"));
	}

	static List<String> texts() {
		return Arrays.stream(values()).map(Payload::text).toList();
	}

}
