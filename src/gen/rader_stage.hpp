// A Stockham stage whose radix is a prime p too large for a register butterfly: Rader's algorithm
// (src/gen/rader.hpp has the algebra) with its cyclic convolution of length L = p - 1 computed
// by the whole block through shared memory, for each of the stage's N/p butterflies at once.
//
// Butterfly J of the stage (its inputs at J + t*N/p, twiddled as any stage's) owns the p slots
// J*p ... J*p + p - 1 of the sequence's shared memory: slot 0 holds x_0, slots 1 ... L its
// convolution. In place, so the stage needs no more shared memory than the sequence:
//   forward sub-FFT:  L-point Stockham sub-stages over the slots, the first reading the stage's
//                     inputs permuted, a_q = x[g^q] (g a primitive root), and twiddled; the last
//                     multiplying by the table B = DFT(b)/L, b_q = w^(g^-q), adding x_0 to the
//                     zero frequency and leaving y_0 = x_0 + A_0 in slot 0;
//   inverse sub-FFT:  the opposite direction, the last sub-stage writing y[g^-m] = x_0 + c_m and
//                     y_0 to the stage's output positions (J - k)*p + k + t*P (P the product of
//                     the earlier radices, k = J mod P).
// Each sub-stage is the threads' share of the N/p * L/r butterflies of radix r, with the barriers
// of any stage. The inverse transform uses the forward table: with s = +1 the convolution is
// DFT_-(DFT_+(a) * DFT_+(conj b_forward)) and DFT_+(conj b) = conj(DFT_-(b)), so the inverse
// kernel runs the sub-FFTs the other way round and multiplies by conj B.
#pragma once

#include <vector>

#include "gen/stockham_context.hpp"
#include "gen/twiddles.hpp"

namespace prism::gen {

// The stage, both sub-FFTs. It reads and writes shared memory only (the caller copies the sequence
// in or out when the stage is first or last) and ends with a barrier.
void emit_shared_rader_stage(StmtBuilder& b, const KernelContext& c, const Stage& st);

// Its table, plan::shared_rader_table_size(r) entries, computed in long double:
//   [0, L)         (g^q mod p, g^-q mod p) as exact small integers in the real and imaginary parts
//   [L, 2L)        B_k = DFT_-(b)_k / L, b_q = e^{-2 pi i g^-q / p}; B_0 = -1/L exactly
//   [2L, ...)      the forward twiddles of the sub-stages (gen/twiddles.hpp's stage_twiddles)
std::vector<cld> shared_rader_table(const plan::SharedRader& r);

}  // namespace prism::gen
