//! Games other than Rumino, each a pure rules engine in its own folder, shaped like
//! [`crate::rumino`] so the table, store and Discord layers can serve any of them.

pub mod rummy;
