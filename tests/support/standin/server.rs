//! The listener on 127.0.0.1 and the path every REST request takes: injected faults first, then
//! the bot token, the body (JSON, or `payload_json` of a multipart body), Discord's limits and
//! the OpenAPI schema, and only then the route. Every request is recorded with its answer; every
//! refusal that is the bot's fault is recorded as a violation.

use std::{convert::Infallible, sync::Arc, time::Duration};

use bytes::Bytes;
use http_body_util::{BodyExt, Full};
use hyper::{
    body::Incoming, server::conn::http1, service::service_fn, HeaderMap, Request, Response,
};
use hyper_util::rt::TokioIo;
use serde_json::{json, Value};
use tokio::net::TcpListener;

use super::{
    errors::{FieldError, Reply},
    gateway,
    multipart::{self, Upload},
    rest,
    state::{Fault, Inner, RecordedRequest},
    validate::{self, BodyKind, EMPTY_MESSAGE},
};

/// Accepts connections until the task is aborted.
pub(crate) async fn serve(listener: TcpListener, inner: Arc<Inner>) {
    loop {
        let Ok((stream, _)) = listener.accept().await else {
            continue;
        };
        // As a latency-minded server does: without it, a second gateway frame written before the
        // bot acknowledged the first waits for the bot's delayed ACK (~40 ms on Linux).
        let _ = stream.set_nodelay(true);
        inner
            .connections
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let inner = inner.clone();
        tokio::spawn(async move {
            let service = service_fn(move |req| handle(inner.clone(), req));
            let _ = http1::Builder::new()
                .serve_connection(TokioIo::new(stream), service)
                .with_upgrades()
                .await;
        });
    }
}

async fn handle(
    inner: Arc<Inner>,
    req: Request<Incoming>,
) -> Result<Response<Full<Bytes>>, Infallible> {
    let at = inner.started.elapsed();
    if gateway::is_upgrade(&req) {
        return Ok(gateway::upgrade(inner, req, at));
    }
    let (parts, body) = req.into_parts();
    let bytes = body
        .collect()
        .await
        .map(|b| b.to_bytes())
        .unwrap_or_default();
    let method = parts.method.as_str().to_owned();
    let path = parts.uri.path().to_owned();
    let query = parts.uri.query().map(str::to_owned);
    let (reply, parsed, unanswered) = answer(&inner, &method, &path, &parts.headers, &bytes);
    inner.with(|s| {
        s.requests.push(RecordedRequest {
            method,
            path,
            query,
            status: reply.status,
            at,
            body: parsed,
        });
    });
    if unanswered {
        // Done, but the answer never leaves: the connection hangs until the bot drops it.
        std::future::pending::<()>().await;
    }
    Ok(response(reply))
}

/// The answer to one REST request, its parsed body, and whether the answer is to be withheld
/// ([`Fault::Unanswered`]).
fn answer(
    inner: &Inner,
    method: &str,
    path: &str,
    headers: &HeaderMap,
    bytes: &[u8],
) -> (Reply, Option<Value>, bool) {
    let route_text = format!("{method} {path}");
    let parsed = parse_body(headers, bytes);
    let fault = take_fault(inner, &route_text);
    if let Some(reply) = fault.and_then(fault_reply) {
        return (reply, parsed.ok().and_then(|(body, _)| body), false);
    }
    let unanswered = fault == Some(Fault::Unanswered);
    let (reply, body) = carry_out(inner, method, path, headers, parsed);
    (reply, body, unanswered)
}

/// Checks and carries out one REST request whose body was parsed as `parsed`.
fn carry_out(
    inner: &Inner,
    method: &str,
    path: &str,
    headers: &HeaderMap,
    parsed: Result<(Option<Value>, Vec<Upload>), String>,
) -> (Reply, Option<Value>) {
    let route_text = format!("{method} {path}");
    let (mut body, uploads) = match parsed {
        Ok(parsed) => parsed,
        Err(why) => {
            inner.with(|s| s.violation(format!("{route_text}: {why}")));
            return (
                Reply::error(400, 50109, "The request body contains invalid JSON."),
                None,
            );
        }
    };
    let Some(route) = path.strip_prefix("/api/v10").and_then(rest::parse) else {
        inner.with(|s| s.violation(format!("{route_text}: no such route")));
        return (Reply::not_found(), body);
    };
    let Some(kind) = rest::body_kind(&route, method) else {
        inner.with(|s| s.violation(format!("{route_text}: method not allowed")));
        return (Reply::error(405, 0, "405: Method Not Allowed"), body);
    };
    if rest::needs_auth(&route) && !authorized(inner, headers) {
        inner.with(|s| {
            s.violation(format!(
                "{route_text}: missing or wrong Authorization header"
            ))
        });
        return (Reply::error(401, 0, "401: Unauthorized"), body);
    }
    if let Some(refusal) = check_body(inner, method, path, kind, body.as_ref()) {
        return (refusal, body);
    }
    if let Some(body) = body.as_mut() {
        if let Some(refusal) = multipart::attach(inner, &route_text, kind, body, uploads) {
            return (refusal, Some(body.clone()));
        }
    }
    let reply = rest::act(inner, &route, method, body.as_ref().unwrap_or(&Value::Null));
    (reply, body)
}

