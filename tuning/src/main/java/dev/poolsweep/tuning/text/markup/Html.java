package dev.poolsweep.tuning.text.markup;

/**
 * Escaping for text and attribute values placed in HTML or SVG. Every string the report
 * did not write itself (settings, failure reasons, file names, labels) goes through
 * {@link #escape}.
 */
public final class Html {

	private Html() {
	}

	public static String escape(final String text) {
		if (text == null) {
			return "";
		}
		final StringBuilder escaped = new StringBuilder(text.length() + 16);
		for (int i = 0; i < text.length(); i++) {
			final char c = text.charAt(i);
			switch (c) {
				case '<' -> escaped.append("&lt;");
				case '>' -> escaped.append("&gt;");
				case '&' -> escaped.append("&amp;");
				case '"' -> escaped.append("&quot;");
				case '\'' -> escaped.append("&#39;");
				default -> escaped.append(c);
			}
		}
		return escaped.toString();
	}

	/**
	 * An element holding escaped text, e.g. {@code element("td", "a<b")} gives {@code
	 *
	<td>a&lt;b</td>}.
	 */
	public static String element(final String tag, final String text) {
		return "<" + tag + ">" + escape(text) + "</" + tag + ">";
	}

}
