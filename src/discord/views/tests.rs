//! Views against Discord's limits, with six players with the longest names, in every phase; and
//! the public message never shows a hand in play.

use super::*;
use crate::{
    cards::{CardId, CardList},
    games::rumino::{Action, Hand},
    ids::{ChannelId, GuildId, PlayerId, TableId},
    table::{SeatInfo, TableCommand, TableOptions, TableState},
};

const T0: i64 = 1_700_000_000_000;

fn long_name(i: i64) -> String {
    format!("{i}{}", "Ŵ".repeat(31))
}

fn six_players() -> TableState {
    let host = SeatInfo {
        player: PlayerId(1),
        name: long_name(1),
        computer: None,
    };
    let mut s = TableState::new(
        TableId(i64::MAX),
        GuildId(1),
        ChannelId(1),
        host,
        TableOptions::default(),
        T0,
    );
    for i in 2..=6 {
        s.apply(
            &TableCommand::Join {
                player: PlayerId(i),
                name: long_name(i),
            },
            T0,
        )
        .unwrap();
    }
    s
}

fn playing() -> TableState {
    let mut s = six_players();
    s.apply(
        &TableCommand::Start {
            by: PlayerId(1),
            draw: CardId::all().collect(),
            dealer_by_game: true,
        },
        T0,
    )
    .unwrap();
    s.apply(
        &TableCommand::Deal {
            order: CardId::all().collect(),
            reshuffle_seed: 0,
        },
        T0,
    )
    .unwrap();
    // A few turns, so the last actions are listed.
    for _ in 0..4 {
        let seat = rumino_hand(&s).turn;
        let player = s.players[seat].player;
        act(&mut s, player, Action::DrawStock);
        let card = *rumino_hand(&s).faces(seat).last().unwrap();
        act(&mut s, player, Action::Discard(card));
    }
    s
}

/// The Rumino hand in play at `s`.
fn rumino_hand(s: &TableState) -> &Hand {
    s.live_game().unwrap().as_rumino().unwrap().hand().unwrap()
}

/// `player` plays `action`, which must be legal.
fn act(s: &mut TableState, player: PlayerId, action: Action) {
    let act = TableCommand::Act {
        player,
        action: action.into(),
    };
    s.apply(&act, T0).unwrap();
}

/// Checks a message's JSON against Discord's limits.
pub(super) fn check_limits(json: &serde_json::Value) {
    if let Some(content) = json.get("content").and_then(|c| c.as_str()) {
        assert!(content.chars().count() <= 2000);
    }
    for embed in json
        .get("embeds")
        .and_then(|e| e.as_array())
        .into_iter()
        .flatten()
    {
        let len = |k: &str| {
            embed
                .get(k)
                .and_then(|v| v.as_str())
                .map_or(0, |s| s.chars().count())
        };
        assert!(len("title") <= 256 && len("description") <= 4096);
        for f in embed
            .get("fields")
            .and_then(|f| f.as_array())
            .into_iter()
            .flatten()
        {
            assert!(f["name"].as_str().unwrap().chars().count() <= 256);
            assert!(f["value"].as_str().unwrap().chars().count() <= 1024);
        }
    }
    let rows = json
        .get("components")
        .and_then(|c| c.as_array())
        .cloned()
        .unwrap_or_default();
    assert!(rows.len() <= 5);
    let mut ids = std::collections::HashSet::new();
    for row in rows {
        let buttons = row["components"].as_array().unwrap();
        assert!(!buttons.is_empty() && buttons.len() <= 5);
        for b in buttons {
            assert!(b["label"].as_str().unwrap().chars().count() <= 80);
            let id = b["custom_id"].as_str().unwrap();
            assert!(
                id.len() <= 100 && ids.insert(id.to_owned()),
                "custom ids unique: {id}"
            );
        }
    }
}

fn table_json(s: &TableState) -> serde_json::Value {
    let m = table_message(s);
    let body = poise::serenity_prelude::EditMessage::new()
        .embed(m.embed)
        .components(m.components);
    serde_json::to_value(body).unwrap()
}

fn hand_json(s: &TableState, player: PlayerId) -> serde_json::Value {
    hand_json_in(s, player, Some("note"), crate::i18n::Lang::En)
}

fn hand_json_in(
    s: &TableState,
    player: PlayerId,
    note: Option<&str>,
    lang: crate::i18n::Lang,
) -> serde_json::Value {
    let m = hand_message(s, player, note, lang, None);
    let body = poise::serenity_prelude::EditInteractionResponse::new()
        .content(m.content)
        .components(m.components);
    serde_json::to_value(body).unwrap()
}

