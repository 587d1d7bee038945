//! What a game's screens hand the Discord layer: a private hand's text and components, and the
//! clipping every message needs (Discord counts characters, not bytes).

use poise::serenity_prelude::CreateActionRow;

/// A private hand as it is sent: its text and its buttons and menus.
pub struct HandMessage {
    pub content: String,
    pub components: Vec<CreateActionRow>,
}

impl HandMessage {
    /// A hand's message: the note (an error, say) quoted on top, then `lines`, cut to Discord's
    /// 2000 characters.
    #[must_use]
    pub fn new(
        note: Option<&str>,
        lines: impl IntoIterator<Item = String>,
        components: Vec<CreateActionRow>,
    ) -> HandMessage {
        let text: Vec<String> = note
            .map(|n| format!("> {n}"))
            .into_iter()
            .chain(lines)
            .collect();
        HandMessage {
            content: clip(&text.join("\n"), 2000),
            components,
        }
    }
}

/// Cuts `text` to at most `max` characters (Discord counts characters), marking the cut.
#[must_use]
pub fn clip(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_owned();
    }
    let mut out: String = text.chars().take(max.saturating_sub(1)).collect();
    out.push('…');
    out
}
