//! The gateway: a websocket on the same port as REST (`GET /?v=10` with an upgrade). HELLO,
//! IDENTIFY → READY and GUILD_CREATEs, heartbeats answered with op 11, RESUME answered with the
//! missed dispatches and RESUMED. Frames are plain JSON text, which serenity accepts.

use std::{sync::Arc, time::Duration};

use bytes::Bytes;
use futures_util::{SinkExt, StreamExt};
use http_body_util::Full;
use hyper::{body::Incoming, Request, Response};
use hyper_util::rt::TokioIo;
use serde_json::{json, Value};
use tokio::sync::mpsc;
use tokio_tungstenite::{
    tungstenite::{
        handshake::derive_accept_key,
        protocol::{frame::coding::CloseCode, CloseFrame, Role},
        Message,
    },
    WebSocketStream,
};

use super::{
    config::{perms, GuildConfig},
    payloads,
    state::{Inner, Outbound, RecordedRequest, Session},
};

pub(crate) fn is_upgrade<B>(req: &Request<B>) -> bool {
    req.headers()
        .get("upgrade")
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.eq_ignore_ascii_case("websocket"))
}

/// Answers the upgrade (101) and runs the session on the upgraded connection.
pub(crate) fn upgrade(
    inner: Arc<Inner>,
    mut req: Request<Incoming>,
    at: Duration,
) -> Response<Full<Bytes>> {
    let key = req
        .headers()
        .get("sec-websocket-key")
        .map(|k| k.as_bytes().to_vec())
        .unwrap_or_default();
    let query = req.uri().query().map(str::to_owned);
    let path = req.uri().path().to_owned();
    if path != "/"
        || !query
            .as_deref()
            .unwrap_or("")
            .split('&')
            .any(|kv| kv == "v=10")
    {
        inner.with(|s| {
            s.violation(format!(
                "gateway connection to {path}?{query:?}: expected /?v=10"
            ))
        });
    }
    inner.with(|s| {
        let req = RecordedRequest {
            method: "GET".into(),
            path,
            query,
            status: 101,
            at,
            body: None,
        };
        s.requests.push(req);
    });
    let on_upgrade = hyper::upgrade::on(&mut req);
    tokio::spawn(async move {
        if let Ok(upgraded) = on_upgrade.await {
            let ws =
                WebSocketStream::from_raw_socket(TokioIo::new(upgraded), Role::Server, None).await;
            session(inner, ws).await;
        }
    });
    Response::builder()
        .status(101)
        .header("connection", "upgrade")
        .header("upgrade", "websocket")
        .header("sec-websocket-accept", derive_accept_key(&key))
        .body(Full::new(Bytes::new()))
        .expect("a valid response")
}

async fn session<S>(inner: Arc<Inner>, ws: WebSocketStream<S>)
where
    S: tokio::io::AsyncRead + tokio::io::AsyncWrite + Unpin,
{
    let (mut sink, mut stream) = ws.split();
    let (tx, mut rx) = mpsc::unbounded_channel();
    let conn = inner.with(|s| {
        s.gateway.connections += 1;
        s.gateway.connections
    });
    let hello = json!({"op": 10, "d": {"heartbeat_interval": inner.config.heartbeat_interval_ms}});
    if sink.send(Message::Text(hello.to_string())).await.is_err() {
        return;
    }
    loop {
        tokio::select! {
            incoming = stream.next() => match incoming {
                Some(Ok(Message::Text(text))) => from_bot(&inner, conn, &tx, &text),
                Some(Ok(Message::Binary(_))) => {
                    inner.with(|s| s.violation("gateway: binary frame from the bot".into()));
                }
                Some(Ok(Message::Close(_))) | Some(Err(_)) | None => break,
                Some(Ok(_)) => {}
            },
            outgoing = rx.recv() => match outgoing {
                Some(Outbound::Text(text)) => {
                    if sink.send(Message::Text(text)).await.is_err() {
                        break;
                    }
                }
                Some(Outbound::Close(code, reason)) => {
                    let frame = CloseFrame { code: CloseCode::from(code), reason: reason.into() };
                    let _ = sink.send(Message::Close(Some(frame))).await;
                    break;
                }
                // Dropping both halves closes the TCP connection without a close frame.
                Some(Outbound::Drop) | None => break,
            },
        }
    }
    inner.with(|s| {
        for session in &mut s.gateway.sessions {
            if session.live.as_ref().is_some_and(|(c, _)| *c == conn) {
                session.live = None;
            }
        }
    });
}

