//! Messages the bot writes (created from a request body, then edited) and the registered
//! commands returned to it.

use serde_json::{json, Value};

use super::super::config::{StandInConfig, UserConfig};
use super::{bot_user, now_timestamp, sf, user};

/// A message the bot wrote, from a request body (create) and the ids the stand-in assigned.
pub struct NewMessage<'a> {
    pub id: u64,
    pub channel_id: u64,
    pub guild_id: Option<u64>,
    pub body: &'a Value,
    /// Message type: 0 default, 20 a slash command's response, 19 a reply.
    pub kind: u8,
    pub flags: u64,
    /// The interaction this answers (id, slash command name or `None`, user), if any.
    pub interaction: Option<(u64, Option<String>, &'a UserConfig)>,
    /// For an answer to a component interaction: the message the component was on.
    pub interacted_message_id: Option<u64>,
    /// For an answer to a modal submit: the interaction that opened the modal (id, slash command
    /// name or `None` for a component).
    pub modal_opened_by: Option<(u64, Option<String>)>,
    /// The interaction's `authorizing_integration_owners` (`null` when not an interaction's).
    pub owners: &'a Value,
}

pub fn message(cfg: &StandInConfig, m: &NewMessage<'_>) -> Value {
    let mut v = json!({
        "id": sf(m.id),
        "channel_id": sf(m.channel_id),
        "author": bot_user(cfg),
        "content": "",
        "timestamp": now_timestamp(),
        "edited_timestamp": null,
        "tts": false,
        "mention_everyone": false,
        "mentions": [],
        "mention_roles": [],
        "mention_channels": [],
        "attachments": [],
        "embeds": [],
        "components": [],
        "reactions": [],
        "pinned": false,
        "type": m.kind,
        "flags": m.flags,
    });
    if let Some(g) = m.guild_id {
        v["guild_id"] = sf(g);
    }
    if let Some((iid, name, u)) = &m.interaction {
        v["webhook_id"] = sf(cfg.application_id);
        v["application_id"] = sf(cfg.application_id);
        let owners = if m.owners.is_object() {
            m.owners.clone()
        } else {
            json!({"0": sf(m.guild_id.unwrap_or(0))})
        };
        let metadata = |id: u64, kind: u8| {
            json!({
                "id": sf(id),
                "type": kind,
                "user": user(u),
                "authorizing_integration_owners": owners,
            })
        };
        // A command (2) or component (3) interaction; a modal submit (5) names the interaction
        // that opened the modal in `triggering_interaction_metadata`.
        let (trigger, trigger_name) = match &m.modal_opened_by {
            Some((opener, opener_name)) => (*opener, opener_name),
            None => (*iid, name),
        };
        let mut triggering = metadata(trigger, if trigger_name.is_some() { 2 } else { 3 });
        if let (None, Some(clicked)) = (trigger_name, m.interacted_message_id) {
            triggering["interacted_message_id"] = sf(clicked);
        }
        v["interaction_metadata"] = if m.modal_opened_by.is_some() {
            let mut submit = metadata(*iid, 5);
            submit["triggering_interaction_metadata"] = triggering;
            submit
        } else {
            triggering
        };
        if let Some(name) = name {
            v["interaction"] = json!({"id": sf(*iid), "type": 2, "name": name, "user": user(u)});
        }
    }
    apply_edit(&mut v, m.body);
    v["edited_timestamp"] = Value::Null;
    v
}

/// Applies a create or edit body to a stored message: present fields replace, `null` clears.
/// The ephemeral and loading flags stay as they were; only SUPPRESS_EMBEDS (1<<2) and
/// IS_COMPONENTS_V2 (1<<15) can be changed. `attachments` lists what the message keeps: new
/// files (already full attachment objects, see `multipart`) and old ones named by id; an embed
/// image `attachment://name` shows the attachment of that name, as Discord resolves it.
pub fn apply_edit(msg: &mut Value, body: &Value) {
    let Some(fields) = body.as_object() else {
        return;
    };
    for (key, value) in fields {
        match key.as_str() {
            "content" => msg["content"] = Value::String(value.as_str().unwrap_or("").to_owned()),
            "embeds" => msg["embeds"] = Value::Array(normalize_embeds(value)),
            "components" => msg["components"] = value.clone().if_null(json!([])),
            "flags" => {
                let keep = msg["flags"].as_u64().unwrap_or(0) & !((1 << 2) | (1 << 15));
                let set = value.as_u64().unwrap_or(0) & ((1 << 2) | (1 << 15));
                msg["flags"] = json!(keep | set);
            }
            "attachments" => msg["attachments"] = kept_attachments(&msg["attachments"], value),
            _ => {}
        }
    }
    resolve_images(msg);
    msg["edited_timestamp"] = Value::String(now_timestamp());
}