#[test]
fn the_lobby_message_fits_and_offers_the_lobby_buttons() {
    let json = table_json(&six_players());
    check_limits(&json);
    let text = json.to_string();
    for label in ["Join", "Leave", "Add computer player", "Start"] {
        assert!(text.contains(&format!("\"label\":\"{label}\"")), "{label}");
    }
}

#[test]
fn the_playing_message_fits_and_never_shows_a_hand_in_play() {
    let s = playing();
    let json = table_json(&s);
    check_limits(&json);
    let text = json.to_string();
    assert!(
        text.contains("Show my hand") && text.contains("<t:"),
        "countdown shown"
    );
    let hand = rumino_hand(&s);
    for seat in 0..6 {
        let cards = CardList(&hand.faces(seat)).to_string();
        assert!(
            !text.contains(&cards),
            "seat {seat}'s hand is in the public message"
        );
    }
}

#[test]
fn every_players_hand_fits_and_offers_only_legal_actions() {
    let s = playing();
    let hand = rumino_hand(&s);
    for seat in 0..6 {
        let player = s.players[seat].player;
        let json = hand_json(&s, player);
        check_limits(&json);
        let text = json.to_string();
        assert!(text.contains(
            &CardList(&hand.faces(seat))
                .to_string()
                .split(' ')
                .next()
                .unwrap()
                .to_string()
        ));
        let on_turn = hand.turn == seat;
        assert_eq!(text.contains("Draw from stock"), on_turn, "seat {seat}");
        assert!(!text.contains("Discard "), "no discards before drawing");
    }
    // After drawing, one discard button per distinct card.
    let mut s = s;
    let player = s.players[rumino_hand(&s).turn].player;
    act(&mut s, player, Action::DrawStock);
    let json = hand_json(&s, player);
    check_limits(&json);
    assert!(json.to_string().matches("Discard ").count() >= 7);
    // A stranger sees no hand.
    assert!(hand_json(&s, PlayerId(99))
        .to_string()
        .contains("not seated"));
}

#[test]
fn rules_pages_fit_discord_in_every_language() {
    use crate::i18n::Lang;
    let section_titles = |lang| -> Vec<String> {
        crate::discord::commands::rules_embeds(lang, crate::games::GameKind::Rumino)
            .iter()
            .flatten()
            .map(|e| serde_json::to_value(e).unwrap()["title"].to_string())
            .collect()
    };
    let (en, it) = (section_titles(Lang::En), section_titles(Lang::It));
    assert_eq!(en.len(), it.len(), "one Italian section per English one");
    assert_ne!(en, it);
    assert!(it.iter().any(|t| t.contains("Punteggi")), "{it:?}");
    use crate::games::GameKind;
    for lang in Lang::ALL {
        for (game, prefix, last) in [
            (GameKind::Rumino, 'R', 25),
            (GameKind::Rummy, 'Y', 24),
            (GameKind::Ramino, 'T', 23),
            (GameKind::Rummoli, 'L', 26),
            (GameKind::Rumminy, 'N', 20),
        ] {
            check_rules_pages(lang, game, prefix, last);
        }
    }
}

fn check_rules_pages(lang: crate::i18n::Lang, game: crate::games::GameKind, id: char, last: u32) {
    let pages = crate::discord::commands::rules_embeds(lang, game);
    assert!(!pages.is_empty() && pages.iter().all(|p| !p.is_empty() && p.len() <= 10));
    let text = serde_json::to_string(&pages).unwrap();
    // Every rule id appears, in both languages, and nothing is clipped.
    for n in 1..=last {
        assert!(
            text.contains(&format!("{id}{n}")),
            "{lang:?} {game:?} lacks {id}{n}"
        );
    }

    for page in &pages {
        let total: usize = serde_json::to_value(page)
            .unwrap()
            .as_array()
            .unwrap()
            .iter()
            .map(|e| {
                e["title"].as_str().map_or(0, |s| s.chars().count())
                    + e["description"].as_str().map_or(0, |s| s.chars().count())
            })
            .sum();
        assert!(total <= 6000, "{total}");
        for e in serde_json::to_value(page).unwrap().as_array().unwrap() {
            let description = e["description"].as_str().unwrap();
            assert!(description.chars().count() <= 4096);
            assert!(
                !description.ends_with('…'),
                "{game:?}: a section was clipped: {}",
                e["title"]
            );
        }
    }
}

