//! The picture on a table's public message: drawn only when what it shows changed, off the async
//! threads, and otherwise kept on the message by naming its attachment id in the edit.
//!
//! Drawing costs milliseconds of CPU, and a busy bot edits a hundred tables a second, so each
//! table remembers the key of the view its picture was drawn from (a hash of the game as
//! serialized, the players' names, the colours and the language) and the attachment Discord
//! gave it. A lobby edit after a game (someone joins) or a clock tick keeps the picture as is.
//! Every picture goes up with its description, which Discord reads to screen readers: what it
//! shows in one sentence in the table's language, made from the state it was drawn from.

use std::{
    hash::{Hash, Hasher},
    sync::Arc,
    time::{Duration, Instant},
};

use serde_json::{json, Value};
use tokio::sync::{oneshot, Notify};

use super::{
    painter::{Painter, Subject},
    rest::Upload,
};
use crate::{
    faces::pictures::{table_alt, table_png},
    games::AnyGame,
    pictures::{Look, Scene, Scheme},
    table::{PictureColours, TableState},
};

/// Shortest time between two drawings of one table's picture: the text is edited up to once a
/// second, and the picture catches up with it on the edit after its drawing arrives.
pub const PACE: Duration = Duration::from_secs(3);

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
    /// A new picture (drawn from the view with this key: its PNG and its description) replaces
    /// the old one.
    Upload(u64, Vec<u8>, String),
}

