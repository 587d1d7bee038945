//! What the request policy needs to know about a Discord route, read off its method and path:
//! which rate-limit bucket it counts against, whether Discord's global limit applies, by when an
//! interaction's answer must arrive, and whether a retry after a server error could create
//! something twice.
//!
//! Discord groups routes into buckets by their "major parameter" (the channel, the guild, the
//! webhook with its token, the interaction) and tells the bucket's hash in the answer's
//! `X-RateLimit-Bucket`; until it has, the route's shape stands in for it.

use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// Discord's epoch (2015-01-01) in Unix milliseconds: a snowflake's top bits count from it.
const DISCORD_EPOCH_MS: u64 = 1_420_070_400_000;

/// An interaction must be answered within this of its creation.
pub const ANSWER_WINDOW: Duration = Duration::from_secs(3);

/// How a server error on a route may be retried.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Repeat {
    /// Doing it twice leaves what doing it once does (reads, edits, deletes; an interaction's
    /// answer, which Discord refuses a second time with 40060; a channel message with a nonce).
    Safe,
    /// A retry could create a second copy (a follow-up, a thread): retried only where Discord's
    /// edge answered that the request never reached it (502, 503, 504).
    OnlyIfNotReached,
}

/// A request's route as the policy sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Route {
    /// `METHOD shape`, with ids and tokens blanked but the major parameter's kind kept: the key
    /// Discord's bucket hashes are learned under.
    pub shape: String,
    /// The major parameter (`channels/1`, `webhooks/2/<token>`…); empty for top-level routes.
    pub major: String,
    /// An interaction's answer: not bound by the global limit, due within [`ANSWER_WINDOW`].
    pub answer_of: Option<u64>,
    pub repeat: Repeat,
}

impl Route {
    /// Reads `method` and `path` (with or without the `/api/v10` prefix and a query).
    #[must_use]
    pub fn of(method: &str, path: &str) -> Route {
        let path = path.split('?').next().unwrap_or("");
        let path = path.strip_prefix("/api/v10").unwrap_or(path);
        let parts: Vec<&str> = path.trim_matches('/').split('/').collect();
        let major_len = match parts.first().copied() {
            Some("channels" | "guilds") => 2,
            Some("webhooks" | "interactions") => 3,
            _ => 0,
        }
        .min(parts.len());
        let major = parts[..major_len].join("/");
        let shape: Vec<&str> = parts
            .iter()
            .enumerate()
            .map(|(i, p)| {
                if i > 0 && (p.bytes().all(|b| b.is_ascii_digit()) || i < major_len) {
                    "{}"
                } else {
                    p
                }
            })
            .collect();
        let answer_of = match parts.as_slice() {
            ["interactions", id, _, "callback"] => id.parse().ok(),
            _ => None,
        };
        let creates_copy = method == "POST"
            && answer_of.is_none()
            && matches!(
                parts.as_slice(),
                ["webhooks", _, _]
                    | ["channels", _, "threads"]
                    | ["channels", _, "messages", _, "threads"]
            );
        Route {
            shape: format!("{method} /{}", shape.join("/")),
            major,
            answer_of,
            repeat: if creates_copy {
                Repeat::OnlyIfNotReached
            } else {
                Repeat::Safe
            },
        }
    }

    /// When an interaction's answer stops being accepted, as wall-clock time.
    #[must_use]
    pub fn answer_due(&self) -> Option<SystemTime> {
        self.answer_of.map(|id| snowflake_time(id) + ANSWER_WINDOW)
    }

    /// What a player or operator loses when this request is lost, for the log.
    #[must_use]
    pub fn what(&self) -> &'static str {
        let shape = self.shape.as_str();
        if self.answer_of.is_some() {
            "the answer to an interaction (the player sees \"This interaction failed\")"
        } else if shape.starts_with("POST /webhooks/") {
            "a follow-up message"
        } else if shape.contains("/@original") {
            "a change of an interaction's message (a hand or a command's answer)"
        } else if shape.contains("/threads") {
            "a thread"
        } else if shape.starts_with("PATCH /channels/") {
            "an edit of a channel message (a table or tournament)"
        } else if shape.starts_with("POST /channels/") {
            "a new channel message"
        } else {
            "a request to Discord"
        }
    }

    /// Whether the route creates a message in a channel: a nonce makes it safe to repeat.
    #[must_use]
    pub fn creates_channel_message(&self) -> bool {
        self.shape == "POST /channels/{}/messages"
    }
}

/// When a snowflake was made.
#[must_use]
pub fn snowflake_time(id: u64) -> SystemTime {
    UNIX_EPOCH + Duration::from_millis((id >> 22) + DISCORD_EPOCH_MS)
}

/// Whether a server error says the request never reached Discord's API (its edge answered).
#[must_use]
pub fn not_reached(status: u16) -> bool {
    matches!(status, 502..=504)
}

#[cfg(test)]
mod tests {
    use super::{Repeat, Route};

    #[test]
    fn buckets_keep_the_major_parameter_and_blank_the_rest() {
        let edit = Route::of("PATCH", "/api/v10/channels/11/messages/22");
        assert_eq!(edit.shape, "PATCH /channels/{}/messages/{}");
        assert_eq!(edit.major, "channels/11");
        assert_eq!(edit.repeat, Repeat::Safe);
        let hand = Route::of("PATCH", "/api/v10/webhooks/1/tok/messages/@original");
        assert_eq!(hand.shape, "PATCH /webhooks/{}/{}/messages/@original");
        assert_eq!(hand.major, "webhooks/1/tok");
        assert_eq!(Route::of("GET", "/api/v10/gateway/bot").major, "");
        assert_eq!(
            Route::of("GET", "/api/v10/guilds/5/threads/active?x=1").shape,
            "GET /guilds/{}/threads/active"
        );
    }

    #[test]
    fn creations_without_a_nonce_are_repeated_only_when_they_never_arrived() {
        for (method, path) in [
            ("POST", "/api/v10/webhooks/1/tok"),
            ("POST", "/api/v10/channels/3/threads"),
            ("POST", "/api/v10/channels/3/messages/4/threads"),
        ] {
            assert_eq!(
                Route::of(method, path).repeat,
                Repeat::OnlyIfNotReached,
                "{path}"
            );
        }
        assert_eq!(
            Route::of("POST", "/api/v10/interactions/9/tok/callback").repeat,
            Repeat::Safe
        );
        assert!(Route::of("POST", "/api/v10/channels/3/messages").creates_channel_message());
        assert!(super::not_reached(503) && !super::not_reached(500));
    }

    #[test]
    fn an_answer_is_due_three_seconds_after_its_interaction() {
        // 2022-01-01T00:00:00Z in Discord's epoch, shifted into a snowflake.
        let ms = 1_640_995_200_000u64 - super::DISCORD_EPOCH_MS;
        let path = format!("/api/v10/interactions/{}/tok/callback", ms << 22);
        let due = Route::of("POST", &path).answer_due().unwrap();
        let expected = std::time::UNIX_EPOCH + std::time::Duration::from_millis(1_640_995_203_000);
        assert_eq!(due, expected);
        assert_eq!(
            Route::of("POST", "/api/v10/webhooks/1/t").answer_due(),
            None
        );
    }
}
