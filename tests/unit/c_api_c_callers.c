/* Calls into the C API the way a C program does. C lets any int stand in an enum parameter or
 * field; C++ does not, so the tests that pass unknown enum values go through these. Compiling this
 * file also checks that prism.h is valid C. */
#include "prism/prism.h"

prism_status c_context_create_with_backend(int backend, prism_context* out) {
    return prism_context_create((prism_backend)backend, 0, out);
}

prism_status c_plan_execute_with_direction(prism_plan plan, int direction, uint64_t in, uint64_t out) {
    return prism_plan_execute(plan, (prism_direction)direction, in, out, NULL);
}
