//! Every rated game moves its members' ratings through the store: for each game that
//! rates, two members play a real game to its end at a table (each seat's moves chosen by the
//! computer players' rules, but both seats are members), and the commit that ends it rates them
//! in the same transaction: one rating change each, zero-sum, the better place gaining, and
//! `rumino check` clean, on both engines. How each game ranks its finishers is its seam's (rule
//! tests there).

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use rumino::{
    games::{AnyOptions, GameKind, Level, OptionValue, Waiting},
    ids::{GuildId, PlayerId, TableId},
    table::{TableOptions, TablePhase, TableRequest, TableService},
};

use crate::support::service::{start_service, wait_for};
use crate::table_ratings::started;

// The members `table_ratings::started` seats.
const GUILD: GuildId = GuildId(7);
const ALICE: PlayerId = PlayerId(1001);
/// Actions after which Alice leaves a game that has not ended by itself (a long Rumino game),
/// which ends it with Bob the winner.
const PATIENCE: usize = 600;

/// Two seats, no pause, and a short game where the game has the option (one hand).
fn short(kind: GameKind) -> TableOptions {
    let mut options = TableOptions {
        game: AnyOptions::default_for(kind),
        seats: 2,
        computer_delay_ms: 0,
        ..TableOptions::default()
    };
    // Not every game has each option: a refusal leaves the default.
    let _ = options.choose("hands", &OptionValue::Int(1));
    if kind == GameKind::Ramino {
        options.choose("target", &OptionValue::Int(1)).unwrap();
    }
    options
}

/// Plays the members' moves until the game is over: whoever the game waits on (an out-of-turn
/// decision first, as the table takes it) plays what the computer players' rules choose.
async fn play_to_the_end(service: &TableService, table: TableId, seed: u64) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut acted = 0;
    loop {
        let state = service.state(table).unwrap();
        if state.phase != TablePhase::Playing {
            return;
        }
        if acted == PATIENCE {
            let leave = TableRequest::Leave { player: ALICE };
            service.send(table, leave, None).await.unwrap();
            acted += 1;
            continue;
        }
        let game = state.live_game().unwrap();
        let seat =
            (0..state.players.len())
                .find(|&s| game.decides_now(s))
                .or(match game.waiting() {
                    Waiting::Turn { seat, .. } => Some(seat),
                    _ => None,
                });
        let chosen = seat.and_then(|s| Some((s, game.computer_action(s, Level::Easy, &mut rng)?)));
        match chosen {
            Some((seat, action)) => {
                let player = state.players[seat].player;
                let act = TableRequest::Act { player, action };
                // A clock may have moved the game on meanwhile: then the next state decides.
                let _ = service.send(table, act, Some(state.version)).await;
                acted += 1;
            }
            // A deal or a paced move: the table makes it by itself.
            None => {
                wait_for(service, table, |s| s.version > state.version).await;
            }
        }
    }
}

crate::both_engines! {
    async fn a_finished_rated_game_of_every_kind_moves_its_members_ratings(db: TestDb) {
        let (service, store) = start_service(&db.url, 11).await;
        assert_eq!(GameKind::rated_games(), GameKind::ALL.to_vec());
        for (i, kind) in GameKind::rated_games().into_iter().enumerate() {
            let channel = i64::try_from(i).unwrap() + 1;
            let table = started(&service, channel, short(kind), false).await;
            play_to_the_end(&service, table, channel as u64).await;
            let state = service.state(table).unwrap();
            let places = state.game.as_ref().unwrap().places();
            let places = places.unwrap_or_else(|| panic!("{kind:?}: the game is rated"));
            let changes = store.rating_changes(table, 1).await.unwrap();
            assert_eq!(changes.len(), 2, "{kind:?}: both members rated");
            assert_eq!(changes.iter().map(|c| c.change).sum::<i64>(), 0, "{kind:?}");
            for c in &changes {
                // Each member's first game of this kind: from the start rating.
                assert_eq!(c.before, 1200, "{kind:?}");
                let rating = store.rating(GUILD, kind, c.player).await.unwrap().unwrap();
                assert_eq!((rating.rating, rating.games_rated), (c.after(), 1));
            }
            if places[0] != places[1] {
                let best = changes.iter().find(|c| c.place == 0).unwrap();
                assert_eq!(best.change, 16, "{kind:?}: K = 32 for two, equal ratings");
            }
        }
        assert!(store.check().await.unwrap().is_ok());
        service.shutdown().await;
    }
}
