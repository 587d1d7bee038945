//! End-to-end: every game's public table message carries the table's picture, sent
//! as Discord takes files (multipart, `files[0]` named in `attachments`) and shown in the embed
//! by `attachment://table.png`, with the text still under it; after a move (a player leaves,
//! which ends a two-player game) the picture is replaced by a new one. A player's private hand
//! message carries the picture of their hand (`hand.png`), kept by the answer to a click and
//! replaced once the move is drawn. Every picture goes up with a description, the sentence a
//! screen reader says of it (the stand-in records any picture without one as a violation).

use std::time::Duration;

use crate::support::{harness::Harness, standin::*};
use serde_json::json;

/// Every game the registry lists, by the word `/rumino start` takes.
fn games() -> Vec<&'static str> {
    rumino::games::GameKind::ALL
        .iter()
        .map(|k| k.command().en)
        .collect()
}

const T: Duration = Duration::from_secs(30);

/// The id of the message's `table.png` attachment, if it has one.
fn picture_id(m: &StoredMessage) -> Option<String> {
    m.attachments()
        .iter()
        .find(|a| a["filename"] == "table.png")
        .and_then(|a| a["id"].as_str().map(str::to_owned))
}

/// The description of `m`'s attachment `filename`, checked: there, and short enough for Discord.
fn description(m: &StoredMessage, filename: &str) -> String {
    let attachment = m
        .attachments()
        .iter()
        .find(|a| a["filename"] == filename)
        .cloned()
        .unwrap_or_else(|| panic!("no {filename} on {:?}", m.attachments()));
    let said = attachment["description"]
        .as_str()
        .unwrap_or_else(|| panic!("{filename} without a description: {attachment}"))
        .to_owned();
    assert!(
        !said.is_empty() && said.chars().count() <= MAX_DESCRIPTION,
        "{said}"
    );
    said
}

/// The picture on `m`, checked: the embed shows that attachment, its bytes decode as a PNG of
/// a sensible size, and its description names the game and says it in one sentence.
fn picture(s: &StandIn, m: &StoredMessage, game: &str) -> Vec<u8> {
    let file = s
        .attachment(m, "table.png")
        .unwrap_or_else(|| panic!("{game}: no picture kept for {:?}", m.attachments()));
    assert_eq!(file.content_type, "image/png", "{game}");
    let said = description(m, "table.png");
    assert!(
        said.to_lowercase().starts_with(&format!("{game}, ")),
        "{game}: {said}"
    );
    let attachment = &m.attachments()[0];
    assert_eq!(attachment["size"], file.bytes.len(), "{game}");
    assert_eq!(
        m.embeds()[0]["image"]["url"],
        attachment["url"],
        "{game}: the embed shows the picture"
    );
    decodes(&file.bytes, game);
    file.bytes
}

/// Checks that `bytes` decode as a PNG of a sensible size.
fn decodes(bytes: &[u8], what: &str) {
    let decoder = png::Decoder::new(bytes);
    let reader = decoder
        .read_info()
        .unwrap_or_else(|e| panic!("{what}: not a PNG: {e}"));
    let (w, h) = (reader.info().width, reader.info().height);
    assert!(
        (200..=4000).contains(&w) && (100..=4000).contains(&h),
        "{what}: {w}x{h}"
    );
}

/// How many pixels of `bytes` (a PNG) are exactly `rgb`.
fn pixels_of(bytes: &[u8], rgb: [u8; 3]) -> usize {
    let mut decoder = png::Decoder::new(bytes);
    decoder.set_transformations(png::Transformations::EXPAND | png::Transformations::STRIP_16);
    let mut reader = decoder.read_info().expect("a PNG");
    let mut buf = vec![0; reader.output_buffer_size()];
    let frame = reader.next_frame(&mut buf).expect("a frame");
    let channels = frame.color_type.samples();
    buf[..frame.buffer_size()]
        .chunks(channels)
        .filter(|p| p[..3] == rgb)
        .count()
}

/// The four-colour deck's blue ♦ and green ♣ (`pictures::colours`), never in two colours.
const FOUR_COLOUR_INKS: [[u8; 3]; 2] = [[0x20, 0x30, 0xC0], [0x0A, 0x84, 0x62]];

fn four_colour_pixels(bytes: &[u8]) -> usize {
    FOUR_COLOUR_INKS.iter().map(|&c| pixels_of(bytes, c)).sum()
}

/// The id of the message's `hand.png` attachment, if it has one.
fn hand_picture_id(m: &StoredMessage) -> Option<String> {
    m.attachments()
        .iter()
        .find(|a| a["filename"] == "hand.png")
        .and_then(|a| a["id"].as_str().map(str::to_owned))
}

