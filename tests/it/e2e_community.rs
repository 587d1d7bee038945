//! End-to-end: the community commands of the real `rumino run` binary against the local Discord
//! stand-in: chips and the daily grant, leaderboards and their paging, statistics and history of
//! another player, server settings and their permission, and Italian beside English.

use crate::gen;

use std::time::Duration;

use crate::support::{harness::Harness, standin::*};
use rumino::{
    games::GameKind,
    i18n::Lang,
    ids::{GuildId, PlayerId},
    store::{LeaderValue, Ranking},
};
use serde_json::{json, Value};

const T: Duration = Duration::from_secs(30);
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
    let total = store
        .leaderboard_len(GUILD, GameKind::Rumino, Ranking::GamesWon, None, false, 0)
        .await
        .unwrap();
    assert!(total > 20, "{total}");
    let alice = store
        .rank_of(
            GUILD,
            GameKind::Rumino,
            Ranking::GamesWon,
            None,
            false,
            0,
            PlayerId(ALICE as i64),
        )
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
    let first = store
        .leaderboard(
            GUILD,
            GameKind::Rumino,
            Ranking::GamesWon,
            None,
            false,
            0,
            10,
            0,
        )
        .await
        .unwrap();
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
    let second = store
        .leaderboard(
            GUILD,
            GameKind::Rumino,
            Ranking::GamesWon,
            None,
            false,
            0,
            10,
            10,
        )
        .await
        .unwrap();
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
            GUILD,
            GameKind::Rumino,
            Ranking::NetChips,
            None,
            false,
            0,
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
    assert!(
        text.contains("Chips in this server — balances now"),
        "{text}"
    );
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
            GUILD,
            GameKind::Rumino,
            Ranking::RebuysSurvived,
            None,
            false,
            0,
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
async fn a_leaderboard_by_rating_of_a_game_that_keeps_none_is_refused_kindly() {
    let h = Harness::with_games(10).await;
    // `by` is a choice: rating is the eleventh; the game is Rumino, which keeps no rating.
    let en = h
        .ask(ALICE, "leaderboard", json!({"by": 10, "game": 0}), "en-US")
        .await;
    assert!(en.is_ephemeral());
    let rated: Vec<&str> = GameKind::rated_games()
        .iter()
        .map(|g| rumino::i18n::game_name(rumino::i18n::Lang::En, *g))
        .collect();
    assert!(en.text().contains("Rumino has no rating"), "{}", en.text());
    for game in &rated {
        assert!(en.text().contains(game), "{}", en.text());
    }
    // No game named: the first game that rates, whose ratings are as they stand this week too.
    let it = h
        .ask(BOB, "leaderboard", json!({"by": 10, "period": 2}), "it")
        .await;
    let text = it.text();
    if rated.is_empty() {
        assert!(text.contains("nessun gioco ne tiene uno"), "{text}");
    } else {
        assert!(
            text.contains("Punteggio Elo") && text.contains("il periodo non vale"),
            "{text}"
        );
    }
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

/// `/rumino rules` as `user` reads it in `locale`: the answer and its follow-ups (the rules come
/// in several messages, sent one after another), as one text.
async fn all_rules(h: &Harness, user: u64, locale: &str) -> String {
    let i = h
        .standin
        .slash(user, CHANNEL_ID, "rumino", "rules", json!({}), locale);
    i.reply().await;
    // The follow-ups are sent at once; wait until no more come.
    let mut seen = 0;
    loop {
        let now = i
            .wait_followups(seen + 1, Duration::from_secs(2))
            .await
            .len();
        if now == seen {
            break;
        }
        seen = now;
    }
    let mut text = i.original().map(|m| m.text()).unwrap_or_default();
    for m in i.followups() {
        text.push('\n');
        text.push_str(&m.text());
    }
    text
}

/// The options of the one open table (stored with its host and opening time).
async fn table_options(store: &rumino::store::Store) -> Value {
    let open = store.open_tables().await.unwrap();
    assert_eq!(open.len(), 1, "one open table");
    let params: Value = serde_json::from_str(&open[0].options).unwrap();
    params["options"].clone()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn settings_need_manage_server_and_bad_values_change_nothing() {
    let h = Harness::start().await;
    let store = h.store().await;
    // Alice has no Manage Server: refused, nothing saved.
    let r = h
        .ask(ALICE, "settings", json!({"daily_grant": 500}), "en-US")
        .await;
    assert!(r.is_ephemeral());
    assert!(r.text().contains("Manage Server"), "{}", r.text());
    assert_eq!(store.server_settings(GUILD).await.unwrap(), None);
    // Erin has it: she sees the defaults.
    let r = h.ask(ERIN, "settings", json!({}), "en-US").await;
    assert!(r.text().contains("Daily grant:** 100"), "{}", r.text());
    // A bad value: a clear error, nothing saved.
    let r = h
        .ask(
            ERIN,
            "settings",
            json!({"seats": 9, "daily_grant": 500}),
            "en-US",
        )
        .await;
    assert!(
        r.text()
            .contains("`seats` must be a whole number from 2 to 6. Nothing was changed."),
        "{}",
        r.text()
    );
    assert_eq!(store.server_settings(GUILD).await.unwrap(), None);
    // Good values, and only this channel hosts tables (`this_channel` 0: allow here).
    let r = h
        .ask(
            ERIN,
            "settings",
            json!({"daily_grant": 500, "starting_chips": 2000, "stake": 25, "this_channel": 0,
                   "undercut_penalty": true, "rebuy_seconds": 45}),
            "it",
        )
        .await;
    assert!(r.text().contains("Impostazioni salvate"), "{}", r.text());
    assert!(
        r.text().contains("sciolte più basse, di norma:** sì"),
        "{}",
        r.text()
    );
    assert!(
        r.text()
            .contains("Tempo per il rientro predefinito:** 45 s"),
        "{}",
        r.text()
    );
    assert!(
        r.text().contains("Fiches giornaliere:** 500"),
        "{}",
        r.text()
    );
    // A new player opens an account with the server's starting chips; the daily grant is 500.
    let r = h.ask(BOB, "balance", json!({}), "en-US").await;
    assert!(r.text().contains("2,000"), "{}", r.text());
    let r = h.ask(BOB, "daily", json!({}), "en-US").await;
    assert!(r.text().contains("2,500"), "{}", r.text());
    // Tables only here, with the server's default stake.
    let r = h
        .standin
        .slash(CAROL, CHANNEL_2_ID, "rumino", "start", json!({}), "en-US")
        .reply()
        .await;
    assert!(
        r.text().contains("cannot be opened in this channel"),
        "{}",
        r.text()
    );
    let r = h.ask(CAROL, "start", json!({}), "en-US").await;
    assert!(r.button("Join").is_some(), "{}", r.text());
    assert!(r.text().contains("stake 25"), "{}", r.text());
    // R14 and R21 table options come from the server's defaults...
    assert!(
        r.text().contains("+10 to a knocker not strictly lowest"),
        "{}",
        r.text()
    );
    let options = table_options(&store).await;
    assert_eq!(options["game"]["undercut_penalty"], true);
    assert_eq!(options["rebuy_seconds"], 45);
    // ...or from `/rumino start` itself.
    h.ask(CAROL, "cancel", json!({}), "en-US").await;
    let r = h
        .ask(
            CAROL,
            "start",
            json!({"undercut_penalty": false, "rebuy_seconds": 20}),
            "en-US",
        )
        .await;
    assert!(!r.text().contains("+10 to a knocker"), "{}", r.text());
    let options = table_options(&store).await;
    assert_eq!(options["game"]["undercut_penalty"], false);
    assert_eq!(options["rebuy_seconds"], 20);
    let report = store.check().await.unwrap();
    assert!(report.is_ok(), "{report:?}");
    h.standin.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_italian_and_an_english_player_at_one_table_each_read_their_language() {
    let mut config = StandInConfig::default();
    for u in &mut config.users {
        if u.id == ALICE {
            u.locale = "it".to_owned();
        }
    }
    let h = Harness::with(config, &[]).await;
    let table = h.ask(ALICE, "start", json!({"stake": 0}), "it").await;
    // The public message is in the server's language (English here), for everyone.
    assert!(table.button("Join").is_some(), "{}", table.text());
    assert!(table.text().contains("friendly game"), "{}", table.text());
    let join = h.standin.press(BOB, &table, "Join").response().await;
    assert_eq!(join.kind, 6, "a join is acknowledged silently");
    h.standin.press(ALICE, &table, "Start").response().await;
    let playing = h
        .standin
        .wait_message(T, |m| {
            m.id == table.id && m.button("Show my hand").is_some()
        })
        .await
        .unwrap_or_else(|| panic!("the game did not start\n{}", h.bot.log()));
    let alice = h
        .standin
        .press(ALICE, &playing, "Show my hand")
        .reply()
        .await;
    let bob = h.standin.press(BOB, &playing, "Show my hand").reply().await;
    assert!(alice.is_ephemeral() && bob.is_ephemeral());
    assert!(alice.text().contains("La tua mano"), "{}", alice.text());
    assert!(alice.text().contains("Scarto:"), "{}", alice.text());
    assert!(bob.text().contains("Your hand"), "{}", bob.text());
    assert!(!bob.text().contains("La tua mano"));
    // Whoever is on turn sees the draw button in their own language.
    let labels: Vec<String> = [&alice, &bob]
        .iter()
        .flat_map(|m| m.buttons())
        .filter_map(|b| b.label)
        .collect();
    assert!(
        labels
            .iter()
            .any(|l| l == "Pesca dal mazzo" || l == "Draw from stock"),
        "{labels:?}"
    );
    for b in alice.buttons() {
        assert_ne!(
            b.label.as_deref(),
            Some("Draw from stock"),
            "Alice reads Italian"
        );
    }
    // A refusal follows the player's language too.
    let r = h.ask(ALICE, "start", json!({}), "it").await;
    assert!(
        r.text().contains("In questo canale c'è già un tavolo"),
        "{}",
        r.text()
    );
    let r = h.ask(BOB, "start", json!({}), "en-US").await;
    assert!(r.text().contains("already has a table"), "{}", r.text());
    // So does a bad option value, checked before the channel is.
    let r = h.ask(ALICE, "start", json!({"seats": 9}), "it").await;
    assert!(
        r.text()
            .contains("`seats` deve essere un numero intero da 2 a 8."),
        "{}",
        r.text()
    );
    // And the rules: the same sections, each in the reader's language.
    let rules = all_rules(&h, ALICE, "it").await;
    assert!(
        rules.contains("Carte") && rules.contains("Combinazioni"),
        "{rules}"
    );
    assert!(!rules.contains("Lays (melds)"), "{rules}");
    assert!(rules.contains("Decisioni del progetto"), "{rules}");
    let rules = all_rules(&h, BOB, "en-US").await;
    assert!(rules.contains("Lays (melds)"), "{rules}");
    assert!(rules.contains("Project decisions"), "{rules}");
    h.standin.assert_no_violations();
}
