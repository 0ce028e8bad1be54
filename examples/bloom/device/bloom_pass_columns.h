/* Passes 1 and 3: FFTs along axis 1. A workgroup runs BLOOM_P1 FFTs side by side, one per pair of
 * image lines of a channel (two real lines packed as one complex line); its threads are BLOOM_P1
 * runs of BLOOM_GROUP1, and each FFT has its own stretch of the shared memory. Part of
 * bloom_kernels.h.
 *
 * Why several pairs: the half spectra are stored transposed (lines[f][line], see bloom_kernels.h),
 * so one pair alone writes 16 bytes per frequency, half a 32-byte sector, and the stores of pass 1
 * and the loads of pass 3 ran into the L2's sector rate long before the DRAM's bandwidth. With the
 * spectra of all 2*BLOOM_P1 lines in shared memory, neighbouring threads move neighbouring lines
 * of one frequency instead. */

#define BLOOM_LANE1 (BLOOM_THREAD & (BLOOM_GROUP1 - 1u)) /* thread within its FFT */
#define BLOOM_SUB1 (BLOOM_THREAD >> BLOOM_W1)            /* which of the group's FFTs */
#define BLOOM_THREADS1 (BLOOM_P1 * BLOOM_GROUP1)
#define BLOOM_LINES_PER_GROUP1 (2u * BLOOM_P1)
#define BLOOM_GROUPS_PER_PLANE1 ((BLOOM_PAIRS + BLOOM_P1 - 1u) / BLOOM_P1)
/* Each FFT's stretch: its exchanges (the prelude's BLOOM_FFT_SHARED1) or the whole spectrum with
 * its padding slots, whichever is more; in pass 3 first the two half spectra. Where a warp spans
 * the group's lines (the half spectra stored in pass 1 and loaded in pass 3: lane = line + 8 *
 * frequency with four pairs), its 8-byte accesses reach bank pair 4 * pair + 2 * half + frequency
 * (mod 16) when the stretch is 4 slots past a multiple of 16 and the second half spectrum 2: each
 * half warp on 16 different bank pairs. (Odd sizes had put up to four lanes on one.)
 * module_geometry.cpp's columns_stretch_bytes computes the same size on the host. */
#define BLOOM_SLOTS_AT(at_least, residue) ((((at_least) + 15u - (residue)) & ~15u) + (residue))
#define BLOOM_HALF_SLOTS1 BLOOM_SLOTS_AT(BLOOM_PADDED_SLOT(BLOOM_HALF1), 2u)
#define BLOOM_STRETCH1 \
    BLOOM_SLOTS_AT(BLOOM_MAX(BLOOM_FFT_SHARED1, BLOOM_HALF_SLOTS1 + BLOOM_PADDED_SLOT(BLOOM_HALF1)), 4u)
#define BLOOM_COLUMNS_SHARED (BLOOM_P1 * BLOOM_STRETCH1)

/* Where axis 1 is not the image's contiguous one (y first), the threads of one FFT walk down
 * columns, and loads or stores by them would touch a sector per value. There the group's lines
 * go through shared memory as real values, [position][line in group], and neighbouring threads
 * move neighbouring lines of one image row: 4 * 2 * BLOOM_P1 contiguous bytes. */
#define BLOOM_COLUMNS_STAGED (BLOOM_STRIDE1 != 1)
#define BLOOM_STAGED_LINE(shared) ((BLOOM_SHARED_POINTER(float))(shared)->memory)

/* The float offset of line `line` (0 .. 2*P1-1) at `position` in the staged image rows. Each FFT
 * reads and writes its pair of lines as one 8-byte value at the 32 positions of its warp's lanes;
 * in rows of 2*P1 floats those would sit on 32 / (2*P1) bank pairs (8-way conflicts with four
 * pairs). So each row's pairs are permuted, XOR with position bits above the 16 / P1 positions
 * that span the banks once: any 16 consecutive positions then put one pair on 16 bank pairs,
 * and a row's words stay in its row (the group's row-by-row loops stay conflict-free). */
