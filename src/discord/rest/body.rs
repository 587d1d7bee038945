//! Request bodies as they go on the wire: JSON, or a message with files as Discord wants it,
//! `multipart/form-data` with the JSON in `payload_json` and each file in `files[n]`, built here
//! by hand (a few lines) so the request can be sent again as is after a 429.

use serde::Serialize;

use super::RestError;

/// Separates the parts of a multipart body; never found inside a PNG's bytes by chance that
/// matters, as each part's length is known and Discord reads up to the delimiter line.
const BOUNDARY: &str = "rumino-part-7c1d5e0b9a4f4e3a";

/// A file sent with a message: `files[n]` is the n-th of the list.
pub struct Upload {
    pub filename: &'static str,
    pub content_type: &'static str,
    pub bytes: Vec<u8>,
}

/// A request body as it goes on the wire, with its content type (`None`: no body).
#[derive(Clone, Default)]
pub struct Body {
    pub content_type: Option<String>,
    pub bytes: Vec<u8>,
}

impl Body {
    /// `body` as JSON.
    ///
    /// # Errors
    /// It cannot be written as JSON.
    pub fn json(body: &impl Serialize) -> Result<Body, RestError> {
        let bytes = serde_json::to_vec(body).map_err(|e| RestError::Status {
            status: 0,
            body: format!("could not write the request: {e}"),
        })?;
        Ok(Body {
            content_type: Some("application/json".to_owned()),
            bytes,
        })
    }

    /// Gives a JSON body creating a channel message a nonce Discord enforces, so that sending
    /// it again after a server error returns the message already made instead of a second
    /// one. Returns whether the body now has one.
    pub fn ensure_nonce(&mut self) -> bool {
        if self.content_type.as_deref() != Some("application/json") {
            return false;
        }
        let Ok(serde_json::Value::Object(mut map)) = serde_json::from_slice(&self.bytes) else {
            return false;
        };
        if !map.contains_key("nonce") {
            let nonce = rand::random::<u64>() >> 1;
            map.insert("nonce".into(), nonce.to_string().into());
            map.insert("enforce_nonce".into(), true.into());
            if let Ok(bytes) = serde_json::to_vec(&map) {
                self.bytes = bytes;
            }
        }
        map.get("enforce_nonce")
            .and_then(serde_json::Value::as_bool)
            == Some(true)
    }
}

/// `payload` in `payload_json` and each of `files` in `files[n]`, as `multipart/form-data`.
pub fn multipart(payload: &serde_json::Value, files: &[Upload]) -> Body {
    let mut out =
        Vec::with_capacity(files.iter().map(|f| f.bytes.len() + 256).sum::<usize>() + 4096);
    out.extend_from_slice(
        format!(
            "--{BOUNDARY}\r\nContent-Disposition: form-data; name=\"payload_json\"\r\n\
             Content-Type: application/json\r\n\r\n{payload}\r\n"
        )
        .as_bytes(),
    );
    for (n, file) in files.iter().enumerate() {
        out.extend_from_slice(
            format!(
                "--{BOUNDARY}\r\nContent-Disposition: form-data; name=\"files[{n}]\"; \
                 filename=\"{}\"\r\nContent-Type: {}\r\n\r\n",
                file.filename, file.content_type
            )
            .as_bytes(),
        );
        out.extend_from_slice(&file.bytes);
        out.extend_from_slice(b"\r\n");
    }
    out.extend_from_slice(format!("--{BOUNDARY}--\r\n").as_bytes());
    Body {
        content_type: Some(format!("multipart/form-data; boundary={BOUNDARY}")),
        bytes: out,
    }
}
