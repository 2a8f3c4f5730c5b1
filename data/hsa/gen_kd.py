#!/usr/bin/env python3
"""Makes data/hsa/kd_golden.txt: random `.amdhsa_kernel` blocks assembled by
llvm-mc 22, with the 64 descriptor bytes or llvm-mc's first error.

    python3 data/hsa/gen_kd.py > data/hsa/kd_golden.txt

Needs /usr/lib/llvm-22/bin/{llvm-mc,llvm-objcopy}; only run to regenerate.
The set of directives valid on a processor is read from llvm-mc itself (it
prints every directive of the target when it echoes an .amdhsa_kernel block).

Golden line format (one case per line, fields separated by ' | '):
    CPU[:feature±...] [MATTR|-] COV | NAME VALUE; NAME VALUE; ... | kd HEX
    CPU[:feature±...] [MATTR|-] COV | NAME VALUE; ...               | error WHERE: MESSAGE
WHERE is the directive llvm-mc reports the error on, or `end` for
.end_amdhsa_kernel.
"""
import os
import random
import subprocess
import sys
import tempfile

BIN = '/usr/lib/llvm-22/bin/'
CPUS = ['gfx900', 'gfx906', 'gfx908', 'gfx90a', 'gfx942', 'gfx950', 'gfx1010',
        'gfx1030', 'gfx1100', 'gfx1200', 'gfx1250']
EXTRA_CPUS = ['gfx600', 'gfx700', 'gfx801', 'gfx802', 'gfx803', 'gfx1151']
PER = 40  # random blocks per (cpu, cov, mattr)


def llvm_mc(cpu, mattr, cov, src, obj):
    d = tempfile.mkdtemp()
    s = os.path.join(d, 'a.s')
    o = os.path.join(d, 'a.o')
    with open(s, 'w') as f:
        f.write(src)
    args = [BIN + 'llvm-mc', '-triple', 'amdgcn-amd-amdhsa', '-mcpu=' + cpu,
            f'--amdhsa-code-object-version={cov}', s]
    if mattr:
        args.append('-mattr=' + mattr)
    args += ['-filetype=obj', '-o', o] if obj else ['-o', '-']
    r = subprocess.run(args, capture_output=True, text=True)
    return r, s, o, d


def valid_directives(cpu, mattr):
    blk = ['.amdhsa_next_free_vgpr 1', '.amdhsa_next_free_sgpr 1']
    if cpu in ('gfx90a', 'gfx942', 'gfx950'):
        blk.append('.amdhsa_accum_offset 4')
    src = '.amdhsa_kernel k\n' + '\n'.join(blk) + '\n.end_amdhsa_kernel\n'
    r, *_ = llvm_mc(cpu, mattr, 5, src, False)
    out = []
    for line in r.stdout.splitlines():
        w = line.split()
        if len(w) == 2 and w[0].startswith('.amdhsa_') and w[0] != '.amdhsa_kernel':
            out.append((w[0], int(w[1])))
    return out


ALL = None


def all_directives():
    names = set()
    for cpu in CPUS + EXTRA_CPUS:
        names |= {n for n, _ in valid_directives(cpu, None)}
    return sorted(names)


def rand_value(rng, name, cpu, block):
    big = ('group_segment_fixed_size', 'private_segment_fixed_size', 'kernarg_size')
    if any(name.endswith(b) for b in big):
        return rng.choice([0, 4, 16, 256, 65536, rng.randrange(0, 1 << 32)])
    if name.endswith('next_free_vgpr'):
        return rng.choice([0, 1, 4, 8, 33, 64, 100, 128, 255, 256, rng.randrange(0, 520)])
    if name.endswith('next_free_sgpr'):
        return rng.choice([0, 1, 8, 17, 48, 96, 100, 102, rng.randrange(0, 108)])
    if name.endswith('user_sgpr_count'):
        return rng.randrange(0, 34)
    if name.endswith('kernarg_preload_length'):
        return rng.randrange(0, 17 if cpu != 'gfx1250' else 33)
    if name.endswith('kernarg_preload_offset'):
        return rng.randrange(0, 512)
    if name.endswith('accum_offset'):
        return rng.choice([4, 8, 16, 32, 64, 128, 256, rng.randrange(1, 70) * 4])
    if 'round_mode' in name or 'denorm_mode' in name or name.endswith('workitem_id'):
        return rng.randrange(0, 4)
    if name.endswith('shared_vgpr_count'):
        return rng.randrange(0, 16)
    if name.endswith('inst_pref_size'):
        return rng.randrange(0, 64)
    if name.endswith('named_barrier_count'):
        return rng.randrange(0, 8)
    return rng.randrange(0, 2)


