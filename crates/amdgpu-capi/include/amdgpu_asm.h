/*
 * amdgpu_asm.h: the C interface of the amdgpu-asm assembler
 * (libamdgpu_asm.a / libamdgpu_asm.so, crate crates/amdgpu-capi).
 *
 * Assembles LLVM AMDGPU assembly text, in process, to a loadable code object
 * (what llvm-mc + ld.lld -shared make; hipModuleLoadData takes it as is),
 * a relocatable ELF object (llvm-mc -filetype=obj) or the raw bytes of .text.
 *
 *   amdgpu_asm_result *r = amdgpu_asm_assemble(src, strlen(src), "gfx900",
 *                                              NULL, NULL, AMDGPU_ASM_CODE_OBJECT);
 *   if (amdgpu_asm_status(r) == AMDGPU_ASM_OK) {
 *       size_t n; const uint8_t *co = amdgpu_asm_bytes(r, &n);
 *       hipModuleLoadData(&module, co);
 *   } else {
 *       fputs(amdgpu_asm_rendered(r), stderr);   // file:line:col: error: ...
 *   }
 *   amdgpu_asm_result_free(r);
 *
 * Every function may be called from any thread; results are independent.
 * No function lets a Rust panic escape: an internal failure is reported as
 * AMDGPU_ASM_INTERNAL_ERROR with a message. Pointers a result hands out stay
 * valid until amdgpu_asm_result_free is called on it.
 */
#ifndef AMDGPU_ASM_H
#define AMDGPU_ASM_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* What to make of the source. */
typedef enum amdgpu_asm_output {
    AMDGPU_ASM_CODE_OBJECT = 0, /* loadable code object (--filetype=co) */
    AMDGPU_ASM_OBJECT = 1,      /* relocatable ELF object (--filetype=obj) */
    AMDGPU_ASM_BINARY = 2       /* raw bytes of .text (--filetype=bin) */
} amdgpu_asm_output;

/* How a call ended (amdgpu_asm_status). */
typedef enum amdgpu_asm_status_code {
    AMDGPU_ASM_OK = 0,              /* bytes were made (warnings may be listed) */
    AMDGPU_ASM_SOURCE_ERROR = 1,    /* the source has errors: see the diagnostics */
    AMDGPU_ASM_INVALID_ARGUMENT = 2,/* a NULL pointer, unknown processor, bad triple or feature list */
    AMDGPU_ASM_OUTPUT_ERROR = 3,    /* the ELF writer refused the sections */
    AMDGPU_ASM_INTERNAL_ERROR = 4   /* a bug in the assembler (reported, never a crash) */
} amdgpu_asm_status_code;

typedef enum amdgpu_asm_severity {
    AMDGPU_ASM_SEVERITY_ERROR = 0,
    AMDGPU_ASM_SEVERITY_WARNING = 1
} amdgpu_asm_severity;

/* One diagnostic. Strings are NUL-terminated and owned by the result. */
typedef struct amdgpu_asm_diagnostic {
    const char *file;     /* the file it is in (the source's name, or an included file) */
    uint32_t line;        /* 1-based line; 0 for a problem with no place (a bad processor) */
    uint32_t column;      /* 1-based column in bytes; 0 when line is 0 */
    uint32_t end_column;  /* column just past the span (== column for a point) */
    int32_t severity;     /* amdgpu_asm_severity */
    const char *message;  /* what is wrong, e.g. "invalid register alignment" */
    const char *rendered; /* as amdgpu-as prints it: first line, source line, caret */
} amdgpu_asm_diagnostic;

/* Optional settings of amdgpu_asm_assemble_ex; a zeroed struct means none. */
typedef struct amdgpu_asm_options {
    const char *mattr;                /* features, "+wavefrontsize64,-xnack" (NULL: none) */
    const char *triple;               /* NULL: "amdgcn-amd-amdhsa" */
    const char *filename;             /* the source's name in diagnostics (NULL: "<string>") */
    const char *const *defsym_names;  /* --defsym NAME=VALUE, defsym_count of each */
    const int64_t *defsym_values;
    size_t defsym_count;
    const char *const *include_dirs;  /* -I DIR for .include, include_dir_count of them */
    size_t include_dir_count;
} amdgpu_asm_options;

/* The result of one call: opaque; free it with amdgpu_asm_result_free. */
typedef struct amdgpu_asm_result amdgpu_asm_result;

/*
 * Assembles `source_len` bytes at `source` (UTF-8; need not end in NUL) for
 * processor `mcpu` ("gfx900", "gfx90a:xnack+"). `mattr` and `triple` may be
 * NULL. Never returns NULL unless memory runs out.
 */
amdgpu_asm_result *amdgpu_asm_assemble(const char *source, size_t source_len,
                                       const char *mcpu, const char *mattr,
                                       const char *triple, amdgpu_asm_output output);

/* amdgpu_asm_assemble with every setting; `options` may be NULL. */
amdgpu_asm_result *amdgpu_asm_assemble_ex(const char *source, size_t source_len,
                                          const char *mcpu, amdgpu_asm_output output,
                                          const amdgpu_asm_options *options);

/* AMDGPU_ASM_OK or why not (amdgpu_asm_status_code); a NULL result gives
   AMDGPU_ASM_INVALID_ARGUMENT. */
int32_t amdgpu_asm_status(const amdgpu_asm_result *result);

/* The bytes made (NULL and *len = 0 unless the status is AMDGPU_ASM_OK).
   `len` may be NULL. */
const uint8_t *amdgpu_asm_bytes(const amdgpu_asm_result *result, size_t *len);

/* How many diagnostics there are (errors and warnings, in source order; a
   problem with the arguments is one diagnostic at line 0). */
size_t amdgpu_asm_diagnostic_count(const amdgpu_asm_result *result);

/* Fills `*out` with diagnostic `index`; returns 0, or -1 when the index is
   out of range or a pointer is NULL. */
int32_t amdgpu_asm_diagnostic_get(const amdgpu_asm_result *result, size_t index,
                                  amdgpu_asm_diagnostic *out);

/* Every diagnostic rendered as amdgpu-as prints them on standard error
   ("" when there are none). Owned by the result. */
const char *amdgpu_asm_rendered(const amdgpu_asm_result *result);

/* Frees a result (NULL is allowed). */
void amdgpu_asm_result_free(amdgpu_asm_result *result);

/* The library's version, "0.1.0". */
const char *amdgpu_asm_version(void);

#ifdef __cplusplus
}
#endif

#endif /* AMDGPU_ASM_H */
