/* Accessor types shared by every configuration of the OpenCL workgroup-FFT tests: device memory
 * for the data, a __local array for the shared memory. */
#define PRISM_TEST_ACCESSORS(S)                                                                      \
    typedef struct { __global S##2* data; } global_##S;                                              \
    static inline S##2 global_##S##_get(global_##S* a, uint i) { return a->data[i]; }                \
    static inline void global_##S##_set(global_##S* a, uint i, S##2 v) { a->data[i] = v; }           \
    /* each thread only reads back its own writes: program order suffices */                        \
    static inline void global_##S##_memoryBarrier(global_##S* a) { (void)a; }                       \
    typedef struct { __local S##2* data; } shared_##S;                                               \
    static inline S##2 shared_##S##_get(shared_##S* a, uint i) { return a->data[i]; }                \
    static inline void shared_##S##_set(shared_##S* a, uint i, S##2 v) { a->data[i] = v; }           \
    static inline void shared_##S##_workgroupExecutionAndMemoryBarrier(shared_##S* a) {              \
        (void)a;                                                                                     \
        barrier(CLK_LOCAL_MEM_FENCE);                                                                \
    }

PRISM_TEST_ACCESSORS(float)
#ifdef PRISM_TEST_FP64
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
PRISM_TEST_ACCESSORS(double)
#endif

#define TCAT_(a, b) a##b
#define TCAT(a, b) TCAT_(a, b)

/* fp16 storage with fp32 math: accessors that keep halves and convert in get/set (vload_half2 and
 * vstore_half2 are core OpenCL 1.2; no cl_khr_fp16 needed). */
typedef struct { __global half* data; } half_global;
static inline float2 half_global_get(half_global* a, uint i) { return vload_half2(i, a->data); }
static inline void half_global_set(half_global* a, uint i, float2 v) { vstore_half2_rte(v, i, a->data); }
static inline void half_global_memoryBarrier(half_global* a) { (void)a; }
typedef struct { __local half* data; } half_shared;
static inline float2 half_shared_get(half_shared* a, uint i) { return vload_half2(i, a->data); }
static inline void half_shared_set(half_shared* a, uint i, float2 v) { vstore_half2_rte(v, i, a->data); }
static inline void half_shared_workgroupExecutionAndMemoryBarrier(half_shared* a) {
    (void)a;
    barrier(CLK_LOCAL_MEM_FENCE);
}
