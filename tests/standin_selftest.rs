//! The Discord stand-in checked without the bot.
mod support;

use support::standin::*;

#[tokio::test]
async fn starts() {
    let s = StandIn::start(StandInConfig::default()).await;
    assert!(s.base_url().starts_with("http://127.0.0.1:"));
}
