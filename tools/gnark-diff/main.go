// Command gnark-diff answers zkhashes' differential test with gnark-crypto's own Poseidon2.
//
// Each line on stdin is a request, each line on stdout its answer:
//
//	permute <field> <width> <v1> ... <vt>     the permutation at gnark's round numbers
//	compress <field> <width> <v1> ... <vt>    Compress(left, right) of the 2 halves
//	md <field> <width> <hex bytes | ->        the Merkle-Damgard hasher, one Write of the bytes
//
// Fields: koalabear, babybear, bn254. Values are decimal, answers decimal values separated by
// spaces, or "error <message>" where gnark refuses the input.
package main

import (
	"bufio"
	"encoding/hex"
	"fmt"
	"math/big"
	"os"
	"strconv"
	"strings"

	bn254fr "github.com/consensys/gnark-crypto/ecc/bn254/fr"
	bn254p2 "github.com/consensys/gnark-crypto/ecc/bn254/fr/poseidon2"
	bbfr "github.com/consensys/gnark-crypto/field/babybear"
	bbp2 "github.com/consensys/gnark-crypto/field/babybear/poseidon2"
	kbfr "github.com/consensys/gnark-crypto/field/koalabear"
	kbp2 "github.com/consensys/gnark-crypto/field/koalabear/poseidon2"
	gnarkhash "github.com/consensys/gnark-crypto/hash"
)

// rounds are the (R_F, R_P) zkhashes' registry names for each field and width.
var rounds = map[string][2]int{
	"koalabear/16": {6, 21}, "koalabear/24": {6, 21},
	"babybear/16": {8, 13}, "babybear/24": {8, 21},
	"bn254/2": {6, 50}, "bn254/3": {8, 56}, "bn254/4": {8, 56},
	"bn254/8": {8, 57}, "bn254/12": {8, 57}, "bn254/16": {8, 57},
}

// instance is one permutation with its element size and the conversions of its field.
type instance struct {
	permute  func(vals []string) ([]string, error)
	compress gnarkhash.Compressor
	size     int
}

