//! End-to-end: a server whose language is French, with a French, a German and a Spanish
//! player. The table message speaks the server's language and each hand its reader's, from its
//! buttons to its last line, with no English left; `/rumino help` answers each in their own.

use std::time::Duration;

use rumino::lang::{catalogue::said, Lang};
use serde_json::json;

use crate::support::{harness::Harness, standin::*};

const WAIT: Duration = Duration::from_secs(30);

/// English words that are no words of French, German or Spanish, outside the commands in
/// backticks (which Discord names as `commands.ftl` does).
fn english(text: &str) -> Vec<String> {
    let code = regex::Regex::new(r"`[^`]*`").expect("regex");
    let text = code.replace_all(text, "");
    let words = regex::Regex::new(
        r"\b(the|and|you|your|draw|discard|cards|pool|turn|seats|join|leave|players?|hand|with)\b",
    )
    .expect("regex");
    words
        .find_iter(&text.to_lowercase())
        .map(|m| m.as_str().to_owned())
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_french_server_and_its_german_and_spanish_players_read_their_own_languages() {
    let mut config = StandInConfig::default();
    for g in &mut config.guilds {
        g.locale = "fr".to_owned();
    }
    for u in &mut config.users {
        u.locale = match u.id {
            ALICE => "fr",
            BOB => "de",
            _ => "es-ES",
        }
        .to_owned();
    }
    let h = Harness::with(config, &[]).await;
    let s = &h.standin;
    let lobby = s
        .slash(ALICE, CHANNEL_ID, "rumino", "start rummy", json!({}), "fr")
        .reply()
        .await;
    let (fr, de) = (Lang::Fr, Lang::De);
    assert!(
        lobby.button(said(fr, "table-join")).is_some(),
        "a French lobby: {}",
        lobby.text()
    );
    s.press(BOB, &h.table(lobby.id), said(fr, "table-join"))
        .response()
        .await;
    s.press(ALICE, &h.table(lobby.id), said(fr, "table-start"))
        .response()
        .await;
    let table = s
        .wait_message_id(lobby.id, WAIT, |m| {
            m.button(said(fr, "table-show-my-hand")).is_some()
        })
        .await
        .unwrap_or_else(|| panic!("not started: {}", h.table(lobby.id).text()));
    let text = table.text();
    assert!(english(&text).is_empty(), "English in the table: {text}");
    for b in table.buttons() {
        let label = b.label.unwrap_or_default();
        assert!(english(&label).is_empty(), "an English button: {label}");
    }

    // Each player's hand is in their own language, whatever the table's.
    for (user, lang) in [(ALICE, fr), (BOB, de)] {
        let hand = s
            .press(user, &table, said(fr, "table-show-my-hand"))
            .reply()
            .await;
        assert!(hand.is_ephemeral());
        let text = hand.text();
        assert!(
            english(&text).is_empty(),
            "{lang:?}: English in a hand: {text}"
        );
        let labels: Vec<String> = hand.buttons().into_iter().filter_map(|b| b.label).collect();
        assert!(
            labels.iter().any(
                |l| [said(lang, "table-refresh"), said(lang, "table-draw-stock")]
                    .contains(&l.as_str())
            ),
            "{lang:?}: {labels:?}"
        );
        for label in &labels {
            assert!(
                english(label).is_empty(),
                "{lang:?}: an English button: {label}"
            );
        }
    }

    // Help answers each in their own language.
    for (user, locale, lang) in [
        (ALICE, "fr", fr),
        (BOB, "de", de),
        (CAROL, "es-ES", Lang::Es),
    ] {
        let help = s
            .slash(user, CHANNEL_ID, "rumino", "help", json!({}), locale)
            .reply()
            .await;
        let text = help.text();
        assert!(
            english(&text).is_empty(),
            "{lang:?}: English in help: {text}"
        );
    }
    s.assert_no_violations();
}
