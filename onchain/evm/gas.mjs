// `make gas`: gas per hash of the generated contracts beside poseidon-solidity's,
// compiled with the same solc in three settings and run in the same EVM.
// Gas = execution gas + calldata gas (the method behind poseidon-solidity's
// published 19,313 for PoseidonT3; the 21,000 transaction base is left out).
import { join } from 'node:path';
import { Chain, compileLibrary, generatedContracts, PEER_DIR, SETTINGS, solcVersion } from './lib/evm.mjs';

const SIZE_LIMIT = 24576;
const LABELS = { off: 'optimizer off', on: 'runs 200', max: 'runs 1,000,000' };
const chain = await Chain.create();
const fmt = (n) => (typeof n === 'number' ? n.toLocaleString('en-US') : n);

async function measure(file, name, n, settings) {
  const c = compileLibrary(file, name, settings);
  const size = c.runtime.length / 2;
  if (size > SIZE_LIMIT) return { size, gas: null };
  const r = await chain.hash(await chain.deploy(c.init), Array.from({ length: n }, (_, i) => BigInt(i + 1)));
  if (r.output === null) throw new Error(`${name} reverted`);
  return { size, gas: r.execGas + r.calldataGas };
}

console.log(`solc ${solcVersion()}, @ethereumjs/evm (Cancun); inputs 1, 2, …, n; gas = execution + calldata.\n`);
console.log('| contract | solc settings | zkhashes bytes | zkhashes gas | poseidon-solidity bytes | poseidon-solidity gas | ratio |');
console.log('|---|---|---:|---:|---:|---:|---:|');
const best = [];
for (const { name, file } of generatedContracts()) {
  const circom = name.startsWith('PoseidonT');
  const n = circom ? Number(name.slice(9)) - 1 : Number(name.slice(13));
  let ourBest = Infinity;
  let peerBest = Infinity;
  for (const [key, settings] of Object.entries(SETTINGS)) {
    const ours = await measure(file, name, n, settings);
    ourBest = Math.min(ourBest, ours.gas ?? Infinity);
    let peer = { size: '–', gas: '–' };
    let ratio = '–';
    if (circom) {
      peer = await measure(join(PEER_DIR, name + '.sol'), name, n, settings);
      if (peer.gas === null) peer.gas = 'over 24,576 B';
      else peerBest = Math.min(peerBest, peer.gas);
      if (typeof peer.gas === 'number' && ours.gas !== null) ratio = (ours.gas / peer.gas).toFixed(3) + '×';
    }
    console.log(`| ${name} | ${LABELS[key]} | ${fmt(ours.size)} | ${fmt(ours.gas ?? 'over 24,576 B')} | ${fmt(peer.size)} | ${fmt(peer.gas)} | ${ratio} |`);
  }
  best.push({ name, ourBest, peerBest });
}
console.log('\nBest setting of each side:\n');
console.log('| contract | zkhashes gas | poseidon-solidity gas | ratio |');
console.log('|---|---:|---:|---:|');
for (const b of best) {
  const ratio = Number.isFinite(b.peerBest) ? (b.ourBest / b.peerBest).toFixed(3) + '×' : '–';
  console.log(`| ${b.name} | ${fmt(b.ourBest)} | ${Number.isFinite(b.peerBest) ? fmt(b.peerBest) : '–'} | ${ratio} |`);
}

// Noir's Poseidon2 beside zemse/poseidon2-evm: their published execution gas (no calldata) for a
// 3-input hash, 14,845 for the Huff contract and 20,304 for the Yul one.
console.log('\nPoseidon2Noir3, execution gas only (inputs 1, 2, 3), beside zemse/poseidon2-evm\'s Huff (14,845):\n');
console.log('| solc settings | execution gas | ratio to Huff |');
console.log('|---|---:|---:|');
const noirFile = join(import.meta.dirname, 'contracts', 'Poseidon2Noir3.sol');
for (const [label, settings] of [...Object.entries(LABELS).map(([k, l]) => [l, SETTINGS[k]]),
  ['runs 1,000,000, `details.yul = false`', SETTINGS.maxWithoutYul]]) {
  const c = compileLibrary(noirFile, 'Poseidon2Noir3', settings);
  const r = await chain.hash(await chain.deploy(c.init), [1n, 2n, 3n]);
  console.log(`| ${label} | ${fmt(r.execGas)} | ${(r.execGas / 14845).toFixed(3)}× |`);
}
