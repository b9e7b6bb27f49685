#!/usr/bin/env python3
# The run's own board against the saturation probe's reading: per run at 1 and 10 workers, the median successes
# per second (by the second they ended, from the first due instant) over seconds 22-29, the burst's saturated
# seconds, against saturated.*; prints mean and standard deviation of probe / run - 1. Usage: DIR...
import csv, glob, statistics, sys
for workers, key in ((1, 'saturated.one_worker_ok_per_s'), (10, 'saturated.ten_workers_ok_per_s')):
    differences = []
    for folder in sys.argv[1:]:
        sweep = dict(l.rstrip('\n').split('=', 1) for l in open(folder + '/sweep.properties') if '=' in l)
        for rep in glob.glob(f'{folder}/points/t{workers}-p100-a100/rep-*'):
            rows = list(csv.DictReader(open(rep + '/samples.jtl')))
            zero = min(int(r['intended_ms']) for r in rows)
            ended = [(int(r['timeStamp']) + int(r['elapsed']) - zero) // 1000 for r in rows if r['success'] == 'true']
            run = statistics.median(ended.count(s) for s in range(22, 30))
            if key in sweep and run > 0:
                differences.append(float(sweep[key]) / run - 1)
    print(workers, len(differences), 'runs: mean %+.1f %%, sd %.1f %%' % (100 * statistics.mean(differences),
          100 * statistics.stdev(differences)))
