//! `rumino simulate --tournament swiss|knockout`: one tournament of computer players, run by the
//! tournament service as the bot runs one — the same store, table service, pairing, standings
//! and payout — with its tables' places kept in memory instead of Discord's threads. Prints the
//! rounds and the final standings.

use std::{collections::HashMap, process::ExitCode, sync::Arc};

use super::{Args, SIM_GUILD};
use crate::{
    games::OptionValue,
    i18n::Lang,
    ids::{ChannelId, PlayerId},
    store::{Store, StoredTournament, TournamentStatus},
    table::{Clock, ServiceConfig, TableOptions, TableService},
    tournament::{
        options::{ENTRY, FORMAT, PLAYERS_DECL, ROUNDS, TABLE_SIZE},
        standings, Created, Format, MemoryPlaces, Played, Proposal, Start, TournamentService,
        PLAYERS,
    },
};

/// Who organises simulated tournaments: nobody who plays in them.
const ORGANISER: PlayerId = PlayerId(0);

/// What a simulated tournament is, besides the game, `--players` and the seed.
pub struct TournamentArgs {
    pub format: Format,
    pub table_size: Option<u8>,
    pub rounds: Option<u8>,
    pub entry: u64,
}

/// Runs one tournament to its end and prints it.
///
/// # Errors
/// The database cannot be opened, or the tournament's options are refused.
pub async fn run(args: &Args, tournament: &TournamentArgs) -> anyhow::Result<ExitCode> {
    super::super::init_tracing("warn");
    anyhow::ensure!(
        PLAYERS.contains(&args.players),
        "--players must be between {} and {} for a tournament.",
        PLAYERS.start(),
        PLAYERS.end()
    );
    let url = args.database.as_deref().unwrap_or("sqlite::memory:");
    let store = Store::open(url).await?;
    let config = ServiceConfig {
        rng_seed: Some(args.seed),
        ..ServiceConfig::default()
    };
    let (tables, _) = TableService::start(store.clone(), config, Clock::system()).await?;
    let tournaments = TournamentService::new(tables);
    // Channels no table of the database has used.
    let places = Arc::new(MemoryPlaces::new(ChannelId(
        store.count_tables().await? + 1,
    )));
    tokio::spawn(tournaments.clone().follow(places.clone()));
    let proposal = proposal(args, tournament, ChannelId(-1));
    let id = match tournaments.create(&proposal).await? {
        Created::Made(id) => id,
        Created::TablesTooBig {
            table_size,
            players,
        } => anyhow::bail!("--table-size {table_size} is more than --players {players}."),
    };
    let created = store
        .tournament(id)
        .await?
        .ok_or_else(|| anyhow::anyhow!("tournament {id} was not stored"))?;
    let started = tournaments.start(&created, ORGANISER, true).await?;
    anyhow::ensure!(started == Start::Started, "tournament {id} did not start");
    tournaments.advance(&*places, id).await?;
    let over = places
        .wait_for(id, |t| t.status == TournamentStatus::Finished)
        .await;
    print(&over, args.seed);
    Ok(ExitCode::SUCCESS)
}

/// The tournament the arguments ask for, held in `channel`, its computers at the first level.
fn proposal(args: &Args, tournament: &TournamentArgs, channel: ChannelId) -> Proposal {
    let mut given = vec![
        (
            FORMAT.name.to_owned(),
            OptionValue::Choice(tournament.format.as_str().to_owned()),
        ),
        (
            PLAYERS_DECL.name.to_owned(),
            OptionValue::Int(i64::from(args.players)),
        ),
        (
            ENTRY.name.to_owned(),
            OptionValue::Int(i64::try_from(tournament.entry).unwrap_or(i64::MAX)),
        ),
        (
            "bot_level".to_owned(),
            OptionValue::Choice(args.levels[0].name().to_owned()),
        ),
    ];
    if let Some(size) = tournament.table_size {
        given.push((
            TABLE_SIZE.name.to_owned(),
            OptionValue::Int(i64::from(size)),
        ));
    }
    if let Some(rounds) = tournament.rounds {
        given.push((ROUNDS.name.to_owned(), OptionValue::Int(i64::from(rounds))));
    }
    Proposal {
        guild: SIM_GUILD,
        channel,
        creator: ORGANISER,
        game: args.game,
        lang: Lang::En,
        defaults: TableOptions {
            computer_delay_ms: 0,
            ..TableOptions::default()
        },
        given,
    }
}

/// The rounds, table by table, then the final standings with each paid place's prize.
fn print(t: &StoredTournament, seed: u64) {
    let n = &t.new;
    let name: HashMap<PlayerId, &str> = t
        .entrants
        .iter()
        .map(|e| (e.player, e.name.as_str()))
        .collect();
    let who = |p: &PlayerId| name.get(p).copied().unwrap_or("?");
    let pool: i64 = t.results.iter().map(|(_, _, prize)| prize).sum();
    println!(
        "{} {} tournament {}: {} players, tables of {}, entry {}, {pool} paid out, seed {seed}",
        n.game,
        n.format.as_str(),
        t.id,
        n.players,
        n.table_size,
        n.buy_in,
    );
    for table in &t.tables {
        let places = table.places.clone().unwrap_or_default();
        let seats: Vec<String> = match table.seats.as_slice() {
            [alone] => vec![format!("{}, a bye", who(alone))],
            seats => seats
                .iter()
                .enumerate()
                .map(|(i, p)| format!("{} ({})", who(p), places.get(i).map_or(0, |x| x + 1)))
                .collect(),
        };
        println!(
            "round {} table {}: {}",
            table.round,
            table.table_no + 1,
            seats.join(", ")
        );
    }
    let played: Vec<Played> = t.tables.iter().map(|x| x.played()).collect();
    let lines = match n.format {
        Format::Swiss => standings::swiss(&t.entrants, &played),
        Format::Knockout => standings::knockout(&t.entrants, &played),
    };
    let prize: HashMap<PlayerId, i64> = t.results.iter().map(|(p, _, x)| (*p, *x)).collect();
    println!("standings:");
    for (i, line) in lines.iter().enumerate() {
        let score = match n.format {
            Format::Swiss => format!("{} pt", line.points),
            Format::Knockout => format!("round {}", line.tiebreak),
        };
        let paid = prize.get(&line.player).copied().unwrap_or(0);
        println!(
            "{:>3}. {:<24} {score:>9} {paid:>9}",
            i + 1,
            who(&line.player)
        );
    }
}
