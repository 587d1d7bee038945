//! Rumminy's views against Discord's limits, rendered at every turn of whole games (two to four
//! players, both languages, the longest names) with a draft on the hand of the player on turn,
//! and the draft's edits: Place, Rearrange (typed), Suggest, Undo, Commit, and their refusals.

use rand::SeedableRng;
use serde_json::Value;

use super::{DraftEdit, DraftStep, Screens};
use crate::faces::testkit::{
    act, check_limits, component_ids as ids, deal, drafted_hand_json, public_json,
    rated_public_json, started_table,
};

fn checked_hand(s: &TableState, player: PlayerId, lang: Lang, draft: Option<&str>) -> Value {
    let json = drafted_hand_json(s, player, lang, draft);
    check_limits(&json);
    json
}
use crate::{
    games::{
        rumminy::{parse_playfield, Action, RumminyGame},
        AnyGame, GameKind, Level, OptionValue, Waiting,
    },
    i18n::Lang,
    ids::PlayerId,
    store::RatingChange,
    table::TableState,
};

/// A table of `players` dealt from a shuffle of `seed`.
fn rumminy_table(players: i64, lang: Lang, seed: u64) -> TableState {
    let choices = [("stake", OptionValue::Int(20))];
    let mut s = started_table(GameKind::Rumminy, &choices, players, lang);
    let order = s
        .options
        .game
        .pack()
        .shuffled(&mut rand::rngs::StdRng::seed_from_u64(seed));
    deal(&mut s, order, 0);
    s
}

fn game(s: &TableState) -> &RumminyGame {
    match s.live_game() {
        Some(AnyGame::Rumminy(g)) => g,
        _ => panic!("a Rumminy game in play"),
    }
}

fn edit(s: &TableState, seat: usize, draft: Option<&str>, code: &str) -> DraftStep<Action> {
    let parts: Vec<&str> = code.split(':').collect();
    game(s).edit_draft(seat, draft, DraftEdit::Code(&parts), Lang::En)
}

fn set(step: DraftStep<Action>) -> String {
    match step {
        DraftStep::Set(text) => text,
        other => panic!("not a new draft: {other:?}"),
    }
}

#[test]
fn n9_n20_whole_games_render_within_limits_with_drafts_and_hands_stay_private() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(15);
    let mut menus_seen = 0;
    for (players, lang) in [(2, Lang::En), (3, Lang::It), (4, Lang::En), (4, Lang::It)] {
        let mut s = rumminy_table(players, lang, players as u64);
        for _turn in 0..400 {
            let Some(live) = s.live_game().cloned() else {
                break;
            };
            let Waiting::Turn { seat, .. } = live.waiting() else {
                panic!("Rumminy waits for turns only: {:?}", live.waiting());
            };
            let public = public_json(&s).to_string();
            for i in 0..players as usize {
                let hand = checked_hand(&s, s.players[i].player, lang, None);
                let ids = ids(&hand);
                if i == seat {
                    assert!(ids.iter().any(|id| id.ends_with(":draft:commit")));
                    assert!(ids.iter().any(|id| id.ends_with(":n:p")), "{ids:?}");
                } else {
                    assert!(ids.iter().all(|id| !id.contains(":draft:")), "{ids:?}");
                }
                // N20: the tiles line of a hand is never on the table message.
                let content = hand["content"].as_str().unwrap();
                let tiles = content.lines().nth(2).unwrap();
                let hidden = game(&s).view(Some(i)).my_hand.len() >= 3;
                if hidden {
                    assert!(!public.contains(tiles), "{tiles} in {public}");
                }
            }
            // The player on turn with a suggested draft and a tile picked: target menus too.
            if let DraftStep::Set(draft) = edit(&s, seat, None, "suggest") {
                let tile = game(&s).view(Some(seat)).my_hand[0];
                let picked = edit(&s, seat, Some(&draft), &format!("tile:{tile}"));
                let draft = match picked {
                    DraftStep::Set(d) => d,
                    // Suggest may place every tile of the hand but the first... or all.
                    _ => draft,
                };
                let hand = checked_hand(&s, s.players[seat].player, lang, Some(&draft));
                menus_seen += ids(&hand)
                    .iter()
                    .filter(|id| id.contains(":dpick:2"))
                    .count();
            }
            let action = live
                .computer_action(seat, Level::Normal, &mut rng)
                .expect("a computer player always has a move");
            act(&mut s, seat, action);
        }
        assert!(s.live_game().is_none(), "the game ends");
        let over = public_json(&s).to_string();
        assert!(over.contains("🏆"), "{over}");
        assert!(
            !over.contains("📈"),
            "no rating line without changes: {over}"
        );
        // N19: under the result, each member's new rating and change, best place first.
        let rated: Vec<RatingChange> = s
            .players
            .iter()
            .enumerate()
            .map(|(i, p)| RatingChange {
                player: p.player,
                place: i as u8,
                before: 1200,
                change: if i == 0 { 16 } else { -8 },
            })
            .collect();
        let over = rated_public_json(&s, &rated)["embeds"][0]["description"].to_string();
        let heading = crate::say!(lang, "table-rating-changes", list = "");
        let (a, b) = (lang.number(1216), lang.number(1192));
        let first = format!("{heading}**{}** {a} (+16) · ", s.players[0].name);
        assert!(over.contains(&first), "{over}");
        assert!(over.contains(&format!(" {b} (−8)")), "{over}");
    }
    assert!(menus_seen > 0, "target menus were shown");
}

