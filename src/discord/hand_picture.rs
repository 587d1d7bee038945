//! The picture on a player's private hand message: their hand drawn (each card labelled as the
//! hand's buttons and menus name it), attached to the ephemeral message through the token of
//! their last hand interaction, drawn by the one picture thread only when their view changed.
//!
//! The answer to a click never waits for a drawing: it leaves the message's files out of the
//! update, so Discord keeps whatever picture the clicked message holds, and each hand's own
//! task asks the [`Painter`] for the new view and uploads it by editing `@original`, at most
//! once every [`PACE`]. Uploads do not take the player's hand lock: a click's answer or a
//! "your turn" nudge waiting for an upload's HTTP round trip doubled the nudges' p99 at 100
//! busy tables; as answers never name a file, one crossing an upload cannot undo it. What a
//! picture shows is known per message: a player may click an older hand message, whose picture
//! is then brought up to date like any other. After 15 minutes the token is dead: the next
//! "Show my hand" sends a new message, and its picture follows. Each picture goes up with its
//! description, the sentence a screen reader says of the hand, in the player's language.

use std::{
    collections::HashMap,
    hash::{Hash, Hasher},
    sync::{Arc, Mutex, PoisonError},
    time::{Duration, Instant},
};

use serde_json::{json, Value};
use tokio::sync::Notify;

use super::{
    painter::{Painter, Subject},
    rest::{Rest, Upload},
    table_picture::{HashWriter, PACE},
};
use crate::{
    faces::pictures::{hand_alt, hand_png},
    games::Seat,
    i18n::Lang,
    ids::{PlayerId, TableId},
    pictures::{Look, Scene},
    table::{TablePhase, TableState},
};

/// The file name of a hand's picture.
pub const HAND_FILE: &str = "hand.png";

/// Interaction tokens last 15 minutes; stop a little before.
const TOKEN_LIFE: Duration = Duration::from_secs(14 * 60);

/// How a hand message can be reached: the application, the token of the last interaction
/// answered on it, and when.
#[derive(Clone)]
struct Reach {
    application: u64,
    token: String,
    at: Instant,
}

/// What one hand's task works from, written by the router and the nudges.
#[derive(Default)]
struct Latest {
    state: Option<Arc<TableState>>,
    reach: Option<Reach>,
    lang: Option<Lang>,
    /// The colours, when the server wants pictures and the channel allows files.
    look: Option<Look>,
    /// The message the token reaches, once known.
    message: Option<u64>,
    /// What that message's picture shows.
    shown: Shown,
}

/// What a hand message's picture shows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
enum Shown {
    /// No picture (a new message).
    #[default]
    Nothing,
    /// A picture of the view with this key.
    View(u64),
    /// Not known: the message was written before this slot knew it.
    Unknown,
}

impl Latest {
    /// Whether the message the slot reaches now is still the one `token` reaches.
    fn reaches_by(&self, token: &str) -> bool {
        self.reach.as_ref().is_some_and(|r| r.token == token)
    }
}

#[derive(Default)]
struct HandSlot {
    latest: Mutex<Latest>,
    notify: Notify,
}

impl HandSlot {
    fn latest(&self) -> std::sync::MutexGuard<'_, Latest> {
        self.latest.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

/// Each player's hand slot, by table.
type Slots = Arc<Mutex<HashMap<(TableId, PlayerId), Arc<HandSlot>>>>;

/// The hands' pictures, one task per open hand message.
#[derive(Clone)]
pub struct HandPictures {
    rest: Rest,
    painter: Painter,
    slots: Slots,
}

/// A hand message that was just written, as [`HandPictures::show`] takes it.
pub struct Written<'a> {
    pub state: Arc<TableState>,
    pub player: PlayerId,
    pub application: u64,
    pub token: &'a str,
    pub lang: Lang,
    /// The message written, when it existed before (an update keeps its picture); `None` for
    /// a new message, which has no picture yet.
    pub message: Option<u64>,
    /// The colours of the hand's picture; `None`: no picture (the table's pictures are off or
    /// not allowed in its channel).
    pub look: Option<Look>,
}

