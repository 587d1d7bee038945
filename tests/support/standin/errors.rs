//! Discord's error answers: the JSON error shape, and the nested `errors` object of a 50035
//! "Invalid Form Body" built from field paths.

use serde_json::{json, Map, Value};

/// One problem with one field of a request body, as Discord reports it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FieldError {
    /// Keys from the body's root, array indexes as numbers: `["data", "components", "0", "label"]`.
    pub path: Vec<String>,
    /// Discord's code, e.g. `BASE_TYPE_MAX_LENGTH`.
    pub code: String,
    pub message: String,
}

impl FieldError {
    pub fn new(path: &[String], code: &str, message: impl Into<String>) -> Self {
        Self {
            path: path.to_vec(),
            code: code.to_owned(),
            message: message.into(),
        }
    }

    pub fn max_length(path: &[String], max: usize) -> Self {
        Self::new(
            path,
            "BASE_TYPE_MAX_LENGTH",
            format!("Must be {max} or fewer in length."),
        )
    }

    pub fn bad_length(path: &[String], min: usize, max: usize) -> Self {
        Self::new(
            path,
            "BASE_TYPE_BAD_LENGTH",
            format!("Must be between {min} and {max} in length."),
        )
    }

    pub fn required(path: &[String]) -> Self {
        Self::new(path, "BASE_TYPE_REQUIRED", "This field is required")
    }

    /// `data.components.0.label`: the dotted path used in violation texts.
    pub fn dotted(&self) -> String {
        if self.path.is_empty() {
            "(body)".to_owned()
        } else {
            self.path.join(".")
        }
    }
}

/// An answer with a status and a JSON body (or none, for 204).
#[derive(Clone, Debug)]
pub struct Reply {
    pub status: u16,
    pub body: Option<Value>,
    pub headers: Vec<(String, String)>,
}

impl Reply {
    pub fn json(status: u16, body: Value) -> Self {
        Self {
            status,
            body: Some(body),
            headers: Vec::new(),
        }
    }

    pub fn ok(body: Value) -> Self {
        Self::json(200, body)
    }

    pub fn no_content() -> Self {
        Self {
            status: 204,
            body: None,
            headers: Vec::new(),
        }
    }

    /// Discord's plain error: `{"message": "...", "code": N}`.
    pub fn error(status: u16, code: u64, message: &str) -> Self {
        Self::json(status, json!({"message": message, "code": code}))
    }

    pub fn not_found() -> Self {
        Self::error(404, 0, "404: Not Found")
    }

    pub fn unknown_interaction() -> Self {
        Self::error(404, 10062, "Unknown interaction")
    }

    pub fn unknown_message() -> Self {
        Self::error(404, 10008, "Unknown Message")
    }

    pub fn unknown_channel() -> Self {
        Self::error(404, 10003, "Unknown Channel")
    }

    pub fn unknown_webhook() -> Self {
        Self::error(404, 10015, "Unknown Webhook")
    }

    /// 400 code 50035 with Discord's nested `errors` object.
    pub fn invalid_form_body(errors: &[FieldError]) -> Self {
        Self::json(
            400,
            json!({"code": 50035, "errors": nest(errors), "message": "Invalid Form Body"}),
        )
    }
}

/// `[{path: [a, 0, b], ...}]` → `{"a": {"0": {"b": {"_errors": [{code, message}]}}}}`.
pub fn nest(errors: &[FieldError]) -> Value {
    let mut root = Map::new();
    for e in errors {
        let mut node = &mut root;
        for key in &e.path {
            node = node
                .entry(key.clone())
                .or_insert_with(|| Value::Object(Map::new()))
                .as_object_mut()
                .expect("error nodes are objects");
        }
        let list = node.entry("_errors").or_insert_with(|| json!([]));
        if let Some(list) = list.as_array_mut() {
            list.push(json!({"code": e.code, "message": e.message}));
        }
    }
    Value::Object(root)
}
