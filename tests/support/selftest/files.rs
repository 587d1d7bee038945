//! (f) Files sent as Discord takes them (`payload_json` + `files[n]`): kept by attachment id with
//! their description, kept or dropped by later edits, shown by `attachment://` in an embed;
//! files not named in `attachments`, a "PNG" that is not one, a file over the size limit and a
//! description over 1,024 characters are refused; a picture without a description is recorded.

use serde_json::{json, Value};

use super::{common::*, support::standin::*};

const PNG: &[u8] = b"\x89PNG\r\n\x1a\n-not-decoded-here";

/// `method path` with `payload` and `files` (name, content type, bytes) as multipart.
async fn send_files(
    standin: &StandIn,
    method: &str,
    path: &str,
    payload: &Value,
    files: &[(&str, &str, &[u8])],
) -> (u16, Value) {
    let boundary = "selftest-boundary";
    let mut body = format!(
        "--{boundary}\r\nContent-Disposition: form-data; name=\"payload_json\"\r\n\
         Content-Type: application/json\r\n\r\n{payload}\r\n"
    )
    .into_bytes();
    for (n, (name, kind, bytes)) in files.iter().enumerate() {
        body.extend_from_slice(
            format!(
                "--{boundary}\r\nContent-Disposition: form-data; name=\"files[{n}]\"; \
                 filename=\"{name}\"\r\nContent-Type: {kind}\r\n\r\n"
            )
            .as_bytes(),
        );
        body.extend_from_slice(bytes);
        body.extend_from_slice(b"\r\n");
    }
    body.extend_from_slice(format!("--{boundary}--\r\n").as_bytes());
    let client = reqwest::Client::builder()
        .no_proxy()
        .build()
        .expect("client");
    let resp = client
        .request(
            method.parse().expect("method"),
            format!("{}/api/v10{path}", standin.base_url()),
        )
        .header("Authorization", format!("Bot {}", standin.config().token))
        .header(
            "Content-Type",
            format!("multipart/form-data; boundary={boundary}"),
        )
        .body(body)
        .send()
        .await
        .expect("request to the stand-in");
    let status = resp.status().as_u16();
    (status, resp.json().await.unwrap_or(Value::Null))
}

#[tokio::test]
async fn files_are_kept_by_id_and_checked_as_discord_does() {
    let standin = StandIn::start(quick_config()).await;
    let path = format!("/channels/{CHANNEL_ID}/messages");
    let payload = json!({"embeds": [{"title": "t", "image": {"url": "attachment://a.png"}}],
        "attachments": [{"id": "0", "filename": "a.png", "description": "A table"}]});
    let (status, sent) = send_files(
        &standin,
        "POST",
        &path,
        &payload,
        &[("a.png", "image/png", PNG)],
    )
    .await;
    assert_eq!(status, 200, "{sent}");
    let id: u64 = sent["id"].as_str().unwrap().parse().unwrap();
    let msg = standin.message(id).unwrap();
    let file = standin.attachment(&msg, "a.png").expect("kept");
    assert_eq!(
        (file.bytes.as_slice(), file.content_type.as_str()),
        (PNG, "image/png")
    );
    assert_eq!(msg.attachments()[0]["size"], PNG.len());
    assert_eq!(msg.attachments()[0]["description"], "A table");
    assert_eq!(msg.embeds()[0]["image"]["url"], msg.attachments()[0]["url"]);

    // An edit naming the attachment keeps it, one that leaves the list out keeps it too; one
    // naming a file the message does not hold is refused whole; an empty list drops it.
    let kept = msg.attachments()[0]["id"].clone();
    let edit = format!("{path}/{id}");
    let (status, _, _) = call(&standin, "PATCH", &edit, Some(json!({"content": "y"}))).await;
    assert_eq!(status, 200);
    assert_eq!(standin.message(id).unwrap().attachments().len(), 1);
    let stale = json!({"content": "z", "attachments": [{"id": "12345"}]});
    let (status, refused, _) = call(&standin, "PATCH", &edit, Some(stale)).await;
    assert_eq!(
        (status, &refused["code"]),
        (400, &json!(50035)),
        "{refused}"
    );
    assert_eq!(
        standin.message(id).unwrap().content(),
        "y",
        "nothing changed"
    );
    let violations = standin.violations();
    assert!(
        violations.len() == 1 && violations[0].contains("does not hold"),
        "{violations:?}"
    );
    standin.clear_violations();
    let (status, _, _) = call(
        &standin,
        "PATCH",
        &edit,
        Some(json!({"content": "x", "attachments": [{"id": kept}]})),
    )
    .await;
    assert_eq!(status, 200);
    assert_eq!(standin.message(id).unwrap().attachments().len(), 1);
    let (status, _, _) = call(&standin, "PATCH", &edit, Some(json!({"attachments": []}))).await;
    assert_eq!(status, 200);
    assert!(standin.message(id).unwrap().attachments().is_empty());
    standin.assert_no_violations();

    // A file the list does not name, a PNG that is not one, a file over the limit.
    let one = json!({"content": "x", "attachments": [{"id": "0"}]});
    let two = [("a.png", "image/png", PNG), ("b.png", "image/png", PNG)];
    assert_eq!(send_files(&standin, "POST", &path, &one, &two).await.0, 400);
    let fake = [("a.png", "image/png", &b"GIF89a"[..])];
    assert_eq!(
        send_files(&standin, "POST", &path, &one, &fake).await.0,
        400
    );
    let huge = vec![0u8; MAX_FILE_BYTES + 1];
    let big = [("a.bin", "application/octet-stream", huge.as_slice())];
    assert_eq!(send_files(&standin, "POST", &path, &one, &big).await.0, 413);
    let violations = standin.violations();
    assert_eq!(violations.len(), 3, "{violations:?}");
    assert!(
        violations[0].contains("files[1] is not named"),
        "{violations:?}"
    );
    assert!(violations[1].contains("is not a PNG"), "{violations:?}");
    standin.clear_violations();

    // A description longer than Discord takes is refused; a picture without one goes up, and
    // the stand-in records it: screen readers would have nothing to say.
    let png = [("a.png", "image/png", PNG)];
    let long =
        json!({"attachments": [{"id": "0", "description": "x".repeat(MAX_DESCRIPTION + 1)}]});
    assert_eq!(
        send_files(&standin, "POST", &path, &long, &png).await.0,
        400
    );
    let longest = json!({"attachments": [{"id": "0", "description": "x".repeat(MAX_DESCRIPTION)}]});
    assert_eq!(
        send_files(&standin, "POST", &path, &longest, &png).await.0,
        200
    );
    let violations = standin.violations();
    assert!(
        violations.len() == 1 && violations[0].contains("longer than 1024"),
        "{violations:?}"
    );
    standin.clear_violations();
    assert_eq!(send_files(&standin, "POST", &path, &one, &png).await.0, 200);
    let violations = standin.violations();
    assert!(
        violations.len() == 1 && violations[0].contains("without a description"),
        "{violations:?}"
    );
}
