/* The C ABI under AddressSanitizer and UBSan: known answers through every
 * kind of call (by name, typed, batch, bytes, permutation), bad inputs with
 * their status codes and messages, listing, and concurrent use.
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "zkhashes.h"

static int failures = 0;

#define CHECK(cond)                                                      \
    do {                                                                 \
        if (!(cond)) {                                                   \
            fprintf(stderr, "%s:%d: CHECK failed: %s (last error: %s)\n", \
                    __FILE__, __LINE__, #cond, zkh_last_error_message()); \
            failures++;                                                  \
        }                                                                \
    } while (0)

/* 0x-hex (up to 64 digits) to 32 big-endian bytes. */
static void be32(const char *hex, uint8_t out[32]) {
    memset(out, 0, 32);
    if (hex[0] == '0' && hex[1] == 'x') hex += 2;
    size_t n = strlen(hex);
    for (size_t i = 0; i < n; i++) {
        char c = hex[n - 1 - i];
        int v = c <= '9' ? c - '0' : (c | 32) - 'a' + 10;
        out[31 - i / 2] |= (uint8_t)(v << (4 * (i % 2)));
    }
}

static const char *CIRCOM_1_2 = "0x115cc0f5e7d690413df64c6b9662e9cf2a3617f2743245519e19607a4417189a";
static const char *STARKNET_1_2 = "0x5d44a3decb2b2e0cc71071f7b802f45dd792d064f0fc7316c46514f70f9891a";
static const char *BN254_P = "0x30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f0000001";

static void test_circom(void) {
    uint8_t in[64], want[32], out[32];
    be32("1", in);
    be32("2", in + 32);
    be32(CIRCOM_1_2, want);

    const ZkhEntry *e = NULL;
    CHECK(zkh_find("poseidon-circom", &e) == ZKH_OK && e != NULL);
    CHECK(strcmp(zkh_entry_name(e), "poseidon-circom") == 0);
    CHECK(strcmp(zkh_entry_field(e), "bn254") == 0);
    CHECK(zkh_element_size(e) == 32);
    CHECK(zkh_entry_kinds(e) == 3); /* hasher and permutation */

    size_t n = 0;
    CHECK(zkh_hash(e, NULL, in, 2, out, 1, &n) == ZKH_OK && n == 1);
    CHECK(memcmp(out, want, 32) == 0);
    CHECK(strcmp(zkh_last_error_message(), "") == 0);

    memset(out, 0, 32);
    CHECK(zkh_poseidon_circom_t3(in, out) == ZKH_OK);
    CHECK(memcmp(out, want, 32) == 0);

    /* Options: nOuts = 2 gives the first two cells of the permuted state. */
    uint8_t two[64];
    ZkhHashOptions opts = {0, 2, NULL};
    CHECK(zkh_hash(e, &opts, in, 2, two, 2, &n) == ZKH_OK && n == 2);
    CHECK(memcmp(two, want, 32) == 0);

    /* The permutation of [0, 1, 2] starts with the hash of (1, 2). */
    uint8_t state[96];
    be32("0", state);
    memcpy(state + 32, in, 64);
    CHECK(zkh_permute(e, state, 3) == ZKH_OK);
    CHECK(memcmp(state, want, 32) == 0);

    /* Batch: three pairs, the middle one (1, 2). */
    uint8_t pairs[3 * 64], outs[3 * 32], generic[3 * 32];
    for (int i = 0; i < 3 * 64; i++) pairs[i] = (uint8_t)(i * 7);
    for (int i = 0; i < 3; i++) pairs[64 * i] = 0; /* keep each below p */
    for (int i = 0; i < 3; i++) pairs[64 * i + 32] = 0;
    memcpy(pairs + 64, in, 64);
    CHECK(zkh_poseidon_circom_t3_batch(pairs, 3, outs) == ZKH_OK);
    CHECK(memcmp(outs + 32, want, 32) == 0);
    CHECK(zkh_hash_batch(e, NULL, pairs, 3, 2, generic, 1) == ZKH_OK);
    CHECK(memcmp(outs, generic, sizeof outs) == 0);
    for (int i = 0; i < 3; i++) {
        CHECK(zkh_poseidon_circom_t3(pairs + 64 * i, out) == ZKH_OK);
        CHECK(memcmp(out, outs + 32 * i, 32) == 0);
    }
}

