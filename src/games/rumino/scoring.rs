//! Scoring a finished hand (R14–R16, R18–R22): points, eliminations, then either the game's end,
//! rebuy offers, or the next deal.

use super::{
    action::Seat,
    game::{Event, Phase, RuminoGame},
    hand::{Hand, HandEnd},
    lays,
    options::{ELIMINATION_SCORE, UNDERCUT_PENALTY},
    result::{GameEnd, HandResult, ShownHand},
};

impl RuminoGame {
    /// Scores `hand`, which has ended, and decides what comes next.
    pub(super) fn score_hand(&mut self, hand: &Hand) -> Vec<Event> {
        let Some(end) = hand.ended else {
            return Vec::new();
        };
        let points = self.hand_points(hand, end);
        let mut shown = Vec::new();
        let mut newly_out = Vec::new();
        for seat in (0..self.seats.len()).filter(|&s| hand.in_hand[s]) {
            let state = &mut self.seats[seat];
            state.score += points[seat];
            let eliminated = !state.eliminated && state.score > ELIMINATION_SCORE;
            if eliminated {
                state.eliminated = true;
                // This hand is the (hands_played + 1)th scored; the order is the rating's.
                if self.options.rated {
                    state.out_after = Some(self.hands_played + 1);
                }
                newly_out.push(seat);
            }
            let cards = hand.faces(seat);
            let arrangement = lays::arrange(&cards, hand.rules);
            shown.push(ShownHand {
                seat,
                cards,
                arrangement,
                points: points[seat],
                score_after: state.score,
                eliminated,
            });
        }
        match end {
            HandEnd::Knock(s) => self.seats[s].knocks += 1,
            HandEnd::Gin(s) => self.seats[s].gins += 1,
            HandEnd::Rumino(s) | HandEnd::ClaimedRumino(s) => self.seats[s].ruminos += 1,
            HandEnd::StockOut | HandEnd::Abandoned => {}
        }
        self.hands_played += 1;
        self.track_opening_gins(end);
        let result = HandResult {
            hand_no: hand.hand_no,
            dealer: hand.dealer,
            end,
            hands: shown,
        };
        self.last_hand = Some(result.clone());
        let mut events = vec![Event::HandEnded { result }];
        events.extend(self.after_scoring(end, hand, &newly_out));
        events
    }

    /// Points each seat adds for this hand.
    fn hand_points(&self, hand: &Hand, end: HandEnd) -> Vec<i32> {
        let deadwood: Vec<i32> = (0..self.seats.len())
            .map(|s| {
                if hand.in_hand[s] {
                    i32::from(hand.deadwood(s))
                } else {
                    0
                }
            })
            .collect();
        let mut points = deadwood.clone();
        match end {
            // R14 option: a knocker whose deadwood is not strictly lower than every other
            // player's (a tie counts against the knocker) adds the penalty.
            HandEnd::Knock(k) if self.options.undercut_penalty => {
                let undercut = (0..self.seats.len())
                    .any(|s| s != k && hand.in_hand[s] && deadwood[s] <= deadwood[k]);
                if undercut {
                    points[k] += UNDERCUT_PENALTY;
                }
            }
            // R15: −10 for gin.
            HandEnd::Gin(g) => points[g] = -10,
            // R16: the game is won outright; the rumino hand scores nothing.
            HandEnd::Rumino(r) | HandEnd::ClaimedRumino(r) => points[r] = 0,
            HandEnd::Abandoned => points.iter_mut().for_each(|p| *p = 0),
            HandEnd::Knock(_) | HandEnd::StockOut => {}
        }
        points
    }

    /// R22(c) bookkeeping: the seat that went gin in each of the first hands, while unbroken.
    fn track_opening_gins(&mut self, end: HandEnd) {
        if self.opening_gins_broken || self.hands_played > 3 {
            return;
        }
        match end {
            HandEnd::Gin(s) if self.opening_gins.iter().all(|&g| g == s) => {
                self.opening_gins.push(s)
            }
            _ => self.opening_gins_broken = true,
        }
    }

    /// The game's end, rebuy offers (R21), or `None` when the next deal simply follows.
    fn after_scoring(&mut self, end: HandEnd, hand: &Hand, newly_out: &[Seat]) -> Option<Event> {
        if let Some(seat) = end.seat().filter(|_| end.is_rumino()) {
            return Some(self.finish(GameEnd::Rumino, vec![seat]));
        }
        if !self.opening_gins_broken && self.opening_gins.len() == 3 {
            let seat = self.opening_gins[0];
            return Some(self.finish(GameEnd::ThreeGins, vec![seat]));
        }
        let players_in = self.players_in();
        match players_in.len() {
            1 => return Some(self.finish(GameEnd::LastPlayerStanding, players_in)),
            0 => {
                let among: Vec<Seat> = if newly_out.is_empty() {
                    self.all_seats()
                } else {
                    newly_out.to_vec()
                };
                let winners = self.lowest_scores(&among);
                return Some(self.finish(GameEnd::AllEliminated, winners));
            }
            _ => {}
        }
        // R21: (a) two others still in — true here; (b) not heads-up; (c) no rumino — true here.
        let offers: Vec<Seat> = if hand.started_heads_up {
            Vec::new()
        } else {
            newly_out
                .iter()
                .copied()
                .filter(|&s| !self.seats[s].forfeited)
                .collect()
        };
        if offers.is_empty() {
            self.phase = Phase::AwaitingDeal;
            None
        } else {
            self.phase = Phase::Rebuys {
                offers: offers.clone(),
            };
            Some(Event::RebuyOffered { seats: offers })
        }
    }
}
