/* Pass 2: along axis 2, one workgroup per stored frequency row per channel: forward FFT, product
 * with the kernel's spectrum, inverse FFT, in place. Part of bloom_kernels.h. */

/* The thread's index, masked: the compiler then knows it is below GROUP2, so the bounds of the
 * padded row fold to constants for every element wholly inside or outside the image (unmasked,
 * each of the 16 loads of a 2048-point row kept a compare and a branch). */
#define BLOOM_LANE2 (BLOOM_THREAD & (BLOOM_GROUP2 - 1u))

/* Row u of the half spectra, padded along axis 2 (zero, or the mirrored line's spectrum: the axis-1
 * FFT is per line, so mirroring lines commutes with it). Natural order in. */
BLOOM_FN void bloom_load_row(BloomLine2* line, const BLOOM_GLOBAL float2* row) {
    for (uint k = 0u; k < BLOOM_COUNT2; ++k) {
        const int position = (int)((k << BLOOM_W2) | BLOOM_LANE2) - BLOOM_OFFSET2;
        const int source = bloom_padded_source(position, BLOOM_EXTENT2, BLOOM_MIRROR);
        line->values[k] = source >= 0 ? row[source] : bloom_complex(0.0f, 0.0f);
    }
}

/* The image rows' positions after the inverse (natural order), without the padding. */
BLOOM_FN void bloom_store_row(const BloomLine2* line, BLOOM_GLOBAL float2* row) {
    for (uint k = 0u; k < BLOOM_COUNT2; ++k) {
        const int position = (int)((k << BLOOM_W2) | BLOOM_LANE2) - BLOOM_OFFSET2;
        if (position >= 0 && position < BLOOM_EXTENT2) row[position] = line->values[k];
    }
}

/* The kernel spectrum's row at padded frequency u, interpolated along axis 1 once per workgroup
 * and kept in shared memory (row 0 also takes the Nyquist row, after it): the samples along
 * axis 2 then come from there. Read from the table directly, the neighbours a thread needs sit at
 * Nabla-ordered, scattered frequencies, and the scattered 8-byte loads kept L1 the busiest unit of
 * this pass. Staged only where the rows fit beside the FFT's shared memory in 48 KiB (every
 * bilinear table of the document's sizes; not the padded-size table of exact mode at 4096). */
#define BLOOM_STAGED_ROW_SLOTS BLOOM_PADDED_SLOT(BLOOM_TABLE2) /* Nabla-ordered lanes: off one bank */
#define BLOOM_TABLE_STAGED ((BLOOM_SHARED2 + 2u * BLOOM_STAGED_ROW_SLOTS) * 8u <= 49152u)
#define BLOOM_STAGED_TABLE_SLOTS (BLOOM_TABLE_STAGED ? 2u * BLOOM_STAGED_ROW_SLOTS : 0u)
#define BLOOM_TABLE_PLANE_OF(table, channel) ((table) + (channel) * (BLOOM_TABLE_ROWS * BLOOM_TABLE2))

/* The weight of table bin (i >> ratio_log2) + 1 at padded frequency i, linear interpolation. */
BLOOM_FN float bloom_fraction(uint i, uint ratio_log2) {
    return (float)(i & ((1u << ratio_log2) - 1u)) * (1.0f / (float)(1u << ratio_log2));
}

/* Bin s along axis 2 of the table interpolated along axis 1 at padded frequency u (u up to the
 * Nyquist row LENGTH1/2, which lands on table row TABLE1/2 with weight 0). */
BLOOM_FN float2 bloom_table_bin_at_row(const BLOOM_GLOBAL float2* plane, uint u, uint s) {
    const uint r0 = u >> BLOOM_RATIO1_LOG2, r1 = bloom_min(r0 + 1u, BLOOM_TABLE1 / 2u);
    return bloom_lerp(plane[r0 * BLOOM_TABLE2 + s], plane[r1 * BLOOM_TABLE2 + s],
                      bloom_fraction(u, BLOOM_RATIO1_LOG2));
}

/* Coalesced; the FFT's first barrier orders these writes before any read. A fixed number of rounds,
 * so the compiler unrolls them and issues all their loads at once (one memory round trip, not
 * one per round). */
#define BLOOM_STAGE_ROUNDS2 ((BLOOM_TABLE2 + BLOOM_GROUP2 - 1u) / BLOOM_GROUP2)
BLOOM_FN void bloom_stage_kernel_rows(BLOOM_SHARED_POINTER(float2) staged, const BLOOM_GLOBAL float2* plane,
                                      uint u) {
    if (!BLOOM_TABLE_STAGED) return;
    BLOOM_UNROLL
    for (uint r = 0u; r < BLOOM_STAGE_ROUNDS2; ++r) {
        const uint s = BLOOM_LANE2 + r * BLOOM_GROUP2;
        if (s >= BLOOM_TABLE2) break;
        staged[BLOOM_PADDED_SLOT(s)] = bloom_table_bin_at_row(plane, u, s);
        if (u == 0u)
            staged[BLOOM_STAGED_ROW_SLOTS + BLOOM_PADDED_SLOT(s)] =
                bloom_table_bin_at_row(plane, BLOOM_HALF1, s);
    }
}

/* The kernel spectrum at padded frequency (u, v), u < LENGTH1/2 or u = LENGTH1/2 (the Nyquist
 * row): bins of the smaller table, bilinearly interpolated (periodic along axis 2; u never passes
 * the Nyquist row along axis 1), first along axis 1, then along axis 2. From the staged rows, or
 * from the table. */
