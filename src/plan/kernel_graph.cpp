#include "plan/kernel_graph.hpp"

namespace prism::plan {

const char* role_name(BufferRole r) {
    switch (r) {
        case BufferRole::user_input: return "input";
        case BufferRole::user_output: return "output";
        case BufferRole::temp_a: return "temp a";
        case BufferRole::temp_b: return "temp b";
        case BufferRole::temp_c: return "temp c";
    }
    return "?";
}

std::uint64_t KernelSpec::blocks() const {
    return static_cast<std::uint64_t>((sequences + sequences_per_block - 1) / sequences_per_block);
}

std::size_t KernelSpec::shared_bytes() const {
    if (!uses_shared_memory()) return 0;
    std::size_t element = precision == Precision::F64 ? 16 : 8;
    return static_cast<std::size_t>(padded_length()) * sequences_per_block * element;
}

std::int64_t KernelSpec::output_span() const {
    std::int64_t last = (length - 1) * out_stride;
    for (const auto& d : outer) last += (d.length - 1) * d.out_stride;
    return last + 1;
}

// Stage s with radix R after earlier stages of product p needs w^(t*k), t in 1..R-1, k in 0..p-1.
// The first stage (p = 1) needs none.
std::int64_t KernelSpec::twiddle_count() const {
    std::int64_t count = 0, p = 1;
    for (int r : radices) {
        if (p > 1) count += static_cast<std::int64_t>(r - 1) * p;
        p *= r;
    }
    return count;
}

}  // namespace prism::plan