/// The hand message `hand` once it carries a picture of the hand whose attachment is not
/// `before` (`None`: any picture), and that picture's file; `what` names it in a failure.
async fn hand_picture(
    s: &StandIn,
    hand: u64,
    before: Option<&str>,
    what: &str,
) -> (StoredMessage, StoredFile) {
    let shown = s
        .wait_message(T, |m| {
            m.id == hand && hand_picture_id(m).is_some_and(|id| Some(id.as_str()) != before)
        })
        .await
        .unwrap_or_else(|| panic!("{what}: no new hand picture: {:?}", s.message(hand)));
    let file = s.attachment(&shown, "hand.png").expect("the hand's file");
    let said = description(&shown, "hand.png");
    assert!(
        said.starts_with("Hand of ") || said.starts_with("Mano di "),
        "{what}: {said}"
    );
    (shown, file)
}

/// A Rummy hand's Draw button's custom id, if it offers one.
fn draw_id(hand: &StoredMessage) -> Option<String> {
    hand.buttons()
        .into_iter()
        .filter_map(|b| b.custom_id)
        .find(|id| id.ends_with(":y:draw"))
}

/// The hand message shows the player's hand as a picture; the answer to a move keeps a
/// picture on it, and the picture of the hand after the move replaces it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_hand_message_shows_the_hand_and_a_move_replaces_it() {
    let h = Harness::start().await;
    let s = &h.standin;
    let table = h.open_game(1, &[ALICE, BOB], json!({})).await;
    let mut mover = None;
    for user in [ALICE, BOB] {
        let hand = h.hand(user, table).await;
        if draw_id(&hand).is_some() {
            mover = Some((user, hand));
            break;
        }
    }
    let (user, hand) = mover.expect("a player to draw");
    let (shown, first) = hand_picture(s, hand.id, None, "hand").await;
    assert_eq!(first.content_type, "image/png");
    decodes(&first.bytes, "hand");
    assert!(
        four_colour_pixels(&first.bytes) > 0,
        "a hand of ten cards in four colours shows a blue ♦ or a green ♣"
    );
    let table_file = s.attachment(&h.table(table), "table.png");
    assert!(
        table_file.is_none_or(|t| t.bytes != first.bytes),
        "the hand is its own picture"
    );

    let draw = draw_id(&shown).expect("Draw");
    let answered = s.click(user, CHANNEL_ID, hand.id, &draw).reply().await;
    assert_eq!(answered.id, hand.id, "the hand is updated in place");
    assert!(
        hand_picture_id(&answered).is_some(),
        "the answer keeps the picture: {:?}",
        answered.attachments()
    );
    let first_id = hand_picture_id(&shown);
    let (after, second) =
        hand_picture(s, hand.id, first_id.as_deref(), "the hand after the move").await;
    decodes(&second.bytes, "hand after the draw");
    assert_ne!(
        first.bytes, second.bytes,
        "the new picture shows the drawn card"
    );
    assert_eq!(after.attachments().len(), 1, "the old picture is gone");
    s.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_game_table_shows_its_picture_and_a_move_replaces_it() {
    let h = Harness::start().await;
    let s = &h.standin;
    for (index, game) in games().iter().enumerate() {
        let table = h.open_game(index as u64, &[ALICE, BOB], json!({})).await;
        let shown = s
            .wait_message(T, |m| m.id == table && picture_id(m).is_some())
            .await
            .unwrap_or_else(|| panic!("{game}: no picture: {:?}", h.table(table).json));
        let embed = &shown.embeds()[0];
        assert!(
            embed["description"].as_str().is_some_and(|d| !d.is_empty())
                || embed["fields"].as_array().is_some_and(|f| !f.is_empty()),
            "{game}: the text stays under the picture: {embed}"
        );
        let first = picture(s, &shown, game);
        let first_id = picture_id(&shown);

        h.rumino(ALICE, "leave", json!({})).await;
        let after = s
            .wait_message(T, |m| {
                m.id == table && picture_id(m).is_some() && picture_id(m) != first_id
            })
            .await
            .unwrap_or_else(|| panic!("{game}: the picture was not replaced"));
        let second = picture(s, &after, game);
        assert_ne!(first, second, "{game}: the new picture shows the move");
        assert_eq!(
            after.attachments().len(),
            1,
            "{game}: the old picture is gone"
        );

        // When the game ended with Alice gone, Bob hosts the table.
        let host = if h.table(table).text().contains("host: Bob") {
            BOB
        } else {
            ALICE
        };
        let cancelled = h.rumino(host, "cancel", json!({})).await;
        for _ in 0..300 {
            if h.store().await.open_tables().await.unwrap().is_empty() {
                break;
            }
            s.wait_edit_count(table, h.table(table).edits + 1, Duration::from_millis(100))
                .await;
        }
        assert!(
            h.store().await.open_tables().await.unwrap().is_empty(),
            "{game}: not closed: {}",
            cancelled.text()
        );
    }
    // Every request with files passed Discord's checks (ids, sizes, content types).
    let uploads = s
        .requests_matching("PATCH /api/v10/channels/")
        .into_iter()
        .filter(|r| {
            r.body
                .as_ref()
                .is_some_and(|b| b["attachments"][0]["url"].is_string())
        })
        .count();
    assert!(uploads >= 2 * games().len(), "{uploads} uploads");
    s.assert_no_violations();
}