impl HandPictures {
    #[must_use]
    pub fn new(rest: Rest, painter: Painter) -> HandPictures {
        HandPictures {
            rest,
            painter,
            slots: Arc::default(),
        }
    }

    fn slot(&self, table: TableId, player: PlayerId) -> Arc<HandSlot> {
        let mut slots = self.slots.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(slot) = slots.get(&(table, player)) {
            return slot.clone();
        }
        let slot = Arc::new(HandSlot::default());
        slots.insert((table, player), slot.clone());
        tokio::spawn(self.clone().run(table, player, slot.clone()));
        slot
    }

    /// A hand message was written: its picture will show `written.state` (or a later one).
    pub fn show(&self, written: Written<'_>) {
        let slot = self.slot(written.state.id, written.player);
        {
            let mut latest = slot.latest();
            match written.message {
                None => {
                    latest.message = None;
                    latest.shown = Shown::Nothing;
                }
                Some(m) if latest.message == Some(m) => {}
                // Another message than the one known (an older hand clicked): unknown.
                Some(m) => {
                    latest.message = Some(m);
                    latest.shown = Shown::Unknown;
                }
            }
            latest.reach = Some(Reach {
                application: written.application,
                token: written.token.to_owned(),
                at: Instant::now(),
            });
            latest.lang = Some(written.lang);
            latest.look = written.look;
            latest.state = Some(written.state);
        }
        slot.notify.notify_one();
    }

    /// The table changed: hands with a picture catch up with it.
    pub fn on_change(&self, state: &Arc<TableState>) {
        let slots: Vec<Arc<HandSlot>> = self
            .slots
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .iter()
            .filter(|((table, _), _)| *table == state.id)
            .map(|(_, slot)| slot.clone())
            .collect();
        for slot in slots {
            slot.latest().state = Some(state.clone());
            slot.notify.notify_one();
        }
    }

    /// One hand's task: draws the view its message should show when it differs from the
    /// picture it shows, uploads it, then rests for the pace; ends with the table.
    async fn run(self, table: TableId, player: PlayerId, slot: Arc<HandSlot>) {
        loop {
            // Past a token's life nothing can edit the message: the task ends (a new hand
            // message starts another).
            if tokio::time::timeout(TOKEN_LIFE, slot.notify.notified())
                .await
                .is_err()
            {
                self.forget(table, player);
                return;
            }
            let (state, reach, lang, look, shown) = {
                let l = slot.latest();
                (l.state.clone(), l.reach.clone(), l.lang, l.look, l.shown)
            };
            let Some(state) = state else { continue };
            if state.phase == TablePhase::Closed {
                self.forget(table, player);
                return;
            }
            let Some(reach) = reach.filter(|r| r.at.elapsed() < TOKEN_LIFE) else {
                continue;
            };
            let lang = lang.unwrap_or(state.options.lang);
            let wanted = match (state.live_game(), state.seat_of(player), look) {
                (Some(_), Some(seat), Some(look)) => {
                    Some((seat, look, hand_key(&state, seat, look, lang)))
                }
                _ => None,
            };
            let done = match wanted {
                Some((_, _, key)) if shown == Shown::View(key) => continue,
                Some((seat, look, key)) => {
                    let drawing = (seat, look, lang);
                    self.upload(&slot, &state, drawing, key, &reach).await
                }
                None if shown != Shown::Nothing => self.remove(&slot, &reach).await,
                None => continue,
            };
            if let Err(error) = done {
                tracing::debug!(table = %table, %error, "could not update a hand's picture");
            }
            // The pace: whatever changed meanwhile is drawn after it.
            tokio::time::sleep(PACE).await;
            slot.notify.notify_one();
        }
    }

    fn forget(&self, table: TableId, player: PlayerId) {
        self.slots
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .remove(&(table, player));
    }

