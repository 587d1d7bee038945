//! What [`Store::check`](super::Store::check) reports: the counts of what the database holds,
//! every broken invariant by name, and the sentence `rumino check` prints for each. Apart from the
//! queries that find them (`check.rs`), so the report's shape and its wording read in one place.

use std::fmt;

use serde::Serialize;

use crate::ids::{GuildId, PlayerId, TableId};

/// What [`Store::check`](super::Store::check) found.
#[derive(Clone, Debug, Default, Serialize)]
pub struct CheckReport {
    pub violations: Vec<Violation>,
    pub stats: CheckStats,
}

impl CheckReport {
    /// No violation.
    #[must_use]
    pub fn is_ok(&self) -> bool {
        self.violations.is_empty()
    }
}

impl fmt::Display for CheckReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = &self.stats;
        writeln!(
            f,
            "{} tables ({} open), {} games ({} running, {} finished), {} actions, {} accounts, \
             {} ledger entries; {} chips in accounts, {} in running pools",
            s.tables,
            s.open_tables,
            s.games,
            s.running_games,
            s.finished_games,
            s.actions,
            s.accounts,
            s.ledger_entries,
            s.chips_in_accounts,
            s.chips_in_pools
        )?;
        if self.violations.is_empty() {
            return writeln!(f, "ok: no violation");
        }
        writeln!(f, "{} violation(s):", self.violations.len())?;
        for v in &self.violations {
            writeln!(f, "- {v}")?;
        }
        Ok(())
    }
}

/// Counts of what the database holds.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct CheckStats {
    pub tables: i64,
    pub open_tables: i64,
    pub games: i64,
    pub running_games: i64,
    pub finished_games: i64,
    pub actions: i64,
    pub accounts: i64,
    pub ledger_entries: i64,
    pub chips_in_accounts: i64,
    pub chips_in_pools: i64,
}

