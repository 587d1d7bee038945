//! A forwarder on the loopback for serenity's and poise's own requests, so that they too go
//! through the one request policy of [`Rest`]: serenity 0.12 can send its REST calls to another
//! base URL but cannot be given a retrying client, and its own rate limiter bypasses that base
//! URL and never retries a server error. serenity is pointed at this forwarder, which sends each
//! request on through [`Rest::exchange`] and hands back Discord's final answer.
//!
//! It listens on 127.0.0.1 only and forwards only requests carrying the bot's own
//! `Authorization`: another local process learns nothing and can do nothing it could not
//! already do with the token.

use std::convert::Infallible;

use bytes::Bytes;
use http_body_util::{BodyExt, Full};
use hyper::{body::Incoming, server::conn::http1, service::service_fn, Request, Response};
use hyper_util::rt::TokioIo;
use tokio::net::TcpListener;

use super::{body::Body, Rest};

/// The answer headers serenity reads: rate limits and the body's type.
const PASSED_BACK: [&str; 7] = [
    "content-type",
    "retry-after",
    "x-ratelimit-bucket",
    "x-ratelimit-limit",
    "x-ratelimit-remaining",
    "x-ratelimit-reset-after",
    "x-ratelimit-global",
];

/// Starts the forwarder; returns the base URL to give serenity (`http://127.0.0.1:PORT`).
///
/// # Errors
/// No loopback port could be opened.
pub async fn start(rest: Rest) -> std::io::Result<String> {
    let listener = TcpListener::bind("127.0.0.1:0").await?;
    let base = format!("http://{}", listener.local_addr()?);
    tokio::spawn(async move {
        loop {
            let Ok((stream, _)) = listener.accept().await else {
                continue;
            };
            let _ = stream.set_nodelay(true);
            let rest = rest.clone();
            tokio::spawn(async move {
                let service = service_fn(move |request| forward(rest.clone(), request));
                let _ = http1::Builder::new()
                    .serve_connection(TokioIo::new(stream), service)
                    .await;
            });
        }
    });
    Ok(base)
}

async fn forward(
    rest: Rest,
    request: Request<Incoming>,
) -> Result<Response<Full<Bytes>>, Infallible> {
    let method = request.method().as_str().to_owned();
    let path = request
        .uri()
        .path_and_query()
        .map_or_else(String::new, |p| p.as_str().to_owned());
    let own = request
        .headers()
        .get("authorization")
        .and_then(|v| v.to_str().ok())
        .is_some_and(|auth| rest.is_own_auth(auth));
    if !own {
        return Ok(answer(
            401,
            &[],
            Bytes::from_static(br#"{"message":"401: Unauthorized","code":0}"#),
        ));
    }
    let content_type = request
        .headers()
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .map(str::to_owned);
    let bytes = match request.into_body().collect().await {
        Ok(collected) => collected.to_bytes().to_vec(),
        Err(_) => return Ok(answer(400, &[], Bytes::new())),
    };
    let body = Body {
        content_type: content_type.filter(|_| !bytes.is_empty()),
        bytes,
    };
    Ok(match rest.exchange(&method, &path, body).await {
        Ok(reply) => {
            let headers: Vec<(&str, String)> = PASSED_BACK
                .iter()
                .filter_map(|name| {
                    let value = reply.headers.get(*name)?.to_str().ok()?;
                    Some((*name, value.to_owned()))
                })
                .collect();
            answer(reply.status, &headers, with_code(reply.status, reply.body))
        }
        Err(error) => {
            let body = serde_json::json!({ "message": error.to_string(), "code": 0 });
            answer(
                503,
                &[("content-type", "application/json".into())],
                Bytes::from(body.to_string()),
            )
        }
    })
}

/// serenity reads an error body only when it has a `code`, which Discord's 429 body lacks.
fn with_code(status: u16, body: Vec<u8>) -> Bytes {
    if status == 429 {
        if let Ok(serde_json::Value::Object(mut map)) = serde_json::from_slice(&body) {
            map.entry("code").or_insert(0.into());
            return Bytes::from(serde_json::Value::Object(map).to_string());
        }
    }
    Bytes::from(body)
}

fn answer(status: u16, headers: &[(&str, String)], body: Bytes) -> Response<Full<Bytes>> {
    let mut builder = Response::builder().status(status);
    for (name, value) in headers {
        builder = builder.header(*name, value.as_str());
    }
    builder
        .body(Full::new(body))
        .unwrap_or_else(|_| Response::new(Full::new(Bytes::new())))
}
