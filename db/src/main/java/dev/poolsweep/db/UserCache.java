package dev.poolsweep.db;

import java.nio.file.Path;

/**
 * poolsweep's folder in the user's cache: $XDG_CACHE_HOME/poolsweep, else
 * ~/.cache/poolsweep. What is kept there outlives any one run and any one clone, and is
 * the user's own, not shared with other users as /tmp is.
 */
public final class UserCache {

	private UserCache() {
	}

	public static Path dir() {
		String xdg = System.getenv("XDG_CACHE_HOME");
		Path base = (xdg == null || xdg.isBlank()) ? Path.of(System.getProperty("user.home"), ".cache") : Path.of(xdg);
		return base.resolve("poolsweep");
	}

}
