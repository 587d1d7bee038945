//! Ramino's views against Discord's limits, rendered at every step of whole games (two to four
//! players, both packs, both languages), and the public message checked never to show a hand in
//! play (T20).

use rand::SeedableRng;

use crate::{
    discord::views::table_message,
    faces::testkit::{act, check_limits, deal, hand_json, started_table, table_json},
    games::{GameKind, Level, OptionValue, Waiting},
    i18n::Lang,
    table::TableState,
};

/// A Ramino table of `players` with the longest names, started.
fn ramino_table(players: i64, pack: &str, names: &str) -> TableState {
    let choices = [
        ("pack", OptionValue::Choice(pack.into())),
        ("suit_names", OptionValue::Choice(names.into())),
        ("target", OptionValue::Int(3)),
    ];
    started_table(GameKind::Ramino, &choices, players, Lang::En)
}

#[test]
fn t20_whole_games_render_within_limits_and_the_table_shows_no_hand_in_play() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(11);
    let mut hints = 0;
    for (players, pack, names) in [
        (2, "italian", "french"),
        (3, "italian", "italian"),
        (4, "german", "french"),
        (2, "german", "italian"),
    ] {
        let mut s = ramino_table(players, pack, names);
        for _step in 0..2000 {
            let Some(game) = s.live_game().cloned() else {
                break;
            };
            match game.waiting() {
                Waiting::Deal => {
                    let order = s.options.game.pack().shuffled(&mut rng);
                    deal(&mut s, order, 0);
                    continue;
                }
                Waiting::Turn { seat, .. } => {
                    let public = table_json(&s);
                    let description = public["embeds"][0]["description"].as_str().unwrap();
                    for i in 0..players as usize {
                        let lang = if i % 2 == 0 { Lang::En } else { Lang::It };
                        let hand = hand_json(&s, s.players[i].player, lang);
                        check_limits(&hand);
                        let content = hand["content"].as_str().unwrap();
                        hints += usize::from(
                            content.contains("and you declare") || content.contains("e dichiari"),
                        );
                        // The line of cards (after the note and the heading) is never public.
                        let cards = content.lines().nth(2).unwrap();
                        assert!(!description.contains(cards), "{description}");
                    }
                    let action = game
                        .computer_action(seat, Level::Normal, &mut rng)
                        .expect("the seat on turn acts");
                    act(&mut s, seat, action);
                }
                Waiting::Nothing | Waiting::Decisions { .. } | Waiting::Paced { .. } => break,
            }
        }
        assert!(s.live_game().is_none(), "the game ends");
        let over = serde_json::to_value(table_message(&s).embed).unwrap();
        let text = over.to_string();
        assert!(text.contains("🏆"), "{text}");
    }
    assert!(
        hints > 0,
        "a declaring discard is pointed out at least once"
    );
}
