//! A rating's history as a small SVG line chart: drawn on the server, so it needs no script.

use maud::{html, Markup};

use crate::{lang::Lang, store::RatingPoint};

const WIDTH: f64 = 600.0;
const HEIGHT: f64 = 200.0;
const PAD: f64 = 32.0;

/// The chart of `points` (oldest first), with its lowest and highest rating marked; nothing for
/// fewer than two points. `label` names it for screen readers.
#[must_use]
pub fn rating_chart(lang: Lang, label: &str, points: &[RatingPoint]) -> Markup {
    if points.len() < 2 {
        return html! {};
    }
    let low = points.iter().map(|p| p.rating).min().unwrap_or(0);
    let high = points.iter().map(|p| p.rating).max().unwrap_or(0);
    let span = (high - low).max(1) as f64;
    let step = (WIDTH - 2.0 * PAD) / (points.len() - 1) as f64;
    let line: Vec<String> = points
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let x = PAD + step * i as f64;
            let y = HEIGHT - PAD - (p.rating - low) as f64 / span * (HEIGHT - 2.0 * PAD);
            format!("{x:.1},{y:.1}")
        })
        .collect();
    let last = points.last().map_or(0, |p| p.rating);
    html! {
        svg.chart viewBox=(format!("0 0 {WIDTH} {HEIGHT}")) role="img" aria-label=(label) {
            title { (label) }
            line x1=(PAD) y1=(PAD) x2=(WIDTH - PAD) y2=(PAD) {}
            line x1=(PAD) y1=(HEIGHT - PAD) x2=(WIDTH - PAD) y2=(HEIGHT - PAD) {}
            text x="2" y=(PAD + 4.0) { (lang.number(high)) }
            text x="2" y=(HEIGHT - PAD + 4.0) { (lang.number(low)) }
            text x=(WIDTH - PAD) y=(HEIGHT - 8.0) text-anchor="end" {
                (crate::say!(lang, "web-now")) (lang.number(last))
            }
            polyline points=(line.join(" ")) {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ids::TableId;

    fn point(rating: i64) -> RatingPoint {
        RatingPoint {
            ended_at: 0,
            rating,
            table: TableId(1),
            game_no: 1,
        }
    }

    #[test]
    fn a_chart_spans_its_lowest_and_highest_rating() {
        assert!(rating_chart(Lang::En, "x", &[point(1500)])
            .into_string()
            .is_empty());
        let svg = rating_chart(Lang::En, "Rating", &[point(1500), point(1516), point(1490)])
            .into_string();
        assert!(
            svg.contains("1,516") && svg.contains("1,490") && svg.contains("now 1,490"),
            "{svg}"
        );
        assert!(
            svg.contains("300.0,32.0"),
            "the highest point at the top: {svg}"
        );
        assert!(
            svg.contains("568.0,168.0"),
            "the last point at the bottom right: {svg}"
        );
    }
}