BLOOM_FN float2 bloom_kernel_bin(const BLOOM_SHARED_POINTER(float2) staged, const BLOOM_GLOBAL float2* plane,
                                 uint u, uint v) {
    if (BLOOM_RATIO2_LOG2 == 0 && BLOOM_TABLE_STAGED)
        return staged[(u == BLOOM_HALF1 ? BLOOM_STAGED_ROW_SLOTS : 0u) + BLOOM_PADDED_SLOT(v)];
    const uint s0 = v >> BLOOM_RATIO2_LOG2, s1 = (s0 + 1u) & (BLOOM_TABLE2 - 1u);
    const float fv = bloom_fraction(v, BLOOM_RATIO2_LOG2);
    if (BLOOM_TABLE_STAGED) {
        const BLOOM_SHARED_POINTER(float2) row = staged + (u == BLOOM_HALF1 ? BLOOM_STAGED_ROW_SLOTS : 0u);
        return bloom_lerp(row[BLOOM_PADDED_SLOT(s0)], row[BLOOM_PADDED_SLOT(s1)], fv);
    }
    return bloom_lerp(bloom_table_bin_at_row(plane, u, s0), bloom_table_bin_at_row(plane, u, s1), fv);
}

/* A row 0 < u < LENGTH1/2: a plain product, in Nabla order. */
BLOOM_FN void bloom_multiply_row(BloomLine2* line, const BLOOM_SHARED_POINTER(float2) staged,
                                 const BLOOM_GLOBAL float2* plane, uint u) {
    const uint thread_part = prism_fft_dft_index(BLOOM_LANE2, BLOOM_E2, BLOOM_W2);
    for (uint k = 0u; k < BLOOM_COUNT2; ++k) {
        const uint v = bloom_dft_index(thread_part, k, BLOOM_E2, BLOOM_W2);
        line->values[k] = bloom_mul(line->values[k], bloom_kernel_bin(staged, plane, u, v));
    }
}

/* Row 0 holds two real rows, DC (.x) and Nyquist (.y) of axis 1, so its FFT packed them: unpack
 * with the mirrors, multiply each by its own kernel row, pack again for the inverse. The mirrors
 * come from the shared copy of the spectrum, so changing the line in place is safe. */
BLOOM_FN void bloom_multiply_zero_nyquist_rows(BloomLine2* line, BloomShared* shared,
                                               const BLOOM_SHARED_POINTER(float2) staged,
                                               const BLOOM_GLOBAL float2* plane) {
    const uint thread_part = prism_fft_dft_index(BLOOM_LANE2, BLOOM_E2, BLOOM_W2);
    bloom_share_spectrum(line->values, thread_part, BLOOM_E2, BLOOM_W2, shared);
    for (uint k = 0u; k < BLOOM_COUNT2; ++k) {
        const uint v = bloom_dft_index(thread_part, k, BLOOM_E2, BLOOM_W2);
        const float2 mirror = bloom_shared_mirror(v, BLOOM_E2, BLOOM_W2, shared);
        const float2 zero =
            bloom_mul(bloom_unpack_x(line->values[k], mirror), bloom_kernel_bin(staged, plane, 0u, v));
        const float2 nyquist = bloom_mul(bloom_unpack_y(line->values[k], mirror),
                                         bloom_kernel_bin(staged, plane, BLOOM_HALF1, v));
        line->values[k] = bloom_pack(zero, nyquist);
    }
}

/* 16 elements a thread: 4 workgroups of 128 per SM, 128 registers. With the row's loads and the
 * kernel rows' all issued up front, 6 (80 registers) spilled 104 bytes and 5 (96) 48, and both
 * ran slower on an H100 (docs/bloom.md, "Speed"). */
BLOOM_KERNEL_RESIDENT(bloom_rows_multiply, BLOOM_GROUP2, BLOOM_E2 <= 3 ? 1024 : 512)
(BLOOM_GLOBAL float2* lines, const BLOOM_GLOBAL float2* BLOOM_RESTRICT table) {
    BLOOM_SHARED_ARRAY(scratch, BLOOM_SHARED2 + BLOOM_STAGED_TABLE_SLOTS);
    BloomShared shared = {scratch};
    BLOOM_SHARED_POINTER(float2) staged = scratch + BLOOM_SHARED2;
    const uint channel = BLOOM_GROUP / BLOOM_HALF1, u = BLOOM_GROUP % BLOOM_HALF1;
    const BLOOM_GLOBAL float2* plane = BLOOM_TABLE_PLANE_OF(table, channel);
    BLOOM_GLOBAL float2* row = lines + channel * BLOOM_LINES_PLANE + u * BLOOM_EXTENT2;
    BloomLine2 line;
    bloom_stage_kernel_rows(staged, plane, u);
    bloom_load_row(&line, row);
    bloom_forward2(&line, &shared);
    if (u == 0u)
        bloom_multiply_zero_nyquist_rows(&line, &shared, staged, plane); /* uniform per group */
    else
        bloom_multiply_row(&line, staged, plane, u);
    BLOOM_BARRIER(); /* the inverse's first shared write must wait for the last reads; and every */
    bloom_inverse2(&line, &shared); /* thread's load of the row precedes any store into it */
    bloom_store_row(&line, row);
}
