"""The amdgpu_asm Python package against the amdgpu-as command line.

The command-line tool is built with cargo (a no-op after `cargo test`);
AMDGPU_AS=path uses a binary built elsewhere.
"""

import os
import subprocess
import threading
import warnings
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

import amdgpu_asm

REPO = Path(__file__).resolve().parents[2]
KERNELS = REPO / "tests" / "kernels"
# Processors (and features) whose clang kernels are checked: several
# generations, wave32 and wave64.
CPUS = ["gfx803", "gfx900", "gfx906", "gfx90a", "gfx942", "gfx1030+wavefrontsize64", "gfx1100", "gfx1200"]

SMALL = """\
    .amdgcn_target "amdgcn-amd-amdhsa--gfx900"
    .text
    .globl k
    .p2align 8
    .type k,@function
k:
    s_load_dwordx2 s[0:1], s[4:5], 0x0
    v_lshlrev_b32 v0, 2, v0
    s_waitcnt lgkmcnt(0)
    v_mov_b32 v2, s1
    v_add_co_u32 v1, vcc, s0, v0
    v_addc_co_u32 v2, vcc, 0, v2, vcc
    global_load_dword v3, v[1:2], off
    s_waitcnt vmcnt(0)
    v_add_u32 v3, 1, v3
    global_store_dword v[1:2], v3, off
    s_endpgm
.Lend:
    .size k, .Lend-k
    .rodata
    .p2align 6
    .amdhsa_kernel k
        .amdhsa_user_sgpr_kernarg_segment_ptr 1
        .amdhsa_next_free_vgpr 4
        .amdhsa_next_free_sgpr 8
    .end_amdhsa_kernel
"""


@pytest.fixture(scope="session")
def amdgpu_as():
    exe = os.environ.get("AMDGPU_AS")
    if exe:
        return exe
    subprocess.run(
        ["cargo", "build", "--quiet", "-p", "amdgpu-cli", "--bin", "amdgpu-as"],
        cwd=REPO,
        check=True,
    )
    target = Path(os.environ.get("CARGO_TARGET_DIR", REPO / "target"))
    return str(target / "debug" / "amdgpu-as")


def cli(amdgpu_as, path, args, filetype):
    r = subprocess.run(
        [amdgpu_as, "--triple=amdgcn-amd-amdhsa", f"--filetype={filetype}", "-o", "-", *args, str(path)],
        capture_output=True,
    )
    return r.returncode, r.stdout, r.stderr.decode()


def kernel_cases():
    for cpu in CPUS:
        for s in sorted((KERNELS / cpu).glob("*.s")):
            yield pytest.param(cpu, s, id=f"{cpu}/{s.name}")


@pytest.mark.parametrize("cpu,path", list(kernel_cases()))
def test_code_objects_equal_the_cli(amdgpu_as, cpu, path):
    mcpu, _, feature = cpu.partition("+")
    mattr = f"+{feature}" if feature else None
    src = path.read_text()
    args = [f"--mcpu={mcpu}"]
    if mattr:
        args.append(f"--mattr={mattr}")
    for output, filetype in [("code_object", "co"), ("object", "obj")]:
        rc, want, err = cli(amdgpu_as, path, args, filetype)
        if rc != 0:
            # (A kernel calling a function of another file links into no
            # code object, there as here.)
            assert output == "code_object" and "undefined" in err, err
            with pytest.raises(amdgpu_asm.AssemblerError):
                amdgpu_asm.assemble(src, mcpu, mattr=mattr, output=output, filename=str(path))
            continue
        got = amdgpu_asm.assemble(src, mcpu, mattr=mattr, output=output, filename=str(path))
        assert got == want, f"{path} ({output}) differs from amdgpu-as"
    # ld.lld's code object, where the kernels directory keeps one.
    golden = path.with_suffix(".co")
    if golden.exists():
        assert amdgpu_asm.assemble(src, mcpu, mattr=mattr) == golden.read_bytes()


def test_small_kernel_equals_the_cli(amdgpu_as, tmp_path):
    p = tmp_path / "k.s"
    p.write_text(SMALL)
    rc, want, err = cli(amdgpu_as, p, ["--mcpu=gfx900"], "co")
    assert rc == 0, err
    co = amdgpu_asm.assemble(SMALL, "gfx900")
    assert co == want
    assert co[:4] == b"\x7fELF"
    # Raw bytes have no place for the descriptor's relocation: an error
    # in both, with the same text.
    rc, out, err = cli(amdgpu_as, p, ["--mcpu=gfx900"], "bin")
    assert rc == 1 and "cannot carry a relocation" in err
    with pytest.raises(amdgpu_asm.AssemblerError) as e:
        amdgpu_asm.assemble(SMALL, "gfx900", output="binary", filename=str(p))
    assert str(e.value) == err
    code = SMALL[SMALL.index("k:\n") + 3 : SMALL.index(".Lend")]
    p.write_text(code)
    rc, want, err = cli(amdgpu_as, p, ["--mcpu=gfx900"], "bin")
    assert rc == 0, err
    assert amdgpu_asm.assemble(code, "gfx900", output="binary") == want
    assert len(want) == 56


BROKEN = "s_nop 0\n  s_mov_b32 s0\ns_load_dwordx2 s[1:2], s[4:5], 0x0\n\tv_add_f32 v0, v1\n"