/// A channel where the bot may not attach files gets the table as text, with a one-line hint
/// to the admin in the footer, and no error.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_attach_files_the_table_is_text_with_a_hint() {
    let mut config = StandInConfig::default();
    for channel in &mut config.guilds[0].channels {
        if channel.id == CHANNEL_ID {
            channel.bot_permissions &= !perms::ATTACH_FILES;
        }
    }
    let h = Harness::with(config, &[]).await;
    let table = h.open_game(1, &[ALICE, BOB], json!({})).await;
    let shown = h.table(table);
    assert!(shown.attachments().is_empty(), "{:?}", shown.attachments());
    let footer = shown.embeds()[0]["footer"]["text"].as_str().unwrap_or("");
    assert!(footer.contains("Attach Files"), "{footer}");
    assert!(
        shown.text().contains("Table 1") || footer.contains("Table 1"),
        "{footer}"
    );
    h.standin.assert_no_violations();
}

/// A server that turned pictures off in `/rumino-settings server` gets text only, no hint.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_can_turn_pictures_off() {
    let h = Harness::start().await;
    let s = &h.standin;
    let saved = s
        .slash(
            ERIN,
            CHANNEL_ID,
            "rumino-settings",
            "server",
            json!({"pictures": false}),
            "en-US",
        )
        .reply()
        .await;
    assert!(
        saved.text().contains("Pictures of the table:** off"),
        "{}",
        saved.text()
    );
    let table = h.open_game(1, &[ALICE, BOB], json!({})).await;
    let shown = h.table(table);
    assert!(shown.attachments().is_empty(), "{:?}", shown.attachments());
    assert!(shown.embeds()[0].get("image").is_none(), "{}", shown.json);
    let footer = shown.embeds()[0]["footer"]["text"].as_str().unwrap_or("");
    assert!(!footer.contains("Attach Files"), "{footer}");
    s.assert_no_violations();
}

/// A server that chose two colours gets its table pictures, and its players' hands, in the
/// classic deck's colours: no four-colour blue ♦ or green ♣ anywhere.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_can_choose_two_colours() {
    let h = Harness::start().await;
    let s = &h.standin;
    let saved = s
        .slash(
            ERIN,
            CHANNEL_ID,
            "rumino-settings",
            "server",
            json!({"picture_colours": 1}),
            "it",
        )
        .reply()
        .await;
    assert!(
        saved
            .text()
            .contains("Colori delle immagini del tavolo:** due"),
        "{}",
        saved.text()
    );
    let table = h.open_game(1, &[ALICE, BOB], json!({})).await;
    let shown = s
        .wait_message(T, |m| m.id == table && picture_id(m).is_some())
        .await
        .expect("a table picture");
    let table_png = picture(s, &shown, "rummy");
    assert_eq!(
        four_colour_pixels(&table_png),
        0,
        "the table in two colours"
    );
    let hand = h.hand(ALICE, table).await;
    let (_, hand_png) = hand_picture(s, hand.id, None, "Alice's hand").await;
    assert_eq!(
        four_colour_pixels(&hand_png.bytes),
        0,
        "the hand in two colours"
    );
    s.assert_no_violations();
}

/// A player who chose two colours for their hand (`/rumino-colours`, in any server or a DM)
/// gets their hand in the classic deck's colours while the server keeps four, and another
/// player's hand stays in four.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_can_choose_two_colours_for_their_hand() {
    let h = Harness::start().await;
    let s = &h.standin;
    let saved = s
        .slash(
            ALICE,
            CHANNEL_ID,
            "rumino-colours",
            "",
            json!({"scheme": 1}),
            "en-US",
        )
        .reply()
        .await;
    assert!(saved.is_ephemeral(), "{}", saved.text());
    assert!(
        saved.text().contains("classic two colours"),
        "{}",
        saved.text()
    );
    let table = h.open_game(1, &[ALICE, BOB], json!({})).await;
    let mut inks = Vec::new();
    for user in [ALICE, BOB] {
        let hand = h.hand(user, table).await;
        let (_, file) = hand_picture(s, hand.id, None, "a hand").await;
        inks.push(four_colour_pixels(&file.bytes));
    }
    assert_eq!(inks[0], 0, "Alice's hand in two colours");
    assert!(
        inks[1] > 0,
        "Bob's hand of ten cards in the server's four colours"
    );
    s.assert_no_violations();
}

