//! One row of the capacity bench: `tables` busy tables, each with a human who clicks the moment
//! their previous click is answered, against a bot started for this row alone.

use std::{
    fmt,
    sync::Arc,
    time::{Duration, Instant},
};

use rumino::store::Store;
use serde_json::{json, Value};

use super::support::standin::*;

/// The five games, in turn: the table at channel `i` plays `GAMES[i % 5]`. A human and one
/// computer player at each, for no chips (Rummoli's smallest buy-in).
const GAMES: [(&str, &str); 5] = [
    ("start rumino", "stake"),
    ("start rummy", "stake"),
    ("start ramino", "stake"),
    ("start rummoli", "buy_in"),
    ("start rumminy", "stake"),
];

/// Buttons that move a turn on, most wanted first; a hand with none of them (nor a Discard) is
/// taken to be waiting for its owner's turn.
const FORWARD: [&str; 7] = [
    "RUMINO!",
    "Gin!",
    "Knock",
    "No rebuy",
    "Draw from stock",
    "Pass (draw)",
    "Commit",
];
/// Buttons a benchmark player never presses: a text box, a search, leaving the table.
const NEVER: [&str; 3] = ["Rearrange", "Suggest", "Leave"];
/// How long a human whose hand shows no move waits for the "your turn" edit before clicking on.
const NUDGE_WAIT: Duration = Duration::from_millis(400);

pub fn rss_kib(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    status
        .lines()
        .find(|l| l.starts_with("VmRSS:"))
        .and_then(|l| l.split_whitespace().nth(1))
        .and_then(|v| v.parse().ok())
        .unwrap_or(0)
}

/// utime + stime of `pid`, in clock ticks (1/100 s on Linux).
fn cpu_ticks(pid: u32) -> u64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    // The command name may hold spaces: count fields after its closing parenthesis.
    let rest = stat.rsplit_once(')').map_or("", |(_, r)| r);
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let at = |i: usize| {
        fields
            .get(i)
            .and_then(|v| v.parse::<u64>().ok())
            .unwrap_or(0)
    };
    // Fields 14 and 15 of the whole line are the 12th and 13th after the name.
    at(11) + at(12)
}

/// Opens a table with `/rumino <sub>` and returns its message.
pub async fn open_table(
    standin: &StandIn,
    channel: u64,
    sub: &str,
    options: Value,
) -> StoredMessage {
    standin
        .slash(ALICE, channel, "rumino", sub, options, "en-US")
        .reply()
        .await
}

/// Opens the table of channel index `i` with a computer player and starts it.
async fn open_busy(standin: &StandIn, first: u64, i: u64) -> u64 {
    let (sub, stake) = GAMES[(i % 5) as usize];
    let mut options = json!({"seats": 2, "bots": 1, "bot_level": "easy"});
    options[stake] = json!(if stake == "buy_in" { 9 } else { 0 });
    let table = open_table(standin, first + i, sub, options).await.id;
    let long = Duration::from_secs(60);
    let lobby = standin
        .wait_message(long, |m| {
            m.id == table && m.text().contains("Computer") && m.button("Start").is_some()
        })
        .await
        .expect("a computer player seated");
    let started = standin.press(ALICE, &lobby, "Start").response().await;
    standin
        .wait_message(long, |m| {
            // A short Rummoli may be over already: its human plays again.
            let over = m.button("Play again").is_some();
            m.id == table && (m.button("Show my hand").is_some() || over)
        })
        .await
        .unwrap_or_else(|| {
            let now = standin.message(table).map(|m| m.text()).unwrap_or_default();
            panic!(
                "{sub} did not start: {:?}; the table says {now}",
                started.data
            )
        });
    table
}

fn enabled(message: &StoredMessage) -> Vec<String> {
    message
        .buttons()
        .into_iter()
        .filter(|b| !b.disabled)
        .filter_map(|b| b.label)
        .filter(|l| !NEVER.iter().any(|n| l.starts_with(n)))
        .collect()
}

/// What one table's human saw.
#[derive(Default)]
struct Seen {
    callbacks: Vec<Duration>,
    nudges: Vec<Duration>,
    nudges_missed: u32,
}

