//! The walk: once the search has found the best value, follows the steps that reach it and lays
//! out the combinations they make. Apart from the search (`solver_layers.rs`) because it runs
//! once per answer and builds tiles, where the search only counts.

use super::super::{combo::arrange, Colour, Tile};
use super::layers::{Search, NEG};
use super::moves::{code_len, deal_groups};
use super::node::{Node, Step};
use super::Placement;

impl Search {
    /// Follows the best steps from `node` (which must be feasible), building the combinations.
    pub(super) fn walk(&mut self, mut node: Node) -> Placement {
        let mut open: [Vec<(u8, Vec<Tile>)>; 4] = Default::default();
        let mut groups: Vec<Tile> = Vec::new();
        let mut out = Placement {
            playfield: Vec::new(),
            placed: Vec::new(),
        };
        while node.v < 9 {
            let target = self.best(node, NEG);
            let steps = self.ranked_steps(&node);
            let Some((step, next, _, _)) = steps.into_iter().find(|(_, next, gain, bound)| {
                gain + bound >= target && {
                    // Above `target - gain - 1` the answer is exact, and it cannot beat target.
                    let sub = self.best(*next, target - gain - 1);
                    sub >= 0 && sub + gain == target
                }
            }) else {
                break;
            };
            let number = node.v + 1;
            match step {
                Step::Groups { jokers, from_hand } => {
                    out.playfield.extend(deal_groups(&groups, jokers));
                    out.placed
                        .extend(std::iter::repeat_n(Tile::JOKER, usize::from(from_hand)));
                    groups.clear();
                }
                Step::Colour {
                    fates,
                    new_nat,
                    new_joker,
                    to_groups,
                    from_hand,
                    jokers_from_hand,
                } => {
                    let c = usize::from(node.c);
                    let tile = Tile::new(Colour::ALL[c], number).unwrap_or(Tile::JOKER);
                    let mut runs = Vec::new();
                    for (i, (code, mut tiles)) in
                        std::mem::take(&mut open[c]).into_iter().enumerate()
                    {
                        let (len, joker) = (code_len(code), code > 3);
                        match fates.get(i).copied().unwrap_or(0) {
                            1 => {
                                tiles.push(tile);
                                runs.push(((len + 1).min(3) + 3 * u8::from(joker), tiles));
                            }
                            2 => {
                                tiles.push(Tile::JOKER);
                                runs.push(((len + 1).min(3) + 3, tiles));
                            }
                            _ => out.playfield.push(arrange(&tiles)),
                        }
                    }
                    runs.extend((0..new_nat).map(|_| (1, vec![tile])));
                    runs.extend((0..new_joker).map(|_| (4, vec![Tile::JOKER])));
                    runs.sort_by_key(|r| std::cmp::Reverse(r.0));
                    open[c] = runs;
                    groups.extend(std::iter::repeat_n(tile, usize::from(to_groups)));
                    out.placed
                        .extend(std::iter::repeat_n(tile, usize::from(from_hand)));
                    out.placed.extend(std::iter::repeat_n(
                        Tile::JOKER,
                        usize::from(jokers_from_hand),
                    ));
                }
            }
            node = next;
        }
        for (_, tiles) in open.into_iter().flatten() {
            out.playfield.push(arrange(&tiles));
        }
        out
    }
}
