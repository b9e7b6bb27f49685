// Clients › Request: before every request, which path it goes to and which headers it adds.
//   -Jpaths    several paths with weights, "WEIGHT:PATH WEIGHT:PATH ..." (paths have no spaces): each request draws
//              one, in proportion to its weight; without it every request goes to the path in Parameters (-Jpath)
//   -Jheaders  "Name: value" lines (newline-separated), added to every request; a name the plan sets already
//              (Connection, Content-Type) is replaced
// The chosen path goes into the variable request_path, which the samplers use. Parsed once per client thread.

import java.util.concurrent.ThreadLocalRandom

import org.apache.jmeter.protocol.http.control.Header
import org.apache.jmeter.protocol.http.control.HeaderManager

def request = vars.getObject('request_table')
if (request == null) {
    def paths = []
    def weights = []
    double total = 0
    for (String entry : props.getProperty('paths', '').trim().split('\\s+')) {
        if (entry.isEmpty()) {
            continue
        }
        int colon = entry.indexOf(':/')
        total += colon > 0 ? Double.parseDouble(entry.substring(0, colon)) : 1
        paths << (colon > 0 ? entry.substring(colon + 1) : entry)
        weights << total
    }
    if (paths.isEmpty()) {
        paths << Parameters.trim()
        weights << 1d
        total = 1
    }
    HeaderManager headers = null
    for (String line : props.getProperty('headers', '').split('\n')) {
        int colon = line.indexOf(':')
        if (colon > 0) {
            headers = headers ?: new HeaderManager()
            headers.add(new Header(line.substring(0, colon).trim(), line.substring(colon + 1).trim()))
        }
    }
    request = [paths: paths, weights: weights, total: total, headers: headers]
    vars.putObject('request_table', request)
}
int chosen = 0
if (request.paths.size() > 1) {
    double draw = ThreadLocalRandom.current().nextDouble(request.total)
    while (request.weights[chosen] <= draw) {
        chosen++
    }
}
vars.put('request_path', request.paths[chosen])
if (request.headers != null) {
    sampler.setHeaderManager(request.headers)
}
