"""AMDGPU assembler (bit-identical to llvm-mc 22) and disassembler, in process."""

import os
import builtins
from typing import Iterable, List, Literal, Mapping, Optional, Sequence, Union

__version__: str

class AssemblerError(Exception):
    """The source has errors.

    ``str()`` is the text ``amdgpu-as`` prints: ``file:line:col: error:
    message``, the source line and a caret, for every diagnostic.
    """

    diagnostics: List["Diagnostic"]

class AssemblerWarning(UserWarning):
    """A warning about the source (issued through :mod:`warnings`); its
    message is the rendered diagnostic."""

class Diagnostic:
    """One diagnostic of a source."""

    @property
    def file(self) -> str: ...
    @property
    def line(self) -> int:
        """1-based line."""
    @property
    def column(self) -> int:
        """1-based column, in bytes."""
    @property
    def end_column(self) -> int:
        """The column just past the span (equal to ``column`` for a point)."""
    @property
    def severity(self) -> Literal["error", "warning"]: ...
    @property
    def message(self) -> str: ...
    @property
    def rendered(self) -> str:
        """As ``amdgpu-as`` prints it: first line, source line, caret."""

class Instruction:
    """One decoded instruction."""

    @property
    def offset(self) -> int:
        """Its offset in the code, plus ``address``."""
    @property
    def bytes(self) -> builtins.bytes: ...
    @property
    def text(self) -> str:
        """llvm-mc 22's text (``.long 0x...`` for a word that decodes to nothing)."""

def assemble(
    source: str,
    mcpu: str,
    *,
    mattr: Optional[Union[str, Sequence[str]]] = None,
    triple: str = "amdgcn-amd-amdhsa",
    output: Literal["code_object", "object", "binary"] = "code_object",
    defsym: Optional[Mapping[str, int]] = None,
    include_dirs: Optional[Iterable[Union[str, "os.PathLike[str]"]]] = None,
    filename: str = "<string>",
) -> bytes:
    """Assembles ``source`` for processor ``mcpu`` (``"gfx900"``,
    ``"gfx90a:xnack+"``).

    Returns a loadable code object (what ``llvm-mc`` and ``ld.lld -shared``
    make; ``hipModuleLoadData`` takes it as is), a relocatable ELF object, or
    the raw ``.text`` bytes. Raises :class:`AssemblerError` when the source
    has errors and :class:`ValueError` for an unknown processor, triple or
    output; warnings go through :mod:`warnings` as :class:`AssemblerWarning`.
    The GIL is released while assembling.
    """

def disassemble(code: bytes, mcpu: str, *, address: int = 0) -> List[Instruction]:
    """Decodes machine code of processor ``mcpu`` into instructions."""

def to_source(code_object: bytes, *, mcpu: Optional[str] = None) -> str:
    """The assembly source of an ELF code object or object (what
    ``amdgpu-dis`` writes)."""
