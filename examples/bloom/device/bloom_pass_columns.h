/* Passes 1 and 3: FFTs along axis 1, one workgroup per pair of image lines (two real lines packed
 * as one complex line) per channel. Part of bloom_kernels.h. */

/* Lines b and b + 1 of a channel (the second zero past the image's edge), padded along axis 1:
 * element k of this thread is padded position k * GROUP1 + thread (natural order, FFT input). */
BLOOM_FN void bloom_load_line_pair(BloomLine1* line, const BLOOM_GLOBAL float* plane, uint b) {
    const int second = b + 1u < BLOOM_EXTENT2;
    for (uint k = 0u; k < BLOOM_COUNT1; ++k) {
        const int position = (int)((k << BLOOM_W1) | BLOOM_THREAD) - BLOOM_OFFSET1;
        const int source = bloom_padded_source(position, BLOOM_EXTENT1, BLOOM_MIRROR);
        float2 value = bloom_complex(0.0f, 0.0f);
        if (source >= 0) {
            const BLOOM_GLOBAL float* at = plane + source * BLOOM_STRIDE1 + b * BLOOM_STRIDE2;
            value = bloom_complex(at[0], second ? at[BLOOM_STRIDE2] : 0.0f);
        }
        line->values[k] = value;
    }
}

/* After the forward FFT (Nabla order): unpack the two real lines' spectra and keep the lower half
 * of each. The locally-even elements (even k) are exactly DFT[0 .. LENGTH1/2 - 1], so each thread
 * stores those, their mirrors read from the shared spectrum. Thread 0 also holds Nyquist (element
 * k = 1) and packs it beside DC: both are real for a real line. */
BLOOM_FN void bloom_store_half_spectra(BloomLine1* line, BloomShared* shared, BLOOM_GLOBAL float2* lines,
                                       uint b) {
    const int second = b + 1u < BLOOM_EXTENT2;
    const uint thread_part = prism_fft_dft_index(BLOOM_THREAD, BLOOM_E1, BLOOM_W1);
    bloom_share_spectrum(line->values, thread_part, BLOOM_E1, BLOOM_W1, shared);
    for (uint k = 0u; k < BLOOM_COUNT1; k += 2u) {
        const float2 z = line->values[k];
        const uint f = bloom_dft_index(thread_part, k, BLOOM_E1, BLOOM_W1);
        const float2 mirror = bloom_shared_mirror(f, BLOOM_E1, BLOOM_W1, shared);
        float2 x = bloom_unpack_x(z, mirror), y = bloom_unpack_y(z, mirror);
        if (f == 0u) {
            const float2 nyquist = line->values[1];
            x = bloom_complex(z.x, nyquist.x);
            y = bloom_complex(z.y, nyquist.y);
        }
        BLOOM_GLOBAL float2* at = lines + f * BLOOM_EXTENT2 + b;
        at[0] = x;
        if (second) at[1] = y;
    }
}

BLOOM_KERNEL(bloom_columns_forward, BLOOM_GROUP1)
(const BLOOM_GLOBAL float* BLOOM_RESTRICT image, BLOOM_GLOBAL float2* BLOOM_RESTRICT lines) {
    BLOOM_SHARED_ARRAY(scratch, BLOOM_SHARED1);
    BloomShared shared = {scratch};
    const uint channel = BLOOM_GROUP / BLOOM_PAIRS, b = 2u * (BLOOM_GROUP % BLOOM_PAIRS);
    BloomLine1 line;
    bloom_load_line_pair(&line, image + channel * BLOOM_PLANE, b);
    bloom_forward1(&line, &shared);
    bloom_store_half_spectra(&line, &shared, lines + channel * BLOOM_LINES_PLANE, b);
}

/* DFT_1[f] of line b, rebuilt from the half spectrum: conjugate symmetry above Nyquist. */
BLOOM_FN float2 bloom_full_spectrum(const BLOOM_GLOBAL float2* lines, uint f, uint b) {
    if (f == 0u) return bloom_complex(lines[b].x, 0.0f);
    if (f == BLOOM_HALF1) return bloom_complex(lines[b].y, 0.0f);
    if (f < BLOOM_HALF1) return lines[f * BLOOM_EXTENT2 + b];
    return bloom_conj(lines[(BLOOM_LENGTH1 - f) * BLOOM_EXTENT2 + b]);
}

/* The inverse takes Nabla order: element k of this thread is frequency getDFTIndex(k*GROUP1 + t).
 * Lines b and b + 1 are packed as X + iY, so one inverse FFT returns both real lines. */
BLOOM_FN void bloom_load_spectrum_pair(BloomLine1* line, const BLOOM_GLOBAL float2* lines, uint b) {
    const int second = b + 1u < BLOOM_EXTENT2;
    const uint thread_part = prism_fft_dft_index(BLOOM_THREAD, BLOOM_E1, BLOOM_W1);
    for (uint k = 0u; k < BLOOM_COUNT1; ++k) {
        const uint f = bloom_dft_index(thread_part, k, BLOOM_E1, BLOOM_W1);
        const float2 x = bloom_full_spectrum(lines, f, b);
        const float2 y = second ? bloom_full_spectrum(lines, f, b + 1u) : bloom_complex(0.0f, 0.0f);
        line->values[k] = bloom_pack(x, y);
    }
}

/* Natural order after the inverse: keep the image's own positions, drop the padding. */
BLOOM_FN void bloom_store_line_pair(const BloomLine1* line, BLOOM_GLOBAL float* plane, uint b) {
    const int second = b + 1u < BLOOM_EXTENT2;
    for (uint k = 0u; k < BLOOM_COUNT1; ++k) {
        const int position = (int)((k << BLOOM_W1) | BLOOM_THREAD) - BLOOM_OFFSET1;
        if (position < 0 || position >= BLOOM_EXTENT1) continue;
        BLOOM_GLOBAL float* at = plane + position * BLOOM_STRIDE1 + b * BLOOM_STRIDE2;
        at[0] = line->values[k].x;
        if (second) at[BLOOM_STRIDE2] = line->values[k].y;
    }
}

BLOOM_KERNEL(bloom_columns_inverse, BLOOM_GROUP1)
(const BLOOM_GLOBAL float2* BLOOM_RESTRICT lines, BLOOM_GLOBAL float* BLOOM_RESTRICT image) {
    BLOOM_SHARED_ARRAY(scratch, BLOOM_FFT_SHARED1);
    BloomShared shared = {scratch};
    const uint channel = BLOOM_GROUP / BLOOM_PAIRS, b = 2u * (BLOOM_GROUP % BLOOM_PAIRS);
    BloomLine1 line;
    bloom_load_spectrum_pair(&line, lines + channel * BLOOM_LINES_PLANE, b);
    bloom_inverse1(&line, &shared);
    bloom_store_line_pair(&line, image + channel * BLOOM_PLANE, b);
}
