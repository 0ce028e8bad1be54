#include "plan/tuning_overrides.hpp"

#include <charconv>
#include <limits>
#include <string>
#include <variant>

#include "plan/factorize.hpp"

namespace prism::plan {
namespace {

using Column = std::variant<int BlockShapeTuning::*, bool BlockShapeTuning::*,
                            std::int64_t BlockShapeTuning::*, std::size_t BlockShapeTuning::*>;

struct NamedColumn {
    std::string_view name;
    Column column;
};

// Every column of BlockShapeTuning, by its name: a column added to the struct needs its line here.
// clang-format off
constexpr NamedColumn k_columns[] = {
    {"max_radix", &BlockShapeTuning::max_radix},
    {"target_threads_per_block", &BlockShapeTuning::target_threads_per_block},
    {"max_threads_per_sequence", &BlockShapeTuning::max_threads_per_sequence},
    {"min_sequences_strided", &BlockShapeTuning::min_sequences_strided},
    {"min_row_bytes_strided", &BlockShapeTuning::min_row_bytes_strided},
    {"shared_budget", &BlockShapeTuning::shared_budget},
    {"max_single_pass", &BlockShapeTuning::max_single_pass},
    {"largest_rader_prime", &BlockShapeTuning::largest_rader_prime},
    {"max_rader_block_threads", &BlockShapeTuning::max_rader_block_threads},
    {"largest_shared_rader_prime", &BlockShapeTuning::largest_shared_rader_prime},
    {"shared_rader_beside_factors_up_to", &BlockShapeTuning::shared_rader_beside_factors_up_to},
    {"largest_register_prime_alone", &BlockShapeTuning::largest_register_prime_alone},
    {"largest_real_register_prime_alone", &BlockShapeTuning::largest_real_register_prime_alone},
    {"shared_rader_nested_primes_up_to", &BlockShapeTuning::shared_rader_nested_primes_up_to},
    {"shared_rader_nested_below", &BlockShapeTuning::shared_rader_nested_below},
    {"r2r_staged_below_threads", &BlockShapeTuning::r2r_staged_below_threads},
    {"r2r_mirror_shuffle", &BlockShapeTuning::r2r_mirror_shuffle},
    {"hermitian_staged_up_to", &BlockShapeTuning::hermitian_staged_up_to},
    {"real_registers_per_thread", &BlockShapeTuning::real_registers_per_thread},
    {"balance_threads_from", &BlockShapeTuning::balance_threads_from},
    {"one_round_threads_up_to", &BlockShapeTuning::one_round_threads_up_to},
    {"block_warps_multiple", &BlockShapeTuning::block_warps_multiple},
    {"long_sequence_from", &BlockShapeTuning::long_sequence_from},
    {"long_sequence_unbounded_from", &BlockShapeTuning::long_sequence_unbounded_from},
    {"long_sequence_bound_values", &BlockShapeTuning::long_sequence_bound_values},
    {"r2r_paired_from", &BlockShapeTuning::r2r_paired_from},
    {"r2r_paired_smooth_from", &BlockShapeTuning::r2r_paired_smooth_from},
    {"r2r_paired_bluestein_from", &BlockShapeTuning::r2r_paired_bluestein_from},
    {"r2r_paired_shared_rader_from", &BlockShapeTuning::r2r_paired_shared_rader_from},
    {"r2r_paired_registers_per_thread", &BlockShapeTuning::r2r_paired_registers_per_thread},
    {"r2r_halves_from", &BlockShapeTuning::r2r_halves_from},
    {"r2r_paired_staged_up_to", &BlockShapeTuning::r2r_paired_staged_up_to},
    {"r2r_paired_iii_input_staged_from", &BlockShapeTuning::r2r_paired_iii_input_staged_from},
    {"r2r_paired_iii_output_staged_from", &BlockShapeTuning::r2r_paired_iii_output_staged_from},
    {"fill_row_bytes_strided", &BlockShapeTuning::fill_row_bytes_strided},
    {"strided_four_step_below_row_bytes", &BlockShapeTuning::strided_four_step_below_row_bytes},
    {"long_second_pass_from", &BlockShapeTuning::long_second_pass_from},
    {"r2r_prime_rows_resident_blocks", &BlockShapeTuning::r2r_prime_rows_resident_blocks},
    {"precise_butterflies_up_to", &BlockShapeTuning::precise_butterflies_up_to},
    {"shared_rader_split_constants", &BlockShapeTuning::shared_rader_split_constants},
    {"register_rader_split_constants", &BlockShapeTuning::register_rader_split_constants},
    {"split_exchange_from", &BlockShapeTuning::split_exchange_from},
    {"pair_columns_row_bytes", &BlockShapeTuning::pair_columns_row_bytes},
    {"pair_row_stores_row_bytes", &BlockShapeTuning::pair_row_stores_row_bytes},
    {"joined_pairs_up_to", &BlockShapeTuning::joined_pairs_up_to},
    {"joined_largest_prime", &BlockShapeTuning::joined_largest_prime},
    {"joined_threads_growth_up_to", &BlockShapeTuning::joined_threads_growth_up_to},
    {"plain_rows_pairs_up_to", &BlockShapeTuning::plain_rows_pairs_up_to},
};
// clang-format on

[[noreturn]] void refuse(std::string_view item, const std::string& why) {
    throw Error(Status::invalid_argument,
                "PRISM_TUNING_OVERRIDES item '" + std::string(item) + "': " + why +
                    " (expected CLASS.PRECISION.COLUMN=VALUE, CLASS cuda, opencl, cpu "
                    "or *, PRECISION f32, f64 or *)");
}

bool names_class(std::string_view token, DeviceClass device_class, std::string_view item) {
    if (token == "*") return true;
    if (token == "cuda") return device_class == DeviceClass::cuda_gpu;
    if (token == "opencl") return device_class == DeviceClass::opencl_gpu;
    if (token == "cpu") return device_class == DeviceClass::cpu;
    refuse(item, "unknown device class '" + std::string(token) + "'");
}

bool names_precision(std::string_view token, Precision precision, std::string_view item) {
    if (token == "*") return true;
    if (token == "f32") return precision == Precision::F32;
    if (token == "f64") return precision == Precision::F64;
    refuse(item, "unknown precision '" + std::string(token) + "'");
}

// The padding columns (BluesteinPadding) an item may set beside the block-shape columns:
// bluestein_largest_pad_factor=P pads over every prime up to P (2 to 13) instead of the row's list,
// and over nothing else (it empties complex_rows_also); the others set one field each, within
// their bounds.
constexpr std::string_view k_pad_factor_column = "bluestein_largest_pad_factor";
struct PaddingField {
    std::string_view name;
    long long least, most;
    void (*set)(BluesteinPadding&, long long);
};
constexpr PaddingField k_padding_fields[] = {
    {"bluestein_three_passes", 0, 1, [](BluesteinPadding& p, long long v) { p.three_passes = v == 1; }},
    {"bluestein_three_pass_splits", 1, 16,
     [](BluesteinPadding& p, long long v) { p.three_pass_splits = static_cast<int>(v); }},
    {"bluestein_spectrum_in_rows", 0, 1,
     [](BluesteinPadding& p, long long v) { p.spectrum_in_rows = v == 1; }},
    // 0 empties the row's cluster list (its convolutions then take the passes); 1 keeps it.
    {"bluestein_on_clusters", 0, 1,
     [](BluesteinPadding& p, long long v) {
         if (v == 0) p.on_clusters.clear();
     }},
};

const PaddingField* padding_field_named(std::string_view name) {
    for (const PaddingField& f : k_padding_fields)
        if (f.name == name) return &f;
    return nullptr;
}

// The block-shape column of that name; null for a padding column; refuses any other name.
const Column* column_named(std::string_view name, std::string_view item) {
    for (const NamedColumn& c : k_columns)
        if (c.name == name) return &c.column;
    if (name == k_pad_factor_column || padding_field_named(name)) return nullptr;
    refuse(item, "no tuning column is named '" + std::string(name) + "'");
}

long long parsed_value(std::string_view text, std::string_view item) {
    long long value = 0;
    auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size() || text.empty())
        refuse(item, "the value '" + std::string(text) + "' is not an integer");
    return value;
}

// Sets the column to the value where its type holds it.
void assign(BlockShapeTuning& row, const Column& column, long long value, std::string_view item) {
    std::visit(
        [&](auto member) {
            using T = std::remove_reference_t<decltype(row.*member)>;
            const bool fits = std::is_same_v<T, bool> ? (value == 0 || value == 1)
                              : std::is_unsigned_v<T>
                                  ? value >= 0
                                  : value >= static_cast<long long>(std::numeric_limits<T>::min()) &&
                                        value <= static_cast<long long>(std::numeric_limits<T>::max());
            if (!fits) refuse(item, "the value " + std::to_string(value) + " does not fit the column");
            row.*member = static_cast<T>(value);
        },
        column);
}

struct Item {
    std::string_view text;      // the whole item, for messages
    std::string_view column;    // the column's name
    const Column* block_shape;  // its column of BlockShapeTuning; null for a padding column
    long long value;
    bool names_row;             // whether its class and precision are the row's
};

// Calls `use` on each item of `text` in turn, after checking its form, class, precision and column.
template <typename Use>
void for_each_item(std::string_view text, DeviceClass device_class, Precision precision, Use use) {
    while (!text.empty()) {
        const std::size_t comma = text.find(',');
        const std::string_view item = text.substr(0, comma);
        text = comma == std::string_view::npos ? std::string_view{} : text.substr(comma + 1);
        const std::size_t first_dot = item.find('.'), equals = item.find('=');
        const std::size_t second_dot =
            first_dot == std::string_view::npos ? first_dot : item.find('.', first_dot + 1);
        if (second_dot == std::string_view::npos || equals == std::string_view::npos || equals < second_dot)
            refuse(item, "malformed");
        const bool class_matches = names_class(item.substr(0, first_dot), device_class, item);
        const bool precision_matches =
            names_precision(item.substr(first_dot + 1, second_dot - first_dot - 1), precision, item);
        const std::string_view column = item.substr(second_dot + 1, equals - second_dot - 1);
        use(Item{item, column, column_named(column, item), parsed_value(item.substr(equals + 1), item),
                 class_matches && precision_matches});
    }
}

}  // namespace