static void test_starknet(void) {
    uint8_t in[64], want[32], out[32];
    be32("1", in);
    be32("2", in + 32);
    be32(STARKNET_1_2, want);
    CHECK(zkh_starknet_poseidon_hash(in, out) == ZKH_OK);
    CHECK(memcmp(out, want, 32) == 0);

    const ZkhEntry *e;
    size_t n;
    CHECK(zkh_find("starknet-hash", &e) == ZKH_OK);
    CHECK(zkh_hash(e, NULL, in, 2, out, 1, &n) == ZKH_OK && memcmp(out, want, 32) == 0);

    /* hash_many: the typed call and the registry agree, the empty input too. */
    uint8_t many[32], by_name[32];
    CHECK(zkh_find("starknet-hash-many", &e) == ZKH_OK);
    for (size_t k = 0; k <= 2; k++) {
        CHECK(zkh_starknet_poseidon_hash_many(k ? in : NULL, k, many) == ZKH_OK);
        CHECK(zkh_hash(e, NULL, k ? in : NULL, k, by_name, 1, &n) == ZKH_OK);
        CHECK(memcmp(many, by_name, 32) == 0);
    }
}

static void test_goldilocks(void) {
    const uint64_t rpo_in[8] = {0x1e5d39c6df79acff, 0xd600f11d8bf715be, 0x1dd99b4b83b5e86d,
                                0x00000000ffffffff, 0x251a960dcd6b1a6a, 0xd55099d2b494c67e,
                                0x6f7eeda61cd12c97, 0xffffffff00000000};
    const uint64_t rpo_want[4] = {0x1cc38b5d57e5f6bc, 0x322b0397ade25132, 0xeecba1f4ab7c5d98,
                                  0x33529fbfa0c4c787};
    const uint64_t rpx_in[8] = {0xe44569e643f4e505, 0x1bfeb949af4cc613, 0x62f7631192c58aba,
                                0xd4ba35b6a7ee532f, 0, 0, 0x60f2783238b0b1c9, 0x46ee454592083512};
    const uint64_t rpx_want[4] = {0x27310853c890cef1, 0xaa906905fc403417, 0xd448db9042edad70,
                                  0xe535e8b741893a53};
    const uint64_t p2_in[8] = {0x0b6ac060e2f33d04, 0xfb777fb073a2b508, 0x82d62aef60d982c5,
                               0xffffffff00000000, 0x12bece9b28adef02, 0x61e1a774f6abc7ba,
                               0x87ff068b06572961, 0x7b724b9e09feff29};
    const uint64_t p2_want[4] = {0x222f0268e14dfc58, 0xccd14035b2b8d469, 0xe747d695a38e1476,
                                 0xcb41e47da778f590};
    uint64_t out[4], by_name[4];
    size_t n;
    const ZkhEntry *e;

    CHECK(zkh_rpo_merge(rpo_in, out) == ZKH_OK && memcmp(out, rpo_want, 32) == 0);
    CHECK(zkh_find("rpo-merge", &e) == ZKH_OK && zkh_element_size(e) == 8);
    CHECK(zkh_hash(e, NULL, rpo_in, 8, by_name, 4, &n) == ZKH_OK && n == 4);
    CHECK(memcmp(by_name, rpo_want, 32) == 0);
    CHECK(zkh_rpx_merge(rpx_in, out) == ZKH_OK && memcmp(out, rpx_want, 32) == 0);
    CHECK(zkh_plonky2_two_to_one(p2_in, out) == ZKH_OK && memcmp(out, p2_want, 32) == 0);

    uint64_t batch_in[16], batch_out[8];
    memcpy(batch_in, rpo_in, 64);
    memcpy(batch_in + 8, rpo_in, 64);
    CHECK(zkh_rpo_merge_batch(batch_in, 2, batch_out) == ZKH_OK);
    CHECK(memcmp(batch_out, rpo_want, 32) == 0 && memcmp(batch_out + 4, rpo_want, 32) == 0);
    memcpy(batch_in, rpx_in, 64);
    memcpy(batch_in + 8, p2_in, 64);
    CHECK(zkh_rpx_merge_batch(batch_in, 1, batch_out) == ZKH_OK && memcmp(batch_out, rpx_want, 32) == 0);
    CHECK(zkh_plonky2_two_to_one_batch(batch_in + 8, 1, batch_out) == ZKH_OK);
    CHECK(memcmp(batch_out, p2_want, 32) == 0);

    /* Byte mode: the empty string hashes to zeros (Miden). */
    const ZkhEntry *rpo;
    CHECK(zkh_find("rpo-hash-elements", &rpo) == ZKH_OK && (zkh_entry_kinds(rpo) & 4));
    CHECK(zkh_hash_bytes(rpo, NULL, 0, out, 4, &n) == ZKH_OK && n == 4);
    CHECK(out[0] == 0 && out[1] == 0 && out[2] == 0 && out[3] == 0);
    const uint8_t t = 0x74;
    CHECK(zkh_hash_bytes(rpo, &t, 1, out, 4, &n) == ZKH_OK && out[0] == 0x7f8fc1044bdb233b);
}

