//! Every request the bot makes to Discord goes through one policy, here: the bot's own calls
//! (interaction answers, hand and table edits, follow-ups) through [`Rest`] directly, and
//! serenity's and poise's through a forwarder on the loopback ([`forward`]) that hands each of
//! their requests to the same [`Rest`]. The policy:
//!
//! - **429**: the request waits `retry_after` and goes again; the bucket it hit (or every route,
//!   for the global limit) is held until then, so no other request is sent into a limit known
//!   to be spent ([`limits`]).
//! - **5xx and failed connections**: retried with a doubling backoff, where a retry cannot
//!   create something twice ([`route::Repeat`]): reads, edits, interaction answers (Discord
//!   refuses a second answer with 40060, which then means the first arrived) and channel
//!   messages, which get a nonce Discord enforces. A follow-up or a thread is retried only when
//!   Discord's edge says the request never reached it (502–504).
//! - **Interaction answers** are due 3 s after the interaction (read off its snowflake): no
//!   wait or retry is started that cannot end before then.
//! - A request that fails for good is logged once, saying what was lost.

mod body;
mod calls;
pub mod forward;
mod limits;
mod route;

use std::{
    sync::Arc,
    time::{Duration, Instant, SystemTime},
};

use body::Body;
pub use body::Upload;
use limits::{Heard, Limits};
use route::{not_reached, Repeat, Route};

/// Tries of one request at most, 429s and server errors together.
const ATTEMPTS: u32 = 6;
/// The first wait after a server error; each later one doubles.
const FIRST_BACKOFF: Duration = Duration::from_millis(200);
/// No wait is started that would end later than this before an answer's deadline: the answer
/// itself takes a round trip.
const ANSWER_MARGIN: Duration = Duration::from_millis(150);
/// Longest a request waits for one answer.
const TIMEOUT: Duration = Duration::from_secs(15);

#[derive(Clone)]
pub struct Rest {
    client: reqwest::Client,
    /// `https://discord.com` or the configured base URL, without a trailing slash.
    base: String,
    auth: String,
    limits: Arc<Limits>,
}

#[derive(Debug, thiserror::Error)]
pub enum RestError {
    #[error("Discord answered {status}: {body}")]
    Status { status: u16, body: String },
    #[error("request failed: {0}")]
    Transport(#[from] reqwest::Error),
    #[error("the interaction's 3 s to answer ran out before Discord took the answer")]
    Late,
}

impl RestError {
    /// Discord's "Unknown Message": the message was deleted.
    #[must_use]
    pub fn is_unknown_message(&self) -> bool {
        matches!(self, RestError::Status { status: 404, body } if body.contains("10008"))
    }

    /// Discord's "Missing Access": the bot is not where it asked to act (a DM or group DM, a
    /// server that did not add it), so only interactions reach there.
    #[must_use]
    pub fn is_missing_access(&self) -> bool {
        matches!(self, RestError::Status { status: 403, body } if body.contains("50001"))
    }

    /// An interaction token Discord no longer takes: expired, or its interaction unknown.
    #[must_use]
    pub fn is_dead_token(&self) -> bool {
        matches!(self, RestError::Status { status: 401 | 404, body }
            if ["50027", "10015", "10062"].iter().any(|code| body.contains(code)))
    }
}

/// Discord's final answer to a request, whatever its status.
pub struct Reply {
    pub status: u16,
    pub headers: reqwest::header::HeaderMap,
    pub body: Vec<u8>,
}

impl Reply {
    fn ok(self) -> Result<Vec<u8>, RestError> {
        if (200..300).contains(&self.status) {
            Ok(self.body)
        } else {
            Err(RestError::Status {
                status: self.status,
                body: String::from_utf8_lossy(&self.body).into_owned(),
            })
        }
    }
}

impl Rest {
    /// `base`: `https://discord.com` or the configured base URL.
    #[must_use]
    pub fn new(base: &str, token: &str) -> Rest {
        // Discord asks every client to name itself this way.
        let agent = concat!("DiscordBot (rumino, ", env!("CARGO_PKG_VERSION"), ")");
        let client = reqwest::Client::builder()
            .timeout(TIMEOUT)
            .user_agent(agent)
            .build()
            .unwrap_or_default();
        Rest {
            client,
            base: base.trim_end_matches('/').to_owned(),
            auth: format!("Bot {token}"),
            limits: Arc::default(),
        }
    }