#define BLOOM_STAGED_SPAN_LOG2 (BLOOM_P1 >= 4u ? 2u : BLOOM_P1 == 2u ? 3u : 4u)
BLOOM_FN uint bloom_staged_offset(uint position, uint line) {
    const uint swizzle = (position >> BLOOM_STAGED_SPAN_LOG2) & (BLOOM_P1 - 1u);
    return position * BLOOM_LINES_PER_GROUP1 + ((((line >> 1) ^ swizzle) << 1) | (line & 1u));
}

/* The loops over all of a group's values (image rows, half spectra) run a fixed number of rounds,
 * the last one partly, so that the compiler unrolls them: a thread's global loads are then all in
 * flight at once, where the loop `i += THREADS1` waited a memory round trip per iteration. */
#define BLOOM_IMAGE_VALUES1 (BLOOM_EXTENT1 * BLOOM_LINES_PER_GROUP1)
#define BLOOM_IMAGE_ROUNDS1 ((BLOOM_IMAGE_VALUES1 + BLOOM_THREADS1 - 1u) / BLOOM_THREADS1)
#define BLOOM_HALF_VALUES1 (BLOOM_HALF1 * BLOOM_LINES_PER_GROUP1)
#define BLOOM_HALF_ROUNDS1 ((BLOOM_HALF_VALUES1 + BLOOM_THREADS1 - 1u) / BLOOM_THREADS1)

/* The image lines of the group at their image positions, zero past the image's last line: every
 * load first, then every store to shared memory. */
BLOOM_FN void bloom_stage_image_lines(BloomShared* group_shared, const BLOOM_GLOBAL float* plane,
                                      uint first_line) {
    BLOOM_SHARED_POINTER(float) staged = BLOOM_STAGED_LINE(group_shared);
    float values[BLOOM_IMAGE_ROUNDS1];
    BLOOM_UNROLL
    for (uint r = 0u; r < BLOOM_IMAGE_ROUNDS1; ++r) {
        const uint i = BLOOM_THREAD + r * BLOOM_THREADS1;
        const uint position = i / BLOOM_LINES_PER_GROUP1, b = first_line + i % BLOOM_LINES_PER_GROUP1;
        values[r] = i < BLOOM_IMAGE_VALUES1 && b < BLOOM_EXTENT2 ? plane[position * BLOOM_STRIDE1 + b * BLOOM_STRIDE2]
                                                                 : 0.0f;
    }
    BLOOM_UNROLL
    for (uint r = 0u; r < BLOOM_IMAGE_ROUNDS1; ++r) {
        const uint i = BLOOM_THREAD + r * BLOOM_THREADS1;
        if (i < BLOOM_IMAGE_VALUES1)
            staged[bloom_staged_offset(i / BLOOM_LINES_PER_GROUP1, i % BLOOM_LINES_PER_GROUP1)] = values[r];
    }
    BLOOM_BARRIER();
}

/* The pair's two lines from the staged image lines, padded along axis 1 (see below). */
BLOOM_FN void bloom_load_staged_line_pair(BloomLine1* line, BloomShared* group_shared) {
    const BLOOM_SHARED_POINTER(float2) staged = (BLOOM_SHARED_POINTER(float2))BLOOM_STAGED_LINE(group_shared);
    for (uint k = 0u; k < BLOOM_COUNT1; ++k) {
        const int position = (int)((k << BLOOM_W1) | BLOOM_LANE1) - BLOOM_OFFSET1;
        const int source = bloom_padded_source(position, BLOOM_EXTENT1, BLOOM_MIRROR);
        line->values[k] = source >= 0 ? staged[bloom_staged_offset((uint)source, 2u * BLOOM_SUB1) / 2u]
                                      : bloom_complex(0.0f, 0.0f);
    }
}

