//! How the games look to players, between the services below and the adapters above: the traits
//! each game's `faces/` folder implements (its Discord [`screens`], its [`terminal`], its words
//! through [`crate::i18n::GameWords`], its pictures through [`crate::pictures::Pictures`]), the
//! vocabulary they share with the adapters (a click's [`custom_id`], a private hand's
//! [`message`]), and the one registry of faces ([`of`]) through which the adapters reach
//! whichever game a table plays.
//!
//! The registry is built from the games' one list (`games/registry.rs`): a game whose state type
//! does not implement every face does not compile, so adding a game stays its folder and its
//! registry line.

pub mod buttons;
pub mod custom_id;
mod faces_of;
pub mod message;
pub mod pictures;
pub mod screens;
pub mod stats;
pub mod terminal;
#[cfg(test)]
pub(crate) mod testkit;
pub mod tournament;
pub mod words;

pub use faces_of::{of, GameFaces};
