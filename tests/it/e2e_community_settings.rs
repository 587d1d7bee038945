//! End-to-end: server settings through the real `rumino run` binary against the local Discord
//! stand-in: they need Manage Server, bad values change nothing, and what is saved is what new
//! accounts, the daily grant and new tables then use. And an Italian and an English player at one
//! table each read their language: hands, refusals and the rules.

use std::time::Duration;

use crate::support::{harness::Harness, standin::*};
use rumino::ids::GuildId;
use serde_json::{json, Value};

const T: Duration = Duration::from_secs(30);
const GUILD: GuildId = GuildId(GUILD_ID as i64);

/// The steps of this file's tests, on the shared harness (a trait of the file's own, so
/// each file names its steps as it likes).
trait SettingsSteps {
    async fn ask(&self, user: u64, sub: &str, options: Value, locale: &str) -> StoredMessage;
}

impl SettingsSteps for Harness {
    /// `/rumino <sub>` by `user` in `locale` (`/rumino-settings <rest>` for `settings <rest>`),
    /// and the message it gets.
    async fn ask(&self, user: u64, sub: &str, options: Value, locale: &str) -> StoredMessage {
        let (command, sub) = match sub.strip_prefix("settings ") {
            Some(rest) => ("rumino-settings", rest),
            None => ("rumino", sub),
        };
        self.standin
            .slash(user, CHANNEL_ID, command, sub, options, locale)
            .reply()
            .await
    }
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
        .ask(
            ALICE,
            "settings server",
            json!({"daily_grant": 500}),
            "en-US",
        )
        .await;
    assert!(r.is_ephemeral());
    assert!(r.text().contains("Manage Server"), "{}", r.text());
    assert_eq!(store.server_settings(GUILD).await.unwrap(), None);
    // Erin has it: she sees the defaults.
    let r = h.ask(ERIN, "settings server", json!({}), "en-US").await;
    assert!(r.text().contains("Daily grant:** 100"), "{}", r.text());
    // A value out of Rumino's range cannot be sent; forged, it is refused and nothing is saved.
    let seats = json!({"seats": 9, "stake": 5});
    assert!(h
        .standin
        .client_refusal(CHANNEL_ID, "rumino-settings", "rumino", &seats)
        .is_some());
    let r = h
        .standin
        .forged_slash(
            ERIN,
            CHANNEL_ID,
            "rumino-settings",
            "rumino",
            seats,
            "en-US",
        )
        .reply()
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
            "settings server",
            json!({"daily_grant": 500, "starting_chips": 2000, "this_channel": 0}),
            "it",
        )
        .await;
    assert!(r.text().contains("Impostazioni salvate"), "{}", r.text());
    assert!(
        r.text().contains("Fiches giornaliere:** 500"),
        "{}",
        r.text()
    );
    // Rumino's defaults, in Italian under the Italian names.
    let r = h
        .ask(
            ERIN,
            "settings rumino",
            json!({"stake": 25, "undercut_penalty": true, "rebuy_seconds": 45}),
            "it",
        )
        .await;
    assert!(r.text().contains("Impostazioni salvate"), "{}", r.text());
    for line in [
        "`posta`: 25",
        "`penalita_bussata`: sì",
        "`secondi_rientro`: 45",
    ] {
        assert!(r.text().contains(line), "{line}: {}", r.text());
    }
    // Rummy's are its own: Rumino's stake does not reach it.
    let r = h
        .ask(ERIN, "settings rummy", json!({"target": 100}), "en-US")
        .await;
    for line in [
        "`target`: 100 — set by this server",
        "`stake`: 10\n",
        "`seats`: 6\n",
    ] {
        assert!(r.text().contains(line), "{line}: {}", r.text());
    }
    assert!(!r.text().contains("knock"), "{}", r.text());
    // A new player opens an account with the server's starting chips; the daily grant is 500.
    let r = h.ask(BOB, "balance", json!({}), "en-US").await;
    assert!(r.text().contains("2,000"), "{}", r.text());
    let r = h.ask(BOB, "daily", json!({}), "en-US").await;
    assert!(r.text().contains("2,500"), "{}", r.text());
    // Tables only here, with the server's default stake.
    let r = h
        .standin
        .slash(
            CAROL,
            CHANNEL_2_ID,
            "rumino",
            "start rumino",
            json!({}),
            "en-US",
        )
        .reply()
        .await;
    assert!(
        r.text().contains("cannot be opened in this channel"),
        "{}",
        r.text()
    );
    let r = h.ask(CAROL, "start rumino", json!({}), "en-US").await;
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
            "start rumino",
            json!({"undercut_penalty": false, "rebuy_seconds": 20}),
            "en-US",
        )
        .await;
    assert!(!r.text().contains("+10 to a knocker"), "{}", r.text());
    let options = table_options(&store).await;
    assert_eq!(options["game"]["undercut_penalty"], false);
    assert_eq!(options["rebuy_seconds"], 20);
    // A Rummy table opens with the server's Rummy target, shown in its footer.
    h.ask(CAROL, "cancel", json!({}), "en-US").await;
    let r = h.ask(CAROL, "start rummy", json!({}), "en-US").await;
    assert!(r.text().contains("to 100 points"), "{}", r.text());
    assert!(r.text().contains("stake 10"), "{}", r.text());
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
    let table = h
        .ask(ALICE, "start rumino", json!({"stake": 0}), "it")
        .await;
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
    let r = h.ask(ALICE, "start rumino", json!({}), "it").await;
    assert!(
        r.text().contains("In questo canale c'è già un tavolo"),
        "{}",
        r.text()
    );
    let r = h.ask(BOB, "start rumino", json!({}), "en-US").await;
    assert!(r.text().contains("already has a table"), "{}", r.text());
    // So does a bad option value (forged: no client sends it), checked before the channel
    // is, under the option's Italian name.
    let r = h
        .standin
        .forged_slash(
            ALICE,
            CHANNEL_ID,
            "rumino",
            "start rumino",
            json!({"seats": 9}),
            "it",
        )
        .reply()
        .await;
    assert!(
        r.text()
            .contains("`posti` deve essere un numero intero da 2 a 6."),
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
