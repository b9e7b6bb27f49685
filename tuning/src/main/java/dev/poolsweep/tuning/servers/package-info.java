/**
 * {@code poolsweep servers}: Yoo et al.'s comparison of web servers, for the servers a
 * Spring application runs on. A closed workload (N clients, L requests each, no think
 * time; jmeter-plans/closed.jmx) fetches static files of three sizes from the board on
 * Tomcat and on Jetty, and from nginx, the native reference, which the harness starts
 * with a configuration it writes; each cell of the matrix (server, file, clients) gets a
 * fresh server, pinned as a sweep's board is, and reports JMeter's throughput and
 * Deviation (the standard deviation of the response times) with percentiles and the
 * requests in flight, vegeta's beside them on request, and Yoo et al.'s claims checked by
 * the sweep's rule ({@link dev.poolsweep.tuning.servers.ServerFindings}). A folder is
 * read back ({@link dev.poolsweep.tuning.servers.ServersFolder}) to write its report
 * again. In the running layer, beside the sweep: it uses the run parts (the application,
 * its ports and database, the pinning, and the load generator's seam, which launches
 * JMeter for a closed workload as for a schedule), and reads JMeter's samples through the
 * analysis.
 */
package dev.poolsweep.tuning.servers;
