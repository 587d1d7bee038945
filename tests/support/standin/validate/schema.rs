//! Request bodies checked against the request schema of the matching operation in Discord's
//! OpenAPI document, read at run time from the shared folder (never copied into the project).
//! `$ref`s resolve within the document. Loaded once per test process; validators are built on
//! first use of each operation and cached.

use std::{
    collections::HashMap,
    path::{Path, PathBuf},
    sync::{Arc, Mutex, OnceLock},
};

use jsonschema::{error::ValidationErrorKind, Draft, Registry, ValidationError, Validator};
use serde_json::{json, Value};

use super::super::errors::FieldError;

const DOC_URI: &str = "urn:discord-openapi";

/// Validators by (method, path template); `None` where the operation has no JSON body schema.
type Validators = HashMap<(String, String), Option<Arc<Validator>>>;

pub struct Spec {
    doc: Value,
    registry: Registry<'static>,
    validators: Mutex<Validators>,
}

static SPEC: OnceLock<Option<Spec>> = OnceLock::new();

/// The OpenAPI document, loaded from `path` on the first call that names one (later calls reuse
/// it). `None` when `path` is `None` (schema validation off for that stand-in) or the file is
/// absent or unreadable: then only the limits are checked.
pub fn spec(path: Option<&Path>) -> Option<&'static Spec> {
    let path = path?;
    SPEC.get_or_init(|| {
        Spec::load(path)
            .map_err(|e| eprintln!("stand-in: no schema validation ({e})"))
            .ok()
    })
    .as_ref()
}

impl Spec {
    fn load(path: &Path) -> Result<Self, String> {
        let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
        let doc: Value =
            serde_json::from_str(&text).map_err(|e| format!("{}: {e}", path.display()))?;
        let registry = Registry::new()
            .draft(Draft::Draft202012)
            .add(DOC_URI, doc.clone())
            .and_then(|b| b.prepare())
            .map_err(|e| format!("{}: {e}", path.display()))?;
        Ok(Self {
            doc,
            registry,
            validators: Mutex::new(HashMap::new()),
        })
    }

    /// The document's path template for a request path (without `/api/v10`), preferring the
    /// template with the most literal segments (`@original` over `{message_id}`).
    pub fn template(&self, path: &str) -> Option<String> {
        let parts: Vec<&str> = path.trim_matches('/').split('/').collect();
        let paths = self.doc["paths"].as_object()?;
        paths
            .keys()
            .filter_map(|tpl| {
                let segs: Vec<&str> = tpl.trim_matches('/').split('/').collect();
                if segs.len() != parts.len() {
                    return None;
                }
                let mut literal = 0;
                for (s, p) in segs.iter().zip(&parts) {
                    if s.starts_with('{') && s.ends_with('}') {
                        continue;
                    }
                    if s != p {
                        return None;
                    }
                    literal += 1;
                }
                Some((literal, tpl))
            })
            .max_by_key(|(literal, _)| *literal)
            .map(|(_, tpl)| tpl.clone())
    }

    /// Problems with `body` for `method path`; empty when the operation has no JSON request
    /// schema or the body fits it.
    pub fn check(&self, method: &str, path: &str, body: &Value) -> Vec<FieldError> {
        self.check_against(method, path, "requestBody", body)
    }

    /// Problems with a response `body` that the stand-in answers to `method path` with
    /// `status`, against the document's response schema (empty when it has none): the
    /// self-test holds the stand-in's own answers to the spec with it.
    pub fn check_response(
        &self,
        method: &str,
        path: &str,
        status: u16,
        body: &Value,
    ) -> Vec<FieldError> {
        self.check_against(method, path, &format!("responses/{status}"), body)
    }

    fn check_against(&self, method: &str, path: &str, part: &str, body: &Value) -> Vec<FieldError> {
        let Some(tpl) = self.template(path) else {
            return Vec::new();
        };
        let Some(validator) = self.validator(method, &tpl, part) else {
            return Vec::new();
        };
        let mut out = Vec::new();
        for error in validator.iter_errors(body) {
            collect(&error, &mut out);
        }
        out.dedup();
        out
    }

    fn validator(&self, method: &str, tpl: &str, part: &str) -> Option<Arc<Validator>> {
        let key = (method.to_lowercase(), format!("{tpl} {part}"));
        let mut cache = self
            .validators
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        cache
            .entry(key)
            .or_insert_with(|| self.build(&method.to_lowercase(), tpl, part))
            .clone()
    }

    /// The validator of the JSON schema at `part` (`requestBody`, `responses/201`) of the
    /// operation.
    fn build(&self, method: &str, tpl: &str, part: &str) -> Option<Arc<Validator>> {
        let mut at = &self.doc["paths"][tpl][method];
        for key in part.split('/') {
            at = &at[key];
        }
        let schema = at["content"]["application/json"]["schema"].clone();
        if schema.is_null() {
            return None;
        }
        let schema = absolute_refs(schema);
        match jsonschema::options()
            .with_draft(Draft::Draft202012)
            .with_registry(&self.registry)
            .should_validate_formats(false)
            .build(&schema)
        {
            Ok(v) => Some(Arc::new(v)),
            Err(e) => {
                eprintln!("stand-in: cannot build the schema of {method} {tpl}: {e}");
                None
            }
        }
    }

