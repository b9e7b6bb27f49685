package dev.poolsweep.tuning.servers;

import java.util.ArrayList;
import java.util.List;

import dev.poolsweep.tuning.errors.BadInputException;

/**
 * What {@code poolsweep servers} measures, as Yoo et al. did: every server with every
 * file at {@code clients} clients, then the small file at {@code crowdClients} (the seed:
 * 1,000 and 5,000 clients, 10 requests each, 5 repetitions). Each repetition runs every
 * cell once, in this order.
 *
 * @param crowdClients the clients of the small file's second workload; 0 for none
 */
public record ServerMatrix(List<WebServer> servers, List<Payload> payloads, int clients, int crowdClients, int loops,
		int repetitions) {

	/**
	 * The seed's: 1,000 clients, then 5,000 for the small file; 10 requests each; 5
	 * times.
	 */
	public static final int CLIENTS = 1000;

	public static final int CROWD_CLIENTS = 5000;

	public static final int LOOPS = 10;

	public static final int REPETITIONS = 5;

	public ServerMatrix {
		servers = List.copyOf(servers);
		payloads = List.copyOf(payloads);
		if (servers.isEmpty() || payloads.isEmpty()) {
			throw new BadInputException("--servers and --sizes need one value at least");
		}
		if (servers.size() != servers.stream().distinct().count()
				|| payloads.size() != payloads.stream().distinct().count()) {
			throw new BadInputException("--servers and --sizes name each value once");
		}
		if (clients < 1 || loops < 1 || repetitions < 1) {
			throw new BadInputException("--clients, --loops and --repeat must be at least 1");
		}
		if (crowdClients < 0) {
			throw new BadInputException("--crowd-clients must be 0 (none) or more");
		}
	}

	/**
	 * The cells of one repetition: each server with each file at {@link #clients}, then
	 * each server with the small file at {@link #crowdClients} (when given, and the small
	 * file is among the files).
	 */
	public List<Cell> cells() {
		final List<Cell> cells = new ArrayList<>();
		for (final WebServer server : servers) {
			for (final Payload payload : payloads) {
				cells.add(new Cell(server, payload, clients, loops));
			}
		}
		if (crowdClients > 0 && crowdClients != clients && payloads.contains(Payload.SMALL)) {
			for (final WebServer server : servers) {
				cells.add(new Cell(server, Payload.SMALL, crowdClients, loops));
			}
		}
		return List.copyOf(cells);
	}

	/** The same matrix without {@code server} (nginx, when it is not installed). */
	public ServerMatrix without(final WebServer server) {
		return new ServerMatrix(servers.stream().filter(s -> s != server).toList(), payloads, clients, crowdClients,
				loops, repetitions);
	}

}