static void test_small_fields(void) {
    /* HorizenLabs BabyBear t = 16 on 0..15 (uint32_t elements). */
    const uint32_t want0 = 896560466u, want15 = 1128802977u;
    uint32_t state[16];
    for (uint32_t i = 0; i < 16; i++) state[i] = i;
    const ZkhEntry *e;
    CHECK(zkh_find_in("poseidon2-horizen", "babybear", &e) == ZKH_OK);
    CHECK(zkh_element_size(e) == 4);
    CHECK(zkh_permute(e, state, 16) == ZKH_OK);
    CHECK(state[0] == want0 && state[15] == want15);

    /* plonky3-sponge over BabyBear at width 16 via the options. */
    const ZkhEntry *sponge;
    uint32_t in[3] = {1, 2, 3}, out[8];
    size_t n;
    ZkhHashOptions opts = {16, 0, NULL};
    CHECK(zkh_find_in("plonky3-sponge", "babybear", &sponge) == ZKH_OK);
    CHECK(zkh_hash(sponge, &opts, in, 3, out, 8, &n) == ZKH_OK && n == 8);
    opts.width = 17;
    CHECK(zkh_hash(sponge, &opts, in, 3, out, 8, &n) == ZKH_ERR_WRONG_WIDTH);
}

static void test_bad_inputs(void) {
    const ZkhEntry *e = NULL;
    uint8_t in[64], out[32];
    size_t n = 0;

    CHECK(zkh_find("no-such-hash", &e) == ZKH_ERR_UNKNOWN_NAME);
    CHECK(strstr(zkh_last_error_message(), "no-such-hash") != NULL);
    CHECK(zkh_find("poseidon2-horizen", &e) == ZKH_ERR_INVALID_OPTION); /* several fields */
    CHECK(zkh_find_in("poseidon2-horizen", "bls12-381", &e) == ZKH_ERR_UNKNOWN_FIELD);
    CHECK(zkh_find(NULL, &e) == ZKH_ERR_NULL_POINTER);
    CHECK(zkh_find("poseidon-circom", NULL) == ZKH_ERR_NULL_POINTER);
    CHECK(zkh_find("\xff\xfe", &e) == ZKH_ERR_BAD_STRING);

    CHECK(zkh_find("poseidon-circom", &e) == ZKH_OK);
    be32("1", in);
    be32(BN254_P, in + 32); /* p itself: not canonical */
    CHECK(zkh_hash(e, NULL, in, 2, out, 1, &n) == ZKH_ERR_NON_CANONICAL);
    CHECK(strstr(zkh_last_error_message(), "input 1") != NULL);
    CHECK(zkh_poseidon_circom_t3(in, out) == ZKH_ERR_NON_CANONICAL);
    CHECK(strstr(zkh_last_error_message(), "input 1") != NULL);
    CHECK(zkh_starknet_poseidon_hash(in, out) == ZKH_ERR_NON_CANONICAL); /* p_BN254 > p_Stark */
    CHECK(strcmp(zkh_last_error_message(),
                 "input 1 is not a canonical field element (it is >= the field modulus p)") == 0);
    memset(in, 0xff, 32);
    CHECK(zkh_starknet_poseidon_hash(in, out) == ZKH_ERR_NON_CANONICAL);
    CHECK(strstr(zkh_last_error_message(), "input 0") != NULL);

    be32("2", in);
    CHECK(zkh_hash(e, NULL, in, 0, out, 1, &n) == ZKH_ERR_WRONG_ARITY);
    CHECK(zkh_hash(e, NULL, NULL, 2, out, 1, &n) == ZKH_ERR_NULL_POINTER);
    CHECK(zkh_hash(e, NULL, in, 1, out, 1, NULL) == ZKH_ERR_NULL_POINTER);
    CHECK(zkh_hash(NULL, NULL, in, 1, out, 1, &n) == ZKH_ERR_NULL_POINTER);

    /* Too small an output buffer: nothing written, the count needed reported. */
    ZkhHashOptions opts = {0, 2, NULL};
    memset(out, 0xaa, 32);
    CHECK(zkh_hash(e, &opts, in, 1, out, 1, &n) == ZKH_ERR_BUFFER_TOO_SMALL && n == 2);
    CHECK(out[0] == 0xaa && out[31] == 0xaa);
    opts.outputs = 3; /* more than the width */
    uint8_t three[96];
    CHECK(zkh_hash(e, &opts, in, 1, three, 3, &n) == ZKH_ERR_INVALID_OPTION);
    opts.outputs = 0;
    opts.width = 12; /* circom takes no width */
    CHECK(zkh_hash(e, &opts, in, 1, out, 1, &n) == ZKH_ERR_INVALID_OPTION);

    const ZkhEntry *merge;
    uint64_t words[8] = {0}, d[4];
    CHECK(zkh_find("rpo-merge", &merge) == ZKH_OK);
    CHECK(zkh_hash(merge, NULL, words, 7, d, 4, &n) == ZKH_ERR_WRONG_ARITY);
    words[5] = 0xffffffff00000001ull; /* p */
    CHECK(zkh_hash(merge, NULL, words, 8, d, 4, &n) == ZKH_ERR_NON_CANONICAL);
    CHECK(zkh_rpo_merge(words, d) == ZKH_ERR_NON_CANONICAL);
    CHECK(strstr(zkh_last_error_message(), "input 5") != NULL);
    uint64_t two[16] = {0};
    two[8 + 3] = ~0ull;
    uint64_t dd[8];
    CHECK(zkh_rpo_merge_batch(two, 2, dd) == ZKH_ERR_NON_CANONICAL);
    CHECK(strstr(zkh_last_error_message(), "hash 1") != NULL);
    CHECK(zkh_hash_bytes(merge, NULL, 0, d, 4, &n) == ZKH_ERR_INVALID_OPTION); /* no byte mode */
    CHECK(zkh_permute(merge, words, 8) == ZKH_ERR_UNKNOWN_NAME); /* not a permutation */

    /* Batch: each hash must give exactly outputs_per_hash elements. */
    uint8_t pair[64] = {0}, res[64];
    CHECK(zkh_hash_batch(e, NULL, pair, 1, 2, res, 2) == ZKH_ERR_INVALID_OPTION);

    for (int s = 0; s <= ZKH_ERR_INTERNAL; s++) CHECK(zkh_strerror(s) != NULL);
    CHECK(strcmp(zkh_strerror(12345), "unknown status") == 0);
}

