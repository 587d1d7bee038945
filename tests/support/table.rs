//! A game table driven through Discord, as every game's end-to-end tests do it: open it with
//! `/rumino start`, seat the players, start it; open a player's private hand; read balances and
//! the table's version from the bot's database (what "nothing changed" is checked against).

use rumino::ids::{ChannelId, GuildId, PlayerId};

use super::{
    harness::Harness,
    standin::{StoredMessage, CHANNEL_ID, GUILD_ID},
};

/// Whether a private hand carries a refusal on top. The only other note is the nudge of a new
/// turn, in either language (a new hand dealt after a discard that ended one can be the same
/// player's turn).
pub fn refused(hand: &StoredMessage) -> bool {
    let text = hand.text();
    text.starts_with("> ") && !text.starts_with("> It's your turn") && !text.starts_with("> Tocca")
}

/// How long a table may take to start.
const START: std::time::Duration = std::time::Duration::from_secs(30);

/// What the database says about a table: its version and the players' balances.
#[derive(Debug, PartialEq, Eq)]
pub struct Fingerprint {
    pub version: i64,
    pub balances: Vec<i64>,
}

impl Harness {
    /// `user` runs `/rumino <sub>` with `options` in the table's channel, in English; its reply.
    pub async fn rumino(&self, user: u64, sub: &str, options: serde_json::Value) -> StoredMessage {
        self.standin
            .slash(user, CHANNEL_ID, "rumino", sub, options, "en-US")
            .reply()
            .await
    }

    /// The message with this id, which must exist (a table's public message).
    pub fn table(&self, id: u64) -> StoredMessage {
        self.standin.message(id).expect("table message")
    }

    /// `players[0]` opens a table of `game` (its index in the `game` choice of `/rumino stats`,
    /// the registry's order) through its `/rumino start <game>` with
    /// `options`, the others join, and it starts; returns the table message's id.
    pub async fn open_game(&self, game: u64, players: &[u64], options: serde_json::Value) -> u64 {
        let sub = rumino::games::GameKind::ALL[game as usize].command().en;
        let lobby = self
            .standin
            .slash(
                players[0],
                CHANNEL_ID,
                "rumino",
                &format!("start {sub}"),
                options,
                "en-US",
            )
            .reply()
            .await;
        assert!(lobby.button("Join").is_some(), "a lobby: {}", lobby.text());
        self.join_and_start(lobby.id, players).await;
        lobby.id
    }

    /// `players[1..]` join the lobby of table message `table`, wherever it is, and `players[0]`,
    /// its host, starts it; returns once it shows a game.
    pub async fn join_and_start(&self, table: u64, players: &[u64]) {
        for &user in &players[1..] {
            let r = self
                .standin
                .press(user, &self.table(table), "Join")
                .response()
                .await;
            assert_eq!(r.kind, 6, "a join is acknowledged silently");
        }
        self.standin
            .press(players[0], &self.table(table), "Start")
            .response()
            .await;
        self.standin
            .wait_message(START, |m| {
                m.id == table && m.button("Show my hand").is_some()
            })
            .await
            .unwrap_or_else(|| panic!("not started: {}", self.table(table).text()));
    }

    /// `user`'s private hand at `table`, from its Show my hand button.
    pub async fn hand(&self, user: u64, table: u64) -> StoredMessage {
        let reply = self
            .standin
            .press(user, &self.table(table), "Show my hand")
            .reply()
            .await;
        assert!(reply.is_ephemeral(), "a hand is private");
        reply
    }

    pub async fn balance(&self, user: u64) -> i64 {
        self.store()
            .await
            .balance(GuildId(GUILD_ID as i64), PlayerId(user as i64))
            .await
            .unwrap()
            .unwrap_or(0)
    }

    /// The open table's version in this channel and `players`' balances.
    pub async fn fingerprint(&self, players: &[u64]) -> Fingerprint {
        let store = self.store().await;
        let table = store
            .open_table_in(ChannelId(CHANNEL_ID as i64))
            .await
            .unwrap()
            .expect("an open table");
        let mut balances = Vec::new();
        for &user in players {
            balances.push(self.balance(user).await);
        }
        Fingerprint {
            version: table.version,
            balances,
        }
    }

    /// No chip created or lost (`pool` of them still in a running game: every player starts
    /// with 1,000); the database's own check and the stand-in found nothing wrong.
    pub async fn assert_sound(&self, players: &[u64], pool: i64) {
        let mut total = 0;
        for &user in players {
            total += self.balance(user).await;
        }
        assert_eq!(
            total + pool,
            1000 * players.len() as i64,
            "no chip created or lost"
        );
        let report = self.store().await.check().await.unwrap();
        assert!(report.violations.is_empty(), "{report}");
        self.standin.assert_no_violations();
    }
}
