// Types of `zkhashes/starknet` (Node entries; the browser entry adds a
// default export `init(input?)` that must be awaited first). The root entry
// `zkhashes` exports these too.
import type { FieldInput } from "../circom/index";

/** @scure/starknet's `Fp251`: the Stark field over bigints (`create` refuses values outside [0, p)). */
export interface StarkField {
  readonly ORDER: bigint;
  readonly BITS: number;
  readonly BYTES: number;
  readonly MASK: bigint;
  readonly ZERO: bigint;
  readonly ONE: bigint;
  create(x: FieldInput): bigint;
  isValid(x: bigint): boolean;
  is0(x: bigint): boolean;
  isOdd(x: bigint): boolean;
  eql(a: bigint, b: bigint): boolean;
  neg(a: bigint): bigint;
  add(a: bigint, b: bigint): bigint;
  sub(a: bigint, b: bigint): bigint;
  mul(a: bigint, b: bigint): bigint;
  sqr(a: bigint): bigint;
  pow(a: bigint, e: bigint): bigint;
  div(a: bigint, b: bigint): bigint;
  inv(a: bigint): bigint;
}
export const Fp251: StarkField;

/** A permutation as @scure/starknet's `PoseidonFn`: callable on `m` values. */
export interface PoseidonFn {
  (values: FieldInput[]): bigint[];
  m: number;
  rate: number;
  capacity: number;
  readonly roundConstants: bigint[][];
}
/** @scure/starknet's `PoseidonOpts` (over `Fp251` only). */
export interface PoseidonOpts {
  Fp: StarkField;
  rate: number;
  capacity: number;
  roundsFull: number;
  roundsPartial: number;
}
/** A permutation argument: `poseidonSmall` (the fast path) or any function of `m` values. */
export type PermutationArg = ((values: bigint[]) => bigint[]) & { m?: number; rate?: number };

/** @scure/starknet `poseidonSmall`: Starknet's permutation of three felts. */
export const poseidonSmall: PoseidonFn;
/** @scure/starknet `poseidonBasic(opts, mds)`: StarkWare's constants, the given matrix (entries in (-p, p)). */
export function poseidonBasic(opts: PoseidonOpts, mds: bigint[][]): PoseidonFn;
/** @scure/starknet `poseidonCreate(opts, mdsAttempt)`: the generated "HadesMDS" matrix. */
export function poseidonCreate(opts: PoseidonOpts, mdsAttempt?: number): PoseidonFn;
/** @scure/starknet `_poseidonMDS(Fp251, "HadesMDS", m, attempt)`. */
export function _poseidonMDS(Fp: StarkField, name: "HadesMDS", m: number, attempt?: number): bigint[][];
/** @scure/starknet `poseidonHash(x, y, fn?)`. */
export function poseidonHash(x: FieldInput, y: FieldInput, fn?: PermutationArg): bigint;
/** @scure/starknet `poseidonHashSingle(x, fn?)`. */
export function poseidonHashSingle(x: FieldInput, fn?: PermutationArg): bigint;
/** @scure/starknet `poseidonHashMany(values, fn?)`. */
export function poseidonHashMany(values: FieldInput[], fn?: PermutationArg): bigint;
/** @scure/starknet `poseidonHashFunc(x, y, fn?)`: big-endian bytes in, minimal big-endian bytes out. */
export function poseidonHashFunc(x: Uint8Array, y: Uint8Array, fn?: PermutationArg): Uint8Array;