/* Lines b and b + 1 of a channel (zero past the image's edge), padded along axis 1: element k of
 * this thread is padded position k * GROUP1 + lane (natural order, FFT input). */
BLOOM_FN void bloom_load_line_pair(BloomLine1* line, const BLOOM_GLOBAL float* plane, uint b) {
    const int first = b < BLOOM_EXTENT2, second = b + 1u < BLOOM_EXTENT2;
    for (uint k = 0u; k < BLOOM_COUNT1; ++k) {
        const int position = (int)((k << BLOOM_W1) | BLOOM_LANE1) - BLOOM_OFFSET1;
        const int source = bloom_padded_source(position, BLOOM_EXTENT1, BLOOM_MIRROR);
        float2 value = bloom_complex(0.0f, 0.0f);
        if (source >= 0 && first) {
            const BLOOM_GLOBAL float* at = plane + source * BLOOM_STRIDE1 + b * BLOOM_STRIDE2;
            value = bloom_complex(at[0], second ? at[BLOOM_STRIDE2] : 0.0f);
        }
        line->values[k] = value;
    }
}

/* Half spectrum bin f < HALF1 of line `line` (0 .. 2*P1-1) of the group, from its pair's packed
 * spectrum Z in DFT order in shared memory: X = (Z + conj Zm) / 2 for the even line, Y = (Z -
 * conj Zm) / 2i for the odd one. Bin 0 packs DC and Nyquist, both real for a real line. */
BLOOM_FN float2 bloom_half_bin(const BloomShared* group_shared, uint line, uint f) {
    const BLOOM_SHARED_POINTER(float2) z = group_shared->memory + (line >> 1) * BLOOM_STRETCH1;
    const float2 value = z[BLOOM_PADDED_SLOT(f)];
    if (f == 0u) {
        const float2 nyquist = z[BLOOM_PADDED_SLOT(BLOOM_HALF1)];
        return (line & 1u) ? bloom_complex(value.y, nyquist.y) : bloom_complex(value.x, nyquist.x);
    }
    const float2 mirror = z[BLOOM_PADDED_SLOT(BLOOM_LENGTH1 - f)];
    return (line & 1u) ? bloom_unpack_y(value, mirror) : bloom_unpack_x(value, mirror);
}

/* Three workgroups of 512 threads per SM where a thread holds 8 elements (1536 threads: ptxas fits
 * 40 registers without spilling); with 16 elements 1024 (a fifth 256-thread group spilled). */
BLOOM_KERNEL_RESIDENT(bloom_columns_forward, BLOOM_THREADS1, BLOOM_E1 <= 3 ? 1536 : 1024)
(const BLOOM_GLOBAL float* BLOOM_RESTRICT image, BLOOM_GLOBAL float2* BLOOM_RESTRICT lines) {
    BLOOM_SHARED_ARRAY(scratch, BLOOM_COLUMNS_SHARED);
    BloomShared group_shared = {scratch}, shared = {scratch + BLOOM_SUB1 * BLOOM_STRETCH1};
    const uint channel = BLOOM_GROUP / BLOOM_GROUPS_PER_PLANE1;
    const uint first_line = BLOOM_LINES_PER_GROUP1 * (BLOOM_GROUP % BLOOM_GROUPS_PER_PLANE1);
    BloomLine1 line;
    if (BLOOM_COLUMNS_STAGED) {
        bloom_stage_image_lines(&group_shared, image + channel * BLOOM_PLANE, first_line);
        bloom_load_staged_line_pair(&line, &group_shared);
    } else {
        bloom_load_line_pair(&line, image + channel * BLOOM_PLANE, first_line + 2u * BLOOM_SUB1);
    }
    bloom_forward1(&line, &shared); /* it starts with a barrier: the staged reads are done */
    bloom_share_spectrum(line.values, prism_fft_dft_index(BLOOM_LANE1, BLOOM_E1, BLOOM_W1), BLOOM_E1,
                         BLOOM_W1, &shared);
    /* The lower halves of the group's lines, neighbouring threads on neighbouring lines. */
    BLOOM_GLOBAL float2* plane = lines + channel * BLOOM_LINES_PLANE;
    BLOOM_UNROLL
    for (uint r = 0u; r < BLOOM_HALF_ROUNDS1; ++r) {
        const uint i = BLOOM_THREAD + r * BLOOM_THREADS1;
        const uint line_in_group = i % BLOOM_LINES_PER_GROUP1, f = i / BLOOM_LINES_PER_GROUP1;
        const uint b = first_line + line_in_group;
        if (i < BLOOM_HALF_VALUES1 && b < BLOOM_EXTENT2)
            plane[f * BLOOM_EXTENT2 + b] = bloom_half_bin(&group_shared, line_in_group, f);
    }
}

