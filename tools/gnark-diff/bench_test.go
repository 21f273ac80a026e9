package main

// gnark-crypto's side of docs/performance.md's gnark rows:
//
//	cd tools/gnark-diff && go test -bench . -benchtime 2s
//
// one permutation, Compress and the Merkle-Damgard hasher over 100 elements (zkhashes bench's
// scenarios), and gnark's batch entry points (AVX-512 kernels where the CPU has them, else
// state by state).

import (
	"testing"

	bn254fr "github.com/consensys/gnark-crypto/ecc/bn254/fr"
	bn254p2 "github.com/consensys/gnark-crypto/ecc/bn254/fr/poseidon2"
	bbfr "github.com/consensys/gnark-crypto/field/babybear"
	bbp2 "github.com/consensys/gnark-crypto/field/babybear/poseidon2"
	kbfr "github.com/consensys/gnark-crypto/field/koalabear"
	kbp2 "github.com/consensys/gnark-crypto/field/koalabear/poseidon2"
)

func BenchmarkPermuteKoalaBear16(b *testing.B) { benchKB(b, 16) }
func BenchmarkPermuteKoalaBear24(b *testing.B) { benchKB(b, 24) }
func BenchmarkPermuteBabyBear16(b *testing.B)  { benchBB(b, 16, 13) }
func BenchmarkPermuteBabyBear24(b *testing.B)  { benchBB(b, 24, 21) }
func BenchmarkPermuteBN254t2(b *testing.B)     { benchBN(b, 2, 6, 50) }
func BenchmarkPermuteBN254t4(b *testing.B)     { benchBN(b, 4, 8, 56) }

func benchKB(b *testing.B, t int) {
	p := kbp2.NewPermutation(t, 6, 21)
	x := make([]kbfr.Element, t)
	for i := range x {
		x[i].SetUint64(uint64(i + 1))
	}
	for b.Loop() {
		_ = p.Permutation(x)
	}
}

func benchBB(b *testing.B, t, rp int) {
	p := bbp2.NewPermutation(t, 8, rp)
	x := make([]bbfr.Element, t)
	for i := range x {
		x[i].SetUint64(uint64(i + 1))
	}
	for b.Loop() {
		_ = p.Permutation(x)
	}
}

func benchBN(b *testing.B, t, rf, rp int) {
	p := bn254p2.NewPermutation(t, rf, rp)
	x := make([]bn254fr.Element, t)
	for i := range x {
		x[i].SetUint64(uint64(i + 1))
	}
	for b.Loop() {
		_ = p.Permutation(x)
	}
}

func BenchmarkCompressKoalaBear16(b *testing.B) {
	p := kbp2.NewPermutation(16, 6, 21)
	l, r := make([]byte, 32), make([]byte, 32)
	r[3] = 1
	for b.Loop() {
		out, _ := p.Compress(l, r)
		l = out
	}
}

func BenchmarkCompressBN254t2(b *testing.B) {
	p := bn254p2.NewPermutation(2, 6, 50)
	l, r := make([]byte, 32), make([]byte, 32)
	r[31] = 1
	for b.Loop() {
		out, _ := p.Compress(l, r)
		l = out
	}
}

func BenchmarkMD100KoalaBear(b *testing.B) {
	data := make([]byte, 100*kbfr.Bytes)
	for i := 0; i < 100; i++ {
		data[4*i+3] = byte(i)
	}
	h := kbp2.NewMerkleDamgardHasher()
	for b.Loop() {
		h.Reset()
		_, _ = h.Write(data)
		_ = h.Sum(nil)
	}
}

// 16 states of width 24, gnark's Permutation16x24 (AVX-512 when the CPU has it).
func BenchmarkBatch16x24KoalaBear(b *testing.B) {
	p := kbp2.NewPermutation(24, 6, 21)
	var x [24][16]kbfr.Element
	for i := range x {
		for j := range x[i] {
			x[i][j].SetUint64(uint64(i*16 + j))
		}
	}
	for b.Loop() {
		p.Permutation16x24(&x)
	}
}
