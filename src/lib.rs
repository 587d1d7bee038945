//! Rumino: a Discord bot that hosts rummy-family card games.
//!
//! Layers, each depending only on those above it: [`cards`] (cards, notation, packs), [`games`]
//! (each game's rules, pure, and the seam the other layers use), [`rumino`] and [`ai`] (Rumino's
//! rules and computer players), and the IO layers built on them: [`table`], [`store`],
//! [`discord`], [`cli`].

pub mod ai;
pub mod cards;
pub mod cli;
pub mod config;
pub mod discord;
pub mod games;
pub mod i18n;
pub mod ids;
pub mod lang;
pub mod rumino;
pub mod store;
pub mod table;
mod text_enum;
