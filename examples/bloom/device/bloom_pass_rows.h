/* Pass 2: along axis 2, one workgroup per stored frequency row per channel: forward FFT, product
 * with the kernel's spectrum, inverse FFT, in place. Part of bloom_kernels.h. */

/* Row u of the half spectra, padded along axis 2 (zero, or the mirrored line's spectrum: the axis-1
 * FFT is per line, so mirroring lines commutes with it). Natural order in. */
BLOOM_FN void bloom_load_row(BloomLine2* line, const BLOOM_GLOBAL float2* row) {
    for (uint k = 0u; k < BLOOM_COUNT2; ++k) {
        const int position = (int)((k << BLOOM_W2) | BLOOM_THREAD) - BLOOM_OFFSET2;
        const int source = bloom_padded_source(position, BLOOM_EXTENT2, BLOOM_MIRROR);
        line->values[k] = source >= 0 ? row[source] : bloom_complex(0.0f, 0.0f);
    }
}

/* The image rows' positions after the inverse (natural order), without the padding. */
BLOOM_FN void bloom_store_row(const BloomLine2* line, BLOOM_GLOBAL float2* row) {
    for (uint k = 0u; k < BLOOM_COUNT2; ++k) {
        const int position = (int)((k << BLOOM_W2) | BLOOM_THREAD) - BLOOM_OFFSET2;
        if (position >= 0 && position < BLOOM_EXTENT2) row[position] = line->values[k];
    }
}

/* A row 0 < u < LENGTH1/2: a plain product, in Nabla order. */
BLOOM_FN void bloom_multiply_row(BloomLine2* line, const BLOOM_GLOBAL float2* table, uint channel, uint u) {
    const uint thread_part = prism_fft_dft_index(BLOOM_THREAD, BLOOM_E2, BLOOM_W2);
    for (uint k = 0u; k < BLOOM_COUNT2; ++k) {
        const uint v = bloom_dft_index(thread_part, k, BLOOM_E2, BLOOM_W2);
        line->values[k] = bloom_mul(line->values[k], bloom_kernel_spectrum(table, channel, u, v));
    }
}

/* Row 0 holds two real rows, DC (.x) and Nyquist (.y) of axis 1, so its FFT packed them: unpack
 * with the mirrors, multiply each by its own kernel row, pack again for the inverse. The mirrors
 * come from the shared copy of the spectrum, so changing the line in place is safe. */
BLOOM_FN void bloom_multiply_zero_nyquist_rows(BloomLine2* line, BloomShared* shared,
                                               const BLOOM_GLOBAL float2* table, uint channel) {
    const uint thread_part = prism_fft_dft_index(BLOOM_THREAD, BLOOM_E2, BLOOM_W2);
    bloom_share_spectrum(line->values, thread_part, BLOOM_E2, BLOOM_W2, shared);
    for (uint k = 0u; k < BLOOM_COUNT2; ++k) {
        const uint v = bloom_dft_index(thread_part, k, BLOOM_E2, BLOOM_W2);
        const float2 mirror = bloom_shared_mirror(v, BLOOM_E2, BLOOM_W2, shared);
        const float2 zero = bloom_mul(bloom_unpack_x(line->values[k], mirror),
                                      bloom_kernel_spectrum(table, channel, 0u, v));
        const float2 nyquist = bloom_mul(bloom_unpack_y(line->values[k], mirror),
                                         bloom_kernel_spectrum(table, channel, BLOOM_HALF1, v));
        line->values[k] = bloom_pack(zero, nyquist);
    }
}

BLOOM_KERNEL_OCCUPIED(bloom_rows_multiply, BLOOM_GROUP2)
(BLOOM_GLOBAL float2* lines, const BLOOM_GLOBAL float2* BLOOM_RESTRICT table) {
    BLOOM_SHARED_ARRAY(scratch, BLOOM_SHARED2);
    BloomShared shared = {scratch};
    const uint channel = BLOOM_GROUP / BLOOM_HALF1, u = BLOOM_GROUP % BLOOM_HALF1;
    BLOOM_GLOBAL float2* row = lines + channel * BLOOM_LINES_PLANE + u * BLOOM_EXTENT2;
    BloomLine2 line;
    bloom_load_row(&line, row);
    bloom_forward2(&line, &shared);
    if (u == 0u)
        bloom_multiply_zero_nyquist_rows(&line, &shared, table, channel); /* uniform per group */
    else
        bloom_multiply_row(&line, table, channel, u);
    BLOOM_BARRIER(); /* the inverse's first shared write must wait for the last reads; and every */
    bloom_inverse2(&line, &shared); /* thread's load of the row precedes any store into it */
    bloom_store_row(&line, row);
}
