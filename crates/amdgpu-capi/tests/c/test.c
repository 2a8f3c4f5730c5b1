/* The C interface, used as a C program uses it: only amdgpu_asm.h and the
 * library. Run by tests/c_api.rs:
 *
 *   test SOURCE MCPU OUT   assembles SOURCE to a code object in OUT, then
 *                          tries a broken source, options and bad arguments,
 *                          printing what it finds on standard output.
 */
#include "amdgpu_asm.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *read_file(const char *path, size_t *len) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *buf = malloc(n > 0 ? (size_t)n : 1);
    if (!buf || fread(buf, 1, (size_t)n, f) != (size_t)n) {
        fclose(f);
        free(buf);
        return NULL;
    }
    fclose(f);
    *len = (size_t)n;
    return buf;
}

int main(int argc, char **argv) {
    if (argc != 4) {
        fprintf(stderr, "usage: %s SOURCE MCPU OUT\n", argv[0]);
        return 2;
    }
    printf("version %s\n", amdgpu_asm_version());

    /* 1. A kernel to a code object. */
    size_t len = 0;
    char *src = read_file(argv[1], &len);
    if (!src) {
        perror(argv[1]);
        return 2;
    }
    amdgpu_asm_result *r =
        amdgpu_asm_assemble(src, len, argv[2], NULL, NULL, AMDGPU_ASM_CODE_OBJECT);
    if (amdgpu_asm_status(r) != AMDGPU_ASM_OK) {
        fprintf(stderr, "%s", amdgpu_asm_rendered(r));
        return 1;
    }
    size_t n = 0;
    const uint8_t *co = amdgpu_asm_bytes(r, &n);
    FILE *out = fopen(argv[3], "wb");
    if (!out || fwrite(co, 1, n, out) != n || fclose(out) != 0) {
        perror(argv[3]);
        return 2;
    }
    printf("code object %zu bytes\n", n);
    amdgpu_asm_result_free(r);
    free(src);

    /* 2. A broken source: no bytes, located diagnostics. */
    const char *bad = "s_nop 0\n  s_mov_b32 s0\ns_load_dwordx2 s[1:2], s[4:5], 0x0\n";
    r = amdgpu_asm_assemble(bad, strlen(bad), "gfx900", NULL, NULL, AMDGPU_ASM_CODE_OBJECT);
    printf("status %d\n", amdgpu_asm_status(r));
    printf("bytes %s\n", amdgpu_asm_bytes(r, &n) == NULL && n == 0 ? "none" : "some");
    size_t count = amdgpu_asm_diagnostic_count(r);
    for (size_t i = 0; i < count; i++) {
        amdgpu_asm_diagnostic d;
        if (amdgpu_asm_diagnostic_get(r, i, &d) != 0) return 1;
        printf("diag %s:%u:%u-%u %s %s\n", d.file, d.line, d.column, d.end_column,
               d.severity == AMDGPU_ASM_SEVERITY_ERROR ? "error" : "warning", d.message);
    }
    amdgpu_asm_diagnostic d;
    printf("out of range %d\n", amdgpu_asm_diagnostic_get(r, count, &d));
    printf("rendered:\n%s", amdgpu_asm_rendered(r));
    amdgpu_asm_result_free(r);

    /* 3. Every option: a name, a --defsym, raw bytes, a warning. */
    const char *names[] = {"N"};
    const int64_t values[] = {5};
    amdgpu_asm_options opts;
    memset(&opts, 0, sizeof opts);
    opts.filename = "k.s";
    opts.triple = "amdgcn-amd-amdhsa";
    opts.mattr = "-xnack";
    opts.defsym_names = names;
    opts.defsym_values = values;
    opts.defsym_count = 1;
    const char *k = "s_mov_b32 s0, N\n.warning \"careful\"\n";
    r = amdgpu_asm_assemble_ex(k, strlen(k), "gfx900", AMDGPU_ASM_BINARY, &opts);
    const uint8_t *b = amdgpu_asm_bytes(r, &n);
    printf("binary status %d:", amdgpu_asm_status(r));
    for (size_t i = 0; i < n; i++) printf(" %02x", b[i]);
    printf("\n%s", amdgpu_asm_rendered(r));
    amdgpu_asm_result_free(r);

    /* 4. Bad arguments are reported, never a crash. */
    r = amdgpu_asm_assemble("s_nop 0\n", 8, NULL, NULL, NULL, AMDGPU_ASM_OBJECT);
    printf("null mcpu status %d\n", amdgpu_asm_status(r));
    amdgpu_asm_result_free(r);
    r = amdgpu_asm_assemble("s_nop 0\n", 8, "gfx9999", NULL, NULL, AMDGPU_ASM_OBJECT);
    printf("bad mcpu status %d count %zu\n", amdgpu_asm_status(r), amdgpu_asm_diagnostic_count(r));
    amdgpu_asm_result_free(r);
    amdgpu_asm_result_free(NULL);
    printf("done\n");
    return 0;
}
