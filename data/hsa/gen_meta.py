#!/usr/bin/env python3
"""Makes the metadata golden files data/hsa/meta/*.yaml + *.msgpack.hex:
OpenCL kernels compiled by clang 22 to assembly, their `.amdgpu_metadata`
blocks cut out and assembled alone by llvm-mc 22, the NT_AMDGPU_METADATA
note descriptor extracted. Plus hand-written documents that probe llvm-mc's
scalar typing (probe_*.yaml).

    python3 data/hsa/gen_meta.py

Needs /usr/lib/llvm-22/bin/{clang,llvm-mc,llvm-objcopy}; only run to regenerate.
"""
import os
import re
import struct
import subprocess
import tempfile

BIN = '/usr/lib/llvm-22/bin/'
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, 'meta')

KERNELS = {
    'buffers': 'kernel void add(global float *a, global const float *b, float s, int n)'
               ' { int i = get_global_id(0); if (i < n) a[i] = b[i] * s; }',
    'images': 'kernel void img(read_only image2d_t im, write_only image2d_t out, sampler_t smp,'
              ' global int4 *o) { int2 c = (int2)(get_global_id(0), get_global_id(1));'
              ' float4 v = read_imagef(im, smp, c); write_imagef(out, c, v); o[0] = (int4)(1); }',
    'mixed': 'typedef struct { int a; float b; } S;\n'
             'kernel void loc(local float *l, constant int *c, global S *s, S byval, uchar u,'
             ' short sh, double d, long lg, global half *h) { l[get_local_id(0)] = c[0] + s->b'
             ' + byval.a + u + sh + d + lg; }',
    'attrs': '__attribute__((reqd_work_group_size(64,1,1))) kernel void req(global int * restrict'
             ' volatile p, global const int * restrict q) { p[0] = q[0]; printf("%d %s\\n", q[1], "x"); }\n'
             '__attribute__((work_group_size_hint(8,8,1))) __attribute__((vec_type_hint(float4)))'
             ' kernel void hint(global float4 *x) { x[get_global_id(0)] *= 2.0f; }',
    'pipes': 'kernel void pipes(read_only pipe int p, global int *o) { int v; read_pipe(p, &v); o[0] = v; }',
    'enqueue': 'kernel void enq(global int *a) { queue_t q = get_default_queue(); ndrange_t nd ='
               ' ndrange_1D(1); enqueue_kernel(q, CLK_ENQUEUE_FLAGS_WAIT_KERNEL, nd, ^{ a[0] = 1; }); }',
    'many': '\n'.join(f'kernel void k{i}(global int *p{"".join(f", int a{j}" for j in range(i))})'
                      f' {{ p[0] = {" + ".join(["1"] + [f"a{j}" for j in range(i)])}; }}'
                      for i in range(6)),
}

TARGETS = [('gfx900', 5), ('gfx900', 4), ('gfx90a', 6), ('gfx1100', 5)]

PROBES = {
    'probe_scalars': """---
amdhsa.version:
  - 1
  - 2
amdhsa.kernels: []
zz.probe:
  a: 123
  b: '123'
  c: true
  d: 1.5
  e: -5
  f: 0x10
  g: ~
  h: null
  i: yes
  j: 1e3
  k: 007
  l: "x y"
  m: hello world
  n: 4294967296
  o: -200
  p: 300
  q: 70000
  r: True
  s: ''
  t: 0.1
  u: 1e-50
  v: 3.4e39
  w: !str 42
  x: [ 1, -1, 'two', [ 3 ], { k: v } ]
  y: {}
  z: []
  long: 'a string that is longer than thirty-one bytes'
  neg: -9223372036854775808
  big: 18446744073709551615
aa.first: 1
...
""",
}


def note_desc(obj):
    d = tempfile.mkdtemp()
    b = os.path.join(d, 'n')
    subprocess.run([BIN + 'llvm-objcopy', '-O', 'binary', '--only-section=.note', obj, b],
                   check=True)
    data = open(b, 'rb').read()
    off = 0
    while off + 12 <= len(data):
        nsz, dsz, typ = struct.unpack('<III', data[off:off + 12])
        off += 12 + ((nsz + 3) & ~3)
        desc = data[off:off + dsz]
        off += (dsz + 3) & ~3
        if typ == 32:  # NT_AMDGPU_METADATA
            return desc
    raise SystemExit('no NT_AMDGPU_METADATA note')


def assemble(yaml, cpu, cov):
    d = tempfile.mkdtemp()
    s = os.path.join(d, 'a.s')
    o = os.path.join(d, 'a.o')
    open(s, 'w').write('\t.amdgpu_metadata\n' + yaml + '\t.end_amdgpu_metadata\n')
    subprocess.run([BIN + 'llvm-mc', '-triple', 'amdgcn-amd-amdhsa', '-mcpu=' + cpu,
                    f'--amdhsa-code-object-version={cov}', '-filetype=obj', s, '-o', o],
                   check=True)
    return note_desc(o)


def main():
    os.makedirs(OUT, exist_ok=True)
    cases = {}
    for name, src in KERNELS.items():
        for cpu, cov in TARGETS:
            d = tempfile.mkdtemp()
            cl = os.path.join(d, 'k.cl')
            asm = os.path.join(d, 'k.s')
            open(cl, 'w').write(src + '\n')
            subprocess.run([BIN + 'clang', '-target', 'amdgcn-amd-amdhsa', '-mcpu=' + cpu,
                            f'-mcode-object-version={cov}', '-nogpulib', '-O2', '-cl-std=CL2.0',
                            '-S', cl, '-o', asm], check=True)
            text = open(asm).read()
            m = re.search(r'\t\.amdgpu_metadata\n(.*?)\t\.end_amdgpu_metadata\n', text, re.S)
            cases[f'{name}_{cpu}_v{cov}'] = (m.group(1), cpu, cov)
    for name, text in PROBES.items():
        cases[name] = (text, 'gfx900', 5)
    for name, (yaml, cpu, cov) in sorted(cases.items()):
        desc = assemble(yaml, cpu, cov)
        open(os.path.join(OUT, name + '.yaml'), 'w').write(yaml)
        open(os.path.join(OUT, name + '.msgpack.hex'), 'w').write(desc.hex() + '\n')


if __name__ == '__main__':
    main()
