//! Every message the bot wrote, public or ephemeral, with its edits: what each player sees.

use std::collections::BTreeMap;

use serde_json::Value;

/// One message as Discord holds it now.
#[derive(Clone, Debug)]
pub struct StoredMessage {
    pub id: u64,
    pub channel_id: u64,
    /// The only user who sees it, for an ephemeral message.
    pub ephemeral_for: Option<u64>,
    /// The Discord Message object as `GET` would return it now.
    pub json: Value,
    /// How many times it was edited (PATCH, type-7 update, first follow-up after a defer).
    pub edits: u32,
    pub deleted: bool,
    /// The interaction whose response or follow-up created it.
    pub interaction_id: Option<u64>,
    /// Increases with every creation or edit in the stand-in: the latest touched is the newest.
    pub touched: u64,
}

/// A button found in a message's components.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Button {
    pub label: Option<String>,
    pub custom_id: Option<String>,
    pub style: u64,
    pub disabled: bool,
    pub url: Option<String>,
    pub emoji: Option<String>,
}

/// A string select menu found in a message's components.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Select {
    pub custom_id: String,
    pub placeholder: Option<String>,
    pub disabled: bool,
    pub min_values: u64,
    pub max_values: u64,
    /// (label, value) pairs.
    pub options: Vec<(String, String)>,
}

impl Select {
    /// The value of the option labelled `key`, else of the option whose value is `key`.
    pub fn value_of(&self, key: &str) -> Option<&str> {
        self.options
            .iter()
            .find(|(label, _)| label == key)
            .or_else(|| self.options.iter().find(|(_, value)| value == key))
            .map(|(_, value)| value.as_str())
    }

    pub fn labels(&self) -> Vec<&str> {
        self.options
            .iter()
            .map(|(label, _)| label.as_str())
            .collect()
    }
}

impl StoredMessage {
    pub fn content(&self) -> &str {
        self.json["content"].as_str().unwrap_or("")
    }

    pub fn flags(&self) -> u64 {
        self.json["flags"].as_u64().unwrap_or(0)
    }

    pub fn is_ephemeral(&self) -> bool {
        self.ephemeral_for.is_some()
    }

    /// The message's attachments (Discord's attachment objects).
    pub fn attachments(&self) -> &[Value] {
        self.json["attachments"]
            .as_array()
            .map_or(&[], Vec::as_slice)
    }

    pub fn embeds(&self) -> &[Value] {
        self.json["embeds"].as_array().map_or(&[], Vec::as_slice)
    }

    /// The top-level components (action rows).
    pub fn rows(&self) -> &[Value] {
        self.json["components"]
            .as_array()
            .map_or(&[], Vec::as_slice)
    }

    /// All text a reader sees: content, then each embed's author, title, description, fields
    /// and footer, one per line. Handy for `contains` assertions.
    pub fn text(&self) -> String {
        let mut out = vec![self.content().to_owned()];
        for e in self.embeds() {
            for key in [&e["author"]["name"], &e["title"], &e["description"]] {
                if let Some(s) = key.as_str() {
                    out.push(s.to_owned());
                }
            }
            for f in e["fields"].as_array().into_iter().flatten() {
                out.push(format!(
                    "{}: {}",
                    f["name"].as_str().unwrap_or(""),
                    f["value"].as_str().unwrap_or("")
                ));
            }
            if let Some(s) = e["footer"]["text"].as_str() {
                out.push(s.to_owned());
            }
        }
        out.retain(|s| !s.is_empty());
        out.join("\n")
    }

    pub fn buttons(&self) -> Vec<Button> {
        leaf_components(self.rows())
            .filter(|c| c["type"] == 2)
            .map(|c| Button {
                label: c["label"].as_str().map(str::to_owned),
                custom_id: c["custom_id"].as_str().map(str::to_owned),
                style: c["style"].as_u64().unwrap_or(0),
                disabled: c["disabled"].as_bool().unwrap_or(false),
                url: c["url"].as_str().map(str::to_owned),
                emoji: c["emoji"]["name"].as_str().map(str::to_owned),
            })
            .collect()
    }

    /// The button whose label is `key`, else the first whose custom_id starts with `key`.
    pub fn button(&self, key: &str) -> Option<Button> {
        let buttons = self.buttons();
        buttons
            .iter()
            .find(|b| b.label.as_deref() == Some(key))
            .cloned()
            .or_else(|| {
                buttons
                    .into_iter()
                    .find(|b| b.custom_id.as_deref().is_some_and(|id| id.starts_with(key)))
            })
    }

