#!/usr/bin/env python3
"""Import graph of a Rust crate's source files, and the cycles in it.

Usage: import_graph.py SRC_DIR [--edges]

Every `.rs` file is a node. A file F has an edge to file G when F names an item
that G defines (through `use` or a qualified path such as `super::x::f` or
`crate::field::Field`), or when F declares `mod g;`. Paths are resolved
through re-exports (`pub use`), so `crate::field::Goldilocks` points at the file
that defines `Goldilocks`, not at the `mod.rs` that re-exports it. Inline
`mod name { ... }` blocks (tests) belong to their file, and their `super` is
resolved from where they sit. Exits 1 and prints each cycle if there is one.
Standard library only.
"""
import os
import re
import sys

ITEM_RE = re.compile(
    r"\b(?:fn|struct|enum|trait|type|const|static|union)\s+([A-Za-z_][A-Za-z0-9_]*)"
)
MACRO_RE = re.compile(r"macro_rules!\s*([A-Za-z_][A-Za-z0-9_]*)")
MOD_DECL_RE = re.compile(r"\bmod\s+([A-Za-z_][A-Za-z0-9_]*)\s*;")
PATH_RE = re.compile(r"(?<![A-Za-z0-9_:])(\$crate|crate|super|self)((?:\s*::\s*[A-Za-z_][A-Za-z0-9_]*)+)")


def strip(src):
    """Source without comments, string and char literals (kept as spaces)."""
    out = []
    i, n = 0, len(src)
    while i < n:
        c = src[i]
        if src.startswith("//", i):
            j = src.find("\n", i)
            i = n if j < 0 else j
        elif src.startswith("/*", i):
            depth, i = 1, i + 2
            while i < n and depth:
                if src.startswith("/*", i):
                    depth, i = depth + 1, i + 2
                elif src.startswith("*/", i):
                    depth, i = depth - 1, i + 2
                else:
                    i += 1
        elif c == "r" and re.match(r'r#*"', src[i:i + 10]) and (i == 0 or not (src[i - 1].isalnum() or src[i - 1] == "_")):
            m = re.match(r'r(#*)"', src[i:])
            end = src.find('"' + m.group(1), i + len(m.group(0)))
            i = n if end < 0 else end + 1 + len(m.group(1))
            out.append('""')
        elif c == '"':
            i += 1
            while i < n and src[i] != '"':
                i += 2 if src[i] == "\\" else 1
            i += 1
            out.append('""')
        elif c == "'" and re.match(r"'(\\.|[^\\'])'", src[i:i + 4]):
            m = re.match(r"'(\\.[^']*|[^\\'])'", src[i:])
            i += len(m.group(0))
            out.append("' '")
        else:
            out.append(c)
            i += 1
    return "".join(out)


