//! A range check over raw words, shared by the fields' in-place views (a
//! leaf: it imports nothing of the crate).

/// The index of the first word of `words` not below `bound`, if any (one
/// pass that the compiler vectorizes, then a search only on failure).
#[inline]
pub(crate) fn first_not_below<W: Copy + PartialOrd>(words: &[W], bound: W) -> Option<usize> {
    if words.iter().fold(false, |bad, &w| bad | (w >= bound)) {
        words.iter().position(|&w| w >= bound)
    } else {
        None
    }
}