/// How pictures are drawn in `colours`.
#[must_use]
pub fn look(colours: PictureColours) -> Look {
    Look {
        scheme: match colours {
            PictureColours::Four => Scheme::FourColour,
            PictureColours::Two => Scheme::TwoColour,
        },
    }
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

/// The picture side of one table's message: what it shows, the drawing asked of the
/// [`Painter`] and when, so a table gets a new picture at most once every [`PACE`].
#[derive(Default)]
pub struct TablePicture {
    /// What the message shows.
    shown: Option<Shown>,
    /// The key of the view the table shows now, as the last edit saw it.
    latest: Option<u64>,
    /// The drawing on its way: its view's key, its description, and where it arrives.
    pending: Option<(u64, String, oneshot::Receiver<Vec<u8>>)>,
    /// A drawing that arrived and waits for the next edit.
    drawn: Option<(u64, Vec<u8>, String)>,
    /// When a drawing was last asked for.
    asked_at: Option<Instant>,
}

impl TablePicture {
    /// Waits until `notify` fires, a drawing arrives, or an owed picture's pace allows asking
    /// for it.
    pub async fn wait(&mut self, notify: &Notify) {
        let due = self
            .owed()
            .then(|| self.next_ask().unwrap_or_else(Instant::now));
        let pending = &mut self.pending;
        let arrived = async {
            match pending {
                // The description is taken only once the drawing is here: a wake-up that
                // wins the select first must leave it for the next wait.
                Some((key, alt, receiver)) => {
                    let png = receiver.await.ok();
                    (*key, std::mem::take(alt), png)
                }
                None => std::future::pending().await,
            }
        };
        let paced = async {
            match due {
                Some(at) => tokio::time::sleep_until(at.into()).await,
                None => std::future::pending().await,
            }
        };
        tokio::select! {
            () = notify.notified() => {}
            (key, alt, png) = arrived => {
                self.pending = None;
                self.drawn = png.map(|png| (key, png, alt));
            }
            () = paced => {}
        }
    }

    /// Whether a drawing waits to be sent.
    #[must_use]
    pub fn has_drawn(&self) -> bool {
        self.drawn.is_some()
    }

    /// The message shows no picture (pictures are off or not allowed there).
    pub fn clear(&mut self) {
        *self = TablePicture::default();
    }

    /// The message shows what `plan` put on it, with the attachment id Discord gave an upload.
    /// A picture whose id Discord did not say cannot be kept: it counts as none, drawn again.
    pub fn shown(&mut self, shown: Option<Shown>) {
        self.shown = shown.filter(|s| s.attachment.is_some());
    }

    /// What the next edit, showing `state`, does with the picture: sends a drawing that
    /// arrived, else keeps what the message shows; asks the painter for the view `state` shows
    /// when it differs from the picture and the pace allows.
    pub fn plan(&mut self, state: &Arc<TableState>, look: Look, painter: &Painter) -> Plan {
        let Some(key) = view_key(state, look) else {
            self.clear();
            return Plan::None;
        };
        self.latest = Some(key);
        if let Some((drawn, png, alt)) = self.drawn.take() {
            // Shown once the edit succeeds; its attachment id comes with the answer.
            self.shown = Some(Shown {
                key: drawn,
                attachment: None,
            });
            self.ask_if_due(state, look, painter);
            return Plan::Upload(drawn, png, alt);
        }
        self.ask_if_due(state, look, painter);
        match self.shown {
            Some(Shown {
                key,
                attachment: Some(id),
            }) => Plan::Keep(key, id),
            _ => Plan::None,
        }
    }

    /// Asks for a drawing of `state` when the picture is owed and its pace allows, with no edit.
    pub fn ask_if_due(&mut self, state: &Arc<TableState>, look: Look, painter: &Painter) {
        let Some(key) = self.latest else {
            return;
        };
        if !self.owed() || self.next_ask().is_some_and(|at| Instant::now() < at) {
            return;
        }
        let state = state.clone();
        let subject = Subject::Table(state.id);
        // A full queue is asked again after the pace, like a drawing.
        self.asked_at = Some(Instant::now());
        let alt = describe(&state);
        if let Some(receiver) = painter.ask(subject, move || draw(&state, look)) {
            self.pending = Some((key, alt, receiver));
        }
    }

    /// Whether the view the table shows differs from its picture (and no drawing of it is on
    /// its way).
    fn owed(&self) -> bool {
        self.latest.is_some()
            && self.latest != self.shown.map(|s| s.key)
            && self.pending.as_ref().map(|(k, _, _)| *k) != self.latest
            && self.drawn.as_ref().map(|(k, _, _)| *k) != self.latest
    }

    /// The earliest time a new drawing may be asked for (`None`: at once).
    fn next_ask(&self) -> Option<Instant> {
        self.asked_at.map(|at| at + PACE)
    }
}

/// `f` of `state`'s game as its table shows it: its players' names, `look`, the table's
/// language (`None` when it has no game).
fn in_scene<T>(state: &TableState, look: Look, f: impl FnOnce(&AnyGame, &Scene) -> T) -> Option<T> {
    let game = state.game.as_ref()?;
    let names: Vec<String> = state.players.iter().map(|s| s.name.clone()).collect();
    let lang = state.options.lang;
    Some(f(
        game,
        &Scene {
            names: &names,
            look,
            lang,
        },
    ))
}

/// The table picture of `state`'s game, as PNG (empty when it has no game).
fn draw(state: &TableState, look: Look) -> Vec<u8> {
    in_scene(state, look, table_png).unwrap_or_default()
}

/// What the table picture of `state`'s game says (its words do not depend on the colours).
fn describe(state: &TableState) -> String {
    in_scene(state, Look::default(), table_alt).unwrap_or_default()
}

/// Puts the picture of `plan` into an edit `body` (a serialized message edit with its embed):
/// the embed shows `attachment://table.png` and `attachments` names the file to keep or upload,
/// a new one with its description. Returns the files to send with the edit.
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
        Plan::Upload(_, png, alt) => {
            set_image(body, image);
            body["attachments"] =
                json!([{ "id": "0", "filename": TABLE_FILE, "description": alt }]);
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
pub(super) struct HashWriter<'a, H: Hasher>(pub(super) &'a mut H);

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
    use std::{sync::Arc, time::Instant};

    use serde_json::json;
    use tokio::sync::Notify;

    use super::{apply, attachment_id, view_key, Plan, Shown, TablePicture, PACE};
    use crate::{discord::painter::Painter, games::GameKind, pictures::Look, table::TableState};

    /// A two-seat Rummy table with its game dealt; `name` for seat 1 (the view's key has it).
    fn table(name: &str) -> Arc<TableState> {
        let mut state = crate::faces::terminal::two_seats(GameKind::Rummy);
        state.game = Some(state.options.game.start(2, 0).unwrap());
        state.players[1].name = name.to_owned();
        Arc::new(state)
    }

    #[tokio::test]
    async fn a_wake_up_before_the_drawing_keeps_its_description_for_the_upload() {
        // `select!` polls its branches in a random order: enough rounds try both.
        for _ in 0..64 {
            let (send, receive) = tokio::sync::oneshot::channel();
            let mut picture = TablePicture {
                pending: Some((7, "Rummy, Hand 1".to_owned(), receive)),
                ..TablePicture::default()
            };
            let notify = Notify::new();
            notify.notify_one();
            picture.wait(&notify).await;
            assert!(picture.drawn.is_none(), "woken before the drawing arrived");
            send.send(vec![1, 2, 3]).unwrap();
            picture.wait(&notify).await;
            let (key, png, alt) = picture.drawn.expect("the drawing arrived");
            assert_eq!(
                (key, png, alt.as_str()),
                (7, vec![1, 2, 3], "Rummy, Hand 1")
            );
        }
    }

    #[tokio::test]
    async fn a_table_is_drawn_at_most_once_a_pace_and_its_drawing_goes_up_with_the_next_edit() {
        let painter = Painter::start();
        let look = Look::default();
        let (a, b) = (table("Bob"), table("Carol"));
        let (key_a, key_b) = (view_key(&a, look).unwrap(), view_key(&b, look).unwrap());
        let mut picture = TablePicture::default();
        assert!(matches!(picture.plan(&a, look, &painter), Plan::None));
        assert!(picture.pending.is_some(), "the first view is drawn at once");
        // Nothing else wakes it: the drawing's arrival does.
        picture.wait(&Notify::new()).await;
        assert!(picture.has_drawn());
        // The view moved on: the drawing of the first goes up, the second waits for the pace.
        let Plan::Upload(key, png, alt) = picture.plan(&b, look, &painter) else {
            panic!("the drawing goes up with the edit");
        };
        assert_eq!(key, key_a);
        assert!(png.starts_with(b"\x89PNG"));
        assert!(alt.starts_with("Rummy, "), "{alt}");
        assert!(
            picture.pending.is_none(),
            "no second drawing within the pace"
        );
        picture.shown(Some(Shown {
            key: key_a,
            attachment: Some(42),
        }));
        assert!(matches!(picture.plan(&b, look, &painter), Plan::Keep(k, 42) if k == key_a));
        assert!(picture.pending.is_none());
        // Once the pace has passed, the view the table shows now is drawn.
        picture.asked_at = Some(Instant::now() - PACE);
        assert!(matches!(
            picture.plan(&b, look, &painter),
            Plan::Keep(_, 42)
        ));
        assert_eq!(picture.pending.as_ref().map(|(k, _, _)| *k), Some(key_b));
        // The same view again asks for nothing more: its drawing is on its way.
        let asked = picture.asked_at;
        picture.plan(&b, look, &painter);
        assert_eq!(picture.asked_at, asked);
        picture.wait(&Notify::new()).await;
        assert!(matches!(picture.plan(&b, look, &painter), Plan::Upload(k, ..) if k == key_b));
    }

    #[test]
    fn an_upload_names_file_zero_with_its_description_and_a_kept_picture_its_id() {
        let mut body = json!({"embeds": [{"title": "t"}]});
        let files = apply(
            Plan::Upload(7, vec![1, 2, 3], "Rummy, Hand 1".into()),
            &mut body,
        );
        assert_eq!(files.len(), 1);
        assert_eq!(
            body["attachments"],
            json!([{"id": "0", "filename": "table.png", "description": "Rummy, Hand 1"}])
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
