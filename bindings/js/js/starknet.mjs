// Starknet's Poseidon (@scure/starknet's names): the entry `zkhashes/starknet`, and part of the
// root entry. `wasm` is a module built with the `starknet` feature.
//
// The hashes run Starknet's own permutation in WebAssembly. A permutation passed as the last
// argument (as @scure/starknet allows) is honoured: `poseidonSmall` takes the fast path, any other
// function (one from `poseidonBasic` / `poseidonCreate`, or the caller's own) runs the same
// padding and sponge in JS around it.
import { toBigInt, toLimbs, fromLimbs, allFromLimbs, call } from "./common.mjs";

/** Marks `poseidonSmall` in every entry (the entries' own wrappers too): the fast path. */
const SMALL = Symbol.for("zkhashes.starknet.poseidonSmall");

/** The Stark field's modulus, 2^251 + 17·2^192 + 1. */
const P = 2n ** 251n + 17n * 2n ** 192n + 1n;

function mod(a) {
  const r = a % P;
  return r < 0n ? r + P : r;
}

function powMod(b, e) {
  let r = 1n;
  for (b = mod(b); e > 0n; e >>= 1n, b = (b * b) % P) if (e & 1n) r = (r * b) % P;
  return r;
}

/** A canonical element of the Stark field, else RangeError / TypeError (nothing reduced). */
function canonical(x, what) {
  const v = toBigInt(x, what);
  if (v >= P) throw new RangeError(`${what} is not a canonical field element (it is >= the field modulus p)`);
  return v;
}

/**
 * @scure/starknet's `Fp251` (noble's field object over the Stark field), over bigints. `create`
 * refuses values outside [0, p) where noble reduces them; the arithmetic is exact mod p.
 */
const Fp251 = Object.freeze({
  ORDER: P,
  BITS: 252,
  BYTES: 32,
  MASK: 2n ** 252n - 1n,
  ZERO: 0n,
  ONE: 1n,
  create: (x) => canonical(x, "Fp251.create's value"),
  isValid: (x) => typeof x === "bigint" && x >= 0n && x < P,
  is0: (x) => x === 0n,
  isOdd: (x) => (x & 1n) === 1n,
  eql: (a, b) => a === b,
  neg: (a) => mod(-a),
  add: (a, b) => mod(a + b),
  sub: (a, b) => mod(a - b),
  mul: (a, b) => mod(a * b),
  sqr: (a) => mod(a * a),
  pow: (a, e) => powMod(a, e),
  div: (a, b) => mod(a * Fp251.inv(b)),
  inv: (a) => {
    if (mod(a) === 0n) throw new RangeError("Fp251.inv: zero has no inverse");
    return powMod(a, P - 2n);
  },
});