/// The next button a human presses at `table`: on the table message when the game is over or no
/// hand is open, else on the hand — a forward move if there is one, else (after waiting for a
/// "your turn" edit) any button. `None` when there is nothing to press yet.
async fn next_press(
    standin: &StandIn,
    table: u64,
    hand: Option<u64>,
    answered: Instant,
    seen: &mut Seen,
    pick: &mut u64,
) -> Option<(u64, String)> {
    let board = standin.message(table)?;
    for key in ["Play again", "Start"] {
        if enabled(&board).iter().any(|l| l == key) {
            return Some((table, key.to_owned()));
        }
    }
    let Some(hand) = hand.and_then(|h| standin.message(h)) else {
        return enabled(&board)
            .iter()
            .any(|l| l == "Show my hand")
            .then(|| (table, "Show my hand".to_owned()));
    };
    let forward = |m: &StoredMessage| {
        let labels = enabled(m);
        FORWARD
            .iter()
            .find(|k| labels.iter().any(|l| l == *k))
            .map(|k| (*k).to_owned())
            .or_else(|| labels.into_iter().find(|l| l.starts_with("Discard ")))
    };
    if let Some(key) = forward(&hand) {
        return Some((hand.id, key));
    }
    // The nudge is the edit that gives the hand a move to make (an edit of its picture alone
    // is not one).
    let nudged = standin
        .wait_message_id(hand.id, NUDGE_WAIT, |m| forward(m).is_some())
        .await;
    if nudged.is_some() {
        seen.nudges.push(answered.elapsed());
    } else {
        seen.nudges_missed += 1;
    }
    let hand = standin.message(hand.id)?;
    if let Some(key) = forward(&hand) {
        return Some((hand.id, key));
    }
    let labels = enabled(&hand);
    *pick = pick.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
    match labels.len() {
        0 => Some((table, "Show my hand".to_owned())),
        n => Some((hand.id, labels[(*pick >> 33) as usize % n].clone())),
    }
}

/// One table's human clicking until `until`.
async fn drive(standin: Arc<StandIn>, table: u64, until: Instant) -> Seen {
    let mut seen = Seen::default();
    let mut hand = None;
    let mut answered = Instant::now();
    let mut pick = table;
    while Instant::now() < until {
        let Some((message, key)) =
            next_press(&standin, table, hand, answered, &mut seen, &mut pick).await
        else {
            standin
                .wait_edit_count(table, standin.edit_count(table) + 1, NUDGE_WAIT)
                .await;
            continue;
        };
        let Some(current) = standin.message(message) else {
            hand = None;
            continue;
        };
        // The message may have changed since the choice: press only what is still there, as
        // this human sees it (the bot may edit it again before the click arrives, as on Discord).
        let Some(custom_id) = current
            .button(&key)
            .filter(|b| !b.disabled)
            .and_then(|b| b.custom_id)
        else {
            continue;
        };
        let interaction = standin.click(ALICE, current.channel_id, current.id, &custom_id);
        let callback = interaction.response().await;
        answered = Instant::now();
        seen.callbacks.push(callback.latency);
        if let Some(shown) = interaction.reply_within(Duration::ZERO).await {
            if shown.is_ephemeral() {
                hand = Some(shown.id);
            }
        }
    }
    seen
}

/// One row's figures.
#[derive(Default)]
pub struct Row {
    tables: u64,
    seconds: f64,
    callbacks: Vec<Duration>,
    nudges: Vec<Duration>,
    nudges_missed: u32,
    commits: i64,
    cpu_ticks: u64,
    /// The bench's own CPU: the stand-in (which validates every request) and the humans.
    own_ticks: u64,
    rss_kib: u64,
    /// Connections the bot opened to the stand-in while clicking (reuse keeps this near 0).
    connections: u64,
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

/// The `q` quantile of sorted `v` (nearest rank), zero if empty.
fn quantile(v: &[Duration], q: f64) -> Duration {
    if v.is_empty() {
        return Duration::ZERO;
    }
    let rank = ((v.len() as f64 * q).ceil() as usize).clamp(1, v.len());
    v[rank - 1]
}

impl Row {
    pub fn header() -> String {
        format!(
            "{:>6} {:>9} {:>9} {:>8} {:>8} {:>8} {:>9} {:>9} {:>9} {:>6} {:>7} {:>12} {:>5}",
            "tables",
            "clicks/s",
            "commits/s",
            "cb p50",
            "cb p99",
            "cb max",
            "nudge p50",
            "nudge p99",
            "nudges",
            "cpu",
            "RSS MiB",
            "stand-in cpu",
            "conns"
        )
    }
}

impl fmt::Display for Row {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (c, n) = (&self.callbacks, &self.nudges);
        write!(
            f,
            "{:>6} {:>9.0} {:>9.0} {:>6.1}ms {:>6.1}ms {:>6.1}ms {:>7.1}ms {:>7.1}ms {:>5}/{:<3} {:>6.2} {:>7.1} {:>12.2} {:>5}",
            self.tables,
            c.len() as f64 / self.seconds,
            self.commits as f64 / self.seconds,
            ms(quantile(c, 0.5)),
            ms(quantile(c, 0.99)),
            ms(c.last().copied().unwrap_or_default()),
            ms(quantile(n, 0.5)),
            ms(quantile(n, 0.99)),
            n.len(),
            self.nudges_missed,
            self.cpu_ticks as f64 / 100.0 / self.seconds,
            self.rss_kib as f64 / 1024.0,
            self.own_ticks as f64 / 100.0 / self.seconds,
            self.connections,
        )
    }
}

