#include "plan/joined_passes.hpp"

#include <algorithm>
#include <numeric>

#include "plan/factorize.hpp"

namespace prism::plan {
namespace {

// The most threads a block of both passes can have: a multiple of both passes' sequences per
// block, at least the busier pass's own count where the device allows it, and at most `growth`
// times that count (0: any).
std::optional<int> common_threads(const KernelSpec& columns, const KernelSpec& rows, int max_threads,
                                  int growth) {
    const std::int64_t step = std::lcm<std::int64_t>(columns.sequences_per_block, rows.sequences_per_block);
    const std::int64_t wanted = std::max(columns.threads_per_block(), rows.threads_per_block());
    std::int64_t threads = (wanted + step - 1) / step * step;
    if (threads > max_threads) threads = max_threads / step * step;
    if (threads < step || (growth > 0 && threads > growth * wanted)) return std::nullopt;
    return static_cast<int>(threads);
}

// Whether a radix of the kernel holds a prime past `largest` (0: none is too large).
bool has_prime_past(const KernelSpec& k, int largest) {
    if (largest <= 0) return false;
    for (int radix : k.radices)
        if (prime_factors(radix).back() > largest) return true;
    return false;
}

}  // namespace

std::int64_t half_line_sequences(const BlockShapeTuning& t, Precision precision) {
    const std::int64_t element = core::complex_bytes(precision);
    return std::max<std::int64_t>(1, static_cast<std::int64_t>(t.min_row_bytes_strided) / 2 / element);
}

std::optional<KernelSpec> join_passes(const AxisProblem& columns_problem, const AxisProblem& rows_problem,
                                      const JoinedShape& shape, Planner& planner) {
    auto columns = single_pass_kernel(columns_problem, planner, static_cast<int>(shape.columns_per_block));
    auto rows = single_pass_kernel(rows_problem, planner, static_cast<int>(shape.rows_per_block));
    if (!columns || !rows || columns->outer.empty() || rows->outer.empty()) return std::nullopt;
    if (columns->mapping != ThreadMapping::batch_major || columns->radices.empty() || rows->radices.empty())
        return std::nullopt;
    if (!columns->shared_rader.empty() || !rows->shared_rader.empty() || columns->stage_input ||
        columns->stage_output)
        return std::nullopt;
    // The row pass starts from the columns' shared memory: a staged load of its rows would copy from
    // device memory it never reads.
    rows->stage_input = false;
    const BlockShapeTuning& t = block_shape_tuning(planner.device_class(), columns->precision);
    if (has_prime_past(*columns, t.joined_largest_prime) || has_prime_past(*rows, t.joined_largest_prime))
        return std::nullopt;
    const int most = planner.device().max_threads_per_block;
    const auto threads = common_threads(*columns, *rows, most, t.joined_threads_growth_up_to);
    if (!threads) return std::nullopt;
    columns->threads_per_sequence = *threads / columns->sequences_per_block;
    rows->threads_per_sequence = *threads / rows->sequences_per_block;
    // Fused planes lost 10-20 % with precise butterflies (an H100, 64x64 and 60x60 fp32).
    columns->precise_butterflies = rows->precise_butterflies = false;
    // Pairs behind barriers were measured in single kernels; joined passes take their own bound.
    columns->shared_rows_pairs_up_to = rows->shared_rows_pairs_up_to = t.joined_pairs_up_to;
    columns->cluster_blocks = shape.blocks;
    columns->target = rows->target;
    columns->cluster_rows = {*rows};
    if (columns->shared_bytes() > planner.device().shared_memory_per_block) return std::nullopt;
    return columns;
}

}  // namespace prism::plan
