// Emits the element maps of real transforms (plan/kernel_graph.hpp's ElementMap): how a kernel's
// complex FFT sequence is read from real or Hermitian-half data, and written back to it.
#pragma once

#include <complex>
#include <functional>
#include <vector>

#include "gen/element_ops.hpp"

namespace prism::gen {

// Where a map reads or writes. `site.pos` is the element's position in the kernel's sequence,
// whose element `pos` lives at base + pos * stride in the user buffer `buffer` (for maps onto a
// longer virtual axis, where it would live: gathers offset from there by whole axis strides).
struct MapSite {
    OpSite site;
    ExprPtr base;
    std::int64_t stride = 1;
    const char* buffer = "";
    // Where real g of the row lies in `buffer` when the row is not at base + g * the axis stride:
    // a row of reals staged in shared memory (gen/staged_copy.cpp). Null: in the user's buffer.
    std::function<ExprPtr(ExprPtr g)> real_at = nullptr;
};

// The value of the FFT's input element at `at`, zero where `exists` (null: always) is false, in
// which case no memory is touched.
Complex read_mapped(StmtBuilder& b, const plan::ElementMap& map, const MapSite& at, ExprPtr exists);

// Writes the FFT's output element `value` at `at` where `guard` (null: always) holds.
void write_mapped(StmtBuilder& b, const plan::ElementMap& map, const MapSite& at, Complex value, ExprPtr guard);

// The split-spectrum write of an even-length r2c: given Z[f] and Z[m-f] of the half-length FFT
// (Z[m] meaning Z[0]), the two outputs X[f] and X[m-f], which it writes (X[m-f] only when f != m-f);
// for paired rows (split_pair_spectra, Z of length n) both rows' A[f] and B[f] (B where row b exists).
void write_split_spectrum(StmtBuilder& b, const plan::ElementMap& map, const MapSite& at, Complex z_f, Complex z_mirror,
                          ExprPtr guard);

// Element g of the row a map reads, as a complex pair, wherever the row is: device memory, or a
// staged copy in shared memory.
using RowFetch = std::function<ExprPtr(ExprPtr g)>;
// Stores `value` (a complex pair) as element g of the row a map writes, under `b`.
using RowStore = std::function<void(StmtBuilder& b, ExprPtr g, ExprPtr value)>;

// The even-length c2r's read (hermitian_pairs) of FFT element site.pos from X[f] and X[m-f].
Complex read_hermitian_pairs(StmtBuilder& b, const plan::ElementMap& map, const OpSite& site,
                             const RowFetch& fetch);
// The paired-rows c2r's read (hermitian_pair_rows) of FFT element site.pos from the rows' A[g] and
// B[g] (fetch_b gives zero where row b is missing).
Complex read_hermitian_pair_rows(StmtBuilder& b, const plan::ElementMap& map, const OpSite& site,
                                 const RowFetch& fetch_a, const RowFetch& fetch_b);
// A paired DCT/DST-II/III's read of FFT element site.pos from both rows' reals, fetch(g) giving
// (a[g], b[g]) as a pair (ElementMap::paired_r2r), and its type III write of output site.pos,
// store(g) taking (y_a[g], y_b[g]).
Complex read_r2r_pair_rows(StmtBuilder& b, const plan::ElementMap& map, const OpSite& site, const RowFetch& fetch);
void write_r2r_pair_rows(StmtBuilder& b, const plan::ElementMap& map, const OpSite& site, Complex value,
                         const RowStore& store);
// The even-length r2c's split spectrum (split_spectrum) into any row, or the paired rows' spectra
// (split_pair_spectra) into one: A[f] as element f, B[f] as element n - f (where Z[f] and Z[n-f]
// were, so that a split in place in shared memory overwrites only what its own thread read), or the
// paired DCT/DST-II rows' outputs likewise (both rows' y at f and n - f into slots f and n - f).
void write_split_spectrum(StmtBuilder& b, const plan::ElementMap& map, const OpSite& site, Complex z_f,
                          Complex z_mirror, ExprPtr guard, const RowStore& store);

// The even-length r2c's split (split_spectrum) of Z[f] and Z[m-f] at f = site.pos <= m/2 into
// X[f] and X[m-f] (X[m] at f = 0; X[0] and X[m] exactly real), for a caller that stores them.
struct SplitPair {
    Complex at_f, at_mirror;
};
SplitPair split_spectrum_pair(StmtBuilder& b, const plan::ElementMap& map, const OpSite& site, Complex z_f,
                              Complex z_mirror);

// The first stage's inputs of a DCT/DST-II/III's single row read once each (KernelSpec::
// mirror_shuffle_reads): sites[j] is element thread + (n / R) j of the row, R = sites.size();
// `lane` is the thread's index in its block (whose warp holds the sequence's threads).
std::vector<Complex> read_r2r_mirror_shuffle(StmtBuilder& b, const plan::ElementMap& map,
                                             const std::vector<MapSite>& sites, ExprPtr thread, ExprPtr lane);

// A DCT/DST-III's last-stage outputs stored in pairs (KernelSpec::mirror_shuffle_stores): values[j]
// is element thread + (n / R) j of the row (R = values.size(), n even), sites[j] its place for
// 2j < R; the shuffles run in every lane, the stores where `guard` holds.
void write_r2r_mirror_shuffle(StmtBuilder& b, const plan::ElementMap& map, const std::vector<MapSite>& sites,
                              ExprPtr thread, ExprPtr lane, const std::vector<Complex>& values,
                              ExprPtr guard);

// The long-double table a map reads at its lut_offset (empty for maps without one), and its size.
std::vector<std::complex<long double>> element_map_table(const plan::ElementMap& map);
std::int64_t element_map_table_size(const plan::ElementMap& map);

}  // namespace prism::gen
