// PAL metadata (the block as llvm-mc 22 lists it; the note is made last).
	.text
	s_nop 0
	.amdgpu_pal_metadata
---
amdpal.pipelines:
  - .hardware_stages:
      .cs:
        .entry_point:    _amdgpu_cs_main
        .scratch_memory_size: 0
        .sgpr_count:     0x10
    .name:           foo
    .registers:
      '0x2e12 (COMPUTE_PGM_RSRC1)': 0xaf0000
      '0x2e13 (COMPUTE_PGM_RSRC2)': 0x8001
    .shaders:
      .compute:
        .api_shader_hash:
          - 0x1
          - 0
amdpal.version:
  - 0x3
  - 0
...
	.end_amdgpu_pal_metadata
	.data
	.long 1
