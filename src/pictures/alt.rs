//! What a picture says to whoever cannot see it: one sentence in the picture's language, which
//! Discord reads aloud from the attachment's `description` (at most [`ALT_MAX`] characters).
//! Each game says its table from the same facts it draws; the pieces every game shares are
//! here: a card's or tile's name as the buttons write it, the seats' plates, rows of pieces,
//! a hand.

use crate::lang::Lang;

use super::{
    card::Face,
    piece::Piece,
    seats::Plate,
    sheet::{Labelled, Row},
    tile::TileFace,
};

/// The longest description Discord takes for an attachment.
pub const ALT_MAX: usize = 1024;

/// `text` cut at [`ALT_MAX`] characters, ending with "…" when cut.
#[must_use]
pub fn clip(text: String) -> String {
    if text.chars().count() <= ALT_MAX {
        return text;
    }
    let mut cut: String = text.chars().take(ALT_MAX - 1).collect();
    cut.push('…');
    cut
}

/// A piece's name as the text and the buttons write it: `Q♦`, `R7`; a face-down card says so.
#[must_use]
pub fn piece_name(piece: Piece, lang: Lang) -> String {
    match piece {
        Piece::Card(Face::Suited { rank, suit }) => format!("{rank}{}", suit.symbol()),
        Piece::Card(Face::Joker) => crate::say!(lang, "pictures-card").to_owned(),
        Piece::Back => crate::say!(lang, "pictures-back").to_owned(),
        Piece::Tile(TileFace::Number { number, letter, .. }) => format!("{letter}{number}"),
        Piece::Tile(TileFace::Joker) => "J".to_owned(),
    }
}

/// Pieces by name, one space apart.
#[must_use]
pub fn pieces(row: &[Piece], lang: Lang) -> String {
    row.iter()
        .map(|&p| piece_name(p, lang))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The seats as their plates say them: `Ada, winner: Score 33, 0 cards; Bruno: …` (whose turn
/// it is, the sentence says before).
#[must_use]
pub fn seats(plates: &[Plate], lang: Lang) -> String {
    plates
        .iter()
        .map(|p| {
            let mark = if p.winner {
                crate::say!(lang, "pictures-winner")
            } else {
                ""
            };
            format!("{}{mark}: {}", p.name, p.line.replace(" · ", ", "))
        })
        .collect::<Vec<_>>()
        .join("; ")
}

/// Each seat's rows (melds, lays, cards shown), by seat: `Ada: +25 7♦ 8♦ 9♦, K♠; Bruno: …`;
/// empty when no seat has any.
#[must_use]
pub fn rows(names: &[String], rows: &[Vec<Row>], lang: Lang) -> String {
    names
        .iter()
        .zip(rows)
        .filter(|(_, r)| r.iter().any(|row| !row.pieces.is_empty()))
        .map(|(name, seat_rows)| {
            let said: Vec<String> = seat_rows
                .iter()
                .map(|row| {
                    let tag = row
                        .tag
                        .replace('★', crate::say!(lang, "pictures-alt-row-winner"));
                    let cards = pieces(&row.pieces, lang);
                    if tag.is_empty() {
                        cards
                    } else {
                        format!("{tag} {cards}")
                    }
                })
                .collect();
            format!("{name}: {}", said.join(", "))
        })
        .collect::<Vec<_>>()
        .join("; ")
}

/// A hand picture said: `Hand of Ada, 7 cards, deadwood 20: 7♦ 8♦ 9♦; K♠; 3♣ 5♣.`, its groups
/// (lays, suits) apart.
#[must_use]
pub fn hand(lang: Lang, name: &str, detail: &str, groups: &[Vec<Labelled>]) -> String {
    let held: Vec<String> = groups
        .iter()
        .filter(|g| !g.is_empty())
        .map(|g| {
            g.iter()
                .map(|l| l.label.as_str())
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect();
    let whose = crate::say!(lang, "pictures-alt-hand-of", name);
    let detail = detail.replace(" · ", ", ");
    let said = if held.is_empty() {
        crate::say!(lang, "pictures-no-cards").to_owned()
    } else {
        held.join("; ")
    };
    clip(format!("{whose}, {detail}: {said}."))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Suit;
    use crate::pictures::tile::TileColour;

    #[test]
    fn pieces_read_as_the_buttons_name_them_and_long_text_is_clipped() {
        let q = Piece::Card(Face::Suited {
            rank: "Q",
            suit: Suit::Diamonds,
        });
        let r7 = Piece::Tile(TileFace::Number {
            number: 7,
            colour: TileColour::Red,
            letter: 'R',
        });
        assert_eq!(
            pieces(&[q, r7, Piece::Card(Face::Joker)], Lang::It),
            "Q♦ R7 jolly"
        );
        let long = clip("x".repeat(3000));
        assert_eq!(long.chars().count(), ALT_MAX);
        assert!(long.ends_with('…'));
        assert_eq!(clip("short".to_owned()), "short");
    }

    #[test]
    fn a_hand_says_its_owner_its_detail_and_its_groups() {
        let card = |rank: &'static str| Labelled {
            piece: Piece::Card(Face::Suited {
                rank,
                suit: Suit::Spades,
            }),
            label: format!("{rank}♠"),
        };
        let groups = vec![vec![card("7"), card("8"), card("9")], vec![card("K")]];
        assert_eq!(
            hand(Lang::En, "Ada", "4 cards · deadwood 10", &groups),
            "Hand of Ada, 4 cards, deadwood 10: 7♠ 8♠ 9♠; K♠."
        );
        assert_eq!(
            hand(Lang::It, "Ada", "0 carte", &[]),
            "Mano di Ada, 0 carte: nessuna carta."
        );
    }
}
