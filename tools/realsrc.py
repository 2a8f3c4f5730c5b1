#!/usr/bin/env python3
"""Build a manifest of real AMDGPU assembly sources for `xtask bench --real`.

The sources are not part of this repository: point the script at checkouts
(or extracted trees) of MIOpen, ROCR-Runtime and Tensile, and it writes one
case per line,

    DIR<TAB>FILE<TAB>ARGS

FILE is relative to DIR (run the tools with DIR as the working directory);
ARGS are llvm-mc-style options that both llvm-mc and amdgpu-as accept
(`-mcpu=`, `-mattr=`, `-defsym NAME=VALUE`, `-I DIR`).

MIOpen's hand-written kernels (conv1x1u.s, conv3x3.s, ...) only assemble with
the `-defsym` values MIOpen's solvers pass (src/solver/conv/conv_asm_*.cpp,
GenerateClangDefsym); this script recomputes them for a few plausible problem
configurations. A candidate is kept only if llvm-mc 22 assembles it to an
object; per kernel the first few that do are kept. Kernels that llvm-mc 22
rejects only because of MIOpen's `s_wait` macro (see S_WAIT_PATCH) are taken
from a copy with that macro's parameters renamed (miopen-llvm22/ beside the
manifest).

    tools/realsrc.py --miopen M/src/kernels --rocr R --tensile T \
        -o /work/real/manifest.txt

Any of the three locations may be left out.
"""

import argparse
import concurrent.futures
import glob
import os
import struct
import subprocess
import sys

LLVM_MC = os.environ.get("LLVM_MC", "/usr/lib/llvm-22/bin/llvm-mc")

# -mattr variants tried in order until one assembles (MIOpen's kernels and
# the Winograd binaries state their xnack setting in .amdgcn_target).
MATTRS = ["-xnack", "", "+xnack"]


def buff(layout, nk, c, h, w, dlen):
    """Byte strides and size of an NCHW or CNHW buffer, as MIOpen's buff_info."""
    if layout == "NCHW":
        s = dict(w=1, h=w, c=w * h, nk=w * h * c)
    else:  # CNHW
        s = dict(w=1, h=w, nk=w * h, c=w * h * nk)
    b = {k: v * dlen for k, v in s.items()}
    b["size"] = nk * c * h * w * dlen
    return b


def strides(d, ib, ob, fb):
    for name, b in (("input", ib), ("output", ob)):
        d[name + "_n_stride"] = b["nk"]
        d[name + ("_c_stride" if name == "input" else "_k_stride")] = b["c"]
        d[name + "_h_stride"] = b["h"]
        d[name + "_w_stride"] = b["w"]
    d["filter_k_stride"] = fb["nk"]
    d["filter_c_stride"] = fb["c"]
    d["filter_h_stride"] = fb["h"]
    d["filter_w_stride"] = fb["w"]
    d["input_buffer_size"] = ib["size"]
    d["filter_buffer_size"] = fb["size"]
    d["output_buffer_size"] = ob["size"]


def conv1x1u(n, c, k, h, w, dlen, fwd, perf):
    """ConvAsm1x1U (conv_asm_1x1u.cpp)."""
    d = dict(stride_h=1, stride_w=1, img_h=h, img_w=w, batch_size=n,
             input_channels=c, output_channels=k, wei_h=1, wei_w=1,
             pad_h=0, pad_w=0, weights_layout=0 if fwd else 1,
             vec_c_in=1, vec_k_out=1, vec_c_filter=1, acc_type=1,
             buf_type=2 if dlen == 2 else 1)
    strides(d, buff("NCHW", n, c, h, w, dlen), buff("NCHW", n, k, h, w, dlen),
            buff("NCHW" if fwd else "CNHW", k, c, 1, 1, dlen))
    d["ROCM_METADATA_VERSION"] = 5
    keys = ["read_size", "k_mult", "chunks_per_wave", "chunk_size", "n_mult",
            "c_mult", "waves_c_in_group", "waves_k_in_group"]
    d.update(zip(keys, perf))
    return d


