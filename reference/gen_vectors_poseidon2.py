"""Writes test-vectors/poseidon2.json: HorizenLabs' known answers (zkhash's own `kats` tests),
Plonky3's (the p3-* crates' `test_default_*` tests), OpenZeppelin's, and cases of
reference/poseidon2.py for every instance, Plonky3's sponge and compression included.
Run: python3 reference/gen_vectors_poseidon2.py"""

import json
import os
import random

import poseidon2

OUT = os.path.join(os.path.dirname(__file__), "..", "test-vectors", "poseidon2.json")

# zkhash 0.2.0 src/poseidon2/poseidon2.rs, `kats` tests: permutation([0, 1, ..., t - 1]).
UPSTREAM = {
    ("bn254", 3): [
        0x0BB61D24DACA55EEBCB1929A82650F328134334DA98EA4F847F760054F4A3033,
        0x303B6F7C86D043BFCBCC80214F26A30277A15D3F74CA654992DEFE7FF8D03570,
        0x1ED25194542B12EEF8617361C3BA7C52E660B145994427CC86296242CF766EC8,
    ],
    ("goldilocks", 12): [
        0x01EAEF96BDF1C0C1, 0x1F0D2CC525B2540C, 0x6282C1DFE1E0358D, 0xE780D721F698E1E6,
        0x280C0B6F753D833B, 0x1B942DD5023156AB, 0x43F0DF3FCCCB8398, 0xE8E8190585489025,
        0x56BDBF72F77ADA22, 0x7911C32BF9DCD705, 0xEC467926508FBE67, 0x6A50450DDF85A6ED,
    ],
    ("babybear", 24): [
        0x2ED3E23D, 0x12921FB0, 0x0E659E79, 0x61D81DC9, 0x32BAE33B, 0x62486AE3, 0x1E681B60, 0x24B91325,
        0x2A2EF5B9, 0x50E8593E, 0x5BC818EC, 0x10691997, 0x35A14520, 0x2BA6A3C5, 0x279D47EC, 0x55014E81,
        0x5953A67F, 0x2F403111, 0x6B8828FF, 0x1801301F, 0x2749207A, 0x3DC9CF21, 0x3C985BA2, 0x57A99864,
    ],
}
UPSTREAM_SOURCE = "zkhash 0.2.0 src/poseidon2/poseidon2.rs (HorizenLabs/poseidon2), kats"


