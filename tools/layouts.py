"""Reads data/isa/layouts.txt: where each field of each encoding format sits,
per instruction-table family (see the file's header for the syntax).

The semantics are those of the generator's parser (crates/amdgpu-isa/src/
layout.rs, `parse_layouts`): `: BASE_ENC BASE_FAMILY` copies an earlier
layout; in a derived block a `size`, `opcode` or `match` line replaces that
property (all match lines of the block replace all of the base's), the first
line naming a field replaces every definition of that field and later lines
of the block add definitions, `-NAME` removes a field.  A field may have
several definitions with `if NAME=VALUE` conditions: the first whose
condition holds applies.  The generator also checks the names and the
overlaps; this module only reads.

    import layouts
    L = layouts.load()                       # {(family, enc): Layout}
    l = L["gfx9", "VOP3"]
    w = l.base(0x101); w = l.set(w, "vdst", 5); l.get(w, "vdst")
"""

import os
import re

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PATH = os.path.join(ROOT, "data", "isa", "layouts.txt")

FAMILIES = ("gfx6", "gfx7", "gfx8", "gfx9", "gfx90a", "gfx940", "gfx950", "gfx10", "gfx103",
            "gfx11", "gfx12", "gfx1250")

CODINGS = ("vgpr", "vgpr2", "src", "ssrc", "sreg", "sreg2", "sreg4", "imm", "simm", "flag",
           "enum")


class LayoutError(Exception):
    pass


def parse_bits(s):
    """'60:59,14' -> [(lo, width), ...] from the value's least significant bits up."""
    out = []
    for part in s.split(","):
        hi, _, lo = part.partition(":")
        lo = lo or hi
        if not (hi.isdigit() and lo.isdigit()) or int(hi) < int(lo) or int(hi) >= 128:
            raise LayoutError("bad bit range '%s'" % s)
        out.append((int(lo), int(hi) - int(lo) + 1))
    return out


def parse_num(s):
    try:
        if s.startswith("0x"):
            return int(s[2:], 16)
        if s.startswith("0b"):
            return int(s[2:], 2)
        return int(s)
    except ValueError:
        raise LayoutError("bad number '%s'" % s)


def read_pieces(w, pieces):
    v, at = 0, 0
    for lo, wd in pieces:
        v |= ((w >> lo) & ((1 << wd) - 1)) << at
        at += wd
    return v


def write_pieces(w, pieces, v):
    at = 0
    for lo, wd in pieces:
        m = (1 << wd) - 1
        w = (w & ~(m << lo)) | (((v >> at) & m) << lo)
        at += wd
    return w


def mask_of(pieces):
    m = 0
    for lo, wd in pieces:
        m |= ((1 << wd) - 1) << lo
    return m


def width_of(pieces):
    return sum(wd for _, wd in pieces)


class FieldDef:
    def __init__(self, name, pieces, coding, cond=None, zero=False):
        self.name, self.pieces, self.coding, self.cond = name, pieces, coding, cond
        self.zero = zero        # must be zero when the instruction does not use it

    @property
    def lo(self):
        return self.pieces[0][0]

    @property
    def width(self):
        return width_of(self.pieces)

    def __repr__(self):
        c = " if %s=%d" % self.cond if self.cond else ""
        return "%s %s %s%s" % (self.name, ",".join("%d:%d" % (lo + wd - 1, lo) for lo, wd in self.pieces),
                               self.coding, c)


class Layout:
    def __init__(self, enc, family, line):
        self.enc, self.family, self.line = enc, family, line
        self.bits = 0
        self.matches = []       # [(pieces, value)] in file order
        self.opcode = []        # pieces
        self.fields = []        # [FieldDef] in file order
        self.halves = None      # how a 16-bit VGPR half is coded: "code" or "op_sel"
        self.mods = []          # modifiers every row of the format takes
        self.mods_if = None     # ... that takes this modifier
        self.pair = False       # two instructions' words in one (VOP3PX2)

    def copy(self, enc, family, line):
        n = Layout(enc, family, line)
        n.bits, n.matches, n.opcode = self.bits, list(self.matches), list(self.opcode)
        n.halves = self.halves
        n.mods = list(self.mods)
        n.mods_if = self.mods_if
        n.pair = self.pair
        n.fields = list(self.fields)
        return n

    @property
    def size(self):
        """Size in bytes without a literal."""
        return self.bits // 8

    def match_bits(self):
        mask = val = 0
        for pieces, v in self.matches:
            mask |= mask_of(pieces)
            val = write_pieces(val, pieces, v)
        return mask, val

    def matches_word(self, w):
        mask, val = self.match_bits()
        return w & mask == val

    def opcode_of(self, w):
        return read_pieces(w, self.opcode)

    def base(self, opcode=0):
        """A word with the match bits and the opcode set."""
        return write_pieces(self.match_bits()[1], self.opcode, opcode)

    def has(self, name):
        return any(d.name == name for d in self.fields)

    def field(self, name, cond=None):
        """The definition of `name` with condition `cond` ((NAME, VALUE) or None)."""
        for d in self.fields:
            if d.name == name and d.cond == cond:
                return d
        raise KeyError("%s %s has no field %s%s" % (self.family, self.enc, name,
                                                   " if %s=%d" % cond if cond else ""))

    def _plain(self, w, name):
        for d in self.fields:
            if d.name == name and d.cond is None:
                return read_pieces(w, d.pieces)
        return None

    def def_of(self, w, name):
        """The definition of `name` that applies to word `w` (or None)."""
        for d in self.fields:
            if d.name == name and (d.cond is None or self._plain(w, d.cond[0]) == d.cond[1]):
                return d
        return None

    def get(self, w, name):
        d = self.def_of(w, name)
        return None if d is None else read_pieces(w, d.pieces)

    def set(self, w, name, v):
        d = self.def_of(w, name)
        if d is None:
            raise KeyError("%s %s has no field %s here" % (self.family, self.enc, name))
        return write_pieces(w, d.pieces, v)

    def __repr__(self):
        return "<layout %s %s>" % (self.enc, self.family)


