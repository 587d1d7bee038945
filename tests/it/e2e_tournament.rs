//! End-to-end: tournaments (`docs/rules/tournaments.md`) run by the real `rumino run` binary
//! against the Discord stand-in. The bot opens each table itself in a thread of the channel;
//! people sign up with the tournament message's button and play their own hands in the threads
//! (a plain greedy Rummy), computer players fill the field. The knockout with a kill -9 between
//! rounds is in `e2e_tournament_restart`.

use std::time::{Duration, Instant};

use rumino::{
    ids::PlayerId,
    store::{StoredTournament, TournamentStatus},
    tournament::TournamentId,
};
use serde_json::{json, Value};

use crate::support::{cli, harness::Harness, standin::*};

/// How long one private answer may take.
const T: Duration = Duration::from_secs(30);
/// How long a whole tournament may take (a cold debug binary on a busy machine).
const WHOLE: Duration = Duration::from_secs(600);
/// Every member starts with this many chips.
const START_CHIPS: i64 = 1000;

/// A Rummy hand's Draw button and menus, by the end of their custom_id.
const DRAW: &str = ":y:draw";
const MELD: &str = ":pick:m";
const LAY_OFF: &str = ":pick:o";
const DISCARD: &str = ":pick:d";

/// The menu of `hand` whose custom_id ends with `which`, and its first option's value.
fn first_of(hand: &StoredMessage, which: &str) -> Option<(String, String)> {
    let menu = hand
        .selects()
        .into_iter()
        .find(|s| s.custom_id.ends_with(which))?;
    let value = menu.options.first()?.1.clone();
    Some((menu.custom_id, value))
}

fn draw_id(hand: &StoredMessage) -> Option<String> {
    hand.buttons()
        .into_iter()
        .filter_map(|b| b.custom_id)
        .find(|id| id.ends_with(DRAW))
}

/// The steps of the tournament tests, on the shared harness.
pub trait TournamentSteps {
    async fn create_tournament(&self, user: u64, channel: u64, options: Value) -> StoredMessage;
    async fn private_answer(&self, user: u64, message: u64, button: &str) -> String;
    async fn stored(&self, id: i64) -> StoredTournament;
    async fn play_turn(&self, user: u64, table: &StoredMessage) -> bool;
    async fn play_to_the_end(&self, id: i64, humans: &[u64]) -> StoredTournament;
    async fn play_until(
        &self,
        id: i64,
        humans: &[u64],
        done: impl Fn(&StoredTournament) -> bool,
    ) -> StoredTournament;
}

impl TournamentSteps for Harness {
    /// `user` runs `/rumino-tournament create rummy` with `options` in `channel`; the
    /// tournament's public message.
    async fn create_tournament(&self, user: u64, channel: u64, options: Value) -> StoredMessage {
        let message = self
            .standin
            .slash(
                user,
                channel,
                "rumino-tournament",
                "create rummy",
                options,
                "en-US",
            )
            .reply()
            .await;
        assert!(!message.is_ephemeral(), "{}", message.text());
        assert!(message.button("Sign up").is_some(), "{}", message.text());
        message
    }

    /// `user` presses `button` on the tournament message; the private answer's text.
    async fn private_answer(&self, user: u64, message: u64, button: &str) -> String {
        let message = self.table(message);
        let answer = self.standin.press(user, &message, button).response().await;
        assert!(
            answer.is_ephemeral(),
            "answered privately: {:?}",
            answer.data
        );
        answer.content().to_owned()
    }

    async fn stored(&self, id: i64) -> StoredTournament {
        self.store()
            .await
            .tournament(TournamentId(id))
            .await
            .unwrap()
            .expect("the tournament")
    }

