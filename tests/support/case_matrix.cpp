#include "support/case_matrix.hpp"

#include <algorithm>
#include <string>

#include "common/real_reference.hpp"
#include "support/layout.hpp"

namespace prism::test {
namespace {

std::uint64_t splitmix64(std::uint64_t& state) {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

// FNV-1a: seeds that follow from the config's text, so a case's input never depends on which
// other cases the matrix holds.
std::uint64_t text_hash(const std::string& text) {
    std::uint64_t h = 0xcbf29ce484222325ull;
    for (unsigned char ch : text) h = (h ^ ch) * 0x100000001b3ull;
    return h;
}

bool is_smooth(std::int64_t n, std::int64_t largest_prime) {
    for (std::int64_t p = 2; p <= largest_prime && n > 1; ++p)
        while (n % p == 0) n /= p;
    return n == 1;
}

Precision alternate(std::size_t i) { return i % 2 == 0 ? Precision::F32 : Precision::F64; }

}  // namespace

std::vector<std::int64_t> smooth_sizes(std::int64_t lo, std::int64_t hi, std::int64_t largest_prime) {
    std::vector<std::int64_t> sizes;
    for (std::int64_t n = std::max<std::int64_t>(lo, 1); n <= hi; ++n)
        if (is_smooth(n, largest_prime)) sizes.push_back(n);
    return sizes;
}

std::vector<std::int64_t> sample_evenly(const std::vector<std::int64_t>& all, std::size_t count,
                                        std::uint64_t seed) {
    if (count >= all.size()) return all;
    std::vector<std::int64_t> picked;
    std::uint64_t state = seed;
    for (std::size_t slice = 0; slice < count; ++slice) {
        const std::size_t begin = slice * all.size() / count, end = (slice + 1) * all.size() / count;
        picked.push_back(all[begin + splitmix64(state) % (end - begin)]);
    }
    return picked;
}

CaseConfig c2c_config(Precision precision, std::vector<std::int64_t> shape, std::int64_t batch,
                      Placement placement) {
    CaseConfig c;
    c.precision = precision;
    c.shape = std::move(shape);
    c.batch = batch;
    c.placement = placement;
    return c;
}

CaseConfig r2c_config(Precision precision, std::vector<std::int64_t> shape, std::int64_t batch,
                      Placement placement) {
    CaseConfig c = c2c_config(precision, std::move(shape), batch, placement);
    c.transform = Transform::R2C;
    c.real_padded = placement == Placement::in_place;
    return c;
}

CaseConfig r2r_config(Precision precision, std::vector<std::int64_t> shape, std::vector<R2RKind> kinds,
                      std::int64_t batch, Placement placement) {
    CaseConfig c = c2c_config(precision, std::move(shape), batch, placement);
    c.transform = Transform::R2R;
    c.kinds = std::move(kinds);
    return c;
}

std::vector<Case> standard_runs(const CaseConfig& config) {
    std::uint64_t state = text_hash(config_token(config));
    const std::int64_t elements = element_count(config.shape) * config.batch;
    // The inverse of R2C (the C2R) reads the complex side; every other run reads `elements`.
    const std::int64_t inverse_elements =
        config.r2c() ? element_count(reference::half_shape(config.shape)) * config.batch : elements;
    auto run = [&](Direction d, Input in) { return Case{config, d, in}; };
    const Input random_forward{Input::Kind::random, splitmix64(state) % 1000000, 0};
    const Input random_inverse{Input::Kind::random, splitmix64(state) % 1000000, 0};
    const auto random_at =
        static_cast<std::int64_t>(splitmix64(state) % static_cast<std::uint64_t>(elements));
    std::vector<Case> runs = {
        run(Direction::forward, random_forward),
        run(Direction::inverse, random_inverse),
        run(Direction::forward, Input{Input::Kind::impulse, 0, 0}),
        run(Direction::inverse, Input{Input::Kind::impulse, 0, inverse_elements - 1}),
        run(Direction::forward, Input{Input::Kind::impulse, 0, random_at}),
    };
    if (config.r2c())
        runs.push_back(run(Direction::inverse, Input{Input::Kind::complex, splitmix64(state) % 1000000, 0}));
    return runs;
}

std::vector<Case> chunk(const std::vector<Case>& cases, int index, int count) {
    std::vector<Case> picked;
    int config_index = -1;
    std::string last;
    for (const Case& c : cases) {
        const std::string key = config_token(c.config);
        if (key != last) ++config_index, last = key;
        if (config_index % count == index) picked.push_back(c);
    }
    return picked;
}

Placement alternate_placement(std::size_t i) {
    return i % 2 == 0 ? Placement::in_place : Placement::out_of_place;
}

void append_runs(std::vector<Case>& cases, const CaseConfig& config) {
    const auto runs = standard_runs(config);
    cases.insert(cases.end(), runs.begin(), runs.end());
}

void append_config(std::vector<Case>& cases, Tier tier, std::size_t i, CaseConfig config) {
    if (tier == Tier::smoke) {
        config.precision = alternate(i);
        append_runs(cases, config);
        return;
    }
    for (Precision p : {Precision::F32, Precision::F64}) {
        config.precision = p;
        append_runs(cases, config);
    }
}

CaseConfig with_layouts(CaseConfig c, Layout in, Layout out, Placement placement) {
    c.in = std::move(in);
    c.out = placement == Placement::in_place ? c.in : std::move(out);
    c.placement = placement;
    return c;
}

}  // namespace prism::test
