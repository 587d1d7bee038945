//! What one layer may do with its number's tiles: each colour's choices for its open runs
//! ([`choices`], [`advance`]) and how the tiles left split into groups ([`group_count`],
//! [`deal_groups`]). Shared by the search (`solver_layers.rs`), its bound (`solver_bound.rs`) and
//! the walk that builds the combinations (`solver_walk.rs`), so all three step alike.

use super::super::{combo::arrange, Tile};

/// How many groups `naturals` tiles of one number (`pairs`: a colour among them twice) and
/// `jokers` jokers split into, each of 3 or 4 tiles in different colours with one joker at most
/// (N5, N6): `Some(0)` for no tiles, `None` when they cannot split. Three at most (ten tiles at
/// most), and a colour twice needs two. These conditions are also enough: see [`deal_groups`].
pub(super) fn group_count(naturals: u8, jokers: u8, pairs: bool) -> Option<u8> {
    let tiles = naturals + jokers;
    (0..=3).find(|&k| 3 * k <= tiles && tiles <= 4 * k && jokers <= k && (!pairs || k >= 2))
}

/// The groups `naturals` (tiles of one number, a colour at most twice) and `jokers` jokers make,
/// laid out; empty when [`group_count`] finds they cannot split. Dealt round in sorted order, a
/// colour's two tiles go to two different groups and the sizes differ by one at most; the
/// jokers go to the smallest groups, one each, so every group has 3 or 4 tiles.
pub(super) fn deal_groups(naturals: &[Tile], jokers: u8) -> Vec<Vec<Tile>> {
    let mut sorted = naturals.to_vec();
    sorted.sort_unstable();
    let pairs = sorted.windows(2).any(|w| w[0] == w[1]);
    let Some(k) = group_count(sorted.len() as u8, jokers, pairs).filter(|&k| k > 0) else {
        return Vec::new();
    };
    let mut groups = vec![Vec::new(); usize::from(k)];
    for (i, tile) in sorted.into_iter().enumerate() {
        groups[i % usize::from(k)].push(tile);
    }
    for group in groups.iter_mut().rev().take(usize::from(jokers)) {
        group.push(Tile::JOKER);
    }
    groups.iter().map(|g| arrange(g)).collect()
}

/// One colour's decision at a layer: each open run's fate (0 close, 1 natural, 2 joker), runs
/// started with a natural and with a joker, and naturals given to the layer's groups.
#[derive(Copy, Clone, Debug)]
pub(super) struct Choice {
    pub fates: [u8; 4],
    pub new_nat: u8,
    pub new_joker: u8,
    pub to_groups: u8,
}

/// Every choice for a colour whose open runs are `runs`, with `jokers` left, at layer `v` where
/// it has `m` tiles to place and `o` that may be: a run closes only with 3 tiles or more, takes a
/// joker only if it holds none, and runs start only where they can still reach 3 (numbers 1–7).
/// The search and its bound (`solver_bound.rs`) both step through these.
pub(super) fn choices(
    runs: [u8; 4],
    jokers: u8,
    v: usize,
    m: u8,
    o: u8,
    mut f: impl FnMut(Choice),
) {
    let open = runs.iter().filter(|&&r| r != 0).count();
    for mut pick in 0..3u32.pow(open as u32) {
        let mut fates = [0u8; 4];
        let mut ok = true;
        for (i, fate) in fates.iter_mut().enumerate().take(open) {
            *fate = (pick % 3) as u8;
            pick /= 3;
            let (len, joker) = (code_len(runs[i]), runs[i] > 3);
            ok &= !(*fate == 0 && len < 3 || *fate == 2 && joker);
        }
        let ext_nat = fates[..open].iter().filter(|&&f| f == 1).count() as u8;
        let ext_joker = fates[..open].iter().filter(|&&f| f == 2).count() as u8;
        if !ok || ext_nat > 2 || ext_joker > jokers {
            continue;
        }
        let can_start = v <= 6;
        for new_nat in 0..=if can_start { 2 - ext_nat } else { 0 } {
            let in_runs = ext_nat + new_nat;
            for to_groups in 0..=2 - in_runs {
                let used = in_runs + to_groups;
                if used < m || used > m + o {
                    continue;
                }
                let starts = if can_start { jokers - ext_joker } else { 0 };
                for new_joker in 0..=starts.min(2) {
                    f(Choice {
                        fates,
                        new_nat,
                        new_joker,
                        to_groups,
                    });
                }
            }
        }
    }
}

/// The runs a colour has open after `choice` (sorted high to low, 0 for none), the naturals it
/// extended them with and the jokers it used.
pub(super) fn advance(runs: [u8; 4], choice: Choice) -> ([u8; 4], u8, u8) {
    // At most 4 runs extended and 2 + 2 started: on the stack, this is the hot path.
    let mut codes = [0u8; 8];
    let mut n = 0;
    let (mut ext_nat, mut ext_joker) = (0, 0);
    let open = runs.iter().filter(|&&r| r != 0).count();
    for (&run, &fate) in runs.iter().zip(&choice.fates).take(open) {
        let (len, joker) = (code_len(run), run > 3);
        let code = match fate {
            1 => {
                ext_nat += 1;
                (len + 1).min(3) + 3 * u8::from(joker)
            }
            2 => {
                ext_joker += 1;
                (len + 1).min(3) + 3
            }
            _ => continue,
        };
        codes[n] = code;
        n += 1;
    }
    for code in std::iter::repeat_n(1, usize::from(choice.new_nat))
        .chain(std::iter::repeat_n(4, usize::from(choice.new_joker)))
    {
        codes[n] = code;
        n += 1;
    }
    codes[..n].sort_unstable_by(|a, b| b.cmp(a));
    let mut out = [0; 4];
    for (slot, &code) in out.iter_mut().zip(&codes[..n]) {
        *slot = code;
    }
    (out, ext_nat, ext_joker + choice.new_joker)
}

pub(super) fn code_len(code: u8) -> u8 {
    (code - 1) % 3 + 1
}
