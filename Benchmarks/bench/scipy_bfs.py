"""bench_network's SciPy baseline, run by a Python that has SciPy: breadth_first_order over the node
pairs of PAIRS (little-endian int32 pairs) as a CSR matrix (undirected), from START; prints the
median ms of 5 runs after a first one.  Usage: python3 scipy_bfs.py PAIRS START"""

import sys
import time

import numpy as np
from scipy.sparse import csr_matrix
from scipy.sparse.csgraph import breadth_first_order

pairs = np.fromfile(sys.argv[1], dtype="<i4").reshape(-1, 2)
start = int(sys.argv[2])
n = int(pairs.max()) + 1
m = csr_matrix((np.ones(len(pairs), dtype=np.int8), (pairs[:, 0], pairs[:, 1])), shape=(n, n))
times, reached = [], 0
for _ in range(6):
    t0 = time.perf_counter()
    order = breadth_first_order(m, start, directed=False, return_predecessors=False)
    times.append((time.perf_counter() - t0) * 1000)
    reached = len(order)
times = sorted(times[1:])
print(f"{times[len(times) // 2]:.1f}")
print(f"scipy breadth_first_order: {reached} nodes reached", file=sys.stderr)
