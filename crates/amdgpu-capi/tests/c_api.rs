//! The C library as a C program uses it: `tests/c/test.c` is compiled
//! with the system C compiler (`cc`, or `$CC`) against
//! `include/amdgpu_asm.h` and the static library cargo built for this
//! test, run, and its code object compared with the Rust API's.

use std::path::{Path, PathBuf};
use std::process::Command;

/// A kernel as a JIT writes one: descriptor, metadata, code.
const KERNEL: &str = r#"
    .amdgcn_target "amdgcn-amd-amdhsa--gfx900"
    .text
    .globl add_one
    .p2align 8
    .type add_one,@function
add_one:
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
    .size add_one, .Lend-add_one

    .rodata
    .p2align 6
    .amdhsa_kernel add_one
        .amdhsa_user_sgpr_kernarg_segment_ptr 1
        .amdhsa_next_free_vgpr 4
        .amdhsa_next_free_sgpr 8
    .end_amdhsa_kernel
"#;

/// The static library, built for this test: cargo builds no
/// staticlib-only library for a crate's tests, so the test asks cargo
/// (the one running it, same target directory and profile) to build it;
/// everything it needs is already built, so this takes a moment.
fn static_lib() -> PathBuf {
    let exe = std::env::current_exe().unwrap();
    // <target>/<profile>/deps/c_api-<hash>
    let profile_dir = exe.parent().unwrap().parent().unwrap().to_path_buf();
    let target_dir = profile_dir.parent().unwrap();
    let profile = profile_dir.file_name().unwrap().to_str().unwrap();
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| env!("CARGO").to_string());
    let mut cmd = Command::new(cargo);
    cmd.args([
        "build",
        "--quiet",
        "-p",
        "amdgpu-capi",
        "--lib",
        "--target-dir",
    ])
    .arg(target_dir)
    .current_dir(env!("CARGO_MANIFEST_DIR"));
    if profile != "debug" {
        cmd.args([
            "--profile",
            if profile == "release" {
                "release"
            } else {
                profile
            },
        ]);
    }
    let st = cmd.status().expect("cargo runs");
    assert!(st.success(), "cargo build -p amdgpu-capi failed");
    profile_dir.join("libamdgpu_asm.a")
}

#[test]
fn c_program_assembles_the_same_code_object() {
    let lib = static_lib();
    assert!(lib.exists(), "{} was not built", lib.display());
    let here = Path::new(env!("CARGO_MANIFEST_DIR"));
    let work = std::env::temp_dir().join(format!("amdgpu-capi-test-{}", std::process::id()));
    std::fs::create_dir_all(&work).unwrap();
    let exe = work.join("c_test");
    let cc = std::env::var("CC").unwrap_or_else(|_| "cc".to_string());
    // The workspace builds with a static relocation model (.cargo/config.toml):
    // the program is linked without PIE.
    let st = Command::new(&cc)
        .args(["-std=c99", "-Wall", "-Wextra", "-Werror", "-no-pie", "-o"])
        .arg(&exe)
        .arg("-I")
        .arg(here.join("include"))
        .arg(here.join("tests/c/test.c"))
        .arg(&lib)
        .args(["-lpthread", "-ldl", "-lm"])
        .status()
        .unwrap_or_else(|e| panic!("{cc}: {e}"));
    assert!(st.success(), "{cc} failed");

    let src = work.join("k.s");
    std::fs::write(&src, KERNEL).unwrap();
    let co_path = work.join("k.co");
    let out = Command::new(&exe)
        .arg(&src)
        .arg("gfx900")
        .arg(&co_path)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        out.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );

    // The same code object as the Rust API's.
    let t = asm::Target::parse("gfx900").unwrap();
    let want = asm::object::code_object_bytes(&asm::assemble(KERNEL, &t), &t).unwrap();
    let got = std::fs::read(&co_path).unwrap();
    assert_eq!(got, want, "code objects differ");
    assert!(stdout.contains(&format!("code object {} bytes\n", want.len())));

    // The broken source: located errors, the CLI's rendering, no bytes.
    assert!(stdout.contains("status 1\nbytes none\n"), "{stdout}");
    assert!(
        stdout.contains("diag <string>:2:15-15 error too few operands"),
        "{stdout}"
    );
    assert!(
        stdout.contains(
            "diag <string>:3:16-22 error s[1:2]: 64-bit scalar registers must be even-aligned\n"
        ),
        "{stdout}"
    );
    assert!(stdout.contains("out of range -1\n"), "{stdout}");
    assert!(
        stdout.contains(
            "<string>:3:16: error: s[1:2]: 64-bit scalar registers must be even-aligned\n\
             s_load_dwordx2 s[1:2], s[4:5], 0x0\n               ^\n"
        ),
        "{stdout}"
    );
    // Options: --defsym N=5 in a raw s_mov_b32, the warning under the name.
    assert!(
        stdout.contains(
            "binary status 0: 85 00 80 be\nk.s:2:1: warning: careful\n.warning \"careful\"\n^\n"
        ),
        "{stdout}"
    );
    assert!(stdout.contains("null mcpu status 2\n"), "{stdout}");
    assert!(stdout.contains("bad mcpu status 2 count 1\n"), "{stdout}");
    assert!(stdout.ends_with("done\n"), "{stdout}");
    let _ = std::fs::remove_dir_all(&work);
}