/// The actions logged at every open table so far (the sum of their versions).
async fn versions(db: &str) -> i64 {
    let store = Store::open(db).await.expect("open the bench database");
    let open = store.open_tables().await.expect("read the open tables");
    open.iter().map(|t| t.version).sum()
}

/// Opens `tables` busy tables at once; their message ids.
async fn open_all(standin: &Arc<StandIn>, first: u64, tables: u64) -> Vec<u64> {
    let mut opening = tokio::task::JoinSet::new();
    for i in 0..tables {
        let standin = standin.clone();
        opening.spawn(async move { open_busy(&standin, first, i).await });
    }
    let mut ids = Vec::new();
    while let Some(id) = opening.join_next().await {
        ids.push(id.expect("a table opened"));
    }
    ids
}

/// Opens `tables` busy tables, then lets every human click for `seconds`.
pub async fn run(
    standin: StandIn,
    bot: &BotProcess,
    db: &str,
    first: u64,
    tables: u64,
    seconds: u64,
) -> Row {
    let standin = Arc::new(standin);
    let ids = open_all(&standin, first, tables).await;
    let before = versions(db).await;
    let cpu = cpu_ticks(bot.pid());
    let own = cpu_ticks(std::process::id());
    let connections = standin.tcp_connections();
    stage_summary(bot).await; // what opening cost is not this row's
    let started = Instant::now();
    let until = started + Duration::from_secs(seconds);
    let mut driving = tokio::task::JoinSet::new();
    for table in ids {
        driving.spawn(drive(standin.clone(), table, until));
    }
    let mut row = Row {
        tables,
        ..Row::default()
    };
    while let Some(seen) = driving.join_next().await {
        let seen = seen.expect("a table's human");
        row.callbacks.extend(seen.callbacks);
        row.nudges.extend(seen.nudges);
        row.nudges_missed += seen.nudges_missed;
    }
    row.seconds = started.elapsed().as_secs_f64();
    row.cpu_ticks = cpu_ticks(bot.pid()).saturating_sub(cpu);
    row.own_ticks = cpu_ticks(std::process::id()).saturating_sub(own);
    row.rss_kib = rss_kib(bot.pid());
    row.connections = standin.tcp_connections() - connections;
    row.commits = versions(db).await - before;
    row.callbacks.sort_unstable();
    row.nudges.sort_unstable();
    let violations = standin.violations();
    if !violations.is_empty() {
        println!(
            "stand-in violations: {} (first: {})",
            violations.len(),
            violations[0]
        );
    }
    row
}

/// Asks the bot for its latency summary now (SIGUSR1) and returns the line it logs, when the
/// bot was started with `rumino::latency=debug`.
pub async fn stage_summary(bot: &BotProcess) -> Option<String> {
    if !std::env::var("RUST_LOG").is_ok_and(|l| l.contains("rumino::latency")) {
        return None;
    }
    let before = bot.log().matches("latency summary").count();
    std::process::Command::new("kill")
        .args(["-USR1", &bot.pid().to_string()])
        .status()
        .ok()?;
    for _ in 0..50 {
        let log = bot.log();
        if log.matches("latency summary").count() > before {
            let line = log.lines().rev().find(|l| l.contains("latency summary"))?;
            return Some(
                line.split_once("latency summary")
                    .map_or(line, |(_, r)| r)
                    .trim()
                    .to_owned(),
            );
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    None
}
