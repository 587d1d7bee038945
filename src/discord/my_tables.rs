//! `/rumino games`: the tables of this server where the asker is seated, those waiting for them
//! first, each with a link to its message — for players of slow games who come back days later.

use super::{lang, player_id, say, Context, Error};
use crate::{i18n, table::TablePhase};

/// Your tables in this server, those waiting for you first
#[poise::command(
    slash_command,
    rename = "games",
    name_localized("it", "partite"),
    description_localized("it", "I tuoi tavoli in questo server, prima quelli che aspettano te")
)]
pub async fn my_tables(ctx: Context<'_>) -> Result<(), Error> {
    let lang = lang(ctx);
    let guild = super::space(ctx);
    let me = player_id(ctx.author().id);
    let service = &ctx.data().service;
    let mut lines: Vec<(bool, String)> = Vec::new();
    for table in service.tables() {
        let Some(state) = service.state(table) else {
            continue;
        };
        // Outside a server: the tables of every DM and group DM the player sits in.
        let here = state.guild == guild || !(guild.is_server() || state.guild.is_server());
        if !here || state.phase == TablePhase::Closed {
            continue;
        }
        let seated = match state.phase {
            TablePhase::Playing => state.seat_of(me).is_some(),
            _ => state.lobby.iter().any(|s| s.player == me),
        };
        if !seated {
            continue;
        }
        let your_turn = state
            .seat_of(me)
            .zip(
                state
                    .live_game()
                    .filter(|_| state.phase == TablePhase::Playing),
            )
            .and_then(|(seat, game)| crate::faces::screens::attention(game, seat))
            .is_some();
        let link = table_link(service, &state).await;
        let game = crate::faces::screens::title(&state);
        lines.push((
            your_turn,
            i18n::my_table_line(lang, &game, your_turn, &link),
        ));
    }
    if lines.is_empty() {
        return say(ctx, i18n::no_tables(lang)).await;
    }
    lines.sort_by_key(|(your_turn, _)| !*your_turn);
    let text = std::iter::once(format!("**{}**", i18n::my_tables_title(lang)))
        .chain(lines.into_iter().map(|(_, line)| line))
        .collect::<Vec<_>>()
        .join("\n");
    say(ctx, super::views::clip(&text, 2000)).await
}

/// A link to `state`'s table message (or its channel, before the message is known).
pub(super) async fn table_link(
    service: &crate::table::TableService,
    state: &crate::table::TableState,
) -> String {
    let message = service
        .store()
        .table(state.id)
        .await
        .ok()
        .flatten()
        .and_then(|t| t.message_id);
    // Outside servers Discord's links name no server but `@me`.
    let server = if state.guild.is_server() {
        state.guild.0.to_string()
    } else {
        "@me".to_owned()
    };
    message.map_or_else(
        || format!("<#{}>", state.channel.0),
        |m| {
            format!(
                "https://discord.com/channels/{server}/{}/{m}",
                state.channel.0
            )
        },
    )
}
