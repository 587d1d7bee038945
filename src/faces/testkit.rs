//! Test helpers shared by every game's screen tests (`games/<game>/faces/screens_tests.rs`): a started
//! table of any game, the messages as the JSON sent to Discord, and Discord's limits on them.

use std::collections::HashSet;

use serde_json::Value;

use crate::discord::views::hand_message;
use crate::{
    cards::CardId,
    games::{AnyAction, AnyOptions, GameKind},
    i18n::Lang,
    ids::{ChannelId, GuildId, PlayerId, TableId},
    table::{SeatInfo, TableCommand, TableOptions, TableState},
};

pub(crate) const T0: i64 = 1_700_000_000_000;

/// `player`'s hand as the JSON sent to Discord, under a 300-character note.
pub(crate) fn hand_json(s: &TableState, player: PlayerId, lang: Lang) -> Value {
    drafted_hand_json(s, player, lang, None)
}

/// [`hand_json`] with the player's draft on it.
pub(crate) fn drafted_hand_json(
    s: &TableState,
    player: PlayerId,
    lang: Lang,
    draft: Option<&str>,
) -> Value {
    let m = hand_message(s, player, Some(&"n".repeat(300)), lang, draft);
    let body = poise::serenity_prelude::CreateInteractionResponseMessage::new()
        .content(m.content)
        .components(m.components);
    serde_json::to_value(body).unwrap()
}

/// The table message as the JSON sent to Discord, checked against the embed's limits.
pub(crate) fn public_json(s: &TableState) -> Value {
    rated_public_json(s, &[])
}

/// [`public_json`] with the last game's rating changes under its result.
pub(crate) fn rated_public_json(s: &TableState, rated: &[crate::store::RatingChange]) -> Value {
    let table = crate::discord::views::table_message_rated(s, rated, true);
    let body = poise::serenity_prelude::EditMessage::new()
        .embed(table.embed)
        .components(table.components);
    let json = serde_json::to_value(body).unwrap();
    check_limits(&json);
    let embed = &json["embeds"][0];
    let len = |v: &Value| v.as_str().map_or(0, |t| t.chars().count());
    assert!(len(&embed["description"]) <= 4096);
    let mut total = len(&embed["description"]) + len(&embed["footer"]["text"]);
    for f in embed["fields"].as_array().into_iter().flatten() {
        assert!((1..=256).contains(&len(&f["name"])), "{f}");
        assert!((1..=1024).contains(&len(&f["value"])), "{f}");
        total += len(&f["name"]) + len(&f["value"]);
    }
    assert!(total <= 6000);
    json
}

/// The custom ids of a message's components.
pub(crate) fn component_ids(json: &Value) -> Vec<String> {
    json["components"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .filter_map(|c| c["custom_id"].as_str().map(str::to_owned))
        .collect()
}

fn text_len(v: &Value, key: &str) -> usize {
    v[key].as_str().map_or(0, |s| s.chars().count())
}

/// A started table of `kind` with `players` seated under the longest names, `choices` applied
/// and the table in `lang`; the first dealer is drawn from the pack in order.
pub(crate) fn started_table(
    kind: GameKind,
    choices: &[(&str, crate::games::OptionValue)],
    players: i64,
    lang: Lang,
) -> TableState {
    let seat = |i: i64| SeatInfo {
        player: PlayerId(i),
        name: format!("{i}{}", "Ŵ".repeat(31)),
        computer: None,
    };
    let mut game = AnyOptions::default_for(kind);
    for (name, value) in choices {
        game.choose(name, value).unwrap();
    }
    let range = game.seat_range();
    let options = TableOptions {
        game,
        seats: *range.end(),
        lang,
        ..TableOptions::default()
    };
    let mut s = TableState::new(
        TableId(i64::MAX),
        GuildId(1),
        ChannelId(1),
        seat(1),
        options,
        T0,
    );
    for i in 2..=players {
        let SeatInfo { player, name, .. } = seat(i);
        s.apply(&TableCommand::Join { player, name }, T0).unwrap();
    }
    let draw: Vec<_> = s.options.game.pack().ids().collect();
    s.apply(
        &TableCommand::Start {
            by: PlayerId(1),
            draw,
            dealer_by_game: true,
        },
        T0,
    )
    .unwrap();
    s
}

/// Deals the next hand from `order`, the table's pack in the order it is to be dealt, the
/// stock reshuffled by `reshuffle_seed` when it runs out.
pub(crate) fn deal(s: &mut TableState, order: Vec<CardId>, reshuffle_seed: u64) {
    let deal = TableCommand::Deal {
        order,
        reshuffle_seed,
    };
    s.apply(&deal, T0).unwrap();
}

/// The player in `seat` plays `action`, which the table must take.
pub(crate) fn act(s: &mut TableState, seat: usize, action: impl Into<AnyAction>) {
    let act = TableCommand::Act {
        player: s.players[seat].player,
        action: action.into(),
    };
    s.apply(&act, T0).unwrap();
}

/// The table message's embed and buttons as the JSON sent to Discord, checked against the
/// limits on components only (the embed's own are [`public_json`]'s).
pub(crate) fn table_json(s: &TableState) -> Value {
    let table = crate::discord::views::table_message(s);
    let body = poise::serenity_prelude::EditMessage::new()
        .embed(table.embed)
        .components(table.components);
    let json = serde_json::to_value(body).unwrap();
    check_limits(&json);
    json
}

/// Checks a message body against Discord's limits for content and components.
pub(crate) fn check_limits(json: &Value) {
    assert!(text_len(json, "content") <= 2000);
    let rows = json["components"].as_array().cloned().unwrap_or_default();
    assert!(rows.len() <= 5, "{} rows", rows.len());
    let mut ids = HashSet::new();
    for row in rows {
        let items = row["components"].as_array().unwrap();
        assert!((1..=5).contains(&items.len()));
        for c in items {
            if let Some(id) = c["custom_id"].as_str() {
                assert!(id.chars().count() <= 100, "{id}");
                assert!(ids.insert(id.to_owned()), "custom ids unique: {id}");
            }
            match c["type"].as_u64() {
                Some(2) => assert!((1..=80).contains(&text_len(c, "label"))),
                Some(3) => {
                    assert_eq!(items.len(), 1, "a menu fills its row");
                    assert!(text_len(c, "placeholder") <= 150);
                    let options = c["options"].as_array().unwrap();
                    assert!((1..=25).contains(&options.len()), "{}", options.len());
                    let max = c["max_values"].as_u64().unwrap_or(1);
                    assert!(max as usize <= options.len());
                    let mut values = HashSet::new();
                    for o in options {
                        assert!((1..=100).contains(&text_len(o, "label")), "{o}");
                        assert!((1..=100).contains(&text_len(o, "value")), "{o}");
                        assert!(values.insert(o["value"].as_str().unwrap().to_owned()));
                    }
                }
                other => panic!("component type {other:?}"),
            }
        }
    }
}
