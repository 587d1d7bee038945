//! What every response passes through: a limit of requests per client, and the headers a public
//! site needs (content type from each page, no framing, no sniffing, no referrer, a strict CSP,
//! and caching only for what any reader may see).

use std::net::{IpAddr, SocketAddr};
use std::num::NonZeroU32;
use std::sync::Arc;

use axum::{
    body::Body,
    extract::{ConnectInfo, State},
    http::{header, HeaderMap, HeaderValue, Request, Response, StatusCode},
    middleware::Next,
    response::IntoResponse,
};
use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};

use super::Web;

/// Requests a client may make each second, and in a burst: a reader stepping a replay by
/// keyboard stays well inside them, a crawler does not.
const PER_SECOND: u32 = 10;
const BURST: u32 = 40;

/// The limiter of requests per client address.
pub struct Limiter {
    limiter: DefaultKeyedRateLimiter<IpAddr>,
    trust_proxy: bool,
}

impl Limiter {
    #[must_use]
    pub fn new(trust_proxy: bool) -> Arc<Limiter> {
        let quota = Quota::per_second(NonZeroU32::new(PER_SECOND).unwrap_or(NonZeroU32::MIN))
            .allow_burst(NonZeroU32::new(BURST).unwrap_or(NonZeroU32::MIN));
        Arc::new(Limiter {
            limiter: RateLimiter::keyed(quota),
            trust_proxy,
        })
    }

    /// The client: the last address a trusted proxy names in `X-Forwarded-For`, else the peer.
    fn client(&self, peer: IpAddr, headers: &HeaderMap) -> IpAddr {
        if !self.trust_proxy {
            return peer;
        }
        headers
            .get("x-forwarded-for")
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.rsplit(',').next())
            .and_then(|v| v.trim().parse().ok())
            .unwrap_or(peer)
    }

    /// Whether `client` may make one more request now; `Err(seconds)` to wait otherwise.
    fn admit(&self, client: IpAddr) -> Result<(), u64> {
        self.limiter.check_key(&client).map_err(|not_until| {
            let wait = not_until.wait_time_from(governor::clock::Clock::now(
                &governor::clock::DefaultClock::default(),
            ));
            wait.as_secs().max(1)
        })?;
        // Forget clients that have been quiet, so the map does not grow with every address.
        if self.limiter.len() > 10_000 {
            self.limiter.retain_recent();
        }
        Ok(())
    }
}

/// Limits each client's requests, then sets the headers of every response.
pub async fn guard(
    State(web): State<Arc<Web>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    request: Request<Body>,
    next: Next,
) -> Response<Body> {
    let client = web.limiter.client(peer.ip(), request.headers());
    let mut response = match web.limiter.admit(client) {
        Ok(()) => next.run(request).await,
        Err(wait) => {
            let lang = super::layout::reader_lang(None, request.headers());
            let text = format!("{}\n", crate::say!(lang, "web-too-many-requests"));
            let mut r = (StatusCode::TOO_MANY_REQUESTS, text).into_response();
            if let Ok(v) = HeaderValue::from_str(&wait.to_string()) {
                r.headers_mut().insert(header::RETRY_AFTER, v);
            }
            r
        }
    };
    secure(response.headers_mut());
    response
}

/// The headers every page carries. A response that set its own `Cache-Control` (a public page)
/// keeps it; any other is private and never stored.
fn secure(headers: &mut HeaderMap) {
    let fixed = [
        (
            header::CONTENT_SECURITY_POLICY,
            "default-src 'none'; img-src 'self'; style-src 'self'; script-src 'self'; \
             base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
        ),
        (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
        (header::X_FRAME_OPTIONS, "DENY"),
        (header::REFERRER_POLICY, "no-referrer"),
    ];
    for (name, value) in fixed {
        headers.insert(name, HeaderValue::from_static(value));
    }
    if !headers.contains_key(header::CACHE_CONTROL) {
        headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_client_is_its_address_unless_a_trusted_proxy_names_it() {
        let peer: IpAddr = "10.0.0.1".parse().unwrap();
        let mut headers = HeaderMap::new();
        headers.insert(
            "x-forwarded-for",
            "203.0.113.9, 198.51.100.7".parse().unwrap(),
        );
        assert_eq!(Limiter::new(false).client(peer, &headers), peer);
        assert_eq!(
            Limiter::new(true).client(peer, &headers),
            "198.51.100.7".parse::<IpAddr>().unwrap()
        );
    }

    #[test]
    fn a_burst_beyond_the_limit_is_told_to_wait() {
        let limiter = Limiter::new(false);
        let client: IpAddr = "192.0.2.1".parse().unwrap();
        for _ in 0..BURST {
            assert!(limiter.admit(client).is_ok());
        }
        assert!(limiter.admit(client).unwrap_err() >= 1);
        // Another client is not held back by the first.
        assert!(limiter.admit("192.0.2.2".parse().unwrap()).is_ok());
    }
}
