package dev.poolsweep.db;

import java.security.SecureRandom;
import java.util.HexFormat;

/**
 * Throw-away passwords for the servers and boards the project starts: the embedded
 * database's account, the board's admin account under the tuning harness. (The board
 * itself, which does not depend on this module at run time, generates its own when
 * board.admin.password is not set.)
 */
public final class Passwords {

	private Passwords() {
	}

	/**
	 * 144 random bits as 36 hex digits: safe in a JDBC URL, an environment and a shell.
	 */
	public static String random() {
		byte[] bytes = new byte[18];
		new SecureRandom().nextBytes(bytes);
		return HexFormat.of().formatHex(bytes);
	}

}
