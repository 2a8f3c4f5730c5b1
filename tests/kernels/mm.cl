#define TS 16
__kernel void matmul(__global const float *A, __global const float *B, __global float *C, int N) {
  __local float As[TS][TS]; __local float Bs[TS][TS];
  int r = get_local_id(1), c = get_local_id(0);
  int row = get_group_id(1)*TS + r, col = get_group_id(0)*TS + c;
  float acc = 0;
  for (int t = 0; t < N/TS; t++) {
    As[r][c] = A[row*N + t*TS + c]; Bs[r][c] = B[(t*TS + r)*N + col];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int k = 0; k < TS; k++) acc += As[r][k]*Bs[k][c];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  C[row*N+col] = acc;
}
