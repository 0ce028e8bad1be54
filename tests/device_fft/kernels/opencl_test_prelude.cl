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
