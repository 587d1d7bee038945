//! The bot's answers to interactions, with Discord's rules: one initial response within the
//! window, update types (6, 7) only for components and modal submits, no modal answering a modal
//! submit (modal bodies are checked in `validate`), follow-ups only after the initial response,
//! a type-5 defer fixing the visibility of what completes it, tokens that expire, at most five
//! follow-ups where only a user's install authorized the interaction (the app is not installed
//! where it happened). Messages made here are stored as public channel messages or as the
//! interacting user's ephemerals.
//!
//! A token reaches messages by id (`/webhooks/{app}/{token}/messages/{id}`: get, edit, delete)
//! as Discord's do: its own interaction's response and follow-ups, ephemeral or not (a component
//! interaction answered by an update, type 6 or 7, has the clicked message as its response), and
//! any public message an interaction of the same application made in the same channel. Someone
//! else's ephemeral message, a message of another channel, and one the bot sent with its token
//! are Unknown Message (404, 10008) and a violation.

use serde_json::{json, Value};

use super::{
    errors::{FieldError, Reply},
    payloads,
    state::{Callback, Inner, InteractionKind, InteractionRecord, State},
    store::StoredMessage,
};

const EPHEMERAL: u64 = 1 << 6;
const LOADING: u64 = 1 << 7;
/// Follow-ups Discord allows an interaction whose `authorizing_integration_owners` has no guild
/// install (`"0"`).
pub const USER_INSTALL_FOLLOWUPS: usize = 5;

/// `POST /interactions/{id}/{token}/callback`.
pub(crate) fn callback(inner: &Inner, id: u64, token: &str, body: &Value) -> Reply {
    let window = inner.config.interaction_window;
    inner.with(|s| {
        let route = format!("callback of interaction {id}");
        let Some(rec) = s.interactions.get(&id).filter(|r| r.token == token) else {
            s.violation(format!("{route}: unknown interaction"));
            return Reply::unknown_interaction();
        };
        if rec.callback.is_some() {
            s.violation(format!("{route}: a second initial response"));
            return Reply::error(400, 40060, "Interaction has already been acknowledged.");
        }
        let elapsed = rec.created.elapsed();
        if elapsed > window || rec.expired {
            s.violation(format!(
                "{route}: answered after {} ms (window {} ms)",
                elapsed.as_millis(),
                window.as_millis()
            ));
            return Reply::unknown_interaction();
        }
        let kind = body["type"].as_u64().unwrap_or(0) as u8;
        if let Err((why, reply)) = answerable(rec, kind) {
            s.violation(format!("{route}: {why}"));
            return reply;
        }
        let data = body["data"].clone();
        let message_id = rec.message_id;
        let original = match kind {
            4 => {
                let flags = data["flags"].as_u64().unwrap_or(0);
                Some(new_message(inner, s, id, &data, flags & EPHEMERAL))
            }
            5 => {
                let flags = data["flags"].as_u64().unwrap_or(0) & EPHEMERAL;
                Some(new_message(inner, s, id, &json!({}), flags | LOADING))
            }
            6 => message_id,
            7 => {
                if let Some(m) = message_id {
                    if let Some(refused) = stale_files(s, &route, m, &data) {
                        return refused;
                    }
                    s.messages.edit(m, |json| payloads::apply_edit(json, &data));
                }
                message_id
            }
            _ => None,
        };
        if let Some(rec) = s.interactions.get_mut(&id) {
            rec.callback = Some(Callback {
                kind,
                data,
                latency: rec.created.elapsed(),
            });
            rec.original = original;
            rec.deferred_open = kind == 5;
            rec.shown = if matches!(kind, 4 | 7) {
                original
            } else {
                None
            };
        }
        Reply::no_content()
    })
}