void apply_tuning_overrides(std::string_view text, DeviceClass device_class, Precision precision,
                            BlockShapeTuning& row) {
    BlockShapeTuning changed = row;
    for_each_item(text, device_class, precision, [&](const Item& item) {
        if (item.block_shape && item.names_row) assign(changed, *item.block_shape, item.value, item.text);
    });
    row = changed;
}

void apply_padding_overrides(std::string_view text, DeviceClass device_class, Precision precision,
                             BluesteinPadding& padding) {
    BluesteinPadding changed = padding;
    for_each_item(text, device_class, precision, [&](const Item& item) {
        if (item.block_shape) return;
        if (const PaddingField* field = padding_field_named(item.column)) {
            if (item.value < field->least || item.value > field->most)
                refuse(item.text, "the value must be " + std::to_string(field->least) +
                                      (field->most == field->least + 1 ? " or " : " to ") +
                                      std::to_string(field->most));
            if (item.names_row) field->set(changed, item.value);
            return;
        }
        if (item.value < 2 || item.value > 13)
            refuse(item.text, "the largest padding factor must be 2 to 13 (the butterflies' primes)");
        if (!item.names_row) return;
        changed.factors.clear();
        changed.complex_rows_also.clear();
        for (int p : k_butterfly_primes)
            if (p <= item.value) changed.factors.push_back(p);
    });
    padding = changed;
}

bool tuning_knobs_enabled() {
#ifdef PRISM_TUNING_KNOBS
    return true;
#else
    return false;
#endif
}

}  // namespace prism::plan
