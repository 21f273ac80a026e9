/* Benchmark (not a test): the C ABI's 256-bit batch calls on 10^6 rows of
 * two elements (32-byte big-endian, pseudo-random, below each field's
 * modulus), median of 5 runs, in hashes per second. Compare with the Rust
 * registry's figure for the same rows (`cargo bench -p zkhashes-bench
 * --bench batch -- registry`, table "Registry 256-bit batch path").
 *
 *   make -C bindings/c bench
 */
#define _POSIX_C_SOURCE 199309L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "zkhashes.h"

#define ROWS 1000000
#define RUNS 5

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

static int cmp(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* Rows of two elements whose top byte is `top` (below the modulus). */
static void fill(uint8_t *in, uint8_t top) {
    uint64_t s = 0x9e3779b97f4a7c15ull;
    for (size_t i = 0; i < (size_t)ROWS * 64; i++) {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        in[i] = (uint8_t)s;
    }
    for (size_t i = 0; i < (size_t)ROWS * 2; i++) in[32 * i] = top;
}

typedef int (*batch_fn)(const uint8_t *, uint8_t *, const ZkhEntry *);

static int typed_circom(const uint8_t *in, uint8_t *out, const ZkhEntry *e) {
    (void)e;
    return zkh_poseidon_circom_t3_batch(in, ROWS, out);
}

static int typed_starknet(const uint8_t *in, uint8_t *out, const ZkhEntry *e) {
    (void)e;
    return zkh_starknet_poseidon_hash_batch(in, ROWS, out);
}

static int generic(const uint8_t *in, uint8_t *out, const ZkhEntry *e) {
    return zkh_hash_batch(e, NULL, in, ROWS, 2, out, 1);
}

static void run(const char *label, const char *name, batch_fn f, uint8_t top, uint8_t *in,
                uint8_t *out) {
    const ZkhEntry *e = NULL;
    if (zkh_find(name, &e) != ZKH_OK) {
        fprintf(stderr, "%s: %s\n", name, zkh_last_error_message());
        exit(1);
    }
    fill(in, top);
    double t[RUNS];
    for (int r = 0; r < RUNS; r++) {
        double s = now();
        if (f(in, out, e) != ZKH_OK) {
            fprintf(stderr, "%s: %s\n", label, zkh_last_error_message());
            exit(1);
        }
        t[r] = now() - s;
    }
    qsort(t, RUNS, sizeof t[0], cmp);
    printf("| %s | %.0f ms | %.0f k |\n", label, t[RUNS / 2] * 1e3, ROWS / t[RUNS / 2] / 1e3);
}

int main(void) {
    uint8_t *in = malloc((size_t)ROWS * 64), *out = malloc((size_t)ROWS * 32);
    if (!in || !out) return 1;
    printf("| C call, 10^6 rows of 2, all cores | median | hashes/s |\n|---|---:|---:|\n");
    run("zkh_poseidon_circom_t3_batch", "poseidon-circom", typed_circom, 0x20, in, out);
    run("zkh_hash_batch poseidon-circom", "poseidon-circom", generic, 0x20, in, out);
    run("zkh_starknet_poseidon_hash_batch", "starknet-hash", typed_starknet, 0x07, in, out);
    run("zkh_hash_batch starknet-hash", "starknet-hash", generic, 0x07, in, out);
    run("zkh_hash_batch poseidon2-openzeppelin", "poseidon2-openzeppelin", generic, 0x20, in, out);
    free(in);
    free(out);
    return 0;
}