/* DFT_1[f] of one line from its half spectrum (bins 0 .. HALF1 - 1, bin 0 packing DC and
 * Nyquist): conjugate symmetry above Nyquist. */
BLOOM_FN float2 bloom_full_bin(const BLOOM_SHARED_POINTER(float2) spectrum_half, uint f) {
    if (f == 0u) return bloom_complex(spectrum_half[0].x, 0.0f);
    if (f == BLOOM_HALF1) return bloom_complex(spectrum_half[0].y, 0.0f);
    if (f < BLOOM_HALF1) return spectrum_half[BLOOM_PADDED_SLOT(f)];
    return bloom_conj(spectrum_half[BLOOM_PADDED_SLOT(BLOOM_LENGTH1 - f)]);
}

/* The group's half spectra into shared memory (coalesced: neighbouring threads on neighbouring
 * lines), each pair's two lines side by side in its FFT's stretch; zero for lines past the edge.
 * Every load first, then every store (see BLOOM_HALF_ROUNDS1). */
BLOOM_FN void bloom_stage_half_spectra(BloomShared* group_shared, const BLOOM_GLOBAL float2* plane,
                                       uint first_line) {
    float2 values[BLOOM_HALF_ROUNDS1];
    BLOOM_UNROLL
    for (uint r = 0u; r < BLOOM_HALF_ROUNDS1; ++r) {
        const uint i = BLOOM_THREAD + r * BLOOM_THREADS1;
        const uint b = first_line + i % BLOOM_LINES_PER_GROUP1;
        values[r] = i < BLOOM_HALF_VALUES1 && b < BLOOM_EXTENT2
                        ? plane[(i / BLOOM_LINES_PER_GROUP1) * BLOOM_EXTENT2 + b]
                        : bloom_complex(0.0f, 0.0f);
    }
    BLOOM_UNROLL
    for (uint r = 0u; r < BLOOM_HALF_ROUNDS1; ++r) {
        const uint i = BLOOM_THREAD + r * BLOOM_THREADS1;
        const uint line_in_group = i % BLOOM_LINES_PER_GROUP1;
        if (i < BLOOM_HALF_VALUES1)
            group_shared->memory[(line_in_group >> 1) * BLOOM_STRETCH1 + (line_in_group & 1u) * BLOOM_HALF_SLOTS1 +
                                 BLOOM_PADDED_SLOT(i / BLOOM_LINES_PER_GROUP1)] = values[r];
    }
    BLOOM_BARRIER();
}

/* The inverse takes Nabla order: element k of this thread is frequency getDFTIndex(k*GROUP1 + lane).
 * The pair's lines are packed as X + iY, so one inverse FFT returns both real lines. */
BLOOM_FN void bloom_load_spectrum_pair(BloomLine1* line, const BloomShared* shared) {
    const uint thread_part = prism_fft_dft_index(BLOOM_LANE1, BLOOM_E1, BLOOM_W1);
    for (uint k = 0u; k < BLOOM_COUNT1; ++k) {
        const uint f = bloom_dft_index(thread_part, k, BLOOM_E1, BLOOM_W1);
        line->values[k] = bloom_pack(bloom_full_bin(shared->memory, f),
                                     bloom_full_bin(shared->memory + BLOOM_HALF_SLOTS1, f));
    }
}

