// The per-family entries (`zkhashes/circom`, `zkhashes/starknet`, `zkhashes/small-fields`, `zkhashes/pasta`, `zkhashes/wave-2026`,
// poseidon-lite's subpaths) against the root entry, their loading on first use, and the one-line
// apps an esbuild user ships: `import { poseidon2 } from "zkhashes/circom"` bundled for browsers
// stays within circom's 30 kB (gzipped, JS + wasm) and carries no other family's code; the same
// for `zkhashes/small-fields` within 80 kB.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync, rmSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { tmpdir } from "node:os";
import { join, dirname } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));
const root = require("zkhashes");

const P_BN254 = 21888242871839275222246405745257275088548364400416034343698204186575808495617n;
const P_STARK = 2n ** 251n + 17n * 2n ** 192n + 1n;
let seed = 0x2545f4914f6cdd1dn;
function random(p) {
  let v = 0n;
  for (let i = 0; i < 4; i++) {
    seed ^= seed << 13n; seed &= (1n << 64n) - 1n; seed ^= seed >> 7n; seed ^= seed << 17n; seed &= (1n << 64n) - 1n;
    v = (v << 64n) | seed;
  }
  return v % p;
}

test("zkhashes/circom loads its own module on the first call, and agrees with the root entry", () => {
  const glue = require.resolve("../dist/circom/node/zkhashes_js.js");
  const circom = require("zkhashes/circom");
  assert.equal(require.cache[glue], undefined, "the module loads before the first call");
  assert.equal(circom.poseidon2([1, 2]), 7853200120776062878684798364095072458815029376092732009249414926327459813530n);
  assert.ok(require.cache[glue], "the module is the entry's own");
  for (let n = 1; n <= 16; n++) {
    for (let k = 0; k < 5; k++) {
      const x = Array.from({ length: n }, () => random(P_BN254));
      assert.equal(circom[`poseidon${n}`](x), root[`poseidon${n}`](x), `poseidon${n}`);
    }
    const x = Array.from({ length: n }, () => random(P_BN254));
    const init = random(P_BN254);
    assert.deepEqual(circom.poseidon(x, init, n + 1), root.poseidon(x, init, n + 1), `poseidon of ${n} with initState, nOuts`);
  }
  assert.throws(() => circom.poseidon2([1, P_BN254]), { name: "RangeError", message: /input 1 is not a canonical field element/ });
  assert.throws(() => circom.poseidon([]), { name: "RangeError" });
  assert.throws(() => circom.poseidon([1, 2], 0, 4), { name: "RangeError", message: /nOuts/ });
  const leaves = Array.from({ length: 37 }, () => random(P_BN254));
  const a = new circom.LeanIMT(circom.poseidon2, leaves);
  const b = new root.LeanIMT(root.poseidon2, leaves);
  assert.equal(a.root, b.root);
  assert.ok(a instanceof circom.LeanIMT);
  const proof = a.generateProof(20);
  assert.ok(circom.LeanIMT.verifyProof(proof));
  assert.ok(!circom.LeanIMT.verifyProof({ ...proof, leaf: proof.leaf ^ 1n }));
});

test("the root entry loads the module built with relaxed SIMD where Node has it, and it agrees with the default one", () => {
  const relaxedGlue = require.resolve("../dist/relaxed/node/zkhashes_js.js");
  const hasRelaxed = Number(process.versions.node.split(".")[0]) >= 21;
  assert.equal(Boolean(require.cache[relaxedGlue]), hasRelaxed, `Node ${process.version}`);
  if (!hasRelaxed) return;
  const { makeApi } = require("../dist/api.cjs");
  const base = makeApi(require("../dist/node/zkhashes_js.js"));
  const relaxed = makeApi(require(relaxedGlue));
  for (let n = 1; n <= 16; n++) {
    for (let k = 0; k < 8; k++) {
      const x = Array.from({ length: n }, () => (k === 0 ? P_BN254 - 1n : random(P_BN254)));
      assert.equal(relaxed.poseidon(x), base.poseidon(x), `poseidon of ${n} inputs`);
    }
    const x = Array.from({ length: n }, () => random(P_BN254));
    assert.deepEqual(relaxed.poseidon(x, 5n, n + 1), base.poseidon(x, 5n, n + 1), `poseidon of ${n} with initState, nOuts`);
  }
  const rows = new Uint8Array(64 * 300).map((_, i) => (i % 32 === 0 ? 0 : (i * 37) & 255));
  assert.deepEqual(relaxed.hashBatch("poseidon-circom", rows, 2), base.hashBatch("poseidon-circom", rows, 2));
  const leaves = Array.from({ length: 100 }, () => random(P_BN254));
  assert.equal(new relaxed.LeanIMT(relaxed.poseidon2, leaves).root, new base.LeanIMT(base.poseidon2, leaves).root);
  assert.throws(() => relaxed.poseidon2([P_BN254, 1n]), { name: "RangeError" });
});