/// The custom id of a first move the hand offers in any game: a draw (Rumino, Rummy, Ramino),
/// Rumminy's Pass, or Rummoli's first decision (auction the widow, pass, check, call, lead).
fn first_move(hand: &StoredMessage) -> Option<String> {
    let buttons = hand.buttons();
    let ids: Vec<String> = buttons
        .iter()
        .filter(|b| !b.disabled)
        .filter_map(|b| b.custom_id.clone())
        .collect();
    let ending = |end: &str| ids.iter().find(|id| id.ends_with(end)).cloned();
    ending(":draw")
        .or_else(|| {
            buttons
                .iter()
                .find(|b| b.label.as_deref() == Some("Pass (draw)") && !b.disabled)
                .and_then(|b| b.custom_id.clone())
        })
        .or_else(|| {
            [":l:a", ":l:p", ":l:k", ":l:c"]
                .into_iter()
                .find_map(ending)
        })
        .or_else(|| ids.iter().find(|id| id.contains(":l:l:")).cloned())
}

/// In every game, the hand of the player who moves first shows its picture, and after their
/// move a new picture of their hand replaces it (showing the card drawn, where they drew).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_game_hand_shows_its_picture_and_a_move_replaces_it() {
    for (index, game) in games().iter().enumerate() {
        // A bot of its own per game: each game's first hand, whatever the last one left open.
        let h = Harness::start().await;
        let s = &h.standin;
        let table = h.open_game(index as u64, &[ALICE, BOB], json!({})).await;
        let mut mover = None;
        for _ in 0..100 {
            for user in [ALICE, BOB] {
                let hand = h.hand(user, table).await;
                if let Some(id) = first_move(&hand) {
                    mover = Some((user, hand, id));
                    break;
                }
            }
            if mover.is_some() {
                break;
            }
            s.wait_edit_count(table, h.table(table).edits + 1, Duration::from_millis(100))
                .await;
        }
        let (user, hand, id) = mover.unwrap_or_else(|| panic!("{game}: nobody can move"));
        let (shown, first) = hand_picture(s, hand.id, None, game).await;
        decodes(&first.bytes, game);
        let first_id = hand_picture_id(&shown);

        let answered = s.click(user, CHANNEL_ID, hand.id, &id).reply().await;
        assert!(
            !crate::support::table::refused(&answered),
            "{game}: {}",
            answered.text()
        );
        let (_, second) = hand_picture(s, hand.id, first_id.as_deref(), game).await;
        decodes(&second.bytes, game);
        // A draw changes the cards held; a decision (Rummoli's, Rumminy's pass) may leave them
        // as they were, and the new picture is then the same drawing.
        if id.ends_with(":draw") {
            assert!(
                first.bytes != second.bytes,
                "{game}: the picture shows the drawn card"
            );
        }
        s.assert_no_violations();
    }
}

/// A player who opened their hand twice presses Refresh on the older message: the answer keeps
/// that message's own picture (it never names the newer message's file, which Discord would
/// refuse with 400), and the older message's picture is then brought up to date.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn refresh_on_an_older_hand_message_keeps_its_own_picture() {
    let h = Harness::start().await;
    let s = &h.standin;
    let table = h.open_game(1, &[ALICE, BOB], json!({})).await;
    // Refresh is offered to whoever is not to move (the deal decides who is).
    let mut waiting = None;
    for user in [ALICE, BOB] {
        let hand = h.hand(user, table).await;
        if hand.button("Refresh").is_some() {
            waiting = Some((user, hand));
            break;
        }
    }
    let (user, older) = waiting.expect("one of the two waits for the other");
    let (older_shown, _) = hand_picture(s, older.id, None, "the first hand message").await;
    let newer = h.hand(user, table).await;
    assert_ne!(older.id, newer.id, "Show my hand sends a new message");
    let (newer_shown, _) = hand_picture(s, newer.id, None, "the second hand message").await;
    assert_ne!(hand_picture_id(&older_shown), hand_picture_id(&newer_shown));

    let refresh = older_shown.button("Refresh").expect("a Refresh button");
    let answered = s
        .click(
            user,
            CHANNEL_ID,
            older.id,
            &refresh.custom_id.expect("an id"),
        )
        .reply()
        .await;
    assert_eq!(
        answered.id, older.id,
        "the older message is updated in place"
    );
    assert_eq!(
        hand_picture_id(&answered),
        hand_picture_id(&older_shown),
        "the answer keeps the older message's own picture"
    );
    s.assert_no_violations();
}
