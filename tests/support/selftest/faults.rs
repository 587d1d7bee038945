//! (d) Injected 429s and 500s, as the bot sees them.

use serde_json::json;
use serenity::all as sy;

use super::{common::*, support::standin::*};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rate_limits_and_server_errors_are_injected() {
    let standin = StandIn::start(quick_config()).await;
    let path = format!("/channels/{CHANNEL_ID}/messages");
    standin.fail_next(
        "POST /api/v10/channels/",
        1,
        Fault::RateLimited {
            retry_after_s: 0.25,
        },
    );
    let (status, answer, headers) =
        call(&standin, "POST", &path, Some(json!({"content": "a"}))).await;
    assert_eq!(status, 429);
    assert_eq!(
        answer,
        json!({"message": "You are being rate limited.", "retry_after": 0.25, "global": false})
    );
    assert_eq!(headers["retry-after"], "1");
    assert_eq!(headers["x-ratelimit-remaining"], "0");
    assert_eq!(headers["x-ratelimit-reset-after"], "0.250");
    assert_eq!(
        call(&standin, "POST", &path, Some(json!({"content": "b"})))
            .await
            .0,
        200
    );

    standin.fail_next("/messages", 2, Fault::ServerError);
    assert_eq!(
        call(&standin, "POST", &path, Some(json!({"content": "c"})))
            .await
            .0,
        500
    );
    assert_eq!(
        call(&standin, "POST", &path, Some(json!({"content": "d"})))
            .await
            .0,
        500
    );
    assert_eq!(
        call(&standin, "POST", &path, Some(json!({"content": "e"})))
            .await
            .0,
        200
    );

    // What serenity makes of a 429 with its ratelimiter off: an unsuccessful request.
    standin.fail_next("/messages", 1, Fault::RateLimited { retry_after_s: 0.5 });
    let http = sy::HttpBuilder::new(&standin.config().token)
        .proxy(standin.base_url())
        .ratelimiter_disabled(true)
        .build();
    let err = sy::ChannelId::new(CHANNEL_ID)
        .say(&http, "f")
        .await
        .expect_err("429");
    let sy::Error::Http(sy::HttpError::UnsuccessfulRequest(resp)) = err else {
        panic!("{err:?}")
    };
    assert_eq!(resp.status_code.as_u16(), 429);

    let statuses: Vec<u16> = standin
        .requests_matching("POST /api/v10/channels")
        .iter()
        .map(|r| r.status)
        .collect();
    assert_eq!(statuses, [429, 200, 500, 500, 200, 429]);
    standin.assert_no_violations();
}

/// A channel message sent again with the nonce it enforced returns the message already made,
/// as Discord does; random faults are drawn on the routes asked for only, and stop at 0.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_enforced_nonce_makes_one_message_and_random_faults_follow_their_route() {
    let standin = StandIn::start(quick_config()).await;
    let path = format!("/channels/{CHANNEL_ID}/messages");
    let body = json!({"content": "once", "nonce": "42", "enforce_nonce": true});
    let (status, first, _) = call(&standin, "POST", &path, Some(body.clone())).await;
    assert_eq!(status, 200);
    let (_, again, _) = call(&standin, "POST", &path, Some(body)).await;
    assert_eq!(first["id"], again["id"]);
    let other = json!({"content": "twice", "nonce": "42"});
    let (_, unenforced, _) = call(&standin, "POST", &path, Some(other)).await;
    assert_ne!(
        first["id"], unenforced["id"],
        "a nonce not enforced dedupes nothing"
    );

    standin.fail_randomly("/typing", 1000, 3);
    let (status, _, _) = call(&standin, "POST", &path, Some(json!({"content": "x"}))).await;
    assert_eq!(status, 200, "another route");
    let typing = format!("/channels/{CHANNEL_ID}/typing");
    let mut seen = Vec::new();
    for _ in 0..3 {
        seen.push(call(&standin, "POST", &typing, None).await.0);
    }
    assert_eq!(seen, [500, 503, 429], "a 500, a 503 and a 429 in turn");
    assert_eq!(standin.fail_randomly("/typing", 0, 0), 3);
    standin.assert_no_violations();
}
