//! Discord's rate limits as the bot last heard them: each bucket's remaining requests and reset,
//! and the global limit. A request asks [`Limits::reserve`] before it goes: a bucket already
//! spent, or a global limit in force, makes it wait instead of being sent into a 429 (every
//! 429 counts toward Discord's invalid-request limit, which bans the bot's address for an hour
//! at 10,000 in ten minutes).

use std::{
    collections::HashMap,
    sync::{Mutex, PoisonError},
    time::{Duration, Instant},
};

use super::route::Route;

/// What one answer said about the limits.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Heard {
    /// `X-RateLimit-Bucket`.
    pub bucket: Option<String>,
    /// `X-RateLimit-Remaining`.
    pub remaining: Option<u32>,
    /// `X-RateLimit-Reset-After`, seconds.
    pub reset_after: Option<f64>,
}

impl Heard {
    /// Reads the rate-limit headers of an answer.
    #[must_use]
    pub fn from_headers(headers: &reqwest::header::HeaderMap) -> Heard {
        let text = |name: &str| headers.get(name).and_then(|v| v.to_str().ok());
        Heard {
            bucket: text("x-ratelimit-bucket").map(str::to_owned),
            remaining: text("x-ratelimit-remaining").and_then(|v| v.parse().ok()),
            reset_after: text("x-ratelimit-reset-after").and_then(|v| v.parse().ok()),
        }
    }
}

#[derive(Clone, Copy, Debug)]
struct Bucket {
    remaining: u32,
    reset_at: Instant,
}

#[derive(Default)]
struct Known {
    /// Bucket hashes by route shape, as Discord named them.
    hashes: HashMap<String, String>,
    /// Buckets by hash (or shape, before the hash is known) and major parameter.
    buckets: HashMap<(String, String), Bucket>,
    global_until: Option<Instant>,
}

/// The limits every request to Discord shares.
#[derive(Default)]
pub struct Limits {
    known: Mutex<Known>,
}

impl Limits {
    fn known(&self) -> std::sync::MutexGuard<'_, Known> {
        self.known.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Takes one request from `route`'s bucket at `now`; or, when it is spent or the global
    /// limit is in force, says until when the request must wait (then ask again).
    pub fn reserve(&self, route: &Route, now: Instant) -> Option<Instant> {
        let mut known = self.known();
        if route.answer_of.is_none() {
            if let Some(until) = known.global_until.filter(|u| *u > now) {
                return Some(until);
            }
        }
        let key = key(&known, route);
        let bucket = known.buckets.get_mut(&key)?;
        if bucket.reset_at <= now {
            known.buckets.remove(&key);
            return None;
        }
        if bucket.remaining == 0 {
            return Some(bucket.reset_at);
        }
        bucket.remaining -= 1;
        None
    }

    /// Notes what an answer on `route` said of its bucket.
    pub fn heard(&self, route: &Route, heard: &Heard, now: Instant) {
        let mut known = self.known();
        if let Some(hash) = &heard.bucket {
            known.hashes.insert(route.shape.clone(), hash.clone());
        }
        if let (Some(remaining), Some(after)) = (heard.remaining, heard.reset_after) {
            let key = key(&known, route);
            let bucket = Bucket {
                remaining,
                reset_at: now + secs(after),
            };
            known.buckets.insert(key, bucket);
        }
    }

    /// A 429: `route`'s bucket, or every route when `global`, waits `retry_after` seconds.
    pub fn limited(&self, route: &Route, retry_after: f64, global: bool, now: Instant) {
        let until = now + secs(retry_after);
        let mut known = self.known();
        if global {
            known.global_until = Some(known.global_until.map_or(until, |u| u.max(until)));
        } else {
            let key = key(&known, route);
            let bucket = Bucket {
                remaining: 0,
                reset_at: until,
            };
            known.buckets.insert(key, bucket);
        }
    }
}

fn key(known: &Known, route: &Route) -> (String, String) {
    let hash = known
        .hashes
        .get(&route.shape)
        .cloned()
        .unwrap_or_else(|| route.shape.clone());
    (hash, route.major.clone())
}

/// Seconds as Discord writes them, bounded to what is worth waiting for.
fn secs(s: f64) -> Duration {
    Duration::from_secs_f64(if s.is_finite() {
        s.clamp(0.0, 3600.0)
    } else {
        1.0
    })
}

#[cfg(test)]
mod tests {
    use std::time::{Duration, Instant};

    use super::{Heard, Limits};
    use crate::discord::rest::route::Route;

    fn heard(bucket: &str, remaining: u32, after: f64) -> Heard {
        Heard {
            bucket: Some(bucket.into()),
            remaining: Some(remaining),
            reset_after: Some(after),
        }
    }

    /// No limits heard yet, the time now, and the edit of a channel message.
    fn fresh() -> (Limits, Instant, Route) {
        let edit = Route::of("PATCH", "/channels/1/messages/2");
        (Limits::default(), Instant::now(), edit)
    }

    #[test]
    fn a_spent_bucket_holds_its_routes_until_it_resets_and_no_other() {
        let (limits, now, edit) = fresh();
        let other_message = Route::of("PATCH", "/channels/1/messages/3");
        let other_channel = Route::of("PATCH", "/channels/9/messages/2");
        assert_eq!(limits.reserve(&edit, now), None);
        limits.heard(&edit, &heard("abc", 1, 2.0), now);
        assert_eq!(limits.reserve(&other_message, now), None, "one left");
        let reset = now + Duration::from_secs(2);
        assert_eq!(limits.reserve(&edit, now), Some(reset), "spent");
        assert_eq!(limits.reserve(&other_channel, now), None, "another major");
        assert_eq!(limits.reserve(&edit, reset), None, "reset");
    }

    #[test]
    fn routes_sharing_a_bucket_hash_share_its_limit() {
        let (limits, now, edit) = fresh();
        let delete = Route::of("DELETE", "/channels/1/messages/2");
        limits.heard(&delete, &heard("shared", 5, 1.0), now);
        limits.heard(&edit, &heard("shared", 0, 1.0), now);
        assert!(limits.reserve(&delete, now).is_some());
    }

    #[test]
    fn a_global_limit_holds_everything_but_interaction_answers() {
        let (limits, now, edit) = fresh();
        let answer = Route::of("POST", "/interactions/5/tok/callback");
        limits.limited(&edit, 0.5, true, now);
        let until = now + Duration::from_millis(500);
        assert_eq!(
            limits.reserve(&Route::of("GET", "/gateway/bot"), now),
            Some(until)
        );
        assert_eq!(limits.reserve(&answer, now), None);
        limits.limited(&answer, 0.25, false, now);
        assert_eq!(
            limits.reserve(&answer, now),
            Some(now + Duration::from_millis(250))
        );
    }
}
