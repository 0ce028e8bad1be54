#include "plan/kernel_graph.hpp"

#include <algorithm>

namespace prism::plan {

const char* role_name(BufferRole r) {
    switch (r) {
        case BufferRole::user_input: return "input";
        case BufferRole::user_output: return "output";
        case BufferRole::temp_a: return "temp a";
        case BufferRole::temp_b: return "temp b";
        case BufferRole::temp_c: return "temp c";
        case BufferRole::temp_d: return "temp d";
    }
    return "?";
}

std::uint64_t KernelSpec::blocks() const {
    return static_cast<std::uint64_t>((sequences + sequences_per_block - 1) / sequences_per_block);
}

std::size_t KernelSpec::shared_bytes() const {
    if (!uses_shared_memory()) return 0;
    const std::size_t element = core::complex_bytes(precision);
    std::size_t own = split_exchange
                          ? static_cast<std::size_t>(split_row_reals()) * sequences_per_block * (element / 2)
                          : static_cast<std::size_t>(padded_length()) * sequences_per_block * element;
    // A joined pass reuses the shared memory of the one before once every block has read it.
    for (const KernelSpec& joined : cluster_rows) own = std::max(own, joined.shared_bytes());
    return own;
}

KernelSpec::SplitStores KernelSpec::split_stores(std::int64_t radix, std::int64_t span) const {
    const std::int64_t g = split_pad_group();
    if (span % g == 0) return SplitStores::by_span;
    if (g % (radix * span) == 0) return SplitStores::one_group;
    if (g % span == 0 && (radix * span) % g == 0) return SplitStores::whole_groups;
    return SplitStores::none;
}

bool KernelSpec::split_slots_affine() const {
    std::int64_t p = 1;
    for (std::size_t s = 0; s < radices.size(); ++s) {
        const std::int64_t r = radices[s];
        const bool stores = s + 1 == radices.size() || split_stores(r, p) != SplitStores::none;
        const bool loads = s == 0 || (length / r) % split_pad_group() == 0;
        if (!stores || !loads) return false;
        p *= r;
    }
    return true;
}

bool KernelSpec::can_split_exchange() const {
    return radices.size() > 1 && mapping == ThreadMapping::sequence_major && !read_map && !write_map &&
           !load_op && !store_op && !convolution_op && shared_rader.empty() && cluster_rows.empty() &&
           !stage_input && !stage_output && split_slots_affine();
}

bool KernelSpec::real_pairs_in_one_butterfly() const {
    return read_map.kind == ElementMapKind::real_pair_rows && write_map.kind == ElementMapKind::split_pair_spectra &&
           radices.size() == 1 && !load_op && !store_op && !convolution_op;
}

std::int64_t KernelSpec::staged_row_length(bool input) const {
    if (staged_reals(input)) return (input ? read_map : write_map).n;
    const bool hermitian =
        input ? read_map.kind == ElementMapKind::hermitian_pairs ||
                    read_map.kind == ElementMapKind::hermitian_pair_rows
              : (write_map.kind == ElementMapKind::split_spectrum && !write_map.splits_mirror_rows()) ||
                    write_map.kind == ElementMapKind::split_pair_spectra;
    return length + (hermitian ? 1 : 0);
}

std::int64_t KernelSpec::staged_row_slots(bool input) const {
    const std::int64_t row = staged_row_length(input);
    return staged_reals(input) ? (row + 1) / 2 : row;
}

std::int64_t KernelSpec::staged_slot(bool input, std::int64_t pos) const {
    if (staged_reals(input)) return pos / 2;
    if (!input && write_map.paired_r2r() && write_map.r2r == R2RKind::dst2) return length - 1 - pos;
    const std::int64_t half = length / 2 + 1;
    if (input || write_map.kind != ElementMapKind::split_pair_spectra || pos < half) return pos;
    return length - (pos - half);
}

std::int64_t KernelSpec::staged_row_pitch(bool input) const {
    if (outer.empty()) return staged_row_length(input);
    return input ? outer.back().in_stride : outer.back().out_stride;
}

std::int64_t KernelSpec::output_span() const {
    if (!cluster_rows.empty()) return writing_pass().output_span();
    // A split or combine pass's sequences are the f <= m/2 of each row (its last outer dim), and
    // its writes reach the row's whole length.
    const bool mirrors = write_map.writes_mirror_halves();
    std::int64_t last =
        mirrors ? (write_map.mirror_places() - 1) * write_map.axis_stride : (data_length() - 1) * out_stride;
    for (std::size_t d = 0; d + (mirrors ? 1 : 0) < outer.size(); ++d)
        last += (outer[d].length - 1) * outer[d].out_stride;
    // A split over mirrored rows also writes X[m], one axis step past the last row's last element.
    if (write_map.splits_mirror_rows()) last += write_map.axis_stride;
    return last + 1;
}

// Stage s with radix R after earlier stages of product p needs w^(t*k), t in 1..R-1, k in 0..p-1.
// The first stage (p = 1) needs none.
std::int64_t stage_twiddle_count(const std::vector<int>& radices) {
    std::int64_t count = 0, p = 1;
    for (int r : radices) {
        if (p > 1) count += static_cast<std::int64_t>(r - 1) * p;
        p *= r;
    }
    return count;
}

// Powers (p - 1 entries), spectrum (p - 1) and the sub-stages' twiddles.
std::int64_t shared_rader_table_size(const SharedRader& r) {
    return 2 * static_cast<std::int64_t>(r.prime - 1) + stage_twiddle_count(r.sub_radices);
}

const SharedRader* KernelSpec::shared_rader_of(int radix) const {
    for (const auto& r : shared_rader)
        if (r.prime == radix) return &r;
    return nullptr;
}

std::int64_t KernelSpec::twiddle_count() const {
    std::int64_t count = twiddles == TwiddleSource::table ? stage_twiddle_count(radices) : 0;
    for (const auto& r : shared_rader) count += shared_rader_table_size(r);
    return count;
}

// DCT-I is the real part of an FFT of the even extension (2(n-1)), DST-I the imaginary part of the
// odd extension (2(n+1)); II and III are Makhoul's reorderings onto an FFT of length n; IV pairs
// x[2m] with x[n-1-2m] onto n/2 for even n and is a zero-padded 2n otherwise.
std::int64_t r2r_fft_length(R2RKind kind, std::int64_t n) {
    switch (kind) {
        case R2RKind::dct1: return 2 * (n - 1);
        case R2RKind::dst1: return 2 * (n + 1);
        case R2RKind::dct4:
        case R2RKind::dst4: return n % 2 == 0 ? n / 2 : 2 * n;
        default: return n;
    }
}

bool r2r_is_type_2_or_3(R2RKind kind) {
    return kind == R2RKind::dct2 || kind == R2RKind::dct3 || kind == R2RKind::dst2 || kind == R2RKind::dst3;
}

namespace {
// Makhoul's order: FFT element f holds x[2f] for 2f < n, x[2n-1-2f] above.
std::int64_t makhoul_place(std::int64_t n, std::int64_t f) { return 2 * f < n ? 2 * f : 2 * n - 1 - 2 * f; }
}  // namespace

R2RPlaces r2r_read_places(R2RKind kind, std::int64_t n, std::int64_t f) {
    const std::int64_t length = r2r_fft_length(kind, n);
    switch (kind) {
        case R2RKind::dct1: return {f < n ? f : length - f};
        case R2RKind::dst1:
            if (f % (n + 1) == 0) return {};
            return {f < n + 1 ? f - 1 : length - 1 - f};
        case R2RKind::dct2:
        case R2RKind::dst2: return {makhoul_place(n, f)};
        case R2RKind::dct3: return {f, f > 0 ? n - f : -1};
        case R2RKind::dst3: return {n - 1 - f, f > 0 ? f - 1 : -1};
        case R2RKind::dct4:
        case R2RKind::dst4:
            if (n % 2 == 0) return {2 * f, n - 1 - 2 * f};
            return {f < n ? f : -1};
    }
    return {};
}

R2RPlaces r2r_write_places(R2RKind kind, std::int64_t n, std::int64_t f) {
    switch (kind) {
        case R2RKind::dct1: return {f < n ? f : -1};
        case R2RKind::dst1: return {f > 0 && f <= n ? f - 1 : -1};
        case R2RKind::dct2: return {f};
        case R2RKind::dst2: return {n - 1 - f};
        case R2RKind::dct3:
        case R2RKind::dst3: return {makhoul_place(n, f)};
        case R2RKind::dct4:
        case R2RKind::dst4:
            if (n % 2 == 0) return {2 * f, n - 1 - 2 * f};
            return {f < n ? f : -1};
    }
    return {};
}

Direction r2r_fft_direction(R2RKind kind) {
    return kind == R2RKind::dct3 || kind == R2RKind::dst3 ? Direction::inverse : Direction::forward;
}

std::vector<KernelEntry> kernel_entries(const KernelGraph& graph) {
    std::vector<KernelEntry> entries;
    for (std::size_t k = 0; k < graph.kernels.size(); ++k)
        for (Direction d : {Direction::forward, Direction::inverse})
            if (graph.kernels[k].runs(d)) entries.push_back({static_cast<int>(k), d});
    return entries;
}

}  // namespace prism::plan
