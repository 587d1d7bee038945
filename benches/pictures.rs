//! Pictures (criterion): the time to draw and encode each game's table and hand
//! picture, and the PNG's size, on the busiest moment of a seeded game between computer players
//! (the table picture that came out largest, and its largest hand). Besides criterion's means it
//! prints each picture's p50/p99 over 300 renders on this thread and its size.
//!
//! ```text
//! cargo bench --bench pictures
//! ```

use std::hint::black_box;
use std::time::{Duration, Instant};

use criterion::Criterion;
use rumino::faces::pictures::{hand_png, table_png};
use rumino::games::{arena::play_any, AnyGame, AnyOptions, GameKind};
use rumino::lang::Lang;
use rumino::pictures::{Look, Scene};

/// The state of `kind`'s seeded game whose table picture is largest, with its seat whose hand
/// picture is largest.
fn busiest(kind: GameKind, names: &[String]) -> (AnyGame, usize) {
    let scene = Scene {
        names,
        look: Look::default(),
        lang: Lang::En,
    };
    let mut best: Option<(usize, AnyGame)> = None;
    let mut looks = 0;
    play_any(AnyOptions::default_for(kind), names.len(), 1, &mut |game| {
        looks += 1;
        if looks % 4 == 0 || game.is_over() {
            let size = table_png(game, &scene).len();
            if best.as_ref().is_none_or(|(s, _)| size > *s) {
                best = Some((size, game.clone()));
            }
        }
        true
    });
    let game = best.map(|(_, g)| g).expect("a game was played");
    let seat = (0..names.len())
        .max_by_key(|&s| hand_png(&game, s, &scene).len())
        .unwrap_or(0);
    (game, seat)
}

fn percentiles(mut render: impl FnMut() -> usize) -> (Duration, Duration, usize) {
    let mut times: Vec<Duration> = (0..300)
        .map(|_| {
            let start = Instant::now();
            black_box(render());
            start.elapsed()
        })
        .collect();
    times.sort();
    (times[150], times[297], render())
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("pictures");
    group
        .sample_size(30)
        .measurement_time(Duration::from_secs(3));
    println!(
        "{:<8} {:>6} {:>9} {:>9} {:>8}",
        "game", "what", "p50 ms", "p99 ms", "KiB"
    );
    for &kind in GameKind::ALL.iter() {
        let players = usize::from((*kind.seat_range().end()).min(6));
        let names: Vec<String> = (1..=players).map(|i| format!("Player {i}")).collect();
        let (game, seat) = busiest(kind, &names);
        let scene = Scene {
            names: &names,
            look: Look::default(),
            lang: Lang::En,
        };
        let table = percentiles(|| table_png(&game, &scene).len());
        let hand = percentiles(|| hand_png(&game, seat, &scene).len());
        for (what, (p50, p99, bytes)) in [("table", table), ("hand", hand)] {
            let ms = |d: Duration| d.as_secs_f64() * 1000.0;
            println!(
                "{:<8} {what:>6} {:>9.2} {:>9.2} {:>8.1}",
                kind.as_str(),
                ms(p50),
                ms(p99),
                bytes as f64 / 1024.0
            );
        }
        group.bench_function(format!("{}/table", kind.as_str()), |b| {
            b.iter(|| table_png(black_box(&game), &scene))
        });
        group.bench_function(format!("{}/hand", kind.as_str()), |b| {
            b.iter(|| hand_png(black_box(&game), seat, &scene))
        });
    }
    group.finish();
}

fn main() {
    let mut c = Criterion::default().configure_from_args();
    bench(&mut c);
    c.final_summary();
}
