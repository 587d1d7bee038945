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
