//! Rumino: a Discord bot that hosts rummy-family card games.
//!
//! Layers, each depending only on those above it: [`cards`] (cards, notation, packs), [`games`]
//! (each game's rules and computer players, pure, and the seam the other layers use), and the IO
//! layers built on them: [`table`], [`store`],
//! [`discord`], [`cli`].

pub mod cards;
pub mod cli;
pub mod config;
pub mod discord;
pub mod faces;
pub mod games;
pub mod i18n;
pub mod ids;
pub mod lang;
pub mod latency;
pub mod pictures;
pub mod shards;
pub mod store;
pub mod table;
mod text_enum;
pub mod tournament;
pub mod web;
