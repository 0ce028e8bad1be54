# Generates the staged-load form variants (PRISM_STAGED_FORM 0-3) of each case's kernels, compiles
# them to cubins and writes run38c.sh, which times every form of each kernel in one harness process.
import subprocess, os, re, sys
P = '../../build-gpu/tools/prism/prism'
env = dict(os.environ, LD_LIBRARY_PATH='../../build-gpu/lib')
cases = [l.split() for l in """
r2c 29 1157049 f64
r2c 31 1082401 f64
r2c 29 2314098 f32
r2c 37 1813753 f32
r2c 19 3532045 f32
r2c 29 4000000 f64
r2c 94 713924 f32
r2c 118 568719 f32
r2c 13 2581110 f64
c2c 37 906876 f32
c2c 47 713924 f32
c2c 53 633102 f32
c2c 94 356962 f32
c2c 29 578524 f64
c2c 290 115704 f32
""".strip().splitlines()]
lines = ['#!/bin/bash', 'cd "$(dirname "$0")"']
for kind, n, batch, prec in cases:
    n, batch = int(n), int(batch)
    es = 4 if prec == 'f32' else 8
    plan = subprocess.run([P, 'plan', '--explain', '--transform', kind, '--shape', str(n), '--batch', str(batch),
                           '--precision', prec, '--backend', 'cuda'], env=env, capture_output=True, text=True).stdout
    kernels = re.findall(r'(prism_k\d_\S+): (\d+) blocks x (\d+) threads, (\d+) B shared', plan)
    if len(kernels) != (1 if kind == 'c2c' else 2):
        print('skip', kind, n, kernels, file=sys.stderr); continue
    tag = f'{kind[0]}{n}{prec[1:]}_{batch}'
    for form in range(4):
        src = subprocess.run([P, 'codegen', '--transform', kind, '--shape', str(n), '--batch', str(batch), '--precision', prec,
                              '--backend', 'cuda'], env=dict(env, PRISM_STAGED_FORM=str(form)), capture_output=True, text=True).stdout
        open(f'v/{tag}_f{form}.cu', 'w').write(src)
        r = subprocess.run(['nvcc', '-arch=sm_90', '-cubin', '-Xptxas', '-v', '-o', f'v/{tag}_f{form}.cubin', f'v/{tag}_f{form}.cu'],
                           capture_output=True, text=True)
        regs = re.findall(r'Used (\d+) registers', r.stderr); spills = re.findall(r'(\d+) bytes spill stores', r.stderr)
        print(tag, form, regs, spills, file=sys.stderr)
    cplx = batch * n * es * 2
    if kind == 'c2c':
        name, g, t, shm = kernels[0]
        ios = [('prism_k0_fwd', cplx, cplx, g, t, shm)]
    else:
        real, herm = batch * n * es, batch * (n // 2 + 1) * es * 2
        ios = [(kernels[0][0], real, herm) + kernels[0][1:], (kernels[1][0], herm, real) + kernels[1][1:]]
    f32 = 'KAB_F32=1 ' if prec == 'f32' else ''
    for kname, ib, ob, g, t, shm in ios:
        specs = ' '.join(f'v/{tag}_f{form}.cubin:{kname}' for form in range(4))
        lines.append(f'{f32}./kab {ib} {ob} {g} {t} {shm} {specs}')
open('run38c.sh', 'w').write('\n'.join(lines) + '\n')
