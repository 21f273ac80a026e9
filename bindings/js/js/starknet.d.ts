// Types of `zkhashes/starknet` (Node entries; the browser entry adds a
// default export `init(input?)` that must be awaited first). The root entry
// `zkhashes` exports these too.
import type { FieldInput } from "../circom/index";

/** @scure/starknet `poseidonHash(x, y)`. */
export function poseidonHash(x: FieldInput, y: FieldInput): bigint;
/** @scure/starknet `poseidonHashSingle(x)`. */
export function poseidonHashSingle(x: FieldInput): bigint;
/** @scure/starknet `poseidonHashMany(values)`. */
export function poseidonHashMany(values: FieldInput[]): bigint;
