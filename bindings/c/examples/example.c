/* zkhashes from C: circom Poseidon of (1, 2), by name and by the typed call.
 *   cc example.c $(pkg-config --cflags --libs zkhashes) && ./a.out
 */
#include <stdio.h>
#include <string.h>
#include <zkhashes.h>

int main(void) {
    uint8_t in[64] = {0}, out[32];
    in[31] = 1; /* 32-byte big-endian 1 */
    in[63] = 2; /* then 2 */

    const ZkhEntry *circom;
    size_t n;
    int rc = zkh_find("poseidon-circom", &circom);
    if (rc == ZKH_OK)
        rc = zkh_hash(circom, NULL, in, 2, out, 1, &n);
    if (rc != ZKH_OK) {
        fprintf(stderr, "zkhashes: %s\n", zkh_last_error_message());
        return 1;
    }
    printf("0x");
    for (int i = 0; i < 32; i++)
        printf("%02x", out[i]);
    printf("\n");

    uint8_t typed[32];
    rc = zkh_poseidon_circom_t3(in, typed); /* the same hash, no look-up */
    return rc == ZKH_OK && memcmp(out, typed, 32) == 0 ? 0 : 1;
}
