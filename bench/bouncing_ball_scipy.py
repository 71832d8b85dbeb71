"""bench/bouncing_ball_scipy.py - the peer for bench/peer_scipy.sh: the
bouncing ball (e = 0.8, h0 = 1) with scipy's solve_ivp and a terminal event
at h = 0, restarted after each impact, as scipy users write it.  Prints the
best wall time of five runs to t = 2.5 and the error of the fourth impact
time against shared/references.md.  Run with Debian's python3 (python3-scipy)."""
import time
import numpy as np
from scipy.integrate import solve_ivp

G, E, T_END = 9.81, 0.8, 2.5
T4 = 2.2142719354


def run():
    def rhs(t, y):
        return [y[1], -G]

    def ground(t, y):
        return y[0]
    ground.terminal = True
    ground.direction = -1
    t, y, impacts = 0.0, [1.0, 0.0], []
    while t < T_END:
        sol = solve_ivp(rhs, (t, T_END), y, method="RK45", rtol=1e-6, atol=1e-8, events=ground)
        if sol.status == 1:
            t = sol.t_events[0][0]
            impacts.append(t)
            y = [0.0, -E * sol.y_events[0][0][1]]
        else:
            t = T_END
    return impacts


times = []
for _ in range(5):
    start = time.perf_counter()
    impacts = run()
    times.append(time.perf_counter() - start)
print("%.6f %.3g" % (min(times), abs(impacts[3] - T4)))
