//! The words of the public table message and of a player's private hand, in each language.
//! Card notation is the same in every language.

use super::Lang;

/// A phrase of the table or hand views, with what it mentions.
#[derive(Clone, Debug)]
pub enum Tx<'a> {
    /// The title of a game played for nothing.
    FriendlyGame(&'a str),
    /// The title of a game with a stake into a pool.
    StakeTitle {
        game: &'a str,
        stake: u64,
    },
    /// The title of a game each player buys into with a stack (Rummoli).
    BuyInTitle {
        game: &'a str,
        buy_in: u64,
    },
    SeatsHeader {
        taken: usize,
        seats: u8,
        host: &'a str,
    },
    TableClosed,
    /// Under a finished rated game: each member's new rating and change, listed.
    RatingChanges(&'a str),
    ClosesUnlessStarted(&'a str),
    Join,
    Leave,
    AddComputer,
    Start,
    PlayAgain,
    ShowMyHand,
    /// The head of a table message's footer: the table and its game.
    Footer {
        table: i64,
        game: &'a str,
    },
    SeatLeft,
    SeatOut,
    SeatLine {
        marker: &'a str,
        n: usize,
        name: &'a str,
        score: i32,
        status: &'a str,
    },
    Pool {
        pool: u64,
        hand: u32,
    },
    TimeRunsOut(&'a str),
    Turn {
        name: &'a str,
        when: &'a str,
    },
    LastHand(&'a str),
    NotSeated,
    NoHandInPlay,
    DrawStock,
    Take(&'a str),
    Discard(&'a str),
    Refresh,
    StaleHand,
    /// A draft edit arrived while the player's last one was still being worked out.
    DraftBusy,
    NudgeTurn,
}

/// The phrase in `lang`.
#[must_use]
#[allow(clippy::too_many_lines)]
pub fn tx(lang: Lang, t: &Tx<'_>) -> String {
    use Tx as T;
    match t {
        T::FriendlyGame(game) => crate::say!(lang, "table-friendly-game", game),
        T::StakeTitle { game, stake } => crate::say!(lang, "table-stake-title", game, stake),
        T::BuyInTitle { game, buy_in } => crate::say!(lang, "table-buy-in-title", game, buy_in),
        T::SeatsHeader { taken, seats, host } => {
            crate::say!(lang, "table-seats-header", taken, seats, host)
        }
        T::TableClosed => crate::say!(lang, "table-table-closed").into(),
        T::RatingChanges(list) => crate::say!(lang, "table-rating-changes", list),
        T::ClosesUnlessStarted(t) => crate::say!(lang, "table-closes-unless-started", t),
        T::Join => crate::say!(lang, "table-join").into(),
        T::Leave => crate::say!(lang, "table-leave").into(),
        T::AddComputer => crate::say!(lang, "table-add-computer").into(),
        T::Start => crate::say!(lang, "table-start").into(),
        T::PlayAgain => crate::say!(lang, "table-play-again").into(),
        T::ShowMyHand => crate::say!(lang, "table-show-my-hand").into(),
        T::Footer { table, game } => crate::say!(lang, "table-footer", table, game),
        T::SeatLeft => crate::say!(lang, "table-seat-left").into(),
        T::SeatOut => crate::say!(lang, "table-seat-out").into(),
        T::SeatLine {
            marker,
            n,
            name,
            score,
            status,
        } => crate::say!(lang, "table-seat-line", marker, n, name, score, status),
        T::Pool { pool, hand } => crate::say!(lang, "table-pool", pool, hand),
        T::TimeRunsOut(t) => crate::say!(lang, "table-time-runs-out", t),
        T::Turn { name, when } => crate::say!(lang, "table-turn", name, when),
        T::LastHand(what) => crate::say!(lang, "table-last-hand", what),
        T::NotSeated => crate::say!(lang, "table-not-seated").into(),
        T::NoHandInPlay => crate::say!(lang, "table-no-hand-in-play").into(),
        T::DrawStock => crate::say!(lang, "table-draw-stock").into(),
        T::Take(top) => crate::say!(lang, "table-take", top),
        T::Discard(card) => crate::say!(lang, "table-discard", card),
        T::Refresh => crate::say!(lang, "table-refresh").into(),
        T::StaleHand => crate::say!(lang, "table-stale-hand").into(),
        T::DraftBusy => crate::say!(lang, "table-draft-busy").into(),
        T::NudgeTurn => crate::say!(lang, "table-nudge-turn").into(),
    }
}
