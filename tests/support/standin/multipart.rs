//! Files sent with a message, as Discord takes them: a `multipart/form-data` body whose
//! `payload_json` part holds the JSON and whose `files[n]` parts hold the files, named in the
//! JSON's `attachments` list by `{"id": n}`. Checked as Discord checks them (the part names, a
//! filename and content type on each file, a PNG that is one, at most 10 files of at most
//! 10 MiB, every new attachment id matching a file and every file named; the payload's schema
//! holds a description to 1,024 characters), then each new file gets a snowflake, its bytes
//! are kept by the stand-in and its entry becomes a full attachment object (with its
//! description), so a later edit can keep it by id and a test can decode it.
//!
//! Discord takes a picture without a description, but screen readers then have nothing to say
//! of it: every picture this bot uploads must carry one, and one without is recorded as a
//! violation (the upload still goes through, as on Discord).

use serde_json::{json, Value};

use super::{
    config::perms,
    errors::Reply,
    state::{Inner, State},
    validate::BodyKind,
};

/// Discord's per-file limit for a bot in a server without boosts.
pub const MAX_FILE_BYTES: usize = 10 * 1024 * 1024;
pub const MAX_FILES: usize = 10;
/// The longest description Discord takes for an attachment (the payload schema refuses more).
pub const MAX_DESCRIPTION: usize = 1024;
const PNG_MAGIC: &[u8] = b"\x89PNG\r\n\x1a\n";

/// One `files[n]` part of a request.
#[derive(Clone, Debug)]
pub struct Upload {
    pub index: u64,
    pub filename: String,
    pub content_type: String,
    pub bytes: Vec<u8>,
}

/// A file the bot uploaded, kept by its attachment id.
#[derive(Clone, Debug)]
pub struct StoredFile {
    pub filename: String,
    pub content_type: String,
    pub bytes: Vec<u8>,
}

/// One part of a multipart body: its field name, filename, content type and bytes.
struct Part {
    name: String,
    filename: Option<String>,
    content_type: Option<String>,
    bytes: Vec<u8>,
}

/// The `payload_json` bytes and the files of a multipart body.
///
/// # Errors
/// The body is not multipart with this boundary, or lacks `payload_json`, or a part is not one
/// Discord takes.
pub fn split(bytes: &[u8], boundary: &str) -> Result<(Vec<u8>, Vec<Upload>), String> {
    let mut payload = None;
    let mut uploads = Vec::new();
    for part in parts(bytes, boundary)? {
        let index = part
            .name
            .strip_prefix("files[")
            .and_then(|rest| rest.strip_suffix(']'))
            .and_then(|n| n.parse::<u64>().ok());
        match (part.name.as_str(), index) {
            ("payload_json", _) => payload = Some(part.bytes),
            (_, Some(index)) => uploads.push(Upload {
                index,
                filename: part
                    .filename
                    .ok_or(format!("part {} has no filename", part.name))?,
                content_type: part
                    .content_type
                    .ok_or(format!("part {} has no Content-Type", part.name))?,
                bytes: part.bytes,
            }),
            (name, None) => return Err(format!("unexpected multipart field {name:?}")),
        }
    }
    let payload = payload.ok_or("multipart body without payload_json")?;
    Ok((payload, uploads))
}

fn parts(bytes: &[u8], boundary: &str) -> Result<Vec<Part>, String> {
    let delimiter = format!("\r\n--{boundary}").into_bytes();
    // The first delimiter may start the body without the CRLF before it.
    let mut body = Vec::with_capacity(bytes.len() + 2);
    body.extend_from_slice(b"\r\n");
    body.extend_from_slice(bytes);
    let mut out = Vec::new();
    let mut at = find(&body, &delimiter, 0).ok_or("no multipart boundary in the body")?;
    loop {
        let start = at + delimiter.len();
        if body[start..].starts_with(b"--") {
            return Ok(out);
        }
        let next = find(&body, &delimiter, start).ok_or("multipart body not closed")?;
        out.push(part(&body[start..next])?);
        at = next;
    }
}

fn part(raw: &[u8]) -> Result<Part, String> {
    let raw = raw
        .strip_prefix(b"\r\n")
        .ok_or("malformed multipart part")?;
    let split = find(raw, b"\r\n\r\n", 0).ok_or("multipart part without headers")?;
    let head = String::from_utf8_lossy(&raw[..split]);
    let mut part = Part {
        name: String::new(),
        filename: None,
        content_type: None,
        bytes: raw[split + 4..].to_vec(),
    };
    for line in head.split("\r\n") {
        let (key, value) = line.split_once(':').unwrap_or((line, ""));
        match key.trim().to_ascii_lowercase().as_str() {
            "content-disposition" => {
                part.name = quoted(value, "name").ok_or("a part without a name")?;
                part.filename = quoted(value, "filename");
            }
            "content-type" => part.content_type = Some(value.trim().to_owned()),
            _ => {}
        }
    }
    Ok(part)
}

/// The value of `key="…"` in a header.
fn quoted(header: &str, key: &str) -> Option<String> {
    header.split(';').find_map(|field| {
        let (k, v) = field.trim().split_once('=')?;
        (k == key).then(|| v.trim_matches('"').to_owned())
    })
}

fn find(hay: &[u8], needle: &[u8], from: usize) -> Option<usize> {
    hay.get(from..)?
        .windows(needle.len())
        .position(|w| w == needle)
        .map(|i| i + from)
}

