"""Tests of import_graph.py: it finds a cycle through `use`, through a
re-export and through a parent's `mod` declaration, and passes a tree
without one."""
import os
import subprocess
import sys
import tempfile

TOOL = os.path.join(os.path.dirname(os.path.abspath(__file__)), "import_graph.py")


def run(files):
    with tempfile.TemporaryDirectory() as root:
        for path, text in files.items():
            full = os.path.join(root, path)
            os.makedirs(os.path.dirname(full), exist_ok=True)
            with open(full, "w", encoding="utf-8") as f:
                f.write(text)
        return subprocess.run([sys.executable, TOOL, root], capture_output=True, text=True)


def test_acyclic_tree_passes():
    out = run({
        "lib.rs": "pub mod a;\npub mod b;\npub use a::A;\n",
        "a/mod.rs": "pub mod x;\npub mod y;\npub use x::A;\n",
        "a/x.rs": "use super::y::helper;\n// use super::super::b::B; (a comment)\npub struct A;\n",
        "a/y.rs": "pub fn helper() {}\n#[cfg(test)]\nmod tests {\n    use super::*;\n}\n",
        "b.rs": "use crate::a::A;\npub struct B(A);\n",
    })
    assert out.returncode == 0, out.stdout
    assert "no import cycles" in out.stdout


def test_sibling_cycle_is_found():
    out = run({
        "lib.rs": "mod a;\nmod b;\n",
        "a.rs": "use crate::b::g;\npub fn f() { g() }\n",
        "b.rs": "pub fn g() { crate::a::f() }\n",
    })
    assert out.returncode == 1
    assert "cycle: a.rs b.rs" in out.stdout


def test_cycle_through_reexport_is_found():
    # `crate::fam::Engine` names kernel.rs's import target through mod.rs's
    # re-export: the edge goes to engine.rs, which imports the kernel back.
    out = run({
        "lib.rs": "pub mod fam;\n",
        "fam/mod.rs": "pub mod engine;\npub mod kernel;\npub use engine::Engine;\n",
        "fam/engine.rs": "use super::kernel::run;\npub struct Engine;\n",
        "fam/kernel.rs": "use crate::fam::Engine;\npub fn run(_: &Engine) {}\n",
    })
    assert out.returncode == 1
    assert "fam/engine.rs -> fam/kernel.rs" in out.stdout


def test_child_using_its_parent_file_is_a_cycle():
    out = run({
        "lib.rs": "pub mod fam;\n",
        "fam/mod.rs": "pub mod kernel;\npub trait Shared {}\n",
        "fam/kernel.rs": "use super::Shared;\n",
    })
    assert out.returncode == 1
    assert "fam/kernel.rs -> fam/mod.rs" in out.stdout
