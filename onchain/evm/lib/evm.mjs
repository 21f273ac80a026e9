// Compiling with solc (npm `solc`, pinned in package.json) and running in an
// in-process EVM (@ethereumjs/evm): shared by the tests and gas.mjs.
import solc from 'solc';
import { createEVM } from '@ethereumjs/evm';
import { Common, Mainnet, Hardfork } from '@ethereumjs/common';
import { createAddressFromString, hexToBytes, bytesToHex } from '@ethereumjs/util';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
/** The generated contracts, checked in. */
export const CONTRACTS_DIR = join(here, '..', 'contracts');
/** poseidon-solidity's contracts (npm package). */
export const PEER_DIR = dirname(createRequire(import.meta.url).resolve('poseidon-solidity/PoseidonT3.sol'));

/** The BN254 scalar field modulus. */
export const P = 21888242871839275222246405745257275088548364400416034343698204186575808495617n;

/** solc's version string. */
export const solcVersion = () => solc.version();

/**
 * Compiler settings: optimizer off (poseidon-solidity's published figures),
 * on with 200 runs (the Hardhat and Foundry default), on with 1,000,000 runs;
 * and 1,000,000 runs without the Yul optimizer (the setting Poseidon2Noir's
 * note asks for besides the optimizer off; not one of the table's three).
 */
export const SETTINGS = {
  off: { optimizer: { enabled: false } },
  on: { optimizer: { enabled: true, runs: 200 } },
  max: { optimizer: { enabled: true, runs: 1_000_000 } },
};
Object.defineProperty(SETTINGS, 'maxWithoutYul', {
  value: { optimizer: { enabled: true, runs: 1_000_000, details: { yul: false } } },
  enumerable: false,
});

/**
 * Compiles the library `name` from `file` with `settings`; returns its init
 * and runtime bytecode (hex, no 0x) and the compiler warnings.
 */
export function compileLibrary(file, name, settings = SETTINGS.off) {
  const input = {
    language: 'Solidity',
    sources: { [name + '.sol']: { content: readFileSync(file, 'utf8') } },
    settings: {
      ...settings,
      evmVersion: 'cancun',
      outputSelection: { '*': { '*': ['evm.bytecode.object', 'evm.deployedBytecode.object'] } },
    },
  };
  const out = JSON.parse(solc.compile(JSON.stringify(input)));
  const errors = (out.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length) throw new Error(errors.map((e) => e.formattedMessage).join('\n'));
  const c = out.contracts[name + '.sol'][name];
  return {
    init: c.evm.bytecode.object,
    runtime: c.evm.deployedBytecode.object,
    warnings: (out.errors ?? []).filter((e) => e.severity !== 'error').map((e) => e.formattedMessage),
  };
}

/** The generated contracts: [{ name, file }]. */
export function generatedContracts() {
  return readdirSync(CONTRACTS_DIR)
    .filter((f) => f.endsWith('.sol'))
    .sort()
    .map((f) => ({ name: f.slice(0, -4), file: join(CONTRACTS_DIR, f) }));
}

/** The 4-byte selector of a function signature, as hex with 0x. */
export function selector(signature) {
  return bytesToHex(keccak_256(new TextEncoder().encode(signature))).slice(0, 10);
}

/** Calldata gas (EIP-2028): 4 per zero byte, 16 per other byte. */
export function calldataGas(bytes) {
  let g = 0;
  for (const b of bytes) g += b === 0 ? 4 : 16;
  return g;
}

/** ABI words of bigints (each must fit 256 bits). */
export function words(values) {
  return values.map((v) => v.toString(16).padStart(64, '0')).join('');
}

/** One in-process EVM with deployed libraries. */
export class Chain {
  static async create() {
    const common = new Common({ chain: Mainnet, hardfork: Hardfork.Cancun });
    const chain = new Chain();
    chain.evm = await createEVM({ common });
    chain.caller = createAddressFromString('0x' + '11'.repeat(20));
    return chain;
  }

  /** Deploys init code; returns the address. */
  async deploy(init) {
    const r = await this.evm.runCall({ caller: this.caller, data: hexToBytes('0x' + init), gasLimit: 30_000_000n });
    if (r.execResult.exceptionError) throw new Error(`deployment failed: ${r.execResult.exceptionError.error}`);
    return r.createdAddress;
  }

  /**
   * Calls `hash(uint256[n])` at `address` with `inputs`; returns the output
   * (bigint, or null on revert), the revert data, execution gas and calldata gas.
   */
  async hash(address, inputs) {
    const data = hexToBytes(selector(`hash(uint256[${inputs.length}])`) + words(inputs));
    const r = await this.evm.runCall({ caller: this.caller, to: address, data, gasLimit: 10_000_000n });
    const ret = bytesToHex(r.execResult.returnValue);
    const reverted = Boolean(r.execResult.exceptionError);
    return {
      output: reverted ? null : BigInt(ret),
      revertData: reverted ? ret : null,
      execGas: Number(r.execResult.executionGasUsed),
      calldataGas: calldataGas(data),
    };
  }
}
