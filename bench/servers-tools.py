#!/usr/bin/env python3
"""Where vegeta and JMeter differ in a `poolsweep servers --tools jmeter,vegeta` folder: per cell and tool, the p95 of
the first request of every client (the wave that opens the connections: as many requests as clients, the first to
start) and of the rest; the span over which the first wave started; and the time per request a client is away from
the server, by Little's law (clients / throughput - mean response time): before the generator starts it, after it
ends, and between a response and its next request. JMeter's samples show that most of JMeter's is the first: its
threads start over seconds, while each asks again within milliseconds. Each the median over the repetitions.
JMeter's samples.jtl and vegeta's vegeta.csv are read as the harness reads them (a response time in whole ms of both
ends).

    bench/servers-tools.py results/servers-...
"""
import csv
import math
import statistics
import sys
from pathlib import Path


def nearest_rank(values, share):
    ordered = sorted(values)
    return ordered[max(0, math.ceil(len(ordered) * share) - 1)] if ordered else float('nan')


def jmeter(run):
    with open(run / 'samples.jtl', newline='') as jtl:
        return sorted((int(r['timeStamp']), int(r['elapsed'])) for r in csv.DictReader(jtl))


def vegeta(run):
    samples = []
    with open(run / 'vegeta.csv', newline='') as results:
        for r in csv.reader(results):
            if r[10]:
                start, end = int(r[0]), int(r[0]) + int(r[2])
                samples.append((start // 1_000_000, end // 1_000_000 - start // 1_000_000))
    return sorted(samples)


def figures(samples, clients):
    first, rest = samples[:clients], samples[clients:]
    span_ms = max(1, max(s + e for s, e in samples) - samples[0][0])
    mean_ms = statistics.fmean(e for _, e in samples)
    away_ms = clients / (len(samples) / span_ms) - mean_ms
    return (nearest_rank([e for _, e in first], 0.95), nearest_rank([e for _, e in rest], 0.95),
            first[-1][0] - first[0][0], away_ms)


def main(folder):
    cells = {}
    for rep in sorted(folder.glob('rep-*')):
        for run in sorted(rep.iterdir()):
            tool = 'vegeta' if run.name.endswith('-vegeta') else 'jmeter'
            cell = run.name.removesuffix('-vegeta')
            clients = int(cell.rsplit('-c', 1)[1])
            try:
                samples = vegeta(run) if tool == 'vegeta' else jmeter(run)
            except FileNotFoundError:
                continue  # a run not ended, or failed
            if not samples:
                continue
            cells.setdefault(cell, {}).setdefault(tool, []).append(figures(samples, clients))
    print(f"{'cell':24} {'tool':7} {'first-wave p95 ms':>18} {'rest p95 ms':>12} {'first wave started in ms':>25}"
          f" {'client away ms':>14} runs")
    for cell, tools in cells.items():
        for tool, runs in sorted(tools.items()):
            median = [statistics.median(f[i] for f in runs) for i in range(4)]
            print(f"{cell:24} {tool:7} {median[0]:18,.0f} {median[1]:12,.0f} {median[2]:25,.0f} {median[3]:14,.0f}"
                  f" {len(runs)}")


if __name__ == '__main__':
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    main(Path(sys.argv[1]))
