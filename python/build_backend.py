"""PEP 517 build backend: maturin's, run without the repository's Rust flags.

The repository's .cargo/config.toml links static, non-PIE executables
(-C target-feature=+crt-static, -C relocation-model=static). Cargo reads it
for any build under the repository, and under those flags rustc cannot make
a shared library (a Python extension) nor PyO3's proc-macros. An explicit
RUSTFLAGS replaces the configured flags, so the build runs with an empty
one unless the caller set RUSTFLAGS or CARGO_ENCODED_RUSTFLAGS itself.
"""

import os

if "RUSTFLAGS" not in os.environ and "CARGO_ENCODED_RUSTFLAGS" not in os.environ:
    os.environ["RUSTFLAGS"] = ""

from maturin import *  # noqa: E402,F401,F403  (build_wheel, build_sdist, ...)
from maturin import (  # noqa: E402,F401
    build_sdist,
    build_wheel,
    get_requires_for_build_sdist,
    get_requires_for_build_wheel,
    prepare_metadata_for_build_wheel,
)

try:  # editable installs (pip install -e), where maturin offers them
    from maturin import build_editable, get_requires_for_build_editable  # noqa: F401
    from maturin import prepare_metadata_for_build_editable  # noqa: F401
except ImportError:  # pragma: no cover
    pass