#[test]
fn italian_table_and_hands_fit_and_speak_italian() {
    use crate::i18n::Lang;
    let mut s = playing();
    s.options.lang = Lang::It;
    let json = table_json(&s);
    check_limits(&json);
    assert!(json.to_string().contains("Mostra la mia mano"));
    let turn = rumino_hand(&s).turn;
    for seat in 0..6 {
        let player = s.players[seat].player;
        let json = hand_json_in(&s, player, Some("nota"), Lang::It);
        check_limits(&json);
        let text = json.to_string();
        assert!(text.contains("La tua mano"));
        assert_eq!(
            text.contains("Pesca dal mazzo"),
            seat == turn,
            "seat {seat}"
        );
        assert!(!text.contains("Draw from stock"));
    }
    let mut lobby = six_players();
    lobby.options.lang = Lang::It;
    let json = table_json(&lobby);
    check_limits(&json);
    assert!(json.to_string().contains("\"label\":\"Siediti\""));
}

#[test]
fn computer_players_are_named_in_the_tables_language() {
    use crate::{games::Level, i18n::Lang};
    let mut s = six_players();
    s.apply(
        &TableCommand::Leave {
            player: PlayerId(6),
        },
        T0,
    )
    .unwrap();
    s.apply(
        &TableCommand::AddComputer {
            by: PlayerId(1),
            level: Level::Hard,
        },
        T0,
    )
    .unwrap();
    s.options.lang = Lang::It;
    let it = table_json(&s).to_string();
    assert!(it.contains("Computer 1 (difficile)"), "{it}");
    assert!(!it.contains("(hard)"), "{it}");
    s.options.lang = Lang::En;
    assert!(table_json(&s).to_string().contains("Computer 1 (hard)"));
}

/// What a reader sees in a message's JSON: its content, embeds, buttons' labels and menus'
/// words; not ids, urls or colours.
fn seen_words(json: &serde_json::Value, out: &mut Vec<String>) {
    const SEEN: [&str; 8] = [
        "content",
        "label",
        "placeholder",
        "description",
        "title",
        "name",
        "value",
        "text",
    ];
    match json {
        serde_json::Value::Object(map) => {
            for (key, value) in map {
                match value {
                    serde_json::Value::String(s) if SEEN.contains(&key.as_str()) => {
                        out.push(s.clone());
                    }
                    _ => seen_words(value, out),
                }
            }
        }
        serde_json::Value::Array(list) => list.iter().for_each(|v| seen_words(v, out)),
        _ => {}
    }
}

/// Spanish, French and German: the lobby, the table in play and every seat's hand fit
/// Discord's limits (German words run long), and leave no English in them: neither a message
/// of the English catalogue nor an English word.
#[test]
fn every_language_fits_and_leaves_no_english_in_the_table_and_hands() {
    use crate::i18n::Lang;
    // English words that are no words of these languages ("Chips" is German too).
    let english_words = |lang: Lang| {
        let chips = if lang == Lang::De { "" } else { "|chips" };
        regex::Regex::new(&format!(
            r"\b(the|and|you|your|draw|discard|cards|pool|turn|seats|join|leave|players?{chips})\b"
        ))
        .expect("regex")
    };
    let english = crate::lang::catalogue::said_bundle(Lang::En);
    for lang in [Lang::Es, Lang::Fr, Lang::De] {
        let english_words = english_words(lang);
        // English messages of two words or more that the language says otherwise.
        let phrases: Vec<&str> = english
            .ids()
            .map(|id| {
                (
                    crate::lang::catalogue::said(Lang::En, id),
                    crate::lang::catalogue::said(lang, id),
                )
            })
            .filter(|(en, other)| en != other && en.split_whitespace().count() >= 2)
            .map(|(en, _)| en)
            .collect();
        let mut lobby = six_players();
        lobby.options.lang = lang;
        let mut s = playing();
        s.options.lang = lang;
        let mut messages = vec![table_json(&lobby), table_json(&s)];
        for seat in 0..6 {
            messages.push(hand_json_in(&s, s.players[seat].player, Some("!"), lang));
        }
        for json in &messages {
            check_limits(json);
            let mut seen = Vec::new();
            seen_words(json, &mut seen);
            for words in seen {
                let words = words.replace("Long", "");
                assert!(
                    !phrases.iter().any(|p| words.contains(p)),
                    "{lang:?}: English in {words:?}"
                );
                assert!(
                    !english_words.is_match(&words.to_lowercase()),
                    "{lang:?}: English in {words:?}"
                );
            }
        }
    }
}