def parse(text):
    """Parses the file's text: a list of Layout in file order (derived
    copies resolved).  Raises LayoutError naming the line."""
    out, index, cur = [], {}, []
    errors = []
    touched, matched = set(), False

    def flush():
        for l in cur:
            key = (l.family, l.enc)
            if key in index:
                errors.append("line %d: %s already has a layout for %s" % (l.line, l.family, l.enc))
                continue
            index[key] = l
            out.append(l)
        cur.clear()

    for n, raw in enumerate(text.split("\n"), 1):
        line = raw.split("#")[0]
        if not line.strip():
            continue
        words = line.split()
        try:
            if not line[0].isspace():
                flush()
                if words[0] != "layout" or len(words) < 3:
                    raise LayoutError("expected 'layout ENC FAMILY...'")
                enc = words[1]
                base = None
                fams = words[2:]
                if ":" in words:
                    p = words.index(":")
                    if len(words) != p + 3:
                        raise LayoutError("expected ': BASE_ENC BASE_FAMILY'")
                    fams, base = words[2:p], (words[p + 2], words[p + 1])
                    if base not in index:
                        raise LayoutError("no earlier %s layout for %s" % (base[1], base[0]))
                touched, matched = set(), False
                for f in fams:
                    if f not in FAMILIES:
                        raise LayoutError("unknown family '%s'" % f)
                    cur.append(index[base].copy(enc, f, n) if base else Layout(enc, f, n))
                continue
            if not cur:
                raise LayoutError("a field line outside a layout")
            w0 = words[0]
            if w0 == "size":
                b = int(words[1])
                if b not in (32, 64, 96, 128):
                    raise LayoutError("size %d is not 32, 64, 96 or 128" % b)
                for l in cur:
                    l.bits = b
            elif w0 == "match":
                b, _, v = words[1].partition("=")
                pieces, v = parse_bits(b), parse_num(v)
                if v >> width_of(pieces):
                    raise LayoutError("match value %#x does not fit %s" % (v, b))
                for l in cur:
                    if not matched:
                        l.matches = []
                    l.matches.append((pieces, v))
                matched = True
            elif w0 == "mods":
                # (`mods NAME... if MOD`: the rows that take MOD)
                names, cond = (words[1:-2], words[-1]) if "if" in words else (words[1:], None)
                for l in cur:
                    l.mods = names
                    l.mods_if = cond
            elif w0 == "halves":
                if len(words) != 2 or words[1] not in ("code", "op_sel", "op_sel-low8"):
                    raise LayoutError("expected 'halves code', 'halves op_sel' or 'halves op_sel-low8'")
                for l in cur:
                    l.halves = words[1]
            elif w0 == "pair":
                for l in cur:
                    l.pair = True
            elif w0 == "opcode":
                pieces = parse_bits(words[1])
                for l in cur:
                    l.opcode = pieces
            elif w0.startswith("-"):
                for l in cur:
                    if not l.has(w0[1:]):
                        raise LayoutError("%s has no field %s to remove" % (l.enc, w0[1:]))
                    l.fields = [d for d in l.fields if d.name != w0[1:]]
            else:
                if len(words) < 3:
                    raise LayoutError("field needs bits and a coding")
                zero = words[-1] == "zero"
                keep = words[-1] == "keep"   # kept when unused (decoder only)
                ones = words[-1] == "ones"   # written as ones when unused
                null = words[-1] == "null"   # the "no register" code when unused
                if zero or keep or ones or null:
                    words = words[:-1]
                pieces, coding = parse_bits(words[1]), words[2]
                if coding not in CODINGS:
                    raise LayoutError("unknown coding '%s'" % coding)
                cond = None
                if len(words) > 3:
                    if words[3] != "if" or len(words) != 5 or "=" not in words[4]:
                        raise LayoutError("expected 'if NAME=VALUE'")
                    cf, _, cv = words[4].partition("=")
                    cond = (cf, parse_num(cv))
                first = w0 not in touched
                touched.add(w0)
                for l in cur:
                    if first:
                        l.fields = [d for d in l.fields if d.name != w0]
                    l.fields.append(FieldDef(w0, pieces, coding, cond, zero))
        except (LayoutError, ValueError, IndexError) as e:
            errors.append("line %d: %s" % (n, e))
    flush()
    if errors:
        raise LayoutError("\n".join(errors))
    return out


_cache = {}


def load(path=PATH):
    """{(family, enc): Layout} of data/isa/layouts.txt."""
    if path not in _cache:
        with open(path) as fh:
            _cache[path] = {(l.family, l.enc): l for l in parse(fh.read())}
    return _cache[path]


def family(fam, path=PATH):
    """The layouts of one family, from the most match bits to the fewest
    (the classifier's order)."""
    ls = [l for (f, _), l in load(path).items() if f == fam]
    return sorted(ls, key=lambda l: (-bin(l.match_bits()[0]).count("1"), l.enc))


def classify(fam, w, path=PATH):
    """The layouts of `fam` whose match bits `w` carries, most specific first."""
    return [l for l in family(fam, path) if l.matches_word(w)]
