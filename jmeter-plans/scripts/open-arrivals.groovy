// Prepare › Open arrivals: the schedule of arrivals, and the thread that hands them to the clients.
//
// An open workload must not wait for earlier responses, so the arrivals are paced here, by one
// scheduler thread, and not by the clients. The k-th arrival of the schedule is due at the instant t
// where C(t) = k, with C the cumulative count of the per-second rates r(0), r(1), ...: within second
// s it is due at s + (k - C(s)) / r(s). At that instant the scheduler hands it to the client thread
// that became free most recently (a non-fair SynchronousQueue hands out LIFO, so the number of
// connections stays at what the load needs rather than one per client). A request waits for a free
// client only when max_in_flight requests are already in flight; one that still finds no client a
// response time-out after it was due is dropped. The clients put the instant each request was due in
// the results (intended_ms, see conf/user.properties), so the analysis counts late and never-sent
// requests from the results instead of trusting the generator.
//
// The schedule is the Throughput Shaping Timer's table (or -Jload_profile, the Parameters of this
// element), every rate times -Jscale and rounded to whole requests/s. The timer itself only holds the
// table: it sits where it delays no request. r(s) is the timer's rate in the middle of second s.
import kg.apc.jmeter.timers.VariableThroughputTimer
import org.apache.jorphan.collections.SearchByClass

import java.util.concurrent.CountDownLatch
import java.util.concurrent.SynchronousQueue
import java.util.concurrent.TimeUnit
import java.util.concurrent.atomic.AtomicInteger

SampleResult.setIgnore() // not a request: keep it out of the results
def found = new SearchByClass(VariableThroughputTimer)
ctx.engine.@test.traverse(found)
if (found.searchResults.size() != 1) throw new IllegalStateException('expected one Throughput Shaping Timer')
VariableThroughputTimer timer = found.searchResults[0]

double scale = (props.getProperty('scale') ?: '1') as double
String base = Parameters?.trim() ?: timer.data.collect { row ->
    def (from, to, secs) = row.objectValue*.stringValue
    "line($from,$to,${secs}s)"
}.join(' ')
// every argument but the last (the duration) is a rate: const(r,d) line(a,b,d) step(a,b,inc,d)
String schedule = base.replaceAll(/(\w+)\(([^)]*)\)/) { all, shape, args ->
    def a = args.split(',')*.trim()
    shape + '(' + (a[0..-2].collect { Math.round((it as double) * scale) } + a[-1]).join(',') + ')'
}
String given = props.getProperty('load_profile')
props.setProperty('load_profile', schedule)
timer.trySettingLoadFromProperty() // private in the plugin: Groovy may call it
given == null ? props.remove('load_profile') : props.setProperty('load_profile', given)
long seconds = timer.getRPSForSecond(0d).right
List<Double> rates = (0..<seconds).collect { Math.max(0d, timer.getRPSForSecond(it + 0.5d).left) }

long responseTimeoutMs = (props.getProperty('response_timeout') ?: '10000') as long
long maxInFlight = (props.getProperty('max_in_flight') ?: Math.max(1L, Math.ceil(rates.max() * responseTimeoutMs / 1000d) as long)) as long
props.setProperty('clients_now', maxInFlight as String)

final long END_OF_SCHEDULE = -1
def queue = new SynchronousQueue<Long>(false)
def ready = new CountDownLatch(maxInFlight as int)
def ended = new AtomicInteger()
props.put('open_arrivals', [queue: queue, ready: ready, ended: ended])
props.remove('schedule_start_ms')
def logger = log
log.info("${timer.name}: ${schedule} (scale ${scale}, ${seconds} s, ${rates.sum() as long} requests, at most ${maxInFlight} in flight)")

Thread scheduler = new Thread({
    long sent = 0, dropped = 0
    try {
        // Start on a full second once every client waits, so thread start-up delays no request.
        if (!ready.await(120, TimeUnit.SECONDS)) logger.warn('Open arrivals: not every client started within 120 s')
        long now = System.currentTimeMillis()
        long start = now - now % 1000 + 1000
        props.setProperty('schedule_start_ms', start as String)
        // On the console too: a harness that acts at an instant of the schedule (a database fault) reads it there.
        println("Open arrivals: schedule starts at ${start} ms")
        double before = 0 // C(s)
        for (int s = 0; s < seconds; s++) {
            double rate = rates[s]
            double after = before + rate
            for (long k = Math.ceil(before) as long; k < (Math.ceil(after) as long); k++) {
                long due = start + Math.round(1000d * (s + (k - before) / rate))
                long wait = due - System.currentTimeMillis()
                if (wait > 0) Thread.sleep(wait)
                long patience = due + responseTimeoutMs - System.currentTimeMillis()
                if (queue.offer(due, Math.max(0L, patience), TimeUnit.MILLISECONDS)) sent++ else dropped++
            }
            before = after
        }
    } catch (InterruptedException ignored) {
        logger.warn('Open arrivals: stopped before the end of the schedule')
    } finally {
        logger.info("Open arrivals: ${sent} handed to clients, ${dropped} never sent (no client free within the response time-out)")
        // Idle clients wait without a time-out (thousands of threads polling would load the CPU): hand each
        // one an end instead of an arrival; clients still in flight take theirs when they come back.
        while (ended.get() < maxInFlight && !Thread.currentThread().isInterrupted()) {
            queue.offer(END_OF_SCHEDULE, 100, TimeUnit.MILLISECONDS)
        }
    }
}, 'open-arrivals')
scheduler.daemon = true
scheduler.priority = Thread.MAX_PRIORITY
scheduler.start()
