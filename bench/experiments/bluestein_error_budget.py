"""Experiment (session 43): where Bluestein's fp32 error comes from, simulated with numpy/scipy.

Bluestein's three pointwise steps (x times the chirp, the spectrum product, the final chirp) and its
two FFTs of M points each round. This runs the convolution with scipy.fft's single-precision FFTs
(pocketfft, not prism's kernels) and the pointwise steps in fp32 or exact (fp64), against numpy's
fp64 FFT, so the share of each step shows. Debian's interpreter:
    /usr/bin/python3 bench/experiments/bluestein_error_budget.py 194 1586 2626
Reading (bench/results/2026-12-03-s43-no-gpu/README.md): the pointwise steps in exact arithmetic
take 5-8 % off the error; the FFTs hold the rest.
"""
import numpy as np, scipy.fft as sf, sys
rng = np.random.default_rng(1)
def smooth_m(n):
    m = 2*n-1
    while True:
        r = m
        for p in (2,3):
            while r % p == 0: r //= p
        if r == 1: return m
        m += 1
def run(n, batch=16):
    m = smooth_m(n)
    x = (rng.uniform(-1,1,(batch,n)) + 1j*rng.uniform(-1,1,(batch,n)))
    ref = np.fft.fft(x, axis=1)
    k = np.arange(n, dtype=np.float64)
    h = np.exp(-1j*np.pi*((k*k) % (2*n))/n)          # exact in fp64
    b = np.zeros(m, complex); b[:n] = np.conj(h); b[m-n+1:] = np.conj(h[1:][::-1])
    B = np.fft.fft(b)/m
    res = {}
    for name, chirp32, spec32, fft32 in [('all fp32',1,1,1),('chirp exact',0,1,1),('spectrum exact',1,0,1),
                                         ('chirp+spectrum exact',0,0,1),('FFTs exact',1,1,0)]:
        c = h.astype(np.complex64) if chirp32 else h
        S = B.astype(np.complex64) if spec32 else B
        dt = np.complex64 if fft32 else np.complex128
        def mul(a, w, r32):
            return (a.astype(np.complex64)*w.astype(np.complex64)) if r32 else (a.astype(np.complex128)*w)
        u = np.zeros((batch,m), dt); u[:,:n] = mul(x, c, chirp32)
        U = sf.fft(u.astype(dt), axis=1)
        V = sf.ifft(mul(U, S, spec32).astype(dt), axis=1, norm='forward')
        X = mul(V[:,:n], c, chirp32)
        res[name] = np.linalg.norm(X-ref)/np.linalg.norm(ref)
    return m, res
print("%-6s %-6s" % ("N","M") + "".join("%22s" % k for k in ['all fp32','chirp exact','spectrum exact','chirp+spectrum exact','FFTs exact']))
for n in map(int, sys.argv[1:]):
    m, r = run(n)
    print("%-6d %-6d" % (n, m) + "".join("%22.3e" % v for v in r.values()))
