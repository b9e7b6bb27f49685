// Clients › Next arrival: waits until the scheduler (scripts/open-arrivals.groovy) hands this client an
// arrival, and records the instant it was due as intended_ms; ends the client when the scheduler hands it the end
// of the schedule (requests in flight finish; nothing is sent after the schedule).

def arrivals = props.get('open_arrivals')
if (arrivals == null) { // Prepare › Open arrivals failed: send nothing rather than an unpaced flood
    log.error('Open arrivals is not prepared (see the error above): this client ends without sending')
    ctx.thread.stop()
    return 0
}
if (vars.get('open_arrivals_joined') == null) {
    vars.put('open_arrivals_joined', 'true')
    arrivals.ready.countDown()
}
long due = arrivals.queue.take() // -1: the schedule is over
if (due < 0) {
    arrivals.ended.incrementAndGet()
    ctx.thread.stop()
} else {
    vars.put('intended_ms', due as String)
}
0
