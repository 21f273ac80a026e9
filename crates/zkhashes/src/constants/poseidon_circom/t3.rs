//! circom Poseidon over BN254, t = 3: R_F = 8, R_P = 57, x^5. Generated, do not edit:
//! `ZKH_BLESS=1 cargo test -p zkhashes --test constants_fresh`.
//! Grain LFSR seed (field 1, S-box 0, n 254, t 3, R_F 8, R_P 57), 195 round constants
//! (rejection sampling), Cauchy MDS; sparse form derived by `constants::sparse`,
//! recurrence form by `constants::recurrence`.
//! All values in Montgomery form.
#![allow(clippy::unreadable_literal)]

use super::entry::{f, F};
use crate::permutation::poseidon::engine::Poseidon;
use crate::permutation::poseidon::forms::{PlainConstants, RecurrenceConstants, SparseConstants};

/// Plain round constants, one row per round.
pub static ROUND_CONSTANTS: [[F; 3]; 65] = [
    [
        f([0x83bbbac36534a858, 0x0971619601250a07, 0x27a219050e23910c, 0x1638bf18c8507442]),
        f([0x5e2bb0e6bb25631a, 0x56b042b8def5875e, 0x01bc3e10a8e9b451, 0x17bfe16092ef1d7e]),
        f([0xa4fef9b954508d89, 0xafeb6b7d4ee4c69e, 0xd8ebe8a7fc301c39, 0x1840976e07ad780c]),
    ],
    [
        f([0x18b8e553a04b72cb, 0x4d654fb8ec90df10, 0x3f8dafc39d1b9658, 0x1a72c6a50e4e6a8a]),
        f([0x44f18fdd12c7177a, 0x43d28a9b520bd0ee, 0x440b83130192f008, 0x13c53f3b277b2fde]),
        f([0xfc116b6c9e33b756, 0x933e67d042eb5320, 0xabc0d9f2c9d9bdcf, 0x23b0bd1fabcb64b0]),
    ],
    [
        f([0xde8ebdf8535243af, 0x1e851377b3d81387, 0xdfa4b107ef127fb9, 0x1e12da839a042314]),
        f([0xe25ff0a9dd264f6b, 0x0215e509d49d08b2, 0xc2cf093542425093, 0x0baaf53d85cb02e0]),
        f([0x6eaa462f90cf8115, 0xaf07e5d221dd2e13, 0x9a0b65abec88aa63, 0x1fcea175624b262f]),
    ],
    [
        f([0x99aa70f04fe89c1e, 0xdc11129d80826695, 0x1a68006fcc353aee, 0x299ea7eabe5d4996]),
        f([0x413df2c8c5541138, 0xeb469618c9de6bb3, 0x1a668e52b76fe275, 0x0fed7116657d8da5]),
        f([0x4c5cd4085911f6df, 0xa69c3b9c95ae98e6, 0xf308d88c93d19608, 0x079c79c9cffd5ad4]),
    ],
    [
        f([0xdd5d50a6115b6ae6, 0x3e2079ce31994482, 0x0beac0a93142d7a6, 0x29838a07888323b4]),
        f([0x3031a7c21bf4f9f8, 0xf093c1cc653a991a, 0x092a0cd128aac7c2, 0x1e230e4aa7c4c266]),
        f([0x2a72b06d29407105, 0x281dbf7148ac7771, 0x175c5083bc22a44d, 0x08c912947cf53b92]),
    ],
    [
        f([0x7eb180a889ee3c2d, 0xd38343a986d44c8c, 0x286bdbe0472b1d0e, 0x24f6be203117cc53]),
        f([0xe221229550b8eb66, 0x9ffe52fabfc796eb, 0x1b9eef2ed361ed14, 0x0c575104fa7034f4]),
        f([0xf9b28f842a2e4643, 0x4d5c080bd2ca1317, 0xcd76ae812c271eb9, 0x0ea4878f3b96e943]),
    ],
    [
        f([0x1b12a0ead7ee00cd, 0x794461ec0d8acd32, 0x3abb3e24c75e20a7, 0x27cb85854f2c16db]),
        f([0xc34a0ce29e5c844a, 0xbae3900198f23f61, 0xf582e09985e6d0c4, 0x055c6d26a35cf2de]),
        f([0x33e1751f74f74c21, 0xdef83f5279f2ec1a, 0x3ce7d0bd374490ba, 0x0eecc29342805119]),
    ],
    [
        f([0xe45772c6259d3e58, 0x4c683f93ebeab683, 0xfb8c13b607a4642e, 0x2e3e8ef03eeaed41]),
        f([0xd197c44c630c5eb4, 0x053857ab70186b79, 0x18ee44c7bdb0d26a, 0x18b94e2583a0557b]),
        f([0xd27736b000acdc77, 0x258b4b227cbcb7f5, 0x40df2e84269de616, 0x209aa4bbc966b500]),
    ],
    [
        f([0x5aafe5dc0720254f, 0x0e91a580f18d1016, 0x11a00abff154d5b7, 0x28083140319b0d09]),
        f([0x624ed13efd7f2bca, 0xcc9e53bcf2c28b13, 0x7ca39c04d885ccfa, 0x032c7e9c1ed0d643]),
        f([0xbee575ac208c3258, 0x8976d09923790363, 0xeac3c4d39b58eaaf, 0x28585586ade6e3d5]),
    ],
    [
        f([0x275e64927c987248, 0x1023453306381ce9, 0xd90511a7cb2159f6, 0x2997881a59a4151b]),
        f([0x96ea7b645b7ee005, 0x12e49ee4759a80d5, 0x3ff0710c0c7c209c, 0x1207d4f65a29a973]),
        f([0x225570d6a943095f, 0xa11ab5832d54aa69, 0x5ed544b9dc72feac, 0x16ba83b29fa0dfde]),
    ],
    [
        f([0xd35fe784498f8347, 0x448e2c74dc5c310b, 0x8bc35d4158df81d3, 0x11a01d27b058a3b8]),
        f([0xcf4dac5594af2d83, 0xc6f6531b8cc21243, 0x6e65adc157b9548f, 0x082a1067f00d6dfb]),
        f([0x173fc30b103a6dcf, 0xc91b63e498d301c3, 0xb8f7ea4064eea1f2, 0x06548827d7df35e4]),
    ],
    [
        f([0xf1dcdd1866e91665, 0xaf44edb31bfcc76e, 0x69a2f851bc5fdeb1, 0x16a3add7fd6847e5]),
        f([0x277fa19569af0ab3, 0x28e4a94421550cd3, 0x8b1893dc1510def2, 0x152b3eebf2e3b9af]),
        f([0x82a43eaade461743, 0x4bd307501a719bfd, 0x94e914f0f35fb5ea, 0x2d45e6c07093f3ec]),
    ],
    [
        f([0x1307c7dfcdec9d68, 0x569ed7de9138f494, 0x3345109c6374a0b6, 0x21b5a1904b9d9fa1]),
        f([0xeb775b5909a98dc7, 0x54a57335128a23bf, 0x5b11e52888015162, 0x212a6cfdd608fde8]),
        f([0x4c04265f18d146f1, 0x10d10bc4c7853d4e, 0xa8e2a51db14f2f2c, 0x0f5fd95645106055]),
    ],
    [
        f([0x68dd43d7b51c37dd, 0x1e46476089e1d073, 0x58e04cf38f805754, 0x0b0bbf5b8688b08b]),
        f([0x1b14f57c4122a309, 0xe02913572e132548, 0x8d3c17048b7c32db, 0x22434cd0616dbf37]),
        f([0xa0a5d482a6154db8, 0xd1c8cb01ba422f45, 0xb8a57919e05a3d45, 0x285a24a238af96cb]),
    ],
    [
        f([0x1aaa1405fafbd364, 0xb8d8b685230034b7, 0x0b7aef992fcc0854, 0x28d85f4b9f36af66]),
        f([0x21fc148d2efde136, 0xc0a3008d29eeb0a8, 0xf3914ca16745a3c9, 0x0856523236dd2341]),
        f([0xa14a336112fbf9f3, 0xb1ff289ba2eae970, 0x32a2feccaf57f78d, 0x003726ecc0267f6c]),
    ],
    [
        f([0x65e4051e623a8231, 0x3de6d47d48c406d3, 0xa9bbd406bdb8ead2, 0x0d600d159a165a0c]),
        f([0x50648feb424d5e04, 0x78694de6ef267969, 0x5aa8b3580718f950, 0x1b044d4e05de9b70]),
        f([0x2a796e5ea8f4e119, 0x946bbb44d739483a, 0xe21604d22b7ff1bb, 0x0c4327027869e663]),
    ],
    [
        f([0xe85e117615b09542, 0x96ce582e170967b3, 0x065b39840af36d54, 0x11b11f0e477f05b0]),
        f([0x0d74f0994cb254bf, 0x4f4e4871fc63bd6d, 0x89d7b727ebdad559, 0x2cf20283390eb822]),
        f([0xa30b526823bdb058, 0x886bb7b6f8eccd0d, 0x1f437e6dbc295914, 0x29ad2879e6833325]),
    ],
    [
        f([0xec3b39410fe43a5d, 0x3fb9d90ddcfa176a, 0x5fcaa229a47556d0, 0x07a583162e51b6d8]),
        f([0x5b3fe2630608396e, 0x1e4496112e954403, 0x855a9daaa37c42a9, 0x10f643f4b4fa5128]),
        f([0x28590d0004f98e35, 0xe13a159fc2cc8cf6, 0x8d22be85be68317a, 0x085a637b8618db96]),
    ],
    [
        f([0x5588c6954188d4d5, 0x28bdcaed360f0373, 0x67cc7a411974cf44, 0x27ab756e2cc849ac]),
        f([0x32a0c18f088e99ad, 0x22795c50dd9cc1f3, 0x39c0855c6dc26a51, 0x12388feb2e428a82]),
        f([0xaddbd56d19cb859c, 0x2f7ceda49032fb62, 0xebdf3719874c459e, 0x036d7aa8bc44149d]),
    ],
    [
        f([0x2caa41d785b941c8, 0x971e4e4c154f2c6b, 0x7874a8d468e0e6c8, 0x07b4735d54f5d234]),
        f([0x01f51a3aa044c8f2, 0x7a636b4bfcab2c29, 0xb31eb377a96a00ce, 0x0f0c53f00bb104ac]),
        f([0xd79328003e9566e7, 0xed5f36c07d3074ba, 0x8a2da6c60a9e4cb8, 0x28bd60c78f4c27c2]),
    ],
    [
        f([0xfffebd8720631bbc, 0x8efe2a4219d8aba5, 0x6bdf4ded7ef1b62d, 0x1ff6c9e06d6cf68e]),
        f([0x22a696d457b8106d, 0x8b98ffed5d4905f8, 0x5edf9329bbef0232, 0x1392824c46ea4c39]),
        f([0xab107cfef787c8a0, 0x278e7c4207fb3230, 0x99b9ea6ce46d8256, 0x0d682fd0fb31a00e]),
    ],
    [
        f([0x4ecef90fb11c850c, 0x84e45781c9eec3a9, 0x8ec25128e2f1f4f8, 0x2a2c1a8412a70cce]),
        f([0x8f369a4d332e2cc7, 0xb22c513234251590, 0x706ac3aeb811231f, 0x19740e5e8ade8979]),
        f([0x221080f029f28b75, 0xa437450974cb1e94, 0x87926f33c69f3da2, 0x029cf616ee2ad166]),
    ],
    [
        f([0x02442c4fee11e91d, 0x5dc410e07fdcbe17, 0x1a867232b63d9457, 0x1a1c9a07b2782748]),
        f([0x1edb82dae474f114, 0xd3bc7df0735a0a00, 0x03b3817d280da899, 0x0701ed4f517f4c79]),
        f([0xe14d649a6bf08497, 0xa3ea3ec2fba171b1, 0x8f61083e65c736bd, 0x1ac1a9fdf38c7ebb]),
    ],
    [
        f([0xcf49198274ef25d7, 0x562c05e01036644e, 0x3f41976e276e258c, 0x1f5be530194ef994]),
        f([0x82c0529d3b0c6560, 0xce8537e7cb3d788c, 0x92494f9d3bd8e8bc, 0x132c81f43fd33e53]),
        f([0x3f40cc1629cd3111, 0xb9f9665b8d257da8, 0x185f61f8e8e16198, 0x021adba7bd33ab21]),
    ],
    [
        f([0x342f2a113fd36130, 0x9ceccbd5349c530a, 0x617bd57533444841, 0x1648cdf733eee1d3]),
        f([0x9efbd552827fcf73, 0xfaebeb1c6ab69375, 0x464172e7be8e88a8, 0x0847931e0d042c0f]),
        f([0x120193648a28dc6c, 0x988a6302e7370526, 0xa78edb0d97474b0c, 0x19959641a1b547fa]),
    ],
    [
        f([0x8e6dfb112427c2d2, 0x20c25819e588e384, 0x1d88377d30897cb6, 0x2a508af373b9729a]),
        f([0x1d14c873ddc51680, 0x0e0da86908009656, 0xbf4ec9ba1340d6a4, 0x0098bdf65a0afb9c]),
        f([0x50d73614f3243e60, 0x45209e69e50c537e, 0xbf44d99fc759be13, 0x279f34df0724a583]),
    ],
    [
        f([0x219cffe63c3aa682, 0xa6dd59c7425acf48, 0x444cb706acccec8f, 0x2e8c17deff5b9dd4]),
        f([0x9997c91436bf5d0b, 0x1629fb48677678be, 0x49c4d97bdb9eb29a, 0x2035dd09daa0d61e]),
        f([0x10168e7c8e51546b, 0x507ec1516ab22d0c, 0x1a194fcaa4bf09c0, 0x0c637dc86849f4fd]),
    ],
    [
        f([0x57fe04691ea6f531, 0x2190682e353d037b, 0x72e47ef9e904d3b9, 0x211f475dfb3c75ed]),
        f([0x7e838b86503617d0, 0xe6bad1948ae1955e, 0x707e58fad5b30483, 0x0a0972982b764b31]),
        f([0x03bb8a08fc34185c, 0x7697ad2d4d810bfd, 0xfd12136fc816f501, 0x120d076c88279b56]),
    ],
    [
        f([0xee24105eeb22800c, 0xb7cbe7af82283d5e, 0x6191e1e38cd71bb5, 0x1aeaf2e491efd9a9]),
        f([0xa04e07018cc9237a, 0x5361733b3151e0b6, 0x40e61ee38ddf97c3, 0x227af916f8b30fd4]),
        f([0x3a89c2121dbc8729, 0xbc8fbdb3d8db1a87, 0xe86e48af8d840b86, 0x2ce7a4cb0acf31c8]),
    ],
    [
        f([0x5034a090dc3af464, 0x6ed46f82617008aa, 0x358e71ffd819f7e3, 0x26c8080ae116e13b]),
        f([0x788952cfb8b52e37, 0xefc72a5be7fb7fbc, 0xc77bac4f9459447a, 0x001040af8a6d261e]),
        f([0x16e6d600d2ff7426, 0xca5f5816acfc9401, 0xe38beefe9a0e0072, 0x21938b191a7bc331]),
    ],
    [
        f([0xd5b44d21a21f9297, 0x86167973aa7d0743, 0x79bd6f4550d4e54f, 0x03cfdb40ac6940ca]),
        f([0x9c929ba1d69d55fc, 0x87d64dfc151271ae, 0x2d27e3179fac9536, 0x1a90b4df9101e879]),
        f([0x7499664fc0ebe7ec, 0x09716f8e84931303, 0x4cc0dccb94634b45, 0x1a32f5ff8519e33c]),
    ],
    [
        f([0x870877b73b9bcaa9, 0x1881870f75379e4f, 0x9f3f06e451a7e672, 0x1151fe3bb41dcb29]),
        f([0x0b7cb1a81cac0430, 0x271f481c441f88f9, 0xeda16949984a6294, 0x073cc8fe043bb91c]),
        f([0x5d4c4bfe348cbfe4, 0xcfd654c4476c9489, 0xdd48f53cf0b1efcd, 0x06c975ea69621011]),
    ],
    [
        f([0x39fb6c74184c9024, 0x80e79b39a143fe21, 0xb1253d509d48cbfc, 0x1a4900be8c52124d]),
        f([0x190a59d14d51b5c0, 0xa444e21ad8bdb73a, 0xb2259807fe061798, 0x271a2e9bbfcf2f6a]),
        f([0xc0af13dc96417133, 0x1cb1c8979c88420d, 0x353f8e5673b9f841, 0x0ad2874818ce1183]),
    ],
    [
        f([0x5eae10d5fd0f7d29, 0x7da0cc2beaa853e4, 0xb844b04ad2a3b6e2, 0x0b184f0b40c038ee]),
        f([0xe5e995b4b1d54591, 0x19548f28b12e5099, 0xe0da5976f40f1c72, 0x1c55359d2d014456]),
        f([0x68c411465f6f87d8, 0xa3a18882c980c957, 0x5c79518c4fabcf20, 0x26edc29497bc5cb3]),
    ],
    [
        f([0xb50f63c3948b6732, 0x9c160bd71ae1dbb4, 0x24cfd9385abff66a, 0x02063a7ceced9ea6]),
        f([0xdb0cbc35d22245b0, 0xfe86319a55232e6d, 0x6105fbfdf3add538, 0x2c2dc27c38d94255]),
        f([0xf1895d988a8c8995, 0xdedefbad0c1b5a82, 0x5f3fb8bc0bd416d8, 0x0e2a4c7d21d78dc2]),
    ],
    [
        f([0x72f59f40b87cd518, 0x619b20e02d8b3ee3, 0xd6ebb896f7d9329f, 0x211c1fdf6141dd3a]),
        f([0xd6e372c64f54c992, 0x99827b2bf785abe0, 0xb67492d94fbeae14, 0x0288174a915f1cb7]),
        f([0x0cee89601a4ad1c5, 0x66dee7acd570e8b4, 0x237331b25471fc2c, 0x0f79a3dc068020d0]),
    ],
    [
        f([0x898fee0b8f31bc12, 0x5c8954aa2da1961c, 0x77326678c3da12af, 0x144313217a7f389f]),
        f([0x05f342cad3b4864a, 0xe2c7d39d0656a010, 0x61b8bef5da62a23f, 0x195806ad7b6696ef]),
        f([0x76c6fbf50cbdef02, 0xf535ea975a6b40f4, 0x0c5fe2383fe86bce, 0x117abeb34b8688b9]),
    ],
    [
        f([0x722fcd9132e35924, 0x8d991c0f2fa40665, 0xab060365a33bc385, 0x0b61468d5f2060aa]),
        f([0xf37de77a8f1be22a, 0x427159a97577781e, 0x14e99813266148d9, 0x138e8d0f0e5be0c4]),
        f([0xe1543733c9bb6fc7, 0xd8c9704535e21c8c, 0xd433edc282de438c, 0x11466ae0f81b3763]),
    ],
    [
        f([0x2cbd8cdb39524874, 0xf9855b644afce00e, 0xb290cb62abfbd66c, 0x25acd478b1084494]),
        f([0x8ebc6672b41dcee8, 0x606f0745849196a1, 0xe55ae090bd88d82a, 0x009470554167249d]),
        f([0x062094bcc7a6418b, 0x2803495b8583c637, 0x53eb48b97437c010, 0x0c7a1222e9138165]),
    ],
    [
        f([0x27eab79c36018a4e, 0xbd1864c1d0c4068d, 0xf902113a25a237e3, 0x128d87abeb1e9c1f]),
        f([0xdb7fc417f7652d14, 0x58bd4f3aaac09e67, 0x728f58664d60e85c, 0x0f85a634b96fdda0]),
        f([0xe32fe000e302eadc, 0x7d23c3dd3c7df083, 0x5bd45107b443a012, 0x2acca27428d1a73c]),
    ],
    [
        f([0xbf727ded10944264, 0x4ebf249fe7df1f42, 0x9ae7e1ea5448317c, 0x098478d1386f06d1]),
        f([0x41702faeb62c6d90, 0x5dea60565d31eda6, 0x99144c98f362ec45, 0x0666d88648f73f04]),
        f([0x83b3ca7e199d699c, 0x32ebc3b0c43d5f81, 0x14a61edd1a1d5f6b, 0x2cb5c8fea1103978]),
    ],
    [
        f([0x5d05e3ae54a68bc4, 0x4faa9d463460a6f2, 0x7f3ed5cd074f3aaf, 0x2d280f20dae67de3]),
        f([0xd2efe4ca6dada240, 0x85c3424c91e6e450, 0x67ded928e819912f, 0x2a47110115ad187e]),
        f([0xfd689c88325914ba, 0x217ccba0c4f678a8, 0x775c3aa0caac332b, 0x0237eeffadb3dc0b]),
    ],
    [
        f([0x951cba230d48ab5a, 0xac60fef56f7dcd80, 0xee0e118c667a107a, 0x286963de12abebeb]),
        f([0xd5bf474c37545102, 0x8df0210724a7bbf7, 0x2869e00fd06cee5c, 0x10a5a9a9e9679a80]),
        f([0xb756d548a7c1fc31, 0x91a8ff87ec937a72, 0xc052832f337e9900, 0x0529844a975226c0]),
    ],
    [
        f([0xd6bd6219ea723ea7, 0xb15ef75a47a73dbc, 0xce0d24f3bcdba423, 0x00f2c9c00b75da95]),
        f([0x8839b8e43934561b, 0xeed5c479997614af, 0x8e13af4ce37ec975, 0x1c11b1381a0da7d1]),
        f([0xf38903221b52a70d, 0x57941bad5616f0b4, 0x79e0e60ac24d695a, 0x28196a6e4dc51202]),
    ],
    [
        f([0x064ebe0c3dd24eb6, 0x3802fd84feb04f9d, 0x86b2d2b0907fa843, 0x2c574ff686c617aa]),
        f([0x4350bfc9d26b3c37, 0x21c07f7c582555a7, 0xc26f0a1a39e61d98, 0x23e04b5b20773885]),
        f([0x9ecdf0801c4960f1, 0x90455ea0aa5c29bd, 0x7a4f7128a78bbda6, 0x08a72f2200068a14]),
    ],
    [
        f([0x8e78423055561239, 0xc68657f8b6a9b0c3, 0x3c1f30023e9a9859, 0x020a5307957c386b]),
        f([0xc2b2ec89df413870, 0x698417646a3cbfa5, 0x85b88d3108e46241, 0x1153cf64cd3c1731]),
        f([0xd3c742f41b1facfd, 0x48cc11f7ce5600d8, 0xd924a20425ad06ca, 0x2b92d896b64a36f0]),
    ],
    [
        f([0x47e3641e16232e80, 0xb5b83d38f4118ce6, 0x9c757d818e9fe957, 0x0f040021849b01ec]),
        f([0xbf3cd76e39709602, 0xe2d93e6cf717615f, 0x4e5f8607aa4aa483, 0x1fcceb2264ae4e31]),
        f([0xcad7b25f437a38d9, 0xf66dcd4743bd617a, 0x75627910ca985f41, 0x1c2d962253a27827]),
    ],
    [
        f([0x3eca0791994cce65, 0x059234b17e8476d9, 0x8403f0cd92adc262, 0x2116c5244c9f73b9]),
        f([0x7ebcbcd0ece065e3, 0xc1a06905a0139ff9, 0xf0e0a214eafcce74, 0x102221a24bb3f1ad]),
        f([0xc73946d2fd0793c6, 0xd684e968a7714ca9, 0x4516892656a0badd, 0x2bb1a1d769bcf7e8]),
    ],
    [
        f([0x6b45148d7b52e3c9, 0x030bfb6edf8c0734, 0x78374b448edd38c4, 0x05ba2d1f46a5b689]),
        f([0x96a850062bca34d6, 0x1af76c923852014e, 0xad93ce5cfda5d027, 0x1c592caf1ab3d348]),
        f([0xafbb1743f0bb4932, 0x6a7696e10bda8c0c, 0x07a07831609bf58e, 0x2d35e80598271115]),
    ],
    [
        f([0xdc24c33ffdafcabc, 0xf4dd4a38331852d4, 0x5ed1b79ac97e8d89, 0x07fcc7dca8d2fa83]),
        f([0xe41041004d1b83f0, 0x09933bdb3497d06a, 0xa3a268100bbdd441, 0x2dacd4f6ccf638f4]),
        f([0x41e818cce281e4e9, 0xdacb05da4c9f0b3c, 0x9c98e80797123b9e, 0x05c2785171cf9893]),
    ],
    [
        f([0x8bb70713661dd3ef, 0xa3219b41e1e866e4, 0x4841aeae94dbafcb, 0x1f04ab075b343c2e]),
        f([0x09877b99da1ed4d8, 0x3e1b13bebb562ab7, 0xfd0a453abc796707, 0x1b08caf18fe542b6]),
        f([0x8772776c35ed4ddb, 0xd1e483c46dca8f20, 0x3d6ef5b0ece3cb77, 0x04350d60ac3cdeda]),
    ],
    [
        f([0xd59789d52dfd828d, 0xd0d4f5c7c7c66b69, 0x4184bf91b5309734, 0x0e09dedd81137365]),
        f([0x3c46a5ad6730c5ce, 0x5c7bd37bda525007, 0xd57d1e170a707411, 0x13e189b521197bdd]),
        f([0xa6343ee1f304a26f, 0xca33c793d2ba7228, 0x25dad12500d4d448, 0x09cf827625852c46]),
    ],
    [
        f([0x797a8602c63a54d9, 0x1ac2bc433aa0e827, 0x7c3fbe7f580b7789, 0x03174635b882d894]),
        f([0x4f16dab5318908d8, 0x618709ae9bb33e9b, 0x79f6ce9d1fcccdb9, 0x2a42c258663e5559]),
        f([0x9352c66f8db85bed, 0xf76a6cfc91216ae2, 0xecadbbeeab6ddeba, 0x0501860d019acbef]),
    ],
    [
        f([0x33bbf7559b633bea, 0x59bc392c36c8c252, 0x13a0563e80b1aebc, 0x15fa97680663b761]),
        f([0xd34b76cc7ce56662, 0x4637562052f0c797, 0x121bc99292d6f09e, 0x0a694fce552ddc2d]),
        f([0x2c91b8df8e961db5, 0xe0847837f14b5eb8, 0xdfa9bfc0600b988a, 0x0e88c05fa2dd61ec]),
    ],
    [
        f([0x062b0126d1594ed2, 0xf6b8ef949360c8f3, 0x88685c33681f9b19, 0x057ca2cedc6147f2]),
        f([0xbc4cb8237d1d6988, 0x40a88f0ac02628ed, 0x38d89898d686d929, 0x2333cd11b0515c31]),
        f([0xb242031f673208b5, 0x144ef3dff309ec58, 0x74d56678e4dc599f, 0x2ca99301804984ef]),
    ],
    [
        f([0x5131dba233a4bed1, 0x8a8e1b36d8400bac, 0x21e59e8865901cd2, 0x0e5c8ec6f3fab0a5]),
        f([0x2a4bb5fd88edc047, 0x5b86f3ebc68d0c2a, 0x54882f2a5688b04f, 0x05a94e75507cbe33]),
        f([0x2b1caac2f8ecdb92, 0x1fc9ccb8dee0c00d, 0x132b98f93676a1fc, 0x26683390479088d2]),
    ],
    [
        f([0x35366d726512589d, 0x1a3e6b999132d200, 0xde087c496782aa42, 0x19bd0fcb4d53dd00]),
        f([0x047cb750ec6c0762, 0x24d6a46e5dabb47b, 0xc919256c1ba14cab, 0x273396a78c4b62c4]),
        f([0xf0b98c2b57687d8e, 0x80147c912063365e, 0x59b461ea91ba1607, 0x28c3fc150c32ff50]),
    ],
    [
        f([0xf5eccf1c3d434232, 0x473330d9dd3d1536, 0xade583c6c46d86b2, 0x2c598c961ec58e70]),
        f([0x03b800160def6797, 0xc4cf4ab9a943177e, 0xcde7b62ac1588f3c, 0x06eecbd051cf7c34]),
        f([0x0369b2583c6bd1fd, 0x0dbdc1a076d43177, 0xcb0dd179adcedd3d, 0x0bbe0370470abd29]),
    ],
    [
        f([0x7cef46f570a500c7, 0xd5c89d2b7ae0671e, 0x32a472d2e25b5d5d, 0x1819574a6430cd10]),
        f([0x6f7de7d7f2113dc2, 0x9bad7676e26494cc, 0x59b77b7b4f7cb546, 0x2624ebdd096c1e37]),
        f([0x11a5cdddfca66b49, 0x768bcc294debebe3, 0x852080c87fbfda18, 0x1c7d91a619b633ee]),
    ],
    [
        f([0xaae5e35d8145efad, 0xce1d50cae0bbe5f3, 0x36970cefb2134e9f, 0x1280d61543c46cfe]),
        f([0xbaaef2d36b5468c6, 0x498f7feb859e85a0, 0xfbbe4f4fef131eac, 0x0b321fd2bfd3b824]),
        f([0x73cf2dd7fb1b7a9a, 0xfa91136de4c46704, 0x7477293dd0a4ef08, 0x1b2e2f421e0c4760]),
    ],
    [
        f([0xb4af5805db788bf2, 0x4c06654190ce9257, 0x3c0942be862b0413, 0x19358aa7ecb1ffdc]),
        f([0x1a5f2289be6e42d5, 0xb8558e89c40d8a7a, 0x6db403e0d417290a, 0x0df8c12d84359369]),
        f([0x2c1623378fa50e7b, 0x334709d38676a013, 0x424966dfeb1a23e8, 0x13f728b84aee75c8]),
    ],
    [
        f([0x58cf088ebda25f34, 0x7a5d6a37c20a05fc, 0xc3e67e0e8ef2478f, 0x28cf15d813041154]),
        f([0xcd9b371660e26854, 0xa798e006bde7c2a5, 0xa589cbbf8f0cde4e, 0x0cc83461e6654fc6]),
        f([0x5aa5df881cf08b7a, 0x854536b686b10afa, 0x54fbdc7acbaf9ae0, 0x2267e5792b131883]),
    ],
    [
        f([0x6800c90673d40313, 0x370cc2be065355bb, 0x48b361af98b894c4, 0x1574397ef2d5da4d]),
        f([0x980463e7193ce68c, 0xae87dc9d1a4abf45, 0x038a72f6f99cdb5e, 0x169da4f52a8f168c]),
        f([0xc837d64534683bb9, 0xa1c5ad4757898b12, 0xc4eb6597a3d9aa3f, 0x10551f64e930629a]),
    ],
    [
        f([0xc276f1f23fa3dfda, 0x07be179d0f4e390f, 0xef2cc368f6a7932d, 0x169888fd256ea6c8]),
        f([0x0933f9e69fdb4920, 0x757798d2cb552ac2, 0x44617531aff8a6e8, 0x1c88dc66ae439dee]),
        f([0x84d6faa1219d011a, 0x6c621fc73f57d413, 0x06661776bd78cbf4, 0x0d40569eac57478d]),
    ],
    [
        f([0x65a764cb33746490, 0xd857618b6d3d133b, 0x597d95e1bcb82d7c, 0x1999b22a5b250c0d]),
        f([0x09913f64ed0f55eb, 0x71f4b894b1d49b95, 0xe64f2d869782046b, 0x2ac51c6d3b362aaa]),
        f([0x4e1f1fb6f3864524, 0x183aa6e52734a295, 0x7a585dc7414a772d, 0x0e2e7f46b2e96900]),
    ],
];
/// The MDS matrix (row-major).
pub static MDS: [[F; 3]; 3] = [
    [
        f([0xf2e8909a56fcf3d7, 0x8019ce3145ed8c1d, 0xdda896a228616418, 0x0e5ed723ffc885e1]),
        f([0x3158f311d66c0469, 0x9511d96f69f040a0, 0xbc6996e5b22127bf, 0x07e69e17a7c9122a]),
        f([0x28f45876169969b0, 0x3d6ded69e30a7649, 0x79aed6124c9b23dd, 0x03cf3048ffadf517]),
    ],
    [
        f([0x670d8bd946474dd5, 0x56daed800bf07bae, 0x5c98d51ecca20e6d, 0x1a3491eda18b0028]),
        f([0xf0193e572ba79c47, 0x5fb2e46a6ee2dac5, 0x6892f0d5b6ffb984, 0x0df1dabd49661413]),
        f([0x3293bffccaab272d, 0x85cbae38b11c4e1f, 0x67208956c8757b3c, 0x17ca537ab6c9d981]),
    ],
    [
        f([0xcc226561d2802757, 0xfcfbd22f5bb9f4ed, 0xc8ef58acce2b8678, 0x05984bb41bae9c88]),
        f([0x17561a5176bfeefd, 0x1cd5d7be100061af, 0x714cefb2dce7646c, 0x0043bf61f2173fe9]),
        f([0x4c72e3c51c729128, 0xd35b9fd9170d616c, 0x4d095dc74ab700a6, 0x1282bdf76dc5d39b]),
    ],
];
/// Sparse form: full-round constants.
pub static FULL_ROUND_CONSTANTS: [[F; 3]; 8] = [
    [
        f([0x83bbbac36534a858, 0x0971619601250a07, 0x27a219050e23910c, 0x1638bf18c8507442]),
        f([0x5e2bb0e6bb25631a, 0x56b042b8def5875e, 0x01bc3e10a8e9b451, 0x17bfe16092ef1d7e]),
        f([0xa4fef9b954508d89, 0xafeb6b7d4ee4c69e, 0xd8ebe8a7fc301c39, 0x1840976e07ad780c]),
    ],
    [
        f([0x18b8e553a04b72cb, 0x4d654fb8ec90df10, 0x3f8dafc39d1b9658, 0x1a72c6a50e4e6a8a]),
        f([0x44f18fdd12c7177a, 0x43d28a9b520bd0ee, 0x440b83130192f008, 0x13c53f3b277b2fde]),
        f([0xfc116b6c9e33b756, 0x933e67d042eb5320, 0xabc0d9f2c9d9bdcf, 0x23b0bd1fabcb64b0]),
    ],
    [
        f([0xde8ebdf8535243af, 0x1e851377b3d81387, 0xdfa4b107ef127fb9, 0x1e12da839a042314]),
        f([0xe25ff0a9dd264f6b, 0x0215e509d49d08b2, 0xc2cf093542425093, 0x0baaf53d85cb02e0]),
        f([0x6eaa462f90cf8115, 0xaf07e5d221dd2e13, 0x9a0b65abec88aa63, 0x1fcea175624b262f]),
    ],
    [
        f([0x99aa70f04fe89c1e, 0xdc11129d80826695, 0x1a68006fcc353aee, 0x299ea7eabe5d4996]),
        f([0x413df2c8c5541138, 0xeb469618c9de6bb3, 0x1a668e52b76fe275, 0x0fed7116657d8da5]),
        f([0x4c5cd4085911f6df, 0xa69c3b9c95ae98e6, 0xf308d88c93d19608, 0x079c79c9cffd5ad4]),
    ],
    [
        f([0x6f83191816ca6a89, 0xddbbc56be6d28ead, 0x8ee446c08cf234b6, 0x0608a3f5506c71a2]),
        f([0x9d3dbfb3a3bdacda, 0xb41c6edb8e4eaaa6, 0x5e4de614d6df7215, 0x06efc0d2cbfce889]),
        f([0x28034307dac9b681, 0x93648641a15bb4c2, 0x423943164690f6f2, 0x30163db3698c3f0d]),
    ],
    [
        f([0x6800c90673d40313, 0x370cc2be065355bb, 0x48b361af98b894c4, 0x1574397ef2d5da4d]),
        f([0x980463e7193ce68c, 0xae87dc9d1a4abf45, 0x038a72f6f99cdb5e, 0x169da4f52a8f168c]),
        f([0xc837d64534683bb9, 0xa1c5ad4757898b12, 0xc4eb6597a3d9aa3f, 0x10551f64e930629a]),
    ],
    [
        f([0xc276f1f23fa3dfda, 0x07be179d0f4e390f, 0xef2cc368f6a7932d, 0x169888fd256ea6c8]),
        f([0x0933f9e69fdb4920, 0x757798d2cb552ac2, 0x44617531aff8a6e8, 0x1c88dc66ae439dee]),
        f([0x84d6faa1219d011a, 0x6c621fc73f57d413, 0x06661776bd78cbf4, 0x0d40569eac57478d]),
    ],
    [
        f([0x65a764cb33746490, 0xd857618b6d3d133b, 0x597d95e1bcb82d7c, 0x1999b22a5b250c0d]),
        f([0x09913f64ed0f55eb, 0x71f4b894b1d49b95, 0xe64f2d869782046b, 0x2ac51c6d3b362aaa]),
        f([0x4e1f1fb6f3864524, 0x183aa6e52734a295, 0x7a585dc7414a772d, 0x0e2e7f46b2e96900]),
    ],
];
/// Sparse form: one constant per partial round.
pub static PARTIAL_ROUND_CONSTANTS: [F; 57] = [
    f([0xdd5d50a6115b6ae6, 0x3e2079ce31994482, 0x0beac0a93142d7a6, 0x29838a07888323b4]),
    f([0xf10d722a7e417048, 0x9f8f6365a6514b7a, 0xfd04b3fc6c7d1e82, 0x291c3080dd046ec3]),
    f([0x230bba810a99dea7, 0xde520cfe7eca3c96, 0xfccde26de4d8ee1d, 0x2d8a182999a7ff53]),
    f([0x438d28671d47bbfc, 0x71e9becb4fcbc9bc, 0x2ee9cec26c28910f, 0x2b3ea5699343a1ae]),
    f([0x865c3b22c8620979, 0x20cbd9687adc1c17, 0x3c10dda268909f64, 0x1002d8aaf2b1bfe2]),
    f([0x62f031412c9bf054, 0x99e28e98124aa0e9, 0xea5c65a1adad5620, 0x2b3a8fb10082f522]),
    f([0x57c0375d7baf65ef, 0xb9aeae7804509d42, 0x04dcaaa9c3483cbb, 0x181c5d68261821f2]),
    f([0x8f6963afbb63a167, 0xa0ce6902b4ba1731, 0x8413995e55527591, 0x1c0d4fdd2eca01e1]),
    f([0x26d1483ce5b95a8f, 0x4dbee918c3fe61bf, 0xc8dc8cd8d960dd6b, 0x1cd96ba716ae621b]),
    f([0x159c773cde1c8a9b, 0xd925d8a678d77d6d, 0x30a4255a2e928b3f, 0x0f5e53a27dfc85c8]),
    f([0xa617fd639ad0606b, 0x3f780849abd2e208, 0x33747a28ada3b9e8, 0x0f09171e71b8f9cd]),
    f([0xfe4146724e89580e, 0x1c33eba2f7af4a4a, 0xf10d418cb6521f1f, 0x0850ba5eb24793d5]),
    f([0xdd9bae80ff0b2c2d, 0x43dbd03d6bbf98d9, 0x5a44574542f8e8cb, 0x1e1bcbd4064d3cbc]),
    f([0x0f292ad673753540, 0x1ca6eab6277ccb3b, 0xf456f6041891ac62, 0x2db5fbb51253e606]),
    f([0xbcf8f1cb34546661, 0xe7670cdafcc4d3c8, 0x02289579e073ce9d, 0x018a6132e5ca2c42]),
    f([0x073ed1197d450405, 0xbcdadb5112db59c9, 0xbf27432973182e75, 0x1a0b22912d37b8a9]),
    f([0xae174a6ed1c2b0d7, 0x010d051ad8691d52, 0xd14d9f6f745124d0, 0x2e926cff0f327987]),
    f([0xfaea1baa54e67078, 0xf1aed17e147cc161, 0x0a4c3451b3a5fad8, 0x16b49fac72bdff69]),
    f([0x1cbbdeca055e68e7, 0xe2d8a84c096e3107, 0x1a43c93e719b89ab, 0x01008828a2cb0a3e]),
    f([0x712cf1224304d8d1, 0x4c35d357c2fb48ac, 0x44e71417c3696bb6, 0x05f51a0f0f877899]),
    f([0x4d83afe801312718, 0x650df997eb30a3fa, 0x147b232b32e3605a, 0x106139e347c7f5fe]),
    f([0x763effe919580ada, 0xb83892cbc8f6befb, 0xfdcab6313c179131, 0x2d2ad46abdb74be7]),
    f([0x6c6f3cd1a771b0c0, 0x3d518f593c19fc47, 0xe858fec568c0e2a8, 0x2e59266315ae7ce6]),
    f([0xda280557f4348b46, 0x3ebd028ac1c7036a, 0xc4cab80f46802799, 0x04ef26fc0dc9d33e]),
    f([0x790d1254c78ad68e, 0xf3d19d2d982218e0, 0x4fda70ed9adb10ef, 0x1e92395385933832]),
    f([0x1723e5a7578d7602, 0x6ea35d763b3c14a4, 0x672c49a1338e8d1f, 0x214fff9a15e15ea4]),
    f([0xb3cecbc143829632, 0xaf53fab7e2ae4ef9, 0x63d3dd7b26d64755, 0x03e16e8b710c765b]),
    f([0xa381dad691e5568f, 0x8cf5a39c958a356b, 0x3edd6693c51c928e, 0x1b8ff04f0d9858e8]),
    f([0xa2fc2bd646930dc5, 0x9a0888eadcbfbbd4, 0xc84e2d4f3ab21b07, 0x2f9557d38bb55b9d]),
    f([0x5f951b735a677636, 0x3497cb2c09bf7412, 0x830b1049957873f9, 0x1d3306fe677f7bc1]),
    f([0x734d6dee0fe5f75c, 0x420a6b2657db8380, 0xc197ed0f88db7967, 0x1940d777d702f686]),
    f([0x485c0b1f0c6f3414, 0x0759afe3920bd332, 0xd25ad98399511b05, 0x2704cad4991e35b1]),
    f([0x97ba4a55b019384c, 0x03ac86224b58c46a, 0x056a6fa9096e003c, 0x0039ae2d6e245e6f]),
    f([0xc5b19c03e62206d0, 0xc930e757272da9e4, 0x1bd074fbb326e928, 0x2d88f71ee8dd86d2]),
    f([0xa4bcf07bd49cb273, 0xb2eca89e1c836cdf, 0x5045075f6a5363b0, 0x20e5333f4acfebc2]),
    f([0xfe4b2a2b9cff143e, 0x6e458be9857f4b59, 0xb2b7868f3678896e, 0x1eae6dedc6f762e1]),
    f([0x85f8f9164b57220f, 0xbd4bb001e54e8b2b, 0x2e05c9fb3a223c5a, 0x0723fa50ce6c9b9a]),
    f([0xd949c83c037ac757, 0xe7700cf06aa67aa5, 0xdc8bea159a47341b, 0x0c72b002b49b712d]),
    f([0xaacb5d20b364035d, 0x31c9bd1a783b7998, 0x5054c21ef30dc646, 0x18791f2824172ca9]),
    f([0x364cd7b7372f906c, 0x16e333637156df52, 0xd7e31c53dbe9b5a5, 0x18317ba8da6279a5]),
    f([0x191c04ed960c9fe6, 0x5b1b8757a35a53e2, 0x1f08566665961683, 0x011134cc9a99244a]),
    f([0x4d154385b1dd46d1, 0x0c1f44d81cce856e, 0x7d833398ec782e7d, 0x26b0d88f837defdc]),
    f([0x0fc7620e9f0da4ce, 0x1876b104c3a6eda8, 0xb12221ac408475dd, 0x1745179c95f510b8]),
    f([0x2becf86c469b246d, 0x86603a7bf682ff27, 0xe8dda9b2c3ea0387, 0x1b5f13ef96624e59]),
    f([0x3b88e5ba7e7b1f78, 0x013b014e52fd3c71, 0xe986403ef9d46383, 0x19ae6e5cf72dc385]),
    f([0xebe506bc4151ed8f, 0x16dc2c138c1e1a30, 0xcb117b907e043224, 0x2c06025611a4eb41]),
    f([0x671d01c1c4c28b05, 0x580f99baf65bb7d6, 0x1649edb193818f05, 0x0cb89966a9615bd4]),
    f([0xd4d246ec47de187a, 0x8cd4679af3546e56, 0xddaf48bbbadfad94, 0x08a5f5b310aed646]),
    f([0xf0666d6115f8c47b, 0xef94146fd85d1aba, 0xdbb9c129ae7e3c7b, 0x18f168970dcd9fb9]),
    f([0x45b6d15971291d4d, 0x1724ee1d69459f22, 0x033282cc2bdfce79, 0x0ff937aa74f3ffe2]),
    f([0x1d2a1a325e18beec, 0xb509a01f8c1d8575, 0x6af85bc5f01df3d7, 0x27527c84bc095b1e]),
    f([0x8d42d9fa91bfa8e8, 0xe70e11f671e1b9eb, 0x450ce68bc7f1c486, 0x18ab2aa64fbffcb6]),
    f([0xcf85ce8c61354cc4, 0x1b654275201174e4, 0x2ea97a3b0053eddf, 0x000dfae8761c0427]),
    f([0x4f2e127051a64c22, 0xa3fd031e00899c0b, 0x19a2d4a8a186a55c, 0x00d0be562e0c45e2]),
    f([0x4169e50e89850681, 0xda205503e1e7bdee, 0xee2fb25197442100, 0x19abf5d6657f2ce6]),
    f([0x3bce1e6a80f05acb, 0x0b73c68429fcde79, 0x9a689d7dd1e0a754, 0x2cc0cd43204ff5bc]),
    f([0xb2d84f9dc27a2b4d, 0xd24453e2e8dfc7cf, 0xb5020cb450272363, 0x25e72a3c616cf7e9]),
];
/// Sparse form: the pre-sparse matrix.
pub static PRE_SPARSE: [[F; 3]; 3] = [
    [
        f([0xf2e8909a56fcf3d7, 0x8019ce3145ed8c1d, 0xdda896a228616418, 0x0e5ed723ffc885e1]),
        f([0x3158f311d66c0469, 0x9511d96f69f040a0, 0xbc6996e5b22127bf, 0x07e69e17a7c9122a]),
        f([0x28f45876169969b0, 0x3d6ded69e30a7649, 0x79aed6124c9b23dd, 0x03cf3048ffadf517]),
    ],
    [
        f([0x8b35ee2c1dcd3478, 0x0e2e4310cd1b2d80, 0x1c248b574789221e, 0x08f2e5159867af70]),
        f([0x0472691b3425da87, 0x8b1a02f8b1a732f6, 0xd6ba10b8a169ae02, 0x0e129874b42c468d]),
        f([0x33268f6401c0e94c, 0x1de2fb1355010a09, 0xbeda7dfa5d13cf1c, 0x14bcf7e394d1d721]),
    ],
    [
        f([0xf58a7ff299de270b, 0x080d795e1bde9f10, 0xf6eb9727c052a415, 0x2da01854c6e84bf8]),
        f([0xf1ff81df306c039d, 0x399885d3405c4716, 0x1cca0d2148c040e3, 0x09435a8c6bb24332]),
        f([0xd7fd1a834d427c97, 0x6cab61734272b7de, 0x1269c373fe2f8fac, 0x07660c1bb701c075]),
    ],
];
/// Sparse form: first rows of the sparse matrices.
pub static SPARSE_ROWS: [[F; 3]; 57] = [
    [
        f([0xf2e8909a56fcf3d7, 0x8019ce3145ed8c1d, 0xdda896a228616418, 0x0e5ed723ffc885e1]),
        f([0x54eac0a65648c197, 0xf2e60f65c0156001, 0x4491155f1b34ed44, 0x1691558eb9b3923c]),
        f([0x43e62cf4c2ec6ca4, 0xc8ec0a8e48be0dd4, 0x6cd5cde08923c043, 0x1f898c62a1dacdf3]),
    ],
    [
        f([0xf2e8909a56fcf3d7, 0x8019ce3145ed8c1d, 0xdda896a228616418, 0x0e5ed723ffc885e1]),
        f([0x934a2c4ec3b9a59d, 0x7bf688430a5f0bd0, 0x40fc750dc2f7101a, 0x01da93fee94dfac0]),
        f([0xde1433898b4378de, 0x4bfc6c10ee6750de, 0x0da88cff2e031335, 0x1551ffc342bba9c0]),
    ],
    [
        f([0xf2e8909a56fcf3d7, 0x8019ce3145ed8c1d, 0xdda896a228616418, 0x0e5ed723ffc885e1]),
        f([0x8143e8e833e9e97d, 0x1af399ea0553ee47, 0xc3c8a70de1ac2e8b, 0x1a777541e8620a80]),
        f([0xb2a701bbe0f5878c, 0x5d9ac75a5a557e38, 0xf960aaf43902579c, 0x11f71fe7cb9cf2ac]),
    ],
    [
        f([0xf2e8909a56fcf3d7, 0x8019ce3145ed8c1d, 0xdda896a228616418, 0x0e5ed723ffc885e1]),
        f([0xfc6dc8b6d815f502, 0x669e3b673b53e1b6, 0x0b236bc7c4da4242, 0x2c4b3aba40f07d66]),
        f([0xe3df83b2a2b688bf, 0x3cf2a6ed8190681f, 0xa327896a46a2a61e, 0x1353bb42919cc137]),
    ],
    [
        f([0xf2e8909a56fcf3d7, 0x8019ce3145ed8c1d, 0xdda896a228616418, 0x0e5ed723ffc885e1]),
        f([0xa7ef4d640c9cfb0a, 0x8d3a92ce151f27e2, 0xb5763d16af6cba7b, 0x2cc27b41c4f58ae7]),
        f([0x2d1d2597a43154b1, 0x73a337be01fd3ccc, 0x595af3725b34715c, 0x090c44979a86b855]),
    ],
    [
        f([0xf2e8909a56fcf3d7, 0x8019ce3145ed8c1d, 0xdda896a228616418, 0x0e5ed723ffc885e1]),
        f([0x4e86433c486cb7b1, 0x125c35752badd23d, 0x3550c1ccdf1f6e7f, 0x2f5364fb1edb5b57]),
        f([0xe5584eee7b6c6606, 0xc5ff683339346b95, 0xfe52a239bda78fb2, 0x057ea5f38822db9c]),
    ],
    [
        f([0xf2e8909a56fcf3d7, 0x8019ce3145ed8c1d, 0xdda896a228616418, 0x0e5ed723ffc885e1]),
        f([0x77813546695b94ea, 0xf3a1b16531f21d1e, 0x64d93d9ded29734e, 0x091d07583ad793cb]),
        f([0x955e153b782dd70e, 0xdb97fb5193818ec2, 0x0e8bb72674205c7b, 0x2c07cc109bb147e0]),
    ],
    [
        f([0xf2e8909a56fcf3d7, 0x8019ce3145ed8c1d, 0xdda896a228616418, 0x0e5ed723ffc885e1]),
        f([0x251c1d7bba52db8c, 0x090764efc26345d7, 0xa285fe6fbea7f2aa, 0x17be76289e5276f9]),
        f([0x7676b640613b1aac, 0x08541f794fbb4008, 0xf088af097e80bc4e, 0x13fac45ab5217b0a]),
    ],
    [
        f([0xf2e8909a56fcf3d7, 0x8019ce3145ed8c1d, 0xdda896a228616418, 0x0e5ed723ffc885e1]),
        f([0x31af42665acc4dd1, 0x3341cd433728b387, 0xd31952f1ba306e51, 0x24ff0a3d1c1a8b88]),
        f([0x928c93e899885b16, 0x557d61a438924f80, 0x01bc9a0b7ceeb344, 0x305dd2fb5e3d6d11]),
    ],
    [
        f([0xf2e8909a56fcf3d7, 0x8019ce3145ed8c1d, 0xdda896a228616418, 0x0e5ed723ffc885e1]),
        f([0x94a72323877df018, 0x061abb412786c77d, 0x8279f77afa61f1fe, 0x03573440d35cd44b]),
        f([0x0ee44af7e0136fb8, 0x79ba0cd002f87e37, 0xa5cca93d399e3211, 0x0b42288dd5cb8eda]),
    ],
    [
        f([0xf2e8909a56fcf3d7, 0x8019ce3145ed8c1d, 0xdda896a228616418, 0x0e5ed723ffc885e1]),
        f([0x03f4ac923473dbb1, 0x59adf2ead1a33b2c, 0xa3b94c01fe78d2f6, 0x044b0859bfaf185e]),
        f([0x8a94fe0f0e287761, 0xfa5a97d8fc522d17, 0x7c8bab7e3f809b03, 0x0c3093cc8451f490]),
    ],
    [
        f([0xf2e8909a56fcf3d7, 0x8019ce3145ed8c1d, 0xdda896a228616418, 0x0e5ed723ffc885e1]),
        f([0x6d7cda198193fc96, 0x16c1aa65dbb42c8e, 0x9ef933d7d50812ee, 0x1fa68c89bd59fa03]),
        f([0x57a2475b90a52c6a, 0x61b9a7024971fa0e, 0x44609332e99b8b0d, 0x2897ab72da8914a0]),
    ],
    [
        f([0xf2e8909a56fcf3d7, 0x8019ce3145ed8c1d, 0xdda896a228616418, 0x0e5ed723ffc885e1]),
        f([0x3424958b47699506, 0x4beb3451d98ce1a3, 0xb542ab33c880a166, 0x27ee4a84c605547d]),
        f([0x96fa36be38c54cb1, 0xcf3ef1cbf066888e, 0x6c585144362bdae5, 0x02852a92b4d49396]),
    ],
    [
        f([0xf2e8909a56fcf3d7, 0x8019ce3145ed8c1d, 0xdda896a228616418, 0x0e5ed723ffc885e1]),
        f([0xf7347f5e36616b90, 0xa752cd8b0f14f012, 0xfafab8a7950ba7f9, 0x2a75213150a85a8b]),
        f([0x618dadf7c521d6ed, 0xde0c2fe4867ccef3, 0xb1b60782be285915, 0x20eb78dfaf3a5492]),
    ],
    [
        f([0xf2e8909a56fcf3d7, 0x8019ce3145ed8c1d, 0xdda896a228616418, 0x0e5ed723ffc885e1]),
        f([0xa2e81a22da648f02, 0xe909a33e9a326c64, 0x5d38f3a817200c24, 0x1ad55993d3e6dace]),
        f([0xe066483b789978d5, 0x99c2e9b8adfc166b, 0x62825f618a62f4ff, 0x29e89d295bc8def9]),
    ],
    [
        f([0xf2e8909a56fcf3d7, 0x8019ce3145ed8c1d, 0xdda896a228616418, 0x0e5ed723ffc885e1]),
        f([0x29f3668d935e6c9d, 0xdcb2cbdc4bd8b974, 0x2959481c0ce22e83, 0x1071ded5776ac3b8]),
        f([0x2f9a0b547c1c12e9, 0xef93bce385e4c305, 0x7a1023b75e0c9091, 0x0fb90206b9bf1cb8]),
    ],
    [
        f([0xf2e8909a56fcf3d7, 0x8019ce3145ed8c1d, 0xdda896a228616418, 0x0e5ed723ffc885e1]),
        f([0x471983e375d9e103, 0xd09cffe45a4e6c81, 0xaa8ae166e6eeb943, 0x18cf79d69e222674]),
        f([0x73f96817ac96ef4a, 0x91b80b140ff0ac68, 0x29b1cd8a0e0b1ea1, 0x0123f9af2e13a3b9]),
    ],
    [
        f([0xf2e8909a56fcf3d7, 0x8019ce3145ed8c1d, 0xdda896a228616418, 0x0e5ed723ffc885e1]),
        f([0x2195f999efdb9264, 0x4a602fb2a7d5ba25, 0xa2a98f2e17ae5327, 0x1e41aee61e2556d4]),
        f([0xdd995e0c07d08bd6, 0x24e3166cbb00688e, 0xe99a46c8fa5b5226, 0x014e7c6f24157888]),
    ],
    [
        f([0xf2e8909a56fcf3d7, 0x8019ce3145ed8c1d, 0xdda896a228616418, 0x0e5ed723ffc885e1]),
        f([0xb0a3762c41a4df9f, 0xd93b9a8f3efd3f2c, 0x96e6773b9e4a38f0, 0x230b2df16d3678a6]),
        f([0xa111776e17118954, 0xad67e2e7f1fae2a1, 0x8be418446cfb702b, 0x2d9d71a8e328b4ce]),
    ],
    [
        f([0xf2e8909a56fcf3d7, 0x8019ce3145ed8c1d, 0xdda896a228616418, 0x0e5ed723ffc885e1]),
        f([0xa4114c4710132c3d, 0xbf9b61a5b2c013e9, 0x1ce347a8385a9743, 0x2ffca3c45a9252d5]),
        f([0xb165bcc871ac5cc0, 0x208a3dd18522f764, 0x1d5a4dd0115772f6, 0x14a9050e6f505e2e]),
    ],
    [
        f([0xf2e8909a56fcf3d7, 0x8019ce3145ed8c1d, 0xdda896a228616418, 0x0e5ed723ffc885e1]),
        f([0xaed712204e02c4fd, 0x8e8ff3ebe9f0f74e, 0x5cb1ce7561978930, 0x17ce92926414f9eb]),
        f([0xd7c9489a0f38e209, 0x816508fed65cf57a, 0x3468aa283fafe6cf, 0x130a57398d3914b5]),
    ],
    [
        f([0xf2e8909a56fcf3d7, 0x8019ce3145ed8c1d, 0xdda896a228616418, 0x0e5ed723ffc885e1]),
        f([0xc0300acf52e4cbb0, 0x51250f351d042276, 0x762e977c78d94696, 0x22c0f14b9c5567f3]),
        f([0x34d7892c2c0ad615, 0xb3fadd5665320584, 0x2b917400cabdf8e2, 0x0e24a6922bab87c8]),
    ],
    [
        f([0xf2e8909a56fcf3d7, 0x8019ce3145ed8c1d, 0xdda896a228616418, 0x0e5ed723ffc885e1]),
        f([0x79cc81229c7e71c9, 0xcccf56b07110a55d, 0xf477bf86489fe9d9, 0x1b5117cc56641203]),
        f([0x9cd7875a4bf0d70e, 0xd5517a8acbd57a60, 0x84a5ad43bfea94fe, 0x0ab22ad6acb26a70]),
    ],
    [
        f([0xf2e8909a56fcf3d7, 0x8019ce3145ed8c1d, 0xdda896a228616418, 0x0e5ed723ffc885e1]),
        f([0x696ad4e5ff47e132, 0xb91707bab57cadc1, 0xdeef96a46556cbbf, 0x04e5cf6e2f0b8e9f]),
        f([0xe3d9cade90d77dcc, 0x892459aa49ea458f, 0x7135de522f21fade, 0x01b72f851b6bd6fd]),
    ],
    [
        f([0xf2e8909a56fcf3d7, 0x8019ce3145ed8c1d, 0xdda896a228616418, 0x0e5ed723ffc885e1]),
        f([0x4fda6fb29a4b1d57, 0x67094b93868f4488, 0xd29d9cf91402360b, 0x09053d2013731d60]),
        f([0x0d9cbffa5a75355c, 0x5d2def251dabe337, 0x0a018880a141629c, 0x0590dda3be702a10]),
    ],
    [
        f([0xf2e8909a56fcf3d7, 0x8019ce3145ed8c1d, 0xdda896a228616418, 0x0e5ed723ffc885e1]),
        f([0x472a24dc285d51a8, 0x743b120f56d58ac7, 0xd199cbcf0e2d534e, 0x2ba8ffaba894e3ac]),
        f([0xc4741b2e01190325, 0xc2a7503c6bc200a1, 0xa94edb8374ef9add, 0x180ed7e8e7e5bb2b]),
    ],
    [
        f([0xf2e8909a56fcf3d7, 0x8019ce3145ed8c1d, 0xdda896a228616418, 0x0e5ed723ffc885e1]),
        f([0xded1a13de1ddfd83, 0xa8515645f52239de, 0x184c42b5a7142686, 0x1462e051f4e32236]),
        f([0xf60a220382b64176, 0x9bdd722d55686041, 0x319151a75f2b53d7, 0x262deca6a4d0f78f]),
    ],
    [
        f([0xf2e8909a56fcf3d7, 0x8019ce3145ed8c1d, 0xdda896a228616418, 0x0e5ed723ffc885e1]),
        f([0x8dca299f92489989, 0xfd3022f2767f089d, 0x0b9ada4550010c5b, 0x1a3cf708ec1586d6]),
        f([0xdbba5d746c51677a, 0xbf276da5565cef9e, 0xf93d5cd80a4c2d36, 0x150db6dfacd56584]),
    ],
    [
        f([0xf2e8909a56fcf3d7, 0x8019ce3145ed8c1d, 0xdda896a228616418, 0x0e5ed723ffc885e1]),
        f([0x56d5e7c073a5b396, 0xd509ba46a4e798ca, 0x9b46d00b0c97b9a1, 0x2d6d58e5f09a95d0]),
        f([0x627539c6a0a69662, 0x6f093abe38859b76, 0xd1aee240e9e6e4e6, 0x16c792431828f042]),
    ],
    [
        f([0xf2e8909a56fcf3d7, 0x8019ce3145ed8c1d, 0xdda896a228616418, 0x0e5ed723ffc885e1]),
        f([0x31166dbee485bbf5, 0xe67c0e5c8ac0618f, 0xfc187275587d21bc, 0x090208db19e06165]),
        f([0x8bda8c88c667d116, 0x90bcc470bd82c2b9, 0xfbbb9e295f22686a, 0x2148fc6e1c6fbfe3]),
    ],
    [
        f([0xf2e8909a56fcf3d7, 0x8019ce3145ed8c1d, 0xdda896a228616418, 0x0e5ed723ffc885e1]),
        f([0xfcc1c5a733447b5d, 0x51ce9e46ee954ae9, 0xe4a64e09e8e34890, 0x1724b8e7a6320e9a]),
        f([0x17c974d4f88f709d, 0x1303adcc103deabd, 0x1a447b4b2533c45f, 0x2a91ae4d4448731d]),
    ],
    [
        f([0xf2e8909a56fcf3d7, 0x8019ce3145ed8c1d, 0xdda896a228616418, 0x0e5ed723ffc885e1]),
        f([0xc37804700fbdfd2c, 0x1d08766f53c3ea60, 0x37ec3f9eec023844, 0x0e4b303965b25045]),
        f([0xc1be833ebf752737, 0x3307b1304934dc59, 0x2dfa57d17ab97c9b, 0x28badce4282db8d5]),
    ],
    [
        f([0xf2e8909a56fcf3d7, 0x8019ce3145ed8c1d, 0xdda896a228616418, 0x0e5ed723ffc885e1]),
        f([0xa7d70a6f22ebf668, 0x569e47cc4b388469, 0x0bed16face70a092, 0x2658b19cb2f3b359]),
        f([0xcef5a2d0dda787b6, 0x0d668f6cc4b3b3e9, 0x530af3e8992faa4c, 0x05ee2f2f76c9ed2e]),
    ],
    [
        f([0xf2e8909a56fcf3d7, 0x8019ce3145ed8c1d, 0xdda896a228616418, 0x0e5ed723ffc885e1]),
        f([0xb1d8fa9b629ce135, 0x61e0828cf1e76e35, 0xd41e5097179e410d, 0x14587b4e9e89f081]),
        f([0x42a75e8ee58c1306, 0xc50a6eb7a14368ac, 0x48268bca78d8bda3, 0x06dd410a2a0388db]),
    ],
    [
        f([0xf2e8909a56fcf3d7, 0x8019ce3145ed8c1d, 0xdda896a228616418, 0x0e5ed723ffc885e1]),
        f([0xcb35d406b2d00370, 0xb3d4b0f62e2366c4, 0x92ddc26ed3f067e9, 0x2f86b34819be7641]),
        f([0x07621ca721b8ed61, 0x356574d5a793f13c, 0xb55ab2e3a6e41de2, 0x2528ce2470f1865a]),
    ],
    [
        f([0xf2e8909a56fcf3d7, 0x8019ce3145ed8c1d, 0xdda896a228616418, 0x0e5ed723ffc885e1]),
        f([0x378503f36e15b1d5, 0x759e230b27136e88, 0x9fe603bad1abc99a, 0x17f749c75ffe3e1b]),
        f([0xec9eb6698d796e9b, 0x0d1b95d71f5a985e, 0x5eb3481ec4eb7903, 0x2c7f87cdeaf8ae4f]),
    ],
    [
        f([0xf2e8909a56fcf3d7, 0x8019ce3145ed8c1d, 0xdda896a228616418, 0x0e5ed723ffc885e1]),
        f([0x79e44c98c360cc22, 0x1ea229b485076d9a, 0x6964bae9db26cd1d, 0x052575450c6483f6]),
        f([0xd50e50e35d4ca478, 0x43f56f98b5ed24ba, 0xc1f5a76cb3f1e04e, 0x2d1a6453e343723c]),
    ],
    [
        f([0xf2e8909a56fcf3d7, 0x8019ce3145ed8c1d, 0xdda896a228616418, 0x0e5ed723ffc885e1]),
        f([0x301107c9dc91827d, 0xca5237d3d5fe1102, 0x5d982aa6434a6e41, 0x1d3730a7b0548882]),
        f([0x1c4ce2488c4d8509, 0x87cd62fff4e9765b, 0x9f9a8479084a3c25, 0x1346c6d0efb5b704]),
    ],
    [
        f([0xf2e8909a56fcf3d7, 0x8019ce3145ed8c1d, 0xdda896a228616418, 0x0e5ed723ffc885e1]),
        f([0x9adeed037bd90293, 0x4b100f8c872750fa, 0x84aec908b5510cfc, 0x1f2a700d80540e12]),
        f([0x91e7fd71aa3a775d, 0x4e383480d0c9984a, 0x04df2d672367864d, 0x10732c89ed6836b6]),
    ],
    [
        f([0xf2e8909a56fcf3d7, 0x8019ce3145ed8c1d, 0xdda896a228616418, 0x0e5ed723ffc885e1]),
        f([0x2c9f4ffa346b31b8, 0xb38023af4fccb91d, 0x3403c1be332b5083, 0x0c9c9befe0fcf99f]),
        f([0x5bd8ef2501ea5c43, 0x470b6a3e75db2762, 0x3354839a79884191, 0x089d8a8e0ca1433b]),
    ],
    [
        f([0xf2e8909a56fcf3d7, 0x8019ce3145ed8c1d, 0xdda896a228616418, 0x0e5ed723ffc885e1]),
        f([0x000b26d299a26f5b, 0x4b4fb6b5759d01b8, 0x8ee0983798e03358, 0x1192de2bde1288b9]),
        f([0x301d35a522ba5202, 0x4634dadfba68f12b, 0x0d600c55c9812e8a, 0x239300592b01d284]),
    ],
    [
        f([0xf2e8909a56fcf3d7, 0x8019ce3145ed8c1d, 0xdda896a228616418, 0x0e5ed723ffc885e1]),
        f([0x0badacc3762347a8, 0x554fdefc544f601a, 0x55c7ec6b65ff9738, 0x1d6169f74c196714]),
        f([0x94314ac6e7083554, 0x8d653078a70084a7, 0x4d278ef1cc1dc53d, 0x1837feada5dcfefd]),
    ],
    [
        f([0xf2e8909a56fcf3d7, 0x8019ce3145ed8c1d, 0xdda896a228616418, 0x0e5ed723ffc885e1]),
        f([0xd12823503e61fb6d, 0x4a82409f43557990, 0x1d641034dacff7ac, 0x0c0ad599d7929032]),
        f([0x8e989ee87921605c, 0xa7d6b6c351109176, 0xbc3524e070bac5c9, 0x2d9c72b9bfb60634]),
    ],
    [
        f([0xf2e8909a56fcf3d7, 0x8019ce3145ed8c1d, 0xdda896a228616418, 0x0e5ed723ffc885e1]),
        f([0x628a9d3046053e19, 0xc01c9f7bad8cd7cd, 0x3ede4d2f0db5ea55, 0x29a46fe19841b7bb]),
        f([0x05fe1d75fc777ba2, 0x61df35d2e938f154, 0xfc4ea6fafeeb004f, 0x19e678b14bfb10f6]),
    ],
    [
        f([0xf2e8909a56fcf3d7, 0x8019ce3145ed8c1d, 0xdda896a228616418, 0x0e5ed723ffc885e1]),
        f([0x7cd6e28bda68d0ed, 0xbeed0467010ed930, 0x5236a45a54eed9af, 0x2b09847fead01309]),
        f([0xe037c2aaba263fed, 0xa8380bda1bfee3f3, 0x3429648365d0d01a, 0x26f27e958d4a281b]),
    ],
    [
        f([0xf2e8909a56fcf3d7, 0x8019ce3145ed8c1d, 0xdda896a228616418, 0x0e5ed723ffc885e1]),
        f([0x1ed56b4fefcbc963, 0x63288bfe61603655, 0x53a1840bf6616296, 0x229cc02d50d0c4e5]),
        f([0xda3ffb7b9e0d413d, 0xb4c9aec4041f4a13, 0x8b6dd101e946db12, 0x03431839d3dd40fc]),
    ],
    [
        f([0xf2e8909a56fcf3d7, 0x8019ce3145ed8c1d, 0xdda896a228616418, 0x0e5ed723ffc885e1]),
        f([0x49c62ab54502915b, 0x970baa4eb2b17c2c, 0x6e015112828ea066, 0x1e6636403bbe0edc]),
        f([0x8bf760441382ed15, 0x69dc4f8a8ba88e6a, 0xd35dddf593b03ef2, 0x20dc730ce9be1262]),
    ],
    [
        f([0xf2e8909a56fcf3d7, 0x8019ce3145ed8c1d, 0xdda896a228616418, 0x0e5ed723ffc885e1]),
        f([0xe60f60c8787852f6, 0xbba58f2d12ab7772, 0xfc9aaf6369ec6994, 0x0cb5e0ef71ded023]),
        f([0x082811f0cbe95d02, 0xf4ed6395969ff8cb, 0x547ebf57c4d577e7, 0x1dec4a119f102451]),
    ],
    [
        f([0xf2e8909a56fcf3d7, 0x8019ce3145ed8c1d, 0xdda896a228616418, 0x0e5ed723ffc885e1]),
        f([0x94e17f171f212e63, 0x5fdcab95b22552e4, 0x6c15379ce5015650, 0x0433085f4211e5c4]),
        f([0x18e53d3f27414d36, 0xd68850fbd9b16ca8, 0xadb40e9f0cd07f37, 0x14e6fcaae054a075]),
    ],
    [
        f([0xf2e8909a56fcf3d7, 0x8019ce3145ed8c1d, 0xdda896a228616418, 0x0e5ed723ffc885e1]),
        f([0x00c62cdaeed395f8, 0xf9db6923f758f988, 0xad8f4a81462ab341, 0x0ab26fb02e65f5b1]),
        f([0x9498adc9636cc32f, 0xf7aa7b4ba5220fe8, 0x8803c5236b6b0823, 0x23cad3822e9a2340]),
    ],
    [
        f([0xf2e8909a56fcf3d7, 0x8019ce3145ed8c1d, 0xdda896a228616418, 0x0e5ed723ffc885e1]),
        f([0x80fbbd8b649bc3df, 0xfff64aae2a77a035, 0x91658110eeeb6ab6, 0x24f8603696d64442]),
        f([0xda18c6f60cb90a28, 0xbbe436e5da8c4cfb, 0xe0bd5bfde240f215, 0x2833e7b2fe365041]),
    ],
    [
        f([0xf2e8909a56fcf3d7, 0x8019ce3145ed8c1d, 0xdda896a228616418, 0x0e5ed723ffc885e1]),
        f([0x5990f2bcfd4225fc, 0x8b2632a2f65c0683, 0xf3c72494d6384fac, 0x066238f3fc38292e]),
        f([0xa7d8accd0f904734, 0x60113b9cdef48185, 0x8070c4fc661fd3b0, 0x002de75a5255dcf2]),
    ],
    [
        f([0xf2e8909a56fcf3d7, 0x8019ce3145ed8c1d, 0xdda896a228616418, 0x0e5ed723ffc885e1]),
        f([0xb2f5d5f613a2b78c, 0x7d832af9c772a746, 0x890dfb62d447f576, 0x01d23e1138299248]),
        f([0x6668b3e0407cd39e, 0x28fe2f69304ca3ef, 0x8b003602dfa8c9e7, 0x284e14abc4a5baa1]),
    ],
    [
        f([0xf2e8909a56fcf3d7, 0x8019ce3145ed8c1d, 0xdda896a228616418, 0x0e5ed723ffc885e1]),
        f([0x51c340e19c1f77fe, 0x1d0cbe8decdfd8da, 0x41617e23fcc2e3af, 0x03ac5d23d9861662]),
        f([0xb9daf33651d380e9, 0xe601ca4e4c367198, 0xdc3f5e3c52d02369, 0x16819c6d25bb0cfc]),
    ],
    [
        f([0xf2e8909a56fcf3d7, 0x8019ce3145ed8c1d, 0xdda896a228616418, 0x0e5ed723ffc885e1]),
        f([0xb47653e145644847, 0x404531c9d961fffe, 0x33723c72b2befa8b, 0x1647b8db05cffedb]),
        f([0xeeea135659caf2a8, 0xed285e9273e38c11, 0xc47adeeef420865e, 0x1424277421256fd0]),
    ],
    [
        f([0xf2e8909a56fcf3d7, 0x8019ce3145ed8c1d, 0xdda896a228616418, 0x0e5ed723ffc885e1]),
        f([0xee3498abf24066fe, 0xef9a11dadce919dc, 0x5676f60d35c74e43, 0x15c42c153be18681]),
        f([0x0c220eef2cca56b7, 0x2dba07c834eb2c2e, 0xbce32affe6b74bee, 0x023b82f83cfc92f6]),
    ],
    [
        f([0xf2e8909a56fcf3d7, 0x8019ce3145ed8c1d, 0xdda896a228616418, 0x0e5ed723ffc885e1]),
        f([0xc7f17fdd53133411, 0xf94a3621ebcdda49, 0x1c8d9f2565376cf1, 0x0ca2122514c3d8d7]),
        f([0xe3d1c92f587fe236, 0xf8e0bf89081bbfb0, 0xa713050db2fc8306, 0x03052461f65e7d2a]),
    ],
];
/// Sparse form: first columns of the sparse matrices.
pub static SPARSE_COLS: [[F; 3]; 57] = [
    [
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
        f([0x52187020352f6686, 0xc3a3e8157be4ac32, 0x2680494e2c622196, 0x29e0d948e22392fe]),
        f([0x75ea9de6b5bf9e0b, 0xa62e12bc4616cce3, 0x24f5b61dfde6d854, 0x1521c4af09bdc18f]),
    ],
    [
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
        f([0x895fba78d96917bc, 0x5977f901e2f96dba, 0xf749815d1a8ecab6, 0x151d1cf189996adf]),
        f([0x6cc7129e2efd8e9f, 0x51bce728ff925d23, 0x1fe51c67ca7469be, 0x09e24bb343cbefcd]),
    ],
    [
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
        f([0x085be60786335faf, 0xdf5b655f7a269907, 0xafa3a1b89d6dc511, 0x11baa4f6e5a1493f]),
        f([0xd9851da5f59080cd, 0xa1775b1f843c4020, 0x88acab935cb1fffc, 0x2b0ccd35ce42b575]),
    ],
    [
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
        f([0xd173b02700ea0732, 0xc6d671fbdf5e9f9d, 0x3ec41177b1ea5aea, 0x082291d3158a96cd]),
        f([0x2d1420b24db6a41a, 0x846610527f229fc1, 0x47bf8d974c6d73e4, 0x2bbb47f63959e321]),
    ],
    [
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
        f([0xde0664663d84295f, 0x5852817acdc41b8f, 0xfb52566b1f5cac1b, 0x17af00c758c47eca]),
        f([0x453efff0576b4f1b, 0x6a22b82106bd4154, 0x3c9b7dd288994ef2, 0x0bb69143e32aacab]),
    ],
    [
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
        f([0xaef376bc17877821, 0x22ef5cc0755be38f, 0x3ef11aa909772e6a, 0x0ed8cf4cdf96441e]),
        f([0xfa438dce1396dc07, 0xfb3bab84daf0861a, 0xadaf36ec55fad073, 0x169304118b04da20]),
    ],
    [
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
        f([0xf30fbd1cbd60a62d, 0x263a4df1ebbaf491, 0x4c622422094f1c04, 0x073b38ecca54ab15]),
        f([0xa16576b51cefd1fb, 0x741011ac240b311e, 0x7f66c396879f9aa5, 0x0a68ad084989e285]),
    ],
    [
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
        f([0xdb4dec4e8b604026, 0x09ae62d157cb5585, 0x7e9d79b1d07afaf5, 0x1396bf38ff03160e]),
        f([0x4b4d35cc27035e0d, 0x856a914a97397cd5, 0x64e302889deff186, 0x0007b25281e761a9]),
    ],
    [
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
        f([0x673c66dae94554c8, 0xabde6fb8a52b2ac6, 0xad814abc73c7a783, 0x275f2139fb703a4c]),
        f([0xf6f14909254d3aa0, 0x018ab93bb2eb335b, 0x05bfe11f5e15ce59, 0x07271656966b503e]),
    ],
    [
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
        f([0x2f5dce054d560f27, 0x216b8a0def6aa4fa, 0x9955a1c3c96f19f9, 0x1f006d70eca7c6f1]),
        f([0xcc3a3242e0255293, 0xae4a4c1b7cdbc1d6, 0x614cf96828990f72, 0x209225aeb5563e49]),
    ],
    [
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
        f([0xd580c280cf82908e, 0xc926ebb613eeac85, 0x1d175597315acead, 0x27c86818db447472]),
        f([0x015748935c419c3d, 0x6a8341a30f0675c5, 0xb8576b42d4356c69, 0x01b23e665711e378]),
    ],
    [
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
        f([0xae3ff386287ec937, 0xe11ac72a304f1e43, 0x0be8c3c6477c98b8, 0x2f71a45b603a2e61]),
        f([0xb7b07da9f353e334, 0x12f25e0df23949b4, 0x1471ab007b5a281c, 0x075569ed0c951638]),
    ],
    [
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
        f([0x64577a5a072187f1, 0xde167f146c8e5bad, 0xd3483f95d701aec1, 0x0b280e0c16c1c1ff]),
        f([0x569047a67a8be89d, 0xebf89bd6d2355138, 0x7d991cef0516834f, 0x0783360dd528b774]),
    ],
    [
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
        f([0xf81fcd75425940b8, 0x065ca5ef5e1b0bc6, 0xbdd43f68d88116eb, 0x268a6c68f6aeaa37]),
        f([0x6f1f7ebca09ffaa7, 0xb92995b2343e7240, 0x6b3f8ea24a54fde7, 0x1194d552f6db9424]),
    ],
    [
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
        f([0xbbb95432cca3d9ce, 0xa50149a42ebf47a5, 0xb04e1beb6a25e58f, 0x06276f01ce6c9538]),
        f([0x184cc2b8055d53dd, 0x9617a538ec2a0f54, 0x61ab6bdf82b5cfba, 0x287eb7118af1f4ac]),
    ],
    [
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
        f([0x070d5fc15b14ee1d, 0x188548ce2c1903b7, 0x2c42550ae43b0165, 0x04b9364e93cadf1a]),
        f([0x5817855397bb6a39, 0xcb293e952168744f, 0x700b0479a0bbf9f1, 0x094deb5c0b2a8510]),
    ],
    [
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
        f([0x7bd015bf07e66d91, 0xff236b05d4a5ad74, 0x67b64c17afa55124, 0x127265fbb05372bc]),
        f([0xda2f22bbc71a39ec, 0x8d9f345e75bed80b, 0x4a5e8bebd9c52fe5, 0x117e014056606cf9]),
    ],
    [
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
        f([0x6209d098f4bc6584, 0x9d77aaa870a8fd09, 0x068d31c273af18bd, 0x20c8f5f09cffe226]),
        f([0xf76ea1e9f2680c66, 0x81ee678f654bf412, 0xcdb509d38f409ad8, 0x099bc7c8ac34f04c]),
    ],
    [
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
        f([0x870d37aaf747dccd, 0x5e1371809fd3751d, 0xcc1c738e34f89a36, 0x28d87c586f0854c4]),
        f([0xb067ccc187bf21f7, 0x255e4c18801f6cb3, 0x1331b58b37217ee2, 0x1e93a016eb97b63c]),
    ],
    [
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
        f([0x6c311226e711d5a7, 0xca34c5bafd620c34, 0x802aa86329ac8789, 0x0a4d711bb7e97294]),
        f([0x369747118d09b53c, 0xc714c9a0b2549279, 0xecda70a248f6edd3, 0x2221bdf071c96f62]),
    ],
    [
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
        f([0x154691d34ea3ee3d, 0x3703bf85859a0954, 0x621d33912a568164, 0x11d1299cd59c333c]),
        f([0xba1cc6a3ddfb73fc, 0x6dd85d3e6788a040, 0xe7907d93c7982040, 0x053c7878c328ea17]),
    ],
    [
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
        f([0xbc3df080f7b61031, 0x84fd42358e6eb81a, 0x04b3feb2a144ff99, 0x2dd9c386667ef264]),
        f([0x7f9ee5460a6cf65c, 0xcde63ebe0692c12c, 0xfb46479d366fc8a2, 0x0538f67d1e170115]),
    ],
    [
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
        f([0x2300f3d7d8d110b8, 0x7e9801ae77aacdfa, 0x0d806d5f2b181b0f, 0x16f5c0ecd3ed60c3]),
        f([0x63e4a38e449e8c4b, 0x99aac45af43d2b49, 0x92721590c2ad3e7a, 0x1e7ccc9958dfd118]),
    ],
    [
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
        f([0x58bec28d7e2d8c30, 0xcb3ab576975b5ce5, 0x5bb1ef3ade8286a8, 0x051f058c5e7d3c55]),
        f([0xa6ce56e40bfd608c, 0x2efba2a32dee1dec, 0x34ee079556e3b49c, 0x0c2e38224cad6fa9]),
    ],
    [
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
        f([0x558b336c39c018c7, 0x1e775a48c5be02bf, 0xdf168252e37431fe, 0x05e30c8b1556e53a]),
        f([0x7a643dc862bb52d8, 0x9dbcbb75e0dc36e1, 0x672c62aaf20e3f39, 0x155c5086b288722f]),
    ],
    [
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
        f([0xbcd5e2484b07a5aa, 0x8bc0c83f26214d46, 0x08c58fdbbd52741c, 0x08bd83bc23b47e5b]),
        f([0xcc3924cd7782b858, 0xe3b0617a9b244812, 0xd502a3766ba9b8d3, 0x03cece451de225fb]),
    ],
    [
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
        f([0x5258d41a9d0fd587, 0x2228497f2109b451, 0x996b904451e10d82, 0x04e072fb18e28a8a]),
        f([0xffb52ccc2f4911b4, 0x6062d9838307a081, 0xab54dab54729be9f, 0x2b46fb27df505ba2]),
    ],
    [
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
        f([0xe8e80158f6f9ad72, 0xcc705f97218b9062, 0x28a2e350c42fc82c, 0x0644ceefe97fd69d]),
        f([0x65adfc57b5f0936e, 0x4fd2d7dbb2ac246d, 0xc4bbec065a402fb8, 0x292db0e3b303e6f1]),
    ],
    [
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
        f([0x2ab5fa23dd5f56ea, 0xc9da7c500bee9c8c, 0xe271c35679ad2c3f, 0x1ca215740293eaae]),
        f([0xee73fa467e3a47fc, 0xcc500ca59c95d04b, 0xa0c00c777e793815, 0x1f33dc3cebf31eb9]),
    ],
    [
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
        f([0x104f0de73762dfa2, 0xce517d66e293a858, 0x8711d0503463b7ad, 0x283e7bdbefc5fa6d]),
        f([0x6a2fd0359b4c75b6, 0xb0f2d9e10b5e8805, 0xaef1363da441e200, 0x14761b3a2bb2f500]),
    ],
    [
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
        f([0x0250edbabf364ffd, 0x075dbcbf78dca62f, 0xb984eb43263353de, 0x28c66f1162e6a0d5]),
        f([0x7ef7a5d8fbfddb9f, 0x1e6f91dad3d1173c, 0xe8139b8a01cd76e6, 0x3037f5e9994fb836]),
    ],
    [
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
        f([0xd5a08401e9d4a0ce, 0x2330f59b7d49d992, 0x1637016e00834193, 0x2bd7e33170b79538]),
        f([0xd75a2e24076da3bb, 0x4eb678900defb874, 0x36dc7ebba785a1f0, 0x143e9bf538490a7f]),
    ],
    [
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
        f([0x5cc97f4c7f6110a2, 0x5e47aedf5314a2fe, 0x96f8e7ef46447779, 0x1e9780dbd79f154e]),
        f([0x725dba50e6ca2e8e, 0xe34f839963162eed, 0x29c571980e472b77, 0x2ea33e030c4134e4]),
    ],
    [
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
        f([0x5b95b0b1f3c5d281, 0x6acbcc276da637a0, 0x33efcff13f749f0b, 0x23493af41d24e637]),
        f([0x9c373b0321f7ac03, 0x5e08a9f1f00a7346, 0xf007e7b596988de3, 0x29919bf8fd2b2406]),
    ],
    [
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
        f([0xad08d7111b7487b0, 0xaa5a7662eecfd084, 0x5bc2e337aa05aa8f, 0x0770c806c9496c20]),
        f([0xd77329d110b5644c, 0x995a6b287695b096, 0x6473913501e9baf7, 0x22e09497d498d615]),
    ],
    [
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
        f([0x41a8b68756508067, 0xceaa150f845d116c, 0x08fcef58319163c0, 0x18cd1c39e32a42a7]),
        f([0x45c4b2314535fdc2, 0x8df5f53a9ddbbe30, 0x2593991a34600d08, 0x2b7d737918b31f09]),
    ],
    [
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
        f([0x254476bc50e7f6dd, 0x211bf9fe8beefad3, 0x1ff68c55141b69ec, 0x014997b43b9e9d12]),
        f([0xf1b95249efbbf994, 0xe3e04d324eef78f0, 0xf0f5e7ec83d9fde5, 0x2b30cb7ec0e2b236]),
    ],
    [
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
        f([0xda6c52dc255463cf, 0xc35345d91d6644c2, 0x979957d32b7a1e79, 0x1da32a2ba2bdda39]),
        f([0xae74671aae9400e1, 0x59260ee121d3a0bb, 0x6a9e4b79e446ab43, 0x084a12388aa6b589]),
    ],
    [
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
        f([0x554fb4852420a2d1, 0x1ed19174094838d2, 0xe9a940ed3eb465d0, 0x0262d35043926438]),
        f([0x5c4be1fefe0166a5, 0x25ba3f23012d3964, 0xf0b57da5675d583e, 0x1e4ce07d1c481173]),
    ],
    [
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
        f([0xf33670033e0eeda5, 0xc51a39d0af1acbbf, 0x2a34f4e018981b36, 0x17c774e808847a05]),
        f([0x9216c93e402ec9dc, 0x596f30252471dcb6, 0xbdcf015b39107e17, 0x03506eb4b2eb20a1]),
    ],
    [
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
        f([0x643bb72c68b5249a, 0x765a0a354ae245fa, 0xe963e0da0a51353f, 0x0918489717388b4c]),
        f([0x320ca39043d4fbf0, 0x7beae1efa84dc823, 0x60aa8076f419c03a, 0x2af3ab0e6fa98e87]),
    ],
    [
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
        f([0xb7060c7b05387725, 0x7ae2fa9e5814f852, 0xc2cc7cfd8e78cdfb, 0x11b58a7bc775bc79]),
        f([0x360dc6ea8f0f929a, 0x55c84ac1441539d0, 0xa2354e26fcf5bae9, 0x199ad25c3900f5e0]),
    ],
    [
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
        f([0x801a1505d85fc4a8, 0x138b34391e659b5a, 0x75152a3e72a2d1b6, 0x128ebd629eed8d54]),
        f([0xf4cbc751fbdb09fe, 0xdf45fcb27c88cb96, 0xf68ebe9334e54479, 0x2e9d65c361b49d56]),
    ],
    [
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
        f([0xa1d15ab79fa1749b, 0x056accee2574c4c0, 0x1225c5a41496a290, 0x2a82375db78adc42]),
        f([0x3e6a94b580587b27, 0x6b1094cc42539210, 0x351c16a4ac59ff19, 0x03790c4d8c74a914]),
    ],
    [
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
        f([0x3293095afc56d3a9, 0x7a3402c67775e86f, 0xf5521ee568307efe, 0x3040e2dbc8790e96]),
        f([0x91cb3f26857d2b91, 0x392008b3e2195424, 0x85770c3b8359a0a4, 0x14bd8b99088b6db8]),
    ],
    [
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
        f([0xe55487a48764cc6e, 0x204b8417152ea582, 0x736108768496de0d, 0x0a4d77e45a443b2d]),
        f([0x93b1afffe44440c4, 0x375541771ffa6776, 0xa628bbd1ada852ee, 0x0d82dda2cb10fefd]),
    ],
    [
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
        f([0x5eff2bfed60cccaf, 0x862a93b43c1368b1, 0xb6d0478d484908d7, 0x030f9fcee6e5c2e3]),
        f([0xc27fcd9d5e85dced, 0x6775ac0cdece0b79, 0x52e730bb9447c484, 0x05ef5eef16fb606d]),
    ],
    [
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
        f([0x68acad1111e9eabf, 0xded8c433314e78d7, 0xf3ce19cf5c9a3f16, 0x1d6aff5ea38445df]),
        f([0xd45b2ef769aa6f8b, 0x39e1b9f4b1254b03, 0xf3930c41ac71aedd, 0x1b47c02e9492fef6]),
    ],
    [
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
        f([0xc709e78da68c7c4d, 0x35b21451ab7340fb, 0xd49bd3a79b7fe65b, 0x203371e839e9d602]),
        f([0x7dd58c54d1524f9f, 0xb0f725d9a2dc0bab, 0x0ab9d61a3f5f457e, 0x09277da53f2da2dc]),
    ],
    [
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
        f([0x720a20826756e961, 0x0259e108c6dd12fb, 0x93a5dafdc6929c5f, 0x143ca51750f42625]),
        f([0xf3b58d02d1fa76fd, 0xe2cb0a1fd532d447, 0x50b22aa34f36718b, 0x0de87bb53aa7282a]),
    ],
    [
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
        f([0x2bb25955af0b2b38, 0x6c823038a5d3e4e8, 0x6808d4a46322ad04, 0x117136125c46afea]),
        f([0x4143ea481c74e66a, 0x6393eff12dff15ea, 0x88b678a2f4954974, 0x1386d6c841cf5406]),
    ],
    [
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
        f([0x8e75807bfb82bf8f, 0x207923f63bce42a7, 0x1321d442d330f17f, 0x231777e81b560dd2]),
        f([0x91c762daa71604bf, 0xe1d26f0510765324, 0x6c0210ed9b6e7ab4, 0x181c05b9b51f13db]),
    ],
    [
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
        f([0x443bf4aa35716709, 0x61fcdcad2db72aa6, 0x674ed5321c5bee8f, 0x15eb03f646626003]),
        f([0x958d34cfaa1ec49a, 0x5a1103e20e25c857, 0x028f2d01262bbc67, 0x2121376bb8a9c4d3]),
    ],
    [
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
        f([0x5db805a667681307, 0x7222729d0018e96b, 0x61d2763453a9b87d, 0x00c7a8943c0523db]),
        f([0xf4fee58b1461440a, 0x115778bea5a05a9b, 0x28ef0ef7164868f1, 0x0709f32e0e2804c0]),
    ],
    [
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
        f([0x6fa9b5ed6ed03090, 0x1dc1414c48c48f53, 0x094c1bc9d215784f, 0x1d58273374a30a70]),
        f([0x985def9f073693da, 0x9c01f697326164e6, 0x8f91544d707c7944, 0x2660690c609b0d5e]),
    ],
    [
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
        f([0xda52c3547347912f, 0x431936ffd410c42b, 0x9abe69339cb9c957, 0x2c065b5fcf2848b9]),
        f([0xce0ea5cab874ecfe, 0x92af06f7636b87bb, 0x6d517fe76728ecfe, 0x219c65973c349108]),
    ],
    [
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
        f([0x670d8bd946474dd5, 0x56daed800bf07bae, 0x5c98d51ecca20e6d, 0x1a3491eda18b0028]),
        f([0xcc226561d2802757, 0xfcfbd22f5bb9f4ed, 0xc8ef58acce2b8678, 0x05984bb41bae9c88]),
    ],
];
/// Recurrence form: start, S-box outputs of the last first-half round.
pub static START_Y: [[F; 3]; 4] = [
    [
        f([0xf2e8909a56fcf3d7, 0x8019ce3145ed8c1d, 0xdda896a228616418, 0x0e5ed723ffc885e1]),
        f([0x3158f311d66c0469, 0x9511d96f69f040a0, 0xbc6996e5b22127bf, 0x07e69e17a7c9122a]),
        f([0x28f45876169969b0, 0x3d6ded69e30a7649, 0x79aed6124c9b23dd, 0x03cf3048ffadf517]),
    ],
    [
        f([0x9bc1242fa009be18, 0x81136bafb771345a, 0xe7fd749227478855, 0x261decaa5504997f]),
        f([0xedf37dbc205dca8e, 0xabb0533e5486e406, 0x116fcc81fb8f54b8, 0x1eda2eead83bf803]),
        f([0x7332f1710f7f1989, 0x5010dc6ec757fc96, 0xb11f87439a5e94d4, 0x2a31ef2258ff6d07]),
    ],
    [
        f([0x4c59e7b33e03312b, 0x1324090deff72faf, 0x41a0806ec6f70bb9, 0x06e634106027b16f]),
        f([0x2f07822df60c0d5e, 0x3be005b9cae6d5b3, 0xb7cc976310350f2d, 0x1aa320748b83f82a]),
        f([0x36e006cd6959f529, 0xe6bd1ed71bb7fd96, 0xd03e6ed5186de1a4, 0x06889158037ba528]),
    ],
    [
        f([0xd875f6ce6d4ee4d5, 0x819476dc3efc330d, 0x452595d9b1b5c7d5, 0x193145ed076a5437]),
        f([0x9e74115ad2ef87da, 0x50f886fd161bf52a, 0x12ebd09f5245d929, 0x0ad14fdc51f7d634]),
        f([0x406a33726b18a11c, 0x1cb84a34e817c35c, 0x391823fbe7df2632, 0x11d2f27aac2c5fdb]),
    ],
];
/// Recurrence form: start, earlier partial-round outputs.
pub static START_X: [[F; 3]; 4] = [
    [
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0xf2e8909a56fcf3d7, 0x8019ce3145ed8c1d, 0xdda896a228616418, 0x0e5ed723ffc885e1]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x9bc1242fa009be18, 0x81136bafb771345a, 0xe7fd749227478855, 0x261decaa5504997f]),
        f([0xf2e8909a56fcf3d7, 0x8019ce3145ed8c1d, 0xdda896a228616418, 0x0e5ed723ffc885e1]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x4c59e7b33e03312b, 0x1324090deff72faf, 0x41a0806ec6f70bb9, 0x06e634106027b16f]),
        f([0x9bc1242fa009be18, 0x81136bafb771345a, 0xe7fd749227478855, 0x261decaa5504997f]),
        f([0xf2e8909a56fcf3d7, 0x8019ce3145ed8c1d, 0xdda896a228616418, 0x0e5ed723ffc885e1]),
    ],
];
/// Recurrence form: start constants.
pub static START_CONST: [F; 4] = [
    f([0xdd5d50a6115b6ae6, 0x3e2079ce31994482, 0x0beac0a93142d7a6, 0x29838a07888323b4]),
    f([0xf10d722a7e417048, 0x9f8f6365a6514b7a, 0xfd04b3fc6c7d1e82, 0x291c3080dd046ec3]),
    f([0x230bba810a99dea7, 0xde520cfe7eca3c96, 0xfccde26de4d8ee1d, 0x2d8a182999a7ff53]),
    f([0x438d28671d47bbfc, 0x71e9becb4fcbc9bc, 0x2ee9cec26c28910f, 0x2b3ea5699343a1ae]),
];
/// Recurrence form: coefficients of the previous S-box inputs.
pub static REC_U: [[F; 3]; 53] = [
    [
        f([0x690bdd78f84cd89e, 0xbe420f9c17a1491b, 0x225dc40065d88f08, 0x1d8aa9b230d9696a]),
        f([0x6354cd9c17ff4aec, 0x2082481b46928993, 0xe3e36c120b503c2f, 0x1e092784c6ba8218]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x344e3d3971cbb558, 0x42f327b23e0f78c0, 0x38a002974b545b5a, 0x2072cdc953a70de4]),
        f([0x7839af91feec94d7, 0xd85d22aaaa8d2a58, 0xd8cf2647cc6d6b29, 0x0acc163a6b79ae4a]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x90892fff8db6d153, 0x6bc631934315cec3, 0xfe24d422738a5f25, 0x275e2509ff875f31]),
        f([0xa05dc604509b0329, 0x3013d4dc22706bd3, 0x8efb01e62d3d2cdd, 0x27cded15a4aae300]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x2bcd9c60203ec70f, 0x510f9c4791d193db, 0x7c4deac913535173, 0x0c1c228d0da9631a]),
        f([0xd648823e13aad715, 0xfb9b56fe4bdbeebc, 0xdc5d2558091fa957, 0x027d34ed2b2e8686]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x8525aebead2f0546, 0x260fc2b95f65d5a9, 0xc963f846941f8b32, 0x303446f9ae3c3018]),
        f([0x974c22e5a5377b78, 0x2c8e68a0238c74bd, 0x0eb9ee647ca3a292, 0x04657bf04ede998f]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x679188fd846e7ba0, 0xeaae3d3f2bfbdca4, 0x84868e806e3a4373, 0x14df10d4489a6944]),
        f([0x2430fa4576701834, 0x253f4f07d1f2510c, 0xd5da950419c02f2c, 0x251a7e0071180604]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x394cb31b5ea27845, 0x78ef5cd5dec613f7, 0x2e44758ac68f4e1e, 0x24c7ae365b29e67a]),
        f([0xea83a2c0129f3baf, 0xc7a4499ca23217cd, 0x1b076e5ce2ebda1c, 0x2caeb0e5ef34c44b]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x9e04005542c06108, 0xace83551ac8efc3b, 0xffea91641e118b6c, 0x2ebb2f9d2f31bec8]),
        f([0x68e9541300e84842, 0xc5c950d28ff32140, 0x3f524ec1a31f270d, 0x292b58cce3312d73]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0xd10b6fec45c1091b, 0x8754debc5d25de9a, 0x6f9c579122481c3f, 0x10a87397b5d369f7]),
        f([0x1e77007007c997e7, 0xfeeae96f96c617b1, 0xd7addd1b57dc04c5, 0x04612108cb2772e3]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x35c6042e6a949276, 0xa223a9b4c0f746f6, 0x1b7c35e298bef000, 0x02b1f4e8eea98794]),
        f([0x6bc7258daf661ecd, 0x93cc38113ec292f8, 0x8efcd4c98233ec04, 0x24b278c59b51d8e5]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x22bcf090ee11c915, 0xff04ea0d53a2fdd6, 0xe3f1008e8874b575, 0x050f3a56644e5855]),
        f([0x2f16a7c267b9cff5, 0x31f7f724a33679b3, 0x18aee1e74c3e9b0a, 0x27ea7d5c2e455e61]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0xe2ef8ef23144baed, 0xe7708767db68c7f2, 0x9705bbb3fe0d3b2c, 0x17c870edb39a2eb1]),
        f([0xc9a17aa51f27eff2, 0x2f577976d79016a4, 0xb4042c314e43f615, 0x2bb4d550db33a033]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x0c3867f83c98289b, 0x695e416cb4aebacc, 0xb1c3e695a8493553, 0x1145198c8889cbe8]),
        f([0x3d0db359d4001b90, 0xbe62c26640630516, 0xc30ebcbccdbeabfb, 0x288962be3b0f2e49]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0xfe950ba0924371f6, 0x898562a44758e19d, 0x74e0b6de3dbf28b1, 0x1e6f3f18acfa4bdc]),
        f([0xb339afb4da5244e4, 0x48ab028bf59250e2, 0xab6e310e881c25c2, 0x2fa219cd48072a9d]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x2e64a88a755399da, 0x0f1f97e61ceab54d, 0xa52bad4d263472bd, 0x2ff735280a8313a4]),
        f([0xe387c825d8807b87, 0xade6ac93bf7dc169, 0x1ca28bc2c729c549, 0x1452d280202ad7d4]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0xb53713b741a4b9ff, 0x8164fdb8e8d54d86, 0x596d85a57df1ea16, 0x2125822b86d91122]),
        f([0xd69400de6c7b6107, 0x16973fc3967d5f4d, 0x038fba48569ce6b5, 0x02526401d743aeba]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x199962827923f5c8, 0xba08e5d1783ae1bd, 0x8ba34b9ccfc4f05e, 0x2db7374702e24dac]),
        f([0x8b11211f64104d18, 0x140ef1d32eaa0c2d, 0x352d31eaba7d39c9, 0x2959264b9113198f]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0xd1fddba47de358bf, 0xff215e67595d3347, 0x7cd8892c92d1e240, 0x249561a0af830cab]),
        f([0xe408a00af617826d, 0x3592cb920deae389, 0xeaa15d83c9d7c2b8, 0x04c0ea4dbae12ef2]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0xe69a760185b49b09, 0x11e6b9d1bb9eefc3, 0xe397fd8ac26510ab, 0x11b1384c050189da]),
        f([0xabc6fcc789bf6b64, 0x3dbd8a2c45f9da45, 0x99516662d07e7e0e, 0x2f79a61416214adb]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x2a9e6a80770a0d8f, 0xb4a4ddef7ee02ff3, 0x93c04c5b10e8a9cd, 0x3030b62bc46ce9db]),
        f([0x40c9c9fdb4e3273b, 0x62c17301d143d0f4, 0x048507ed5625aeff, 0x2682fd91844172df]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x76d7f191d8bfc591, 0x894ff91ecd546f3c, 0x5548b44b2159696d, 0x04fb71c9680459b9]),
        f([0x68987d82c45fb6cd, 0xf01aeab4718ec57c, 0xb12dc64f2a86f2d6, 0x3043141e0e183b65]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x7937ce0431de9d66, 0x1cb62c2940a8fede, 0x517db127fc968191, 0x03264fd25d6dc5b2]),
        f([0xf80563e6f6787b01, 0xbece368aa2092e5c, 0x7aed2c7c1c129931, 0x2758207c87d788f2]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0xfb942f5df1a68afa, 0xeb0db945a1c47f99, 0x3ad8c3954179d711, 0x234150e904b0f4f7]),
        f([0x783326cc356e5aaf, 0x4be0166b567df48a, 0x9d4f04445a7b8723, 0x2b6de6b6028b382f]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x68251de0fe6fc9dd, 0x01cf546ad41c5a88, 0xf8d1e27821946ee2, 0x293cf36bbc5b9103]),
        f([0x110cea58e3f344f5, 0x5c7e6235fccdb83d, 0x79ba817910c79342, 0x2f37b1a9f5479e6d]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x41721ab7eb796cd8, 0xead951a948cb4364, 0x7b79a0c82ec2aa83, 0x25ee0c6091f58270]),
        f([0x4d88789ab45e1337, 0xb6a3714611e9ccae, 0x7b65aeda6cd82671, 0x1f9a4517e1f17c3e]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x55e14d1ca78801cc, 0x8c842a9d2e70d15f, 0xc5d273a8f6e6eebd, 0x1f89b657fa2979f8]),
        f([0x64907e6f840139c1, 0xf9133fe66eb8609f, 0x05ff7793e2721308, 0x0a106a87c48e011f]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x2553381496c3af13, 0x2b544277802479d5, 0x1b4563091573a966, 0x2b9cb5d21e7e6c39]),
        f([0x5cf8e32f892bca7d, 0x33ece912e9f0574e, 0x46663136c3a86480, 0x050a2ac480ad7624]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x8db280124255aaa7, 0xaa77796e467e94f2, 0x8bfa50533cf13e08, 0x2932b7a1d76e3b67]),
        f([0x61626622a3a2b491, 0xcd700dfadc689655, 0x215d06d16a2c51ed, 0x0d0e8d1628c91d87]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x3f27eede001ad44b, 0x5a3fae12648c1edc, 0xd0c8fa22b0fab2c6, 0x0a4621ed1127731b]),
        f([0x9ca38867e66dda0c, 0xcbe04528001866ad, 0xd0fd3e4dcbd9fa0d, 0x0c7d7666194b68a1]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0xb61fc7b78d8e96fe, 0xff2f35d7d3d55d4a, 0xa2c71dd8fb782215, 0x0e50f1998386f4b7]),
        f([0xa529c05343db3ee4, 0x42bb46aa90874078, 0x8ee5c61d6db1b4db, 0x30250959113bcc4e]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x98a0289f9449f3bc, 0x6257e43fbab91991, 0x5df3cf748b7372ed, 0x15e29b736b7e6193]),
        f([0xb94cadb438c3d634, 0xf63704f53107002c, 0x4fdcf91888ae074b, 0x190a2a54dbea5583]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x7967d89edf26732b, 0x1c06ec22baf7762e, 0x6b47dec354581d10, 0x03fa334f188fbd89]),
        f([0x4f84ee2ca0bd3b95, 0x8ca11923bc86203c, 0x0f17c67bcbac68cf, 0x2b810a70c1f3076f]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x71bf9d1a1ef55024, 0xd8637b74d04fcd8d, 0x9e4cce9a7abd5384, 0x289bf082a1f1e035]),
        f([0x0d26221277cb6c74, 0x2908ffe1f3028f66, 0xde37fec1b21da81b, 0x2b1d0f91b5b89375]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x90457ca2e78046c1, 0x4fea773df26fe702, 0xdfa38701de22cd42, 0x1d26852da023f4c5]),
        f([0x5aa58542abcbc639, 0xe36ef2cb6f3de2b0, 0xc1145586f19a6f61, 0x2796070091b1d4f6]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0xd70ea378f72e47a1, 0x558ae06da6c77635, 0xdc81fa1c4f396c35, 0x0cf2f881ca047ee6]),
        f([0x5d92565e8887dfd8, 0x9aeffc4856e0c8e1, 0x66829284210b1abc, 0x18fd52fc73fe6491]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0xe6ac64e6f46c3092, 0xa95ebd660164e357, 0xf85ac5dbc48ad1e3, 0x288fa5d4f9d2a555]),
        f([0xf95a6552dcd0544d, 0x7d5f7e2273bfa967, 0xbce7ea708e279b8c, 0x176257debe7370d5]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0xf36bea0982fb6920, 0x84716cbd55ae4473, 0x44fc64e48d9dce1b, 0x1a5126ab00388b1b]),
        f([0xc68167b60de1beb4, 0xb96fbefcb3a1851e, 0xc9c62f1c71075f23, 0x00e82948bafe1d8a]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x6ea4e4319ec79028, 0x530364bb76f6f155, 0x478bd9b08b6e451b, 0x0518523c68c9042e]),
        f([0xe945c365316a7713, 0xcd6e58968f5d400d, 0xf09d4cf53085f6c6, 0x10d683cb7bbeee44]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x6adec1a0d27c92a5, 0x3d40e4b5243a2a40, 0x0535e50bc10df409, 0x1c0e572f6f467ad3]),
        f([0x6733ca4e3ea37668, 0x263fb7f34af54b3a, 0xdc1a100cfc185762, 0x2d633766f69afc65]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x1d7eb14bec335b6b, 0x1ebfd842446a0db7, 0x3e52d8e6a1304d7d, 0x0e85440c99a8ce09]),
        f([0xfdc0eb07b6f980d7, 0xdae4f08da443360d, 0xce1e30dd4db62f86, 0x279b9d969302e37c]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x2cc98fc22212eed3, 0xe6b8412ccd2e0ca3, 0x5833a1bac4ca5b2d, 0x0719baaffd40acc4]),
        f([0xf09e9d9dbb489e5a, 0xa6f33cd67e06c371, 0xa822973a868d60fd, 0x0b1a9f945e347404]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x0bc33feee5528ffe, 0x8cd116712807d99b, 0x01aa3bc3cab64fc4, 0x1f6587faaa009983]),
        f([0xf0e068714b6a82e2, 0xafb7e517397507f9, 0xd616e4d0c924580a, 0x18c73868789c255e]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x473de7b4c9d8d531, 0x7b9d186507f3c58f, 0xa08009add7c1acda, 0x25f5b13a539c87ae]),
        f([0x0dd485d94045ca01, 0xe2a1fe1b28e39ae3, 0x8a35551eb15469b7, 0x21aac762503dc013]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x47e477b569d1f11f, 0xdbed42f462835536, 0xf0ab485237196480, 0x0ee4575cf60a5e64]),
        f([0x8799c88bbb752eb2, 0x41d4e56dc0c2c966, 0x888634d91ecabe4e, 0x1d60424e96f79f1a]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0xef5031b4dd4e0f40, 0x51f17e94336b28f2, 0xdf29cb1a5173647f, 0x2473ba61a820fc3f]),
        f([0x0ba5ae2223ebe638, 0xe135e6723b9ea2c5, 0x084ca3af379d27bb, 0x0c783f9069a38334]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x7544c665084c27b9, 0x3a4887570bc9a0b8, 0xa37bc67fef9666a2, 0x1014828c283b7331]),
        f([0xebc1f68bf22ac22a, 0xe9225dc2d66d2b5f, 0x49f5ef520c4ca3f2, 0x0ddccb638e3687ea]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x363f48d27f943889, 0x75318ccca67aa277, 0xd35f00777bd984ac, 0x21255e267501312f]),
        f([0x7ac71e8b417eba6d, 0x67af620e6760d226, 0xfeccfa0f47049af9, 0x1236df56e23aa621]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x0a2b8b310542dd79, 0x0f377ff7452ff11c, 0xef1d3aa2fc2c846d, 0x01469324d9752255]),
        f([0x26bb9759d744f43f, 0x4fe7b5cfbb1b9a4f, 0x1041dad075f8dd30, 0x1e83578359de9f30]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x2fd321d9c2221c3c, 0x0927129a33c28e44, 0x2cdb79a69f85cc9d, 0x059fbf10b529e20f]),
        f([0xbf9e34f137e75034, 0x57931fe8c5157f69, 0x864658d3bac02343, 0x146d095ca7cfcf9e]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x7998f619733f1b22, 0x2d4d242bec4bffc4, 0xf1e38cd3b36fc37d, 0x115ff21dab085b8d]),
        f([0x62c07129ac50fd82, 0x63fb2cc47aae0d8a, 0xa83bd254e0d3c5ee, 0x0e2f7ffe8e6adeee]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x3d1586de5dd35810, 0x7001acfc3e8f1960, 0xe1f0b597466408bc, 0x262a41eb3fc89d2a]),
        f([0xf1ab3ae78a966688, 0x139ee78c511869d4, 0x52bcee518b1032b2, 0x00f0feabe43b2f39]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x9d5345ed175506ab, 0x92aa966bfed9aeed, 0x158af24ee8ecaea2, 0x023ac1f91df7d6fe]),
        f([0x37e0272c72e2a656, 0xa2111fd9ed5add7b, 0xe53eaf474c0696f9, 0x271c4a8a1fb4ca3a]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x1c912f394d0982fb, 0xd9bf424ff5b71d4c, 0x5dfc51f303a92636, 0x2239089939b8e842]),
        f([0x479bee9b5e8de44d, 0x8a270998f510eafb, 0xe9fadf891612aea5, 0x11842513e72d6023]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
];
/// Recurrence form: coefficients of the previous S-box outputs.
pub static REC_X: [[F; 3]; 53] = [
    [
        f([0x36285767fb230abe, 0xdf19e55ff29bd58f, 0x90ad6d34a935b96d, 0x07a46d16da0ffacd]),
        f([0x1647d0569281f047, 0xebedfbc87dfe6da0, 0xcd4701d25c660824, 0x1bbadc9bfc1a2d2d]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0xbcf751a82306c3f1, 0x6fe5af4c3ff9e3fc, 0x385931a7d139f248, 0x2f2e8a5ba35997ad]),
        f([0xe4a1e3e7a2787697, 0x89fd69b0c27d61a7, 0xb3afa1ece916f966, 0x2ee0423d9af48b15]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x5d4fc9b04105ebc7, 0xc4643239370fa675, 0x5de5874f8791d9e0, 0x1de36941d62d967e]),
        f([0x6f4714b76e4d30b2, 0x35cc5585ec634e99, 0x998cbd77b4c6f27f, 0x0461ee18758c2563]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x443ea8c7452b775e, 0x453005bc51f2b414, 0xd1e9cf0c9db48326, 0x02ea32a9f38da50b]),
        f([0xd3dcef9cb39b6a13, 0x3cadc54afe73b504, 0x5ff9400b187380fa, 0x118c079343cd55bd]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x1bb8271e266ee8e8, 0x381812ac10b79736, 0x107ed1d71012e333, 0x0cdb6ed023ea9c6b]),
        f([0xfcee091e36fe3b71, 0x151d45e0a08fbfe7, 0xe8a1750e08d2da23, 0x240824a88014138f]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x596c1d0d8b206acd, 0x6445ba7f070dc73b, 0x0ca9383a30544e1e, 0x29a421abeee6f59b]),
        f([0xfda5c0fc4399f76a, 0xfdbb8b515b0963dc, 0xb8f637f9a5d91af9, 0x0d33653ca8d9498f]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x48fda20537d028b0, 0x56e48343683fe2a7, 0x24524108abdbea1e, 0x16552c2642b0c9db]),
        f([0xa5ab1cee63dcee4f, 0xdaf0d36f85835eb4, 0x0b3bfc8a4f409bab, 0x07185d460d39b30f]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x128579544745d8f7, 0x3fdfc74bf66eb977, 0x5210e4d5f3a04764, 0x0057825d50c9443d]),
        f([0x8ff8225952043a6a, 0x478618a08c614ee8, 0x78d805b1c1a07506, 0x0b5aee096e971615]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x3ec39b73c35e9741, 0x707142b5ca86f8e1, 0x995d2641df6b2664, 0x12c0945e58b6ae07]),
        f([0xf71189826ddc6a20, 0x43f8eb80c74b18e8, 0xe570094d3892ad5a, 0x13bff5808b583d28]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x3e59c814ef82e39c, 0x68d1878fd613fa88, 0xc3f3001d1fded8cc, 0x02adaae4082c723b]),
        f([0xb7f027794f47f6b3, 0x617067de1e46a285, 0x5096c5347497bdca, 0x2c8a4d9a7b08761f]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x4ca17830a98ce316, 0xa2a576aac16bdf47, 0xa09d129da0a8a890, 0x0ecc59b27b95a96b]),
        f([0x67b3ccbc3d7d93cb, 0xa6f3a18742b1c207, 0x3df49fa38d63410f, 0x14a7b1f927d9da84]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x1d911725429f6843, 0xb3190c36591a8a48, 0xccec77f98f7d4564, 0x01c6167ecfff9f36]),
        f([0xf745a035047beb58, 0xeb2c22d7f424fa46, 0x758e257cd87b5080, 0x29f5fa23d196c7b4]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0xb54541a802bed1ef, 0x8921ef7cae5178b2, 0xe0c020f5defab1a9, 0x0e9ac41f327c3c07]),
        f([0x746199453bf5c944, 0x65d0ba623b3a6b75, 0xc3d4100cd036f89a, 0x05b691111a54236f]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x112f18dc01da74bd, 0x3547611d9a553637, 0xc74b7ac94ff37989, 0x044945689a8f4768]),
        f([0x18cf9c4441429451, 0x5553230167a9fc5e, 0x52d2b2fc6e73cc2b, 0x192914e35fe817f9]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x2572579867a986b7, 0xeef6417f2fdaa547, 0x697825dbf424f3de, 0x14e70593acf19567]),
        f([0x3e42e2578bec1611, 0x24432f5843bc6652, 0xae35590ab7b7efd4, 0x021ff411c7b93adf]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x779f120fb51273d1, 0x61c3bc20e4cd119b, 0x17aa431a03a2c7a3, 0x05b9615633cade4b]),
        f([0xee2ab84a5bec46ff, 0xd4881c1db3397143, 0xd7c355ec4dca920f, 0x11e201d23d1dabf7]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x1f5b3e1c6169c7ca, 0x5f4e331b28fa5924, 0x480c0a7090dc9dd3, 0x2a12711941cd5800]),
        f([0xa87ab807c5ba6194, 0xc7f27586b233b7d5, 0x85852c9a80e50b1c, 0x06b7b827f7446c06]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0xb75def221a744a6a, 0xd6940b84c1757a59, 0x16236cbe7e5d0d78, 0x1566c081c35283f9]),
        f([0xa23370f651265801, 0x2bf60d5c844e709e, 0x4897f86b60de7a59, 0x1b0ec8dede14bf53]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0xc4a0a270b54a97b1, 0x32a8b612a8675686, 0xe84dea39f5b98966, 0x16f8df18eb74dde3]),
        f([0x94fd8a958f8b06e6, 0x0eca0b3ff811c2d7, 0x9a6666c06d1ed82c, 0x0cc08ec466625b3e]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0xc2c22741dc081435, 0x2319e3211d298c6f, 0x0d4ec28158e537ad, 0x2973cf68bf675a3e]),
        f([0x118e46f480436002, 0x6de344d28aa7c6ff, 0x384b953d41c36a87, 0x115dbb39db8d6d56]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x72236e5bc80e5788, 0xa2a4d19c6d9eecea, 0x7502b72788063ad9, 0x13d87be6f668b8ee]),
        f([0xca15404a7e8f5ce6, 0x6a45735f51904e43, 0x2b7ef6c9adfec141, 0x30091183a5a62c5b]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0xdba056bc721d085d, 0xa5b796128a41d620, 0x2e8d9106a3ecd6ad, 0x1b2dd45c5dfae3dc]),
        f([0xb0150525a8f44a03, 0x8ff07e9998fa9c82, 0x08f00fa06085626c, 0x190e5ccdad602328]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x3e8d4d6b8ffe5614, 0x771d1413b8513cc6, 0xf050c04075c9e425, 0x02375b6c74a27fce]),
        f([0x43fd72afe962ca57, 0x961cf3cf09f3fd0a, 0xf860c5a9303714c0, 0x0c44b22f6c0cae3e]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x1cd835c18236588c, 0x37e3b36d50fc6a0f, 0x4eb9fa5629f29c3a, 0x0918a4dffc63e397]),
        f([0x0ce8011d92d962c7, 0xef2d1d11e4ccfa73, 0xe9c1585bde55a351, 0x1ff01e38204bc5f9]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x903c9a21a00ce1bc, 0x643d0256d919e36c, 0x99f2288ef7a43e45, 0x214394b2b752a1d6]),
        f([0x80ce2834bed940a6, 0x42a7ae5e16d4088b, 0x9b47e3621dc7b582, 0x10b3c9fb95de3073]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0xaa81c4b7e4d4f34c, 0x1cfaf6151271ba1d, 0x9598d575081d1e82, 0x1de1b3d9d38b3f6d]),
        f([0xa7a7c6a3896b1e35, 0x7c888d0d45c8c4e6, 0x2f2d533b4964e173, 0x0172080f865fe9d0]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x964e8f61ffc3accd, 0x0fea37a2324471a4, 0x370fc7c18bd70237, 0x16da5f563b26d5db]),
        f([0x9da286ae1663aae0, 0xa4201879bc71152d, 0x5c1b89a7222e1df8, 0x1a008d985bf2bdd5]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x2b940af456509f11, 0x850cf5f7001008d6, 0x7a6b3447989a12b6, 0x0e9cccee0550837e]),
        f([0x96adf187ce2ffacb, 0xf5a719c4a56fe1fc, 0x7bf954cb38be5c26, 0x2979568914bf64db]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0xf57a47ed5b9104f0, 0xdb4699e8e91369e9, 0xd22a7690e35a7ad4, 0x014ee6deaa0e73f1]),
        f([0x469fb9a0ebc26a72, 0xee70ff7526d03402, 0x9414e6da2f818a85, 0x0859f635a80109f2]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x1cfc75856d02d43f, 0xde2a35331fa72054, 0x046c5db687225c27, 0x2cac7bb69380a090]),
        f([0x498ed0708e8cfd55, 0xea73bfba0b15da6f, 0x0d0b1d15b1997179, 0x24551d5caf888c2a]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x33a7f615acdc663a, 0x3c5b3a4ba65d1cac, 0x7a6a5f66d404e95d, 0x0c0c174587dd0715]),
        f([0x5fb733ec38b35230, 0x299e5f545e515b47, 0x33d47ca5ff91987c, 0x121840b9d68cfdf6]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x61b521a8ec2025be, 0xac39b0a4f1e31914, 0xbdcf855f2e108853, 0x2f1437bd53b42654]),
        f([0xd0ade511e881c2ad, 0x1e45463c630f2106, 0x974950f5a5fd38a9, 0x0955f19f881fc485]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0xcb265a93f92b6f29, 0x30d3f91063eb6b4b, 0x882dda77c76c7714, 0x1cd2e3d37c7bb03f]),
        f([0xa5f7d987f10b8d29, 0x203371b406b438c6, 0xd8976f68cf370738, 0x1893efb603a927f7]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x6d2222c6ca709144, 0x0e32672f73cf895f, 0xb39f76cb9320ec33, 0x080e1e03036b26a7]),
        f([0xee670efdcd640dec, 0x05dd81f7e1208316, 0x3e7fecc2bd008756, 0x296ae05333f6f2f9]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0xd50f5563794b898e, 0xeaa835e005b41432, 0x448c8b9aa13c0519, 0x03d04de6585fc6d6]),
        f([0xcf42a7efab1c2988, 0x7f14d205df07846f, 0xc7c8d7e9b99dd13e, 0x07e9b31a2d3d6a53]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x1afc185dea8801e0, 0x8f2b8bf59f28d7bf, 0x6b683a192f67117a, 0x053104c8aa99e490]),
        f([0x132e3156940dcc78, 0xe939c0e699a51ada, 0x0c6c3a62b4374a18, 0x2c13afd5129175c2]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x62bdab95ffe84eb2, 0x5854821ac20b6e93, 0x7fcb2c1229fc59a9, 0x2a59c42f3d521251]),
        f([0xfc465a22001ec33b, 0x5fb2e7ececa6febf, 0x8b7a438fb12f137d, 0x06cfdd604d6c1fb2]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x967a73bdec07db84, 0xfc710853aafa9576, 0xb1e4a2caa807b82c, 0x060b817d00e4115e]),
        f([0x6d6932fe5b25f3d0, 0xfe035e5c6ca58763, 0x0977f8712c13614d, 0x122dddb58ca07a80]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0xeed42539f74614a5, 0xa2de9e99ece207a4, 0xbe8490913b24b6f1, 0x2dca542818a4da26]),
        f([0x266aba963dadfa55, 0x51e086082766bbb0, 0x209f85a47070e43e, 0x1deced1733020ff5]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x65640a0c6924b1ba, 0x99c04a4892d1ff45, 0x8db2cd45861fcb5e, 0x0a9637ae1c32f906]),
        f([0xa6d5dc76156c7614, 0x49804c2d91d3fe75, 0x12240f0fd6929a32, 0x2a7c408f0f61a26d]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x54f25c67085d6bb5, 0xdee847f74e0ad917, 0x4cc0dc574f32bf1c, 0x2f0adaa36a888998]),
        f([0x95876b5a658b4cc1, 0xb7afdf50483778c7, 0x102e3d4cded6c831, 0x11f669f905eb7e26]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x51a42f0475c952f3, 0x2a98c563c1c1df4b, 0xbd08157152132aee, 0x192f61b273645730]),
        f([0x3f737dd77835e076, 0x17daeb118c452c4e, 0x2cccebdc9074d92e, 0x0c3a9b14dead45ab]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0xc0758ab7a5bfe1f1, 0x4561a414721573c9, 0x4f2990b7411a1593, 0x0b8fe5d2868ef18c]),
        f([0x76074540a66ecf42, 0xd95fefbf0af9f045, 0x50133bf91cb8c733, 0x297b2e5ddccea932]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x9da375496f51734b, 0xdeed714e813a3f5a, 0xc0436798b8ec3585, 0x0185d39d8d603cf5]),
        f([0x2151db58b02369ee, 0xd57dbfd21d242534, 0x36632278c8c38d75, 0x1b6bc09396eb8e56]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x8ee01befc961d41a, 0x8039ae3ffeba118d, 0xbdb60009984a280b, 0x1450b4202c877c8a]),
        f([0x40266a5531c57f66, 0xee5ce7846265de03, 0x9792cd6dbcac5d3d, 0x0fdfbe5f4c4f309d]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x1d47dbcfe948f4b7, 0xc930d4d0792addb9, 0x5608b83f8a0231b3, 0x28efc74bc3110942]),
        f([0x0d7b825d9c22bc30, 0x43dbecc31a7f19a2, 0x42b97b92149b5b4d, 0x01a80ad273581121]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x39ecbbd328740700, 0x747201ad3c6c1506, 0x6932a6f7eeea2510, 0x2ad1b1376e44d5f1]),
        f([0xec3a795aef2baf95, 0xc5a62ecfa3bc1cf2, 0x5a754f34c1bb57d2, 0x050cb450cb6bc592]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x6edfa1489573b102, 0xc894c24a277af025, 0x44a4c4a1f7f8450b, 0x07fb4c664acba138]),
        f([0x2684f51e91b63756, 0xd0df1ed9eb971247, 0x849a1b6fd5c5b0a8, 0x28bf1343fa744139]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0xc8d12a68af96fd1e, 0x4f49b93698a18604, 0x3c0b916fceebacbd, 0x03e9b3e3c285525f]),
        f([0x08c627dbc14e10ad, 0x49f425846bca508c, 0x4db727fb31350ef4, 0x10cd59b3c391d46a]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x32dc87dff0bf1b37, 0xd205d2e535eb5b2c, 0x3b6aed2918ac7bdc, 0x2b766ae75f368355]),
        f([0x91e3394b4790cfe0, 0x58348ac701d60f24, 0xf8b439e6cac34029, 0x283f7427fe4b0003]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x5187aa1b0713bb0a, 0x9b72a449194c15a2, 0x07ef86d5860f9cd6, 0x2b568b584aa116f9]),
        f([0x499ec6408ca90fe9, 0x02fd485f45e4778f, 0xdc5bfcdbc8357232, 0x222b695547671497]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x78c10bd9173937d2, 0x82ab5e9261328c0c, 0xc675774a050873bd, 0x0b7fe5c15e877555]),
        f([0x780256c92efa5991, 0x3677a27e3b386615, 0xa12800c0d8376f23, 0x21a81866c55ba7a6]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0xfdf5e850c7877460, 0x837957a84ac761bd, 0x4ed669b27d8a2eca, 0x2e765c04f227ce59]),
        f([0xd9f50de03412ab2b, 0xa4aead6fd944f516, 0x8e54e207cee30b69, 0x0145c14b3556ae42]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
];
/// Recurrence form: one constant per round.
pub static REC_CONST: [F; 53] = [
    f([0x375b63fc7d7f97b8, 0xacf5a204792cac14, 0xe01db8f2870f6fd3, 0x26618914a13d8474]),
    f([0xf3a57809db5a2fc7, 0xe633ca8b58691401, 0x9181ae2f07f2a26c, 0x23078ad175b9cba9]),
    f([0x7ff8d2f3e1138172, 0xca5d86de86617292, 0x619a10ba2c4fa910, 0x2fa2e8e4e8f69926]),
    f([0xce538e2bfde27eeb, 0xb53c814553c80e02, 0xa37b79d67eefef20, 0x04e9d8ed28ac79c0]),
    f([0x2525a86289447bdd, 0xad21ab216eee0ce4, 0xc8fb9981850976ce, 0x29795fed7ebe5111]),
    f([0x696562d5ffc82420, 0x67b79d8e433009cb, 0x9aca66347669ad19, 0x1fde4b1078eca0cd]),
    f([0xfe2d1c8d7d8e161b, 0x016f347c28055ae2, 0x419ec54595a1c32a, 0x2c1ff98132373bbc]),
    f([0xe4d9228b56795e56, 0x4e141d7e8b9b532b, 0x117f90aca3b2f714, 0x2b5a7ce339bf7b08]),
    f([0x6e3ffe067b33177b, 0x8184f233be7b56fd, 0x7ef921cbd1977445, 0x2a4b2a9514b272a5]),
    f([0xd8a1d76b0cb72d5b, 0x39916bbf5c883655, 0x45f455ec3efde885, 0x21075cb855f2ee33]),
    f([0xffac7e4620a70d3b, 0xcf722264caee0104, 0x1174a7ec8030ba4c, 0x27f1dd43622d47c0]),
    f([0x1828dbd475b4e597, 0x8989d74936e3617e, 0x269c5dddea3e8399, 0x2159f568b9455217]),
    f([0x10920053f620ca58, 0x47363645466b2b8b, 0x0f87d26442fb7a0e, 0x19183c8dfbc0e02e]),
    f([0xa6740641a9b53e59, 0xaa101a7278ef5c55, 0xa1ba30240d4f7f22, 0x086a6e063a53b449]),
    f([0xe466c85bc2889ad8, 0xf05eb5302d743f62, 0xa15981fe5c0788d3, 0x26232358721ee704]),
    f([0x417d63dbc7ccbcad, 0x6cabe6a7de28ebd6, 0xafa3b199f13f4809, 0x0a2525fdacc539cd]),
    f([0xb4e5a48adb289aef, 0x2f7c15d1a4986a84, 0x46dacacb09ac3d4a, 0x0266c67a3ce90e80]),
    f([0x37e07a5563e1a750, 0xf40db19a457f0bf3, 0xeb9b6334373ab671, 0x2e4474b5b4dc95b4]),
    f([0x79bf741a2b201fba, 0xe33daf2ba6632894, 0xf9570757415e3244, 0x0eb8190a7729c9cf]),
    f([0x353475ff67ff13d4, 0xe3e67a9479c2e3ab, 0x18f6809261bce76a, 0x07be0faa6f3075d7]),
    f([0xff658faa321fc6aa, 0x950616e5adc5b7e0, 0xf5d7d86cd4126c84, 0x2aa5beba739644d8]),
    f([0x767a1b2981590767, 0x09e694a0610dc1cd, 0x07e8598ce5f6ef60, 0x1f82277a2fd6c79f]),
    f([0xecf0ca463a5688bf, 0x6e408f7ebc7be434, 0x7d57972fd9ad49ee, 0x0b8b47a7d3accbc2]),
    f([0xddcc76a8a568f00d, 0x9c89ae5cc010e215, 0x973874f0bf1966d5, 0x0d123e9695a551d0]),
    f([0xcfcd341b69bec6d7, 0xdf5df64b2b8a5a9f, 0x4555ecbafac272fe, 0x301fddc143c16b94]),
    f([0xb4658ba37b31c3b0, 0xf48d73e4909ac0fa, 0xc68900ef49b1ccdc, 0x135908eefb60907b]),
    f([0x122297d9353c0b00, 0xb8caba67c06e2376, 0x634f87b601b59d75, 0x2e1dbcc469f81033]),
    f([0xdd05e2f835c96d20, 0xb5b06bbefae94347, 0xc2838c26ab309fdf, 0x130afc1fae474f77]),
    f([0x90aee3b9baad0c8a, 0xa8d0e74e0c4f44ea, 0xb453c648c82b8336, 0x06dfaa045ff39be2]),
    f([0xac6eea17b225f450, 0x3f1b43228a1f7283, 0x0323989d027ece64, 0x254dffc1b48c4598]),
    f([0x395cf44fc815c92e, 0xa556723f35a5282c, 0x1adeb29ab0745822, 0x1aaed2a9af5d32c5]),
    f([0x0c6406ffa8ea6bd1, 0xfea1d8889d357274, 0x5da180d7b9e26256, 0x13047e7e9ffc75ff]),
    f([0xf1be74d98ad67392, 0x8f7b9fc19efc7942, 0x636faca0310c0bf3, 0x0e5d038fb866fe2f]),
    f([0xd2b1094dd213b2eb, 0x94180e722793de23, 0xaa4c87750278e347, 0x2b0aa823423f4fca]),
    f([0x6d596ac55a8e56b5, 0x25b35783ff68559d, 0x143b73afaa0dd083, 0x08e4b3e30cd359d3]),
    f([0x40d3255903b91f1a, 0xe21b71669b29e199, 0x50c84797546f49eb, 0x0c33c35be7a5b29c]),
    f([0xf5cc3fe241cf0b7b, 0x251c341a8aa8c8b3, 0x36b232b5b69e8077, 0x15e41a9f1a70e5a6]),
    f([0x1592ce9cd4698553, 0x9f69889e067ab31b, 0x6b5bc954721012b5, 0x092254a863b157e6]),
    f([0x06610f3a67fd7de1, 0xa29675c7ff48290d, 0x57bf8feecbad7f44, 0x1ce885d3824a79f4]),
    f([0xf7183c84ee082d46, 0xe6ab904208b189d1, 0xbe886c78402a3134, 0x13a76297ea4e89c5]),
    f([0x35d9c89d9aa4311b, 0xa48be5722f2c7408, 0x59f538e71a217c27, 0x2adff472ceff9e90]),
    f([0x23dff40876ba1525, 0x68be03ad2212434d, 0xdc60399b7d7c099e, 0x2c8a35d0b68ff06f]),
    f([0x7461ec482b6e5244, 0x3c8b781b86671d9d, 0xe9d85bad4305cfd3, 0x2cc73169c8dfe1a0]),
    f([0xd4ec22ba30163324, 0x09b94b25c9597405, 0xf97101570aa194c4, 0x27005e80742bfff0]),
    f([0x2133e4b4dbce516f, 0x6bd224a93fd64082, 0x092438494e40c3d7, 0x28627d82e23d9fc4]),
    f([0x3f4894754c107e03, 0xa086483ecfea48e1, 0xee3b37a9a0a86235, 0x10ee6135078e633f]),
    f([0xe62381aeddf6c2f0, 0x34446744520e08c1, 0xc9155a28486e772b, 0x0dbf214eb15b9bd3]),
    f([0x4af12261bde2dc55, 0x80fb4289432afb9c, 0xd2dd6b8aff86519d, 0x04c8d25ed17f1de9]),
    f([0xf0ea7a8e2827f1a6, 0x501e9a2c6f62ceca, 0xd333f81ea15f5560, 0x103950aa4f7cac31]),
    f([0xa0b4e938972314d4, 0x8fd7d6287f5c418c, 0x619a1b23491d69b3, 0x0e73e5916b7e2e4f]),
    f([0x6eb722b944bc2b84, 0xb5d195fd0a2c96c4, 0xcda265e4cfc89c90, 0x2aff3804d7f9273b]),
    f([0xf742bd56200ea8a4, 0x330ec1b2d40ab241, 0x94fb02daafa0a1ea, 0x2dbec4c5b1350b6f]),
    f([0xf411b36a1df81780, 0xda23da5f56d65d32, 0x7dd6029010349f61, 0x2a19e22c18b077af]),
];
/// Recurrence form: end, coefficients of the last inputs.
pub static END_U: [[F; 3]; 3] = [
    [
        f([0xa0b2cd5947ba70a0, 0x06733cca1abccdf5, 0x92b7995da8364996, 0x10daf34e7456639d]),
        f([0x10c41bee1a2bcb8f, 0xdc6e47bc4bd8c423, 0xa8032dcc9fa1f5c0, 0x26b54d8b9b65cad1]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x99986ece4903dbef, 0x9908e6fe163cff71, 0x88765304017f3961, 0x1016523a63fc6e22]),
        f([0x1788fcbcef7db162, 0xe7f9c436669b1e08, 0x0e2ca201a771f52f, 0x014b24392ceec97d]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
    [
        f([0x37b48e9c91719364, 0x5637e24acd164aa7, 0x437a74f332d06a62, 0x204839ec399c1df7]),
        f([0xd191f6c6a3c3c8f6, 0x34e4825637279439, 0x8d14015250743584, 0x2f1782f482dd9aa1]),
        f([0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    ],
];
/// Recurrence form: end, coefficients of the last outputs.
pub static END_X: [[F; 3]; 3] = [
    [
        f([0xcc530efbac77ccdf, 0xbe5002448dd73fc9, 0xe5fd9b6cbe8c6e9d, 0x2c789a68b22a30ce]),
        f([0xeffe3293a5a9a8ba, 0x98aac5e9d89c80b7, 0x5978b25f748ace51, 0x11db193c55f0b7d9]),
        f([0xae6ccb8b4dc7ae81, 0xb9121597a06efebb, 0xcbc92339e5290d58, 0x00b3cdd9f7e3ae1b]),
    ],
    [
        f([0x55df2470b3655383, 0x0e86db9359ae027f, 0x6dafb9db161a962c, 0x11a8be4e2996efc3]),
        f([0x51b3cbd78aa46a0e, 0x25792ab2d9ebeed5, 0xf6010daa3d0eecd4, 0x18281ec84ffd8bb7]),
        f([0xadbee6e961ba964f, 0x15f24d115e218f0b, 0x0c27727b6846eeff, 0x1c5708ba9066d892]),
    ],
    [
        f([0x9e36a18258688d5e, 0x55e6170c06384c48, 0x6d495921b090962c, 0x2b6646721d6e62cc]),
        f([0xe40acf1c914d7f70, 0xf3b407dea44c2919, 0xcb25041f81613313, 0x1157aa4fe7537444]),
        f([0x579782e469700741, 0x28171628965502b2, 0xa4e1ba2920584f5f, 0x08ed6f0636b15dd5]),
    ],
];
/// Recurrence form: end constants.
pub static END_CONST: [F; 3] = [
    f([0x6832326c4238567c, 0x444460e3bc82452a, 0xefc4b9126af06cd2, 0x0b96c9400a9c1f34]),
    f([0x3f5841701e904c06, 0x533d77f7d81e498c, 0x0b371f21018631e5, 0x0285bae0aa77204b]),
    f([0x10a548bc92bb6039, 0xda0e12ee7df69e8a, 0xed6068ea3b94d29a, 0x21eb94b5ac71e20f]),
];
/// The permutation.
pub static POSEIDON: Poseidon<'static, F, 3> = Poseidon::new(
    5,
    8,
    57,
    PlainConstants {
        round_constants: &ROUND_CONSTANTS,
        mds: &MDS,
    },
    SparseConstants {
        full_round_constants: &FULL_ROUND_CONSTANTS,
        partial_round_constants: &PARTIAL_ROUND_CONSTANTS,
        pre_sparse: &PRE_SPARSE,
        sparse_rows: &SPARSE_ROWS,
        sparse_cols: &SPARSE_COLS,
    },
)
.with_recurrence(RecurrenceConstants {
    start_y: &START_Y,
    start_x: &START_X,
    start_const: &START_CONST,
    rec_u: &REC_U,
    rec_x: &REC_X,
    rec_const: &REC_CONST,
    end_u: &END_U,
    end_x: &END_X,
    end_const: &END_CONST,
});