/// Whether a callback of type `kind` may answer this interaction, as Discord decides: updates
/// (6, 7) answer components and modal submits, but type 7 needs the message a modal was opened
/// from (Discord answers 404 Unknown Message when a slash command opened it; a type 6 it
/// acknowledges without showing anything); a modal never answers a modal submit.
fn answerable(rec: &InteractionRecord, kind: u8) -> Result<(), (String, Reply)> {
    let type_error = |code: &str, message: &str| {
        Reply::invalid_form_body(&[FieldError::new(&["type".to_owned()], code, message)])
    };
    match (rec.kind, kind) {
        (InteractionKind::Command, 6 | 7) => Err((
            format!("type {kind} answers only component interactions and modal submits"),
            type_error(
                "INTERACTION_RESPONSE_TYPE_INVALID",
                "Interaction response type is invalid for this interaction",
            ),
        )),
        (InteractionKind::ModalSubmit { .. }, 9) => Err((
            "a modal cannot answer a modal submit".to_owned(),
            type_error(
                "BASE_TYPE_CHOICES",
                "Value must be one of {4, 5, 6, 7, 10}.",
            ),
        )),
        (InteractionKind::ModalSubmit { .. }, 7) if rec.message_id.is_none() => Err((
            "type 7 answers a modal submit only when a message component opened the modal"
                .to_owned(),
            Reply::unknown_message(),
        )),
        _ => Ok(()),
    }
}

/// Stores a new message answering interaction `id`: ephemeral for its user when `flags` has
/// EPHEMERAL, else public in its channel. Returns the message id.
fn new_message(inner: &Inner, s: &mut State, id: u64, body: &Value, flags: u64) -> u64 {
    let cfg = &inner.config;
    let rec = &s.interactions[&id];
    let (user, channel, guild, command) = (rec.user, rec.channel, rec.guild, rec.command.clone());
    let interacted_message_id = rec.message_id;
    let owners = rec.owners.clone();
    let modal_opened_by = match rec.kind {
        InteractionKind::ModalSubmit { opened_by } => Some((
            opened_by,
            s.interactions
                .get(&opened_by)
                .and_then(|o| o.command.clone()),
        )),
        _ => None,
    };
    let kind = if command.is_some() { 20 } else { 0 };
    let message_id = s.next_id();
    let user_cfg = cfg.user(user);
    let json = payloads::message(
        cfg,
        &payloads::NewMessage {
            id: message_id,
            channel_id: channel,
            guild_id: guild,
            body,
            kind,
            flags,
            interaction: Some((id, command, user_cfg)),
            interacted_message_id,
            modal_opened_by,
            owners: &owners,
        },
    );
    s.messages.insert(StoredMessage {
        id: message_id,
        channel_id: channel,
        ephemeral_for: (flags & EPHEMERAL != 0).then_some(user),
        json,
        edits: 0,
        deleted: false,
        interaction_id: Some(id),
        touched: 0,
    });
    message_id
}

/// The interaction a webhook token belongs to, with the webhook rules: right application, known
/// and live token, initial response given. On refusal: the reply (and a violation recorded).
fn interaction_for(
    inner: &Inner,
    s: &mut State,
    app: u64,
    token: &str,
    what: &str,
) -> Result<u64, Reply> {
    if app != inner.config.application_id {
        s.violation(format!("{what}: webhook of unknown application {app}"));
        return Err(Reply::unknown_webhook());
    }
    let Some(id) = s.tokens.get(token).copied() else {
        s.violation(format!("{what}: unknown interaction token"));
        return Err(Reply::unknown_webhook());
    };
    let rec: &InteractionRecord = &s.interactions[&id];
    if rec.expired {
        s.violation(format!("{what}: interaction token expired"));
        return Err(Reply::error(401, 50027, "Invalid Webhook Token"));
    }
    if rec.callback.is_none() {
        s.violation(format!("{what}: before the initial response"));
        return Err(Reply::unknown_webhook());
    }
    Ok(id)
}

/// `POST /webhooks/{app}/{token}`: a follow-up. After a type-5 defer not yet completed, the
/// first follow-up completes the deferred message and keeps its visibility (it makes no new
/// message, so it does not count against [`USER_INSTALL_FOLLOWUPS`]).
pub(crate) fn follow_up(inner: &Inner, app: u64, token: &str, body: &Value) -> Reply {
    inner.with(|s| {
        let id = match interaction_for(inner, s, app, token, "follow-up") {
            Ok(id) => id,
            Err(reply) => return reply,
        };
        let rec = &s.interactions[&id];
        if rec.deferred_open {
            if let Some(original) = rec.original {
                return complete_defer(s, id, original, body);
            }
        }
        if rec.user_installed_only() && rec.followups.len() >= USER_INSTALL_FOLLOWUPS {
            s.violation(format!(
                "follow-up of interaction {id}: only a user's install authorized it, which allows \
                 {USER_INSTALL_FOLLOWUPS} follow-ups"
            ));
            return Reply::error(
                400,
                40094,
                "This interaction has hit the maximum number of follow up messages",
            );
        }
        let flags = body["flags"].as_u64().unwrap_or(0) & EPHEMERAL;
        let message = new_message(inner, s, id, body, flags);
        if let Some(rec) = s.interactions.get_mut(&id) {
            rec.followups.push(message);
            rec.shown = Some(message);
        }
        Reply::ok(
            s.messages
                .get(message)
                .map(|m| m.json.clone())
                .unwrap_or_default(),
        )
    })
}

