package dev.poolsweep.tuning.analysis.series;

import java.util.Locale;

/**
 * What went wrong with a failed request, from JMeter's responseCode and message.
 *
 * <p>
 * Design: JMeter reports a transport failure as responseCode "Non HTTP response code:
 * &lt;exception class&gt;" and responseMessage "Non HTTP response message: &lt;exception
 * message&gt;", so the exception's class and message tell the kinds apart. They matter
 * differently for pool tuning: {@link #CONNECT} means the server did not accept the
 * connection in time (backlog full, acceptCount too small, or nobody listening),
 * {@link #READ_TIMEOUT} means it accepted but did not answer in time (queued behind busy
 * threads or a pool), {@link #HTTP_5XX} means the application answered with an error
 * (e.g. a Hikari connection time-out). Everything else, including a reset connection, no
 * response, or a 4xx, is {@link #OTHER}. The patterns are checked in this order and
 * matched case-insensitively; these are the only places the strings live.
 * </p>
 */
public enum ErrorKind {

	NONE("none"), CONNECT("connect"), READ_TIMEOUT("read_timeout"), HTTP_5XX("http_5xx"), OTHER("other");

	private static final String[] CONNECT_PATTERNS = { "connecttimeoutexception", "connect timed out",
			"connectexception", "connection refused", "httphostconnectexception" };

	private static final String[] READ_TIMEOUT_PATTERNS = { "read timed out" };

	private final String key;

	ErrorKind(final String key) {
		this.key = key;
	}

	/** The name used in summary.csv/json columns, e.g. {@code read_timeout}. */
	public String key() {
		return key;
	}

	public static ErrorKind classify(final boolean success, final String responseCode, final String message) {
		if (success) {
			return NONE;
		}
		final String text = (nullToEmpty(responseCode) + " " + nullToEmpty(message)).toLowerCase(Locale.ROOT);
		if (containsAny(text, CONNECT_PATTERNS)) {
			return CONNECT;
		}
		if (text.contains("sockettimeoutexception") && containsAny(text, READ_TIMEOUT_PATTERNS)) {
			return READ_TIMEOUT;
		}
		return isHttp5xx(nullToEmpty(responseCode).strip()) ? HTTP_5XX : OTHER;
	}

	private static boolean isHttp5xx(final String responseCode) {
		return responseCode.length() == 3 && responseCode.charAt(0) == '5' && Character.isDigit(responseCode.charAt(1))
				&& Character.isDigit(responseCode.charAt(2));
	}

	private static boolean containsAny(final String text, final String[] patterns) {
		for (final String pattern : patterns) {
			if (text.contains(pattern)) {
				return true;
			}
		}
		return false;
	}

	private static String nullToEmpty(final String value) {
		return value == null ? "" : value;
	}

}
