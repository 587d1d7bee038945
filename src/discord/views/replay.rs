//! A replay's message (`/rumino replay`): one step of a finished game as the log replays it, in
//! the viewer's language. While the game is played, the public panel the table showed and every
//! hand (the game is over, so nothing is private any more); at the last step, the result the
//! table showed. Pure: a step in, a message out.

use poise::serenity_prelude::{
    ButtonStyle, CreateActionRow, CreateButton, CreateEmbed, CreateEmbedFooter, CreateSelectMenu,
    CreateSelectMenuKind, CreateSelectMenuOption,
};

use super::{clip, COLOR_OVER, COLOR_PLAYING};
use crate::{
    faces::{
        custom_id::{ReplayStep, ReplayTo},
        screens::{self, HandExtras, Panel},
    },
    i18n::{self, Lang},
    ids::TableId,
    table::{GameFrame, TableState},
};

/// Discord's limit on an embed's text, all parts together.
const EMBED_MAX: usize = 6000;
/// Discord's limit on a select menu's options.
const MENU_MAX: usize = 25;

/// The hand (from 1) step `step` belongs to: the last dealt at or before it.
#[must_use]
pub fn hand_of(deals: &[usize], step: usize) -> usize {
    deals.iter().filter(|&&d| d <= step).count().max(1)
}

/// The replay message of `frame`, a step of game `game_no` of table `table`; `share`: with a
/// button that gives its players a link to the game's page (where the bot serves pages).
pub fn replay_message(
    lang: Lang,
    table: TableId,
    game_no: u32,
    frame: &GameFrame,
    share: bool,
) -> (CreateEmbed, Vec<CreateActionRow>) {
    let mut state = frame.state.clone();
    // In the viewer's language, and no clock: the game is over.
    state.options.lang = lang;
    state.timer = None;
    let id = i18n::game_id(table.0, game_no);
    let hand = hand_of(&frame.deals, frame.step);
    let mut embed = CreateEmbed::new()
        .title(clip(
            &i18n::replay_title(lang, &screens::title(&state), &id),
            256,
        ))
        .footer(CreateEmbedFooter::new(i18n::replay_position(
            lang,
            frame.step,
            frame.steps,
            hand,
        )));
    let (panel, hands, over) = match &state.game {
        Some(game) if game.settlement().is_some() => {
            (screens::finished(&state, game), vec![], true)
        }
        Some(game) => (
            screens::playing(&state, game),
            every_hand(&state, lang),
            false,
        ),
        None => (Panel::default(), vec![], false),
    };
    let description = clip(&panel.lines.join("\n"), 2048);
    let mut fields: Vec<(String, String)> = panel.field.into_iter().collect();
    fields.extend(hands);
    let room = EMBED_MAX.saturating_sub(2048 + 256 + 100) / fields.len().max(1);
    for (name, value) in fields {
        embed = embed.field(clip(&name, 256), clip(&value, room.min(1024)), false);
    }
    embed = embed
        .description(description)
        .color(if over { COLOR_OVER } else { COLOR_PLAYING });
    (embed, controls(lang, table, game_no, frame, hand, share))
}

/// Each seat's cards as its private hand shows them, without its buttons.
fn every_hand(state: &TableState, lang: Lang) -> Vec<(String, String)> {
    let Some(game) = &state.game else {
        return Vec::new();
    };
    let extras = HandExtras {
        note: None,
        draft: None,
        lang,
    };
    (0..state.players.len())
        .map(|seat| {
            let name = i18n::game_seat_name(lang, state, seat);
            let shown = screens::hand(state, game, seat, extras).content;
            (i18n::replay_hand_of(lang, &name), shown)
        })
        .collect()
}