def make_block(rng, cpu, valid):
    names = [n for n, _ in valid]
    required = ['.amdhsa_next_free_vgpr', '.amdhsa_next_free_sgpr']
    if '.amdhsa_accum_offset' in names:
        required.append('.amdhsa_accum_offset')
    chosen = [n for n in names if n in required or rng.random() < 0.35]
    kind = rng.random()
    block = []
    defaults = dict(valid)
    for n in chosen:
        if n.endswith('reserve_xnack_mask') and rng.random() < 0.85:
            block.append((n, defaults[n]))  # mostly agree with the target id
            continue
        block.append((n, rand_value(rng, n, cpu, block)))
    if kind < 0.08:
        # a directive of another processor
        n = rng.choice(ALL)
        if n not in [b[0] for b in block]:
            block.insert(rng.randrange(0, len(block) + 1), (n, rand_value(rng, n, cpu, block)))
    elif kind < 0.12 and block:
        # an out-of-range value
        i = rng.randrange(0, len(block))
        block[i] = (block[i][0], rng.choice([-1, 2, 4, 16, 1 << 32, 300]))
    elif kind < 0.15:
        # a missing required directive
        drop = rng.choice(required)
        block = [b for b in block if b[0] != drop]
    elif kind < 0.17 and block:
        block.append(rng.choice(block))
    rng.shuffle(block)
    # accum_offset must fit under next_free_vgpr most of the time
    if rng.random() < 0.8:
        d = dict(block)
        if '.amdhsa_accum_offset' in d and '.amdhsa_next_free_vgpr' in d:
            lim = max(4, (max(d['.amdhsa_next_free_vgpr'], 1) + 3) // 4 * 4)
            block = [(n, min(v, lim) // 4 * 4 if n == '.amdhsa_accum_offset' and v >= 4 else v)
                     for n, v in block]
    return block


def assemble(cpu, mattr, cov, blocks):
    """Returns per block ('kd', hex) or ('error', where, message)."""
    src = ['.text']
    for i in range(len(blocks)):
        src += ['.p2align 8', f'k{i}:', '  s_endpgm']
    src.append('.rodata')
    owner = {}
    for i, b in enumerate(blocks):
        src += ['.p2align 6', f'.amdhsa_kernel k{i}']
        for n, v in b:
            src.append(f'  {n} {v}')
            owner[len(src)] = (i, n)
        src.append('.end_amdhsa_kernel')
        owner[len(src)] = (i, 'end')
    r, s, o, d = llvm_mc(cpu, mattr, cov, '\n'.join(src) + '\n', True)
    res = [None] * len(blocks)
    if r.returncode == 0:
        data = subprocess.run([BIN + 'llvm-objcopy', '-O', 'binary', '--only-section=.rodata',
                               o, os.path.join(d, 'b')], check=True)
        raw = open(os.path.join(d, 'b'), 'rb').read()
        return [('kd', raw[64 * i:64 * i + 64].hex()) for i in range(len(blocks))]
    for line in r.stderr.splitlines():
        if line.startswith(s + ':') and ': error: ' in line:
            ln = int(line[len(s) + 1:].split(':')[0])
            msg = line.split(': error: ', 1)[1]
            if ln in owner:
                i, n = owner[ln]
                if res[i] is None:
                    res[i] = ('error', n, msg)
    good = [i for i in range(len(blocks)) if res[i] is None]
    if good and len(good) < len(blocks):
        sub = assemble(cpu, mattr, cov, [blocks[i] for i in good])
        for i, x in zip(good, sub):
            res[i] = x
    elif good:
        raise SystemExit(f'llvm-mc failed without a located error: {r.stderr[:500]}')
    return res


def main():
    global ALL
    rng = random.Random(22)
    ALL = all_directives()
    configs = []
    for cpu in CPUS:
        for cov in (4, 5, 6):
            configs.append((cpu, None, None, cov))
    for cpu, feat, mattr in [('gfx900', 'xnack+', '+xnack'), ('gfx900', 'xnack-', '-xnack'),
                             ('gfx90a', 'xnack-', '-xnack'), ('gfx942', 'xnack+', '+xnack'),
                             ('gfx1010', 'xnack-', '-xnack'), ('gfx1250', 'xnack-', '-xnack')]:
        configs.append((cpu, feat, mattr, 5))
    for cpu in ('gfx1010', 'gfx1030', 'gfx1100', 'gfx1200'):
        configs.append((cpu, None, '+wavefrontsize64', 5))
    configs.append(('gfx1030', None, '+cumode', 5))
    for cpu in EXTRA_CPUS:
        configs.append((cpu, None, None, 5))
    print('# Generated by data/hsa/gen_kd.py from llvm-mc 22; do not edit.')
    print('# target mattr cov | directives | kd HEX or error WHERE: MESSAGE')
    for cpu, feat, mattr, cov in configs:
        valid = valid_directives(cpu, mattr)
        blocks = [make_block(rng, cpu, valid) for _ in range(PER)]
        res = assemble(cpu, mattr, cov, blocks)
        tid = cpu + (':' + feat if feat else '')
        for b, r in zip(blocks, res):
            dirs = '; '.join(f'{n} {v}' for n, v in b)
            tail = f'kd {r[1]}' if r[0] == 'kd' else f'error {r[1]}: {r[2]}'
            print(f'{tid} {mattr or "-"} {cov} | {dirs} | {tail}')


if __name__ == '__main__':
    main()
