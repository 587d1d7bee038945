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
    let en = lang == Lang::En;
    match t {
        T::FriendlyGame(game) => if en { format!("{game} — friendly game") } else { format!("{game} — partita amichevole") },
        T::StakeTitle { game, stake } => if en { format!("{game} — stake {stake} chips") } else { format!("{game} — posta {stake} fiches") },
        T::BuyInTitle { game, buy_in } => if en { format!("{game} — buy-in {buy_in} chips") } else { format!("{game} — ingresso {buy_in} fiches") },
        T::SeatsHeader { taken, seats, host } => if en {
            format!("**Seats** ({taken}/{seats}) — host: {host}")
        } else {
            format!("**Posti** ({taken}/{seats}) — apre: {host}")
        },
        T::TableClosed => lang.pick("This table is closed. Open a new one with `/rumino start`.", "Questo tavolo è chiuso. Aprine uno nuovo con `/rumino apri`.").into(),
        T::RatingChanges(list) => if en { format!("📈 Ratings: {list}") } else { format!("📈 Punteggi Elo: {list}") },
        T::ClosesUnlessStarted(t) => if en { format!("Closes {t} unless the host starts a game.") } else { format!("Si chiude {t} se chi l'ha aperto non comincia una partita.") },
        T::Join => lang.pick("Join", "Siediti").into(),
        T::Leave => lang.pick("Leave", "Alzati").into(),
        T::AddComputer => lang.pick("Add computer player", "Aggiungi giocatore computer").into(),
        T::Start => lang.pick("Start", "Comincia").into(),
        T::PlayAgain => lang.pick("Play again", "Gioca ancora").into(),
        T::ShowMyHand => lang.pick("Show my hand", "Mostra la mia mano").into(),
        T::Footer { table, game } => if en { format!("Table {table} · {game}") } else { format!("Tavolo {table} · {game}") },
        T::SeatLeft => lang.pick(" — left", " — uscito").into(),
        T::SeatOut => lang.pick(" — out", " — eliminato").into(),
        T::SeatLine { marker, n, name, score, status } => if en {
            format!("{marker}{n}. **{name}** — {score} pts{status}")
        } else {
            format!("{marker}{n}. **{name}** — {score} punti{status}")
        },
        T::Pool { pool, hand } => if en { format!("Pool: **{pool}** chips · hand {hand}") } else { format!("Piatto: **{pool}** fiches · mano {hand}") },
        T::TimeRunsOut(t) => if en { format!(" — time runs out {t}") } else { format!(" — il tempo scade {t}") },
        T::Turn { name, when } => if en { format!("Turn: **{name}**{when}") } else { format!("Turno: **{name}**{when}") },
        T::LastHand(what) => if en { format!("Last hand: {what}") } else { format!("Ultima mano: {what}") },
        T::NotSeated => lang.pick(
            "You are not seated at this table. Join it from the table message while it waits for players.",
            "Non sei seduto a questo tavolo. Siediti dal messaggio del tavolo mentre aspetta giocatori.",
        ).into(),
        T::NoHandInPlay => lang.pick("No hand is being played at this table right now.", "A questo tavolo adesso non si gioca nessuna mano.").into(),
        T::DrawStock => lang.pick("Draw from stock", "Pesca dal mazzo").into(),
        T::Take(top) => if en { format!("Take {top}") } else { format!("Prendi {top}") },
        T::Discard(card) => if en { format!("Discard {card}") } else { format!("Scarta {card}") },
        T::Refresh => lang.pick("Refresh", "Aggiorna").into(),
        T::StaleHand => lang.pick(
            "That button was from an earlier moment of the game; here is your hand now.",
            "Quel pulsante era di un momento precedente della partita; ecco la tua mano adesso.",
        ).into(),
        T::DraftBusy => lang.pick(
            "Still working out your last change to this turn; give it a moment, then try again.",
            "Sto ancora elaborando la tua ultima modifica a questo turno: un attimo, poi riprova.",
        ).into(),
        T::NudgeTurn => lang.pick("It's your turn.", "Tocca a te.").into(),
    }
}
