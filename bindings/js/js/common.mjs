// Helpers shared by every entry of the npm package: JS values to limbs and
// back, and the wasm modules' error strings as JS errors.
//
// Field elements are bigints; inputs may also be safe-integer numbers and
// decimal or 0x-hex strings. Nothing is reduced mod p: a negative value or
// one >= p throws RangeError, a non-integer TypeError.

const TWO_256 = 1n << 256n;

function toBigInt(x, i) {
  let v;
  if (typeof x === "bigint") {
    v = x;
  } else if (typeof x === "number") {
    if (!Number.isInteger(x)) throw new TypeError(`input ${i} is not an integer: ${x}`);
    if (!Number.isSafeInteger(x)) throw new RangeError(`input ${i} is beyond 2^53 as a number: pass a bigint or a string`);
    v = BigInt(x);
  } else if (typeof x === "string") {
    const s = x.trim();
    if (/^-(0x[0-9a-fA-F]+|[0-9]+)$/.test(s)) throw new RangeError(`input ${i} is negative; field elements are integers in [0, p)`);
    if (!/^(0x[0-9a-fA-F]+|[0-9]+)$/.test(s)) throw new TypeError(`input ${i} is not a decimal or 0x-hex integer: ${JSON.stringify(x)}`);
    v = BigInt(s);
  } else {
    throw new TypeError(`input ${i} must be a bigint, a number or a string, not ${x === null ? "null" : typeof x}`);
  }
  if (v < 0n) throw new RangeError(`input ${i} is negative; field elements are integers in [0, p)`);
  if (v >= TWO_256) throw new RangeError(`input ${i} is not a canonical field element (it is >= the field modulus p)`);
  return v;
}

function toLimbs(values) {
  if (!Array.isArray(values)) throw new TypeError("inputs must be an array");
  const out = new BigUint64Array(4 * values.length);
  for (let i = 0; i < values.length; i++) {
    const v = toBigInt(values[i], i);
    // Assigning to a BigUint64Array keeps the low 64 bits.
    out[4 * i] = v;
    out[4 * i + 1] = v >> 64n;
    out[4 * i + 2] = v >> 128n;
    out[4 * i + 3] = v >> 192n;
  }
  return out;
}

function fromLimbs(l, i = 0) {
  const k = 4 * i;
  if (l[k + 1] === 0n && l[k + 2] === 0n && l[k + 3] === 0n) return l[k];
  return l[k] | (l[k + 1] << 64n) | (l[k + 2] << 128n) | (l[k + 3] << 192n);
}

function allFromLimbs(l) {
  const out = new Array(l.length / 4);
  for (let i = 0; i < out.length; i++) out[i] = fromLimbs(l, i);
  return out;
}

// wasm errors are strings "RangeError: ..." / "TypeError: ...".
function call(f, ...args) {
  try {
    return f(...args);
  } catch (e) {
    if (typeof e === "string") {
      const m = /^(RangeError|TypeError): ([\s\S]*)$/.exec(e);
      if (m) throw m[1] === "TypeError" ? new TypeError(m[2]) : new RangeError(m[2]);
      throw new Error(e);
    }
    throw e;
  }
}

function nOutsOf(nOuts, width) {
  if (!Number.isInteger(nOuts) || nOuts < 1 || nOuts > width) {
    throw new RangeError(`nOuts must be an integer between 1 and ${width}`);
  }
  return nOuts;
}

function optionalCount(name, v) {
  if (v === undefined) return undefined;
  if (!Number.isInteger(v) || v < 1) throw new RangeError(`${name} must be a positive integer`);
  return v;
}


export { toBigInt, toLimbs, fromLimbs, allFromLimbs, call, nOutsOf, optionalCount };
