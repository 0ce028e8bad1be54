/* The kernel's spectrum, computed once: pass 1 (bloom_columns_forward) on the kernel image, then
 * these two. In this module the "image" is the kernel and the padded size is the table's.
 * Part of bloom_kernels.h. */

#define BLOOM_TABLE_PLANE (BLOOM_TABLE_ROWS * BLOOM_LENGTH2)

/* Along axis 2, store the spectrum rows in natural order. Row 0 unpacks into the DC row (table
 * row 0) and the Nyquist row (table row LENGTH1/2), which bilinear sampling needs apart. */
BLOOM_KERNEL(bloom_rows_spectrum, BLOOM_GROUP2)
(const BLOOM_GLOBAL float2* BLOOM_RESTRICT lines, BLOOM_GLOBAL float2* BLOOM_RESTRICT raw_table) {
    BLOOM_SHARED_ARRAY(scratch, BLOOM_SHARED2);
    BloomShared shared = {scratch};
    const uint channel = BLOOM_GROUP / BLOOM_HALF1, u = BLOOM_GROUP % BLOOM_HALF1;
    BloomLine2 line;
    bloom_load_row(&line, lines + channel * BLOOM_LINES_PLANE + u * BLOOM_EXTENT2);
    bloom_forward2(&line, &shared);
    BLOOM_GLOBAL float2* plane = raw_table + channel * BLOOM_TABLE_PLANE;
    const uint thread_part = prism_fft_dft_index(BLOOM_LANE2, BLOOM_E2, BLOOM_W2);
    if (u != 0u) {
        for (uint k = 0u; k < BLOOM_COUNT2; ++k)
            plane[u * BLOOM_LENGTH2 + bloom_dft_index(thread_part, k, BLOOM_E2, BLOOM_W2)] = line.values[k];
        return;
    }
    bloom_share_spectrum(line.values, thread_part, BLOOM_E2, BLOOM_W2, &shared);
    for (uint k = 0u; k < BLOOM_COUNT2; ++k) {
        const uint v = bloom_dft_index(thread_part, k, BLOOM_E2, BLOOM_W2);
        const float2 mirror = bloom_shared_mirror(v, BLOOM_E2, BLOOM_W2, &shared);
        plane[v] = bloom_unpack_x(line.values[k], mirror);
        plane[BLOOM_HALF1 * BLOOM_LENGTH2 + v] = bloom_unpack_y(line.values[k], mirror);
    }
}

/* Normalise by the luminance (CIE Y; the host defines the weights) of the kernel's channel sums, which are
 * the DC bins, and centre the kernel: it sat at (LENGTH1/2, LENGTH2/2) of its frame, and
 * (-1)^(u+v) on the spectrum moves it to the origin. One thread per bin, BLOOM_NORMALISE_GROUP a
 * workgroup (256, or a device's smaller limit for this kernel). */
#ifndef BLOOM_NORMALISE_GROUP
#define BLOOM_NORMALISE_GROUP 256u
#endif
BLOOM_KERNEL(bloom_spectrum_normalise, BLOOM_NORMALISE_GROUP)
(const BLOOM_GLOBAL float2* BLOOM_RESTRICT raw_table, BLOOM_GLOBAL float2* BLOOM_RESTRICT table) {
    const uint i = BLOOM_GROUP * BLOOM_NORMALISE_GROUP + BLOOM_THREAD;
    if (i >= 3u * BLOOM_TABLE_PLANE) return;
    const float luminance = BLOOM_LUMINANCE_R * raw_table[0].x +
                            BLOOM_LUMINANCE_G * raw_table[BLOOM_TABLE_PLANE].x +
                            BLOOM_LUMINANCE_B * raw_table[2u * BLOOM_TABLE_PLANE].x;
    const uint u = (i % BLOOM_TABLE_PLANE) / BLOOM_LENGTH2, v = i % BLOOM_LENGTH2;
    table[i] = bloom_scale(raw_table[i], ((u + v) & 1u) ? -1.0f / luminance : 1.0f / luminance);
}