test("circomlibjs's buildPoseidon and its field object", async () => {
  const { buildPoseidon, buildPoseidonOpt } = require("zkhashes/circom");
  const poseidon = await buildPoseidon();
  const F = poseidon.F;
  const h = poseidon([1, 2]);
  assert.equal(F.toObject(h), 7853200120776062878684798364095072458815029376092732009249414926327459813530n);
  assert.equal(F.toString(h), "7853200120776062878684798364095072458815029376092732009249414926327459813530");
  assert.equal(F.toString(h, 16), h.toString(16));
  assert.ok(F.eq(F.e("0x115cc0f5e7d690413df64c6b9662e9cf2a3617f2743245519e19607a4417189a"), h));
  assert.ok(!F.eq(F.e(1), h));
  assert.equal(F.p, P_BN254);
  assert.deepEqual((await buildPoseidonOpt())([1, 2, 3, 4], 7, 2), root.poseidon([1, 2, 3, 4], 7, 2));
  // circomlibjs reduces these; zkhashes refuses them (the README's drop-in notes).
  assert.throws(() => F.e(P_BN254), { name: "RangeError" });
  assert.throws(() => F.e(-1), { name: "RangeError" });
});

test("zkhashes/starknet agrees with the root entry and honours a custom permutation", () => {
  const stark = require("zkhashes/starknet");
  for (let k = 0; k < 20; k++) {
    const x = random(P_STARK);
    const y = random(P_STARK);
    assert.equal(stark.poseidonHash(x, y), root.poseidonHash(x, y));
    assert.equal(stark.poseidonHashSingle(x), root.poseidonHashSingle(x));
    const xs = Array.from({ length: k }, () => random(P_STARK));
    assert.equal(stark.poseidonHashMany(xs), root.poseidonHashMany(xs));
  }
  assert.equal(stark.poseidonHash(1n, 1n), 315729444126170353286530004158376771769107830460625027134495740547491428733n);
  // A permutation argument is used, as @scure/starknet uses it (this one sums the state).
  const sum = Object.assign((s) => [s.reduce((a, b) => a + b, 0n), 0n, 0n], { m: 3, rate: 2 });
  assert.equal(stark.poseidonHash(1n, 2n, sum), 5n);
  assert.equal(stark.poseidonHashSingle(7n, sum), 8n);
  assert.equal(root.poseidonHashMany([1n], sum), 2n);
  assert.throws(() => stark.poseidonHash(1n, 2n, 3), { name: "TypeError" });
  assert.throws(() => stark.poseidonHash(P_STARK, 1n), { name: "RangeError", message: /input 0/ });
});

test("poseidon-lite's subpaths: zkhashes/poseidonN", async () => {
  for (let n = 1; n <= 16; n++) {
    const fn = require(`zkhashes/poseidon${n}`)[`poseidon${n}`];
    const x = Array.from({ length: n }, (_, i) => BigInt(i + 1));
    assert.equal(fn(x), root[`poseidon${n}`](x));
    const esm = await import(`zkhashes/poseidon${n}`);
    assert.equal(esm[`poseidon${n}`](x), fn(x));
  }
});

/**
 * Bundles a one-line browser app with esbuild (`code` imports one entry and exports
 * `run(wasm)`), checks its gzipped size (JS + the entry's wasm) against `limit` and that it
 * carries none of `absent`, and returns what `run` computes.
 */
