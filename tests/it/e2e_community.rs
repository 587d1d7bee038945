//! End-to-end: the community commands of the real `rumino run` binary against the local Discord
//! stand-in: chips and the daily grant, leaderboards and their paging, statistics and history of
//! another player. Server settings and Italian beside English are in `e2e_community_settings`.

use crate::gen;

use crate::support::{harness::Harness, standin::*};
use rumino::{
    games::GameKind,
    i18n::Lang,
    ids::{GuildId, PlayerId},
    store::{LeaderValue, Leaderboard, Ranking},
};
use serde_json::{json, Value};

const GUILD: GuildId = GuildId(GUILD_ID as i64);

/// The steps of this file's tests, on the shared harness (a trait of the file's own, so
/// each file names its steps as it likes).
trait CommunitySteps {
    async fn with_games(n: usize) -> Harness;
    async fn ask(&self, user: u64, sub: &str, options: Value, locale: &str) -> StoredMessage;
}

impl CommunitySteps for Harness {
    /// A bot whose database already holds `n` finished games among 300 players, Alice and Bob
    /// among them (as players 3 and 4).
    async fn with_games(n: usize) -> Harness {
        Harness::prepared(StandInConfig::default(), &[], |db| async move {
            seed(&db, n).await;
        })
        .await
    }

    /// `/rumino <sub>` by `user` in `locale`, and the message it gets.
    async fn ask(&self, user: u64, sub: &str, options: Value, locale: &str) -> StoredMessage {
        self.standin
            .slash(user, CHANNEL_ID, "rumino", sub, options, locale)
            .reply()
            .await
    }
}

