__constant char msg[] = "hello";
__constant int counter = 5;
int helper(int x) { return x * 3 + msg[x & 3]; }
__kernel void add(__global int *a, __global const int *b, int n) {
  int i = __builtin_amdgcn_workitem_id_x();
  if (i < n) a[i] += helper(b[i]) + counter;
}
__kernel void zero(__global int *a) { a[__builtin_amdgcn_workitem_id_x()] = 0; }
