//! Round constants of the Rescue permutations over Goldilocks (width 12, 7 rounds). Generated,
//! do not edit: `ZKH_BLESS=1 cargo test -p zkhashes --test constants_fresh`.
//!
//! - RPO and RPX (Miden): SHAKE256("RPO(18446744069414584321,12,4,128)"), 9 little-endian bytes
//!   per constant reduced mod p, rows of 12 alternating between the two halves of a round
//!   (`get_round_constants` of the RPO reference implementation, ASDiscreteMathematics/rpo).
//! - Rp64_256 (winterfell): data copied from winter-crypto 0.13.1
//!   `src/hash/rescue/rp64_256/mod.rs` (kept in `reference/data/rp64_256_ark.json`).

/// RPO/RPX constants of the first half of each round.
#[rustfmt::skip]
pub const RPO_ARK1: [[u64; 12]; 7] = [
    [
        0x50595e2460423080, 0x5a84ce185f5bae97, 0xf72973c23aa6f9cb, 0x017ca8081f617c3c,
        0x58aa35ade9424046, 0xdbe16fa8b27faecb, 0x8a6e521e04cc3f3f, 0x2e6bc5568c881614,
        0x8a3626330baa9677, 0xb3ddeaccfbf5a691, 0x854467ace60e8a1b, 0xe72b7a87bed131f4,
    ],
    [
        0xb43bc4a4deb5d7a5, 0x09135300915c4f81, 0x3da3ed63dae7f669, 0x380a98acc7db7371,
        0x4de7085b5365a926, 0xb7817f191d432dd5, 0x2a284bb7bfcb3755, 0xe7889f13dd9bea2b,
        0x73b444df687fed0b, 0x2cca04f182db3a00, 0x708e51f9a1893e3a, 0x27dbabfddab59589,
    ],
    [
        0xfacf6ea8cd7f5ebf, 0x560e4919ef81a7e9, 0xf563693084500b1b, 0x9319157e04fa6d58,
        0x0d87e8db62da4d1a, 0x72b07b7d0a3060d1, 0x8bb0c6efce682ae2, 0x1e44efc3f951c7b5,
        0x57ab9282afc28a97, 0x1372eb1bd827429c, 0x7b4bf8c76437d9b6, 0xb556f49d65b5affc,
    ],
    [
        0x4ec08822d1649af2, 0x4fec612ae8a20297, 0xc1807db3d406eec9, 0x12c5edbb56d825e2,
        0xed762ceb74d62145, 0x0dee82fe5a880aa6, 0x397ae162d2d827b3, 0x70b50c4015e67d10,
        0xc675a5e7967161e9, 0xbe4b9df1676fdba5, 0xec39c51147ca6f4b, 0x56c3e89e2d94dc42,
    ],
    [
        0x43d4474017eef67a, 0x2a02792df9c4708c, 0x8528a35711d49dd3, 0x921cfe7a0d5480ef,
        0x6d24fd145d1acea7, 0xf3544cec7c8fb490, 0x503c812a00ba9267, 0xec41ad6d8ae8801e,
        0x018596a32ae63fc7, 0x6359a43c0ec3956d, 0x29028ad62f22f702, 0x6729e445d0ce55d9,
    ],
    [
        0xe254ba7b438cb541, 0xa6378971bfbfb3da, 0xadeb7834c155923f, 0xca8b77f99f834e42,
        0x65319f21e97797b8, 0x4c88374b5dd3159d, 0x8b228fd24a337113, 0x6538c386d1e55bfd,
        0x5d609f3f4a01143c, 0x57e126a4f4cf409e, 0xb843cef8c2faf7e4, 0x2417d2a27b45b944,
    ],
    [
        0x62da3f9791d3ab16, 0x0e5a3c7794118cf2, 0x6b1b386ae880f795, 0x29e5e505b3f5a91a,
        0x9e426915297df504, 0x8eabf5c551ce1736, 0x04adcf0ec4e3f6e2, 0xb909bf5acd54f805,
        0x31e81abbef89ddf8, 0x7077eea8de2e5d38, 0xc713e6261be1babd, 0xec6ea1039669e548,
    ],
];