/// The first entry of an edit's `attachments` (under `data` for an interaction's update) that
/// names, by id, a file the message does not hold. Discord refuses such an edit whole (400,
/// 50035); leaving `attachments` out keeps the message's files as they are. Entries that carry
/// a `url` are files uploaded with this very request.
pub fn unknown_attachment(msg: &Value, edit: &Value) -> Option<(usize, String)> {
    let held: Vec<&Value> = msg["attachments"]
        .as_array()?
        .iter()
        .map(|a| &a["id"])
        .collect();
    let id_text = |v: &Value| match v {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    };
    edit["attachments"]
        .as_array()?
        .iter()
        .enumerate()
        .filter(|(_, entry)| entry.get("url").is_none())
        .find(|(_, entry)| !held.iter().any(|h| id_text(h) == id_text(&entry["id"])))
        .map(|(i, entry)| (i, id_text(&entry["id"])))
}

/// The attachments a message has after an edit naming `listed`: new ones as given, old ones
/// found by id (an id the message lacks is dropped, as Discord drops it).
fn kept_attachments(old: &Value, listed: &Value) -> Value {
    let old = old.as_array().map_or(&[][..], Vec::as_slice);
    let id = |v: &Value| match &v["id"] {
        Value::String(s) => s.parse::<u64>().ok(),
        Value::Number(n) => n.as_u64(),
        _ => None,
    };
    let kept = listed
        .as_array()
        .map_or(&[][..], Vec::as_slice)
        .iter()
        .filter_map(|entry| {
            if entry.get("url").is_some() {
                return Some(entry.clone());
            }
            old.iter()
                .find(|a| id(a).is_some() && id(a) == id(entry))
                .cloned()
        });
    Value::Array(kept.collect())
}

/// Each embed image `attachment://name` becomes the url of the attachment of that name.
fn resolve_images(msg: &mut Value) {
    let attachments = msg["attachments"].clone();
    let Some(embeds) = msg["embeds"].as_array_mut() else {
        return;
    };
    for embed in embeds {
        let Some(name) = embed["image"]["url"]
            .as_str()
            .and_then(|u| u.strip_prefix("attachment://"))
            .map(str::to_owned)
        else {
            continue;
        };
        let found = attachments
            .as_array()
            .and_then(|list| list.iter().find(|a| a["filename"] == name.as_str()));
        if let Some(a) = found {
            embed["image"] = json!({"url": a["url"], "proxy_url": a["proxy_url"]});
        }
    }
}

fn normalize_embeds(value: &Value) -> Vec<Value> {
    value
        .as_array()
        .map(|embeds| {
            embeds
                .iter()
                .map(|e| {
                    let mut e = e.clone();
                    if e.is_object() && e.get("type").is_none() {
                        e["type"] = json!("rich");
                    }
                    e
                })
                .collect()
        })
        .unwrap_or_default()
}

trait IfNull {
    fn if_null(self, other: Value) -> Value;
}

impl IfNull for Value {
    fn if_null(self, other: Value) -> Value {
        if self.is_null() {
            other
        } else {
            self
        }
    }
}

/// A registered application command as Discord returns it.
pub fn registered_command(cfg: &StandInConfig, id: u64, guild: Option<u64>, body: &Value) -> Value {
    let mut c = body.clone();
    c["id"] = sf(id);
    c["application_id"] = sf(cfg.application_id);
    c["version"] = sf(id);
    if missing(&c, "type") {
        c["type"] = json!(1);
    }
    if missing(&c, "description") {
        c["description"] = json!("");
    }
    if let Some(g) = guild {
        c["guild_id"] = sf(g);
    }
    if let Some(p) = c.get("default_member_permissions").and_then(Value::as_u64) {
        c["default_member_permissions"] = Value::String(p.to_string());
    }
    c["nsfw"] = c
        .get("nsfw")
        .cloned()
        .unwrap_or(json!(false))
        .if_null(json!(false));
    c
}

fn missing(v: &Value, key: &str) -> bool {
    v.get(key).is_none_or(Value::is_null)
}
