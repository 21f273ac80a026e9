// The generated contracts in an in-process EVM: known answers, agreement
// with the Rust library (the `zkhashes` CLI) on random inputs, agreement with
// poseidon-solidity, inputs >= p revert, code under the size limit.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Chain, compileLibrary, generatedContracts, P, PEER_DIR, selector, SETTINGS } from '../lib/evm.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const CLI = process.env.ZKHASHES ?? join(root, 'target', 'release', 'zkhashes');
const RANDOM = Number(process.env.ZKH_EVM_RANDOM ?? 1000);
const SIZE_LIMIT = 24576;
const REVERT = selector('InputNotInField()');

const cli = (args, input) => execFileSync(CLI, args, { input, encoding: 'utf8', maxBuffer: 1 << 26 });

/** What the Rust library returns for each input row, through `zkhashes hash --stdin`. */
function expected(hasher, rows) {
  const out = cli(['hash', hasher, '--stdin', '--format', 'dec'], rows.map((r) => r.join(' ')).join('\n') + '\n');
  return out.trim().split('\n').map((l) => BigInt(l));
}

/** A uniform field element (rejection sampling), with edge values mixed in. */
function randomElement(i) {
  if (i % 97 === 0) return 0n;
  if (i % 89 === 0) return P - 1n;
  for (;;) {
    const v = BigInt('0x' + randomBytes(32).toString('hex')) >> 2n;
    if (v < P) return v;
  }
}

/** The library under test: the checked-in ones plus a few generated here. */
function contracts() {
  const dir = mkdtempSync(join(tmpdir(), 'zkh-evm-'));
  const extra = [1, 3, 5].map((n) => {
    const name = `Poseidon2Hash${n}`;
    const file = join(dir, name + '.sol');
    writeFileSync(file, cli(['evm', 'poseidon2-openzeppelin', '--inputs', String(n)]));
    return { name, file };
  });
  const noir = [1, 4, 7].map((n) => {
    const name = `Poseidon2Noir${n}`;
    const file = join(dir, name + '.sol');
    writeFileSync(file, cli(['evm', 'poseidon2-noir', '--inputs', String(n)]));
    return { name, file };
  });
  return [...generatedContracts(), ...extra, ...noir].map(({ name, file }) => {
    const { hasher, n } = parseName(name);
    // The extra arities get fewer random inputs than the shipped libraries.
    const random = file.startsWith(dir) ? Math.min(RANDOM, 200) : RANDOM;
    return { name, file, n, random, hasher };
  });
}

/** The hasher and input count of a generated library, from its name. */
function parseName(name) {
  for (const [prefix, hasher, offset] of [
    ['PoseidonT', 'poseidon-circom', -1],
    ['Poseidon2Hash', 'poseidon2-openzeppelin', 0],
    ['Poseidon2Noir', 'poseidon2-noir', 0],
  ]) {
    if (name.startsWith(prefix)) return { hasher, n: Number(name.slice(prefix.length)) + offset };
  }
  throw new Error(`unknown library ${name}`);
}

function knownAnswers(hasher, n) {
  if (hasher === 'poseidon2-noir') {
    const v = JSON.parse(readFileSync(join(root, 'test-vectors', 'poseidon2-noir.json'), 'utf8'));
    return v.cases
      .filter((c) => c.function === 'hash' && c.inputs.length === n)
      .map((c) => ({ inputs: c.inputs.map(BigInt), output: BigInt(c.outputs[0]), source: c.source }));
  }
  if (hasher === 'poseidon-circom') {
    const v = JSON.parse(readFileSync(join(root, 'test-vectors', 'poseidon-circom.json'), 'utf8'));
    return v.cases
      .filter((c) => c.inputs.length === n && BigInt(c.init_state) === 0n)
      .map((c) => ({ inputs: c.inputs.map(BigInt), output: BigInt(c.outputs[0]), source: c.source }));
  }
  const v = JSON.parse(readFileSync(join(root, 'test-vectors', 'poseidon2.json'), 'utf8'));
  return v.cases
    .filter((c) => c.instance === 'openzeppelin' && c.function === 'hash' && c.inputs.length === n)
    .map((c) => ({ inputs: c.inputs.map(BigInt), output: BigInt(c.outputs[0]), source: c.source }));
}

const chain = await Chain.create();

