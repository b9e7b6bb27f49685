#!/usr/bin/env python3
"""The tables of bench/generator.sh, from the files it kept:

    bench/generator-report.py OUT ROUNDS RATES DURATION WARMUP GIVEN_RATES

OUT/round-K/jmeter: jmeter.out, samples.jtl and trace (epoch_ms cpu_ms rss_kb server_cpu_ms every 200 ms) of the
one JMeter run whose schedule is a warm-up step at the first rate, then each rate for DURATION s.
OUT/round-K/vegeta: results-RATE.csv (vegeta encode --to csv) and trace-RATE of one attack per rate.
"""
import csv, os, statistics, sys
out, rounds, rates, duration, warmup, given = (sys.argv[1], int(sys.argv[2]), [int(r) for r in sys.argv[3].split(',')],
                                              int(sys.argv[4]), int(sys.argv[5]), sys.argv[6] == 'yes')

def trace(path):
    """Readings of a complete line only: the last one may have been taken as the process ended."""
    rows = [line.split() for line in open(path)]
    return [(int(r[0]), float(r[1]), float(r[2]), float(r[3])) for r in rows if len(r) == 4 and '-' not in r]

def at(points, ms, column):
    """The traced value at epoch ms (the last reading at or before it)."""
    before = [p for p in points if p[0] <= ms]
    return (before[-1] if before else points[0])[column]

def pct(values, q):
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))] if values else float('nan')

def peak_in_flight(samples):
    """The most requests sent and not yet answered at any instant."""
    events = sorted([(s[1], 1) for s in samples] + [(s[2], -1) for s in samples])
    peak = now = 0
    for _, change in events:
        now += change
        peak = max(peak, now)
    return peak

def step(samples, points, start, end, cpu_before_ms, due_before):
    """samples: (due ms, sent ms, answered ms, ok) with due in [start, end)."""
    inside = [s for s in samples if start <= s[0] < end]
    n = len(inside)
    cpu = at(points, end, 1) - at(points, start, 1)
    span = [p for p in points if start <= p[0] <= end]
    board = (at(points, end, 3) - at(points, start, 3)) / (end - start) * 100
    return dict(sent=n, on_time=sum(1 for s in inside if s[1] - s[0] <= 100) / max(1, n),
                cpu=cpu / max(1, n), cpu_all=(at(points, end, 1) - cpu_before_ms) / max(1, due_before + n),
                rss=max((p[2] for p in span), default=0) / 1024, errors=sum(1 for s in inside if not s[3]),
                p50=pct([s[2] - s[0] for s in inside], .5), p99=pct([s[2] - s[0] for s in inside], .99), board=board,
                in_flight=peak_in_flight(inside))

results = {}  # (generator, rate) -> list of per-round dicts
for r in range(1, rounds + 1):
    base = f'{out}/round-{r}/jmeter'
    if not os.path.isdir(base):
        continue
    start = int(next(l for l in open(f'{base}/jmeter.out') if 'schedule starts at' in l).split()[-2])
    points = trace(f'{base}/trace')
    rows = list(csv.DictReader(open(f'{base}/samples.jtl')))
    samples = [(int(x['intended_ms']), int(x['timeStamp']), int(x['timeStamp']) + int(x['elapsed']), x['success'] == 'true') for x in rows]
    t, due_before = start + warmup * 1000, rates[0] * warmup
    for rate in rates:
        results.setdefault(('jmeter', rate), []).append(step(samples, points, t, t + duration * 1000, points[0][1], due_before))
        t, due_before = t + duration * 1000, due_before + rate * duration
for r in range(1, rounds + 1):
    if not os.path.isdir(f'{out}/round-{r}/vegeta'):
        continue
    for rate in rates:
        points = trace(f'{out}/round-{r}/vegeta/trace-{rate}')
        rows = list(csv.reader(open(f'{out}/round-{r}/vegeta/results-{rate}.csv')))
        # timestamp ns, code, latency ns, bytes out, bytes in, error, body, attack, seq, ...
        # vegeta records when each request was sent and its sequence number, not when it was due: the k-th was due
        # at t0 + k / rate, t0 the latest start that has no request sent before its due instant
        t0 = min(int(x[0]) / 1e6 - int(x[8]) * 1000 / rate for x in rows)
        samples = [(t0 + int(x[8]) * 1000 / rate, int(x[0]) / 1e6, (int(x[0]) + int(x[2])) / 1e6, x[1] == '200') for x in rows]
        results.setdefault(('vegeta', rate), []).append(
            step(samples, points, t0, t0 + duration * 1000, 0, 0) | dict(cpu_all=(points[-1][1]) / max(1, len(rows))))

def median(generator, rate, key):
    return statistics.median(d[key] for d in results[(generator, rate)])

print(f"\nmedians of {rounds} round(s); CPU ms per request once started / with start-up; latency from the due instant")
print(f"{'rate/s':>7} {'generator':9} {'sent':>7} {'on time':>8} {'CPU ms/req':>11} {'w/ start-up':>11} {'RSS MB':>7} {'in flight':>9} {'p50 ms':>7} {'p99 ms':>7} {'errors':>6} {'server CPU':>10}")
generators = [g for g in ('jmeter', 'vegeta') if (g, rates[0]) in results]
for rate in rates:
    for g in generators:
        m = {k: median(g, rate, k) for k in ('sent', 'on_time', 'cpu', 'cpu_all', 'rss', 'in_flight', 'p50', 'p99', 'errors', 'board')}
        print(f"{rate:>7} {g:9} {m['sent']:>7.0f} {m['on_time'] * 100:>7.2f}% {m['cpu']:>11.3f} {m['cpu_all']:>11.3f} {m['rss']:>7.0f} "
              f"{m['in_flight']:>9.0f} {m['p50']:>7.1f} {m['p99']:>7.1f} {m['errors']:>6.0f} {m['board']:>9.0f}%")
    if len(generators) == 2:
        print(f"{'':>7} {'ratio':9} JMeter / vegeta CPU per request: {median('jmeter', rate, 'cpu') / median('vegeta', rate, 'cpu'):.2f}")
    if not given and 'jmeter' in generators and median('jmeter', rate, 'on_time') < 0.99:
        board = median('jmeter', rate, 'board')
        print(f"JMeter fell behind at {rate}/s (under 99 % of the step sent at most 100 ms after its due instant)"
              + (f"; the server was at {board:.0f} % of its CPU, so the server set that limit" if board >= 90 else ""))
        break
