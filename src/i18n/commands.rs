//! Answers of the table commands (`/rumino start`, `hand`, `leave`, `cancel`, `help`).

use super::Lang;

/// A game's rules as this bot plays them, shown by `/rumino rules game:`: a Markdown document
/// with one `## ` section per embed, as the game declares it ([`crate::games::Game::RULES`]).
#[must_use]
pub fn rules_document(lang: Lang, game: crate::games::GameKind) -> &'static str {
    game.rules().get(lang)
}

/// The line above a game's rules: how to open a table of it, and where its server defaults are.
#[must_use]
pub fn rules_intro(lang: Lang, game: crate::games::GameKind) -> String {
    let command = game.command();
    match lang {
        Lang::En => format!(
            "Open a table with `/rumino start {}`; server managers set its defaults with `/rumino-settings {}`.",
            command.en, command.en
        ),
        Lang::It => format!(
            "Apri un tavolo con `/rumino apri {}`; chi gestisce il server ne sceglie le impostazioni con `/rumino-impostazioni {}`.",
            command.it, command.it
        ),
    }
}

pub fn missing_permissions(lang: Lang, missing: &[&str]) -> String {
    let list = missing.join(", ");
    match lang {
        Lang::En => format!("I need the {list} permission(s) in this channel to host a table here. Ask a moderator to grant them, or use another channel."),
        Lang::It => format!("Per ospitare un tavolo qui mi servono i permessi {list} in questo canale. Chiedi a un moderatore di darmeli, o usa un altro canale."),
    }
}

/// The footer line under a table whose channel does not let the bot attach its picture.
#[must_use]
pub fn pictures_need_attach_files(lang: Lang) -> &'static str {
    lang.pick(
        "Pictures are off here: an admin can give Rumino the Attach Files permission in this channel.",
        "Immagini disattivate qui: un admin può dare a Rumino il permesso Allega file in questo canale.",
    )
}

pub fn bots_do_not_fit(lang: Lang, bots: u8, seats: u8) -> String {
    match lang {
        Lang::En => format!("{bots} computer players and you do not fit in {seats} seats."),
        Lang::It => format!("{bots} giocatori computer più te non entrano in {seats} posti."),
    }
}

pub fn left_and_forfeited(lang: Lang) -> &'static str {
    lang.pick(
        "You left the game and forfeited: your chips stay in the pool.",
        "Hai lasciato la partita e rinunciato: le tue fiches restano nel piatto.",
    )
}

/// After you left a game that others still play.
pub fn game_goes_on_without_you(lang: Lang) -> &'static str {
    lang.pick(
        "The game goes on without you.",
        "La partita continua senza di te.",
    )
}

/// After you left a game whose hand is played out for you, with one player left in it.
pub fn game_ends_with_this_hand(lang: Lang) -> &'static str {
    lang.pick(
        "With one player left, the game ends with this hand.",
        "Con un solo giocatore rimasto, la partita finisce con questa mano.",
    )
}

pub fn left_table(lang: Lang) -> &'static str {
    lang.pick("You left the table.", "Ti sei alzato dal tavolo.")
}

pub fn table_cancelled(lang: Lang) -> &'static str {
    lang.pick(
        "The table is closed. If no hand had been scored, players still in get their stakes back; otherwise the lowest score still in takes the pool.",
        "Il tavolo è chiuso. Se nessuna mano era stata segnata, chi è ancora in gioco riprende la sua posta; altrimenti il punteggio più basso ancora in gioco prende il piatto.",
    )
}