for (const c of contracts()) {
  test(`${c.name}: size, known answers, ${c.random} random inputs, inputs >= p`, async () => {
    const compiled = compileLibrary(c.file, c.name);
    assert.deepEqual(compiled.warnings, [], 'solc warnings');
    assert.ok(compiled.runtime.length / 2 < SIZE_LIMIT, `${c.name}: ${compiled.runtime.length / 2} bytes`);
    const addr = await chain.deploy(compiled.init);

    const kats = knownAnswers(c.hasher, c.n);
    if (c.n === 2 || c.hasher !== 'poseidon2-openzeppelin') assert.ok(kats.length > 0, 'known answers exist');
    for (const k of kats) {
      const r = await chain.hash(addr, k.inputs);
      assert.equal(r.output, k.output, `${c.name}(${k.inputs}) from ${k.source}`);
    }

    const rows = Array.from({ length: c.random }, (_, i) => Array.from({ length: c.n }, (_, j) => randomElement(i * c.n + j + 1)));
    const want = expected(c.hasher, rows);
    assert.equal(want.length, rows.length);
    for (let i = 0; i < rows.length; i++) {
      const r = await chain.hash(addr, rows[i]);
      assert.equal(r.output, want[i], `${c.name}(${rows[i].join(', ')})`);
    }

    // Every position, just above and far above p: a revert with the error, never a result.
    for (let j = 0; j < c.n; j++) {
      for (const bad of [P, P + 1n, (1n << 256n) - 1n]) {
        const inputs = Array.from({ length: c.n }, (_, i) => (i === j ? bad : BigInt(i + 1)));
        const r = await chain.hash(addr, inputs);
        assert.equal(r.output, null, `${c.name}: input ${j} = ${bad} must revert`);
        assert.equal(r.revertData, REVERT);
      }
    }
  });
}

test('circom contracts agree with poseidon-solidity on random inputs below p', async () => {
  for (const c of contracts().filter((c) => c.hasher === 'poseidon-circom')) {
    const ours = await chain.deploy(compileLibrary(c.file, c.name).init);
    // poseidon-solidity's T6 passes the size limit without the optimizer.
    const peer = await chain.deploy(compileLibrary(join(PEER_DIR, c.name + '.sol'), c.name, SETTINGS.on).init);
    for (let i = 0; i < 50; i++) {
      const inputs = Array.from({ length: c.n }, (_, j) => randomElement(i * 7 + j + 1));
      const [a, b] = [await chain.hash(ours, inputs), await chain.hash(peer, inputs)];
      assert.notEqual(a.output, null);
      assert.equal(a.output, b.output, `${c.name}(${inputs.join(', ')})`);
    }
  }
});

test('the contracts compile, fit and compute with the optimizer on', async () => {
  for (const c of contracts()) {
    for (const settings of [SETTINGS.on, SETTINGS.max]) {
      const compiled = compileLibrary(c.file, c.name, settings);
      assert.ok(compiled.runtime.length / 2 < SIZE_LIMIT, `${c.name}: ${compiled.runtime.length / 2} bytes`);
      const addr = await chain.deploy(compiled.init);
      for (const k of knownAnswers(c.hasher, c.n)) {
        assert.equal((await chain.hash(addr, k.inputs)).output, k.output, `${c.name} ${JSON.stringify(settings)}`);
      }
    }
  }
});

// zemse/poseidon2-evm publishes 14,845 gas of execution for its hand-written Huff contract's
// 3-input hash (the target). Gas is deterministic for a pinned solc and EVM: a check, not a
// timing. The library's own note asks for the optimizer off or `details.yul = false`.
const ZEMSE_HUFF_EXECUTION_GAS = 14845;

test('Poseidon2Noir3 costs less execution gas than zemse/poseidon2-evm (Huff)', async () => {
  const file = join(root, 'onchain', 'evm', 'contracts', 'Poseidon2Noir3.sol');
  for (const settings of [SETTINGS.off, SETTINGS.maxWithoutYul]) {
    const addr = await chain.deploy(compileLibrary(file, 'Poseidon2Noir3', settings).init);
    const r = await chain.hash(addr, [1n, 2n, 3n]);
    assert.notEqual(r.output, null);
    assert.ok(r.execGas < ZEMSE_HUFF_EXECUTION_GAS, `${JSON.stringify(settings)}: ${r.execGas} gas`);
  }
});
