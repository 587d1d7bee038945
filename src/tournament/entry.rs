//! Getting into a tournament: its creation from the organiser's options, a member's sign-up,
//! and its start, with computer players filling the empty places
//! (`docs/rules/tournaments.md`, The command; Sign-up and start). The store decides each in
//! one transaction and refuses without a trace; this module works out what it is asked.

use super::{
    most_tables,
    options::{without_money, Settings},
    service::TournamentService,
    Entrant, TournamentId,
};
use crate::{
    games::{options::RATED, rating::START_RATING, GameKind, Level, OptionValue},
    ids::{ChannelId, GuildId, PlayerId},
    lang::Lang,
    store::{NewTournament, SignUp, SignUpTerms, StoreError, StoredTournament, TournamentStatus},
    table::{computer_id, computer_seat, TableError, TableOptions},
};

/// The tables' options as stored with the tournament, at the least money their game allows
/// (a tournament created before that rule may have stored a server's stake).
///
/// # Errors
/// Options this version cannot read.
pub fn table_options(t: &StoredTournament) -> Result<TableOptions, serde_json::Error> {
    Ok(without_money(serde_json::from_str(&t.new.options)?))
}

/// Chips a member must hold besides the buy-in to sit at every table they may play: what one of
/// the tournament's tables asks (nothing, in most games) for each of them.
///
/// # Errors
/// Options this version cannot read.
pub fn table_chips(t: &StoredTournament) -> Result<u64, serde_json::Error> {
    let n = &t.new;
    let tables = most_tables(n.format, n.players, n.table_size, n.rounds);
    Ok(table_options(t)?
        .game
        .stake()
        .saturating_mul(u64::from(tables)))
}

/// The computer players that fill the empty places of a field, at the tables' level.
#[must_use]
pub fn computers_to_fill(t: &StoredTournament, level: Level) -> Vec<Entrant> {
    let free = usize::from(t.new.players).saturating_sub(t.entrants.len());
    // Named as the tables name them, so a table and the standings say the same name.
    (1..)
        .filter_map(|n| computer_seat(computer_id(level, n), level))
        .filter(|seat| !t.entrants.iter().any(|e| e.player == seat.player))
        .take(free)
        .map(|seat| Entrant {
            player: seat.player,
            name: seat.name,
            computer: Some(level.name().to_owned()),
            rating: i64::from(START_RATING),
        })
        .collect()
}

/// A tournament as its organiser asks for it.
#[derive(Clone, Debug)]
pub struct Proposal {
    pub guild: GuildId,
    /// Where it is held: its tables' places are made there.
    pub channel: ChannelId,
    pub creator: PlayerId,
    pub game: GameKind,
    /// The language its tables speak.
    pub lang: Lang,
    /// The options a new table starts from, before the server's and the organiser's.
    pub defaults: TableOptions,
    /// The organiser's choices, the tournament's own and its tables', by name.
    pub given: Vec<(String, OptionValue)>,
}

/// What became of a proposal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Created {
    Made(TournamentId),
    /// Tables larger than the field: nothing was created.
    TablesTooBig {
        table_size: u8,
        players: u8,
    },
}

/// What became of a press on Start. Only `Started` changed anything.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Start {
    Started,
    /// Only its creator, or a member who manages the server, may start a tournament.
    NotOrganiser,
    AlreadyStarted,
}

fn internal(e: &dyn std::fmt::Display) -> TableError {
    TableError::logged("tournament", e)
}