    pub fn selects(&self) -> Vec<Select> {
        leaf_components(self.rows())
            .filter(|c| c["type"] == 3)
            .map(|c| Select {
                custom_id: c["custom_id"].as_str().unwrap_or("").to_owned(),
                placeholder: c["placeholder"].as_str().map(str::to_owned),
                disabled: c["disabled"].as_bool().unwrap_or(false),
                min_values: c["min_values"].as_u64().unwrap_or(1),
                max_values: c["max_values"].as_u64().unwrap_or(1),
                options: c["options"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .map(|o| {
                        let text = |k: &str| o[k].as_str().unwrap_or("").to_owned();
                        (text("label"), text("value"))
                    })
                    .collect(),
            })
            .collect()
    }

    /// The select menu whose custom_id starts with `prefix`.
    pub fn select(&self, prefix: &str) -> Option<Select> {
        self.selects()
            .into_iter()
            .find(|s| s.custom_id.starts_with(prefix))
    }

    /// The select menu whose placeholder is `key`, else the first whose custom_id starts with
    /// `key`: how a person finds a menu.
    pub fn menu(&self, key: &str) -> Option<Select> {
        let selects = self.selects();
        selects
            .iter()
            .find(|s| s.placeholder.as_deref() == Some(key))
            .cloned()
            .or_else(|| selects.into_iter().find(|s| s.custom_id.starts_with(key)))
    }

    /// Every custom_id in the message, in order.
    pub fn custom_ids(&self) -> Vec<String> {
        leaf_components(self.rows())
            .filter_map(|c| c["custom_id"].as_str().map(str::to_owned))
            .collect()
    }

    /// The component (button or select) with exactly this custom_id.
    pub(crate) fn component(&self, custom_id: &str) -> Option<&Value> {
        leaf_components(self.rows()).find(|c| c["custom_id"] == custom_id)
    }
}

/// Components inside action rows (and, for components v2, inside containers and sections).
fn leaf_components(rows: &[Value]) -> impl Iterator<Item = &Value> {
    let mut out = Vec::new();
    let mut stack: Vec<&Value> = rows.iter().rev().collect();
    while let Some(c) = stack.pop() {
        if let Some(children) = c["components"].as_array() {
            stack.extend(children.iter().rev());
        }
        if c.get("accessory").is_some() {
            stack.push(&c["accessory"]);
        }
        if c["custom_id"].is_string() || c["type"] == 2 {
            out.push(c);
        }
    }
    out.into_iter()
}

/// Messages by id (ids grow with time, so the map is in creation order).
#[derive(Default)]
pub(crate) struct MessageStore {
    by_id: BTreeMap<u64, StoredMessage>,
    touches: u64,
}

impl MessageStore {
    pub fn insert(&mut self, mut msg: StoredMessage) {
        self.touches += 1;
        msg.touched = self.touches;
        self.by_id.insert(msg.id, msg);
    }

    pub fn get(&self, id: u64) -> Option<&StoredMessage> {
        self.by_id.get(&id)
    }

    /// Applies `f` to the message's JSON as one edit. Earlier versions are not kept: a test
    /// reads what a player sees now, and copying a history on every read made the stand-in's
    /// cost grow with each edit (the capacity bench spent most of its CPU there).
    pub fn edit(&mut self, id: u64, f: impl FnOnce(&mut Value)) -> Option<&StoredMessage> {
        self.touches += 1;
        let touched = self.touches;
        let msg = self.by_id.get_mut(&id)?;
        f(&mut msg.json);
        msg.edits += 1;
        msg.touched = touched;
        Some(msg)
    }

    pub fn delete(&mut self, id: u64) -> bool {
        match self.by_id.get_mut(&id) {
            Some(m) if !m.deleted => {
                m.deleted = true;
                true
            }
            _ => false,
        }
    }

    pub fn live(&self) -> impl Iterator<Item = &StoredMessage> {
        self.by_id.values().filter(|m| !m.deleted)
    }

    pub fn channel(&self, channel: u64) -> Vec<StoredMessage> {
        self.live()
            .filter(|m| m.channel_id == channel && m.ephemeral_for.is_none())
            .cloned()
            .collect()
    }

    pub fn ephemerals(&self, user: u64) -> Vec<StoredMessage> {
        self.live()
            .filter(|m| m.ephemeral_for == Some(user))
            .cloned()
            .collect()
    }
}