    /// If it is `user`'s turn at the table whose message is `table`: a plain greedy turn (draw
    /// from the stock, every meld and lay-off offered, then the first discard offered). False
    /// when it was not their turn or the table moved on under them.
    async fn play_turn(&self, user: u64, table: &StoredMessage) -> bool {
        let shown = self
            .standin
            .press(user, table, "Show my hand")
            .reply_within(T)
            .await;
        let Some(hand) = shown.filter(StoredMessage::is_ephemeral) else {
            return false;
        };
        let Some(draw) = draw_id(&hand) else {
            return false;
        };
        let click = self.standin.click(user, hand.channel_id, hand.id, &draw);
        let Some(mut hand) = click.reply_within(T).await else {
            return false;
        };
        for _ in 0..16 {
            let Some((menu, value)) = [MELD, LAY_OFF, DISCARD]
                .iter()
                .find_map(|which| first_of(&hand, which))
            else {
                return true;
            };
            let done = menu.ends_with(DISCARD);
            let choice = self
                .standin
                .select(user, hand.channel_id, hand.id, &menu, &[&value]);
            match choice.reply_within(T).await {
                Some(next) if !done => hand = next,
                _ => return true,
            }
        }
        true
    }

    /// Plays the humans' turns in every thread of the tournament until it is over; the
    /// tournament as stored then.
    async fn play_to_the_end(&self, id: i64, humans: &[u64]) -> StoredTournament {
        self.play_until(id, humans, |t| t.status == TournamentStatus::Finished)
            .await
    }

