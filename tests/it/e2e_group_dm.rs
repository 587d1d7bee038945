//! End-to-end: Rumino installed on its players' accounts, played in a group DM the bot is not a
//! member of. Alice, Bob and Carol and one computer player play a whole game of each kind there,
//! and the bot is killed (`kill -9`) and started again in the middle of each. Discord lets the bot
//! do nothing there but answer interactions, and the stand-in refuses (and records) any request
//! made with the bot's own token: the table message is the command's answer, kept up to date
//! through each click's token, and after the restart it catches up at the first click. The chips
//! played belong to the group's own space, never to a server's.

use std::time::Duration;

use rumino::{
    games::GameKind,
    ids::{ChannelId, GuildId, PlayerId},
};
use serde_json::{json, Value};

use crate::{
    e2e_bot::BotSteps,
    e2e_ramino::RaminoSteps,
    e2e_rumminy::RumminySteps,
    e2e_rummoli::RummoliSteps,
    e2e_rummy::RummySteps,
    support::{harness::Harness, standin::*},
};

const T: Duration = Duration::from_secs(60);
const PLAYERS: [u64; 3] = [ALICE, BOB, CAROL];
/// Decisions played before the bot is killed and started again.
const BEFORE_RESTART: usize = 1;

/// Alice opens a table of `kind` in the group with one computer player; Bob and Carol join,
/// and she starts it. Returns the table message's id.
async fn open_in_group(h: &Harness, group: u64, kind: GameKind, options: Value) -> u64 {
    let mut options = options;
    options["bots"] = json!(1);
    options["bot_level"] = json!("easy");
    let sub = format!("start {}", kind.command().en);
    let lobby = h
        .standin
        .slash(ALICE, group, "rumino", &sub, options, "en-US")
        .reply()
        .await;
    assert!(
        lobby.button("Join").is_some() && !lobby.is_ephemeral(),
        "the table is the command's public answer: {}",
        lobby.text()
    );
    assert_eq!(lobby.channel_id, group);
    h.standin
        .wait_message(T, |m| m.id == lobby.id && m.text().contains("Computer 1"))
        .await
        .unwrap_or_else(|| panic!("no computer seated: {}", h.table(lobby.id).text()));
    h.join_and_start(lobby.id, &PLAYERS).await;
    lobby.id
}

/// One decision of whichever human the game waits for at `table`, played through their
/// private hand; `false` once the game is over.
async fn one_decision(h: &Harness, kind: GameKind, table: u64) -> bool {
    match kind {
        GameKind::Rumino => rumino_decision(h, table).await,
        GameKind::Rummy => match RummySteps::on_turn(h, table).await {
            Some((user, hand)) => {
                RummySteps::play_turn(h, user, &hand).await;
                true
            }
            None => false,
        },
        GameKind::Ramino => match RaminoSteps::on_turn(h, &PLAYERS, table).await {
            Some((user, hand)) => {
                RaminoSteps::play_turn(h, user, &hand, 0).await;
                true
            }
            None => false,
        },
        GameKind::Rummoli => match h.deciding(&PLAYERS, table).await {
            Some((user, hand)) => {
                h.decide(user, &hand).await;
                true
            }
            None => false,
        },
        GameKind::Rumminy => match RumminySteps::on_turn(h, &PLAYERS, table).await {
            Some((user, hand)) => {
                RumminySteps::play_turn(h, user, &hand, false).await;
                true
            }
            None => false,
        },
    }
}

