//! Property tests over random games: whatever is thrown at the engine, it never panics, never
//! loses a card (T1, T22) or a chip, refused commands change nothing, every action it calls
//! legal applies, and a seat's view shows no other seat's hidden cards (T20).

use proptest::prelude::*;
use rand::{seq::SliceRandom, Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::testkit::assert_all_cards_accounted;
use super::*;
use crate::cards::{Card, CardId, Pack};
use crate::games::testkit::{
    assert_hidden, assert_json_round_trip, check_core_pool, play_randomly, play_to_the_end,
};
use crate::games::Level;

fn random_card(rng: &mut ChaCha8Rng) -> Card {
    Card::from_index(rng.gen_range(0..52)).unwrap()
}

/// Anything at all: often illegal.
fn random_action(rng: &mut ChaCha8Rng) -> Action {
    match rng.gen_range(0..4) {
        0 => Action::DrawStock,
        1 => Action::TakeDiscard,
        2 => Action::Discard(random_card(rng)),
        _ => Action::Leave,
    }
}

/// A command: usually a legal one (often a computer player's, so hands are declared and
/// claimed), sometimes anything at all.
fn next_command(game: &RaminoGame, rng: &mut ChaCha8Rng) -> Command {
    let pack = game.options.pack.pack();
    if matches!(game.core.phase, Phase::AwaitingDeal) && rng.gen_bool(0.95) {
        return Command::deal(pack.shuffled(rng));
    }
    let seats = game.core.seats.len();
    if let Some(seat) = game
        .core
        .hand()
        .map(|h| h.turn)
        .filter(|_| rng.gen_bool(0.85))
    {
        if rng.gen_bool(0.7) {
            let level = [Level::Easy, Level::Normal][rng.gen_range(0..2)];
            if let Some(action) = ai::decide(&game.view(Some(seat)), level, rng) {
                return Command::Play { seat, action };
            }
        }
        let legal: Vec<Action> = game
            .legal_actions(seat)
            .into_iter()
            .filter(|a| *a != Action::Leave || rng.gen_bool(0.003))
            .collect();
        if let Some(action) = legal.choose(rng) {
            return Command::Play {
                seat,
                action: action.clone(),
            };
        }
    }
    match rng.gen_range(0..30) {
        0 | 1 => Command::TurnTimeout,
        2 if rng.gen_bool(0.05) => Command::Cancel,
        3 => Command::deal(pack.shuffled(rng)[1..].to_vec()),
        4 => Command::deal(Pack::French52.shuffled(rng)),
        5 => Command::deal(
            (0..pack.len())
                .map(|_| CardId::new(rng.gen_range(0..52)).unwrap())
                .collect(),
        ),
        _ => {
            let action = match random_action(rng) {
                Action::Leave if rng.gen_bool(0.97) => Action::DrawStock,
                a => a,
            };
            Command::Play {
                seat: rng.gen_range(0..seats + 1),
                action,
            }
        }
    }
}

fn check(game: &RaminoGame) {
    assert_all_cards_accounted(game);
    check_core_pool(&game.core);
}

/// As [`check`], and every seat dealt in holds a hand of the deal's size, one card more for the
/// seat on turn once it has drawn (T5).
fn check_with_hand_sizes(game: &RaminoGame) {
    check(game);
    if let Some(hand) = game.core.hand() {
        let size = game
            .options
            .pack
            .hand_size(hand.in_hand.iter().filter(|&&b| b).count());
        for seat in (0..hand.in_hand.len()).filter(|&s| hand.in_hand[s]) {
            let n = hand.cards[seat].len();
            assert!(n == size || (n == size + 1 && seat == hand.turn));
        }
    }
}

fn random_options(rng: &mut ChaCha8Rng) -> RaminoOptions {
    RaminoOptions {
        stake: rng.gen_range(0..50),
        target: [1, 3, 10][rng.gen_range(0..3)],
        pack: if rng.gen_bool(0.3) {
            PackKind::German
        } else {
            PackKind::Italian
        },
        suit_names: SuitNames::French,
        rated: rng.gen_bool(0.5),
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn random_games_keep_every_card_and_chip(seed: u64, players in 2usize..=4) {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let options = random_options(&mut rng);
        let mut game = RaminoGame::new(options, players, rng.gen_range(0..players)).unwrap();
        let next = |g: &RaminoGame| next_command(g, &mut rng);
        let apply = |g: &mut RaminoGame, c: &Command| g.apply(c).is_ok();
        play_randomly(&mut game, players, 800, next, apply, check_with_hand_sizes);
        assert_json_round_trip(&game);
    }

    #[test]
    fn views_and_events_never_show_another_seats_cards(seed: u64, players in 2usize..=4) {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let options = random_options(&mut rng);
        let mut game = RaminoGame::new(options, players, 0).unwrap();
        let pack = options.pack.pack();
        game.apply(&Command::deal(pack.shuffled(&mut rng))).unwrap();
        let mut events = Vec::new();
        for _ in 0..rng.gen_range(0..40) {
            let command = next_command(&game, &mut rng);
            events = game.apply(&command).unwrap_or_default();
        }
        let Some(hand) = game.core.hand() else { return Ok(()); };
        // Cards taken from the discard pile were seen (T20); the rest of a hand is not.
        let public: Vec<Card> = hand.moves.iter().filter_map(|m| match m {
            Move::TookDiscard { card, .. } => Some(*card),
            _ => None,
        }).collect();
        // The last hand's cards were all shown when it ended (T20), a claim's drop included.
        let shown: Vec<Card> = game.last_hand.iter().flat_map(|h| {
            let claim = match h.end {
                HandEnd::Declared { claim: Some(c), .. } => vec![c.card, c.dropped],
                _ => Vec::new(),
            };
            h.hands.iter().flat_map(|s| s.cards.clone()).chain(claim)
        }).collect();
        let said = serde_json::to_string(&events).unwrap();
        let seen = [public, shown].concat();
        let view = |seat| serde_json::to_string(&game.view(Some(seat))).unwrap();
        assert_hidden(players, |s| hand.faces(s), &seen, view, Some(&said));
    }
}

#[test]
fn random_games_reach_every_kind_of_end() {
    let mut ends = std::collections::HashMap::new();
    let mut hand_ends = std::collections::HashMap::new();
    for seed in 0..60u64 {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let players = 2 + (seed as usize % 3);
        let mut game = RaminoGame::new(random_options(&mut rng), players, 0).unwrap();
        let next = |g: &RaminoGame| next_command(g, &mut rng);
        play_to_the_end(&mut game, 3000, next, &mut ends, |result| {
            let how = match result.end {
                HandEnd::Declared { claim: Some(_), .. } => "claimed",
                HandEnd::Declared { .. } => "declared",
                HandEnd::StockOut { .. } => "stock_out",
            };
            *hand_ends.entry(how).or_insert(0) += 1;
        });
    }
    eprintln!("hands {hand_ends:?} games {ends:?}");
    assert!(
        hand_ends.len() >= 2,
        "hands end in several ways: {hand_ends:?}"
    );
    assert!(ends.len() >= 3, "games end in several ways: {ends:?}");
}
