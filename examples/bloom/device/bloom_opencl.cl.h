/* The OpenCL C side of the bloom's kernels: what bloom_kernels.h needs from the dialect, built on
 * prism's workgroup FFT (include/prism/device/workgroup_fft.cl.h), which is included once per FFT
 * length because OpenCL C has no templates. The host prepends the geometry (BLOOM_* macros). */
#define BLOOM_FN static inline
#define BLOOM_KERNEL(name, threads) __kernel __attribute__((reqd_work_group_size(threads, 1, 1))) void name
#define BLOOM_KERNEL_RESIDENT(name, threads, per_sm) BLOOM_KERNEL(name, threads)
#define BLOOM_GLOBAL __global
/* Left to the compiler: GPU compilers unroll short constant loops by themselves, and PoCL has
 * miscompiled unroll pragmas (see workgroup_fft.cl.h). */
#define BLOOM_UNROLL
#define BLOOM_RESTRICT restrict
#define BLOOM_SHARED_ARRAY(name, count) __local float2 name[count]
#define BLOOM_SHARED_POINTER(type) __local type*
#define BLOOM_THREAD ((uint)get_local_id(0))
#define BLOOM_GROUP ((uint)get_group_id(0))
#define BLOOM_BARRIER() barrier(CLK_LOCAL_MEM_FENCE)
#define bloom_complex(re, im) ((float2)((re), (im)))

typedef struct {
    __local float2* memory;
} BloomShared;
static inline float2 BloomShared_get(BloomShared* s, uint index) { return s->memory[index]; }
static inline void BloomShared_set(BloomShared* s, uint index, float2 value) { s->memory[index] = value; }
static inline void BloomShared_workgroupExecutionAndMemoryBarrier(BloomShared* s) {
    barrier(CLK_LOCAL_MEM_FENCE);
}

/* Preloaded accessors: one line's elements in registers (see bloom_cuda.cuh). */
typedef struct {
    float2 values[1u << BLOOM_E1];
} BloomLine1;
static inline float2 BloomLine1_get(BloomLine1* a, uint index) { return a->values[index >> BLOOM_W1]; }
static inline void BloomLine1_set(BloomLine1* a, uint index, float2 v) { a->values[index >> BLOOM_W1] = v; }
static inline void BloomLine1_memoryBarrier(BloomLine1* a) {}

typedef struct {
    float2 values[1u << BLOOM_E2];
} BloomLine2;
static inline float2 BloomLine2_get(BloomLine2* a, uint index) { return a->values[index >> BLOOM_W2]; }
static inline void BloomLine2_set(BloomLine2* a, uint index, float2 v) { a->values[index >> BLOOM_W2] = v; }
static inline void BloomLine2_memoryBarrier(BloomLine2* a) {}

#define PRISM_FFT_ELEMENTS_PER_INVOCATION_LOG2 BLOOM_E1
#define PRISM_FFT_WORKGROUP_SIZE_LOG2 BLOOM_W1
#define PRISM_FFT_SCALAR float
#define PRISM_FFT_ACCESSOR BloomLine1
#define PRISM_FFT_SHARED_ACCESSOR BloomShared
#define PRISM_FFT_NAME bloom_fft1
#include "workgroup_fft.cl.h"

#define PRISM_FFT_ELEMENTS_PER_INVOCATION_LOG2 BLOOM_E2
#define PRISM_FFT_WORKGROUP_SIZE_LOG2 BLOOM_W2
#define PRISM_FFT_SCALAR float
#define PRISM_FFT_ACCESSOR BloomLine2
#define PRISM_FFT_SHARED_ACCESSOR BloomShared
#define PRISM_FFT_NAME bloom_fft2
#include "workgroup_fft.cl.h"

#define bloom_forward1 bloom_fft1_forward
#define bloom_inverse1 bloom_fft1_inverse
#define bloom_forward2 bloom_fft2_forward
#define bloom_inverse2 bloom_fft2_inverse
#define bloom_min min
/* workgroup_fft.cl.h exchanges one value per work-item at a time. */
#define BLOOM_FFT_SHARED1 BLOOM_GROUP1
#define BLOOM_FFT_SHARED2 BLOOM_GROUP2
