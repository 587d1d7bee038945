//! Modals: the one the bot opened (read from its type-9 answer, whose limits `validate` checked)
//! and the player's submit of it, sent as Discord's client does: a MODAL_SUBMIT (type 5)
//! interaction carrying every text input's value and, when a message component opened the
//! modal, that message.

use std::sync::Arc;

use serde_json::{json, Value};

use super::{
    play::{self, Interaction},
    state::{Callback, Inner, InteractionKind},
};

/// A modal as the bot opened it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Modal {
    pub custom_id: String,
    pub title: String,
    /// The text inputs, one per row, top to bottom.
    pub inputs: Vec<TextInput>,
}

/// One text input of a modal, with Discord's defaults filled in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TextInput {
    pub custom_id: String,
    pub label: String,
    /// 1 short (one line), 2 paragraph.
    pub style: u64,
    /// The prefilled text, if any.
    pub value: Option<String>,
    pub placeholder: Option<String>,
    /// 0 unless given.
    pub min_length: u64,
    /// 4000 unless given.
    pub max_length: u64,
    /// True unless given.
    pub required: bool,
}

impl Modal {
    /// Reads a modal from a type-9 callback's `data` (already checked against Discord's limits).
    fn from_data(data: &Value) -> Modal {
        let text = |v: &Value, key: &str| v[key].as_str().map(str::to_owned);
        let inputs = data["components"]
            .as_array()
            .into_iter()
            .flatten()
            .flat_map(|row| row["components"].as_array().into_iter().flatten())
            .filter(|c| c["type"] == 4)
            .map(|c| TextInput {
                custom_id: text(c, "custom_id").unwrap_or_default(),
                label: text(c, "label").unwrap_or_default(),
                style: c["style"].as_u64().unwrap_or(1),
                value: text(c, "value"),
                placeholder: text(c, "placeholder"),
                min_length: c["min_length"].as_u64().unwrap_or(0),
                max_length: c["max_length"].as_u64().unwrap_or(4000),
                required: c["required"].as_bool().unwrap_or(true),
            })
            .collect();
        Modal {
            custom_id: text(data, "custom_id").unwrap_or_default(),
            title: text(data, "title").unwrap_or_default(),
            inputs,
        }
    }

    /// The input whose custom_id is `key`, else the one labelled `key`.
    pub fn input(&self, key: &str) -> Option<&TextInput> {
        self.inputs
            .iter()
            .find(|i| i.custom_id == key)
            .or_else(|| self.inputs.iter().find(|i| i.label == key))
    }

    /// What the player submits: every input's text, `(custom_id, text)` in order. An input
    /// named in `typed` (by custom_id or label) gets that text; the others keep their prefill
    /// (or stay empty).
    ///
    /// # Panics
    /// If `typed` names an input the modal lacks, or a text breaks its input's limits: Discord's
    /// client submits no empty required input, no text outside `min_length..=max_length`, and no
    /// line break in a short input.
    fn fill(&self, typed: &[(&str, &str)]) -> Vec<(String, String)> {
        for (key, _) in typed {
            if self.input(key).is_none() {
                let names: Vec<(&str, &str)> = self
                    .inputs
                    .iter()
                    .map(|i| (i.custom_id.as_str(), i.label.as_str()))
                    .collect();
                panic!("no input {key:?} in modal {:?}: {names:?}", self.custom_id);
            }
        }
        self.inputs
            .iter()
            .map(|input| {
                let given = typed
                    .iter()
                    .find(|(key, _)| self.input(key) == Some(input))
                    .map(|(_, text)| (*text).to_owned());
                let text = given.or_else(|| input.value.clone()).unwrap_or_default();
                input.check(&text);
                (input.custom_id.clone(), text)
            })
            .collect()
    }
}

impl TextInput {
    pub fn is_paragraph(&self) -> bool {
        self.style == 2
    }

    /// # Panics
    /// If Discord's client would not submit `text` in this input.
    fn check(&self, text: &str) {
        let n = text.chars().count() as u64;
        let name = &self.custom_id;
        if n == 0 {
            assert!(
                !self.required,
                "input {name:?} is required: it cannot be left empty"
            );
            return;
        }
        assert!(
            (self.min_length..=self.max_length).contains(&n),
            "input {name:?} takes {}..={} characters, not {n}",
            self.min_length,
            self.max_length
        );
        assert!(
            self.is_paragraph() || !text.contains('\n'),
            "input {name:?} is a short (one-line) input: no line breaks"
        );
    }
}

impl Callback {
    /// The modal, when this answer is one (type 9).
    pub fn modal(&self) -> Option<Modal> {
        (self.kind == 9).then(|| Modal::from_data(&self.data))
    }
}

impl Interaction {
    /// The modal the bot opened in answer, waiting for the response like [`Interaction::response`].
    ///
    /// # Panics
    /// If no response arrives in time, or it is not a modal.
    pub async fn modal(&self) -> Modal {
        let callback = self.response().await;
        callback.modal().unwrap_or_else(|| {
            panic!(
                "interaction {} was answered with type {}, not a modal (9): {}",
                self.id, callback.kind, callback.data
            )
        })
    }
}

/// Submits the modal that answered `opened` (see `StandIn::submit_modal`).
pub(crate) fn submit(
    inner: &Arc<Inner>,
    opened: &Interaction,
    typed: &[(&str, &str)],
) -> Interaction {
    let found = inner.read(|s| {
        let rec = s.interactions.get(&opened.id)?;
        let modal = rec.callback.as_ref().and_then(Callback::modal);
        // The message the modal's component was on, as it is now.
        let message = rec
            .message_id
            .and_then(|id| Some(s.messages.get(id)?.json.clone()));
        Some((
            modal,
            rec.message_id,
            message,
            rec.locale.clone(),
            rec.owners.clone(),
        ))
    });
    let Some((Some(modal), origin, message, locale, owners)) = found else {
        panic!(
            "interaction {} has no modal to submit (answer: {:?})",
            opened.id,
            opened.callback().map(|c| c.kind)
        );
    };
    let values = modal.fill(typed);
    let rows: Vec<Value> = values
        .iter()
        .map(|(id, text)| {
            json!({"type": 1, "components": [{"type": 4, "custom_id": id, "value": text}]})
        })
        .collect();
    play::send(inner, opened.user, opened.channel, origin, |_, base| {
        base.insert("type".into(), json!(5));
        base.insert(
            "data".into(),
            json!({"custom_id": modal.custom_id, "components": rows}),
        );
        base.insert("locale".into(), json!(locale));
        // The installs that authorized the interaction the modal answered.
        base.insert("authorizing_integration_owners".into(), owners);
        if let Some(message) = message {
            base.insert("message".into(), message);
        }
        (
            InteractionKind::ModalSubmit {
                opened_by: opened.id,
            },
            None,
        )
    })
}