/// Refuses, as Discord does, an edit of `message` whose `attachments` name a file the message
/// does not hold (a recorded violation: the bot's request was wrong).
pub(crate) fn stale_files(s: &mut State, route: &str, message: u64, edit: &Value) -> Option<Reply> {
    let held = &s.messages.get(message)?.json;
    let (index, id) = payloads::unknown_attachment(held, edit)?;
    s.violation(format!(
        "{route}: attachments[{index}] names {id}, which message {message} does not hold"
    ));
    let path = ["attachments".to_owned(), index.to_string(), "id".to_owned()];
    let error = FieldError::new(&path, "ATTACHMENT_NOT_FOUND", "Unknown attachment");
    Some(Reply::invalid_form_body(&[error]))
}

fn complete_defer(s: &mut State, id: u64, message: u64, body: &Value) -> Reply {
    if let Some(refused) = stale_files(s, "completing a deferred answer", message, body) {
        return refused;
    }
    if let Some(rec) = s.interactions.get_mut(&id) {
        rec.deferred_open = false;
        rec.shown = Some(message);
    }
    let edited = s.messages.edit(message, |json| {
        payloads::apply_edit(json, body);
        let flags = json["flags"].as_u64().unwrap_or(0) & !LOADING;
        json["flags"] = json!(flags);
    });
    Reply::ok(edited.map(|m| m.json.clone()).unwrap_or_default())
}

/// Whether the token of interaction `rec` reaches message `m` by id (see the module doc).
fn reaches(s: &State, rec: &InteractionRecord, m: u64) -> bool {
    if rec.original == Some(m) || rec.followups.contains(&m) {
        return true;
    }
    s.messages.get(m).is_some_and(|msg| {
        msg.interaction_id.is_some() && msg.ephemeral_for.is_none() && msg.channel_id == rec.channel
    })
}

/// `GET`/`PATCH`/`DELETE /webhooks/{app}/{token}/messages/{@original|id}`.
pub(crate) fn webhook_message(
    inner: &Inner,
    method: &str,
    app: u64,
    token: &str,
    message: Option<u64>,
    body: &Value,
) -> Reply {
    inner.with(|s| {
        let what = format!(
            "{method} webhook message {}",
            message.map_or("@original".to_owned(), |m| m.to_string())
        );
        let id = match interaction_for(inner, s, app, token, &what) {
            Ok(id) => id,
            Err(reply) => return reply,
        };
        let rec = &s.interactions[&id];
        let target = match message {
            None => rec.original,
            Some(m) if reaches(s, rec, m) => Some(m),
            Some(_) => None,
        };
        let Some(target) = target.filter(|m| s.messages.get(*m).is_some_and(|m| !m.deleted)) else {
            s.violation(format!("{what}: unknown message"));
            return Reply::unknown_message();
        };
        let completes_defer = rec.deferred_open && rec.original == Some(target);
        match method {
            "GET" => Reply::ok(
                s.messages
                    .get(target)
                    .map(|m| m.json.clone())
                    .unwrap_or_default(),
            ),
            "DELETE" => {
                s.messages.delete(target);
                Reply::no_content()
            }
            _ if completes_defer => complete_defer(s, id, target, body),
            _ => {
                if let Some(refused) = stale_files(s, &what, target, body) {
                    return refused;
                }
                if let Some(rec) = s.interactions.get_mut(&id) {
                    rec.shown = Some(target);
                }
                let edited = s
                    .messages
                    .edit(target, |json| payloads::apply_edit(json, body));
                Reply::ok(edited.map(|m| m.json.clone()).unwrap_or_default())
            }
        }
    })
}