    /// Whether `header` is the `Authorization` this client sends.
    #[must_use]
    pub fn is_own_auth(&self, header: &str) -> bool {
        header == self.auth
    }

    /// Sends a request under the policy and returns the body of its success.
    async fn send(&self, method: &str, path: &str, body: Body) -> Result<Vec<u8>, RestError> {
        self.exchange(method, path, body).await?.ok()
    }

    /// Sends a request under the policy (see the module's doc) and returns Discord's final
    /// answer, successful or not. `path` starts with `/api/v10`.
    ///
    /// # Errors
    /// The request could not be sent at all, or an interaction's answer ran out of time.
    pub async fn exchange(
        &self,
        method: &str,
        path: &str,
        mut body: Body,
    ) -> Result<Reply, RestError> {
        let route = Route::of(method, path);
        let repeat = if route.creates_channel_message() && !body.ensure_nonce() {
            Repeat::OnlyIfNotReached
        } else {
            route.repeat
        };
        let due = route.answer_due().map(|due| {
            let left = due.duration_since(SystemTime::now()).unwrap_or_default();
            Instant::now() + left.saturating_sub(ANSWER_MARGIN)
        });
        let method = reqwest::Method::from_bytes(method.as_bytes()).unwrap_or_default();
        let url = format!("{}{path}", self.base);
        let mut attempt = 0;
        loop {
            while let Some(until) = self.limits.reserve(&route, Instant::now()) {
                if due.is_some_and(|due| until > due) {
                    return Err(self.lost(&route, RestError::Late));
                }
                tokio::time::sleep_until(until.into()).await;
            }
            attempt += 1;
            let mut request = self
                .client
                .request(method.clone(), &url)
                .header("Authorization", &self.auth)
                .body(body.bytes.clone());
            if let Some(content_type) = &body.content_type {
                request = request.header(reqwest::header::CONTENT_TYPE, content_type);
            }
            if let Some(due) = due {
                let left = due.saturating_duration_since(Instant::now()) + ANSWER_MARGIN;
                request = request.timeout(left.min(TIMEOUT));
            }
            let wait = match request.send().await {
                Ok(response) => {
                    let reply = self.read(&route, response).await;
                    match self.next(&route, repeat, &reply, attempt) {
                        Next::Done => return Ok(reply),
                        Next::Wait(wait) => wait,
                        Next::Landed => {
                            return Ok(Reply {
                                status: 204,
                                headers: reqwest::header::HeaderMap::new(),
                                body: Vec::new(),
                            })
                        }
                    }
                }
                // A connection refused before the request was written never arrived; any other
                // transport failure may have, and is tried again only where that is harmless.
                Err(error)
                    if attempt < ATTEMPTS && (error.is_connect() || repeat == Repeat::Safe) =>
                {
                    backoff(attempt)
                }
                Err(error) => return Err(self.lost(&route, error.into())),
            };
            if due.is_some_and(|due| Instant::now() + wait > due) {
                return Err(self.lost(&route, RestError::Late));
            }
            tracing::debug!(route = %route.shape, attempt, wait_ms = wait.as_millis() as u64, "Discord asked us to wait; retrying");
            tokio::time::sleep(wait).await;
        }
    }

    /// Reads an answer and notes its rate-limit headers.
    async fn read(&self, route: &Route, response: reqwest::Response) -> Reply {
        let status = response.status().as_u16();
        let headers = response.headers().clone();
        self.limits
            .heard(route, &Heard::from_headers(&headers), Instant::now());
        let body = response
            .bytes()
            .await
            .map(|b| b.to_vec())
            .unwrap_or_default();
        Reply {
            status,
            headers,
            body,
        }
    }

