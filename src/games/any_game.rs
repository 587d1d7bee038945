//! [`AnyGame`]: a table's game, whichever it is, driven through its game's [`Game`]
//! implementation — commands narrowed to the game's own, effects, waiting, tallies, computer
//! players.

use rand::RngCore;

use super::{
    any_enums::Narrow,
    each_game,
    seam::{Effects, Game, GameCommand, Seat, SeatTally, Settlement, Waiting},
    AnyAction, AnyEvent, AnyGame, AnyOptions, AnyRuleError,
};
use crate::games::Level;

/// A game command for one game, from one carrying an action of any game.
fn narrow<A: Clone>(command: &GameCommand<AnyAction>) -> Result<GameCommand<A>, AnyRuleError>
where
    AnyAction: Narrow<A>,
{
    Ok(match command {
        GameCommand::Play { seat, action } => GameCommand::Play {
            seat: *seat,
            action: action.narrow().ok_or(AnyRuleError::WrongGame)?.clone(),
        },
        GameCommand::Deal {
            order,
            reshuffle_seed,
        } => GameCommand::Deal {
            order: order.clone(),
            reshuffle_seed: *reshuffle_seed,
        },
        GameCommand::TurnTimeout => GameCommand::TurnTimeout,
        GameCommand::RebuyTimeout => GameCommand::RebuyTimeout,
        GameCommand::Cancel => GameCommand::Cancel,
    })
}

fn apply_to<G: Game>(
    game: &mut G,
    command: &GameCommand<AnyAction>,
) -> Result<Vec<AnyEvent>, AnyRuleError>
where
    AnyAction: Narrow<G::Action>,
    AnyEvent: From<G::Event>,
    AnyRuleError: From<G::Error>,
{
    let command = narrow(command)?;
    let events = game.apply(&command)?;
    Ok(events.into_iter().map(AnyEvent::from).collect())
}

fn effects_of<G: Game>(game: &G, events: &[AnyEvent]) -> Effects
where
    AnyEvent: Narrow<G::Event>,
{
    let own: Vec<G::Event> = events.iter().filter_map(|e| e.narrow().cloned()).collect();
    game.effects(&own)
}

impl AnyGame {
    /// Applies a command. On error the game is unchanged.
    ///
    /// # Errors
    /// The command is not legal now, or belongs to another game.
    pub fn apply(
        &mut self,
        command: &GameCommand<AnyAction>,
    ) -> Result<Vec<AnyEvent>, AnyRuleError> {
        each_game!(AnyGame, self, g, _G => apply_to(g, command))
    }

    /// What the table must do about `events`, which the last command produced.
    #[must_use]
    pub fn effects(&self, events: &[AnyEvent]) -> Effects {
        each_game!(AnyGame, self, g, _G => effects_of(g, events))
    }

    /// The actions `seat` may take now.
    #[must_use]
    pub fn legal_actions(&self, seat: Seat) -> Vec<AnyAction> {
        each_game!(AnyGame, self, g, _G => {
            g.legal_actions(seat).into_iter().map(AnyAction::from).collect()
        })
    }

    /// Chips `action` by `seat` would take from the player's account; 0 for another game's.
    #[must_use]
    pub fn cost_of(&self, seat: Seat, action: &AnyAction) -> u64 {
        each_game!(AnyGame, self, g, _G => action.narrow().map_or(0, |a| g.cost_of(seat, a)))
    }

    /// Whether `seat` has a decision to make at once, outside the turn order.
    #[must_use]
    pub fn decides_now(&self, seat: Seat) -> bool {
        each_game!(AnyGame, self, g, _G => g.decides_now(seat))
    }

    /// What the game waits for.
    #[must_use]
    pub fn waiting(&self) -> Waiting {
        each_game!(AnyGame, self, g, _G => g.waiting())
    }

    /// How the game ended, once it has.
    #[must_use]
    pub fn settlement(&self) -> Option<Settlement> {
        each_game!(AnyGame, self, g, _G => g.settlement())
    }

    #[must_use]
    pub fn is_over(&self) -> bool {
        self.settlement().is_some()
    }

    /// The stored tally of each seat.
    #[must_use]
    pub fn tallies(&self) -> Vec<SeatTally> {
        each_game!(AnyGame, self, g, _G => g.tallies())
    }

    /// Each seat's place, for a finished game that counts for the rating ([`Game::places`]).
    #[must_use]
    pub fn places(&self) -> Option<Vec<u8>> {
        each_game!(AnyGame, self, g, _G => g.places())
    }

    /// Chips the game holds, which its pool in the store must hold too.
    #[must_use]
    pub fn chips_in_play(&self) -> u64 {
        each_game!(AnyGame, self, g, G => g.chips_in_play())
    }

    /// Rounds scored so far.
    #[must_use]
    pub fn rounds_played(&self) -> u32 {
        each_game!(AnyGame, self, g, _G => g.rounds_played())
    }

    /// The options the game was started with.
    #[must_use]
    pub fn options(&self) -> AnyOptions {
        each_game!(AnyGame, self, g, _G => AnyOptions::from(*g.options()))
    }

    /// The chips each seat paid in at the start, as ledger moves.
    #[must_use]
    pub fn opening_effects(&self) -> Effects {
        each_game!(AnyGame, self, g, _G => g.opening_effects())
    }

    /// A computer player's choice for `seat`.
    #[must_use]
    pub fn computer_action(
        &self,
        seat: Seat,
        level: Level,
        rng: &mut dyn RngCore,
    ) -> Option<AnyAction> {
        each_game!(AnyGame, self, g, _G => {
            g.computer_action(seat, level, rng).map(AnyAction::from)
        })
    }
}

impl AnyGame {
    /// The game inside, if it is a `G` (for that game's own screens and terminal).
    #[must_use]
    pub fn narrow_to<G>(&self) -> Option<&G>
    where
        AnyGame: Narrow<G>,
    {
        self.narrow()
    }
}
