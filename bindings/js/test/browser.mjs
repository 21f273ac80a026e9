// The web builds in headless Chromium: serve bindings/js, open the demo page
// (one entry per family, loaded when first used), type inputs, and read the
// hash it shows (a known answer), then a bad input; the root entry's LeanIMT.
// Not part of `node --test test/` (it needs Chromium): `make test-browser`.
import { createServer } from "node:http";
import { readFile } from "node:fs/promises";
import { extname, join, normalize } from "node:path";
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { chromium } from "playwright-core";

const require = createRequire(import.meta.url);

const root = new URL("..", import.meta.url).pathname;
const types = { ".html": "text/html", ".mjs": "text/javascript", ".js": "text/javascript", ".wasm": "application/wasm" };
const fetched = [];
const server = createServer(async (req, res) => {
  fetched.push(new URL(req.url, "http://x").pathname);
  const path = normalize(join(root, decodeURIComponent(new URL(req.url, "http://x").pathname)));
  if (!path.startsWith(root)) return res.writeHead(403).end();
  try {
    const body = await readFile(path);
    res.writeHead(200, { "content-type": types[extname(path)] || "application/octet-stream" }).end(body);
  } catch {
    res.writeHead(404).end();
  }
});
await new Promise((ok) => server.listen(0, "127.0.0.1", ok));
const url = `http://127.0.0.1:${server.address().port}/demo/index.html`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || "/usr/bin/chromium", args: ["--no-sandbox"] });
try {
  const page = await browser.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(url);
  await page.waitForSelector("body[data-ready=yes]", { timeout: 20000 });
  await page.fill("#inputs", "1, 2");
  await page.click("#go");
  await page.waitForFunction(() => document.getElementById("result").textContent !== "");
  assert.equal(await page.textContent("#result"), "0x115cc0f5e7d690413df64c6b9662e9cf2a3617f2743245519e19607a4417189a");
  // The page loads each family's entry when it is first picked: circom's alone so far.
  assert.equal(await page.textContent("#loaded"), "Loaded: zkhashes/circom");
  await page.selectOption("#hasher", "rpo-hash-elements");
  await page.fill("#inputs", "1 2 3");
  await page.click("#go");
  await page.waitForFunction(() => document.getElementById("loaded").textContent.includes("small-fields"));
  const rpo = require("zkhashes").hash("rpo-hash-elements", [1n, 2n, 3n]).map((x) => "0x" + x.toString(16)).join("\n");
  await page.waitForFunction((want) => document.getElementById("result").textContent === want, rpo);
  await page.selectOption("#hasher", "poseidonHashMany");
  await page.fill("#inputs", "1 2");
  await page.click("#go");
  await page.waitForFunction(() => document.getElementById("result").textContent.startsWith("0x37"));
  assert.equal(await page.textContent("#result"), "0x371cb6995ea5e7effcd2e174de264b5b407027a75a231a70c2c8d196107f0e7");
  await page.selectOption("#hasher", "poseidon");
  await page.fill("#inputs", "1, -5");
  await page.click("#go");
  await page.waitForSelector("#result.error");
  assert.match(await page.textContent("#result"), /^RangeError: input 1 is negative/);
  // The browser entry's LeanIMT and merkleRoot.
  const tree = await page.evaluate(async () => {
    const zk = await import("/dist/browser.mjs");
    await zk.default();
    const t = new zk.LeanIMT(zk.poseidon2, [1n, 2n, 3n]);
    return {
      root: String(t.root),
      want: String(zk.poseidon2([zk.poseidon2([1n, 2n]), 3n])),
      verified: t.verifyProof(t.generateProof(2)) && zk.LeanIMT.verifyProof(t.generateProof(0)),
      merkleRoot: String(zk.merkleRoot("lean-imt", [1n, 2n, 3n])),
      poseidon2: String(zk.poseidon2([1n, 2n])),
      poseidon16: String(zk.poseidon16(Array.from({ length: 16 }, (_, i) => BigInt(i + 1)))),
    };
  });
  assert.equal(tree.root, tree.want);
  // circomlibjs's known answers, through the root module.
  assert.equal(tree.poseidon2, "7853200120776062878684798364095072458815029376092732009249414926327459813530");
  assert.equal(tree.poseidon16, "9989051620750914585850546081941653841776809718687451684622678807385399211877");
  // The root entry's init() fetched one of its two modules: relaxed SIMD's where Chromium has it.
  const relaxed = fetched.includes("/dist/relaxed/web/zkhashes_js_bg.wasm");
  assert.ok(relaxed || fetched.includes("/dist/web/zkhashes_js_bg.wasm"), fetched.join(" "));
  assert.equal(tree.merkleRoot, tree.want);
  assert.ok(tree.verified);
  assert.deepEqual(errors, []);
  console.log(`browser: the demo page computed the known answers in headless Chromium, each family's entry loaded on first use; LeanIMT and merkleRoot agree (root module: ${relaxed ? "relaxed SIMD" : "default"})`);
} finally {
  await browser.close();
  server.close();
}