async function bundleApp(entry, code, limit, absent) {
  const dir = mkdtempSync(join(tmpdir(), "zkhashes-bundle-"));
  try {
    const app = join(here, `.bundle-${entry}.mjs`);
    writeFileSync(app, code);
    const out = join(dir, "app.mjs");
    try {
      await build({ entryPoints: [app], bundle: true, minify: true, format: "esm", platform: "browser", outfile: out, logLevel: "warning" });
    } finally {
      rmSync(app);
    }
    const js = readFileSync(out);
    const wasm = readFileSync(join(here, `../dist/${entry}/web/zkhashes_js_bg.wasm`));
    const size = gzipSync(js, { level: 9 }).length + gzipSync(wasm, { level: 9 }).length;
    console.log(`bundle of zkhashes/${entry}: ${js.length} bytes of JS, ${wasm.length} of wasm, ${size} gzipped (limit ${limit})`);
    assert.ok(size <= limit, `${size} bytes gzipped`);
    for (const other of absent) assert.ok(!js.includes(other), `the bundle carries ${other}`);
    const { run } = await import(pathToFileURL(out).href);
    return await run(wasm);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test("esbuild: a one-line app on zkhashes/circom stays within 30 kB gzipped and carries circom alone", async () => {
  const code = 'import init, { poseidon2 } from "zkhashes/circom";\nexport async function run(wasm) {\n  await init(wasm);\n  return poseidon2([1n, 2n]);\n}\n';
  const got = await bundleApp("circom", code, 30000, ["hashBatchWords", "starknetHash", "merkleRoot", "instances"]);
  assert.equal(got, 7853200120776062878684798364095072458815029376092732009249414926327459813530n);
});

const SMALL_P = { goldilocks: 2n ** 64n - 2n ** 32n + 1n, babybear: 2013265921n, koalabear: 2130706433n, mersenne31: 2n ** 31n - 1n };

test("zkhashes/small-fields loads its own module, lists the small fields' instances and agrees with the root entry on each", () => {
  const glue = require.resolve("../dist/small-fields/node/zkhashes_js.js");
  const small = require("zkhashes/small-fields");
  assert.equal(require.cache[glue], undefined, "the module loads before the first call");
  const list = small.instances();
  assert.ok(require.cache[glue], "the module is the entry's own");
  const wanted = root.instances().filter((i) => i.field in SMALL_P);
  // Miden's Eidos is in this entry only (the root module is at its size limit).
  const eidos = (i) => i.name.startsWith("eidos-miden-");
  assert.deepEqual(list.filter((i) => !eidos(i)), wanted, "every instance over a small field, and no other");
  assert.deepEqual(list.filter(eidos).map((i) => i.name), ["eidos-miden-hash-elements", "eidos-miden-merge"]);
  const rand = (p) => random(p);
  for (const { name, kind, field } of list) {
    const p = SMALL_P[field];
    if (kind === "permutation") {
      for (const t of [8, 12, 16, 20, 24]) {
        const s = Array.from({ length: t }, () => rand(p));
        let want;
        try {
          want = root.permute(name, s, { field });
        } catch {
          continue;
        }
        assert.deepEqual(small.permute(name, s, { field }), want, `${name} over ${field}, width ${t}`);
      }
    } else {
      for (const n of [0, 1, 4, 8, 16, 24]) {
        const x = Array.from({ length: n }, () => rand(p));
        let want;
        try {
          want = root.hash(name, x, { field });
        } catch {
          continue;
        }
        assert.deepEqual(small.hash(name, x, { field }), want, `${name} over ${field}, ${n} inputs`);
      }
    }
  }
  const bytes = new Uint8Array(100).map((_, i) => i);
  assert.deepEqual(small.hashBytes("rpo-hash-elements", bytes), root.hashBytes("rpo-hash-elements", bytes));
  const rows = BigUint64Array.from({ length: 16 * 50 }, () => rand(SMALL_P.babybear));
  assert.deepEqual(small.hashBatch("plonky3-compress", rows, 16, { field: "babybear" }), root.hashBatch("plonky3-compress", rows, 16, { field: "babybear" }));
  // Bad input as in the root entry; the 256-bit instances are not in this entry.
  assert.throws(() => small.hash("rpo-merge", [SMALL_P.goldilocks, 0, 0, 0, 0, 0, 0, 0]), { name: "RangeError", message: /input 0 is not a canonical field element/ });
  assert.throws(() => small.hash("poseidon-circom", [1, 2]), { name: "RangeError", message: /unknown/ });
  assert.equal(small.merkleRoot, undefined);
});

test("esbuild: a one-line app on zkhashes/small-fields stays within 80 kB gzipped and carries no 256-bit family", async () => {
  const code = 'import init, { hash } from "zkhashes/small-fields";\nexport async function run(wasm) {\n  await init(wasm);\n  return hash("rpo-merge", [1, 2, 3, 4, 5, 6, 7, 8]);\n}\n';
  const got = await bundleApp("small-fields", code, 80000, ["poseidonCircom", "starknetHash", "merkleRoot", "LeanIMT"]);
  assert.deepEqual(got, root.hash("rpo-merge", [1, 2, 3, 4, 5, 6, 7, 8]));
});

test("zkhashes/starknet's permutation objects against @scure/starknet", async () => {
  const zk = require("zkhashes/starknet");
  const scure = await import("@scure/starknet");
  const small = { rate: 2, capacity: 1, roundsFull: 8, roundsPartial: 83 };
  for (let k = 0; k < 10; k++) {
    const s = [random(P_STARK), random(P_STARK), random(P_STARK)];
    assert.deepEqual(zk.poseidonSmall(s), scure.poseidonSmall(s));
  }
  assert.equal(zk.poseidonSmall.m, 3);
  assert.deepEqual(zk.poseidonSmall.roundConstants, scure.poseidonSmall.roundConstants);
  for (const [m, rate, rp] of [[3, 2, 83], [4, 3, 84], [5, 4, 84]]) {
    const opts = { ...small, rate, capacity: m - rate, roundsPartial: rp };
    assert.deepEqual(zk._poseidonMDS(zk.Fp251, "HadesMDS", m, 1), scure._poseidonMDS(scure.Fp251, "HadesMDS", m, 1));
    const ours = zk.poseidonCreate({ ...opts, Fp: zk.Fp251 }, 1);
    const theirs = scure.poseidonCreate({ ...opts, Fp: scure.Fp251 }, 1);
    assert.deepEqual(ours.roundConstants, theirs.roundConstants);
    const s = Array.from({ length: m }, () => random(P_STARK));
    assert.deepEqual(ours(s), theirs(s), `poseidonCreate, width ${m}`);
    const xs = Array.from({ length: 7 }, () => random(P_STARK));
    assert.equal(zk.poseidonHashMany(xs, ours), scure.poseidonHashMany(xs, theirs), `poseidonHashMany, width ${m}`);
    if (m === 3) {
      assert.equal(zk.poseidonHash(xs[0], xs[1], ours), scure.poseidonHash(xs[0], xs[1], theirs));
      assert.equal(zk.poseidonHashSingle(xs[0], ours), scure.poseidonHashSingle(xs[0], theirs));
    }
  }
  const mds = [[3n, 1n, 1n], [1n, -1n, 1n], [1n, 1n, -2n]];
  const basic = zk.poseidonBasic({ ...small, Fp: zk.Fp251 }, mds);
  const s = [1n, 2n, 3n];
  assert.deepEqual(basic(s), zk.poseidonSmall(s), "poseidonBasic with Starknet's matrix is poseidonSmall");
  for (const [x, y] of [[new Uint8Array([1, 2]), new Uint8Array([3, 4])], [new Uint8Array(31).fill(255), new Uint8Array([])]]) {
    assert.deepEqual(zk.poseidonHashFunc(x, y), scure.poseidonHashFunc(x, y));
    assert.deepEqual(zk.poseidonHashFunc(x, y, basic), scure.poseidonHashFunc(x, y));
  }
  // Where @scure/starknet reduces, zkhashes refuses (the README's drop-in notes).
  assert.throws(() => zk.poseidonHashFunc(new Uint8Array(32).fill(255), new Uint8Array([1])), { name: "RangeError" });
  assert.throws(() => zk.Fp251.create(P_STARK), { name: "RangeError" });
  assert.throws(() => zk.poseidonBasic({ ...small, roundsFull: 7, Fp: zk.Fp251 }, mds), { name: "RangeError" });
  assert.throws(() => zk.poseidonCreate({ ...small, roundsFull: 7, Fp: zk.Fp251 }), { name: "RangeError" });
  assert.throws(() => zk.poseidonBasic({ ...small, Fp: { ORDER: 7n } }, mds), { name: "TypeError" });
  assert.throws(() => zk.poseidonBasic({ ...small, Fp: zk.Fp251 }, [[1n]]), { name: "RangeError" });
  assert.equal(zk.Fp251.mul(zk.Fp251.inv(12345n), 12345n), 1n);
  // The root entry's names are the same functions' twins.
  assert.deepEqual(root.poseidonSmall(s), zk.poseidonSmall(s));
  assert.equal(root.poseidonHash(1n, 2n, zk.poseidonSmall), zk.poseidonHash(1n, 2n));
});

// The known answers of circomlibjs's own test/poseidon.js (iden3/circomlibjs at commit 48b3ab3,
// "Poseidon test"; its file is GPL-3.0 and not copied here), through buildPoseidon() and F.
test("circomlibjs's known answers through zkhashes/circom's buildPoseidon", async () => {
  const { buildPoseidon } = require("zkhashes/circom");
  const poseidon = await buildPoseidon();
  const F = poseidon.F;
  const one = [
    [[1, 2], 0, "0x115cc0f5e7d690413df64c6b9662e9cf2a3617f2743245519e19607a4417189a"],
    [[1, 2, 3, 4], 0, "0x299c867db6c1fdd79dcefa40e4510b9837e60ebb1ce0663dbaa525df65250465"],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16], 0, "9989051620750914585850546081941653841776809718687451684622678807385399211877"],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 0, 0, 0, 0, 0, 0], 0, "11882816200654282475720830292386643970958445617880627439994635298904836126497"],
    [[1, 2, 3, 4, 5, 6], 0, "20400040500897583745843009878988256314335038853985262692600694741116813247201"],
    [[1, 2, 3, 4], 7, "1569211601569591254857354699102545060324851338714426496554851741114291465006"],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16], 17, "7865037705064445207187340054656830232157001572238023180016026650118519857086"],
  ];
  for (const [inputs, initState, want] of one) {
    assert.ok(F.eq(F.e(want), poseidon(inputs, initState)), `${inputs.length} inputs, initState ${initState}`);
  }
  const many = [
    [[1], 0, ["18586133768512220936620570745912940619677854269274689475585506675881198879027"]],
    [[1, 2], 0, ["7853200120776062878684798364095072458815029376092732009249414926327459813530", "7142104613055408817911962100316808866448378443474503659992478482890339429929"]],
    [[1, 2, 0, 0, 0], 0, [
      "1018317224307729531995786483840663576608797660851238720571059489595066344487",
      "1268987460374965117190107941866588409937190018195924754936306024116268626868",
      "8783366202813713093021184624438037804022412226788318946130389248546914776762",
    ]],
  ];
  for (const [inputs, initState, want] of many) {
    const got = poseidon(inputs, initState, want.length);
    const outs = want.length === 1 ? [got] : got;
    want.forEach((w, j) => assert.ok(F.eq(F.e(w), outs[j]), `${inputs.length} inputs, output ${j}`));
  }
  // "Should check state and nOuts": 16 inputs, 17 outputs, against the root entry.
  const inp = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16];
  const a = poseidon(inp, 0, 17);
  assert.equal(a.length, 17);
  assert.deepEqual(a, root.poseidon(inp, 0, 17));
});

