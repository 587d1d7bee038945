//! Where an interaction happened, and how the bot can reach a table's channel from there.
//!
//! In a server that added the bot, the bot posts and edits with its own token. Where it is not a
//! member — a DM or group DM, or a server where only a member installed Rumino on their account —
//! Discord lets it do nothing but answer interactions: every message there is an interaction's
//! answer or follow-up, changed through the token of an interaction in that channel (each click
//! brings one, good for 15 minutes). [`TableReach`] keeps, per table, which way applies and the
//! freshest token heard there.

use std::time::{Duration, Instant};

use poise::serenity_prelude as serenity;

use crate::ids::GuildId;

/// Interaction tokens last 15 minutes; stop using one a little before.
pub const TOKEN_LIFE: Duration = Duration::from_secs(14 * 60);

/// Where chips, stats and ratings of an interaction's table belong: its server, or outside any
/// server the conversation itself ([`GuildId::conversation`]).
#[must_use]
pub fn space(guild: Option<serenity::GuildId>, channel: serenity::ChannelId) -> GuildId {
    guild.map_or_else(
        || GuildId::conversation(super::channel_id(channel)),
        super::guild_id,
    )
}

/// Whether the bot itself is where the interaction happened: a server that added it (or the
/// bot's own DM). Anywhere else the app is there only as a member's installed app.
#[must_use]
pub fn bot_present(owners: &serenity::AuthorizingIntegrationOwners) -> bool {
    owners
        .0
        .iter()
        .any(|o| matches!(o, serenity::AuthorizingIntegrationOwner::GuildInstall(_)))
}

/// How a table's message is reached.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Way {
    /// Not heard yet: a server's table is tried with the bot's token, a conversation's waits
    /// for an interaction.
    #[default]
    Unknown,
    /// With the bot's own token.
    Bot,
    /// Only through interaction tokens.
    Interactions,
}

/// An interaction's token, usable until it is [`TOKEN_LIFE`] old.
#[derive(Clone, Debug)]
pub struct Token {
    pub application: u64,
    pub token: String,
    heard: Instant,
}

/// One table's way and freshest token.
#[derive(Debug, Default)]
pub struct TableReach {
    way: Way,
    token: Option<Token>,
}

impl TableReach {
    /// An interaction at the table was answered: its token is the freshest, and it says whether
    /// the bot is there (`None`: it does not say, as a modal's submission does not). Where the
    /// bot is, no token is kept: its own reaches the message.
    pub fn heard(
        &mut self,
        application: u64,
        token: &str,
        bot_present: Option<bool>,
        now: Instant,
    ) {
        match bot_present {
            Some(true) => {
                self.way = Way::Bot;
                self.token = None;
                return;
            }
            Some(false) => self.way = Way::Interactions,
            None if self.way == Way::Bot => return,
            None => {}
        }
        self.token = Some(Token {
            application,
            token: token.to_owned(),
            heard: now,
        });
    }

    /// Discord refused the bot's token in the table's channel: only interactions reach it.
    pub fn bot_refused(&mut self) {
        self.way = Way::Interactions;
    }

    /// The token last heard failed (expired early, or its interaction is unknown).
    pub fn token_failed(&mut self, token: &str) {
        if self.token.as_ref().is_some_and(|t| t.token == token) {
            self.token = None;
        }
    }

    /// How `space`'s table is reached now: `None` with the bot's token, `Some(token)` through
    /// an interaction, or `Err(())` when only an interaction could and none is fresh.
    ///
    /// # Errors
    /// No fresh token where one is needed: the table waits for the next click.
    pub fn via(&self, space: GuildId, now: Instant) -> Result<Option<Token>, Waiting> {
        if self.way(space) == Way::Bot {
            return Ok(None);
        }
        self.token
            .as_ref()
            .filter(|t| now.saturating_duration_since(t.heard) < TOKEN_LIFE)
            .cloned()
            .map(Some)
            .ok_or(Waiting)
    }

    /// Whether the bot's own token is known to reach the table.
    #[must_use]
    pub fn by_bot(&self) -> bool {
        self.way == Way::Bot
    }

    /// Whether the table is reached through interactions only, as far as is known.
    #[must_use]
    pub fn by_interactions(&self, space: GuildId) -> bool {
        self.way(space) == Way::Interactions
    }

    /// The way `space`'s table is reached: as heard, or before anything is heard, a server's
    /// with the bot's token and a conversation's through interactions.
    fn way(&self, space: GuildId) -> Way {
        match self.way {
            Way::Unknown if space.is_server() => Way::Bot,
            Way::Unknown => Way::Interactions,
            known => known,
        }
    }
}

/// A table only interactions reach, with no fresh token: its message changes at the next click.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Waiting;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ids::ChannelId;

    const SERVER: GuildId = GuildId(1_180_000_000_000_000_100);

    #[test]
    fn a_servers_table_uses_the_bot_until_told_otherwise() {
        let mut reach = TableReach::default();
        let now = Instant::now();
        assert!(matches!(reach.via(SERVER, now), Ok(None)));
        reach.bot_refused();
        assert_eq!(reach.via(SERVER, now).unwrap_err(), Waiting);
        reach.heard(1, "tok", Some(false), now);
        assert_eq!(reach.via(SERVER, now).unwrap().unwrap().token, "tok");
        reach.heard(1, "tok2", Some(true), now);
        reach.heard(1, "tok3", None, now);
        assert!(matches!(reach.via(SERVER, now), Ok(None)));
    }

    #[test]
    fn a_conversations_table_waits_for_a_fresh_token() {
        let dm = GuildId::conversation(ChannelId(77));
        let mut reach = TableReach::default();
        let now = Instant::now();
        assert!(reach.by_interactions(dm) && !reach.by_interactions(SERVER));
        assert_eq!(reach.via(dm, now).unwrap_err(), Waiting);
        reach.heard(1, "tok", Some(false), now);
        let later = now + TOKEN_LIFE - Duration::from_secs(1);
        assert_eq!(reach.via(dm, later).unwrap().unwrap().token, "tok");
        assert_eq!(reach.via(dm, now + TOKEN_LIFE).unwrap_err(), Waiting);
        reach.token_failed("other");
        assert!(reach.via(dm, now).is_ok());
        reach.token_failed("tok");
        assert_eq!(reach.via(dm, now).unwrap_err(), Waiting);
    }
}
