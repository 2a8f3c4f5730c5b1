__kernel void saxpy(__global float *y, __global const float *x, float a, int n) {
  int i = __builtin_amdgcn_workgroup_id_x() * 256 + __builtin_amdgcn_workitem_id_x();
  if (i < n) y[i] = a * x[i] + y[i];
}
__kernel void lds_sum(__global int *o, __local int *t) {
  int l = __builtin_amdgcn_workitem_id_x();
  t[l] = l; __builtin_amdgcn_s_barrier();
  for (int s = 128; s > 0; s >>= 1) { if (l < s) t[l] += t[l + s]; __builtin_amdgcn_s_barrier(); }
  if (l == 0) __atomic_fetch_add(o, t[0], __ATOMIC_RELAXED);
}
__constant int lut[8] = {1,2,3,5,8,13,21,34};
__kernel void table(__global int *o) { int l = __builtin_amdgcn_workitem_id_x(); o[l] = lut[l & 7]; }