func parseAll[E any](vals []string, set func(*E, string) error) ([]E, error) {
	out := make([]E, len(vals))
	for i, v := range vals {
		if err := set(&out[i], v); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// element is what the three fields' element types share here.
type element[E any] interface {
	*E
	SetString(string) (*E, error)
	BigInt(*big.Int) *big.Int
}

// permuter reads decimal values (each < p), runs perm and writes the state back in decimal.
func permuter[E any, P element[E]](perm func([]E) error, modulus string) func([]string) ([]string, error) {
	return func(vals []string) ([]string, error) {
		x, err := parseAll(vals, func(e *E, s string) error { return setCanonical[E, P](P(e), s, modulus) })
		if err != nil {
			return nil, err
		}
		if err := perm(x); err != nil {
			return nil, err
		}
		return strs[E, P](x), nil
	}
}

var cache = map[string]*instance{}

func get(field string, width int) (*instance, error) {
	key := field + "/" + strconv.Itoa(width)
	if in, ok := cache[key]; ok {
		return in, nil
	}
	r, ok := rounds[key]
	if !ok {
		return nil, fmt.Errorf("no instance %s", key)
	}
	var in instance
	switch field {
	case "koalabear":
		p := kbp2.NewPermutation(width, r[0], r[1])
		in = instance{compress: p, size: kbfr.Bytes, permute: permuter(p.Permutation, kbfr.Modulus().String())}
	case "babybear":
		p := bbp2.NewPermutation(width, r[0], r[1])
		in = instance{compress: p, size: bbfr.Bytes, permute: permuter(p.Permutation, bbfr.Modulus().String())}
	case "bn254":
		p := bn254p2.NewPermutation(width, r[0], r[1])
		in = instance{compress: p, size: bn254fr.Bytes, permute: permuter(p.Permutation, bn254fr.Modulus().String())}
	default:
		return nil, fmt.Errorf("unknown field %s", field)
	}
	cache[key] = &in
	return &in, nil
}

// setCanonical refuses a value >= p (SetString reduces): decimal text compared as integers.
func setCanonical[E any, P interface {
	*E
	SetString(string) (*E, error)
}](e P, s, modulus string) error {
	if len(s) > len(modulus) || (len(s) == len(modulus) && s >= modulus) {
		return fmt.Errorf("value %s >= p", s)
	}
	_, err := e.SetString(s)
	return err
}

func strs[E any, P interface {
	*E
	BigInt(*big.Int) *big.Int
}](x []E) []string {
	out := make([]string, len(x))
	for i := range x {
		out[i] = P(&x[i]).BigInt(new(big.Int)).String() // String() prints large values as negatives
	}
	return out
}

// decode reads big-endian elements of `size` bytes as decimal strings.
func decode(field string, b []byte, size int) []string {
	out := make([]string, 0, len(b)/size)
	for k := 0; k+size <= len(b); k += size {
		switch field {
		case "koalabear":
			var e kbfr.Element
			e.SetBytes(b[k : k+size])
			out = append(out, e.BigInt(new(big.Int)).String())
		case "babybear":
			var e bbfr.Element
			e.SetBytes(b[k : k+size])
			out = append(out, e.BigInt(new(big.Int)).String())
		default:
			var e bn254fr.Element
			e.SetBytes(b[k : k+size])
			out = append(out, e.BigInt(new(big.Int)).String())
		}
	}
	return out
}

// encode writes decimal values as big-endian elements of `size` bytes.
func encode(field string, vals []string, size int) ([]byte, error) {
	out := make([]byte, 0, len(vals)*size)
	for _, v := range vals {
		switch field {
		case "koalabear":
			var e kbfr.Element
			if err := setCanonical(&e, v, kbfr.Modulus().String()); err != nil {
				return nil, err
			}
			b := e.Bytes()
			out = append(out, b[:]...)
		case "babybear":
			var e bbfr.Element
			if err := setCanonical(&e, v, bbfr.Modulus().String()); err != nil {
				return nil, err
			}
			b := e.Bytes()
			out = append(out, b[:]...)
		default:
			var e bn254fr.Element
			if err := setCanonical(&e, v, bn254fr.Modulus().String()); err != nil {
				return nil, err
			}
			b := e.Bytes()
			out = append(out, b[:]...)
		}
	}
	return out, nil
}

func answer(line string) ([]string, error) {
	f := strings.Fields(line)
	if len(f) < 3 {
		return nil, fmt.Errorf("short request")
	}
	width, err := strconv.Atoi(f[2])
	if err != nil {
		return nil, err
	}
	in, err := get(f[1], width)
	if err != nil {
		return nil, err
	}
	args := f[3:]
	switch f[0] {
	case "permute":
		if len(args) != width {
			return nil, fmt.Errorf("want %d values", width)
		}
		return in.permute(args)
	case "compress":
		if len(args) != width {
			return nil, fmt.Errorf("want %d values", width)
		}
		b, err := encode(f[1], args, in.size)
		if err != nil {
			return nil, err
		}
		half := len(b) / 2
		out, err := in.compress.Compress(b[:half], b[half:])
		if err != nil {
			return nil, err
		}
		return decode(f[1], out, in.size), nil
	case "md":
		var data []byte
		if len(args) == 1 && args[0] != "-" {
			if data, err = hex.DecodeString(args[0]); err != nil {
				return nil, err
			}
		}
		h := gnarkhash.NewMerkleDamgardHasher(in.compress, make([]byte, in.compress.BlockSize()))
		if _, err := h.Write(data); err != nil {
			return nil, err
		}
		return decode(f[1], h.Sum(nil), in.size), nil
	}
	return nil, fmt.Errorf("unknown request %s", f[0])
}

func main() {
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(make([]byte, 1<<20), 1<<24)
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	for in.Scan() {
		vals, err := answer(in.Text())
		if err != nil {
			fmt.Fprintf(out, "error %s\n", strings.ReplaceAll(err.Error(), "\n", " "))
		} else {
			fmt.Fprintln(out, strings.Join(vals, " "))
		}
	}
}
