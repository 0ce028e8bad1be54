// Builds an OpenCL C file on the first GPU device of the platform whose name contains argv[2],
// with the options argv[3], and prints the build log (with -cl-nv-verbose: ptxas's report).
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
int main(int argc, char** argv) {
    if (argc < 4) { fprintf(stderr, "usage: clbuild FILE PLATFORM OPTIONS\n"); return 2; }
    FILE* f = fopen(argv[1], "rb"); if (!f) return 2;
    fseek(f, 0, SEEK_END); long n = ftell(f); fseek(f, 0, SEEK_SET);
    char* src = malloc(n + 1); fread(src, 1, n, f); src[n] = 0; fclose(f);
    cl_platform_id ps[8]; cl_uint np = 0; clGetPlatformIDs(8, ps, &np);
    for (cl_uint i = 0; i < np; ++i) {
        char name[256]; clGetPlatformInfo(ps[i], CL_PLATFORM_NAME, sizeof name, name, NULL);
        if (!strstr(name, argv[2])) continue;
        cl_device_id d; if (clGetDeviceIDs(ps[i], CL_DEVICE_TYPE_ALL, 1, &d, NULL) != CL_SUCCESS) continue;
        cl_int e; cl_context c = clCreateContext(NULL, 1, &d, NULL, NULL, &e);
        const char* s = src; size_t len = n;
        cl_program p = clCreateProgramWithSource(c, 1, &s, &len, &e);
        cl_int b = clBuildProgram(p, 1, &d, argv[3], NULL, NULL);
        size_t ls = 0; clGetProgramBuildInfo(p, d, CL_PROGRAM_BUILD_LOG, 0, NULL, &ls);
        char* log = malloc(ls + 1); clGetProgramBuildInfo(p, d, CL_PROGRAM_BUILD_LOG, ls, log, NULL); log[ls] = 0;
        printf("platform %s build %d\n%s\n", name, b, log);
        cl_kernel ks[16]; cl_uint nk = 0; clCreateKernelsInProgram(p, 16, ks, &nk);
        for (cl_uint k = 0; k < nk; ++k) {
            char kn[256]; size_t wg = 0; cl_ulong lm = 0, pm = 0;
            clGetKernelInfo(ks[k], CL_KERNEL_FUNCTION_NAME, sizeof kn, kn, NULL);
            clGetKernelWorkGroupInfo(ks[k], d, CL_KERNEL_WORK_GROUP_SIZE, sizeof wg, &wg, NULL);
            clGetKernelWorkGroupInfo(ks[k], d, CL_KERNEL_LOCAL_MEM_SIZE, sizeof lm, &lm, NULL);
            clGetKernelWorkGroupInfo(ks[k], d, CL_KERNEL_PRIVATE_MEM_SIZE, sizeof pm, &pm, NULL);
            printf("kernel %s: work-group limit %zu, local %llu B, private %llu B\n", kn, wg,
                   (unsigned long long)lm, (unsigned long long)pm);
        }
        return 0;
    }
    fprintf(stderr, "no platform matching %s\n", argv[2]);
    return 1;
}