static void test_listing(void) {
    size_t count = 0, hashers = 0, perms = 0;
    for (const ZkhEntry *e; (e = zkh_entry_at(count)) != NULL; count++) {
        const ZkhEntry *again;
        CHECK(zkh_find_in(zkh_entry_name(e), zkh_entry_field(e), &again) == ZKH_OK && again == e);
        hashers += (zkh_entry_kinds(e) & 1) != 0;
        perms += (zkh_entry_kinds(e) & 2) != 0;
    }
    CHECK(count >= 30 && hashers >= 20 && perms >= 10);
    CHECK(zkh_entry_name(NULL) == NULL && zkh_element_size(NULL) == 0);
}

/* Threads hash different inputs at once and each checks its own results
 * against the single-threaded ones, and its own last error. */
#define THREADS 4
#define PER_THREAD 200
static uint8_t thread_in[THREADS][PER_THREAD * 64];
static uint8_t thread_want[THREADS][PER_THREAD * 32];

static void *worker(void *arg) {
    size_t t = (size_t)arg;
    uint8_t *out = malloc(PER_THREAD * 32);
    int ok = out && zkh_poseidon_circom_t3_batch(thread_in[t], PER_THREAD, out) == ZKH_OK &&
             memcmp(out, thread_want[t], PER_THREAD * 32) == 0;
    const ZkhEntry *e;
    ok = ok && zkh_find("no-such-hash", &e) == ZKH_ERR_UNKNOWN_NAME &&
         strstr(zkh_last_error_message(), "no-such-hash") != NULL;
    free(out);
    return (void *)(size_t)ok;
}

