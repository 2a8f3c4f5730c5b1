//! "Did you mean": the closest known name to a misspelt one (edit
//! distance), for mnemonics, modifiers, counters, hardware registers and
//! message names.

/// Edit distance between `a` and `b` (insertions, deletions,
/// substitutions and swaps of neighbours each count 1), or None when it
/// exceeds `limit`.
pub fn distance(a: &str, b: &str, limit: usize) -> Option<usize> {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len().abs_diff(b.len()) > limit || a.len() > 64 || b.len() > 64 {
        return None;
    }
    let n = b.len();
    // Rows i-2, i-1 and i of the table.
    let mut prev2 = [0usize; 65];
    let mut prev = [0usize; 65];
    let mut cur = [0usize; 65];
    for (j, v) in prev.iter_mut().enumerate().take(n + 1) {
        *v = j;
    }
    for i in 1..=a.len() {
        cur[0] = i;
        let mut row_min = i;
        for j in 1..=n {
            let mut v = (prev[j - 1] + (a[i - 1] != b[j - 1]) as usize)
                .min(prev[j] + 1)
                .min(cur[j - 1] + 1);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                v = v.min(prev2[j - 2] + 1);
            }
            cur[j] = v;
            row_min = row_min.min(v);
        }
        if row_min > limit {
            return None;
        }
        prev2 = prev;
        prev = cur;
    }
    (prev[n] <= limit).then_some(prev[n])
}

/// The closest of `candidates` to `word`: within 1 edit for short words,
/// 2 for longer ones, a third of the length at most; ties keep the first.
pub fn closest<'a>(word: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    let limit = (word.len() / 3).clamp(1, 2);
    let mut best: Option<(usize, &str)> = None;
    for c in candidates {
        if c == word {
            continue;
        }
        if let Some(d) = distance(word, c, limit) {
            if best.is_none_or(|(bd, _)| d < bd) {
                best = Some((d, c));
            }
        }
    }
    best.map(|(_, c)| c)
}

/// `"; did you mean 'x'?"`, or nothing.
pub fn hint<'a>(word: &str, candidates: impl IntoIterator<Item = &'a str>) -> String {
    match closest(word, candidates) {
        Some(c) => format!("; did you mean '{c}'?"),
        None => String::new(),
    }
}

/// The modifier names (`glc`, `offset`, `dst_sel`, ...).
pub const MODIFIERS: &[&str] = &[
    "clamp",
    "mul",
    "div",
    "op_sel",
    "op_sel_hi",
    "neg_lo",
    "neg_hi",
    "high",
    "dst_sel",
    "dst_unused",
    "src0_sel",
    "src1_sel",
    "quad_perm",
    "row_shl",
    "row_shr",
    "row_ror",
    "wave_shl",
    "wave_rol",
    "wave_shr",
    "wave_ror",
    "row_mirror",
    "row_half_mirror",
    "row_bcast",
    "row_mask",
    "bank_mask",
    "bound_ctrl",
    "offset",
    "offset0",
    "offset1",
    "gds",
    "glc",
    "slc",
    "dlc",
    "nv",
    "lds",
    "tfe",
    "offen",
    "idxen",
    "addr64",
    "format",
    "dfmt",
    "nfmt",
    "dmask",
    "unorm",
    "r128",
    "a16",
    "lwe",
    "da",
    "d16",
    "done",
    "compr",
    "vm",
    "sc0",
    "sc1",
    "nt",
    "cbsz",
    "abid",
    "blgp",
    "off",
];

/// The `name(...)` operand forms.
pub const FUNCTIONS: &[&str] = &[
    "hwreg",
    "sendmsg",
    "vmcnt",
    "expcnt",
    "lgkmcnt",
    "vmcnt_sat",
    "expcnt_sat",
    "lgkmcnt_sat",
    "vscnt",
    "swizzle",
    "gpr_idx",
    "depctr",
    "instid0",
    "instid1",
    "instskip",
    "delay",
    "id_symbolic",
    "abs",
    "neg",
    "sext",
    "lit",
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_close_names() {
        assert_eq!(distance("lgkmct", "lgkmcnt", 2), Some(1));
        assert_eq!(closest("gcl", MODIFIERS.iter().copied()), Some("glc"));
        assert_eq!(
            closest("lgkmct", FUNCTIONS.iter().copied()),
            Some("lgkmcnt")
        );
        assert_eq!(closest("zzzzzz", MODIFIERS.iter().copied()), None);
        assert_eq!(distance("gcl", "glc", 1), Some(1));
        assert_eq!(
            closest("v_ad_f32", ["v_add_f32", "v_and_b32"]),
            Some("v_add_f32")
        );
    }
}