    /// Draws `seat`'s hand and puts it on the hand message in place of the old picture.
    async fn upload(
        &self,
        slot: &HandSlot,
        state: &Arc<TableState>,
        (seat, look, lang): (Seat, Look, Lang),
        key: u64,
        reach: &Reach,
    ) -> Result<(), String> {
        let player = state.players[seat].player;
        let drawing = state.clone();
        let arrives = self
            .painter
            .ask(Subject::Hand(state.id, player), move || {
                draw(&drawing, seat, look, lang)
            })
            .ok_or("the picture queue is full")?;
        let png = arrives.await.map_err(|_| "the drawing was dropped")?;
        let alt = describe(state, seat, lang);
        let payload = json!({ "attachments": [{
            "id": "0",
            "filename": HAND_FILE,
            "description": alt,
        }] });
        let files = [Upload {
            filename: HAND_FILE,
            content_type: "image/png",
            bytes: png,
        }];
        let answer = self
            .rest
            .edit_interaction_message_files(reach.application, &reach.token, None, &payload, &files)
            .await
            .map_err(|e| e.to_string())?;
        let mut latest = slot.latest();
        // A newer hand message written while the upload was on its way is not this one (the
        // same message answered through a newer token is).
        let uploaded = message_id(&answer);
        if latest.reaches_by(&reach.token) || (uploaded.is_some() && latest.message == uploaded) {
            latest.message = uploaded;
            latest.shown = Shown::View(key);
        }
        Ok(())
    }

    /// Takes the picture off a hand message that shows no hand any more.
    async fn remove(&self, slot: &HandSlot, reach: &Reach) -> Result<(), String> {
        self.rest
            .edit_interaction_message(
                reach.application,
                &reach.token,
                None,
                &json!({ "attachments": [] }),
            )
            .await
            .map_err(|e| e.to_string())?;
        let mut latest = slot.latest();
        if latest.reaches_by(&reach.token) {
            latest.shown = Shown::Nothing;
        }
        Ok(())
    }
}

/// A hand message was written in answer to `player` (reachable through `reach`: application,
/// token, language): its picture follows, when the table's pictures are allowed, in the colours
/// the player chose (`/rumino-colours`) or else the server's. `message`: the message updated,
/// or `None` for a new one.
pub async fn written(
    data: &super::Data,
    table: TableId,
    player: PlayerId,
    (application, token, lang): (u64, &str, Lang),
    message: Option<u64>,
) {
    let Some(state) = data.service.state(table) else {
        return;
    };
    // The server's pictures, in the player's own colours when they chose some.
    let look = match data.renderer.pictures_allowed(&state).await {
        Some(server) => Some(match data.service.player_colours(player).await {
            Ok(Some(own)) => super::table_picture::look(own),
            _ => server,
        }),
        None => None,
    };
    data.notifier.pictures.show(Written {
        state,
        player,
        application,
        token,
        lang,
        message,
        look,
    });
}

/// The key of the picture of `seat`'s hand: its game as serialized (so anything that changes
/// what the hand shows changes it), the seat, its name, the colours and the language.
fn hand_key(state: &TableState, seat: Seat, look: Look, lang: Lang) -> u64 {
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    if let Some(game) = &state.game {
        let _ = serde_json::to_writer(HashWriter(&mut hasher), game);
    }
    seat.hash(&mut hasher);
    state.players.get(seat).map(|p| &p.name).hash(&mut hasher);
    look.hash(&mut hasher);
    lang.hash(&mut hasher);
    hasher.finish()
}

/// `seat`'s hand picture, as PNG (empty when the table has no game).
fn draw(state: &TableState, seat: Seat, look: Look, lang: Lang) -> Vec<u8> {
    let Some(game) = state.game.as_ref() else {
        return Vec::new();
    };
    let names: Vec<String> = state.players.iter().map(|s| s.name.clone()).collect();
    let scene = Scene {
        names: &names,
        look,
        lang,
    };
    hand_png(game, seat, &scene)
}

/// What `seat`'s hand picture says, in `lang` (empty when the table has no game).
fn describe(state: &TableState, seat: Seat, lang: Lang) -> String {
    let Some(game) = state.game.as_ref() else {
        return String::new();
    };
    let names: Vec<String> = state.players.iter().map(|s| s.name.clone()).collect();
    let scene = Scene {
        names: &names,
        look: Look::default(),
        lang,
    };
    hand_alt(game, seat, &scene)
}

/// The id of the message an edit answered with.
fn message_id(message: &Value) -> Option<u64> {
    message["id"].as_str()?.parse().ok()
}
