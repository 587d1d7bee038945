//! How Rummy looks and reads to players: its Discord screens, its words in each
//! language, its terminal and its pictures. The rules engine beside this folder names none of them.

mod picture;
mod screens;
pub(crate) mod terminal;
pub mod words;