static void test_threads(void) {
    for (size_t t = 0; t < THREADS; t++) {
        for (size_t i = 0; i < sizeof thread_in[t]; i++) thread_in[t][i] = (uint8_t)(i * 13 + t);
        for (size_t h = 0; h < 2 * PER_THREAD; h++) thread_in[t][32 * h] = 0;
        CHECK(zkh_poseidon_circom_t3_batch(thread_in[t], PER_THREAD, thread_want[t]) == ZKH_OK);
    }
    pthread_t th[THREADS];
    for (size_t t = 0; t < THREADS; t++) CHECK(pthread_create(&th[t], NULL, worker, (void *)t) == 0);
    CHECK(zkh_find("poseidon-circom", &(const ZkhEntry *){0}) == ZKH_OK);
    for (size_t t = 0; t < THREADS; t++) {
        void *ok;
        CHECK(pthread_join(th[t], &ok) == 0 && ok == (void *)1);
    }
    CHECK(strcmp(zkh_last_error_message(), "") == 0); /* this thread's last call succeeded */
}

/* Merkle trees: the LeanIMT root of (1, 2) is poseidon(1, 2), a miden-rpo
 * root is rpo-merge of its two words; every proof verifies, a tampered one
 * does not; bad input gets its status. */
static void test_merkle(void) {
    uint8_t leaves[3 * 32], want[32], root[32];
    be32("1", leaves);
    be32("2", leaves + 32);
    be32("3", leaves + 64);
    be32(CIRCOM_1_2, want);
    size_t n = 0;
    CHECK(zkh_merkle_root("lean-imt", NULL, leaves, 2, 1, 0, root, 1, &n) == ZKH_OK && n == 1);
    CHECK(memcmp(root, want, 32) == 0);

    uint64_t words[8] = {1, 2, 3, 4, 5, 6, 7, 8}, merged[4], gl_root[4];
    const ZkhEntry *rpo = NULL;
    CHECK(zkh_find("rpo-merge", &rpo) == ZKH_OK);
    CHECK(zkh_hash(rpo, NULL, words, 8, merged, 4, &n) == ZKH_OK && n == 4);
    CHECK(zkh_merkle_root("miden-rpo", NULL, words, 2, 4, 0, gl_root, 4, &n) == ZKH_OK && n == 4);
    CHECK(memcmp(gl_root, merged, sizeof merged) == 0);

    ZkhMerkleTree *tree = NULL;
    CHECK(zkh_merkle_new("lean-imt", NULL, leaves, 3, 1, 0, &tree) == ZKH_OK && tree != NULL);
    CHECK(zkh_merkle_digest_len(tree) == 1);
    CHECK(zkh_merkle_cap(tree, root, 1, &n) == ZKH_OK && n == 1);
    for (uint64_t i = 0; i < 3; i++) {
        uint8_t sib[4 * 32];
        uint64_t pi = 99;
        size_t len = 0;
        int valid = -1;
        CHECK(zkh_merkle_proof(tree, i, &pi, sib, 4, &len) == ZKH_OK && len >= 1 && len <= 2);
        CHECK(zkh_merkle_verify("lean-imt", NULL, 3, 1, 0, root, 1, leaves + 32 * i, pi, sib, len,
                                &valid) == ZKH_OK && valid == 1);
        sib[31] ^= 1;
        CHECK(zkh_merkle_verify("lean-imt", NULL, 3, 1, 0, root, 1, leaves + 32 * i, pi, sib, len,
                                &valid) == ZKH_OK && valid == 0);
    }
    uint64_t pi;
    uint8_t none[32];
    CHECK(zkh_merkle_proof(tree, 0, &pi, none, 0, &n) == ZKH_ERR_BUFFER_TOO_SMALL && n == 2);
    CHECK(zkh_merkle_proof(tree, 3, &pi, none, 1, &n) == ZKH_ERR_INVALID_OPTION);
    zkh_merkle_free(tree);
    zkh_merkle_free(NULL);

    /* Plonky3 over BabyBear: a cap of height 1 is two 8-element digests. */
    uint32_t rows[4 * 5];
    for (int i = 0; i < 20; i++) rows[i] = (uint32_t)(i * 1000003u % 2013265921u);
    uint32_t cap[16], sib32[8];
    CHECK(zkh_merkle_new("plonky3-mmcs", "babybear", rows, 4, 5, 1, &tree) == ZKH_OK);
    CHECK(zkh_merkle_digest_len(tree) == 8);
    CHECK(zkh_merkle_cap(tree, cap, 16, &n) == ZKH_OK && n == 16);
    CHECK(zkh_merkle_proof(tree, 2, &pi, sib32, 8, &n) == ZKH_OK && n == 8 && pi == 2);
    int valid = -1;
    CHECK(zkh_merkle_verify("plonky3-mmcs", "babybear", 4, 5, 1, cap, 16, rows + 10, 2, sib32, 8,
                            &valid) == ZKH_OK && valid == 1);
    CHECK(zkh_merkle_verify("plonky3-mmcs", "babybear", 4, 5, 1, cap, 16, rows + 10, 2, sib32, 7,
                            &valid) == ZKH_ERR_WRONG_ARITY);
    zkh_merkle_free(tree);

    /* Stwo: the root of two rows is blake2s-m31-stwo-merge of their leaf digests. */
    uint32_t srows[2 * 3] = {1, 2, 3, 2147483646u, 0, 77}, pair[16], sroot[8], merged31[8];
    const ZkhEntry *leaf31 = NULL, *merge31 = NULL;
    CHECK(zkh_find("blake2s-m31-stwo", &leaf31) == ZKH_OK);
    CHECK(zkh_find("blake2s-m31-stwo-merge", &merge31) == ZKH_OK);
    CHECK(zkh_hash(leaf31, NULL, srows, 3, pair, 8, &n) == ZKH_OK && n == 8);
    CHECK(zkh_hash(leaf31, NULL, srows + 3, 3, pair + 8, 8, &n) == ZKH_OK && n == 8);
    CHECK(zkh_hash(merge31, NULL, pair, 16, merged31, 8, &n) == ZKH_OK && n == 8);
    CHECK(zkh_merkle_root("stwo-blake2s-m31", NULL, srows, 2, 3, 0, sroot, 8, &n) == ZKH_OK && n == 8);
    CHECK(memcmp(sroot, merged31, sizeof sroot) == 0);
    CHECK(zkh_merkle_new("stwo-blake2s-m31", NULL, srows, 2, 3, 0, &tree) == ZKH_OK);
    CHECK(zkh_merkle_digest_len(tree) == 8);
    CHECK(zkh_merkle_proof(tree, 1, &pi, sib32, 8, &n) == ZKH_OK && n == 8 && pi == 1);
    CHECK(memcmp(sib32, pair, sizeof sib32) == 0);
    CHECK(zkh_merkle_verify("stwo-blake2s-m31", NULL, 2, 3, 0, sroot, 8, srows + 3, 1, sib32, 8,
                            &valid) == ZKH_OK && valid == 1);
    CHECK(zkh_merkle_verify("stwo-blake2s-m31", NULL, 2, 3, 0, sroot, 8, srows, 1, sib32, 8,
                            &valid) == ZKH_OK && valid == 0);
    zkh_merkle_free(tree);
    CHECK(zkh_merkle_root("stwo-blake2s-m31", NULL, srows, 1, 3, 0, sroot, 8, &n) == ZKH_ERR_INVALID_OPTION);
    srows[4] = 2147483647u;
    CHECK(zkh_merkle_root("stwo-blake2s-m31", NULL, srows, 2, 3, 0, sroot, 8, &n) == ZKH_ERR_NON_CANONICAL);

    /* Bad input. */
    CHECK(zkh_merkle_root("nope", NULL, words, 2, 4, 0, gl_root, 4, &n) == ZKH_ERR_UNKNOWN_NAME);
    CHECK(zkh_merkle_root("plonky3-mmcs", NULL, rows, 4, 5, 0, cap, 16, &n) == ZKH_ERR_INVALID_OPTION);
    CHECK(zkh_merkle_root("miden-rpo", NULL, words, 2, 3, 0, gl_root, 4, &n) == ZKH_ERR_WRONG_ARITY);
    CHECK(zkh_merkle_root("miden-rpo", NULL, words, 1, 4, 0, gl_root, 4, &n) == ZKH_ERR_INVALID_OPTION);
    CHECK(zkh_merkle_root("plonky2", NULL, words, 2, 4, 2, gl_root, 4, &n) == ZKH_ERR_INVALID_OPTION);
    uint8_t big[64];
    be32("1", big);
    be32(BN254_P, big + 32);
    CHECK(zkh_merkle_root("lean-imt", NULL, big, 2, 1, 0, root, 1, &n) == ZKH_ERR_NON_CANONICAL);
    CHECK(strstr(zkh_last_error_message(), "leaf 1") != NULL);
    CHECK(zkh_merkle_root(NULL, NULL, words, 2, 4, 0, gl_root, 4, &n) == ZKH_ERR_NULL_POINTER);
    CHECK(zkh_merkle_new("lean-imt", NULL, leaves, 3, 1, 0, NULL) == ZKH_ERR_NULL_POINTER);
    CHECK(zkh_merkle_cap(NULL, root, 1, &n) == ZKH_ERR_NULL_POINTER);
}

