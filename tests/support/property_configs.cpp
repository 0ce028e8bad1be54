// The property suite's configs, drawn from the accuracy matrix of the same tier so the kernels one
// suite compiles serve the other through prism's kernel cache (PoCL compiles are most of the
// suites' time).
#include "support/case_matrix.hpp"

namespace prism::test {
namespace {

// Takes the configs of one precision from groups of cases: each config once, at most `limit` from
// a group.
class ConfigPicker {
public:
    explicit ConfigPicker(Precision precision) : precision_(precision) {}

    template <class Wanted>
    void take(const std::vector<Case>& cases, std::size_t limit, Wanted&& wanted) {
        std::size_t taken = 0;
        for (const Case& c : cases) {
            if (taken == limit) return;
            if (c.config.precision != precision_ || !wanted(c.config)) continue;
            if (!configs_.empty() && config_token(configs_.back()) == config_token(c.config)) continue;
            configs_.push_back(c.config);
            ++taken;
        }
    }
    void take(const std::vector<Case>& cases, std::size_t limit) {
        take(cases, limit, [](const CaseConfig&) { return true; });
    }
    std::vector<CaseConfig> configs() const { return configs_; }

private:
    Precision precision_;
    std::vector<CaseConfig> configs_;
};

std::vector<CaseConfig> c2c_property_configs(Tier tier, Precision precision) {
    ConfigPicker picker(precision);
    const bool smoke = tier == Tier::smoke;
    picker.take(radix_cases(tier), smoke ? 4 : 64, [smoke](const CaseConfig& c) {
        return !smoke || c.shape[0] == 8 || c.shape[0] == 49 || c.shape[0] == 121 || c.shape[0] == 256;
    });
    picker.take(mixed_radix_cases(tier), smoke ? 3 : 64);  // batch 2: batches must not mix
    picker.take(rank_cases(tier), 64);
    // Every solver: Bluestein (67, 4099, 2-D with primes), four-step (2048 on a CPU device, 2^16),
    // Rader in the mixed shapes (17 x 4099 x 3, 19 x 23).
    picker.take(unsupported_size_cases(), 5);
    picker.take(multi_pass_cases(Tier::smoke), smoke ? 2 : 4,
                [](const CaseConfig& c) { return c.shape[0] <= (1 << 16); });
    picker.take(mixed_any_size_cases(Tier::smoke), smoke ? 2 : 8);
    return picker.configs();
}

std::vector<CaseConfig> r2c_property_configs(Tier tier, Precision precision) {
    ConfigPicker picker(precision);
    const bool smoke = tier == Tier::smoke;
    picker.take(r2c_size_cases(tier), smoke ? 8 : 64, [](const CaseConfig& c) { return c.shape[0] <= 4099; });
    picker.take(r2c_rank_cases(tier), smoke ? 4 : 16);
    picker.take(r2c_destroy_input_cases(tier), 1);
    // Past one kernel on a CPU device: paired rows (1031, the r2c with a split pass) and the half
    // length with split and combine passes (2062).
    picker.take(r2c_past_one_kernel_cases(), 4,
                [](const CaseConfig& c) { return c.shape.back() == 1031 || c.shape.back() == 2062; });
    return picker.configs();
}

// Every kind in both precisions: the first config of each kind with this precision.
std::vector<CaseConfig> r2r_property_configs(Tier tier, Precision precision) {
    ConfigPicker picker(precision);
    const auto kind_cases = r2r_kind_cases(tier);
    for (R2RKind kind : k_all_kinds)
        picker.take(kind_cases, 1,
                    [kind](const CaseConfig& c) { return c.kinds[0] == kind && c.shape[0] <= 4096; });
    picker.take(r2r_mixed_kind_cases(tier), tier == Tier::smoke ? 2 : 8);
    return picker.configs();
}

}  // namespace

std::vector<CaseConfig> property_configs(Tier tier, Precision precision, Transform transform) {
    switch (transform) {
        case Transform::C2C: return c2c_property_configs(tier, precision);
        case Transform::R2C: return r2c_property_configs(tier, precision);
        case Transform::R2R: break;
    }
    return r2r_property_configs(tier, precision);
}

}  // namespace prism::test