/// Writes `n` generated finished games (balances set directly, no ledger) into a new database at
/// `db`, Alice and Bob among the players (as players 3 and 4).
async fn seed(db: &str, n: usize) {
    let games = gen::generate(7, n, 300, 3, 1_700_000_000_000, 60_000, 50);
    let people = [(3, ALICE as i64), (4, BOB as i64)];
    gen::seed_database(db, GUILD.0, games, gen::accounts(7, 300, 3), &people).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn balance_and_the_daily_grant_once_per_day() {
    let mut h = Harness::start().await;
    let r = h.ask(ALICE, "balance", json!({}), "en-US").await;
    assert!(r.is_ephemeral());
    assert!(r.text().contains("1,000"), "{}", r.text());
    let r = h.ask(ALICE, "daily", json!({}), "en-US").await;
    assert!(
        r.text().contains("100") && r.text().contains("1,100"),
        "{}",
        r.text()
    );
    let r = h.ask(ALICE, "daily", json!({}), "en-US").await;
    assert!(r.text().contains("already claimed"), "{}", r.text());
    assert_eq!(
        h.store()
            .await
            .balance(GUILD, PlayerId(ALICE as i64))
            .await
            .unwrap(),
        Some(1100)
    );
    // 23 hours later: still refused; 25 hours later: granted.
    h.restart(&[("RUMINO_CLOCK_OFFSET_MS", "82800000")]).await;
    let r = h.ask(ALICE, "daily", json!({}), "en-US").await;
    assert!(r.text().contains("already claimed"), "{}", r.text());
    h.restart(&[("RUMINO_CLOCK_OFFSET_MS", "90000000")]).await;
    let r = h.ask(ALICE, "daily", json!({}), "it").await;
    assert!(r.text().contains("1.200"), "{}", r.text());
    let store = h.store().await;
    assert_eq!(
        store.balance(GUILD, PlayerId(ALICE as i64)).await.unwrap(),
        Some(1200)
    );
    let report = store.check().await.unwrap();
    assert!(report.is_ok(), "{report:?}");
    h.standin.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn leaderboards_page_with_buttons_and_show_your_own_rank() {
    let h = Harness::with_games(3000).await;
    let store = h.store().await;
    let won = Leaderboard::all_time(GUILD, GameKind::Rumino, Ranking::GamesWon);
    let total = store.leaderboard_len(&won).await.unwrap();
    assert!(total > 20, "{total}");
    let alice = store
        .rank_of(&won, PlayerId(ALICE as i64))
        .await
        .unwrap()
        .expect("Alice is ranked");
    // `by` is a choice: sent as its index (games won is the second).
    let page1 = h.ask(ALICE, "leaderboard", json!({"by": 1}), "en-US").await;
    assert!(page1.is_ephemeral());
    let text = page1.text();
    assert!(
        text.contains("Games won") && text.contains("Page 1 of"),
        "{text}"
    );
    assert!(
        text.contains(&format!("Your rank: **#{}**", alice.rank)),
        "{text}"
    );
    let first = store.leaderboard(&won, 10, 0).await.unwrap();
    assert!(
        text.contains(&format!("<@{}>", first[0].player_id.0)),
        "{text}"
    );
    assert!(
        text.contains("Computer players"),
        "ranked separately by default: {text}"
    );
    let page2 = h.standin.press(ALICE, &page1, "Next ▶").reply().await;
    assert_eq!(page2.id, page1.id, "the page is replaced in place");
    let text2 = page2.text();
    assert!(text2.contains("Page 2 of"), "{text2}");
    let second = store.leaderboard(&won, 10, 10).await.unwrap();
    assert!(
        text2.contains(&format!(
            "**{}.** <@{}>",
            second[0].rank, second[0].player_id.0
        )),
        "{text2}"
    );
    // A stale page's button (Next from page 1, pressed again) still works: it is queried anew.
    let stale = page1.button("Next ▶").unwrap().custom_id.unwrap();
    let again = h
        .standin
        .click(ALICE, CHANNEL_ID, page1.id, &stale)
        .reply()
        .await;
    assert!(again.text().contains("Page 2 of"), "{}", again.text());
    let back = h.standin.press(ALICE, &again, "◀ Previous").reply().await;
    assert!(back.text().contains("Page 1 of"), "{}", back.text());
    // No `by`: the net chips won in Rumino, signed, with separators, the store's leader first;
    // players who never played Rumino are not on it.
    let net = h.ask(ALICE, "leaderboard", json!({}), "en-US").await;
    let text = net.text();
    let top = store
        .leaderboard(
            &Leaderboard::all_time(GUILD, GameKind::Rumino, Ranking::NetChips),
            1,
            0,
        )
        .await
        .unwrap();
    let best = rumino::i18n::leader_value(Lang::En, Ranking::NetChips, top[0].value);
    assert!(best.starts_with('+'), "{best}");
    let shown = format!("**1.** <@{}> — {best}", top[0].player_id.0);
    assert!(
        text.contains("Rumino leaderboard — Net chips won, all time") && text.contains(&shown),
        "{shown}\n{text}"
    );
    // The server's balances are their own board (`by` choice 12), the same for any game.
    let balances = h
        .ask(ALICE, "leaderboard", json!({"by": 11, "game": 3}), "en-US")
        .await;
    let text = balances.text();
    assert!(text.contains("Chips here — balances now"), "{text}");
    assert!(!text.contains("Rummoli"), "{text}");
    assert!(!text.contains("Computer players"), "{text}");
    // Win rate over this week: nobody has played this week (the games are from 2023).
    let week = h
        .ask(BOB, "leaderboard", json!({"by": 2, "period": 2}), "it")
        .await;
    assert!(
        week.text().contains("Percentuale di vittorie"),
        "{}",
        week.text()
    );
    assert!(
        week.text().contains(
            "Non sei ancora in questa classifica: non hai finito una partita a Rumino in questo \
             periodo."
        ),
        "{}",
        week.text()
    );
    assert!(
        week.text()
            .contains("di questa settimana di calendario (da lunedì, UTC)"),
        "{}",
        week.text()
    );
    // Rebuys survived (the seventh choice), all time, in Italian: the store's leader leads.
    let survived = h.ask(BOB, "leaderboard", json!({"by": 6}), "it").await;
    let top = store
        .leaderboard(
            &Leaderboard::all_time(GUILD, GameKind::Rumino, Ranking::RebuysSurvived),
            10,
            0,
        )
        .await
        .unwrap();
    assert!(
        !top.is_empty() && top[0].value != LeaderValue::Count(0),
        "{top:?}"
    );
    assert!(
        survived.text().contains("Rientri superati")
            && survived
                .text()
                .contains(&format!("**1.** <@{}>", top[0].player_id.0)),
        "{}",
        survived.text()
    );
    h.standin.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_leaderboard_by_rating_shows_every_game_its_ratings_as_they_stand() {
    let h = Harness::with_games(10).await;
    // Every game keeps a rating: the kind refusal for a game that keeps none
    // (`i18n::no_rating_in_game`) waits for a game added without one.
    assert_eq!(GameKind::rated_games(), GameKind::ALL.to_vec());
    // `by` is a choice: rating is the eleventh; the game is Rumino.
    let en = h
        .ask(ALICE, "leaderboard", json!({"by": 10, "game": 0}), "en-US")
        .await;
    assert!(en.is_ephemeral());
    // The generated games were not rated: nobody has a Rumino rating yet.
    let text = en.text();
    assert!(
        text.contains("Rumino leaderboard — Rating") && text.contains("no Rumino rating"),
        "{text}"
    );
    // No game named: the first game that rates, whose ratings are as they stand this week too.
    let it = h
        .ask(BOB, "leaderboard", json!({"by": 10, "period": 2}), "it")
        .await;
    let text = it.text();
    assert!(
        text.contains("Punteggio Elo") && text.contains("il periodo non vale"),
        "{text}"
    );
    h.standin.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn stats_and_history_of_another_player() {
    let h = Harness::with_games(2000).await;
    let store = h.store().await;
    let bob = PlayerId(BOB as i64);
    let stats = store
        .player_stats(GUILD, GameKind::Rumino, bob)
        .await
        .unwrap();
    assert!(stats.games > 0);
    let of_bob = json!([{"name": "player", "type": 6, "value": BOB.to_string()}]);
    let r = h.ask(ALICE, "stats", of_bob.clone(), "en-US").await;
    let text = r.text();
    assert!(text.contains("Rumino stats of Bob"), "{text}");
    assert!(text.contains(&format!("Games: {}", stats.games)), "{text}");
    assert!(text.contains(&format!("Wins: {}", stats.wins)), "{text}");
    assert!(
        text.contains(&format!("Win rate: {:.1}%", stats.win_rate * 100.0)),
        "{text}"
    );
    let r = h.ask(ALICE, "history", of_bob, "it").await;
    let text = r.text();
    assert!(text.contains("Ultime partite a Rumino di Bob"), "{text}");
    let last = &store
        .history(GUILD, GameKind::Rumino, bob, 1)
        .await
        .unwrap()[0];
    assert!(
        text.contains(&format!("<t:{}:d>", last.ended_at / 1000)),
        "{text}"
    );
    // Your own, with no games yet.
    let r = h.ask(CAROL, "stats", json!({}), "en-US").await;
    assert!(
        r.text().contains("has not finished a Rumino game"),
        "{}",
        r.text()
    );
    h.standin.assert_no_violations();
}