function makeStarknet(wasm) {
  function felts(values) {
    return allFromLimbs(values);
  }

  /** @scure/starknet's `poseidonSmall`: Starknet's permutation of [a, b, c]. */
  function poseidonSmall(values) {
    if (!Array.isArray(values) || values.length !== 3) throw new RangeError("poseidonSmall takes 3 values");
    return felts(call(wasm.starknetPermute, toLimbs(values)));
  }
  Object.assign(poseidonSmall, { m: 3, rate: 2, capacity: 1, [SMALL]: true });
  const isSmall = (fn) => fn === undefined || fn === poseidonSmall || (typeof fn === "function" && fn[SMALL] === true);
  let smallConstants;
  Object.defineProperty(poseidonSmall, "roundConstants", {
    get() {
      if (!smallConstants) smallConstants = custom(3, 8, 83, [[3n, 1n, 1n], [1n, -1n, 1n], [1n, 1n, -2n]]).roundConstants;
      return smallConstants;
    },
  });

  function checkOpts(opts) {
    if (opts === null || typeof opts !== "object") throw new TypeError('"opts" expected object');
    if (opts.Fp !== Fp251 && !(opts.Fp && opts.Fp.ORDER === P)) {
      throw new TypeError("zkhashes' poseidonBasic runs over the Stark field (Fp251) only");
    }
    for (const k of ["rate", "capacity", "roundsFull", "roundsPartial"]) {
      if (typeof opts[k] !== "number") throw new TypeError(`"opts.${k}" expected number, got type=${typeof opts[k]}`);
    }
    for (const k of ["rate", "capacity"]) {
      if (!Number.isSafeInteger(opts[k]) || opts[k] <= 0) throw new RangeError(`"opts.${k}" expected positive safe integer, got ${opts[k]}`);
    }
    for (const k of ["roundsFull", "roundsPartial"]) {
      if (!Number.isSafeInteger(opts[k]) || opts[k] < 0) throw new RangeError(`"opts.${k}" expected integer >= 0, got ${opts[k]}`);
    }
    if (opts.roundsFull & 1) throw new RangeError(`"opts.roundsFull" expected even integer, got ${opts.roundsFull}`);
    return opts.rate + opts.capacity;
  }

  // A permutation object as @scure/starknet's: callable, with m, rate, capacity, roundConstants.
  function custom(m, roundsFull, roundsPartial, mds, rate = m - 1) {
    if (!Array.isArray(mds) || mds.length !== m) throw new RangeError(`"mds" expected length ${m}, got ${Array.isArray(mds) ? mds.length : typeof mds}`);
    const flat = [];
    mds.forEach((row, i) => {
      if (!Array.isArray(row) || row.length !== m) throw new RangeError(`"mds[${i}]" expected length ${m}`);
      row.forEach((v, j) => {
        if (typeof v !== "bigint") throw new TypeError(`"mds[${i}][${j}]" expected bigint, got type=${typeof v}`);
        // @scure/starknet's own matrix has entries -1 and -2: a negative entry is p + v.
        if (v < 0n) v += P;
        if (v < 0n || v >= P) throw new RangeError(`"mds[${i}][${j}]" is outside (-p, p)`);
        flat.push(v);
      });
    });
    const h = call(() => new wasm.HadesCustom(m, roundsFull, roundsPartial, toLimbs(flat)));
    const fn = (values) => {
      if (!Array.isArray(values) || values.length !== m) throw new RangeError(`the permutation takes ${m} values`);
      return felts(call(() => h.permute(toLimbs(values))));
    };
    const rc = felts(h.roundConstants());
    const rows = [];
    for (let i = 0; i < rc.length; i += m) rows.push(rc.slice(i, i + m));
    return Object.assign(fn, { m, rate, capacity: m - rate, roundConstants: rows });
  }

  /** @scure/starknet's `poseidonBasic(opts, mds)`: Poseidon over Fp251 with the given matrix. */
  function poseidonBasic(opts, mds) {
    const m = checkOpts(opts);
    return custom(m, opts.roundsFull, opts.roundsPartial, mds, opts.rate);
  }

  /** @scure/starknet's `_poseidonMDS(Fp251, "HadesMDS", m, attempt)`. */
  function _poseidonMDS(Fp, name, m, attempt = 0) {
    if (Fp !== Fp251 && !(Fp && Fp.ORDER === P)) throw new TypeError("zkhashes' _poseidonMDS runs over the Stark field (Fp251) only");
    if (name !== "HadesMDS") throw new RangeError('zkhashes\' _poseidonMDS generates the "HadesMDS" matrices only');
    const flat = felts(call(wasm.hadesMds, m, attempt));
    const rows = [];
    for (let i = 0; i < flat.length; i += m) rows.push(flat.slice(i, i + m));
    return rows;
  }

  /** @scure/starknet's `poseidonCreate(opts, mdsAttempt = 0)`: the generated matrix. */
  function poseidonCreate(opts, mdsAttempt = 0) {
    const m = checkOpts(opts);
    if (typeof mdsAttempt !== "number") throw new TypeError(`"mdsAttempt" expected number, got type=${typeof mdsAttempt}`);
    if (!Number.isSafeInteger(mdsAttempt) || mdsAttempt < 0) throw new RangeError(`"mdsAttempt" expected integer >= 0, got ${mdsAttempt}`);
    return poseidonBasic(opts, _poseidonMDS(Fp251, "HadesMDS", m, mdsAttempt));
  }

  function checkFn(fn) {
    if (typeof fn !== "function") throw new TypeError(`expected a Poseidon function, got type=${typeof fn}`);
  }

  /** @scure/starknet `poseidonHash(x, y, fn = poseidonSmall)`: fn([x, y, 2])[0]. */
  function poseidonHash(x, y, fn) {
    if (isSmall(fn)) return fromLimbs(call(wasm.starknetHash, toLimbs([x, y])));
    checkFn(fn);
    return fn([x, y, 2n])[0];
  }

  /** @scure/starknet `poseidonHashSingle(x, fn = poseidonSmall)`: fn([x, 0, 1])[0]. */
  function poseidonHashSingle(x, fn) {
    if (isSmall(fn)) return fromLimbs(call(wasm.starknetHashSingle, toLimbs([x])));
    checkFn(fn);
    return fn([x, 0n, 1n])[0];
  }

  /** @scure/starknet `poseidonHashMany(values, fn = poseidonSmall)`: the sponge, padding 1 then 0s. */
  function poseidonHashMany(values, fn) {
    if (!Array.isArray(values)) throw new TypeError(`"values" expected array, got type=${typeof values}`);
    if (isSmall(fn)) return fromLimbs(call(wasm.starknetHashMany, toLimbs(values)));
    checkFn(fn);
    const { m, rate } = fn;
    const padded = [...values, 1n];
    while (padded.length % rate !== 0) padded.push(0n);
    let state = new Array(m).fill(0n);
    for (let i = 0; i < padded.length; i += rate) {
      for (let j = 0; j < rate; j++) state[j] = mod(state[j] + canonical(padded[i + j], `input ${i + j}`));
      state = fn(state);
    }
    return state[0];
  }

  /**
   * @scure/starknet `poseidonHashFunc(x, y, fn = poseidonSmall)`: the big-endian integers of two
   * byte arrays hashed, as minimal big-endian bytes. An integer >= p throws (it reduces it).
   */
  function poseidonHashFunc(x, y, fn) {
    for (const b of [x, y]) if (!(b instanceof Uint8Array)) throw new TypeError("poseidonHashFunc takes two Uint8Arrays");
    const num = (b) => (b.length === 0 ? 0n : BigInt("0x" + Array.from(b, (v) => v.toString(16).padStart(2, "0")).join("")));
    let h = poseidonHash(num(x), num(y), fn).toString(16);
    if (h.length & 1) h = "0" + h;
    return Uint8Array.from(h.match(/../g), (v) => parseInt(v, 16));
  }

  return {
    Fp251,
    poseidonSmall,
    poseidonBasic,
    poseidonCreate,
    _poseidonMDS,
    poseidonHash,
    poseidonHashSingle,
    poseidonHashMany,
    poseidonHashFunc,
  };
}

export { makeStarknet, Fp251, SMALL };