def conv1x1u_stride2(n, c, k, h, w, perf):
    """ConvAsm1x1UV2 (conv_asm_1x1u_stride2.cpp), forward, stride 2, fp32."""
    oh, ow = (h - 1) // 2 + 1, (w - 1) // 2 + 1
    d = dict(stride_h=2, stride_w=2, idilation_h=1, idilation_w=1, img_h=h,
             img_w=w, out_h=oh, out_w=ow, batch_size=n, input_channels=c,
             output_channels=k, wei_h=1, wei_w=1, pad_h=0, pad_w=0,
             weights_layout=0, vec_c_in=1, vec_k_out=1, vec_c_filter=1,
             acc_type=1, buf_type=1)
    strides(d, buff("NCHW", n, c, h, w, 4), buff("NCHW", n, k, oh, ow, 4),
            buff("NCHW", k, c, 1, 1, 4))
    d["ROCM_METADATA_VERSION"] = 5
    keys = ["chunk_size", "dwords_per_ld", "k_mult", "c_mult", "n_mult",
            "w_mult", "h_mult", "h_per_chunk", "waves_k_in_group",
            "waves_c_in_group"]
    d.update(zip(keys, perf))
    return d


def conv1x1wrw(n, cin, cout, h, w, dlen, perf):
    """ConvAsmBwdWrW1x1 (conv_asm_dir_BwdWrW1x1.cpp); cin/cout are the
    problem's input and output channels."""
    d = dict(stride_h=1, stride_w=1, img_h=h, img_w=w, out_h=h, out_w=w,
             batch_size=n, input_channels=cout, output_channels=cin, wei_h=1,
             wei_w=1, pad_h=0, pad_w=0, weights_layout=0, reverse_weights=0,
             ROCM_METADATA_VERSION=5, do_not_use_default_perf_params=1,
             acc_type=1, buf_type=2 if dlen == 2 else 1)
    strides(d, buff("NCHW", n, cout, h, w, dlen),
            buff("NCHW", n, cin, h, w, dlen),
            buff("NCHW", cin, cout, 1, 1, dlen))
    keys = ["short_store", "chunk_size", "c_per_gpr", "c_mult", "k_per_gpr",
            "k_mult", "n_per_gpr", "n_part_cnt", "hw_per_gpr", "read_size",
            "data_prefetch"]
    d.update(zip(keys, perf))
    return d


