#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
__kernel void hmath(__global half *a, __global const half *b, half s) { int i = get_global_id(0); a[i] = a[i]*b[i] + s; }
__kernel void dmath(__global double *a, __global const double *b, double s, int n) {
  int i = get_global_id(0); if (i < n) a[i] = a[i] / b[i] + s * a[i];
}
typedef struct { int x; float y; char z[3]; } S;
__kernel void args(__global S *p, S v, __constant int *c, char ch, short sh, long lg, ulong ul, float4 f4, __local float *lp, image2d_t img) {
  p[get_global_id(0)] = v; p->x += c[0] + ch + sh + (int)lg + (int)ul + (int)f4.w;
}
