extern int helper(int);
extern __constant int table[64];
__constant float coef[4] = {1.0f, 2.5f, -3.0f, 4.25f};
__kernel void calls(__global int *o, int k) { int i = get_global_id(0); o[i] = helper(i) + table[i & 63] + (int)coef[k & 3]; }
__kernel void pf(__global int *o) { printf("hello %d\n", o[0]); }
