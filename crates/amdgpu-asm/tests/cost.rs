//! The cost of assembling stays linear in the input on shapes that were
//! exponential or quadratic: these tests count work (evaluation steps,
//! diagnostics, output size), not time, so a return of super-linear cost
//! fails the build on any machine.

use amdgpu_asm::{assemble, Assembly, Target};

fn run(src: &str) -> Assembly {
    assemble(src, &Target::parse("gfx900").unwrap())
}

/// Work for input size 4n is at most ~6x the work for n.
fn assert_linear(
    what: &str,
    make: impl Fn(usize) -> String,
    n: usize,
    work: impl Fn(&Assembly) -> u64,
) {
    let small = run(&make(n));
    let big = run(&make(4 * n));
    let (a, b) = (work(&small).max(1), work(&big).max(1));
    assert!(
        b <= 6 * a,
        "{what}: work {a} for n={n} but {b} for 4n (super-linear)"
    );
}

/// `.set dN, dN-1 + dN-1`: each symbol is evaluated once, however often it
/// is shared (this was exponential).
fn doubling(n: usize) -> String {
    let mut s = String::from("lab0:\n.set d0, (lab - lab0) & 1\n");
    for i in 1..n {
        s.push_str(&format!(".set d{i}, d{} + d{}\n", i - 1, i - 1));
    }
    s.push_str(&format!(".long 0\nlab:\n.long d{}\n", n - 1));
    s
}

#[test]
fn shared_subexpressions_are_evaluated_once() {
    let a = run(&doubling(60));
    assert!(!a.has_errors(), "{:?}", a.diags.first());
    assert_linear("doubling .set chain", doubling, 500, |a| a.eval_work);
}

/// A chain of `.set` on a label defined after it, of any length.
fn chain(n: usize) -> String {
    let mut s = String::from(".set a0, lab\n");
    for i in 1..n {
        s.push_str(&format!(".set a{i}, a{} + 1\n", i - 1));
    }
    s.push_str(&format!("lab:\n.long a{} - lab\n", n - 1));
    s
}

#[test]
fn set_chains_of_any_length_are_valid() {
    for n in [2, 65, 1000, 20000] {
        let a = run(&chain(n));
        assert!(!a.has_errors(), "n={n}: {:?}", a.diags.first());
        assert_eq!(a.code, ((n - 1) as u32).to_le_bytes(), "n={n}");
    }
    assert_linear("label .set chain", chain, 2000, |a| a.eval_work);
}

#[test]
fn flat_sums_of_thousands_of_terms_are_valid() {
    for n in [201, 202, 5000] {
        let src = format!(".long {}\n", vec!["1"; n].join("+"));
        let a = run(&src);
        assert!(!a.has_errors(), "n={n}: {:?}", a.diags.first());
        assert_eq!(a.code, (n as u32).to_le_bytes());
    }
}

#[test]
fn recursive_definitions_are_errors() {
    let a = run(".set x, y\n.set y, x + 1\n");
    assert!(a.has_errors());
    assert!(a.diags[0].message.contains("recursive"), "{:?}", a.diags);
    // A redefinition from the old value is not recursion.
    let a = run(".set x, 1\n.set x, x + 1\n.long x\n");
    assert!(!a.has_errors(), "{:?}", a.diags);
    assert_eq!(a.code, 2u32.to_le_bytes());
}

fn branches(n: usize) -> String {
    "s_branch nowhere\n".repeat(n)
}

#[test]
fn branches_to_undefined_labels_cost_one_step_each() {
    let a = run(&branches(1000));
    assert_eq!(a.diags.len(), 1000);
    assert!(a.diags[0].message.contains("nowhere"));
    assert_linear("branches to an undefined label", branches, 5000, |a| {
        a.eval_work + a.diags.len() as u64
    });
}

#[test]
fn one_diagnostic_per_data_statement() {
    let src = format!(".byte {}\n", vec!["u"; 10000].join(","));
    let a = run(&src);
    assert_eq!(a.diags.len(), 1, "{:?}", &a.diags[..a.diags.len().min(3)]);
}

#[test]
fn forward_and_backward_labels_resolve() {
    let a = run("a:\ns_branch b\n.long b - a\nb:\ns_branch a\n");
    assert!(!a.has_errors(), "{:?}", a.diags);
    assert_eq!(
        a.code,
        [0x01, 0x00, 0x82, 0xbf, 0x08, 0, 0, 0, 0xfd, 0xff, 0x82, 0xbf]
    );
}