/// One frame from the bot.
fn from_bot(inner: &Inner, conn: u64, tx: &mpsc::UnboundedSender<Outbound>, text: &str) {
    let Ok(frame) = serde_json::from_str::<Value>(text) else {
        inner.with(|s| s.violation(format!("gateway: invalid JSON {text:?}")));
        return;
    };
    match frame["op"].as_u64() {
        Some(1) => {
            let zombie = inner.with(|s| {
                s.gateway.heartbeats += 1;
                s.gateway.zombie
            });
            if !zombie {
                let _ = tx.send(Outbound::Text(json!({"op": 11}).to_string()));
            }
        }
        Some(2) => identify(inner, conn, tx, &frame["d"]),
        Some(6) => resume(inner, conn, tx, &frame["d"]),
        // Presence update, voice state, request guild members: accepted and ignored.
        Some(3 | 4 | 8) => {}
        other => inner.with(|s| s.violation(format!("gateway: unexpected op {other:?}"))),
    }
}

fn token_ok(inner: &Inner, token: &Value) -> bool {
    let token = token.as_str().unwrap_or("");
    token.strip_prefix("Bot ").unwrap_or(token) == inner.config.token
}

fn identify(inner: &Inner, conn: u64, tx: &mpsc::UnboundedSender<Outbound>, d: &Value) {
    if !token_ok(inner, &d["token"]) {
        inner.with(|s| s.violation("gateway: IDENTIFY with a wrong token".into()));
        let _ = tx.send(Outbound::Close(4004, "Authentication failed."));
        return;
    }
    let intents = d["intents"].as_u64().unwrap_or(0);
    // Without `shard`, Discord takes the connection as shard 0 of 1.
    let shard = [
        d["shard"][0].as_u64().unwrap_or(0),
        d["shard"][1].as_u64().unwrap_or(1),
    ];
    let cfg = &inner.config;
    inner.with(|s| {
        if shard[1] == 0 || shard[0] >= shard[1] {
            s.violation(format!("gateway: IDENTIFY for shard {shard:?}"));
            let _ = tx.send(Outbound::Close(4010, "Invalid shard."));
            return;
        }
        if intents & perms::PRIVILEGED_INTENTS != 0 {
            s.violation(format!(
                "gateway: IDENTIFY asked for privileged intents ({:#x})",
                intents & perms::PRIVILEGED_INTENTS
            ));
        }
        let id = format!("standin-session-{}", s.next_id());
        let gw = &mut s.gateway;
        gw.identifies += 1;
        gw.intents.push(intents);
        let mut session = Session {
            id: id.clone(),
            shard,
            seq: 0,
            log: Vec::new(),
            live: Some((conn, tx.clone())),
        };
        // Each shard hears of its own guilds only, and only of those that added the bot.
        let guilds: Vec<&GuildConfig> = cfg
            .bot_guilds()
            .filter(|g| (g.id >> 22) % shard[1] == shard[0])
            .collect();
        session.send(
            "READY",
            payloads::ready(cfg, &guilds, shard, &id, &inner.ws_url),
        );
        for guild in guilds {
            session.send("GUILD_CREATE", payloads::guild_create(cfg, guild));
        }
        gw.sessions.push(session);
    });
}

fn resume(inner: &Inner, conn: u64, tx: &mpsc::UnboundedSender<Outbound>, d: &Value) {
    if !token_ok(inner, &d["token"]) {
        inner.with(|s| s.violation("gateway: RESUME with a wrong token".into()));
        let _ = tx.send(Outbound::Close(4004, "Authentication failed."));
        return;
    }
    let seq = d["seq"].as_u64().unwrap_or(0);
    let id = d["session_id"].as_str().unwrap_or("");
    inner.with(|s| {
        let gw = &mut s.gateway;
        let Some(session) = gw.sessions.iter_mut().find(|s| s.id == id) else {
            let _ = tx.send(Outbound::Text(json!({"op": 9, "d": false}).to_string()));
            return;
        };
        gw.resumes += 1;
        for (_, frame) in session.log.iter().filter(|(s, _)| *s > seq) {
            let _ = tx.send(Outbound::Text(frame.clone()));
        }
        session.live = Some((conn, tx.clone()));
        session.send("RESUMED", json!({}));
    });
}

/// Closes every live connection abruptly (no close frame), as a network failure would. False if
/// none was live.
pub(crate) fn drop_live(inner: &Inner) -> bool {
    inner.with(|s| {
        let mut dropped = false;
        for session in &mut s.gateway.sessions {
            if let Some((_, tx)) = session.live.take() {
                dropped |= tx.send(Outbound::Drop).is_ok();
            }
        }
        dropped
    })
}
