//! Rummoli's views against Discord's limits, rendered at every step of whole games (two, five
//! and eight players, showdown and betting, both languages, the longest names), and the public
//! message checked never to show a hand in play (L25).

use rand::{seq::SliceRandom, SeedableRng};

use crate::{
    faces::testkit::{
        act, check_limits, component_ids as ids, deal, hand_json, public_json, started_table, T0,
    },
    games::{
        rummoli::{self, Action},
        AnyGame, GameKind, OptionValue, Waiting,
    },
    i18n::Lang,
    table::{TableCommand, TableState},
};

/// A Rummoli table of `players` with the longest names, started.
fn rummoli_table(players: i64, poker: &str, lang: Lang) -> TableState {
    let choices = [
        ("poker", OptionValue::Choice(poker.into())),
        ("buy_in", OptionValue::Int(30)),
    ];
    started_table(GameKind::Rummoli, &choices, players, lang)
}

#[test]
fn l25_whole_games_render_within_limits_and_the_table_shows_no_hand_in_play() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(14);
    let (mut auctions, mut leads, mut bets, mut runouts) = (0, 0, 0, 0);
    for (players, poker, lang) in [
        (2, "showdown", Lang::En),
        (5, "betting", Lang::It),
        (8, "showdown", Lang::It),
        (5, "showdown", Lang::En),
        (3, "betting", Lang::En),
    ] {
        let mut s = rummoli_table(players, poker, lang);
        for _step in 0..5000 {
            let Some(game) = s.live_game().cloned() else {
                break;
            };
            let AnyGame::Rummoli(g) = &game else {
                panic!("a Rummoli game");
            };
            match game.waiting() {
                Waiting::Deal => {
                    let order = s.options.game.pack().shuffled(&mut rng);
                    deal(&mut s, order, 0);
                    continue;
                }
                Waiting::Turn { .. } | Waiting::Paced { .. } => {
                    let public = public_json(&s);
                    let description = public["embeds"][0].to_string();
                    runouts += usize::from(
                        description.contains("♣ ") && g.hand().is_some_and(|h| !h.plays.is_empty()),
                    );
                    for i in 0..players as usize {
                        let hand = hand_json(&s, s.players[i].player, lang);
                        check_limits(&hand);
                        let content = hand["content"].as_str().unwrap();
                        // The line of cards (after the note and the heading) is never public.
                        let cards = content.lines().nth(2).unwrap();
                        if cards.chars().count() > 8 {
                            assert!(!description.contains(cards), "{description}");
                        }
                        let ids = ids(&hand);
                        auctions += ids.iter().filter(|id| id.contains(":l:b:")).count();
                        leads += ids.iter().filter(|id| id.contains(":l:l:")).count();
                        bets += ids.iter().filter(|id| id.ends_with(":l:r")).count();
                        // Only the seat the hand waits for gets buttons that act.
                        if g.to_act() != Some(i) {
                            assert!(ids.iter().all(|id| !id.contains(":l:")), "{ids:?}");
                        }
                    }
                    let command = match g.to_act() {
                        // Any legal choice, so every kind of button shows up.
                        Some(seat) => TableCommand::Act {
                            player: s.players[seat].player,
                            action: game
                                .legal_actions(seat)
                                .choose(&mut rng)
                                .cloned()
                                .expect("the seat on turn acts"),
                        },
                        None => {
                            s.timer = s.desired_timer(T0);
                            TableCommand::Timeout {
                                timer: s.timer.expect("a pacing clock").kind,
                            }
                        }
                    };
                    s.apply(&command, T0).unwrap();
                }
                Waiting::Nothing | Waiting::Decisions { .. } => break,
            }
        }
        assert!(s.live_game().is_none(), "the game ends");
        let over = public_json(&s).to_string();
        assert!(over.contains("🏆"), "{over}");
    }
    assert!(auctions > 0, "bid buttons were offered");
    assert!(leads > 0, "a lead choice was offered");
    assert!(bets > 0, "raise buttons were offered");
    assert!(runouts > 0, "the run-out was shown");
}

#[test]
fn l10_bid_buttons_are_the_lowest_bid_and_five_more_within_the_stack_and_read_back() {
    let mut s = rummoli_table(3, "showdown", Lang::En);
    let order = s.options.game.pack().ids().collect();
    deal(&mut s, order, 0);
    let Some(AnyGame::Rummoli(g)) = s.live_game() else {
        panic!("a Rummoli game");
    };
    let dealer = g.dealer;
    act(&mut s, dealer, Action::Auction);
    let Some(AnyGame::Rummoli(g)) = s.live_game() else {
        panic!("a Rummoli game");
    };
    let bidder = g.to_act().unwrap();
    let hand = hand_json(&s, s.players[bidder].player, Lang::En);
    let ids = ids(&hand);
    let text = hand.to_string();
    assert!(text.contains("Bid 1 chip (+1)"), "{text}");
    assert!(text.contains("Bid 5 chips (+5)"), "{text}");
    assert!(text.contains("Pass"), "{text}");
    let parsed: Vec<Action> = ids
        .iter()
        .filter_map(|id| {
            let parts: Vec<&str> = id.split(':').collect();
            let at = parts.iter().position(|p| *p == "l")?;
            <rummoli::RummoliGame as super::Screens>::parse_action(&parts[at + 1..])
        })
        .collect();
    assert_eq!(
        parsed,
        vec![Action::Pass, Action::Bid(1), Action::Bid(5)]
            .into_iter()
            .filter(|a| parsed.contains(a))
            .collect::<Vec<_>>()
    );
    assert!(parsed.contains(&Action::Bid(1)) && parsed.contains(&Action::Bid(5)));
}