const P_PALLAS = 2n ** 254n + 45560315531419706090280762371685220353n;
const PASTA_NAMES = ["poseidon-zcash", "poseidon-mina", "poseidon-mina-with-prefix", "poseidon-mina-legacy", "poseidon-mina-legacy-with-prefix"];
const FILECOIN_NAMES = ["poseidon-filecoin", "poseidon-filecoin-constant-length"];
// RISC Zero's poseidon_254: BabyBear inputs to a BN254 digest, the pair hash and the rounds over BN254.
const RISC0_FIELDS = { hasher: { "poseidon-risc0": "babybear", "poseidon-risc0-pair": "bn254" }, permutation: { "poseidon-risc0": "bn254" } };
const RISC0_NAMES = ["poseidon-risc0", "poseidon-risc0-pair"];

test("zkhashes/pasta loads its own module and lists the Pallas, BLS12-381 and RISC Zero poseidon_254 instances, none of which the root entry has", () => {
  const glue = require.resolve("../dist/pasta/node/zkhashes_js.js");
  const pasta = require("zkhashes/pasta");
  assert.equal(require.cache[glue], undefined, "the module loads before the first call");
  const list = pasta.instances();
  assert.ok(require.cache[glue], "the module is the entry's own");
  assert.deepEqual([...new Set(list.map((i) => i.name))].sort(), [...PASTA_NAMES, ...FILECOIN_NAMES, ...RISC0_NAMES].sort());
  const field = (i) => (RISC0_NAMES.includes(i.name) ? RISC0_FIELDS[i.kind][i.name] : FILECOIN_NAMES.includes(i.name) ? "bls12-381" : "pallas");
  assert.ok(list.every((i) => i.field === field(i)), JSON.stringify(list.map((i) => [i.name, i.kind, i.field])));
  for (const name of [...PASTA_NAMES, ...FILECOIN_NAMES, ...RISC0_NAMES]) assert.ok(!root.instances().some((i) => i.name === name), name);
  // The shared vectors run through this entry in api.test.mjs; here the calls' shapes and errors.
  assert.equal(pasta.hash("poseidon-mina", []).length, 1);
  assert.equal(pasta.permute("poseidon-zcash", [0, 1, 2]).length, 3);
  assert.throws(() => pasta.hash("poseidon-zcash", [P_PALLAS]), { name: "RangeError", message: /input 0 is not a canonical field element/ });
  assert.throws(() => pasta.hash("poseidon-circom", [1, 2]), { name: "RangeError", message: /unknown/ });
  assert.equal(pasta.hash("poseidon-filecoin-constant-length", [1, 2], { width: 5 }).length, 1);
  assert.throws(() => pasta.hash("poseidon-filecoin", [1, 2, 3]), { name: "RangeError", message: /no instance of width 4/ });
  assert.throws(() => pasta.hash("poseidon-filecoin-constant-length", [1, 2]), { name: "RangeError", message: /needs --width/ });
  assert.equal(pasta.hash("poseidon-risc0", []).length, 1);
  assert.throws(() => pasta.hash("poseidon-risc0", [2013265921n]), { name: "RangeError", message: /input 0 is not a canonical field element/ });
  assert.throws(() => pasta.hash("poseidon-risc0-pair", [1n]), { name: "RangeError" });
  assert.equal(pasta.hashBatch, undefined);
});