def test_errors_have_locations_and_the_cli_text(amdgpu_as, tmp_path):
    p = tmp_path / "broken.s"
    p.write_text(BROKEN)
    with pytest.raises(amdgpu_asm.AssemblerError) as e:
        amdgpu_asm.assemble(BROKEN, "gfx900", filename=str(p))
    d = e.value.diagnostics
    assert [(x.line, x.column) for x in d][:2] == [(2, 15), (3, 16)]
    assert d[1].end_column == 22
    assert all(x.severity == "error" and x.file == str(p) for x in d)
    assert d[1].message == "s[1:2]: 64-bit scalar registers must be even-aligned"
    rc, out, err = cli(amdgpu_as, p, ["--mcpu=gfx900"], "co")
    assert rc == 1 and out == b""
    assert str(e.value) == err
    assert str(d[0]) == f"{p}:2:15: error: " + d[0].message


def test_every_output_refuses_errors():
    for output in ["code_object", "object", "binary"]:
        with pytest.raises(amdgpu_asm.AssemblerError) as e:
            amdgpu_asm.assemble("s_mov_b32 s0\n", "gfx900", output=output)
        assert str(e.value).startswith("<string>:1:13: error: too few operands")


def test_binary_cannot_carry_a_relocation():
    with pytest.raises(amdgpu_asm.AssemblerError) as e:
        amdgpu_asm.assemble("s_mov_b32 s0, ext\n", "gfx900", output="binary")
    assert (e.value.diagnostics[0].line, e.value.diagnostics[0].column) == (1, 15)
    assert amdgpu_asm.assemble("s_mov_b32 s0, ext\n", "gfx900", output="object")[:4] == b"\x7fELF"


def test_warnings_go_through_the_warnings_module():
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        b = amdgpu_asm.assemble('s_nop 0\n.warning "careful"\n', "gfx900", output="binary", filename="w.s")
    assert b == b"\x00\x00\x80\xbf"
    assert len(w) == 1 and issubclass(w[0].category, amdgpu_asm.AssemblerWarning)
    assert str(w[0].message) == 'w.s:2:1: warning: careful\n.warning "careful"\n^\n'
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        with pytest.raises(amdgpu_asm.AssemblerWarning):
            amdgpu_asm.assemble('.warning "careful"\n', "gfx900")


def test_options(tmp_path):
    (tmp_path / "inc.s").write_text("s_mov_b32 s1, N\n")
    b = amdgpu_asm.assemble(
        '.include "inc.s"\n', "gfx900", output="binary", defsym={"N": 5}, include_dirs=[tmp_path]
    )
    assert b == bytes([0x85, 0x00, 0x81, 0xBE])
    # mattr as a string or a list; an unknown processor, triple or output is a ValueError.
    w64 = amdgpu_asm.assemble("v_cmp_eq_u32 vcc, v0, v1\n", "gfx1030", mattr=["+wavefrontsize64"], output="binary")
    w32 = amdgpu_asm.assemble("v_cmp_eq_u32 vcc_lo, v0, v1\n", "gfx1030", output="binary")
    assert w64 == w32
    for kw in [dict(mcpu="gfx9999"), dict(mcpu="gfx900", triple="x86_64-linux-gnu"), dict(mcpu="gfx900", output="elf")]:
        mcpu = kw.pop("mcpu")
        with pytest.raises(ValueError):
            amdgpu_asm.assemble("s_nop 0\n", mcpu, **kw)


def test_disassemble_and_to_source():
    code = amdgpu_asm.assemble(SMALL[SMALL.index("k:\n") + 3 : SMALL.index(".Lend")], "gfx900", output="binary")
    insts = amdgpu_asm.disassemble(code, "gfx900", address=0x1000)
    assert insts[0].offset == 0x1000
    assert insts[0].text == "s_load_dwordx2 s[0:1], s[4:5], 0x0"
    assert insts[-1].text == "s_endpgm"
    assert b"".join(i.bytes for i in insts) == code
    # The texts assemble back to the same bytes.
    again = amdgpu_asm.assemble("\n".join(i.text for i in insts) + "\n", "gfx900", output="binary")
    assert again == code
    bad = amdgpu_asm.disassemble(b"\xff\xff\xff\xff", "gfx900")
    assert [(i.offset, i.text) for i in bad] == [(0, ".long 0xffffffff")]
    co = amdgpu_asm.assemble(SMALL, "gfx900")
    src = amdgpu_asm.to_source(co)
    assert ".amdhsa_kernel k" in src
    # Assembled again: the same kernel (code and descriptor); the ELF
    # around it may be laid out otherwise.
    again = amdgpu_asm.assemble(src, "gfx900")
    assert code in again and b"k.kd" in again
    with pytest.raises(ValueError):
        amdgpu_asm.to_source(b"not an ELF file")


def test_threads_give_the_same_bytes():
    sources = [(SMALL, "gfx900")]
    for cpu in ["gfx900", "gfx90a", "gfx1100"]:
        for s in sorted((KERNELS / cpu).glob("*.s")):
            try:
                amdgpu_asm.assemble(s.read_text(), cpu)
            except amdgpu_asm.AssemblerError:
                continue  # (links into no code object)
            sources.append((s.read_text(), cpu))
    assert len(sources) > 3
    want = [amdgpu_asm.assemble(s, cpu) for s, cpu in sources]
    jobs = [i % len(sources) for i in range(8 * 16)]
    start = threading.Barrier(8)

    def run(i):
        if i < 8:
            start.wait()  # the first eight calls start together
        s, cpu = sources[jobs[i]]
        return jobs[i], amdgpu_asm.assemble(s, cpu)

    with ThreadPoolExecutor(max_workers=8) as pool:
        results = list(pool.map(run, range(len(jobs))))
    for k, co in results:
        assert co == want[k]
