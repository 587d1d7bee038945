//! Rummy's views against Discord's limits: a 2-player hand (10–11 cards, the most a Rummy hand
//! holds) laid out so every menu has more valid choices than Discord allows, and whole games of
//! two to six players rendered at every step. Select menus: ≤ 25 options, label and value ≤ 100
//! characters, placeholder ≤ 150, custom_id ≤ 100 and unique, one menu per row, ≤ 5 rows.

use serde_json::Value;

use crate::faces::testkit::{act, check_limits, deal, hand_json, started_table, table_json};
use crate::{
    games::{
        rummy::{self, testkit, Action},
        AnyGame, GameKind,
    },
    i18n::Lang,
    ids::PlayerId,
    table::TableState,
};

/// A Rummy table of `players` with the longest names, dealt from the ordered pack.
fn rummy_table(players: i64) -> TableState {
    let mut s = started_table(GameKind::Rummy, &[], players, Lang::En);
    deal(&mut s, rummy::PACK.ids().collect(), 1);
    s
}

fn game_mut(s: &mut TableState) -> &mut rummy::RummyGame {
    match s.game.as_mut() {
        Some(AnyGame::Rummy(g)) => g,
        _ => panic!("a Rummy game"),
    }
}

fn game(s: &TableState) -> &rummy::RummyGame {
    match s.live_game() {
        Some(AnyGame::Rummy(g)) => g,
        _ => panic!("a Rummy game"),
    }
}

/// The options of the menu whose custom_id ends with `which` (`:pick:m`, `:pick:o`, `:pick:d`).
fn menu_values(json: &Value, which: &str) -> Vec<String> {
    json["components"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|r| r["components"].as_array().cloned().unwrap_or_default())
        .filter(|c| {
            c["custom_id"]
                .as_str()
                .is_some_and(|id| id.ends_with(which))
        })
        .flat_map(|c| c["options"].as_array().cloned().unwrap_or_default())
        .map(|o| o["value"].as_str().unwrap().to_owned())
        .collect()
}

#[test]
fn a_full_two_player_hand_keeps_every_menu_within_25_options() {
    let mut s = rummy_table(2);
    // Seat 0 holds ten spades in a row: 36 runs of 3+ are valid melds, more after the draw.
    // Seat 1's melds on the table take many lay-offs of the hearts and diamonds seat 0 draws.
    testkit::lay_out(
        game_mut(&mut s),
        0,
        &["A♠ 2♠ 3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠", "K♣ Q♣"],
        "2♣",
        "J♠",
        &[(1, "5♥ 6♥ 7♥"), (1, "5♦ 6♦ 7♦"), (1, "K♥ K♦ K♠")],
    );
    let player = s.players[0].player;
    for lang in Lang::ALL {
        let json = hand_json(&s, player, lang);
        check_limits(&json);
        assert!(
            menu_values(&json, ":pick:m").is_empty(),
            "no melds before the draw"
        );
    }
    act(&mut s, 0, Action::DrawStock);
    let g = game(&s);
    assert_eq!(g.view(Some(0)).my_cards.len(), 11);
    assert!(g.meld_choices(0).len() > 25, "{}", g.meld_choices(0).len());
    for lang in Lang::ALL {
        let json = hand_json(&s, player, lang);
        check_limits(&json);
        let melds = menu_values(&json, ":pick:m");
        assert_eq!(melds.len(), 25, "capped at Discord's 25");
        // The longest meld, the whole hand, comes first.
        let all: Vec<String> = (0..=10).map(|i| i.to_string()).collect();
        assert_eq!(melds[0], format!("y:m:{}", all.join(".")));
        assert_eq!(menu_values(&json, ":pick:d").len(), 11);
        let text = json.to_string();
        assert!(text.contains(crate::say!(lang, "rummy-meld-placeholder")));
        assert!(text.contains(crate::say!(lang, "rummy-discard-placeholder")));
    }
    // Every option a menu offers is a legal action (the view never offers a refusal).
    let legal = g.legal_actions(0);
    let json = hand_json(&s, player, Lang::En);
    for which in [":pick:m", ":pick:o", ":pick:d"] {
        for value in menu_values(&json, which) {
            let action = crate::faces::custom_id::CustomId::parse_action_value(&value).unwrap();
            let crate::games::AnyAction::Rummy(action) = action else {
                panic!("{value}")
            };
            assert!(legal.contains(&action), "{value} is legal");
        }
    }
}

#[test]
fn lay_offs_onto_many_melds_fit() {
    let mut s = rummy_table(2);
    // Each 4 and 8 held extends one of the four runs: eight lay-offs (a card fits two melds at
    // most, so eleven cards never make more than 22).
    testkit::lay_out(
        game_mut(&mut s),
        0,
        &["4♥ 8♥ 4♦ 8♦ 4♣ 8♣ 4♠ 8♠ 2♥ 2♦", "A♣"],
        "A♠",
        "3♥",
        &[
            (1, "5♥ 6♥ 7♥"),
            (1, "5♦ 6♦ 7♦"),
            (1, "5♣ 6♣ 7♣"),
            (1, "5♠ 6♠ 7♠"),
            (1, "Q♥ Q♦ Q♣"),
            (1, "J♥ J♦ J♣"),
            (1, "9♥ 9♦ 9♣"),
            (1, "K♥ K♦ K♣"),
        ],
    );
    let player = s.players[0].player;
    act(&mut s, 0, Action::DrawStock);
    for lang in Lang::ALL {
        let json = hand_json(&s, player, lang);
        check_limits(&json);
        assert_eq!(menu_values(&json, ":pick:o").len(), 8);
    }
}

/// A simple player: the first meld, else the first lay-off, else the first discard; draws from
/// the stock. Deterministic, so every run renders the same states.
fn simple_move(legal: &[Action]) -> Action {
    let first = |f: fn(&Action) -> bool| legal.iter().find(|a| f(a)).cloned();
    first(|a| matches!(a, Action::Meld(_)))
        .or_else(|| first(|a| matches!(a, Action::LayOff { .. })))
        .or_else(|| first(|a| matches!(a, Action::DrawStock)))
        .or_else(|| first(|a| matches!(a, Action::Discard(_))))
        .expect("a move")
}

#[test]
fn whole_games_render_within_limits_at_every_step() {
    for players in 2..=6 {
        let mut s = rummy_table(players);
        for _step in 0..400 {
            for seat in 0..players as usize {
                let player = s.players[seat].player;
                let lang = if seat % 2 == 0 { Lang::En } else { Lang::It };
                check_limits(&hand_json(&s, player, lang));
            }
            table_json(&s);
            let Some(turn) = game(&s).view(None).turn else {
                break;
            };
            let action = simple_move(&game(&s).legal_actions(turn));
            act(&mut s, turn, action);
        }
    }
}

#[test]
fn a_stranger_and_a_waiting_player_get_no_menus() {
    let s = rummy_table(3);
    let turn = game(&s).view(None).turn.unwrap();
    let waiting = s.players[(turn + 1) % 3].player;
    for (player, expect) in [(PlayerId(99), "not seated"), (waiting, "Waiting for")] {
        let json = hand_json(&s, player, Lang::En);
        check_limits(&json);
        assert!(json.to_string().contains(expect), "{json}");
        assert!(!json.to_string().contains(":pick:"), "{json}");
    }
}
