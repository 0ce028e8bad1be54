// A Stockham kernel's block-wide copies between device and shared memory (staged loads and
// stores), and the split spectrum of an even-length r2c, which works through shared memory.
#pragma once

#include "gen/stockham_context.hpp"

namespace prism::gen {

// The block's sequences between device memory and shared memory, coalesced: load_side copies the
// input into shared memory (and waits for it), else shared memory goes to the output.
void emit_staged_copy(StmtBuilder& b, const KernelContext& c, bool load_side);

// The staged store of a kernel whose output runs across sequences (stage_output_by_rows).
void emit_staged_store_by_rows(StmtBuilder& b, const KernelContext& c);

// The first stage's input element `pos` from the staged load: the element itself, or for the
// even-length c2r (hermitian_pairs) its pairing of X[pos] with X[m - pos], for paired rows
// (hermitian_pair_rows) the two rows' Hermitian extensions at pos, for a DCT/DST (staged reals)
// the read map's gather, and for paired DCT/DST rows the same from both rows' reals.
Complex read_staged(StmtBuilder& b, const KernelContext& c, ExprPtr pos);

// A DCT/DST's half rows (ElementMap::r2r_halves) stage their Makhoul side (the type II's real
// pairs in, the type III's out) in Makhoul's order: x[g] as real p of the row (g = 2p below n,
// 2n-1-2p above; DST negates odd g), so the copy gathers and scatters and the kernel reads and
// writes v's pairs as complex slots. Read through Makhoul's order in shared memory instead, four
// reals apart, the half rows ran 0.76-0.89x the tables' rows on an H100 (session 54, call 3).
bool stages_makhoul_order(const plan::KernelSpec& k, bool load_side);

// The last stage's output element `pos` into a staged store's rows of reals (a DCT/DST): the
// write map's scatter, in shared memory.
void write_staged_reals(StmtBuilder& b, const KernelContext& c, ExprPtr pos, Complex value);

// The last stage's output element `pos` of paired DCT/DST-III rows into their staged rows, element
// g holding (y_a[g], y_b[g]): the write map's scatter, in shared memory.
void write_staged_pair_rows(StmtBuilder& b, const KernelContext& c, ExprPtr pos, Complex value);

// The r2c's last step when its outputs pair Z[f] with its mirror Z[m-f] (m the kernel's length):
// the even-length split spectrum (X[f] and X[m-f]) and paired rows (both rows' X[f]), f = 0 ... m/2,
// written to the output, or over Z in shared memory for a staged store.
void emit_split_spectrum(StmtBuilder& b, const KernelContext& c);

// The same for a cluster convolution's paired rows (its back pass, ClusterPass::columns_back): Z[f],
// chirped and scaled, lies in the cluster's shared memory as the back pass left it.
// An even r2c's split over the mirrored rows of a four-step's rows pass (kernel_graph.hpp's
// mirror_dim), in shared memory before its rows store; X[m] goes straight to device memory.
void emit_mirror_rows_split(StmtBuilder& b, const KernelContext& c);
void emit_cluster_split_spectrum(StmtBuilder& b, const KernelContext& c);

}  // namespace prism::gen
