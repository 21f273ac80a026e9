// The part of jest that zk-kit's test files in test/peers/ use — describe, it, beforeAll and
// expect(…).toThrow / toBe / toEqual / toBeUndefined / toHaveLength — on node:test and
// node:assert, injected by esbuild in place of jest's globals.
import { describe, it, before } from "node:test";
import assert from "node:assert/strict";

const beforeAll = before;

function expect(actual) {
  return {
    toBe: (want) => assert.ok(Object.is(actual, want), `expected ${String(want)}, got ${String(actual)}`),
    toEqual: (want) => assert.deepStrictEqual(actual, want),
    toBeUndefined: () => assert.equal(actual, undefined),
    toHaveLength: (n) => assert.equal(actual.length, n),
    // jest: the function throws, and a string argument is a substring of the error's message.
    toThrow: (want) => {
      let error;
      try {
        actual();
      } catch (e) {
        error = e;
      }
      assert.ok(error !== undefined, "expected the function to throw");
      if (typeof want === "string") assert.ok(String(error.message).includes(want), `expected a message containing ${JSON.stringify(want)}, got ${JSON.stringify(error.message)}`);
      else if (want instanceof RegExp) assert.match(String(error.message), want);
    },
  };
}

export { describe, it, beforeAll, expect };
