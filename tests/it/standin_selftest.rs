//! The Discord stand-in (`tests/support/standin`) checked without the bot: (a) its payloads
//! against serenity's model types, (b) a poise/serenity bot run against it, (c) its validation of
//! request bodies, interaction rules and modals, (d) injected 429s and 500s, (e) gateway drops,
//! (f) files sent with messages, (g) group DMs and guilds without the bot.
//!
//! The cases live in `tests/support/selftest/`, as modules of this one.

use crate::support;

#[path = "../support/selftest/bot.rs"]
mod bot;
#[path = "../support/selftest/common.rs"]
mod common;
#[path = "../support/selftest/contexts.rs"]
mod contexts;
#[path = "../support/selftest/faults.rs"]
mod faults;
#[path = "../support/selftest/files.rs"]
mod files;
#[path = "../support/selftest/install_rules.rs"]
mod install_rules;
#[path = "../support/selftest/minibot.rs"]
mod minibot;
#[path = "../support/selftest/modal_limits.rs"]
mod modal_limits;
#[path = "../support/selftest/modals.rs"]
mod modals;
#[path = "../support/selftest/payloads.rs"]
mod payloads;
#[path = "../support/selftest/rules.rs"]
mod rules;
#[path = "../support/selftest/threads.rs"]
mod threads;
#[path = "../support/selftest/validation.rs"]
mod validation;