impl TournamentService {
    /// Creates the tournament `proposal` asks for, taking sign-ups. The server's defaults for
    /// the game apply to its tables, but for money: a tournament's only money is its entry
    /// (`docs/rules/tournaments.md`, Money). Its tables are always rated: a game ranks its
    /// finishers only at a rated table, and the tournament scores those places.
    ///
    /// # Errors
    /// An option its declaration refuses ([`TableError`]), or the store failed.
    pub async fn create(&self, proposal: &Proposal) -> Result<Created, super::TournamentError> {
        let server = self.tables().server_settings(proposal.guild).await?;
        let mut options = server.table_options(proposal.game, proposal.defaults);
        options.lang = proposal.lang;
        let mut settings = Settings::default_for(proposal.game);
        for (name, value) in &proposal.given {
            if !settings.choose(name, value).map_err(TableError::from)? {
                options.choose(name, value).map_err(TableError::from)?;
            }
        }
        if settings.table_size > settings.players {
            return Ok(Created::TablesTooBig {
                table_size: settings.table_size,
                players: settings.players,
            });
        }
        options = without_money(options);
        options.seats = settings.table_size;
        if let Err(e) = options.choose(RATED.name, &OptionValue::Bool(true)) {
            tracing::debug!(%e, "a game without a rating");
        }
        options.validate().map_err(TableError::BadOption)?;
        let new = NewTournament {
            guild: proposal.guild,
            channel: proposal.channel,
            creator: proposal.creator,
            game: proposal.game,
            format: settings.format,
            players: settings.players,
            table_size: settings.table_size,
            rounds: settings.rounds,
            buy_in: settings.entry,
            options: serde_json::to_string(&options)?,
        };
        Ok(Created::Made(self.store().create_tournament(&new).await?))
    }

    /// The chips a new account in the tournament's server opens with.
    async fn starting_chips(&self, t: &StoredTournament) -> Result<i64, TableError> {
        let settings = self.tables().server_settings(t.new.guild).await?;
        Ok(i64::try_from(settings.starting_chips).unwrap_or(i64::MAX))
    }

    /// `player`'s rating in the tournament's game, if they have one.
    async fn rating(
        &self,
        t: &StoredTournament,
        player: PlayerId,
    ) -> Result<Option<i64>, StoreError> {
        let rating = self.store().rating(t.new.guild, t.new.game, player).await?;
        Ok(rating.map(|r| r.rating))
    }

    /// Signs member `player`, called `name`, up: their buy-in into the pool, seeded by their
    /// rating in the game.
    ///
    /// # Errors
    /// The store failed (an apology with an id).
    pub async fn sign_up(
        &self,
        t: &StoredTournament,
        player: PlayerId,
        name: String,
    ) -> Result<SignUp, TableError> {
        let terms = SignUpTerms {
            starting_chips: self.starting_chips(t).await?,
            tables: table_chips(t).map_err(|e| internal(&e))?,
        };
        let rating = self.rating(t, player).await.map_err(|e| internal(&e))?;
        let entrant = Entrant {
            player,
            name,
            computer: None,
            rating: rating.unwrap_or(i64::from(START_RATING)),
        };
        self.store()
            .sign_up(t.id, &entrant, terms)
            .await
            .map_err(|e| internal(&e))
    }

    /// Starts the tournament for `by` (who may, if they created it or `manages_server`):
    /// computers fill the field, everyone is seeded, and sign-ups close.
    ///
    /// # Errors
    /// The store failed (an apology with an id).
    pub async fn start(
        &self,
        t: &StoredTournament,
        by: PlayerId,
        manages_server: bool,
    ) -> Result<Start, TableError> {
        if by != t.new.creator && !manages_server {
            return Ok(Start::NotOrganiser);
        }
        if t.status != TournamentStatus::SignUp {
            return Ok(Start::AlreadyStarted);
        }
        let level = serde_json::from_str::<TableOptions>(&t.new.options)
            .map_err(|e| internal(&e))?
            .computer_level;
        let fill = computers_to_fill(t, level);
        let mut ratings = Vec::new();
        for e in t.entrants.iter().filter(|e| e.computer.is_none()) {
            if let Some(r) = self.rating(t, e.player).await.map_err(|e| internal(&e))? {
                ratings.push((e.player, r));
            }
        }
        let starting = self.starting_chips(t).await?;
        let started = self
            .store()
            .start_tournament(t.id, &fill, &ratings, starting)
            .await
            .map_err(|e| internal(&e))?;
        Ok(if started {
            Start::Started
        } else {
            Start::AlreadyStarted
        })
    }
}