#[test]
fn n9_place_builds_a_draft_that_commits_and_the_table_accepts() {
    // The first deal whose starter can play without going out.
    let (mut s, seat, suggested) = (0..100)
        .find_map(|seed| {
            let s = rumminy_table(2, Lang::En, seed);
            let seat = game(&s).turn().unwrap();
            match edit(&s, seat, None, "suggest") {
                DraftStep::Set(d) if !d.contains("you win") => Some((s, seat, d)),
                _ => None,
            }
        })
        .expect("a deal with a play");
    let view = game(&s).view(Some(seat));
    // The solver found a valid play; rebuild it tile by tile with Place.
    let (_, field) = suggested.split_once('\n').unwrap();
    let field = parse_playfield(field).unwrap();
    assert!(
        view.playfield.is_empty(),
        "the first turn starts on an empty playfield"
    );
    let mut draft: Option<String> = None;
    for (n, combo) in field.iter().enumerate() {
        for (k, tile) in combo.iter().enumerate() {
            let picked = set(edit(&s, seat, draft.as_deref(), &format!("tile:{tile}")));
            let target = if k == 0 {
                "to:new".to_owned()
            } else {
                format!("to:{}", n + 1)
            };
            draft = Some(set(edit(&s, seat, Some(&picked), &target)));
        }
    }
    let draft = draft.expect("a suggestion places tiles");
    let text = checked_hand(&s, s.players[seat].player, Lang::En, Some(&draft)).to_string();
    assert!(text.contains("✅ Ready"), "{text}");
    let DraftStep::Play(action) = edit(&s, seat, Some(&draft), "commit") else {
        panic!("Commit plays the draft");
    };
    let Action::Commit(commit) = &action else {
        panic!("a commit");
    };
    let placed: usize = field.iter().map(Vec::len).sum();
    assert_eq!(commit.placed.len(), placed);
    act(&mut s, seat, action);
    assert_eq!(game(&s).view(None).playfield.len(), field.len());
    assert_ne!(game(&s).turn(), Some(seat), "the turn moved on");
}

#[test]
fn n9_draft_refusals_change_nothing_and_say_what_to_fix() {
    let s = rumminy_table(2, Lang::En, 7);
    let seat = game(&s).turn().unwrap();
    let other = 1 - seat;
    let hand = game(&s).view(Some(seat)).my_hand;
    let refused = |step: DraftStep<Action>| match step {
        DraftStep::Refuse(note) => note,
        other => panic!("not refused: {other:?}"),
    };
    // Not one's turn.
    assert!(refused(edit(&s, other, None, "suggest")).contains("only on your turn"));
    // Commit with nothing drafted.
    assert!(refused(edit(&s, seat, None, "commit")).contains("no tile"));
    // A tile the hand does not hold (all of its copies already placed in the draft).
    let tile = hand[0];
    let copies = hand.iter().filter(|&&t| t == tile).count();
    let mut draft = None;
    for _ in 0..copies {
        let picked = set(edit(&s, seat, draft.as_deref(), &format!("tile:{tile}")));
        draft = Some(set(edit(&s, seat, Some(&picked), "to:new")));
    }
    let note = refused(edit(&s, seat, draft.as_deref(), &format!("tile:{tile}")));
    assert!(note.contains(&tile.to_string()), "{note}");
    // A target combination that does not exist.
    let picked = set(edit(&s, seat, None, &format!("tile:{tile}")));
    assert!(refused(edit(&s, seat, Some(&picked), "to:9")).contains("no combination 9"));
    // A typed playfield with a word that is not a tile names it.
    let typed = game(&s).edit_draft(seat, None, DraftEdit::Text("R7 R8 Q9"), Lang::En);
    assert!(refused(typed).contains("\"Q9\""));
    let typed = game(&s).edit_draft(seat, None, DraftEdit::Text("R7 R8 Q9"), Lang::It);
    assert!(refused(typed).contains("“Q9”"));
    // Forged codes.
    assert!(refused(edit(&s, seat, None, "tile:Z1")).contains("not one I understand"));
    assert!(refused(edit(&s, seat, None, "dance")).contains("not one I understand"));
    // Undo and Rearrange hand back to the Discord layer.
    assert_eq!(edit(&s, seat, draft.as_deref(), "undo"), DraftStep::Undo);
    match edit(&s, seat, draft.as_deref(), "text") {
        DraftStep::Ask { title, label, text } => {
            assert!(title.chars().count() <= 45 && label.chars().count() <= 45);
            assert_eq!(parse_playfield(&text).unwrap().len(), copies, "{text}");
        }
        other => panic!("Rearrange asks for text: {other:?}"),
    }
}

#[test]
fn n9_a_typed_draft_with_a_broken_combination_shows_what_is_wrong() {
    let s = rumminy_table(2, Lang::En, 7);
    let seat = game(&s).turn().unwrap();
    let hand = game(&s).view(Some(seat)).my_hand;
    let text = format!("{} {}", hand[0], hand[1]);
    let draft = set(game(&s).edit_draft(seat, None, DraftEdit::Text(&text), Lang::En));
    let shown = checked_hand(&s, s.players[seat].player, Lang::En, Some(&draft)).to_string();
    assert!(shown.contains("Combination 1"), "{shown}");
    assert!(shown.contains("⚠️"), "{shown}");
    // The tiles the draft places are no longer offered by Place.
    let json = checked_hand(&s, s.players[seat].player, Lang::En, Some(&draft));
    let offered = json["components"][0]["components"][0]["options"].to_string();
    if hand[0] != hand[1] && !hand[2..].contains(&hand[0]) {
        assert!(
            !offered.contains(&format!("tile:{}\"", hand[0])),
            "{offered}"
        );
    }
}