def conv3x3(n, c, k, h, w, fwd, perf):
    """ConvAsm3x3U (conv_asm_3x3u.cpp)."""
    chunks = (w + 63) // 64
    d = dict(batch_size=n, img_width=w, img_height=h, input_channels=c,
             output_channels=k, weights_layout=0 if fwd else 1,
             reverse_weights=0 if fwd else 1, ROCM_METADATA_VERSION=5,
             group_counts=1, k_group_size_is_power_of_two=int(k & (k - 1) == 0),
             workgroup_size_x=(w + chunks - 1) // chunks)
    d.update(zip(["limit_wave_cnt", "filters_per_wave", "output_lines_per_wave"], perf))
    return d


def conv3x3wrw(n, cin, cout, h, w, dlen, perf):
    """ConvAsmBwdWrW3x3 (conv_asm_dir_BwdWrW3x3.cpp), pad 1, stride 1."""
    d = dict(elements_in_dword=2 if dlen == 2 else 1, batch_size=n, img_h=h,
             img_w=w, input_channels=cout, output_channels=cin, wei_h=3,
             wei_w=3, pad_h=1, pad_w=1, stride_h=1, stride_w=1,
             weights_layout=0, reverse_weights=0, ROCM_METADATA_VERSION=5,
             enable_debug_output=0, group_counts=1,
             k_group_size_is_power_of_two=int(cin & (cin - 1) == 0))
    keys = ["limit_wave_cnt", "chunk_size", "c_per_wave", "k_per_wave",
            "n_per_group", "pipe_lines_depth", "reverse_inout"]
    d.update(zip(keys, perf))
    return d


def bn_bwd(n, c, hw):
    """gcnAsmBNBwdTrainSpatial (batchnorm/backward_spatial_single.cpp),
    variant 3, mixed precision, saved mean and variance."""
    nhw = n * hw
    return dict(MIOPEN_USE_FP16=0, MIOPEN_USE_FP32=0, MIOPEN_USE_FPMIX=1,
                MIO_BN_USESAVED=1, MIO_BN_N=n, MIO_BN_C=c, MIO_BN_HW=hw,
                MIO_BN_NHW=nhw, MIO_BN_CHW=c * hw, MIO_BN_NCHW=n * c * hw,
                MIO_BN_LDS_SIZE=1024, MIO_BN_LDSGCN_SIZE=16, MIO_BN_VARIANT=3,
                MIO_WAVESIZE=64, MIO_BN_GRP0=1024, MIO_BN_GRP1=1, MIO_BN_GRP2=1,
                MIO_LAYOUT_NHWC=0, ROCM_METADATA_VERSION=5,
                MIO_BN_NHW_FLOAT=struct.unpack("<I", struct.pack("<f", float(nhw)))[0])


def xform(oy, fy, ox, fx, buf_type, extra):
    """Multi-pass Winograd transforms (conv_multipass_wino3x3WrW.cpp,
    conv_MP_bidirectional_winograd.cpp)."""
    d = dict(acc_type=1, ROCM_METADATA_VERSION=5, xformx_o_size=ox,
             xformy_o_size=oy, xformx_d_size=ox + fx - 1,
             xformy_d_size=oy + fy - 1, xformx_f_size=fx, xformy_f_size=fy,
             fdilation_w=1, fdilation_h=1)
    d.update(buf_type)
    d.update(extra)
    return d


def miopen_defsym_candidates():
    """(group, file, cpus, defsyms) for MIOpen's hand-written kernels; the
    first `limit` (per group) that assemble are kept."""
    gfx9 = ["gfx900", "gfx906", "gfx908"]
    p1 = [(2, 4, 2, 16, 1, 1, 1, 1), (4, 16, 4, 16, 1, 1, 1, 4),
          (3, 8, 2, 16, 2, 2, 2, 2), (1, 4, 8, 8, 1, 1, 1, 1)]
    probs1 = [(64, 256, 64, 56, 56, 4, True), (128, 512, 128, 28, 28, 4, True),
              (64, 1024, 256, 14, 14, 2, True), (32, 64, 256, 56, 56, 4, False),
              (128, 256, 512, 7, 7, 4, True)]
    for i, pr in enumerate(probs1):
        for j, cpu in enumerate(gfx9):
            perf = p1[(i + j) % len(p1)]
            yield "conv1x1u", "conv1x1u.s", cpu, conv1x1u(*pr, perf)
    for i, pr in enumerate(probs1[:3]):
        for j, act in enumerate((3, 1, 8)):
            d = conv1x1u(*pr, p1[(i + j) % len(p1)])
            d.update(fusion_mode=1, bias_mode=1, enable_activ=1, activ_mode=act)
            yield "conv1x1u_bias_activ", "conv1x1u_bias_activ.s", gfx9[(i + j) % 3], d
    p2 = [(16, 2, 1, 1, 1, 1, 1, 1, 1, 1), (16, 1, 8, 1, 1, 1, 1, 1, 1, 1),
          (8, 2, 4, 2, 1, 1, 1, 1, 2, 1), (16, 4, 16, 1, 2, 1, 1, 1, 4, 1)]
    for i, pr in enumerate([(64, 256, 512, 56, 56), (128, 512, 1024, 28, 28),
                            (64, 1024, 2048, 14, 14), (32, 64, 128, 112, 112)]):
        for j, cpu in enumerate(gfx9):
            yield ("conv1x1u_stride2", "conv1x1u_stride2.s", cpu,
                   conv1x1u_stride2(*pr, p2[(i + j) % len(p2)]))
    p3 = [(0, 4, 4, 2, 4, 2, 4, 1, 1, 1, 0), (0, 16, 1, 2, 1, 4, 4, 1, 1, 2, 1),
          (1, 8, 2, 1, 2, 2, 2, 2, 2, 1, 0), (0, 4, 4, 4, 4, 4, 4, 2, 1, 4, 1)]
    for i, pr in enumerate([(64, 64, 256, 56, 56, 4), (128, 256, 64, 28, 28, 4),
                            (64, 512, 512, 14, 14, 2), (128, 128, 512, 7, 7, 4)]):
        for j, cpu in enumerate(gfx9):
            yield ("conv1x1wrw", "conv1x1wrw.s", cpu,
                   conv1x1wrw(*pr, p3[(i + j) % len(p3)]))
    p4 = [(0, 2, 2), (0, 4, 1), (0, 1, 4), (5, 8, 2)]
    for i, pr in enumerate([(64, 64, 64, 56, 56, True), (128, 128, 128, 28, 28, True),
                            (64, 256, 256, 14, 14, True), (32, 64, 128, 56, 56, False),
                            (128, 512, 512, 7, 7, True)]):
        for j, cpu in enumerate(gfx9):
            yield "conv3x3", "conv3x3.s", cpu, conv3x3(*pr, p4[(i + j) % len(p4)])
    p5 = [(0, 16, 4, 4, 1, 2, 0), (0, 8, 8, 4, 2, 2, 0), (0, 16, 2, 8, 4, 4, 1),
          (0, 4, 4, 4, 1, 1, 0)]
    for i, pr in enumerate([(64, 64, 64, 56, 56, 4), (128, 128, 128, 28, 28, 4),
                            (64, 256, 256, 14, 14, 2), (128, 512, 512, 7, 7, 4)]):
        for j, cpu in enumerate(gfx9):
            yield ("conv3x3wrw", "conv3x3wrw.s", cpu,
                   conv3x3wrw(*pr, p5[(i + j) % len(p5)]))
    for i, (h, w, c, k) in enumerate([(79, 341, 32, 32), (40, 170, 32, 64),
                                      (16, 138, 16, 8), (150, 400, 64, 32)]):
        yield ("conv5x10u2v2b1", "conv5x10u2v2b1.s", gfx9[i % 3],
               dict(inp_h=h, inp_w=w, wei_c=c, wei_k=k, ROCM_METADATA_VERSION=5))
    for i, (h, w, c, k, ph, pw) in enumerate([(161, 700, 1, 32, 0, 0),
                                              (79, 341, 32, 32, 0, 0),
                                              (161, 341, 32, 64, 2, 4),
                                              (80, 200, 16, 16, 0, 0)]):
        yield ("conv5x10u2v2f1", "conv5x10u2v2f1.s", gfx9[i % 3],
               dict(inp_h=h, inp_w=w, wei_c=c, wei_k=k, wei_layout=0,
                    pad_h=ph, pad_w=pw, ROCM_METADATA_VERSION=5))
    for cpu in gfx9:
        yield ("conv7x7", "conv7x7c3h224w224k64u2v2p3q3f1.s", cpu,
               dict(ROCM_METADATA_VERSION=5))
    for i, (n, c, hw) in enumerate([(128, 64, 196), (256, 256, 289), (96, 512, 400)]):
        yield "bn_bwd", "gcnAsmBNBwdTrainSpatial.s", gfx9[i % 3], bn_bwd(n, c, hw)
    types = [dict(buf_type=1), dict(buf_type=2)]
    wrw = [(3, 2, 3, 2), (3, 3, 3, 3), (7, 2, 7, 2), (7, 3, 7, 3),
           (3, 4, 3, 4), (3, 5, 3, 5), (3, 6, 3, 6), (1, 1, 7, 2), (1, 1, 7, 3)]
    for f in ("xform_data.s", "xform_filter.s", "xform_out.s"):
        for i, t in enumerate(wrw):
            yield ("wino_wrw:" + f, f, gfx9[i % 3],
                   xform(*t, types[i % 2], dict(MIOPEN_USE_RNE_BFLOAT16=1)))
    for f in ("xform_bidirect_winograd_data.s", "xform_bidirect_winograd_filter.s",
              "xform_bidirect_winograd_out.s"):
        for i, o in enumerate((2, 3, 4, 5, 6)):
            ty = 1 + i % 2
            yield ("wino_bidirect:" + f, f, gfx9[i % 3],
                   xform(o, 3, o, 3, {}, dict(xform_mirror=int(f.endswith("filter.s") and i % 2),
                                              in_type=ty, out_type=ty)))


LIMITS = {"conv1x1u": 8, "conv1x1u_bias_activ": 4, "conv1x1u_stride2": 5,
          "conv1x1wrw": 5, "conv3x3": 6, "conv3x3wrw": 5, "conv5x10u2v2b1": 2,
          "conv5x10u2v2f1": 2, "conv7x7": 2, "bn_bwd": 3, "wino_wrw": 2,
          "wino_bidirect": 2}


def mc_ok(dir_, file_, args, tmp):
    cmd = [LLVM_MC, "-triple=amdgcn-amd-amdhsa", "-filetype=obj"] + args + ["-o", tmp, file_]
    try:
        r = subprocess.run(cmd, cwd=dir_, capture_output=True, timeout=300)
    except subprocess.TimeoutExpired:
        return False
    return r.returncode == 0


def first_ok(job):
    """job: (file, [(dir, args) variants], index); returns the first variant
    that llvm-mc assembles, or None."""
    file_, variants, idx = job
    tmp = "/tmp/realsrc.%d.%d.o" % (os.getpid(), idx)
    try:
        for dir_, args in variants:
            if mc_ok(dir_, file_, args, tmp):
                return dir_, args
        return None
    finally:
        if os.path.exists(tmp):
            os.remove(tmp)


def variants(dir_, cpu, incs, defsyms, mattrs=None):
    out = []
    for m in mattrs if mattrs is not None else MATTRS:
        a = ["-mcpu=" + cpu]
        if m:
            a.append("-mattr=" + m)
        for k, v in defsyms.items():
            a += ["-defsym", "%s=%d" % (k, v)]
        for i in incs:
            a += ["-I", i]
        out.append((dir_, a))
    return out


# llvm-mc 22 substitutes a macro's parameter names written without a
# backslash while .altmacro is on (as GNU as does); MIOpen's conv_common.inc
# turns .altmacro on and later expands its `s_wait vmcnt=, lgkmcnt=` macro,
# whose body says `s_waitcnt vmcnt(...) & lgkmcnt(...)`, so every kernel that
# waits through it (conv1x1u*, conv1x1wrw, conv3x3wrw, the xform_* Winograd
# transforms) fails with llvm-mc 22. A copy of the kernels with only these
# parameters renamed is made for them; a kernel is taken from the copy only if
# the original fails.
S_WAIT_PATCH = [
    (".macro s_wait vmcnt=max_hw_vctn, lgkmcnt=max_hw_lcnt",
     ".macro s_wait vmcnt_=max_hw_vctn, lgkmcnt_=max_hw_lcnt"),
    ("vm_cnt = \\vmcnt\n", "vm_cnt = \\vmcnt_\n"),
    ("lgkm_cnt = \\lgkmcnt\n", "lgkm_cnt = \\lgkmcnt_\n"),
]


def patched_copy(root, dest):
    """Copy MIOpen's top-level kernel sources to dest with S_WAIT_PATCH."""
    os.makedirs(dest, exist_ok=True)
    for f in glob.glob(os.path.join(root, "*.s")) + glob.glob(os.path.join(root, "*.inc")):
        with open(f, encoding="latin-1") as fh:
            text = fh.read()
        if os.path.basename(f) == "conv_common.inc":
            for old, new in S_WAIT_PATCH:
                if old not in text:
                    sys.exit("conv_common.inc: patch target not found: %r" % old)
                text = text.replace(old, new)
        with open(os.path.join(dest, os.path.basename(f)), "w", encoding="latin-1") as fh:
            fh.write(text)


def spread(files, n):
    """n files spread evenly over the sorted list, then n more between them
    (fallbacks if some of the first fail)."""
    if not files:
        return []
    first = [files[i * len(files) // n] for i in range(n)]
    second = [files[(2 * i + 1) * len(files) // (2 * n)] for i in range(n)]
    out = []
    for f in first + second:
        if f not in out:
            out.append(f)
    return out


def miopen_jobs(root, patched):
    """Jobs (group, limit, file, variants) for MIOpen's src/kernels."""
    root = os.path.abspath(root)
    jobs = []
    for group, f, cpu, ds in miopen_defsym_candidates():
        lim = LIMITS.get(group.split(":")[0], 3)
        vs = variants(root, cpu, [root], ds)
        if patched:
            vs += variants(patched, cpu, [patched], ds)
        jobs.append((group, lim, f, vs))
    handled = {j[2] for j in jobs}
    rmv = {"ROCM_METADATA_VERSION": 5}
    plain = [f for f in sorted(glob.glob(os.path.join(root, "*.s")))
             if os.path.basename(f) not in handled]
    plain += sorted(glob.glob(os.path.join(root, "dynamic_igemm", "*.s")))
    for f in plain:
        rel = os.path.relpath(f, root)
        vs = []
        for cpu in ["gfx906", "gfx908", "gfx900", "gfx90a", "gfx803"]:
            vs += variants(root, cpu, [os.path.dirname(f), root], rmv)
        jobs.append((rel, 1, rel, vs))
        # a few of the Winograd and wheel kernels also for a second processor
        b = os.path.basename(f)
        if b.startswith(("Conv_Winograd_v21", "Conv_Winograd_v30")) and b.endswith("stride1.s") \
                or b == "conv_3x3_wheel_alpha_v9_0_15.s":
            jobs.append((rel + "@gfx908", 1, rel,
                         variants(root, "gfx908", [os.path.dirname(f), root], rmv)))
        # the v30 Winograd kernels are written for GFX10 too (wave64)
        if b.startswith("Conv_Winograd_v30"):
            jobs.append((rel + "@gfx1030", 1, rel,
                         variants(root, "gfx1030", [os.path.dirname(f), root], rmv,
                                  ["+wavefrontsize64"])))
    # generated implicit-GEMM kernels: a few per directory, for the
    # processors each directory is written for
    for sub in sorted(glob.glob(os.path.join(root, "dynamic_igemm", "*", ""))):
        files = sorted(glob.glob(os.path.join(sub, "**", "*.s"), recursive=True))
        name = os.path.basename(os.path.normpath(sub))
        if "gfx1030" in name:
            cpus, per = ["gfx1030"], 1
        elif "gfx940" in name:
            cpus, per = ["gfx942", "gfx950", "gfx90a"], 3
        elif "gfx90a" in name:
            cpus, per = ["gfx90a", "gfx942"], 3
        else:
            cpus, per = ["gfx908", "gfx906", "gfx900"], 3
        for f in spread(files, per):
            rel = os.path.relpath(f, root)
            vs = []
            for cpu in cpus:
                vs += variants(root, cpu, [os.path.dirname(f), root], rmv)
            jobs.append(("igemm:" + name, per, rel, vs))
    return jobs


def rocr_jobs(root):
    root = os.path.abspath(root)
    jobs = []
    base = os.path.join(root, "runtime", "hsa-runtime", "core", "runtime")
    for f in ["blit_shaders/blit_copyAligned.s", "blit_shaders/blit_copyMisaligned.s",
              "blit_shaders/blit_fill.s", "trap_handler/trap_handler.s"]:
        for cpu in ["gfx900", "gfx90a", "gfx942", "gfx1010", "gfx1030"]:
            inc = [os.path.join(base, os.path.dirname(f))]
            jobs.append((f + "@" + cpu, 1, f, variants(base, cpu, inc, {}, [""])))
        if f.startswith("trap_handler"):
            inc = [os.path.join(base, "trap_handler")]
            jobs.append((f + "@gfx1030w64", 1, f,
                         variants(base, "gfx1030", inc, {}, ["+wavefrontsize64"])))
    f = "trap_handler/trap_handler_gfx12.s"
    jobs.append((f, 1, f, variants(base, "gfx1200", [os.path.join(base, "trap_handler")], {}, [""])))
    return jobs


def tensile_jobs(root):
    root = os.path.abspath(root)
    jobs = []
    for f in sorted(glob.glob(os.path.join(root, "Tensile", "**", "*.s"), recursive=True)):
        rel = os.path.relpath(f, root)
        vs = []
        for cpu in ["gfx90a", "gfx900", "gfx908", "gfx942"]:
            vs += variants(root, cpu, [os.path.dirname(f)], {}, [""])
        jobs.append((rel, 1, rel, vs))
    return jobs


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--miopen", help="MIOpen's src/kernels directory")
    ap.add_argument("--rocr", help="ROCR-Runtime checkout (top level)")
    ap.add_argument("--tensile", help="Tensile checkout (top level)")
    ap.add_argument("-o", "--output", required=True, help="manifest to write")
    ap.add_argument("-j", "--jobs", type=int, default=2)
    ap.add_argument("--patched", help="where to put the copy of MIOpen's kernels with "
                    "the s_wait fix (default: miopen-llvm22/ beside the manifest; "
                    "'none' to leave those kernels out)")
    a = ap.parse_args()
    if not os.access(LLVM_MC, os.X_OK):
        sys.exit("llvm-mc 22 not found at %s (set LLVM_MC)" % LLVM_MC)
    jobs = []
    if a.miopen:
        patched = a.patched or os.path.join(os.path.dirname(os.path.abspath(a.output)),
                                            "miopen-llvm22")
        if patched == "none":
            patched = None
        else:
            patched = os.path.abspath(patched)
            patched_copy(os.path.abspath(a.miopen), patched)
        jobs += miopen_jobs(a.miopen, patched)
    if a.rocr:
        jobs += rocr_jobs(a.rocr)
    if a.tensile:
        jobs += tensile_jobs(a.tensile)
    work = [(f, vs, i) for i, (_, _, f, vs) in enumerate(jobs)]
    with concurrent.futures.ThreadPoolExecutor(a.jobs) as ex:
        results = list(ex.map(first_ok, work))
    kept, count = [], {}
    for (group, lim, f, _), res in zip(jobs, results):
        if res is None:
            print("skip (llvm-mc fails): %s %s" % (group, f), file=sys.stderr)
            continue
        if count.get(group, 0) >= lim:
            continue
        count[group] = count.get(group, 0) + 1
        d, args = res
        kept.append("%s\t%s\t%s" % (d, f, " ".join(args)))
    with open(a.output, "w") as out:
        out.write("".join(line + "\n" for line in kept))
    print("%d cases written to %s" % (len(kept), a.output), file=sys.stderr)


if __name__ == "__main__":
    main()