/// RPO/RPX constants of the second half of each round.
#[rustfmt::skip]
pub const RPO_ARK2: [[u64; 12]; 7] = [
    [
        0x545610627c0e253f, 0xd4050299cc1d7937, 0x4a5e0feefb8988e1, 0xc586c83181332146,
        0xbf691615416d26e5, 0xa1301a4712135881, 0xce60a1a2007bbdae, 0x8cd5c7eb4e3b7a2b,
        0x3ddbf8040326e3f7, 0xd85d99ae231fd27b, 0x8ba8176a640fa5c7, 0xc510d0790d441656,
    ],
    [
        0x56154cc23dc0375c, 0xf58000ef967c75f3, 0x31e402e2b72c1deb, 0x0530b354a02cccb7,
        0x112635e298261f0d, 0xc4afbfd141f5b352, 0x09d1cdfd29d87590, 0xd674db73e2d291ff,
        0x030cced019223fa2, 0xf816c89cb0be2bd0, 0xf6135fec50264fd2, 0x2834b20efce752b8,
    ],
    [
        0x6f58c0a8643b651f, 0xd05b57d23a80df96, 0x3e3fb28855baeb0d, 0xad5476203073cf51,
        0x83d8634a982015b0, 0x1c8147561adbf416, 0xac5f3488c1ee4e2a, 0x04f0bbddf9fd028b,
        0x7de3771f68feaf14, 0xb12aa71a8096d2d8, 0x7d89c6216fe08363, 0xb38055125e76c95a,
    ],
    [
        0xff33b8d66ff1c2c4, 0xe8331207b185b3eb, 0x3d9ecb3a80a135f0, 0xeed0b078f2cf1cea,
        0x7948eceebc83b020, 0xebeee2b7c12ec72f, 0xbbcfe0c636955337, 0x074a9b1b5c662c37,
        0xebbfdf02e9518234, 0x4bddff91d264912e, 0xc967b70be3bff877, 0x984b52de2f0ea2ae,
    ],
    [
        0x60e616ffff6d6221, 0xc3326eb1c066f68b, 0xe450b29006e2a864, 0x631350b987e27ae7,
        0x7d11141c0755e6d7, 0xcae34d92dc29f5c1, 0x135b5f370979e6d3, 0x4053390604d15b1f,
        0xe1100aa2bedbac65, 0x95a16c738e50183b, 0x5efb96ea7a0b1962, 0x67573c0c226bf3d7,
    ],
    [
        0x33dbc0d5d6954218, 0x0804f1885d65a6ed, 0x5cd7a60a805f62dd, 0xc0b53529a6f84a34,
        0xc743a850c9c43478, 0x6b78b89a3847d5f4, 0xdfeb4958cce467db, 0xaa920eb91c6b33a1,
        0xa75d6b947c97c6ec, 0xe45f85a25b0b6767, 0x3f712dd18a72ba74, 0xeeb4117df819ac88,
    ],
    [
        0xedbb66463142ccad, 0x0736a3c13b07ede4, 0x85943c1b27adeb26, 0x171ae3690f17f576,
        0x69e1b3086dbd2562, 0x305e0ef39ce86971, 0x8763e3e68d1c072e, 0xd331b9277f5cd123,
        0xe46fd0ddb6c1d138, 0x85d641ecb35beee3, 0x321e1684863d6bc3, 0xfd5bb0830a60d1dc,
    ],
];

/// Rp64_256 constants of the first half of each round.
#[rustfmt::skip]
pub const RP64_256_ARK1: [[u64; 12]; 7] = [
    [
        0xc12511fe3f05bc93, 0xde138177d4bc8d50, 0x41a41133ed513bab, 0x8b9b358bf1541407,
        0x8811ac5b71f566fc, 0xd96b7b8d6eb551ed, 0x8cde21b6e08fab9f, 0xbd202d5ecae6b667,
        0x203fbf544d885590, 0x08898687fec7d215, 0x7b1ae5ead4f885b7, 0x9230e13f804371c8,
    ],
    [
        0xca3aae98583875b2, 0x83150d8142c884af, 0x5b1e6a10ac7929b6, 0xafcc3ccaa7f1687f,
        0x63d572fefbe31a88, 0xa4cbce92b20eecba, 0xf881f994b450b291, 0x112b95fd4afa6d29,
        0x5ec89de8dd3749ef, 0x1db2d98ba5c8bf25, 0x168af46ab08a5719, 0x00b506fcc319607e,
    ],
    [
        0xe20ade8256ca1c4d, 0xb8810f1ea71e24d8, 0xb98de6597b3be5a0, 0x087c9a49334ec939,
        0xb28a72e84b1411cb, 0xaa460370410f62ff, 0x7239e665c1d9ad88, 0xbae2f135b2d28670,
        0x8d3bed3d779b93c0, 0xcf7e41c71dd1769d, 0x51a28102cd3daa49, 0xfb897286aeea1585,
    ],
    [
        0x5455c1d8cadcd8ee, 0x679ec163ff57abfa, 0x4c758208aee29b8b, 0xcbe61b2da5d15d78,
        0xb4238d0882a9e9d2, 0x12e3e889fb9ad102, 0x549213cedf124231, 0x46ed8115d4caf607,
        0x770bd0fe0d1b6fc3, 0x8139fa71ca3132bd, 0xeb70a63394d0d235, 0x4fc30f4895870690,
    ],
    [
        0xbde8166196a5e3fb, 0x004515cfa1305ab9, 0xe6a1b98244d828cd, 0x03dc750779ccf882,
        0x4559c961075d20a9, 0x0adc681392eb1cb4, 0xe3ecf19c59ac1bec, 0x8aa71b96ee8b348a,
        0xe88d40a09de061a1, 0x1d326a95f8091d30, 0xde4dd832fda7951c, 0x59ecf508d3302a87,
    ],
    [
        0xc1b3a7376a3106b9, 0x86a7574489ce3257, 0xfec250d2bb878c5b, 0x2a0ac6f28e435edb,
        0x191c01651878cbcd, 0xace886adf99d7a1f, 0xa6539c51d67cd482, 0xb2972f697cc878bc,
        0x6d3f9f15645dfbe1, 0x946a0b1395613652, 0x77f9313120e2e752, 0x13bf3a438c89044c,
    ],
    [
        0xf4851a1e79c68508, 0x55ad547627280b3d, 0xd10384e6e3b7f0e8, 0x3e808bc8f78ccbe7,
        0xa0210b8e3f0d224d, 0xb152a80e4e69a723, 0xf79e69711d17daf1, 0xba8a7f232dfa643c,
        0x52952bc7e8c11c0d, 0xec7bd7773de3d610, 0x79f401667ece5515, 0x67209c07b5e0be7a,
    ],
];

