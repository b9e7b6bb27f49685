#!/usr/bin/env python3
"""Where a JMeter process spent its sampled CPU, from a JFR recording.

    jfr print --events jdk.ExecutionSample REC.jfr > samples.txt
    bench/jfr-top.py samples.txt [N]

Prints the share of execution samples whose stack holds each of the suspects named in jmeter-plans/README.md
("What it costs"), then the N (default 15) most frequent first frames of JMeter, HttpClient, Groovy or the
project's plugin. JFR samples threads running Java code: a compiler or collector thread is not in these shares.
"""
import collections
import re
import sys

SUSPECTS = [
    ('Groovy (JSR223 scripts)', ('groovy', 'JSR223')),
    ('JEXL (__jexl3)', ('jexl',)),
    ('HTTP request (HTTPHC4Impl.sample)', ('HTTPHC4Impl.sample',)),
    ('HTTP request sent without waiting (AsyncHttpSampler)', ('AsyncHttpSampler',)),
    ("HttpClient 5's I/O thread (org.apache.hc)", ('org.apache.hc.',)),
    ('results file (ResultCollector)', ('ResultCollector.sampleOccurred',)),
    ('per-request config merge (TestCompiler)', ('TestCompiler',)),
    ('restoring properties (recoverRunningVersion)', ('recoverRunningVersion',)),
    ('functions (CompoundVariable.execute)', ('CompoundVariable.execute',)),
    ('hand-off (SynchronousQueue)', ('SynchronousQueue',)),
    ('starting clients (cloneTree, addNewThread)', ('cloneTree', 'addNewThread', 'ThreadStarter')),
    ("the project's plugin", ('dev.poolsweep.jmeter',)),
]
OWN = ('org.apache', 'kg.apc', 'org.codehaus', 'dev.poolsweep')


def stacks(path):
    current = None
    for line in open(path):
        if line.startswith('jdk.ExecutionSample'):
            current = []
            yield current
        elif current is not None and line.startswith('    ') and 'line:' in line:
            current.append(re.sub(r'\s+line:.*', '', line.strip()))


def main():
    samples = list(stacks(sys.argv[1]))
    top = int(sys.argv[2]) if len(sys.argv) > 2 else 15
    total = max(1, len(samples))
    print(f'{len(samples)} execution samples')
    for name, keys in SUSPECTS:
        hits = sum(1 for s in samples if any(k in frame for frame in s for k in keys))
        print(f'{hits * 100 / total:5.1f} %  {name}')
    first = collections.Counter(next((f for f in s if f.startswith(OWN)), '(JDK only)') for s in samples)
    print('-- first frame of JMeter, HttpClient, Groovy or the plugin')
    for frame, hits in first.most_common(top):
        print(f'{hits * 100 / total:5.1f} %  {frame}')


if __name__ == '__main__':
    main()
