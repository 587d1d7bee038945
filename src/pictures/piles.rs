//! The stock and the discard pile of a draw-and-discard table (Rumino R11, Rummy Y12, Ramino
//! T16): the stock face down with its count, the discard pile's last cards fanned with the top
//! one whole, each under its word.

use crate::lang::Lang;

use super::{
    alt,
    canvas::Canvas,
    card::Face,
    colours::{INK, MUTED},
    piece::{fan, Deck, Piece, Scale},
    seats::{Plate, SeatMarks},
    sheet::Row,
    sheet::{Sheet, MARGIN},
    text::{Align, Style, Weight},
    words, Scene,
};

/// Cards of the discard pile shown under the top one.
const SHOWN: usize = 6;

/// Draws the stock (`stock` cards) and the discard pile (bottom first: its last cards, as many
/// as fit with their corners showing) across the sheet, with `note` (whose turn, say) to their
/// right.
pub fn draw_piles(
    sheet: &mut Sheet,
    stock: usize,
    discard: &[Face],
    note: &str,
    lang: Lang,
    deck: Deck,
) {
    let (w, h) = Piece::Back.size(Scale::Hand);
    let word = Style::new(15.0, Weight::Regular, MUTED);
    let count = Style::new(17.0, Weight::Bold, INK);
    let top = sheet.y;
    let mut x = MARGIN;
    if stock > 0 {
        Piece::Back.draw(&mut sheet.canvas, (x, top), Scale::Hand, deck);
    } else {
        sheet
            .canvas
            .rounded((x, top, w, h), 6.0, super::colours::PLATE, None);
    }
    let label = format!("{} {stock}", crate::say!(lang, "pictures-stock"));
    let lw = sheet
        .canvas
        .text(x + w / 2.0, top + h + 4.0, &label, word, Align::Centre);
    let (left, span) = (x.min(x + (w - lw) / 2.0), w.max(lw));
    let tall = h + 4.0 + word.line_height();
    sheet.canvas.record("stock", (left, top, span, tall), false);
    x += w + 28.0;
    let room = w * 3.0;
    let most = SHOWN.min(super::piece::fits(
        Piece::Card(Face::Joker),
        room,
        Scale::Hand,
    ));
    let shown: Vec<Piece> = discard
        .iter()
        .rev()
        .take(most)
        .rev()
        .map(|&f| Piece::Card(f))
        .collect();
    let used = if shown.is_empty() {
        sheet
            .canvas
            .rounded((x, top, w, h), 6.0, super::colours::PLATE, None);
        w
    } else {
        fan(&mut sheet.canvas, (x, top), &shown, room, Scale::Hand, deck)
    };
    let label = format!(
        "{} {}",
        crate::say!(lang, "pictures-discards"),
        discard.len()
    );
    let lw = sheet.canvas.text(
        x + used - w / 2.0,
        top + h + 4.0,
        &label,
        word,
        Align::Centre,
    );
    let right = (x + used).max(x + used - w / 2.0 + lw / 2.0);
    sheet
        .canvas
        .record("discards", (x, top, right - x, tall), false);
    x += used + 28.0;
    let nw = sheet
        .canvas
        .text(x, top + h / 2.0 - 10.0, note, count, Align::Left);
    let nh = count.line_height();
    sheet
        .canvas
        .record("note", (x, top + h / 2.0 - 10.0, nw, nh), false);
    sheet.y += h + 28.0;
}

/// Everything a draw-and-discard table picture shows, as its game words it.
pub struct PileTable<'a> {
    pub title: &'a str,
    /// After the title: hand, pool…
    pub detail: String,
    /// Under the title once the game is over: who won, how, and what they took.
    pub result: Option<String>,
    pub stock: usize,
    /// The discard pile, bottom first.
    pub discard: Vec<Face>,
    /// Who is to play, while a hand is played.
    pub turn: Option<String>,
    /// The game is over.
    pub over: bool,
    pub plates: Vec<Plate>,
    /// Under each plate: that seat's melds, or the cards it showed.
    pub rows: Vec<Vec<Row>>,
    /// Said above the rows when there are any ("Last hand, as shown").
    pub caption: &'a str,
}