fn authorized(inner: &Inner, headers: &HeaderMap) -> bool {
    let expected = format!("Bot {}", inner.config.token);
    headers.get("authorization").and_then(|v| v.to_str().ok()) == Some(expected.as_str())
}

/// Limits, then the schema; a refusal is recorded as a violation.
fn check_body(
    inner: &Inner,
    method: &str,
    path: &str,
    kind: BodyKind,
    body: Option<&Value>,
) -> Option<Reply> {
    let needs_body = matches!(method, "POST" | "PATCH" | "PUT") && kind != BodyKind::Other;
    let body = match body {
        Some(b) => b,
        None if needs_body => {
            inner.with(|s| s.violation(format!("{method} {path}: no JSON body")));
            return Some(Reply::error(
                400,
                50109,
                "The request body contains invalid JSON.",
            ));
        }
        None => return None,
    };
    let api_path = path.strip_prefix("/api/v10").unwrap_or(path);
    let errors = validate::check(
        inner.config.spec_path.as_deref(),
        kind,
        method,
        api_path,
        body,
    );
    if errors.is_empty() {
        return None;
    }
    let text: Vec<String> = errors
        .iter()
        .map(|e| format!("{}: {} ({})", e.dotted(), e.message, e.code))
        .collect();
    inner.with(|s| s.violation(format!("{method} {path} refused: {}", text.join("; "))));
    let form_errors: Vec<FieldError> = errors
        .iter()
        .filter(|e| e.code != EMPTY_MESSAGE)
        .cloned()
        .collect();
    Some(if form_errors.is_empty() {
        Reply::error(400, 50006, "Cannot send an empty message")
    } else {
        Reply::invalid_form_body(&form_errors)
    })
}

/// JSON, or the `payload_json` part of a multipart body with its files; `None` for an empty
/// body.
fn parse_body(headers: &HeaderMap, bytes: &[u8]) -> Result<(Option<Value>, Vec<Upload>), String> {
    if bytes.is_empty() {
        return Ok((None, Vec::new()));
    }
    let content_type = headers
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    let (json, uploads) = if let Some(boundary) = content_type.split("boundary=").nth(1) {
        multipart::split(bytes, boundary.trim_matches('"'))?
    } else {
        (bytes.to_vec(), Vec::new())
    };
    serde_json::from_slice(&json)
        .map(|v| (Some(v), uploads))
        .map_err(|e| format!("invalid JSON body: {e}"))
}

fn take_fault(inner: &Inner, route: &str) -> Option<Fault> {
    inner.with(|s| {
        let Some(pending) = s
            .faults
            .iter_mut()
            .find(|f| f.remaining > 0 && route.contains(&f.route))
        else {
            let random = s.random_faults.as_mut()?;
            return if route.contains(&random.route) {
                random.draw()
            } else {
                None
            };
        };
        pending.remaining -= 1;
        let fault = pending.fault;
        s.faults.retain(|f| f.remaining > 0);
        Some(fault)
    })
}

/// The answer a fault puts in place of the route's; `None` for a fault that lets the route
/// answer (and withholds the answer).
fn fault_reply(fault: Fault) -> Option<Reply> {
    Some(match fault {
        Fault::RateLimited { retry_after_s } => {
            let reset = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .unwrap_or_default()
                + Duration::from_secs_f64(retry_after_s);
            let mut reply = Reply::json(
                429,
                json!({"message": "You are being rate limited.", "retry_after": retry_after_s, "global": false}),
            );
            reply.headers = vec![
                (
                    "retry-after".into(),
                    format!("{}", retry_after_s.ceil() as u64),
                ),
                ("x-ratelimit-limit".into(), "5".into()),
                ("x-ratelimit-remaining".into(), "0".into()),
                (
                    "x-ratelimit-reset".into(),
                    format!("{:.3}", reset.as_secs_f64()),
                ),
                (
                    "x-ratelimit-reset-after".into(),
                    format!("{retry_after_s:.3}"),
                ),
                ("x-ratelimit-bucket".into(), "standin-bucket".into()),
                ("x-ratelimit-scope".into(), "user".into()),
            ];
            reply
        }
        Fault::ServerError => Reply::error(500, 0, "500: Internal Server Error"),
        Fault::Unavailable => Reply::error(503, 0, "503: Service Unavailable"),
        Fault::Unanswered => return None,
    })
}

fn response(reply: Reply) -> Response<Full<Bytes>> {
    let mut builder = Response::builder().status(reply.status);
    for (k, v) in &reply.headers {
        builder = builder.header(k.as_str(), v.as_str());
    }
    let body = match reply.body {
        Some(v) => {
            builder = builder.header("content-type", "application/json");
            Full::new(Bytes::from(v.to_string()))
        }
        None => Full::new(Bytes::new()),
    };
    builder.body(body).expect("a valid response")
}