    /// Plays the humans' turns in every thread of the tournament until `done` holds of it as
    /// stored; the tournament then.
    async fn play_until(
        &self,
        id: i64,
        humans: &[u64],
        done: impl Fn(&StoredTournament) -> bool,
    ) -> StoredTournament {
        let deadline = Instant::now() + WHOLE;
        let store = self.store().await;
        loop {
            let t = store.tournament(TournamentId(id)).await.unwrap().unwrap();
            if done(&t) {
                return t;
            }
            assert!(
                Instant::now() < deadline,
                "not finished: {t:#?}\n{}",
                self.bot.log()
            );
            let mut played = false;
            for table in t.tables.iter().filter(|x| x.places.is_none()) {
                let Some(thread) = table.thread else { continue };
                let Some(message) = self
                    .standin
                    .channel_messages(thread.0 as u64)
                    .into_iter()
                    .find(|m| m.button("Show my hand").is_some())
                else {
                    continue;
                };
                for &user in humans {
                    if table.seats.contains(&PlayerId(user as i64)) {
                        played |= self.play_turn(user, &message).await;
                    }
                }
            }
            if !played {
                // Computers are playing: look again shortly.
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
        }
    }
}

/// Each round seats every entrant exactly once; every table has a thread, a table and a result.
pub fn assert_rounds_whole(t: &StoredTournament, tables_per_round: &[usize]) {
    for (i, &n) in tables_per_round.iter().enumerate() {
        let round = i as u32 + 1;
        let tables: Vec<_> = t.tables.iter().filter(|x| x.round == round).collect();
        assert_eq!(tables.len(), n, "round {round}: {tables:#?}");
        for x in &tables {
            assert!(x.thread.is_some() && x.table.is_some(), "{x:#?}");
            assert_eq!(
                x.places.as_ref().map(Vec::len),
                Some(x.seats.len()),
                "{x:#?}"
            );
        }
    }
    assert_eq!(
        t.tables.iter().map(|x| x.round).max(),
        Some(tables_per_round.len() as u32)
    );
}

/// The prizes of the final standings add up to the pool and follow the documented split of a
/// field of 8 or more: 50 : 30 : 20 of the pool, the rest to nobody.
pub fn assert_paid(t: &StoredTournament, pool: i64) {
    let mut by_place: Vec<(i64, i64)> = t
        .results
        .iter()
        .map(|(_, place, prize)| (place.expect("every entrant placed"), *prize))
        .collect();
    by_place.sort_unstable();
    let places: Vec<i64> = by_place.iter().map(|(p, _)| *p).collect();
    // Places are stored from 0, the winner's, as places at a table are.
    assert_eq!(places, (0..t.entrants.len() as i64).collect::<Vec<_>>());
    let prizes: Vec<i64> = by_place.iter().map(|(_, p)| *p).collect();
    let mut expected = vec![pool / 2, pool * 3 / 10, pool / 5];
    expected[0] += pool - expected.iter().sum::<i64>();
    expected.resize(t.entrants.len(), 0);
    assert_eq!(prizes, expected);
    assert_eq!(t.pool, 0, "a finished tournament holds no chips");
}

/// The player placed `place` (0 is the winner), with their prize.
pub fn placed(t: &StoredTournament, place: i64) -> (PlayerId, i64) {
    let (player, _, prize) = t
        .results
        .iter()
        .find(|(_, p, _)| *p == Some(place))
        .expect("someone in that place");
    (*player, *prize)
}

/// The database's own check and the operator's `rumino check` find nothing wrong.
pub async fn assert_checked(h: &Harness) {
    let report = h.store().await.check().await.unwrap();
    assert!(report.violations.is_empty(), "{report}");
    cli::run(&["check", "--database", &h.db]);
    h.standin.assert_no_violations();
}

/// Y22 (one hand), tournaments: Swiss. Eight players of Rummy — Alice and Bob sign up and play
/// their own hands, six computers fill the field — over three rounds of two tables of four,
/// each table in its own thread; the pool of 8 × 100 is paid 400 / 240 / 160 by the final
/// standings, shown in the tournament message.
#[tokio::test]
async fn a_swiss_tournament_runs_three_rounds_to_its_standings_and_pays_its_pool() {
    let h = Harness::start().await;
    let options = json!({"players": 8, "table_size": 4, "rounds": 3, "entry": 100,
        "hands": 1});
    // The server does not rate Rummy: its tournament tables still rank their players.
    let set = h
        .standin
        .slash(
            ERIN,
            CHANNEL_ID,
            "rumino-settings",
            "rummy",
            json!({"rated": false}),
            "en-US",
        )
        .reply()
        .await;
    assert!(set.is_ephemeral(), "{}", set.text());
    let message = h.create_tournament(ALICE, CHANNEL_ID, options).await;
    for user in [ALICE, BOB] {
        let said = h.private_answer(user, message.id, "Sign up").await;
        assert!(said.starts_with("You are signed up"), "{said}");
        assert_eq!(h.balance(user).await, START_CHIPS - 100);
    }
    let said = h.private_answer(ALICE, message.id, "Start").await;
    assert!(said.starts_with("The tournament has started"), "{said}");

    let t = h.play_to_the_end(1, &[ALICE, BOB]).await;
    assert_eq!(t.entrants.len(), 8);
    assert_eq!(
        t.entrants.iter().filter(|e| e.computer.is_some()).count(),
        6
    );
    assert_rounds_whole(&t, &[2, 2, 2]);
    for x in &t.tables {
        // One winner at each table (Y22: tied leaders play on): a game's result, not the tie of
        // a table closed without one — though the server does not rate the game.
        let winners = x.places.iter().flatten().filter(|p| **p == 0).count();
        assert_eq!(winners, 1, "{x:#?}");
    }
    assert_paid(&t, 800);
    for user in [ALICE, BOB] {
        let prize = t
            .results
            .iter()
            .find(|(p, _, _)| *p == PlayerId(user as i64))
            .map_or(0, |r| r.2);
        assert_eq!(h.balance(user).await, START_CHIPS - 100 + prize);
    }
    let threads = h.standin.threads_of(CHANNEL_ID);
    assert_eq!(threads.len(), 6, "a thread per table");
    for thread in &threads {
        let closed = h
            .standin
            .wait_message(T, |m| {
                m.channel_id == thread.id && m.text().contains("This table is closed")
            })
            .await;
        assert!(
            closed.is_some(),
            "{}: {:?}",
            thread.name,
            h.standin.channel_messages(thread.id)
        );
    }

    // The message shows the final standings, with the prizes, and takes no more presses.
    let (winner, prize) = placed(&t, 0);
    let name = &t.entrants.iter().find(|e| e.player == winner).unwrap().name;
    let shown = h
        .standin
        .wait_message(T, |m| m.id == message.id && m.buttons().is_empty())
        .await
        .unwrap_or_else(|| panic!("not shown as over: {}", h.table(message.id).text()));
    let text = shown.text();
    assert!(text.contains(&format!("1. {name} — ")), "{text}");
    assert!(text.contains(&format!(" · +{prize}")), "{text}");
    assert!(text.contains("Round 3"), "{text}");
    assert_checked(&h).await;
}

/// What a bad press must leave alone: the tournament's stage, entrants and pool, and the
/// presser's chips.
async fn snapshot(h: &Harness, id: i64, user: u64) -> (TournamentStatus, usize, i64, i64) {
    let t = h.stored(id).await;
    (t.status, t.entrants.len(), t.pool, h.balance(user).await)
}

/// Tournaments, sign-up and start: signing up twice, without the chips for the buy-in or after
/// the start, and a stranger pressing Start, are each answered privately and change nothing;
/// a member with Manage Server may start a tournament someone else created.
#[tokio::test]
async fn bad_presses_are_answered_privately_and_change_nothing() {
    let h = Harness::start().await;
    let options = json!({"players": 4, "table_size": 4, "rounds": 1, "entry": 600,
        "hands": 1});
    let first = h
        .create_tournament(ALICE, CHANNEL_ID, options.clone())
        .await;
    let second = h.create_tournament(BOB, CHANNEL_2_ID, options).await;
    let said = h.private_answer(ALICE, first.id, "Sign up").await;
    assert!(said.starts_with("You are signed up"), "{said}");
    let signed = snapshot(&h, 1, ALICE).await;
    assert_eq!(
        signed,
        (TournamentStatus::SignUp, 1, 600, START_CHIPS - 600)
    );

    let said = h.private_answer(ALICE, first.id, "Sign up").await;
    assert!(said.starts_with("You are already signed up"), "{said}");
    assert_eq!(snapshot(&h, 1, ALICE).await, signed);

    let said = h.private_answer(ALICE, second.id, "Sign up").await;
    assert!(
        said.starts_with("The buy-in is 600 chips and you have 400"),
        "{said}"
    );
    assert_eq!(
        snapshot(&h, 2, ALICE).await,
        (TournamentStatus::SignUp, 0, 0, 400)
    );

    // Bob created the second tournament, not the first.
    let said = h.private_answer(BOB, first.id, "Start").await;
    assert!(
        said.starts_with("Only whoever created the tournament"),
        "{said}"
    );
    assert_eq!(snapshot(&h, 1, ALICE).await, signed);

    let said = h.private_answer(ERIN, first.id, "Start").await;
    assert!(said.starts_with("The tournament has started"), "{said}");
    // Dave's account, with its first chips, exists before his late press.
    h.rumino(DAVE, "balance", json!({})).await;
    let started = snapshot(&h, 1, DAVE).await;
    assert_eq!(
        (started.0, started.1, started.2),
        (TournamentStatus::Running, 4, 2400),
        "three computers fill the field, the house covering their buy-ins"
    );
    // The message takes no more presses; a client showing the old one still sends them.
    let edited = h
        .standin
        .wait_message(T, |m| {
            m.id == first.id && m.button("Sign up").is_some_and(|b| b.disabled)
        })
        .await;
    assert!(edited.is_some(), "{}", h.table(first.id).text());
    for (user, button, answer) in [
        (DAVE, "Sign up", "This tournament has started"),
        (ALICE, "Start", "This tournament has already started"),
    ] {
        let id = first.button(button).and_then(|b| b.custom_id).unwrap();
        let press = h.standin.click(user, CHANNEL_ID, first.id, &id);
        let said = press.response().await;
        assert!(
            said.is_ephemeral() && said.content().starts_with(answer),
            "{said:?}"
        );
    }
    assert_eq!(snapshot(&h, 1, DAVE).await, started);
    h.standin.assert_no_violations();
}