class Crate:
    def __init__(self, root):
        self.root = root
        self.files = {}  # module path tuple -> file
        self.text = {}  # file -> stripped text
        for dirpath, _, names in os.walk(root):
            for name in names:
                if name.endswith(".rs"):
                    f = os.path.join(dirpath, name)
                    rel = os.path.relpath(f, root)[:-3].split(os.sep)
                    if rel[-1] in ("lib", "main", "mod"):
                        rel = rel[:-1]
                    self.files[tuple(rel)] = f
                    with open(f, encoding="utf-8") as h:
                        self.text[f] = strip(h.read())
        self.defs = {f: set(ITEM_RE.findall(t)) | set(MACRO_RE.findall(t)) for f, t in self.text.items()}
        self.reexports = {f: self._reexports(m, self.text[f]) for m, f in self.files.items()}

    def _reexports(self, mod, text):
        """name -> absolute path tuple, for `pub use` at the file's top level."""
        out = {}
        for m in re.finditer(r"\bpub(?:\([^)]*\))?\s+use\s+([^;]+);", text):
            for path, alias in expand_use(m.group(1)):
                absolute = self.absolute(mod, path)
                if absolute is not None:
                    out[alias] = absolute
        return out

    def absolute(self, mod, path):
        """Absolute module path of `path` (a list) written inside module `mod`."""
        if not path:
            return None
        head, rest = path[0], path[1:]
        if head in ("crate", "$crate"):
            return tuple(rest)
        if head == "self":
            return tuple(mod) + tuple(rest)
        if head == "super":
            base = list(mod)
            while path and path[0] == "super":
                if not base:
                    return None
                base.pop()
                path = path[1:]
            if path and path[0] == "self":
                path = path[1:]
            return tuple(base) + tuple(path)
        if tuple(mod) + (head,) in self.files:
            return tuple(mod) + tuple(path)
        return None  # an external crate or a local name

    def resolve(self, path, depth=0):
        """The file that defines what `path` (absolute) names."""
        mod = ()
        for i, part in enumerate(path):
            if mod + (part,) in self.files:
                mod = mod + (part,)
                continue
            f = self.files[mod]
            if part in self.defs[f] or depth > 8:
                return f
            if part in self.reexports[f]:
                return self.resolve(self.reexports[f][part] + tuple(path[i + 1:]), depth + 1)
            for m in re.finditer(r"\bpub\s+use\s+([A-Za-z_:]+)::\*\s*;", self.text[f]):
                target = self.absolute(mod, m.group(1).split("::"))
                if target is not None and target in self.files and part in self.defs[self.files[target]]:
                    return self.files[target]
            return f
        return self.files[mod]

    def edges(self):
        out = {f: set() for f in self.text}
        for mod, f in self.files.items():
            text = self.text[f]
            for name in MOD_DECL_RE.findall(text):
                child = self.files.get(mod + (name,))
                if child:
                    out[f].add(child)
            for pos, path in self.paths(text):
                inner = self.module_at(mod, text, pos)
                absolute = self.absolute(inner, path)
                if absolute is None:
                    continue
                g = self.resolve(absolute)
                if g != f:
                    out[f].add(g)
        return out

    @staticmethod
    def paths(text):
        for m in re.finditer(r"\buse\s+([^;]+);", text):
            for path, _ in expand_use(m.group(1)):
                yield m.start(), path
        # Paths outside `use` statements (those were expanded above).
        text = re.sub(r"\buse\s+[^;]+;", lambda m: " " * len(m.group(0)), text)
        for m in PATH_RE.finditer(text):
            parts = [m.group(1)] + [p.strip() for p in m.group(2).split("::") if p.strip()]
            yield m.start(), parts

    @staticmethod
    def module_at(mod, text, pos):
        """Module path at offset `pos`, counting inline `mod x { ... }` blocks."""
        depth = 0
        inline = []  # (name, depth at opening)
        for m in re.finditer(r"\bmod\s+(\$?[A-Za-z_][A-Za-z0-9_]*)\s*\{|[{}]", text[:pos]):
            tok = m.group(0)
            if tok == "}":
                depth -= 1
                if inline and inline[-1][1] == depth:
                    inline.pop()
            elif tok == "{":
                depth += 1
            else:
                inline.append((m.group(1), depth))
                depth += 1
        return tuple(mod) + tuple(name for name, _ in inline)


def expand_use(tree):
    """(path list, bound name) for every leaf of a use tree."""
    tree = re.sub(r"\s*(::|\{|\}|,)\s*", r"\1", " ".join(tree.split()))
    if tree.startswith("::"):
        tree = tree[2:]

    def walk(prefix, t):
        brace = t.find("{")
        if brace < 0:
            alias = None
            m = re.match(r"^(.*?)\s+as\s+([A-Za-z_][A-Za-z0-9_]*)$", t)
            if m:
                t, alias = m.group(1), m.group(2)
            parts = [p for p in t.split("::") if p]
            if not parts:
                return
            if parts[-1] == "*":
                yield prefix + parts[:-1], "*"
            elif parts[-1] == "self":
                full = prefix + parts[:-1]
                yield full, alias or full[-1]
            else:
                yield prefix + parts, alias or parts[-1]
            return
        head = [p for p in t[:brace].split("::") if p]
        inner = t[brace + 1:t.rfind("}")]
        depth, start = 0, 0
        for i, c in enumerate(inner + ","):
            if c == "{":
                depth += 1
            elif c == "}":
                depth -= 1
            elif c == "," and depth == 0:
                part = inner[start:i].strip()
                start = i + 1
                if part:
                    yield from walk(prefix + head, part)

    return list(walk([], tree))


def cycles(edges):
    """Strongly connected components with more than one file."""
    index, low, on, stack, out, counter = {}, {}, set(), [], [], [0]
    sys.setrecursionlimit(10000)

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in sorted(edges[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for v in sorted(edges):
        if v not in index:
            visit(v)
    return out


def main():
    root = sys.argv[1]
    crate = Crate(root)
    edges = crate.edges()
    if "--edges" in sys.argv:
        for f in sorted(edges):
            for g in sorted(edges[f]):
                print(os.path.relpath(f, root), "->", os.path.relpath(g, root))
    found = cycles(edges)
    for comp in found:
        names = [os.path.relpath(f, root) for f in comp]
        print("cycle:", " ".join(names))
        comp_set = set(comp)
        for f in comp:
            for g in sorted(edges[f] & comp_set):
                print("   ", os.path.relpath(f, root), "->", os.path.relpath(g, root))
    if found:
        sys.exit(1)
    print(f"no import cycles among {len(edges)} files in {root}")


if __name__ == "__main__":
    main()