# p3-goldilocks, p3-baby-bear, p3-koala-bear, p3-mersenne-31 0.8.0 src/poseidon2.rs,
# test_default_<field>_poseidon2_width_<t>: (input, expected) of the default permutation.
PLONKY3_UPSTREAM = {
    ("goldilocks", 8): ([0, 1, 2, 3, 4, 5, 6, 7], [147757088869797140, 9575016380710448421, 1936818598401832023, 11876560440185116837, 933995228215617535, 8686652366030325867, 8297621998173199092, 17588152731440920923]),
    ("goldilocks", 12): ([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], [17479221565885336323, 734915442301621324, 377283858163603678, 216052820910632955, 6347663762129472178, 12730007117582221560, 16792819048661925028, 17643437800019671490, 2573527637616151148, 15146684802819669848, 5692450944251311406, 769909420564152678]),
    ("goldilocks", 16): ([5566333139537447289, 6332619238598470014, 6287757933960378228, 3590347415306286571, 5292348457121014769, 3628350668046320542, 12106279625554848022, 9881167366883827448, 11610943711509296728, 15458533499329302584, 9940874769430822472, 2449195810349960580, 6271849099249858303, 5098003553882423470, 2550474722356913284, 16793706415574197586], [17363471649496040234, 17379317055181730139, 15593185324171680472, 3827176038427840937, 11044870504971387999, 5115049712654183786, 5044454358330956064, 14234749237683052767, 13255128155875443356, 6663913933593108421, 17059345908371998855, 15316992698834344060, 3568653445613141515, 12911066927142911650, 10746225424367601145, 16930547820292837221]),
    ("babybear", 16): ([894848333, 1437655012, 1200606629, 1690012884, 71131202, 1749206695, 1717947831, 120589055, 19776022, 42382981, 1831865506, 724844064, 171220207, 1299207443, 227047920, 1783754913], [516096821, 90309867, 1101817252, 1660784290, 360715097, 1789519026, 1788910906, 563338433, 319524748, 1741414159, 1650859320, 894311162, 1121347488, 1692793758, 1052633829, 1344246938]),
    ("babybear", 24): ([886409618, 1327899896, 1902407911, 591953491, 648428576, 1844789031, 1198336108, 355597330, 1799586834, 59617783, 790334801, 1968791836, 559272107, 31054313, 1042221543, 474748436, 135686258, 263665994, 1962340735, 1741539604, 2026927696, 449439011, 1131357108, 50869465], [882297297, 1264077610, 512812497, 782602970, 867738552, 1251075457, 309180082, 340784773, 524041877, 351272188, 404451680, 15001466, 322926653, 1773004150, 1718440818, 674682955, 1154713225, 1719133502, 324232301, 1005243141, 443371079, 268735940, 770060019, 718377682]),
    ("koalabear", 16): ([894848333, 1437655012, 1200606629, 1690012884, 71131202, 1749206695, 1717947831, 120589055, 19776022, 42382981, 1831865506, 724844064, 171220207, 1299207443, 227047920, 1783754913], [1934285469, 604889435, 133449501, 1026180808, 1830659359, 176667110, 1391183747, 351743874, 1238264085, 1292768839, 2023573270, 1201586780, 1360691759, 1230682461, 748270449, 651545025]),
    ("koalabear", 24): ([886409618, 1327899896, 1902407911, 591953491, 648428576, 1844789031, 1198336108, 355597330, 1799586834, 59617783, 790334801, 1968791836, 559272107, 31054313, 1042221543, 474748436, 135686258, 263665994, 1962340735, 1741539604, 2026927696, 449439011, 1131357108, 50869465], [382801106, 82839311, 1503190615, 1987418517, 854076995, 1862291425, 262755189, 1050814217, 722724562, 741265943, 1026879332, 754316749, 1966025564, 1518878196, 502200188, 1368172258, 845459257, 1711434837, 724453836, 171032289, 655223446, 1098636135, 407832555, 1707498914]),
    ("mersenne31", 16): ([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15], [187465786, 1528751313, 1237758435, 752625676, 822763720, 1393193630, 1315028148, 780456899, 1483774984, 2122492994, 560119023, 1830107830, 1949102307, 790717229, 1638780446, 427022065]),
    ("mersenne31", 24): ([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23], [541126737, 1919015930, 1337807262, 589360303, 60748412, 1221987029, 1942624255, 1612910874, 1818112487, 926734605, 1973661201, 15517816, 866631831, 608969073, 1968350094, 1490159639, 16706743, 1204042888, 819134492, 617651110, 1911701977, 477276974, 1196029853, 1644131705]),
    ("babybear", 32): ([377682961, 1957793603, 980981814, 6565119, 1583211709, 176593168, 1672635515, 226854190, 1096634172, 1317773742, 1472230830, 1621534427, 559807320, 1484241910, 1847825942, 3491998, 950152427, 1935451636, 275759400, 227625951, 1271142011, 1492341973, 1502961189, 147694103, 1939834518, 1449972249, 1822424048, 1518111482, 714203295, 383863563, 411489861, 1253612091], [303440672, 985419733, 780962554, 1395263823, 188752116, 1348917749, 677984158, 667170017, 97281439, 178741618, 1770541242, 1894441262, 847173187, 1374453653, 1242356754, 1485142795, 1019698843, 334329175, 540395852, 918117757, 1288401072, 508687761, 996827321, 1660764537, 546969284, 1848510002, 334793951, 736596659, 1928951999, 1444080616, 55017699, 1832626373]),
    ("koalabear", 32): ([377639580, 1129436247, 1046213469, 1189442335, 766997073, 331472151, 734344924, 499580178, 371511009, 1784992949, 961094784, 2047061722, 1120236986, 1332020114, 1511787480, 1290378453, 1414897608, 641041795, 1940105940, 1813107966, 1798618911, 1941729996, 1148636543, 505212370, 1519289406, 567500757, 728728142, 1833845584, 1298210282, 41111765, 297995683, 1596253449], [1359114333, 192817145, 2112759047, 1534272756, 262772033, 1605905052, 1578475422, 1405808516, 1637426946, 1738584472, 1537483685, 1201015772, 472885949, 923753225, 1756848188, 1560950302, 672658610, 1934876055, 229950235, 798187377, 1626970896, 278337851, 1054262154, 1192644396, 257269960, 1845599185, 489110817, 1514396648, 345626239, 888828773, 1894876982, 500295195]),
    ("mersenne31", 32): ([886409618, 1327899896, 1902407911, 591953491, 648428576, 1844789031, 1198336108, 355597330, 1799586834, 59617783, 790334801, 1968791836, 559272107, 31054313, 1042221543, 474748436, 135686258, 263665994, 1962340735, 1741539604, 2026927696, 449439011, 1131357108, 50869465, 894848333, 1437655012, 1200606629, 1690012884, 71131202, 1749206695, 1717947831, 120589055], [1856060025, 1254059276, 2099136415, 1891507371, 202832695, 754761125, 1546769253, 2039240755, 969633288, 117763588, 624654727, 1034887750, 898944818, 1818019588, 1662865566, 1426397765, 102254187, 1541093348, 280956251, 1038202157, 1207554722, 1615928492, 2099241528, 997904479, 621678012, 724483212, 1292553224, 1107946119, 1584500975, 1889218820, 432786428, 1331980049]),
}
PLONKY3_CRATE = {
    "goldilocks": "p3-goldilocks",
    "babybear": "p3-baby-bear",
    "koalabear": "p3-koala-bear",
    "mersenne31": "p3-mersenne-31",
}


def plonky3_source(field, t):
    return "%s 0.8.0 src/poseidon2.rs (Plonky3/Plonky3), test_default_%s_poseidon2_width_%d" % (
        PLONKY3_CRATE[field],
        field,
        t,
    )


