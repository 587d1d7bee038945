//! What `/rumino replay` says: a finished game's id as players type it, the replay's title,
//! controls and position, and why a replay is refused.

use super::Lang;

/// A game's id as players read and type it: the table, then the game's number at it (`12-3`).
#[must_use]
pub fn game_id(table: i64, game_no: u32) -> String {
    format!("{table}-{game_no}")
}

/// Reads [`game_id`]'s text back (a leading `#` and spaces are allowed): the table and the game.
#[must_use]
pub fn parse_game_id(text: &str) -> Option<(i64, u32)> {
    let text = text.trim().trim_start_matches('#');
    let (table, game) = text.split_once('-')?;
    let table: i64 = table.trim().parse().ok()?;
    let game: u32 = game.trim().parse().ok()?;
    (table > 0 && game > 0).then_some((table, game))
}

/// Under a finished game's result: how to watch it again.
#[must_use]
pub fn replay_hint(lang: Lang, id: &str) -> String {
    match lang {
        Lang::En => format!("🎬 Replay: `/rumino replay game:{id}`"),
        Lang::It => format!("🎬 Rivedila: `/rumino rivedi partita:{id}`"),
    }
}

/// The replay's title: the game's own title and its id.
#[must_use]
pub fn replay_title(lang: Lang, title: &str, id: &str) -> String {
    match lang {
        Lang::En => format!("🎬 Replay {id} · {title}"),
        Lang::It => format!("🎬 Replica {id} · {title}"),
    }
}

/// Where the replay is: the step of all steps, and the hand.
#[must_use]
pub fn replay_position(lang: Lang, step: usize, steps: usize, hand: usize) -> String {
    match lang {
        Lang::En => format!("Step {} of {steps} · hand {hand}", step + 1),
        Lang::It => format!("Passo {} di {steps} · mano {hand}", step + 1),
    }
}

/// The heading of each seat's cards in a replay.
#[must_use]
pub fn replay_hand_of(lang: Lang, name: &str) -> String {
    lang.pick(format!("🂠 {name}'s hand"), format!("🂠 Mano di {name}"))
}

/// The "jump to hand" menu's placeholder and each option.
#[must_use]
pub fn jump_to_hand(lang: Lang) -> &'static str {
    lang.pick("Jump to hand…", "Vai alla mano…")
}

/// One option of the "jump to hand" menu.
#[must_use]
pub fn hand_option(lang: Lang, hand: usize) -> String {
    lang.pick(format!("Hand {hand}"), format!("Mano {hand}"))
}

/// The button that gives a player a link to share a finished game of theirs.
#[must_use]
pub fn share_button(lang: Lang) -> &'static str {
    lang.pick("🔗 Share", "🔗 Condividi")
}

/// The link to share a game, said privately to whoever asked.
#[must_use]
pub fn share_link(lang: Lang, id: &str, url: &str) -> String {
    match lang {
        Lang::En => format!(
            "🔗 Anyone with this link can step through game {id}: {url}\nIt shows only this finished game, whatever this server's settings."
        ),
        Lang::It => format!(
            "🔗 Chiunque abbia questo link può rivedere la partita {id}: {url}\nMostra solo questa partita finita, qualunque siano le impostazioni del server."
        ),
    }
}

/// Why a game was not shared: only its players may share it.
#[must_use]
pub fn share_not_yours(lang: Lang, id: &str) -> String {
    match lang {
        Lang::En => format!("Only the players of game {id} can share it. You can still watch it with `/rumino replay game:{id}`."),
        Lang::It => format!("Solo chi ha giocato la partita {id} può condividerla. Puoi comunque rivederla con `/rumino rivedi partita:{id}`."),
    }
}

/// Why a replay is not shown. Nothing changes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReplayRefusal {
    /// The text is not a game id.
    BadId,
    /// No finished game of this server has that id: unknown, another server's, or not over.
    NoSuchGame,
    /// The game is still being played.
    NotFinished,
    /// Its log does not replay (an operator's matter).
    Unreadable,
}

/// A refusal's words: what is wrong and what to do next.
#[must_use]
pub fn replay_refusal(lang: Lang, why: ReplayRefusal, given: &str) -> String {
    match (why, lang) {
        (ReplayRefusal::BadId, Lang::En) => format!(
            "`{given}` is not a game id: use one like `12-3` (table 12, its game 3), \
             as `/rumino history` shows them."
        ),
        (ReplayRefusal::BadId, Lang::It) => format!(
            "`{given}` non è un id di partita: usane uno come `12-3` (tavolo 12, sua partita 3), \
             come li mostra `/rumino storico`."
        ),
        (ReplayRefusal::NoSuchGame, Lang::En) => format!(
            "No game `{given}` was played in this server: `/rumino history` lists the ids of \
             finished games."
        ),
        (ReplayRefusal::NoSuchGame, Lang::It) => format!(
            "In questo server non si è giocata nessuna partita `{given}`: `/rumino storico` \
             elenca gli id delle partite finite."
        ),
        (ReplayRefusal::NotFinished, Lang::En) => {
            format!("Game `{given}` is still being played: it can be replayed once it is over.")
        }
        (ReplayRefusal::NotFinished, Lang::It) => {
            format!("La partita `{given}` è ancora in corso: si potrà rivedere quando sarà finita.")
        }
        (ReplayRefusal::Unreadable, Lang::En) => format!(
            "Game `{given}` cannot be replayed from its log; the bot's operator can see why in \
             `rumino check`."
        ),
        (ReplayRefusal::Unreadable, Lang::It) => format!(
            "La partita `{given}` non si può ricostruire dal suo registro; chi gestisce il bot \
             può vedere perché con `rumino check`."
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn game_ids_round_trip_and_refuse_what_is_not_one() {
        assert_eq!(parse_game_id(&game_id(12, 3)), Some((12, 3)));
        assert_eq!(parse_game_id(" #7-1 "), Some((7, 1)));
        for bad in [
            "", "12", "12-", "-3", "12-0", "0-1", "a-b", "12-3-4", "12--3",
        ] {
            assert_eq!(parse_game_id(bad), None, "{bad}");
        }
    }
}
