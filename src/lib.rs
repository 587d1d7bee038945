//! Rumino: a Discord bot that hosts rummy-family card games.
//!
//! Layers, each depending only on those above it: [`cards`] (cards and notation), [`rumino`] (the
//! rules of Rumino, pure), and the IO layers built on them.

pub mod ai;
pub mod cards;
pub mod cli;
pub mod config;
pub mod discord;
pub mod games;
pub mod i18n;
pub mod ids;
pub mod rumino;
pub mod store;
pub mod table;
mod text_enum;
