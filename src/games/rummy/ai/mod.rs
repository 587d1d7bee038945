//! Computer players for Rummy.