    /// What to do after `reply`, the answer to try `attempt`.
    fn next(&self, route: &Route, repeat: Repeat, reply: &Reply, attempt: u32) -> Next {
        let status = reply.status;
        let last = attempt >= ATTEMPTS;
        match status {
            200..=299 => Next::Done,
            429 => {
                let (after, global) = rate_limited(reply);
                self.limits.limited(route, after, global, Instant::now());
                if last {
                    self.give_up(route, status);
                    return Next::Done;
                }
                // The limits now hold the route: the next try waits there.
                Next::Wait(Duration::ZERO)
            }
            500..=599 if repeat == Repeat::Safe || not_reached(status) => {
                if last {
                    self.give_up(route, status);
                    return Next::Done;
                }
                Next::Wait(backoff(attempt))
            }
            500..=599 => {
                self.give_up(route, status);
                Next::Done
            }
            // A retried answer refused as already given: an earlier try arrived.
            400 if attempt > 1 && route.answer_of.is_some() && error_code(reply) == Some(40060) => {
                Next::Landed
            }
            _ => Next::Done,
        }
    }

    fn give_up(&self, route: &Route, status: u16) {
        tracing::warn!(
            route = %route.shape,
            status,
            lost = route.what(),
            "Discord did not take a request after every retry the policy allows"
        );
    }

    fn lost(&self, route: &Route, error: RestError) -> RestError {
        tracing::warn!(route = %route.shape, %error, lost = route.what(), "a request to Discord was lost");
        error
    }
}

enum Next {
    /// The answer is final.
    Done,
    /// Try again after this.
    Wait(Duration),
    /// An earlier try was taken: the request is done.
    Landed,
}

/// The wait after the `attempt`-th try failed with a server error.
fn backoff(attempt: u32) -> Duration {
    FIRST_BACKOFF * 2u32.pow(attempt.saturating_sub(1).min(5))
}

/// A 429's `retry_after` (seconds) and whether the limit is global, from its body or headers.
fn rate_limited(reply: &Reply) -> (f64, bool) {
    let body: serde_json::Value = serde_json::from_slice(&reply.body).unwrap_or_default();
    let header = |name: &str| reply.headers.get(name).and_then(|v| v.to_str().ok());
    let after = body["retry_after"]
        .as_f64()
        .or_else(|| header("retry-after").and_then(|v| v.parse().ok()))
        .unwrap_or(1.0);
    let global = body["global"].as_bool() == Some(true)
        || header("x-ratelimit-global").is_some()
        || header("x-ratelimit-scope") == Some("global");
    (after, global)
}

fn error_code(reply: &Reply) -> Option<u64> {
    serde_json::from_slice::<serde_json::Value>(&reply.body)
        .ok()?
        .get("code")?
        .as_u64()
}

fn message_id(answer: &[u8]) -> Result<u64, RestError> {
    serde_json::from_slice::<serde_json::Value>(answer)
        .ok()
        .and_then(|m| m["id"].as_str()?.parse().ok())
        .ok_or_else(|| RestError::Status {
            status: 0,
            body: "Discord's answer named no message".to_owned(),
        })
}

#[cfg(test)]
mod tests {
    use super::{backoff, rate_limited, Reply};

    fn reply(body: &str, headers: &[(&'static str, &str)]) -> Reply {
        let mut map = reqwest::header::HeaderMap::new();
        for (k, v) in headers {
            map.insert(*k, v.parse().unwrap());
        }
        Reply {
            status: 429,
            headers: map,
            body: body.as_bytes().to_vec(),
        }
    }

    #[test]
    fn reads_a_429_from_its_body_else_its_headers() {
        let body = r#"{"message":"You are being rate limited.","retry_after":1.25,"global":false}"#;
        assert_eq!(rate_limited(&reply(body, &[])), (1.25, false));
        assert_eq!(
            rate_limited(&reply(
                "",
                &[("retry-after", "2"), ("x-ratelimit-scope", "global")]
            )),
            (2.0, true)
        );
        assert_eq!(rate_limited(&reply("nope", &[])), (1.0, false));
    }

    #[test]
    fn server_errors_back_off_doubling() {
        let waits: Vec<u128> = (1..=4).map(|a| backoff(a).as_millis()).collect();
        assert_eq!(waits, vec![200, 400, 800, 1600]);
    }
}