    /// Whether the document has an operation for `method path` (a path below `/api/v10`).
    pub fn has_operation(&self, method: &str, path: &str) -> bool {
        self.template(path)
            .is_some_and(|t| !self.doc["paths"][&t][method.to_lowercase()].is_null())
    }
}

/// Rewrites `#/...` references to point into the registered document.
fn absolute_refs(mut v: Value) -> Value {
    match &mut v {
        Value::Object(map) => {
            for (k, child) in map.iter_mut() {
                if k == "$ref" {
                    if let Some(r) = child.as_str().filter(|r| r.starts_with('#')) {
                        *child = json!(format!("{DOC_URI}{r}"));
                    }
                } else {
                    *child = absolute_refs(child.take());
                }
            }
        }
        Value::Array(items) => {
            for child in items.iter_mut() {
                *child = absolute_refs(child.take());
            }
        }
        _ => {}
    }
    v
}

/// Turns one schema error into field errors: for a failed `anyOf`/`oneOf`, the errors of the
/// branch the body meant (the one whose `type` discriminator and base type matched).
fn collect(error: &ValidationError<'_>, out: &mut Vec<FieldError>) {
    let here = error.instance_path().to_string();
    let branches = match error.kind() {
        ValidationErrorKind::AnyOf { context } | ValidationErrorKind::OneOfNotValid { context } => {
            Some(context)
        }
        _ => None,
    };
    if let Some(branches) = branches {
        let meant = branches
            .iter()
            .find(|errs| !errs.iter().any(|e| is_discriminator_miss(e, &here)));
        if let Some(errs) = meant {
            for e in errs {
                collect(e, out);
            }
            return;
        }
    }
    if tolerated(error) {
        return;
    }
    out.push(FieldError::new(
        &pointer_path(&here),
        code(error.kind()),
        error.to_string(),
    ));
}

/// An error that shows the branch was not meant for this value: a wrong base type at the value
/// itself, or a wrong `type` discriminator.
fn is_discriminator_miss(e: &ValidationError<'_>, here: &str) -> bool {
    let at = e.instance_path().to_string();
    match e.kind() {
        ValidationErrorKind::Type { .. } => at == here,
        ValidationErrorKind::Enum { .. } | ValidationErrorKind::Constant { .. } => {
            at == format!("{here}/type")
        }
        _ => false,
    }
}

/// Discord's form parser accepts a decimal string where the schema says integer (serenity sends
/// `default_member_permissions` as one): not a violation.
fn tolerated(e: &ValidationError<'_>) -> bool {
    let numeric = e
        .instance()
        .as_str()
        .is_some_and(|s| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()));
    let wants_number = e.to_string().contains("integer") || e.to_string().contains("number");
    matches!(e.kind(), ValidationErrorKind::Type { .. }) && numeric && wants_number
}

fn pointer_path(pointer: &str) -> Vec<String> {
    pointer
        .split('/')
        .skip(1)
        .map(|s| s.replace("~1", "/").replace("~0", "~"))
        .collect()
}

/// The Discord error code closest to a schema keyword.
fn code(kind: &ValidationErrorKind) -> &'static str {
    match kind {
        ValidationErrorKind::MaxLength { .. } => "BASE_TYPE_MAX_LENGTH",
        ValidationErrorKind::MinLength { .. } => "BASE_TYPE_MIN_LENGTH",
        ValidationErrorKind::MaxItems { .. } | ValidationErrorKind::MinItems { .. } => {
            "BASE_TYPE_BAD_LENGTH"
        }
        ValidationErrorKind::Required { .. } => "BASE_TYPE_REQUIRED",
        ValidationErrorKind::Enum { .. } | ValidationErrorKind::Constant { .. } => {
            "BASE_TYPE_CHOICES"
        }
        ValidationErrorKind::Maximum { .. } => "NUMBER_TYPE_MAX",
        ValidationErrorKind::Minimum { .. } => "NUMBER_TYPE_MIN",
        ValidationErrorKind::Pattern { .. } => "STRING_TYPE_REGEX",
        ValidationErrorKind::Type { .. } => "BASE_TYPE_INVALID",
        ValidationErrorKind::AnyOf { .. } | ValidationErrorKind::OneOfNotValid { .. } => {
            "UNION_TYPE_CHOICES"
        }
        _ => "SCHEMA_INVALID",
    }
}

/// The default location of the document: `../shared/discord-api-spec/openapi.json` from the
/// crate root.
pub fn default_path() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/discord-api-spec/openapi.json")
}
