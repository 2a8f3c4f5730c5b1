// cpus: gfx906
// args: --mattr=-xnack
// Symbol types written every way the ELF parser takes them.
.text
.type by_string, "function"
by_string:
    s_nop 0
.type by_percent,%function
by_percent:
    s_nop 0
.type by_name,STT_FUNC
by_name:
    s_nop 0
.type as_common,@common
as_common:
    s_nop 0
.type unique_one,@gnu_unique_object
unique_one:
    s_nop 0
.type resolver,@gnu_indirect_function
resolver:
    s_setpc_b64 s[30:31]
.data
.type tls_slot,@tls_object
.long tls_slot
