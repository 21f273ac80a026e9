// The part of @paulmillr/jsbt's test runner (`@paulmillr/jsbt/test.js`) that the peers' test files
// in test/peers/ use — describe, it, it.runWhen — on node:test, in place of the package (whose
// dependencies include TypeScript).
import { describe as nodeDescribe, it as nodeIt } from "node:test";

export const describe = (name, fn) => nodeDescribe(name, fn);
export const it = (name, fn) => nodeIt(name, fn);
// node:test runs what was registered; nothing to start.
it.runWhen = () => {};