/// Rp64_256 constants of the second half of each round.
#[rustfmt::skip]
pub const RP64_256_ARK2: [[u64; 12]; 7] = [
    [
        0x6edf8b19ad8f4219, 0x77e5b3c5f75e2b50, 0x5a0c009b62aeeb6f, 0x4c9807de7add4629,
        0x293f47e2cf706afd, 0xcec6fdb2025b035b, 0xc482cc108e143a06, 0x52d8c53c7de7fc5d,
        0x46ffdd098d718ec0, 0xa832e5af91ebe0f3, 0xf18919f8ef4993ec, 0x25b8ddd3b26d63dc,
    ],
    [
        0x227dd59d41e99fb2, 0xc74530a8275a53bd, 0x2e2becac8cead640, 0x534b13b8b181d3e4,
        0xf1bd493c6fa7b59f, 0xa3e81bc699c88f97, 0xcd6d16d216b19d26, 0x0a6f82a7f22b0e28,
        0x8298a7a24ff71f41, 0xe3ac374bcd19c3ea, 0x5f4dd2f35796ab55, 0xc20ab0db1a71babc,
    ],
    [
        0x90d768ff06f8103d, 0xb7b51f7f855352fc, 0x094667e81fda04d2, 0x211b134ca7988c10,
        0x35c5adaf58fb6321, 0xb3c04a20241b5426, 0x1b6172fc911f457f, 0xc24b1af4e26dd6c3,
        0x0d8cca8ec807ce1a, 0x74abac228776a02e, 0x04b39bc37587568e, 0x3a6691c8d2be5047,
    ],
    [
        0x1fb3caa4759fffde, 0x3e750136d80c33f4, 0x372de50a046f6155, 0x2420c2dc9806e0d4,
        0x4ff08d230920a71a, 0x2868028bdeec6360, 0xff928ee31564963a, 0x62055f98cc1f063d,
        0xe6bbd37ed57d19ee, 0x0244d118cde94668, 0xa0ed6c2de4f7a87a, 0x294fdd943c5d8393,
    ],
    [
        0xd16ab61f9f64ebbe, 0x3087152f1ab28cb7, 0x77ff5ffff6bcb880, 0x2223fda219980c75,
        0x36be4d0b4d27fa42, 0xcd23264df672da6b, 0x27a8c3f8f817f0b7, 0x76095b249d144d05,
        0xf9e9cd996748f880, 0x09fe94d3a1fcf663, 0x61ae5219db0c05c5, 0x7ad09d451ea370a6,
    ],
    [
        0xf1dbf30608a06426, 0x101787451ee57777, 0xf90f5b2570aba526, 0x57f7eb204c8b5e82,
        0xf5da3ceed7939f10, 0x3a6929392f1f419e, 0xabe5a7af3d2175e7, 0x8aed911875e6973f,
        0x4d3ec3843bf34b4d, 0xadc07ef4a390ac3d, 0x45020984b563a74f, 0x4daccf713ac1aed5,
    ],
    [
        0xfe80bb2b782f2dc0, 0x019904a6df3223a7, 0x3d719a98c771ab0a, 0x9723a2c00a5d0c24,
        0x6274b39615f62b02, 0x65f0b7f13623021b, 0x5ed79cf0d1259560, 0xc253fe01efc5109c,
        0xdd338605d58541e7, 0xb07cf56cd446c6bf, 0x3953470b3f44fcba, 0x6af1c157ca0b3636,
    ],
];