def case(field, inputs, outputs, source, instance="horizen"):
    return {
        "instance": instance,
        "field": field,
        "width": len(inputs),
        "function": "permute",
        "inputs": [str(x) for x in inputs],
        "outputs": [str(x) for x in outputs],
        "source": source,
    }


# rust-contracts-stylus examples/poseidon/tests/poseidon.rs: the Stylus example's hash([123, 123456]).
OZ_SOURCE = "OpenZeppelin/rust-contracts-stylus examples/poseidon/tests/poseidon.rs"
OZ_KAT = ([123, 123456], [0x16F70722695A5829A59319FBF746DF957A513FDF72B070A67BB72DB08070E5DE])


def oz_case(inputs, n_out, outputs, source):
    return {
        "instance": "openzeppelin",
        "field": "bn254",
        "function": "hash",
        "n_outputs": n_out,
        "inputs": [str(x) for x in inputs],
        "outputs": [str(x) for x in outputs],
        "source": source,
    }


def main():
    rng = random.Random(2023323)
    cases = []
    assert poseidon2.openzeppelin_hash(OZ_KAT[0]) == OZ_KAT[1]
    cases.append(oz_case(OZ_KAT[0], 1, OZ_KAT[1], OZ_SOURCE))
    for n in range(6):
        for n_out in (1, 2, 3):
            xs = [rng.randrange(poseidon2.BN254) for _ in range(n)]
            cases.append(oz_case(xs, n_out, poseidon2.openzeppelin_hash(xs, n_out), "reference/poseidon2.py"))
    for (field, t) in sorted(poseidon2.HORIZEN):
        p = poseidon2.FIELDS[field]
        if (field, t) in UPSTREAM:
            want = UPSTREAM[(field, t)]
            assert poseidon2.permute_horizen(field, list(range(t))) == want, (field, t)
            cases.append(case(field, list(range(t)), want, UPSTREAM_SOURCE))
        states = [list(range(t)), [p - 1] * t] + [[rng.randrange(p) for _ in range(t)] for _ in range(2)]
        for s in states[0 if (field, t) not in UPSTREAM else 1 :]:
            cases.append(case(field, s, poseidon2.permute_horizen(field, s), "reference/poseidon2.py"))
    for (field, t) in sorted(poseidon2.PLONKY3):
        p = poseidon2.FIELDS[field]
        xs, want = PLONKY3_UPSTREAM[(field, t)]
        source = plonky3_source(field, t)
        if any(x >= p for x in xs):
            # p3-baby-bear's width-24 input holds 2026927696 > p, which its `new_array` reduces.
            source += " (inputs >= p reduced mod p, as upstream's new_array does)"
            xs = [x % p for x in xs]
        assert poseidon2.permute_plonky3(field, xs) == want, (field, t)
        cases.append(case(field, xs, want, source, "plonky3"))
        for s in [list(range(t)), [p - 1] * t, [rng.randrange(p) for _ in range(t)]]:
            cases.append(case(field, s, poseidon2.permute_plonky3(field, s), "reference/poseidon2.py", "plonky3"))
        d = poseidon2.digest_len(field)
        for n in (0, 1, t - d - 1, t - d, t - d + 1, 2 * (t - d), 100):
            xs = [rng.randrange(p) for _ in range(n)]
            cases.append(
                {
                    "instance": "plonky3",
                    "field": field,
                    "width": t,
                    "function": "sponge",
                    "inputs": [str(x) for x in xs],
                    "outputs": [str(x) for x in poseidon2.plonky3_sponge(field, t, xs)],
                    "source": "reference/poseidon2.py",
                }
            )
        for _ in range(2):
            xs = [rng.randrange(p) for _ in range(2 * d)]
            cases.append(
                {
                    "instance": "plonky3",
                    "field": field,
                    "width": t,
                    "function": "compress",
                    "inputs": [str(x) for x in xs],
                    "outputs": [str(x) for x in poseidon2.plonky3_compress(field, t, xs[:d], xs[d:])],
                    "source": "reference/poseidon2.py",
                }
            )
    doc = {
        "_comment": "Poseidon2 permutations. instance 'horizen': HorizenLabs' reference instances (crate "
        "zkhash): round constants from the Grain LFSR, internal diagonals from "
        "reference/data/poseidon2_horizen_diag.json. instance 'plonky3': Plonky3's default instances (the same "
        "Grain constants, M4 = circ(2,3,1,1), small internal diagonals); function 'sponge': PaddingFreeSponge "
        "(rate = width - digest, digest 4 over Goldilocks, 8 over 31-bit fields), 'compress': "
        "TruncatedPermutation of two digests (inputs = left then right). instance 'openzeppelin': openzeppelin-crypto's BN254 "
        "sponge (capacity 1, additive absorption, no padding), n_outputs squeezed. Values are decimal. Generated by "
        "reference/gen_vectors_poseidon2.py.",
        "family": "poseidon2",
        "moduli": {f: str(p) for f, p in poseidon2.FIELDS.items()},
        "cases": cases,
    }
    with open(OUT, "w") as f:
        json.dump(doc, f, indent=1)
        f.write("\n")


if __name__ == "__main__":
    main()
