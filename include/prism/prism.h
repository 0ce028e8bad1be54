/* prism: GPU FFTs generated at run time. The C API, over the C++ one (prism.hpp).
 * Every function returns a prism_status and never throws; prism_last_error() gives the message of
 * the last failure on the calling thread. Handles are opaque; destroy what you create. */
#ifndef PRISM_H
#define PRISM_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef enum prism_status {
#define PRISM_STATUS(name, value, text) PRISM_##name = value,
#include "prism/status_list.h"
#undef PRISM_STATUS
} prism_status;

typedef enum prism_backend { PRISM_BACKEND_AUTO = 0, PRISM_BACKEND_CUDA = 1, PRISM_BACKEND_OPENCL = 2 } prism_backend;
typedef enum prism_precision { PRISM_F32 = 0, PRISM_F64 = 1 } prism_precision;
typedef enum prism_transform { PRISM_C2C = 0, PRISM_R2C = 1, PRISM_R2R = 2 } prism_transform;
typedef enum prism_r2r_kind {
    PRISM_DCT1 = 0, PRISM_DCT2 = 1, PRISM_DCT3 = 2, PRISM_DCT4 = 3,
    PRISM_DST1 = 4, PRISM_DST2 = 5, PRISM_DST3 = 6, PRISM_DST4 = 7
} prism_r2r_kind;
typedef enum prism_direction { PRISM_FORWARD = 0, PRISM_INVERSE = 1 } prism_direction;
typedef enum prism_norm { PRISM_NORM_NONE = 0, PRISM_NORM_BACKWARD = 1, PRISM_NORM_ORTHO = 2, PRISM_NORM_FORWARD = 3 } prism_norm;

#define PRISM_MAX_RANK 8

/* A transform description; prism_config_init fills the defaults (packed layout, batch 1, fp32). */
typedef struct prism_config {
    int rank;                            /* number of transformed axes, 1..PRISM_MAX_RANK */
    int64_t shape[PRISM_MAX_RANK];       /* row-major: slowest axis first */
    int64_t batch;
    prism_transform transform;
    prism_precision precision;
    int64_t in_strides[PRISM_MAX_RANK];  /* all zero: packed */
    int64_t out_strides[PRISM_MAX_RANK];
    int64_t in_distance;                 /* 0: packed */
    int64_t out_distance;
    prism_norm norm;
    int user_temp;                       /* nonzero: the caller passes the temp to execute_with_temp */
    prism_r2r_kind r2r_kinds[PRISM_MAX_RANK]; /* PRISM_R2R: one kind per axis */
    int real_padded;                     /* PRISM_R2C: real rows padded to 2*(N/2+1) (in-place layout) */
    int destroy_input;                   /* PRISM_R2C: the multi-axis inverse may overwrite its input */
} prism_config;

typedef struct prism_context_s* prism_context;
typedef struct prism_plan_s* prism_plan;
typedef struct prism_buffer_s* prism_buffer;

void prism_config_init(prism_config* config);

prism_status prism_context_create(prism_backend backend, int device, prism_context* out);
prism_status prism_context_destroy(prism_context context);
/* The device name, into a caller's buffer (truncated to size - 1 characters). */
prism_status prism_context_device_name(prism_context context, char* name, size_t size);

prism_status prism_plan_create(prism_context context, const prism_config* config, prism_plan* out);
prism_status prism_plan_destroy(prism_plan plan);
/* in and out are CUdeviceptr or cl_mem values; in == out transforms in place. stream may be NULL. */
prism_status prism_plan_execute(prism_plan plan, prism_direction direction, uint64_t in, uint64_t out, void* stream);
prism_status prism_plan_work_size(prism_plan plan, size_t* bytes);
prism_status prism_plan_temp_size(prism_plan plan, size_t* bytes);
prism_status prism_plan_execute_with_temp(prism_plan plan, prism_direction direction, uint64_t in, uint64_t out,
                                          uint64_t temp, void* stream);

prism_status prism_buffer_create(prism_context context, size_t bytes, prism_buffer* out);
prism_status prism_buffer_destroy(prism_buffer buffer);
uint64_t prism_buffer_address(prism_buffer buffer);
prism_status prism_buffer_upload(prism_buffer buffer, const void* host, size_t bytes);
prism_status prism_buffer_download(prism_buffer buffer, void* host, size_t bytes);
prism_status prism_synchronize(prism_context context, void* stream);

/* The message of the last failed call on this thread ("" if none). Valid until the next call. */
const char* prism_last_error(void);
/* "unsupported_size" etc. */
const char* prism_status_name(prism_status status);

#ifdef __cplusplus
}
#endif

#endif /* PRISM_H */