/* Natural order after the inverse: keep the image's own positions, drop the padding. */
BLOOM_FN void bloom_store_line_pair(const BloomLine1* line, BLOOM_GLOBAL float* plane, uint b) {
    if (b >= BLOOM_EXTENT2) return;
    const int second = b + 1u < BLOOM_EXTENT2;
    for (uint k = 0u; k < BLOOM_COUNT1; ++k) {
        const int position = (int)((k << BLOOM_W1) | BLOOM_LANE1) - BLOOM_OFFSET1;
        if (position < 0 || position >= BLOOM_EXTENT1) continue;
        BLOOM_GLOBAL float* at = plane + position * BLOOM_STRIDE1 + b * BLOOM_STRIDE2;
        at[0] = line->values[k].x;
        if (second) at[BLOOM_STRIDE2] = line->values[k].y;
    }
}

/* The same through shared memory (BLOOM_COLUMNS_STAGED): every FFT's two lines at their image
 * positions, then the group's lines row by row. */
BLOOM_FN void bloom_store_staged_lines(const BloomLine1* line, BloomShared* group_shared,
                                       BLOOM_GLOBAL float* plane, uint first_line) {
    BLOOM_SHARED_POINTER(float) staged = BLOOM_STAGED_LINE(group_shared);
    BLOOM_BARRIER(); /* the inverse FFT's last shared reads */
    for (uint k = 0u; k < BLOOM_COUNT1; ++k) {
        const int position = (int)((k << BLOOM_W1) | BLOOM_LANE1) - BLOOM_OFFSET1;
        if (position < 0 || position >= BLOOM_EXTENT1) continue;
        ((BLOOM_SHARED_POINTER(float2))staged)[bloom_staged_offset((uint)position, 2u * BLOOM_SUB1) / 2u] =
            line->values[k];
    }
    BLOOM_BARRIER();
    BLOOM_UNROLL
    for (uint r = 0u; r < BLOOM_IMAGE_ROUNDS1; ++r) {
        const uint i = BLOOM_THREAD + r * BLOOM_THREADS1;
        const uint line_in_group = i % BLOOM_LINES_PER_GROUP1, position = i / BLOOM_LINES_PER_GROUP1;
        const uint b = first_line + line_in_group;
        if (i < BLOOM_IMAGE_VALUES1 && b < BLOOM_EXTENT2)
            plane[position * BLOOM_STRIDE1 + b * BLOOM_STRIDE2] = staged[bloom_staged_offset(position, line_in_group)];
    }
}

BLOOM_KERNEL(bloom_columns_inverse, BLOOM_THREADS1)
(const BLOOM_GLOBAL float2* BLOOM_RESTRICT lines, BLOOM_GLOBAL float* BLOOM_RESTRICT image) {
    BLOOM_SHARED_ARRAY(scratch, BLOOM_COLUMNS_SHARED);
    BloomShared group_shared = {scratch}, shared = {scratch + BLOOM_SUB1 * BLOOM_STRETCH1};
    const uint channel = BLOOM_GROUP / BLOOM_GROUPS_PER_PLANE1;
    const uint first_line = BLOOM_LINES_PER_GROUP1 * (BLOOM_GROUP % BLOOM_GROUPS_PER_PLANE1);
    bloom_stage_half_spectra(&group_shared, lines + channel * BLOOM_LINES_PLANE, first_line);
    BloomLine1 line;
    bloom_load_spectrum_pair(&line, &shared);
    bloom_inverse1(&line, &shared); /* it starts with a barrier: every read above is done */
    if (BLOOM_COLUMNS_STAGED)
        bloom_store_staged_lines(&line, &group_shared, image + channel * BLOOM_PLANE, first_line);
    else
        bloom_store_line_pair(&line, image + channel * BLOOM_PLANE, first_line + 2u * BLOOM_SUB1);
}
