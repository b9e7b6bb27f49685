package dev.poolsweep.jmeter.arrivals;

import java.util.Arrays;
import java.util.List;

/**
 * Which part of the schedule this engine sends when several JMeter engines share it: the
 * {@code engine}-th (from 0) of every {@code engines} arrivals
 * ({@link ArrivalSchedule#cursor(int, int)}).
 *
 * <p>
 * In distributed mode every remote engine runs the whole plan, with the properties the
 * controller sends (-G) and with its own address as the controller names it (-R), which
 * JMeter puts in the property {@code __jm.D_TG} of each engine. So the engines learn
 * their shares from one global property, the -R list itself: each finds its place in it.
 * Nobody has to start an engine with its own number, and an engine missing from the list
 * sends nothing rather than a share twice.
 *
 * @param engine this engine's place, from 0
 * @param engines how many share the schedule
 */
public record EngineShare(int engine, int engines) {

	/** One engine sends the whole schedule. */
	public static final EngineShare ALONE = new EngineShare(0, 1);

	public EngineShare {
		if (engines < 1 || engine < 0 || engine >= engines) {
			throw new IllegalArgumentException("engine " + engine + " of " + engines);
		}
	}

	/**
	 * This engine's share: {@link #ALONE} when {@code engineList} (host:port,… as given
	 * to -R) is blank, else its place in it.
	 * @param self this engine as the controller named it; null outside distributed mode
	 * @throws IllegalArgumentException when the list is not blank and does not name this
	 * engine once
	 */
	public static EngineShare of(final String engineList, final String self) {
		if (engineList == null || engineList.isBlank()) {
			return ALONE;
		}
		final List<String> engines = Arrays.stream(engineList.split(",")).map(String::trim).toList();
		final int place = engines.indexOf(self == null ? "" : self.trim());
		if (place < 0 || engines.lastIndexOf(self.trim()) != place) {
			throw new IllegalArgumentException("this engine (" + (self == null ? "not a remote engine" : self)
					+ ") is not named once in the engine list " + engines);
		}
		return new EngineShare(place, engines.size());
	}

	/** Whether other engines send the rest of the schedule. */
	public boolean shared() {
		return engines > 1;
	}

	@Override
	public String toString() {
		return (engine + 1) + " of " + engines;
	}

}
