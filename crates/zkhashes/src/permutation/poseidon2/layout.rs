//! [`Layout`]: how a batch of Poseidon2 states lies in memory for the lane
//! kernels (`kernels/lanes.rs`) and their dispatcher (`dispatch.rs`).

/// How a kernel's states lie in its slice of cells.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layout {
    /// One state after another (`[[F; T]]`, flattened).
    Rows,
    /// Groups of `L` states, cell by cell (`[[[F; L]; T]]`, flattened):
    /// cell `i` of the group's state `l` at `i·L + l`, the form of
    /// Plonky3's `[F::Packing; T]`. `L` must be a multiple of the lanes.
    Packed(usize),
}
