//! The comparison and operator impls that the lazily reduced wasm32 element
//! types share ([`super::Fp29`], [`super::Fp52`]: elements below 2p, compared
//! by their canonical value). Each type provides `canonical` (its unique
//! limbs below p), `add_inline`, `sub_inline` and `mul_inline`.

/// Implements `Clone`, `Copy`, `PartialEq`, `Eq`, `Hash`, `Default`, `Debug`
/// and the arithmetic operators for `$t<C>` (`C: MontyConfig<4>`) from its
/// inline methods. On wasm32 `+`, `−` and `·` are one shared copy each
/// (engines use them in many places, and the npm package has a size limit).
macro_rules! lazy_field_ops {
    ($t:ident) => {
        impl<C> ::core::clone::Clone for $t<C> {
            #[inline(always)]
            fn clone(&self) -> Self {
                *self
            }
        }
        impl<C> ::core::marker::Copy for $t<C> {}
        impl<C: $crate::field::MontyConfig<4>> ::core::cmp::PartialEq for $t<C> {
            fn eq(&self, other: &Self) -> bool {
                self.canonical() == other.canonical()
            }
        }
        impl<C: $crate::field::MontyConfig<4>> ::core::cmp::Eq for $t<C> {}
        impl<C: $crate::field::MontyConfig<4>> ::core::hash::Hash for $t<C> {
            fn hash<H: ::core::hash::Hasher>(&self, state: &mut H) {
                ::core::hash::Hash::hash(&self.canonical(), state);
            }
        }
        impl<C: $crate::field::MontyConfig<4>> ::core::default::Default for $t<C> {
            fn default() -> Self {
                <Self as $crate::field::Field>::ZERO
            }
        }
        impl<C: $crate::field::MontyConfig<4>> ::core::fmt::Debug for $t<C> {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                f.write_str("0x")?;
                for limb in $crate::field::PrimeField::to_u256(self).iter().rev() {
                    ::core::write!(f, "{limb:016x}")?;
                }
                Ok(())
            }
        }
        impl<C: $crate::field::MontyConfig<4>> ::core::ops::Add for $t<C> {
            type Output = Self;
            #[cfg_attr(target_arch = "wasm32", inline(never))]
            #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
            fn add(self, rhs: Self) -> Self {
                self.add_inline(&rhs)
            }
        }
        impl<C: $crate::field::MontyConfig<4>> ::core::ops::Sub for $t<C> {
            type Output = Self;
            #[cfg_attr(target_arch = "wasm32", inline(never))]
            #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
            fn sub(self, rhs: Self) -> Self {
                self.sub_inline(&rhs)
            }
        }
        impl<C: $crate::field::MontyConfig<4>> ::core::ops::Neg for $t<C> {
            type Output = Self;
            #[inline(always)]
            fn neg(self) -> Self {
                <Self as $crate::field::Field>::ZERO - self
            }
        }
        impl<C: $crate::field::MontyConfig<4>> ::core::ops::Mul for $t<C> {
            type Output = Self;
            #[cfg_attr(target_arch = "wasm32", inline(never))]
            #[cfg_attr(not(target_arch = "wasm32"), inline)]
            fn mul(self, rhs: Self) -> Self {
                // Both below 2p: the result is below 2p.
                self.mul_inline(&rhs)
            }
        }
        impl<C: $crate::field::MontyConfig<4>> ::core::ops::AddAssign for $t<C> {
            #[inline(always)]
            fn add_assign(&mut self, rhs: Self) {
                *self = *self + rhs;
            }
        }
        impl<C: $crate::field::MontyConfig<4>> ::core::ops::SubAssign for $t<C> {
            #[inline(always)]
            fn sub_assign(&mut self, rhs: Self) {
                *self = *self - rhs;
            }
        }
        impl<C: $crate::field::MontyConfig<4>> ::core::ops::MulAssign for $t<C> {
            #[inline(always)]
            fn mul_assign(&mut self, rhs: Self) {
                *self = *self * rhs;
            }
        }
    };
}

pub(crate) use lazy_field_ops;