/// One broken invariant.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum Violation {
    /// SQLite's own check found damage.
    Damaged { detail: String },
    /// A server's chips granted differ from what its accounts and running pools hold.
    ChipsNotConserved {
        guild_id: GuildId,
        granted: i64,
        in_accounts: i64,
        in_pools: i64,
    },
    /// An account's balance differs from the sum of its ledger rows.
    AccountMismatch {
        guild_id: GuildId,
        player_id: PlayerId,
        chips: i64,
        ledger_sum: i64,
    },
    /// A game's pool differs from its stakes and rebuys minus payouts and refunds.
    PoolMismatch {
        table_id: TableId,
        game_no: i64,
        pool: i64,
        ledger_sum: i64,
    },
    /// A game that ended still holds chips.
    EndedGameHoldsChips {
        table_id: TableId,
        game_no: i64,
        status: String,
        pool: i64,
    },
    /// A tournament's pool differs from the sum of its ledger rows.
    TournamentPoolMismatch {
        tournament_id: i64,
        pool: i64,
        ledger_sum: i64,
    },
    /// A finished or cancelled tournament still holds chips.
    EndedTournamentHoldsChips {
        tournament_id: i64,
        status: String,
        pool: i64,
    },
    /// A seat's chips in or out differ from its ledger rows.
    SeatChipsMismatch {
        table_id: TableId,
        game_no: i64,
        player_id: PlayerId,
        chips_in: i64,
        chips_out: i64,
        ledger_in: i64,
        ledger_out: i64,
    },
    /// A table's action log is not exactly seq 1..=its last seq.
    SeqGap {
        table_id: TableId,
        actions: i64,
        max_seq: i64,
        first_missing: Option<i64>,
    },
    /// A table's snapshot claims to reflect an action its log does not hold.
    SnapshotAhead {
        table_id: TableId,
        snapshot_seq: i64,
        max_seq: i64,
    },
    /// A row points to a row that does not exist.
    Orphan { row: String, missing: String },
    /// A copied column disagrees with its source.
    Inconsistent { row: String, detail: String },
    /// A statistics bucket differs from the finished seats it sums.
    StatsMismatch {
        guild_id: GuildId,
        game_kind: String,
        player_id: PlayerId,
        span_ms: i64,
        bucket: i64,
    },
    /// A member's rating (or games rated) differs from the start rating plus their rating
    /// changes (or their count); `None` where one side has no row.
    RatingMismatch {
        guild_id: GuildId,
        game_kind: String,
        player_id: PlayerId,
        rating: Option<i64>,
        games_rated: Option<i64>,
        from_changes: i64,
        changes: i64,
    },
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Violation::Damaged { detail } => write!(f, "the database file is damaged: {detail}"),
            Violation::ChipsNotConserved { guild_id, granted, in_accounts, in_pools } => write!(
                f,
                "chips not conserved in server {guild_id}: {granted} granted, but accounts hold \
                 {in_accounts} and running pools {in_pools} ({} unaccounted for)",
                granted - in_accounts - in_pools
            ),
            Violation::AccountMismatch { guild_id, player_id, chips, ledger_sum } => write!(
                f,
                "account of player {player_id} in server {guild_id} holds {chips} chips but its \
                 ledger rows sum to {ledger_sum}"
            ),
            Violation::PoolMismatch { table_id, game_no, pool, ledger_sum } => write!(
                f,
                "game {game_no} of table {table_id} has a pool of {pool} but its ledger rows sum \
                 to {ledger_sum}"
            ),
            Violation::EndedGameHoldsChips { table_id, game_no, status, pool } => write!(
                f,
                "game {game_no} of table {table_id} is {status} but its pool still holds {pool} chips"
            ),
            Violation::TournamentPoolMismatch { tournament_id, pool, ledger_sum } => write!(
                f,
                "tournament {tournament_id}'s pool holds {pool} chips but its ledger rows sum to \
                 {ledger_sum}"
            ),
            Violation::EndedTournamentHoldsChips { tournament_id, status, pool } => write!(
                f,
                "tournament {tournament_id} is {status} but its pool still holds {pool} chips"
            ),
            Violation::SeatChipsMismatch {
                table_id, game_no, player_id, chips_in, chips_out, ledger_in, ledger_out,
            } => write!(
                f,
                "seat of player {player_id} in game {game_no} of table {table_id} shows \
                 {chips_in} chips in and {chips_out} out, but its ledger rows say {ledger_in} in \
                 and {ledger_out} out"
            ),
            Violation::SeqGap { table_id, actions, max_seq, first_missing } => {
                write!(
                    f,
                    "action log of table {table_id} is not 1..={max_seq} without gaps: it holds \
                     {actions} actions, the last with seq {max_seq}"
                )?;
                match first_missing {
                    Some(seq) => write!(f, "; seq {seq} is missing"),
                    None => Ok(()),
                }
            }
            Violation::SnapshotAhead { table_id, snapshot_seq, max_seq } => write!(
                f,
                "table {table_id}'s snapshot is said to follow action {snapshot_seq}, but its log \
                 ends at action {max_seq}"
            ),
            Violation::Orphan { row, missing } => write!(f, "{row} points to {missing}, which does not exist"),
            Violation::Inconsistent { row, detail } => write!(f, "{row}: {detail}"),
            Violation::StatsMismatch { guild_id, game_kind, player_id, span_ms, bucket } => write!(
                f,
                "{game_kind} statistics of player {player_id} in server {guild_id} (span \
                 {span_ms} ms, bucket {bucket}) differ from their finished games (run the stats \
                 rebuild)"
            ),
            Violation::RatingMismatch {
                guild_id, game_kind, player_id, rating, games_rated, from_changes, changes,
            } => write!(
                f,
                "{game_kind} rating of player {player_id} in server {guild_id} is {} after {} \
                 games, but their rating changes make {from_changes} after {changes}",
                rating.map_or_else(|| "missing".to_owned(), |r| r.to_string()),
                games_rated.unwrap_or(0)
            ),
        }
    }
}
