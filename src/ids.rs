//! Our own identifiers. Discord snowflakes become these at the adapter edge, so no layer below the
//! Discord adapter depends on serenity. Snowflakes are below 2^63, so they fit an `i64` (SQLite's
//! integer) without loss.

use serde::{Deserialize, Serialize};

macro_rules! id_type {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
        #[serde(transparent)]
        pub struct $name(pub i64);

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                self.0.fmt(f)
            }
        }
    };
}

id_type!(
    /// A player: a Discord user id, or a negative id for a computer player.
    PlayerId
);
id_type!(
    /// Where chips, stats and ratings are kept: a server (a Discord guild), or a conversation
    /// outside any server (a DM or a group DM, see [`GuildId::conversation`]).
    GuildId
);
id_type!(
    /// A channel that hosts at most one open table.
    ChannelId
);
id_type!(
    /// A table, assigned by the store.
    TableId
);
id_type!(
    /// A game played at a table, assigned by the store.
    GameId
);

impl PlayerId {
    /// Computer players have negative ids, so they can never collide with a Discord user.
    #[must_use]
    pub fn is_computer(self) -> bool {
        self.0 < 0
    }
}

impl GuildId {
    /// The space of a DM or group DM, named by its channel: what is played there belongs to that
    /// conversation and its members, never to a server's boards. Negative, so it can never be
    /// a server's id.
    #[must_use]
    pub fn conversation(channel: ChannelId) -> GuildId {
        GuildId(-channel.0)
    }

    /// Whether this is a server rather than a conversation outside one.
    #[must_use]
    pub fn is_server(self) -> bool {
        self.0 > 0
    }
}

/// A tournament, assigned by the store.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct TournamentId(pub i64);

impl std::fmt::Display for TournamentId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}
