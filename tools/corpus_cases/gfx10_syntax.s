# Hand-written syntax cases for GFX10 (gfx1010..gfx1036), one case per line,
# appended to gfx900's cases for the GFX10 processors' syntax.txt
# (tools/mkcorpus.py --mcpu gfx1030 --only syntax --cases-cpu gfx900
# --cases-extra gfx10): the GFX10 parts of seed 001 (vcc_lo, null, wave32
# lane masks) and seed 003 (dlc, dim, a16, NSA, dpp8/fi, dpp16 controls,
# unified format, offset11/offset12s).  Same rules as gfx900_syntax.s.
#
# section: gfx10-symbols
g10_two = 2
g10_seven = 7
g10_m2000 = -2000
# section: gfx10-wave32
v_add_co_u32 v0, vcc_lo, v1, v2
v_add_co_u32 v0, s0, v1, v2
v_add_co_u32 v0, s[0:1], v1, v2
v_add_co_ci_u32 v0, vcc_lo, v1, v2, vcc_lo
v_add_co_ci_u32_e64 v0, s0, v1, v2, s1
v_cndmask_b32 v0, v1, v2, vcc_lo
v_cndmask_b32_e64 v0, v1, v2, s5
v_cndmask_b32_e64 v0, v1, v2, s[4:5]
v_cmp_eq_u32 vcc_lo, v1, v2
v_cmp_eq_u32_e64 s3, v1, v2
v_cmp_eq_u32_e64 s[2:3], v1, v2
v_cmpx_eq_u32 v1, v2
v_cmpx_eq_u32_e64 v1, v2
v_cmp_class_f32 vcc_lo, v1, v2
s_mov_b32 vcc_lo, exec_lo
s_mov_b32 exec_lo, s0
s_mov_b32 exec_hi, s0
s_and_b32 exec_lo, exec_lo, vcc_lo
s_and_saveexec_b32 s0, s1
s_or_saveexec_b32 s0, vcc_lo
s_cbranch_vccnz 0
v_div_scale_f32 v0, vcc_lo, v1, v2, v3
v_div_scale_f32 v0, s2, v1, v2, v3
v_div_fmas_f32 v0, v1, v2, v3
v_mad_u64_u32 v[0:1], s0, v2, v3, v[4:5]
v_readlane_b32 s0, v1, s2
v_writelane_b32 v0, s1, 3
# section: gfx10-null
s_mov_b32 null, s0
s_mov_b32 s0, null
s_add_u32 null, s1, s2
v_add_co_u32 v0, null, v1, v2
v_cmp_eq_u32_e64 null, v1, v2
s_load_dword s4, s[0:1], null
s_load_dword s4, s[0:1], 0x10
s_load_dword s4, s[0:1], s5 offset:0x10
s_load_dword null, s[0:1], 0x0
s_buffer_load_dword s4, s[8:11], null
v_mov_b32 v0, null
s_movk_i32 null, 0x10
global_load_dword v0, v[0:1], off
global_load_dword v0, v1, s[2:3]
global_load_dword v0, v1, null
buffer_load_dword v0, off, s[0:3], null
buffer_load_dword v0, off, s[0:3], 0
# section: gfx10-dlc
buffer_load_dword v0, off, s[0:3], 0 dlc
buffer_load_dword v0, off, s[0:3], 0 glc slc dlc
buffer_store_dword v0, off, s[0:3], 0 dlc
global_load_dword v0, v[0:1], off dlc
global_load_dword v0, v[0:1], off glc dlc
flat_load_dword v0, v[0:1] dlc
scratch_load_dword v0, v1, off dlc
s_load_dword s4, s[0:1], 0x0 dlc
s_load_dword s4, s[0:1], 0x0 glc dlc
s_buffer_load_dword s4, s[0:3], 0x0 dlc
image_load v0, v0, s[0:7] dmask:0x1 dim:SQ_RSRC_IMG_1D dlc
tbuffer_load_format_x v0, off, s[0:3], 0 format:[BUF_FMT_32_FLOAT] dlc
# section: gfx10-flat-offsets
flat_load_dword v0, v[0:1] offset:0
flat_load_dword v0, v[0:1] offset:2047
flat_load_dword v0, v[0:1] offset:2048
flat_load_dword v0, v[0:1] offset:-1
flat_load_dword v0, v[0:1] offset:g10_seven*100
flat_store_dword v[0:1], v2 offset:2047
global_load_dword v0, v[0:1], off offset:-2048
global_load_dword v0, v[0:1], off offset:2047
global_load_dword v0, v[0:1], off offset:2048
global_load_dword v0, v[0:1], off offset:-2049
global_load_dword v0, v[0:1], off offset:g10_m2000
global_load_dword v0, v1, s[2:3] offset:-2000
global_store_dword v[0:1], v2, off offset:0x10
scratch_load_dword v0, off, s0 offset:-2048
scratch_load_dword v0, v1, off offset:2047
scratch_load_dword v0, v1, off offset:2048
scratch_store_dword off, v1, s2 offset:-2048
global_atomic_add v0, v[0:1], v2, off offset:-8 glc
global_atomic_add v[0:1], v2, off offset:8
# section: gfx10-image
image_load v0, v0, s[0:7] dmask:0x1 dim:1D
image_load v0, v[0:1], s[0:7] dmask:0x1 dim:2D
image_load v0, v[0:2], s[0:7] dmask:0x1 dim:3D
image_load v0, v[0:2], s[0:7] dmask:0x1 dim:CUBE
image_load v0, v[0:1], s[0:7] dmask:0x1 dim:1D_ARRAY
image_load v0, v[0:2], s[0:7] dmask:0x1 dim:2D_ARRAY
image_load v0, v[0:2], s[0:7] dmask:0x1 dim:2D_MSAA
image_load v0, v[0:3], s[0:7] dmask:0x1 dim:2D_MSAA_ARRAY
image_load v0, v0, s[0:7] dmask:0x1 dim:SQ_RSRC_IMG_1D
image_load v0, v[0:1], s[0:7] dmask:0x1 dim:SQ_RSRC_IMG_2D
image_load v0, v[0:2], s[0:7] dmask:0x1 dim:SQ_RSRC_IMG_3D
image_load v0, v[0:2], s[0:7] dmask:0x1 dim:SQ_RSRC_IMG_CUBE
image_load v0, v[0:1], s[0:7] dmask:0x1 dim:SQ_RSRC_IMG_1D_ARRAY
image_load v0, v[0:2], s[0:7] dmask:0x1 dim:SQ_RSRC_IMG_2D_ARRAY
image_load v0, v[0:2], s[0:7] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA
image_load v0, v[0:3], s[0:7] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY
image_load v0, v0, s[0:7] dmask:0x1
image_load v0, v0, s[0:7] dmask:0x1 dim:4D
image_load v0, v[0:1], s[0:7] dmask:0x1 dim:1D
image_load v[0:3], v[0:1], s[0:7] dmask:0xf dim:2D
image_load v[0:3], v[0:1], s[0:7] dmask:0xf dim:2D unorm
image_load v[0:3], v[0:1], s[0:7] dmask:0xf dim:2D glc slc dlc
image_load v[0:1], v[0:1], s[0:7] dmask:0x3 dim:2D tfe
image_load v[0:1], v[0:1], s[0:7] dmask:0x3 dim:2D lwe
image_load v0, v[0:1], s[0:7] dmask:0x1 dim:2D r128
image_load v0, v0, s[0:7] dmask:0x1 dim:2D a16
image_load v0, v[0:1], s[0:7] dmask:0x1 dim:3D a16
image_load v0, v[0:1], s[0:7] dmask:0x3 dim:2D d16
image_load v0, [v0, v1], s[0:7] dmask:0x1 dim:2D
image_load v0, [v0, v2], s[0:7] dmask:0x1 dim:2D
image_load v0, [v0, v2, v4], s[0:7] dmask:0x1 dim:3D
image_load v0, [v0, v2, v4, v6], s[0:7] dmask:0x1 dim:2D_MSAA_ARRAY
image_load v0, [v0, v2], s[0:7] dmask:0x1 dim:1D
image_store v0, [v1, v3], s[0:7] dmask:0x1 dim:2D
image_sample v0, [v1, v3], s[0:7], s[8:11] dmask:0x1 dim:2D
image_sample v[0:3], v[1:2], s[0:7], s[8:11] dmask:0xf dim:2D
image_sample_c v0, [v1, v2, v5], s[0:7], s[8:11] dmask:0x1 dim:2D
image_atomic_add v0, v[0:1], s[0:7] dmask:0x1 dim:2D glc
image_atomic_cmpswap v[0:1], v[2:3], s[0:7] dmask:0x3 dim:2D glc
image_get_resinfo v[0:3], v0, s[0:7] dmask:0xf dim:1D
image_gather4 v[0:3], v[0:1], s[0:7], s[8:11] dmask:0x1 dim:2D
image_msaa_load v[0:3], v[0:2], s[0:7] dmask:0x1 dim:2D_MSAA
# section: gfx10-dpp8
v_mov_b32_dpp v0, v1 dpp8:[7,6,5,4,3,2,1,0]
v_mov_b32_dpp v0, v1 dpp8:[0,1,0,1,0,1,0,1]
v_mov_b32_dpp v0, v1 dpp8:[0,1,2,3,4,5,6,7] fi:1
v_mov_b32_dpp v0, v1 dpp8:[0,1,2,3,4,5,6,7] fi:0
v_mov_b32_dpp v0, v1 dpp8:[g10_seven,6,5,4,3,2,1,0]
v_mov_b32_dpp v0, v1 dpp8:[7,6,5,4,3,2,1,8]
v_mov_b32_dpp v0, v1 dpp8:[7,6,5,4,3,2,1]
v_mov_b32_dpp v0, v1 dpp8:[7,6,5,4,3,2,1,0,0]
v_add_f32_dpp v0, v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_add_f32_dpp v0, v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_mul_f32_dpp v0, -v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cvt_f32_i32_dpp v0, v1 dpp8:[1,2,3,4,5,6,7,0]
v_add_co_ci_u32_dpp v0, vcc_lo, v1, v2, vcc_lo dpp8:[7,6,5,4,3,2,1,0]
v_cndmask_b32_dpp v0, v1, v2, vcc_lo dpp8:[7,6,5,4,3,2,1,0]
v_mov_b32_dpp v0, s1 dpp8:[7,6,5,4,3,2,1,0]
# section: gfx10-dpp16
v_mov_b32_dpp v0, v1 quad_perm:[0,1,2,3]
v_mov_b32_dpp v0, v1 quad_perm:[3,2,1,0] row_mask:0x1 bank_mask:0x3
v_mov_b32_dpp v0, v1 row_mirror
v_mov_b32_dpp v0, v1 row_half_mirror
v_mov_b32_dpp v0, v1 row_share:0
v_mov_b32_dpp v0, v1 row_share:15
v_mov_b32_dpp v0, v1 row_share:16
v_mov_b32_dpp v0, v1 row_xmask:0
v_mov_b32_dpp v0, v1 row_xmask:15
v_mov_b32_dpp v0, v1 row_xmask:16
v_mov_b32_dpp v0, v1 row_shl:1
v_mov_b32_dpp v0, v1 row_shl:15
v_mov_b32_dpp v0, v1 row_shr:3
v_mov_b32_dpp v0, v1 row_ror:15
v_mov_b32_dpp v0, v1 row_bcast:15
v_mov_b32_dpp v0, v1 row_bcast:31
v_mov_b32_dpp v0, v1 wave_shl:1
v_mov_b32_dpp v0, v1 wave_rol:1
v_mov_b32_dpp v0, v1 wave_shr:1
v_mov_b32_dpp v0, v1 wave_ror:1
v_mov_b32_dpp v0, v1 row_shl:1 fi:1
v_mov_b32_dpp v0, v1 row_shl:1 fi:0
v_mov_b32_dpp v0, v1 row_shl:1 bound_ctrl:0
v_mov_b32_dpp v0, v1 row_shl:1 bound_ctrl:0 fi:1
v_mov_b32_dpp v0, v1 row_share:g10_seven row_mask:0b1010 bank_mask:0xf
v_mov_b32_dpp v0, v1 row_xmask:g10_two+1
v_add_f32_dpp v0, v1, v2 row_share:3 row_mask:0xf bank_mask:0xf
v_add_f32_dpp v0, |v1|, -v2 row_xmask:5
v_add_co_ci_u32_dpp v0, vcc_lo, v1, v2, vcc_lo row_shl:1
v_cmp_eq_u32_dpp vcc_lo, v1, v2 row_shl:1
# section: gfx10-vop3-literal
v_add_f32_e64 v0, 0x12345678, v1
v_add_f32_e64 v0, v1, 0x12345678
v_fma_f32 v0, v1, 0x12345678, v2
v_fma_f32 v0, 0x12345678, 0x12345678, v2
v_fma_f32 v0, 0x12345678, 0x87654321, v2
v_add3_u32 v0, 0x100, v1, v2
v_mad_u32_u24 v0, 0x1000, v1, s2
v_lshlrev_b64 v[0:1], 1, 0x12345678
v_add_f32_e64 v0, 0x12345678, v1 clamp
v_bfe_u32 v0, v1, 0x100, 8
v_mul_lo_u32 v0, s1, 0x12345678
# section: gfx10-constant-bus
v_add_f32_e64 v0, s1, s2
v_fma_f32 v0, s1, s2, v3
v_fma_f32 v0, s1, s2, s3
v_fma_f32 v0, s1, s1, s1
v_fma_f32 v0, s1, 0x12345678, v2
v_fma_f32 v0, s1, s2, 0x12345678
v_cndmask_b32_e64 v0, s1, s2, vcc_lo
v_add_co_ci_u32_e64 v0, s0, s1, v2, vcc_lo
# section: gfx10-format
tbuffer_load_format_x v0, off, s[0:3], 0 format:[BUF_FMT_32_FLOAT]
tbuffer_load_format_x v0, off, s[0:3], 0 format:22
tbuffer_load_format_x v0, off, s[0:3], format:22, 0
tbuffer_load_format_x v0, off, s[0:3], format:[BUF_FMT_32_FLOAT], 0
tbuffer_load_format_x v0, off, s[0:3], 0 format:[BUF_FMT_8_UNORM]
tbuffer_load_format_x v0, off, s[0:3], 0 format:[BUF_FMT_INVALID]
tbuffer_load_format_x v0, off, s[0:3], 0 format:[BUF_FMT_32_32_32_32_FLOAT]
tbuffer_load_format_x v0, off, s[0:3], 0 format:[BUF_FMT_16_16_UNORM]
tbuffer_load_format_x v0, off, s[0:3], 0 format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_FLOAT]
tbuffer_load_format_x v0, off, s[0:3], 0 format:[BUF_NUM_FORMAT_UINT,BUF_DATA_FORMAT_16]
tbuffer_load_format_x v0, off, s[0:3], 0 format:[BUF_DATA_FORMAT_8,BUF_NUM_FORMAT_FLOAT]
tbuffer_load_format_x v0, off, s[0:3], 0 format:[BUF_DATA_FORMAT_32]
tbuffer_load_format_x v0, off, s[0:3], 0 format:[BUF_NUM_FORMAT_SINT]
tbuffer_load_format_x v0, off, s[0:3], 0 format:[BUF_FMT_32_FLOAT,BUF_NUM_FORMAT_FLOAT]
tbuffer_load_format_x v0, off, s[0:3], 0 format:[BUF_FMT_NOPE]
tbuffer_load_format_x v0, off, s[0:3], 0 format:127
tbuffer_load_format_x v0, off, s[0:3], 0 format:128
tbuffer_load_format_x v0, off, s[0:3], 0 dfmt:4
tbuffer_load_format_xyzw v[0:3], v4, s[4:7], s8 format:[BUF_FMT_32_32_32_32_FLOAT] idxen offset:4095
tbuffer_store_format_x v0, v1, s[0:3], 0 format:[BUF_FMT_32_UINT] offen offset:16 glc slc dlc
# section: gfx10-buffer
buffer_load_dword v0, off, s[0:3], 0 offset:4095
buffer_load_dword v0, v1, s[0:3], 0 offen offset:16 lds
buffer_load_dword v0, v1, s[0:3], 0 idxen glc slc dlc
buffer_load_dword v[0:1], v1, s[0:3], 0 idxen tfe
buffer_store_dword v0, v[1:2], s[0:3], 0 idxen offen
buffer_load_dword v0, v[1:2], s[0:3], 0 addr64
buffer_gl0_inv
buffer_gl1_inv
buffer_load_format_d16_x v0, off, s[0:3], 0
buffer_atomic_add v0, off, s[0:3], 0 glc
buffer_atomic_csub v0, v1, s[0:3], 0 offen glc
# section: gfx10-sopp-sopk
s_waitcnt_vscnt null, 0x0
s_waitcnt_vscnt null, 0x3f
s_waitcnt_vmcnt null, 0x3f
s_waitcnt_expcnt null, 0x7
s_waitcnt_lgkmcnt null, 0x3f
s_waitcnt_vscnt s0, 0x1
s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
s_waitcnt vmcnt(63)
s_waitcnt lgkmcnt(63)
s_waitcnt vmcnt(64)
s_clause 0x1
s_clause 63
s_inst_prefetch 0x2
s_round_mode 0x3
s_denorm_mode 3
s_ttracedata_imm 0x3
s_code_end
s_sendmsg sendmsg(MSG_GS_ALLOC_REQ)
s_sendmsg sendmsg(MSG_GET_DOORBELL)
s_getreg_b32 s0, hwreg(HW_REG_SHADER_CYCLES)
s_getreg_b32 s0, hwreg(HW_REG_FLAT_SCR_LO)
s_getreg_b32 s0, hwreg(HW_REG_HW_ID1)
s_getreg_b32 s0, hwreg(HW_REG_POPS_PACKER)
s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 4), 0x3
s_subvector_loop_begin s0, 0
s_version 0x1
s_call_b64 s[0:1], 0
s_nop 0
s_sleep 2
# section: gfx10-regs
v_mov_b32 v255, s105
s_mov_b32 s105, s0
s_mov_b32 s106, s0
s_mov_b64 s[104:105], s[0:1]
s_mov_b32 ttmp15, s0
s_mov_b32 s0, src_pops_exiting_wave_id
s_mov_b32 s0, src_shared_base
s_mov_b32 s0, src_private_limit
s_mov_b32 s0, flat_scratch_lo
s_mov_b32 s0, xnack_mask_lo
v_mov_b32 v0, src_lds_direct
v_mov_b32 v0, 1.0
v_mov_b32 v0, 0.15915494
v_add_f16 v0, 0x3c00, v1
v_add_f16_e64 v0, 0x1234, v1
v_pk_add_f16 v0, 0x3c00, v1
v_pk_add_f16 v0, 0x12345678, v1
v_fmac_f32 v0, v1, v2
v_fmac_f32_e64 v0, s1, v2
v_fmaak_f32 v0, v1, v2, 0x42
v_fmamk_f32 v0, v1, 0x42, v2
v_dot2_f32_f16 v0, v1, v2, v3
v_dot4_i32_i8 v0, v1, v2, v3
v_permlane16_b32 v0, v1, s2, s3
v_permlanex16_b32 v0, v1, s2, s3 op_sel:[1,0]
v_pipeflush
v_swap_b32 v0, v1
v_swaprel_b32 v0, v1
v_movreld_b32 v0, v1
v_interp_p1_f32 v0, v1, attr0.x
v_interp_mov_f32 v0, p10, attr0.x
ds_read_addtid_b32 v0 offset:16
ds_write_addtid_b32 v0 offset:16 gds
exp mrt0 v0, v1, v2, v3 done vm
exp pos0 v0, off, off, off
exp prim v0, off, off, off
