//! The picture on a table's public message: drawn only when what it shows changed, off the async
//! threads, and otherwise kept on the message by naming its attachment id in the edit.
//!
//! Drawing costs milliseconds of CPU, and a busy bot edits a hundred tables a second, so each
//! table remembers the key of the view its picture was drawn from (a hash of the game as
//! serialized, the players' names, the colours and the language) and the attachment Discord
//! gave it. A lobby edit after a game (someone joins) or a clock tick keeps the picture as is.

use std::{
    hash::{Hash, Hasher},
    sync::Arc,
};

use serde_json::{json, Value};

use super::rest::Upload;
use crate::{
    pictures::{table_png, Look, Scene},
    table::TableState,
};

/// The file name the embed shows the picture by (`attachment://table.png`).
pub const TABLE_FILE: &str = "table.png";

/// The picture a table's message shows now.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Shown {
    /// The key of the view it was drawn from.
    pub key: u64,
    /// Its attachment id on the message, once Discord told us.
    pub attachment: Option<u64>,
}

/// What the next edit does with the picture.
pub enum Plan {
    /// No picture: the edit clears the message's attachments.
    None,
    /// The message keeps the attachment it has (drawn from the view with this key).
    Keep(u64, u64),
    /// A new picture (drawn from the view with this key) replaces the old one.
    Upload(u64, Vec<u8>),
}

/// The key of the picture `state` would show, or `None` when it shows no game.
#[must_use]
pub fn view_key(state: &TableState, look: Look) -> Option<u64> {
    let game = state.game.as_ref()?;
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    if serde_json::to_writer(HashWriter(&mut hasher), game).is_err() {
        return None;
    }
    for seat in &state.players {
        seat.name.hash(&mut hasher);
    }
    look.hash(&mut hasher);
    state.options.lang.hash(&mut hasher);
    Some(hasher.finish())
}

/// What to do with the picture, given what the message shows now; draws only when the key
/// changed (or Discord never told us the attachment's id), on a blocking thread.
pub async fn plan(state: &Arc<TableState>, look: Look, shown: Option<Shown>) -> Plan {
    let Some(key) = view_key(state, look) else {
        return Plan::None;
    };
    if let Some(Shown {
        key: old,
        attachment: Some(id),
    }) = shown
    {
        if old == key {
            return Plan::Keep(key, id);
        }
    }
    let state = state.clone();
    let drawn = tokio::task::spawn_blocking(move || draw(&state, look)).await;
    match drawn {
        Ok(Some(png)) => Plan::Upload(key, png),
        Ok(None) => Plan::None,
        Err(error) => {
            tracing::warn!(%error, "drawing a table picture failed");
            Plan::None
        }
    }
}

/// The table picture of `state`'s game, as PNG.
fn draw(state: &TableState, look: Look) -> Option<Vec<u8>> {
    let game = state.game.as_ref()?;
    let names: Vec<String> = state.players.iter().map(|s| s.name.clone()).collect();
    let scene = Scene {
        names: &names,
        look,
        lang: state.options.lang,
    };
    Some(table_png(game, &scene))
}

/// Puts the picture of `plan` into an edit `body` (a serialized message edit with its embed):
/// the embed shows `attachment://table.png` and `attachments` names the file to keep or upload.
/// Returns the files to send with the edit.
#[must_use]
pub fn apply(plan: Plan, body: &mut Value) -> Vec<Upload> {
    let image = json!({ "url": format!("attachment://{TABLE_FILE}") });
    match plan {
        Plan::None => {
            body["attachments"] = json!([]);
            Vec::new()
        }
        Plan::Keep(_, id) => {
            set_image(body, image);
            body["attachments"] = json!([{ "id": id.to_string() }]);
            Vec::new()
        }
        Plan::Upload(_, png) => {
            set_image(body, image);
            body["attachments"] = json!([{ "id": "0", "filename": TABLE_FILE }]);
            vec![Upload {
                filename: TABLE_FILE,
                content_type: "image/png",
                bytes: png,
            }]
        }
    }
}

/// Adds the one-line hint that pictures need Attach Files under the embed's footer.
pub fn add_hint(body: &mut Value, lang: crate::lang::Lang) {
    let hint = crate::i18n::pictures_need_attach_files(lang);
    if let Some(embed) = body["embeds"].get_mut(0) {
        let footer = embed["footer"]["text"].as_str().unwrap_or("").to_owned();
        let text = if footer.is_empty() {
            hint.to_owned()
        } else {
            format!("{footer}\n{hint}")
        };
        embed["footer"] = json!({ "text": text });
    }
}

fn set_image(body: &mut Value, image: Value) {
    if let Some(embed) = body["embeds"].get_mut(0) {
        embed["image"] = image;
    }
}

/// The id Discord gave the picture, from the edited message it answered with.
#[must_use]
pub fn attachment_id(message: &Value) -> Option<u64> {
    message["attachments"]
        .as_array()?
        .iter()
        .find(|a| a["filename"] == TABLE_FILE)?["id"]
        .as_str()?
        .parse()
        .ok()
}

/// Feeds what serde writes straight into a hasher, with no buffer.
struct HashWriter<'a, H: Hasher>(&'a mut H);

impl<H: Hasher> std::io::Write for HashWriter<'_, H> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.write(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::{apply, attachment_id, Plan};

    #[test]
    fn an_upload_names_file_zero_and_a_kept_picture_its_id() {
        let mut body = json!({"embeds": [{"title": "t"}]});
        let files = apply(Plan::Upload(7, vec![1, 2, 3]), &mut body);
        assert_eq!(files.len(), 1);
        assert_eq!(
            body["attachments"],
            json!([{"id": "0", "filename": "table.png"}])
        );
        assert_eq!(body["embeds"][0]["image"]["url"], "attachment://table.png");
        let mut body = json!({"embeds": [{"title": "t"}]});
        assert!(apply(Plan::Keep(7, 42), &mut body).is_empty());
        assert_eq!(body["attachments"], json!([{"id": "42"}]));
        let mut body = json!({"embeds": [{"title": "t"}]});
        assert!(apply(Plan::None, &mut body).is_empty());
        assert_eq!(body["attachments"], json!([]));
        assert!(body["embeds"][0].get("image").is_none());
    }

    #[test]
    fn reads_the_picture_id_from_the_edited_message() {
        let message = json!({"attachments": [{"id": "99", "filename": "table.png"}]});
        assert_eq!(attachment_id(&message), Some(99));
        assert_eq!(attachment_id(&json!({"attachments": []})), None);
    }
}
