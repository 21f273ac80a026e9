// poseidon-lite's own test (test.mjs), run against zkhashes/circom: the one change is the import
// of `poseidon` (poseidon-lite's `./build/index.js`, here `zkhashes/circom`, which exports
// poseidon1..poseidon16 the same way). 10,000 random hashes of 1..16 inputs, each against
// circomlibjs. Run by `make -C bindings/js test-node`.
//
// Source: https://github.com/vimwitch/poseidon-lite, test.mjs at commit
// dac0086c2d3147e6411d9825b95ee04a1e6b97d9 (poseidon-lite 0.2.0). License: MIT (poseidon-lite's
// package.json), Copyright (c) the poseidon-lite authors. Permission is hereby granted, free of
// charge, to any person obtaining a copy of this software and associated documentation files (the
// "Software"), to deal in the Software without restriction, including without limitation the
// rights to use, copy, modify, merge, publish, distribute, sublicense, and/or sell copies of the
// Software, and to permit persons to whom the Software is furnished to do so, subject to the
// following conditions: The above copyright notice and this permission notice shall be included in
// all copies or substantial portions of the Software. THE SOFTWARE IS PROVIDED "AS IS", WITHOUT
// WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF
// MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
// AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER IN AN
// ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE OR
// THE USE OR OTHER DEALINGS IN THE SOFTWARE.
import { buildPoseidon } from 'circomlibjs'
import poseidon from 'zkhashes/circom'
import crypto from 'crypto'

// test random inputs against the circomlibjs implementation
const circomPoseidon = await buildPoseidon()
const count = 10000

const NS_PER_SEC = 1e9
const NS_PER_MSEC = 1e6

const times = []

for (let x = 0; x < count; x++) {
  if (x % 1000 === 0 && x > 0) console.log(x)
  const inputCount = 1 + (x % 16)
  const inputs = []
  for (let y = 0; y < inputCount; y++) {
    inputs.push(
      '0x' +
        crypto.randomBytes(Math.floor(1 + 10 * Math.random())).toString('hex')
    )
  }
  const circomOutput = BigInt(circomPoseidon.F.toString(circomPoseidon(inputs)))
  const time = process.hrtime()
  const out = poseidon[`poseidon${inputs.length}`](inputs)
  const diff = process.hrtime(time)
  times.push((diff[0] * NS_PER_SEC + diff[1]) / NS_PER_MSEC)
  if (circomOutput !== out) throw new Error('Hash output mismatch')
}

{
  const sum = times.reduce((acc, v) => acc + v, 0)
  const avg = sum / times.length
  console.log(`Average ${avg} ms per hash`)
}

console.log('\npassed')
