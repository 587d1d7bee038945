//! The few REST calls the bot makes outside an interaction response, with rate limits handled
//! here: with a configured base URL serenity's own ratelimiter is off (it would bypass the base
//! URL), and serenity drops a 429's `retry_after`. So edits of table messages go through this
//! client, which waits `retry_after` on a 429 and retries a 5xx a few times.
//!
//! A message with files (a table's picture) is sent as Discord wants it: `multipart/form-data`
//! with the JSON in `payload_json` and each file in `files[n]`, built here by hand (a few lines)
//! so the request can be replayed as is after a 429.

use std::time::Duration;

use serde::Serialize;

const ATTEMPTS: u32 = 5;
/// Separates the parts of a multipart body; never found inside a PNG's bytes by chance that
/// matters, as each part's length is known and Discord reads up to the delimiter line.
const BOUNDARY: &str = "rumino-part-7c1d5e0b9a4f4e3a";

/// A file sent with a message: `files[n]` is the n-th of the list.
pub struct Upload {
    pub filename: &'static str,
    pub content_type: &'static str,
    pub bytes: Vec<u8>,
}

/// A request body as it goes on the wire, with its content type.
struct Body {
    content_type: String,
    bytes: Vec<u8>,
}

#[derive(Clone)]
pub struct Rest {
    client: reqwest::Client,
    base: String,
    auth: String,
}

#[derive(Debug, thiserror::Error)]
pub enum RestError {
    #[error("Discord answered {status}: {body}")]
    Status { status: u16, body: String },
    #[error("request failed: {0}")]
    Transport(#[from] reqwest::Error),
}

impl Rest {
    /// `base`: `https://discord.com` or the configured base URL (no trailing slash).
    #[must_use]
    pub fn new(base: &str, token: &str) -> Rest {
        let client = reqwest::Client::builder()
            .timeout(Duration::from_secs(15))
            .build()
            .unwrap_or_default();
        Rest {
            client,
            base: format!("{base}/api/v10"),
            auth: format!("Bot {token}"),
        }
    }

    /// Edits a channel message (the table message).
    ///
    /// # Errors
    /// Discord refused it (other than 429 and 5xx, which are retried), or it could not be sent.
    pub async fn edit_message(
        &self,
        channel: u64,
        message: u64,
        body: &impl Serialize,
    ) -> Result<(), RestError> {
        let url = format!("{}/channels/{channel}/messages/{message}", self.base);
        self.send(reqwest::Method::PATCH, &url, json_body(body)?)
            .await
            .map(drop)
    }

    /// Edits a channel message and uploads `files` with it; returns the edited message, whose
    /// `attachments` name the ids a later edit can keep them by.
    ///
    /// # Errors
    /// As [`Rest::edit_message`].
    pub async fn edit_message_files(
        &self,
        channel: u64,
        message: u64,
        payload: &serde_json::Value,
        files: &[Upload],
    ) -> Result<serde_json::Value, RestError> {
        let url = format!("{}/channels/{channel}/messages/{message}", self.base);
        let answer = self
            .send(reqwest::Method::PATCH, &url, multipart(payload, files))
            .await?;
        Ok(serde_json::from_slice(&answer).unwrap_or_default())
    }

    /// Edits a player's private (ephemeral) message through its interaction token.
    ///
    /// # Errors
    /// As [`Rest::edit_message`].
    pub async fn edit_original(
        &self,
        application: u64,
        token: &str,
        body: &impl Serialize,
    ) -> Result<(), RestError> {
        let url = format!(
            "{}/webhooks/{application}/{token}/messages/@original",
            self.base
        );
        self.send(reqwest::Method::PATCH, &url, json_body(body)?)
            .await
            .map(drop)
    }

