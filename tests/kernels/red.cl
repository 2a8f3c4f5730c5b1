__kernel void reduce(__global const int *in, __global int *out, __local int *tmp, uint n) {
  uint l = get_local_id(0), g = get_global_id(0);
  tmp[l] = g < n ? in[g] : 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint s = get_local_size(0)/2; s > 0; s >>= 1) { if (l < s) tmp[l] += tmp[l+s]; barrier(CLK_LOCAL_MEM_FENCE); }
  if (l == 0) atomic_add(out, tmp[0]);
}
__kernel void hist(__global const uchar *d, __global uint *h, int n) {
  int i = get_global_id(0); if (i < n) atomic_inc(&h[d[i]]);
  atomic_max((volatile __global int*)h, i); atomic_cmpxchg((volatile __global int*)h+1, 0, i);
}