/// `/rumino help`: the bot's first game (`first`: its name and what it is) in brief, the
/// commands, then `others`, one line naming every other game with what it is, and the server
/// managers' settings.
#[must_use]
pub fn help(lang: Lang, first: (&str, &str), others: &[(&str, &str, &str)]) -> String {
    let (name, about) = first;
    let others: Vec<String> = others
        .iter()
        .map(|(command, name, about)| {
            let start = lang.pick("start", "apri");
            format!("`/rumino {start} {command}` **{name}** ({about})")
        })
        .collect();
    let others = others.join(", ");
    lang.pick(
        format!("**{name}** — {about}.\n\
         • `/rumino start rumino` opens a table here; others press **Join**, the host presses **Start**. Each game has its own `start`, with only its options.\n\
         • Press **Show my hand** (or `/rumino hand`) to see your cards and play: draw, take the discard, discard, knock, gin, rumino.\n\
         • Lays are 3–4 of a kind or 3–4 in a suit; jokers are wild. Knock with 7 or less; gin (a 4 and a 3) scores −10; a 7-card rumino wins the game.\n\
         • Over 100 points you are out (rebuys allowed with 3+ players). Last one in takes the pool.\n\
         • `/rumino balance`, `/rumino daily` (free chips once a day), `/rumino leaderboard`, `/rumino stats`, `/rumino history`.\n\
         • `/rumino leave`, `/rumino cancel` (host or moderators), `/rumino rules` for the full rules.\n\
         • `/rumino games`: your tables, those waiting for you first. `/rumino-pings`: a ping on your turn at slow tables.\n\
         • Added to your account, Rumino plays in your DMs and group DMs too, with chips of their own.\n\
         • Other games: {others}; `/rumino rules game:` for their rules.\n\
         • Server managers: `/rumino-settings server` (chips, channels, computer players) and `/rumino-settings <game>` (each game's defaults for new tables)."),
        format!("**{name}** — {about}.\n\
         • `/rumino apri rumino` apre un tavolo qui; gli altri premono **Siediti**, chi l'ha aperto preme **Comincia**. Ogni gioco ha il suo `apri`, con solo le sue opzioni.\n\
         • Premi **Mostra la mia mano** (o `/rumino hand`) per vedere le carte e giocare: pesca, prendi lo scarto, scarta, bussa, gin, rumino.\n\
         • Le combinazioni sono 3–4 carte uguali o 3–4 in scala dello stesso seme; i jolly sono liberi. Si bussa con 7 o meno; il gin (una di 4 e una di 3) vale −10; un rumino di 7 carte vince la partita.\n\
         • Oltre 100 punti sei fuori (rientri ammessi con 3+ giocatori). L'ultimo in gioco prende il piatto.\n\
         • `/rumino balance`, `/rumino daily` (fiches gratis una volta al giorno), `/rumino leaderboard`, `/rumino stats`, `/rumino history`.\n\
         • `/rumino leave`, `/rumino cancel` (chi ha aperto o i moderatori), `/rumino rules` per le regole complete.\n\
         • `/rumino partite`: i tuoi tavoli, prima quelli che aspettano te. `/rumino-menzioni`: una menzione al tuo turno nei tavoli lenti.\n\
         • Aggiunto al tuo account, Rumino gioca anche nei tuoi DM e nei gruppi, con fiches tutte loro.\n\
         • Altri giochi: {others}; `/rumino rules game:` per le loro regole.\n\
         • Chi gestisce il server: `/rumino-impostazioni server` (fiches, canali, giocatori computer) e `/rumino-impostazioni <gioco>` (le impostazioni di ogni gioco per i nuovi tavoli)."),
    )
}

pub fn bad_option_value(lang: Lang, input: Option<&str>, why: &str) -> String {
    let what = input.map_or_else(String::new, |i| format!(" “{i}”"));
    match lang {
        Lang::En => format!("That option value{what} is not valid: {why}. Check the command's options and try again."),
        Lang::It => format!("Il valore{what} non è valido: {why}. Controlla le opzioni del comando e riprova."),
    }
}

pub fn guild_only(lang: Lang) -> &'static str {
    lang.pick(
        "This command is for servers that added Rumino (their settings and tournaments): use it in one of their channels.",
        "Questo comando è per i server che hanno aggiunto Rumino (impostazioni e tornei): usalo in un loro canale.",
    )
}