/// A Rumino decision: a claim, a knock or a rebuy offered to anyone, else a draw and discard.
async fn rumino_decision(h: &Harness, table: u64) -> bool {
    for _ in 0..200 {
        for user in PLAYERS {
            let Some(hand) = hand_if_playing(h, user, table).await else {
                return false;
            };
            if let Some(key) = ["RUMINO!", "Gin!", "Knock", "No rebuy"]
                .into_iter()
                .find(|k| hand.button(k).is_some())
            {
                h.standin.press(user, &hand, key).response().await;
                return true;
            }
            if hand.button("Draw from stock").is_some() {
                BotSteps::play_turn(h, user, &hand).await;
                return true;
            }
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("nobody decides: {}", h.table(table).text());
}

/// `user`'s hand from the table message as it was just read (a computer's move may end the
/// game while it is clicked: the click is then answered all the same); `None` once the game is
/// over.
async fn hand_if_playing(h: &Harness, user: u64, table: u64) -> Option<StoredMessage> {
    let message = h.table(table);
    let show = message.button("Show my hand")?.custom_id?;
    let hand = h
        .standin
        .click(user, message.channel_id, table, &show)
        .reply()
        .await;
    assert!(hand.is_ephemeral(), "a hand is private: {}", hand.text());
    Some(hand)
}

/// The options of a short game of `kind` for four seats.
fn short_game(kind: GameKind) -> Value {
    match kind {
        // Knocking only at 1 point or less: the hand lasts past the restart.
        GameKind::Rumino => json!({"stake": 10, "seats": 4, "knock_limit": 1}),
        GameKind::Rummy => json!({"stake": 10, "hands": 1, "seats": 4}),
        GameKind::Ramino => json!({"stake": 10, "target": 1, "seats": 4}),
        GameKind::Rummoli => json!({"buy_in": 40, "hands": 2, "seats": 4}),
        GameKind::Rumminy => json!({"stake": 10, "seats": 4, "turn_seconds": 3600}),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_of_each_kind_in_a_group_dm_survives_a_restart_and_ends() {
    // Registered globally: Discord offers no server's own commands in a group DM.
    let global = [("DEV_GUILD_ID", "")];
    let mut h = Harness::with(StandInConfig::default(), &global).await;
    let group = h.standin.group_dm(&PLAYERS);
    let space = GuildId::conversation(ChannelId(group as i64));
    for kind in GameKind::ALL.iter().copied() {
        let table = open_in_group(&h, group, kind, short_game(kind)).await;
        if kind == GameKind::Rumino {
            // Her tables outside servers, linked as Discord links a DM's messages.
            let games = h
                .standin
                .slash(ALICE, group, "rumino", "games", json!({}), "en-US")
                .reply()
                .await;
            let link = format!("https://discord.com/channels/@me/{group}/{table}");
            assert!(games.text().contains(&link), "{}", games.text());
        }
        let mut decisions = 0;
        while one_decision(&h, kind, table).await {
            decisions += 1;
            if decisions == BEFORE_RESTART {
                h.restart(&global).await;
                // The first click after the restart brings a token: the table catches up.
                let edits = h.standin.edit_count(table);
                if hand_if_playing(&h, ALICE, table).await.is_some() {
                    let now = h.standin.wait_edit_count(table, edits + 1, T).await;
                    assert!(
                        now > edits,
                        "the table message catches up after the restart"
                    );
                    let shown = h.table(table).text();
                    assert!(shown.contains("catches up at each click"), "{shown}");
                }
            }
            assert!(
                decisions < 3000,
                "{kind:?} does not end: {}",
                h.table(table).text()
            );
        }
        let over = h
            .standin
            .wait_message(T, |m| m.id == table && m.button("Play again").is_some())
            .await
            .unwrap_or_else(|| panic!("{kind:?}: no result shown: {}", h.table(table).text()));
        assert!(
            over.text().contains("🏆")
                || over.text().contains("wins")
                || over.text().contains("split"),
            "{kind:?}: {}",
            over.text()
        );
        assert!(
            decisions > BEFORE_RESTART,
            "{kind:?} ended before the restart"
        );
        eprintln!(
            "{kind:?}: {decisions} decisions by the members\n{}",
            over.text()
        );
        // Closing the table frees the channel for the next game.
        h.standin
            .slash(ALICE, group, "rumino", "cancel", json!({}), "en-US")
            .reply()
            .await;
    }

    // The chips are the group's: no chip created or lost there, none in any server.
    let store = h.store().await;
    let mut moved = false;
    for user in PLAYERS {
        let player = PlayerId(user as i64);
        let chips = store.balance(space, player).await.unwrap();
        assert!(chips.is_some(), "each player has chips in the group");
        moved |= chips != Some(1000);
        let server = store
            .balance(GuildId(GUILD_ID as i64), player)
            .await
            .unwrap();
        assert_eq!(server, None, "nothing in the server's boards");
    }
    assert!(moved, "stakes were paid in the group");
    let report = store.check().await.unwrap();
    assert!(report.violations.is_empty(), "{report}");
    let balance = h
        .standin
        .slash(BOB, group, "rumino", "balance", json!({}), "en-US")
        .reply()
        .await;
    assert!(
        balance.is_ephemeral() && balance.text().contains("in this conversation"),
        "{}",
        balance.text()
    );
    // The group's own leaderboard ranks its members.
    let board = h
        .standin
        .slash(
            CAROL,
            group,
            "rumino",
            "leaderboard",
            json!({"game": 0}),
            "en-US",
        )
        .reply()
        .await;
    assert!(
        PLAYERS
            .iter()
            .all(|p| board.text().contains(&format!("<@{p}>"))),
        "{}",
        board.text()
    );
    // Nothing was asked of Discord with the bot's own token in the group.
    assert!(
        h.standin
            .requests_matching(&format!("/channels/{group}"))
            .is_empty(),
        "the bot used its own token in the group DM"
    );
    h.standin.assert_no_violations();
}

/// A server that never added the bot, where Alice installed Rumino on her account: she plays a
/// game against two computer players there. The table is the command's answer and changes through
/// her clicks; the chips count in that server's own boards (it is a server), and the bot never
/// used its own token there.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_without_the_bot_hosts_a_game_started_by_a_member_who_installed_it() {
    let h = Harness::with(StandInConfig::default(), &[("DEV_GUILD_ID", "")]).await;
    let options = json!({"stake": 10, "bots": 2, "bot_level": "easy", "knock_limit": 5});
    let lobby = h
        .standin
        .slash(
            ALICE,
            USER_APP_CHANNEL_ID,
            "rumino",
            "start rumino",
            options,
            "en-US",
        )
        .reply()
        .await;
    assert!(lobby.button("Join").is_some(), "{}", lobby.text());
    let table = lobby.id;
    h.standin
        .wait_message(T, |m| m.id == table && m.text().contains("Computer 2"))
        .await
        .unwrap_or_else(|| panic!("no computers seated: {}", h.table(table).text()));
    h.standin
        .press(ALICE, &h.table(table), "Start")
        .response()
        .await;
    h.standin
        .wait_message(T, |m| m.id == table && m.button("Show my hand").is_some())
        .await
        .unwrap_or_else(|| panic!("not started: {}", h.table(table).text()));
    let mut decisions = 0;
    while rumino_decision(&h, table).await {
        decisions += 1;
        assert!(decisions < 3000, "the game does not end");
    }
    let over = h
        .standin
        .wait_message(T, |m| m.id == table && m.button("Play again").is_some())
        .await
        .unwrap_or_else(|| panic!("no result shown: {}", h.table(table).text()));
    assert!(!over.text().contains("catches up"), "{}", over.text());
    let store = h.store().await;
    let alice = PlayerId(ALICE as i64);
    let here = store
        .balance(GuildId(USER_APP_GUILD_ID as i64), alice)
        .await;
    assert!(here.unwrap().is_some(), "Alice's chips are the server's");
    let elsewhere = store.balance(GuildId(GUILD_ID as i64), alice).await;
    assert_eq!(elsewhere.unwrap(), None);
    assert!(
        h.standin
            .requests_matching(&format!("/channels/{USER_APP_CHANNEL_ID}"))
            .is_empty(),
        "the bot used its own token in a server without it"
    );
    h.standin.assert_no_violations();
}