test("esbuild: a one-line app on zkhashes/pasta stays within 72 kB gzipped and carries no other family", async () => {
  const code = 'import init, { hash } from "zkhashes/pasta";\nexport async function run(wasm) {\n  await init(wasm);\n  return hash("poseidon-mina", [1n, 2n]);\n}\n';
  const got = await bundleApp("pasta", code, 72000, ["poseidonCircom", "starknetHash", "merkleRoot", "LeanIMT", "hashBatchWords"]);
  assert.deepEqual(got, require("zkhashes/pasta").hash("poseidon-mina", [1n, 2n]));
});

const WAVE_NAMES = [
  "poseidon-plonky3", "leansig-compress", "leansig-tweak-hash",
  "tip5", "tip5-hash-10", "tip5-hash-varlen",
  "monolith-plonky3", "monolith16-plonky3", "monolith-plonky3-sponge", "monolith-plonky3-compress",
  "poseidon2-gnark", "poseidon2-gnark-compress", "poseidon2-gnark-md",
  "blake2s-m31-stwo", "blake2s-m31-stwo-merge", "poseidon252-stwo",
];
const P_KOALABEAR = 2130706433n;

test("zkhashes/wave-2026 loads its own module and lists the 2026 ecosystems' instances, none of which the root entry has", () => {
  const glue = require.resolve("../dist/wave-2026/node/zkhashes_js.js");
  const wave = require("zkhashes/wave-2026");
  assert.equal(require.cache[glue], undefined, "the module loads before the first call");
  const list = wave.instances();
  assert.ok(require.cache[glue], "the module is the entry's own");
  assert.deepEqual([...new Set(list.map((i) => i.name))].sort(), [...WAVE_NAMES].sort());
  for (const name of WAVE_NAMES) assert.ok(!root.instances().some((i) => i.name === name), name);
  // The shared vectors run through this entry in api.test.mjs; here the calls' shapes and errors.
  assert.equal(wave.permute("poseidon-plonky3", Array.from({ length: 16 }, (_, i) => i), { field: "koalabear" })[0], 610090613n);
  assert.equal(wave.permute("tip5", new Array(16).fill(0)).length, 16);
  assert.equal(wave.hash("poseidon2-gnark-md", [1, 2, 3], { field: "bn254" }).length, 1);
  assert.deepEqual(wave.hashBytes("poseidon2-gnark-md", new Uint8Array(0), { field: "koalabear" }), new Array(8).fill(0n));
  assert.throws(() => wave.hashBytes("poseidon2-gnark-md", Uint8Array.of(0x7f, 0, 0, 1)), { name: "RangeError", message: /field/ });
  assert.throws(() => wave.hashBytes("poseidon2-gnark-md", Uint8Array.of(0xff, 0xff, 0xff, 0xff), { field: "koalabear" }), { name: "RangeError" });
  assert.throws(() => wave.permute("poseidon-plonky3", [P_KOALABEAR, ...new Array(15).fill(0)], { field: "koalabear" }), { name: "RangeError", message: /input 0 is not a canonical field element/ });
  assert.throws(() => wave.permute("poseidon-plonky3", [1, 2, 3], { field: "koalabear" }), { name: "RangeError" });
  assert.throws(() => wave.hash("tip5-hash-10", [1, 2, 3]), { name: "RangeError" });
  assert.throws(() => wave.hash("poseidon-circom", [1, 2]), { name: "RangeError", message: /unknown/ });
  assert.equal(wave.hashBatch, undefined);
});