/// ◀ ▶ and the "jump to hand" menu (a window of 25 hands around this one in a longer game).
fn controls(
    lang: Lang,
    table: TableId,
    game_no: u32,
    frame: &GameFrame,
    hand: usize,
    share: bool,
) -> Vec<CreateActionRow> {
    let id = |to| ReplayStep { table, game_no, to }.encode();
    let last = frame.steps.saturating_sub(1);
    let buttons = vec![
        CreateButton::new(id(ReplayTo::Back(frame.step.saturating_sub(1))))
            .label("◀")
            .style(ButtonStyle::Secondary)
            .disabled(frame.step == 0),
        CreateButton::new(id(ReplayTo::Forward((frame.step + 1).min(last))))
            .label("▶")
            .style(ButtonStyle::Primary)
            .disabled(frame.step >= last),
    ];
    let first = hand
        .saturating_sub(MENU_MAX / 2 + 1)
        .min(frame.deals.len().saturating_sub(MENU_MAX));
    let options: Vec<CreateSelectMenuOption> = frame
        .deals
        .iter()
        .enumerate()
        .skip(first)
        .take(MENU_MAX)
        .map(|(i, step)| {
            CreateSelectMenuOption::new(i18n::hand_option(lang, i + 1), step.to_string())
                .default_selection(i + 1 == hand)
        })
        .collect();
    let mut buttons = buttons;
    if share {
        buttons.push(
            CreateButton::new(id(ReplayTo::Share))
                .label(i18n::share_button(lang))
                .style(ButtonStyle::Secondary),
        );
    }
    let mut rows = vec![CreateActionRow::Buttons(buttons)];
    if !options.is_empty() {
        rows.push(CreateActionRow::SelectMenu(
            CreateSelectMenu::new(id(ReplayTo::Hand), CreateSelectMenuKind::String { options })
                .placeholder(i18n::jump_to_hand(lang)),
        ));
    }
    rows
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        faces::testkit::{check_limits, started_table},
        games::GameKind,
        table::TableCommand,
    };
    use serde_json::Value;

    /// Every game, dealt at its most seats under the longest names, as a step of a long game.
    fn frames() -> Vec<GameFrame> {
        GameKind::ALL
            .iter()
            .map(|&kind| {
                let seats = i64::from(*kind.seat_range().end());
                let mut state = started_table(kind, &[], seats, Lang::It);
                let order = state.options.game.pack().ids().collect();
                let deal = TableCommand::Deal {
                    order,
                    reshuffle_seed: 1,
                };
                state.apply(&deal, 0).unwrap();
                GameFrame {
                    state,
                    step: 30,
                    steps: 100,
                    // Forty hands, one every other step: more than a menu holds.
                    deals: (0..40).map(|h| h * 2).collect(),
                }
            })
            .collect()
    }

    fn json(frame: &GameFrame) -> Value {
        let (embed, components) =
            replay_message(Lang::It, TableId(i64::MAX), u32::MAX, frame, true);
        let body = poise::serenity_prelude::CreateInteractionResponseMessage::new()
            .embed(embed)
            .components(components);
        serde_json::to_value(body).unwrap()
    }

    #[test]
    fn every_games_replay_fits_discords_limits_with_every_hand_shown() {
        for frame in frames() {
            let json = json(&frame);
            check_limits(&json);
            let embed = &json["embeds"][0];
            let len = |v: &Value| v.as_str().map_or(0, |t| t.chars().count());
            let fields = embed["fields"].as_array().unwrap();
            let seats = frame.state.players.len();
            assert!(fields.len() >= seats && fields.len() <= 25, "{embed}");
            let mut total = len(&embed["title"]) + len(&embed["description"]);
            total += len(&embed["footer"]["text"]);
            for f in fields {
                assert!((1..=256).contains(&len(&f["name"])), "{f}");
                assert!((1..=1024).contains(&len(&f["value"])), "{f}");
                total += len(&f["name"]) + len(&f["value"]);
            }
            assert!(total <= EMBED_MAX, "{total}");
            let hands = fields
                .iter()
                .filter(|f| len(&f["name"]) > 0 && f["name"].as_str().unwrap().contains("Mano di"))
                .count();
            assert_eq!(hands, seats, "{embed}");
        }
    }

    #[test]
    fn the_hand_menu_is_a_window_of_25_around_this_hand_and_the_ends_disable_a_button() {
        let mut frame = frames().remove(0);
        // Step 30 is in hand 16 (dealt at step 30): the menu shows hands 4 to 28, 12 each side.
        let menu = &json(&frame)["components"][1]["components"][0];
        let options = menu["options"].as_array().unwrap();
        assert_eq!(options.len(), MENU_MAX);
        assert_eq!(options[0]["label"], "Mano 4");
        let chosen: Vec<&Value> = options.iter().filter(|o| o["default"] == true).collect();
        assert_eq!(chosen.len(), 1);
        assert_eq!(
            (&chosen[0]["label"], &chosen[0]["value"]),
            (&"Mano 16".into(), &"30".into())
        );
        let buttons = |frame: &GameFrame| -> Vec<bool> {
            json(frame)["components"][0]["components"]
                .as_array()
                .unwrap()
                .iter()
                .map(|b| b["disabled"] == true)
                .collect()
        };
        // ◀, ▶ and Share, which is never disabled.
        assert_eq!(buttons(&frame), [false, false, false]);
        frame.step = 0;
        assert_eq!(buttons(&frame), [true, false, false]);
        frame.step = 99;
        assert_eq!(buttons(&frame), [false, true, false]);
        assert_eq!(hand_of(&frame.deals, 99), 40);
        assert_eq!(hand_of(&[3], 0), 1, "before the first deal: hand 1");
    }
}
