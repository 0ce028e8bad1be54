// What ptxas gave each kernel of a module (registers, spills, stack, static shared memory) and how
// many of its blocks a multiprocessor then holds: the first things to read when a kernel runs slower
// than its bytes say it should. Needs NVRTC only, no GPU, so plans for any CUDA device can be read
// offline (`prism plan --explain --resources`).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace prism::backend::cuda {

// One entry function as ptxas' verbose report describes it.
struct KernelResources {
    std::string name;
    int registers = 0;
    int stack_bytes = 0;
    int spill_store_bytes = 0;
    int spill_load_bytes = 0;
    int static_shared_bytes = 0;  // __shared__ arrays; the launch's dynamic shared memory comes on top
};

// The entries of ptxas' verbose report (NVRTC's log with --ptxas-options=-v), in its order. Lines
// it does not know are skipped; an entry whose "Used" line is missing keeps zeros.
std::vector<KernelResources> parse_ptxas_report(const std::string& report);

// Compiles `source` for `arch` ("sm_90") with NVRTC and ptxas' report, and parses it. Throws as
// compile_cubin does, and Error(invalid_argument) for a target that is not an sm_ one.
std::vector<KernelResources> kernel_resources(const std::string& source, const std::string& arch);

}  // namespace prism::backend::cuda
