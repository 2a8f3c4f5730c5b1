__constant float table[8] = {1.0f, 2.5f, 3.25f, 4.0f, 5.0f, 6.5f, 7.0f, 8.125f};
__global int counter = 7;
__global int zeros[64];
__global int *ptr = &counter;

__attribute__((noinline)) int helper(int x, __global int *p) {
  int s = 0;
  for (int i = 0; i < x; ++i) {
    s += p[i] * (i ^ x);
    if (s > 1000) break;
  }
  return s;
}

__kernel void scale(__global float *out, __global const float *in, int n) {
  int id = __builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x();
  if (id < n) out[id] = in[id] * table[id & 7] + (float)counter;
}

__kernel void sum(__global int *out, __global int *in, int n) {
  __local int tmp[64];
  int t = __builtin_amdgcn_workitem_id_x();
  tmp[t] = helper(n, in) + zeros[t] + *ptr;
  __builtin_amdgcn_s_barrier();
  if (t == 0) {
    int s = 0;
    for (int i = 0; i < 64; ++i) s += tmp[i];
    out[__builtin_amdgcn_workgroup_id_x()] = s;
  }
}
