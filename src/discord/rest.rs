//! The few REST calls the bot makes outside an interaction response, with rate limits handled
//! here: with a configured base URL serenity's own ratelimiter is off (it would bypass the base
//! URL), and serenity drops a 429's `retry_after`. So edits of table messages go through this
//! client, which waits `retry_after` on a 429 and retries a 5xx a few times.

use std::time::Duration;

use serde::Serialize;

const ATTEMPTS: u32 = 5;

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
        self.send(reqwest::Method::PATCH, &url, body).await
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
        self.send(reqwest::Method::PATCH, &url, body).await
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
        self.send(reqwest::Method::POST, &url, body).await
    }

    async fn send(
        &self,
        method: reqwest::Method,
        url: &str,
        body: &impl Serialize,
    ) -> Result<(), RestError> {
        let mut attempt = 0;
        loop {
            attempt += 1;
            let response = self
                .client
                .request(method.clone(), url)
                .header("Authorization", &self.auth)
                .json(body)
                .send()
                .await?;
            let status = response.status().as_u16();
            if response.status().is_success() {
                return Ok(());
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