/* Buffers one element short, each its own heap block of exactly that size
 * (ASan reports any write past it): the call refuses with
 * ZKH_ERR_BUFFER_TOO_SMALL, says how many it needs and writes nothing; the
 * batch calls, whose buffers are sized by their counts, write exactly
 * those counts into exact-size blocks. */
static void test_short_buffers(void) {
    const ZkhEntry *circom, *rpo, *p3;
    size_t n = 0;
    CHECK(zkh_find("poseidon-circom", &circom) == ZKH_OK);
    CHECK(zkh_find("rpo-hash-elements", &rpo) == ZKH_OK);
    CHECK(zkh_find_in("plonky3-sponge", "babybear", &p3) == ZKH_OK);
    uint8_t in[64] = {0};
    in[31] = 1;
    in[63] = 2;

    /* circom nOuts = 3: three 32-byte outputs into room for two. */
    ZkhHashOptions three = {0, 3, NULL};
    uint8_t *two = malloc(2 * 32);
    memset(two, 0xa5, 2 * 32);
    CHECK(zkh_hash(circom, &three, in, 2, two, 2, &n) == ZKH_ERR_BUFFER_TOO_SMALL && n == 3);
    for (int i = 0; i < 64; i++) CHECK(two[i] == 0xa5);
    free(two);
    /* One output into a zero-capacity NULL buffer. */
    CHECK(zkh_hash(circom, NULL, in, 2, NULL, 0, &n) == ZKH_ERR_BUFFER_TOO_SMALL && n == 1);

    /* RPO hash_elements: 4 words out, room for 3. */
    uint64_t words[3] = {1, 2, 3};
    uint64_t *three_words = malloc(3 * sizeof(uint64_t));
    CHECK(zkh_hash(rpo, NULL, words, 3, three_words, 3, &n) == ZKH_ERR_BUFFER_TOO_SMALL && n == 4);
    CHECK(zkh_hash_bytes(rpo, (const uint8_t *)"abc", 3, three_words, 3, &n) == ZKH_ERR_BUFFER_TOO_SMALL &&
          n == 4);
    free(three_words);

    /* Plonky3 sponge over BabyBear: 8 u32 out, room for 7. */
    uint32_t msg[5] = {1, 2, 3, 4, 5};
    uint32_t *seven = malloc(7 * sizeof(uint32_t));
    CHECK(zkh_hash(p3, NULL, msg, 5, seven, 7, &n) == ZKH_ERR_BUFFER_TOO_SMALL && n == 8);
    free(seven);

    /* Batches into exact-size blocks (17 rows: lanes and a tail). */
    enum { ROWS = 17 };
    uint8_t *pairs = calloc(ROWS, 64), *outs = malloc(ROWS * 32);
    for (int i = 0; i < ROWS; i++) pairs[64 * i + 63] = (uint8_t)i;
    CHECK(zkh_poseidon_circom_t3_batch(pairs, ROWS, outs) == ZKH_OK);
    CHECK(zkh_starknet_poseidon_hash_batch(pairs, ROWS, outs) == ZKH_OK);
    CHECK(zkh_hash_batch(circom, NULL, pairs, ROWS, 2, outs, 1) == ZKH_OK);
    free(pairs);
    free(outs);
    uint64_t *digests = calloc(ROWS, 8 * sizeof(uint64_t)), *merged = malloc(ROWS * 4 * sizeof(uint64_t));
    CHECK(zkh_rpo_merge_batch(digests, ROWS, merged) == ZKH_OK);
    CHECK(zkh_rpx_merge_batch(digests, ROWS, merged) == ZKH_OK);
    CHECK(zkh_plonky2_two_to_one_batch(digests, ROWS, merged) == ZKH_OK);
    free(digests);
    free(merged);

    /* A Merkle cap of four digests into room for fifteen words. */
    uint64_t leaves[8 * 4] = {0};
    uint64_t *cap = malloc(15 * sizeof(uint64_t));
    CHECK(zkh_merkle_root("miden-rpo", NULL, leaves, 8, 4, 2, cap, 15, &n) == ZKH_ERR_BUFFER_TOO_SMALL &&
          n == 16);
    free(cap);
}

int main(void) {
    test_circom();
    test_starknet();
    test_goldilocks();
    test_small_fields();
    test_bad_inputs();
    test_listing();
    test_merkle();
    test_threads();
    test_short_buffers();
    if (failures) {
        fprintf(stderr, "test_abi: %d failure(s)\n", failures);
        return 1;
    }
    printf("test_abi: all checks passed\n");
    return 0;
}
