use serde_json::json;
use crate::support::standin::*;
#[test]
fn perf_tmp() {
    let body = json!({"type": 4, "data": {"allowed_mentions":{"parse":["users"],"replied_user":true,"roles":[],"users":[]},"attachments":[],"components":[{"components":[{"custom_id":"r1:1:join","disabled":false,"label":"Join","style":3,"type":2},{"custom_id":"r1:1:leave","disabled":false,"label":"Leave","style":2,"type":2},{"custom_id":"r1:1:bot","disabled":false,"label":"Add computer player","style":2,"type":2},{"custom_id":"r1:1:start","disabled":false,"label":"Start","style":1,"type":2}],"type":1}],"embeds":[{"color":3908956,"description":"**Seats** (1/6) — host: Alice\n1. Alice\nCloses <t:1795324104:R> unless the host starts a game.","footer":{"text":"Table 1 · knock at 7 or less"},"title":"Rumino — stake 10 chips","type":"rich"}],"flags":0}});
    let t = std::time::Instant::now();
    assert!(check_request("POST", "/interactions/1/x/callback", &body).is_empty());
    println!("first (load+build) {:?}", t.elapsed());
    let t = std::time::Instant::now();
    for _ in 0..100 { assert!(check_request("POST", "/interactions/1/x/callback", &body).is_empty()); }
    println!("per validation {:?}", t.elapsed() / 100);
    let t = std::time::Instant::now();
    for _ in 0..100 { assert!(check_request("PATCH", "/channels/1/messages/2", &body["data"]).is_empty()); }
    println!("per edit validation {:?}", t.elapsed() / 100);
}
