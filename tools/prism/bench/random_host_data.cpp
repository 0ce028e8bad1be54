#include "bench/random_host_data.hpp"

#include <cstdint>

namespace prism::cli::bench {
namespace {

// splitmix64 of the index: any prefix is the same whatever length was made, and filling 2^28
// values takes well under a second.
std::uint64_t mix(std::uint64_t index) {
    std::uint64_t z = index * 0x9E3779B97F4A7C15ull + 0x632BE59BD9B4E019ull;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

template <class T>
void grow(std::vector<T>& values, std::size_t bytes) {
    const std::size_t count = (bytes + sizeof(T) - 1) / sizeof(T);
    const std::size_t old = values.size();
    if (count <= old) return;
    values.resize(count);
    for (std::size_t i = old; i < count; ++i) {
        const double unit = static_cast<double>(mix(i) >> 11) * 0x1.0p-53;  // [0, 1)
        values[i] = static_cast<T>(2.0 * unit - 1.0);
    }
}

}  // namespace

const void* RandomHostData::values(Precision precision, std::size_t bytes) {
    if (precision == Precision::F64) {
        grow(f64_, bytes);
        return f64_.data();
    }
    grow(f32_, bytes);
    return f32_.data();
}

}  // namespace prism::cli::bench