    /// Edits a player's private message through its interaction token and uploads `files`
    /// with it; returns the edited message (see [`Rest::edit_message_files`]).
    ///
    /// # Errors
    /// As [`Rest::edit_message`].
    pub async fn edit_original_files(
        &self,
        application: u64,
        token: &str,
        payload: &serde_json::Value,
        files: &[Upload],
    ) -> Result<serde_json::Value, RestError> {
        let url = format!(
            "{}/webhooks/{application}/{token}/messages/@original",
            self.base
        );
        let answer = self
            .send(reqwest::Method::PATCH, &url, multipart(payload, files))
            .await?;
        Ok(serde_json::from_slice(&answer).unwrap_or_default())
    }

    /// Sends a follow-up message for an interaction.
    ///
    /// # Errors
    /// As [`Rest::edit_message`].
    pub async fn follow_up(
        &self,
        application: u64,
        token: &str,
        body: &impl Serialize,
    ) -> Result<(), RestError> {
        let url = format!("{}/webhooks/{application}/{token}", self.base);
        self.send(reqwest::Method::POST, &url, json_body(body)?)
            .await
            .map(drop)
    }

    /// Sends `body`, waiting out 429s and retrying 5xx; returns the answer's body.
    async fn send(
        &self,
        method: reqwest::Method,
        url: &str,
        body: Body,
    ) -> Result<Vec<u8>, RestError> {
        let mut attempt = 0;
        loop {
            attempt += 1;
            let response = self
                .client
                .request(method.clone(), url)
                .header("Authorization", &self.auth)
                .header(reqwest::header::CONTENT_TYPE, &body.content_type)
                .body(body.bytes.clone())
                .send()
                .await?;
            let status = response.status().as_u16();
            if response.status().is_success() {
                return Ok(response
                    .bytes()
                    .await
                    .map(|b| b.to_vec())
                    .unwrap_or_default());
            }
            let header_wait = response
                .headers()
                .get("retry-after")
                .and_then(|v| v.to_str().ok())
                .and_then(|v| v.parse::<f64>().ok());
            let text = response.text().await.unwrap_or_default();
            let wait = match status {
                429 => retry_after(&text).or(header_wait).unwrap_or(1.0),
                500..=599 => 0.5 * f64::from(attempt),
                _ => return Err(RestError::Status { status, body: text }),
            };
            if attempt >= ATTEMPTS {
                return Err(RestError::Status { status, body: text });
            }
            tracing::warn!(status, wait_s = wait, url = %redact(url), "Discord asked us to wait; retrying");
            tokio::time::sleep(Duration::from_secs_f64(wait.clamp(0.0, 60.0))).await;
        }
    }
}

fn json_body(body: &impl Serialize) -> Result<Body, RestError> {
    let bytes = serde_json::to_vec(body).map_err(|e| RestError::Status {
        status: 0,
        body: format!("could not write the request: {e}"),
    })?;
    Ok(Body {
        content_type: "application/json".to_owned(),
        bytes,
    })
}

/// `payload` in `payload_json` and each of `files` in `files[n]`, as `multipart/form-data`.
fn multipart(payload: &serde_json::Value, files: &[Upload]) -> Body {
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
        content_type: format!("multipart/form-data; boundary={BOUNDARY}"),
        bytes: out,
    }
}

/// `retry_after` (seconds) from a 429 body.
fn retry_after(body: &str) -> Option<f64> {
    serde_json::from_str::<serde_json::Value>(body)
        .ok()?
        .get("retry_after")?
        .as_f64()
}

/// Interaction tokens are secrets for 15 minutes: keep them out of logs.
fn redact(url: &str) -> String {
    match url.find("/webhooks/") {
        Some(i) => format!("{}/webhooks/…", &url[..i]),
        None => url.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn reads_retry_after_and_hides_tokens() {
        assert_eq!(
            super::retry_after(
                r#"{"message":"You are being rate limited.","retry_after":1.25,"global":false}"#
            ),
            Some(1.25)
        );
        assert_eq!(super::retry_after("nope"), None);
        assert!(
            !super::redact("http://x/api/v10/webhooks/1/secret/messages/@original")
                .contains("secret")
        );
    }
}