test("zkhashes/wave-2026 against the Python reference on random inputs, every instance", () => {
  const python = process.env.PYTHON || "python3";
  const args = [join(here, "../../../reference/registry_cases.py"), "--random", "6", "--seed", "2026", "--names", WAVE_NAMES.join(",")];
  const cases = JSON.parse(execFileSync(python, args, { maxBuffer: 1 << 26 }));
  const wave = require("zkhashes/wave-2026");
  for (const c of cases) {
    const inputs = c.inputs.map(BigInt);
    const got = c.kind === "permute" ? wave.permute(c.name, inputs, { field: c.field }) : wave.hash(c.name, inputs, { field: c.field, ...c.options });
    assert.deepEqual(got, c.outputs.map(BigInt), `${c.name} ${c.field} ${JSON.stringify(c.options)} ${c.inputs}`);
  }
  assert.deepEqual([...new Set(cases.map((c) => c.name))].sort(), [...WAVE_NAMES].sort());
  assert.ok(cases.length >= 150, `${cases.length} cases`);
});

test("esbuild: a one-line app on zkhashes/wave-2026 stays within 100 kB gzipped and carries no other family", async () => {
  const code = 'import init, { permute } from "zkhashes/wave-2026";\nexport async function run(wasm) {\n  await init(wasm);\n  return permute("tip5", new Array(16).fill(0n));\n}\n';
  const got = await bundleApp("wave-2026", code, 100000, ["poseidonCircom", "starknetHash", "merkleRoot", "LeanIMT", "hashBatchWords"]);
  assert.deepEqual(got, require("zkhashes/wave-2026").permute("tip5", new Array(16).fill(0n)));
});