/// The note beside the piles: `▶ name` while `turn` plays, "Game over" once `over`.
#[must_use]
pub fn turn_note(lang: Lang, turn: Option<&str>, over: bool) -> String {
    match (turn, over) {
        (_, true) => crate::say!(lang, "pictures-game-over").to_owned(),
        (Some(name), false) => format!("▶ {name}"),
        (None, false) => String::new(),
    }
}

impl PileTable<'_> {
    /// The table in one sentence, for screen readers: the game and its hand, how it ended or
    /// whose turn it is, every seat, the piles, and the rows shown.
    #[must_use]
    pub fn alt(&self, lang: Lang) -> String {
        let mut said = format!("{}, {}", self.title, self.detail.replace(" · ", ", "));
        match (&self.result, &self.turn) {
            (Some(result), _) => said.push_str(&format!(". {}", result.trim_end_matches('.'))),
            (None, Some(name)) => said.push_str(&crate::say!(lang, "pictures-to-play", name)),
            (None, None) => {}
        }
        said.push_str(&format!("; {}", alt::seats(&self.plates, lang)));
        if !self.over {
            let stock = words::count(lang, self.stock as u64, words::Noun::Card);
            said.push_str(&format!(
                "; {} {stock}",
                crate::say!(lang, "pictures-alt-stock")
            ));
            match self.discard.last() {
                Some(&top) => said.push_str(&format!(
                    ", {} {} ({} {})",
                    crate::say!(lang, "pictures-top-discard"),
                    alt::piece_name(Piece::Card(top), lang),
                    self.discard.len(),
                    crate::say!(lang, "pictures-in-the-pile"),
                )),
                None => said.push_str(crate::say!(lang, "pictures-alt-no-discards")),
            }
        }
        let names: Vec<String> = self.plates.iter().map(|p| p.name.clone()).collect();
        let rows = alt::rows(&names, &self.rows, lang);
        if !rows.is_empty() {
            let caption = match self.caption {
                "" => crate::say!(lang, "pictures-melds"),
                caption => caption,
            };
            said.push_str(&format!("; {caption}: {rows}"));
        }
        alt::clip(format!("{said}."))
    }
}

/// After a draw-and-discard table's title: its hand number and its pool.
#[must_use]
pub fn hand_and_pool(
    lang: Lang,
    hand_no: impl std::fmt::Display,
    pool: impl std::fmt::Display,
) -> String {
    format!(
        "{} {hand_no} · {} {pool}",
        crate::say!(lang, "pictures-hand"),
        crate::say!(lang, "pictures-pool")
    )
}

/// The line under a seat's name: its score and its cards, or that it is `out`.
#[must_use]
pub fn score_line(lang: Lang, score: i64, cards: usize, out: Option<&str>) -> String {
    let state = out.map_or_else(
        || super::words::count(lang, cards as u64, super::words::Noun::Card),
        str::to_owned,
    );
    format!("{} {score} · {state}", crate::say!(lang, "pictures-score"))
}

/// Each seat's plate on a table scored in points, from its score, its cards and the word for why
/// it is out, if it is.
#[must_use]
pub fn scored_plates<'w>(
    scene: &Scene<'_>,
    seats: impl IntoIterator<Item = (i64, usize, Option<&'w str>)>,
    marks: &SeatMarks<'_>,
) -> Vec<Plate> {
    seats
        .into_iter()
        .enumerate()
        .map(|(seat, (score, cards, out))| {
            let line = score_line(scene.lang, score, cards, out);
            Plate::marked(scene, seat, line, out.is_some(), marks)
        })
        .collect()
}

/// Draws a draw-and-discard table: title, piles, plates and the rows under them.
#[must_use]
pub fn pile_table(table: &PileTable<'_>, lang: Lang, deck: Deck) -> Canvas {
    let mut sheet = Sheet::new();
    sheet.title(table.title, &table.detail);
    if let Some(result) = &table.result {
        sheet.banner(result);
    }
    // Once the game is over the piles are empty and the band above says it all.
    if !table.over {
        let note = turn_note(lang, table.turn.as_deref(), table.over);
        draw_piles(&mut sheet, table.stock, &table.discard, &note, lang, deck);
    }
    if table.rows.iter().any(|r| !r.is_empty()) && !table.caption.is_empty() {
        sheet.line(table.caption, Style::new(15.0, Weight::Bold, MUTED));
    }
    sheet.seats(&table.plates, &table.rows, deck);
    sheet.finish()
}