/// Where a body of `kind` holds its attachments list.
fn list(body: &mut Value, kind: BodyKind) -> Option<&mut Value> {
    match kind {
        BodyKind::MessageCreate | BodyKind::MessageEdit => body.get_mut("attachments"),
        BodyKind::Callback => body.get_mut("data")?.get_mut("attachments"),
        _ => None,
    }
}

/// Checks `uploads` against the body's attachments list as Discord does, then keeps each file
/// and turns its entry into a full attachment object. A refusal is recorded as a violation.
pub fn attach(
    inner: &Inner,
    route: &str,
    kind: BodyKind,
    body: &mut Value,
    uploads: Vec<Upload>,
) -> Option<Reply> {
    if uploads.is_empty() {
        return None;
    }
    let refuse = |status: u16, code: u64, message: &str, why: String| {
        inner.with(|s| s.violation(format!("{route}: {why}")));
        Some(Reply::error(status, code, message))
    };
    if !matches!(
        kind,
        BodyKind::MessageCreate | BodyKind::MessageEdit | BodyKind::Callback
    ) {
        return refuse(
            400,
            50035,
            "Invalid Form Body",
            "files on a route that takes none".into(),
        );
    }
    if uploads.len() > MAX_FILES {
        return refuse(
            400,
            50035,
            "Invalid Form Body",
            format!("{} files (at most {MAX_FILES})", uploads.len()),
        );
    }
    for u in &uploads {
        if u.bytes.len() > MAX_FILE_BYTES {
            return refuse(
                413,
                40005,
                "Request entity too large",
                format!("files[{}] is {} bytes", u.index, u.bytes.len()),
            );
        }
        let png_name = u.filename.to_ascii_lowercase().ends_with(".png");
        if (png_name || u.content_type == "image/png")
            && !(u.content_type == "image/png" && u.bytes.starts_with(PNG_MAGIC))
        {
            return refuse(
                400,
                50035,
                "Invalid Form Body",
                format!(
                    "files[{}] ({}, {}) is not a PNG",
                    u.index, u.filename, u.content_type
                ),
            );
        }
    }
    // Without an attachments list, Discord attaches every file as it is named.
    // Discord refuses files in a channel where the bot may not attach them. Not a violation:
    // a bot that could not know (after a restart) learns it from this answer.
    if let Some((_, channel)) = route_channel(route).and_then(|id| inner.config.guild_channel(id)) {
        if channel.bot_permissions & perms::ATTACH_FILES == 0 {
            return Some(Reply::error(403, 50013, "Missing Permissions"));
        }
    }
    let entries = match list(body, kind) {
        Some(l) => l.as_array().cloned().unwrap_or_default(),
        None => uploads.iter().map(|u| json!({"id": u.index})).collect(),
    };
    for u in &uploads {
        if !entries.iter().any(|e| id_of(e) == Some(u.index)) {
            return refuse(
                400,
                50035,
                "Invalid Form Body",
                format!("files[{}] is not named in attachments", u.index),
            );
        }
    }
    // Taken as Discord takes it; a picture that screen readers cannot say is this bot's fault.
    for u in uploads.iter().filter(|u| u.content_type == "image/png") {
        let said = entries
            .iter()
            .find(|e| id_of(e) == Some(u.index))
            .and_then(|e| e["description"].as_str())
            .is_some_and(|d| !d.trim().is_empty());
        if !said {
            let why = format!(
                "files[{}] ({}) is a picture without a description",
                u.index, u.filename
            );
            inner.with(|s| s.violation(format!("{route}: {why}")));
        }
    }
    inner.with(|s| {
        let resolved: Vec<Value> = entries
            .iter()
            .map(
                |e| match uploads.iter().find(|u| Some(u.index) == id_of(e)) {
                    Some(u) => keep(s, e, u),
                    None => e.clone(),
                },
            )
            .collect();
        match kind {
            BodyKind::Callback => body["data"]["attachments"] = Value::Array(resolved),
            _ => body["attachments"] = Value::Array(resolved),
        }
    });
    None
}

/// The channel of a `…/channels/{id}/messages…` route.
fn route_channel(route: &str) -> Option<u64> {
    route
        .split("/channels/")
        .nth(1)?
        .split('/')
        .next()?
        .parse()
        .ok()
}

/// An entry's id, as a number or a string.
pub fn id_of(entry: &Value) -> Option<u64> {
    match &entry["id"] {
        Value::Number(n) => n.as_u64(),
        Value::String(s) => s.parse().ok(),
        _ => None,
    }
}

/// Keeps `upload`'s bytes under a new snowflake; the attachment object Discord returns for it.
fn keep(s: &mut State, entry: &Value, upload: &Upload) -> Value {
    let id = s.next_id();
    let filename = entry["filename"]
        .as_str()
        .unwrap_or(&upload.filename)
        .to_owned();
    s.files.insert(
        id,
        StoredFile {
            filename: filename.clone(),
            content_type: upload.content_type.clone(),
            bytes: upload.bytes.clone(),
        },
    );
    let url = format!("https://cdn.discordapp.com/attachments/standin/{id}/{filename}");
    let mut attachment = json!({
        "id": id.to_string(),
        "filename": filename,
        "size": upload.bytes.len(),
        "url": url,
        "proxy_url": url,
        "content_type": upload.content_type,
    });
    if let Some(description) = entry["description"].as_str() {
        attachment["description"] = json!(description);
    }
    attachment
}
