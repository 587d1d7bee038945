//! The requests the bot makes itself, each a route of Discord's API under the one policy
//! ([`Rest::exchange`]): answers, message edits and posts, follow-ups.

use serde::Serialize;

use super::body::multipart;
use super::{body::Body, message_id, Rest, RestError, Upload};

impl Rest {
    /// Answers an interaction (`body`: the callback as Discord reads it).
    ///
    /// # Errors
    /// Discord refused the answer, or its 3 s ran out.
    pub async fn answer(
        &self,
        id: u64,
        token: &str,
        body: &impl Serialize,
    ) -> Result<(), RestError> {
        let path = format!("/api/v10/interactions/{id}/{token}/callback");
        self.send("POST", &path, Body::json(body)?).await.map(drop)
    }

    /// Edits a channel message (the table message).
    ///
    /// # Errors
    /// Discord refused it for good, or it could not be sent.
    pub async fn edit_message(
        &self,
        channel: u64,
        message: u64,
        body: &impl Serialize,
    ) -> Result<(), RestError> {
        let path = format!("/api/v10/channels/{channel}/messages/{message}");
        self.send("PATCH", &path, Body::json(body)?).await.map(drop)
    }

    /// Edits a channel message and uploads `files` with it; returns the edited message, whose
    /// `attachments` name the ids a later edit can keep them by.
    ///
    /// # Errors
    /// As [`Rest::edit_message`].
    pub async fn edit_message_files(
        &self,
        channel: u64,
        message: u64,
        payload: &serde_json::Value,
        files: &[Upload],
    ) -> Result<serde_json::Value, RestError> {
        let path = format!("/api/v10/channels/{channel}/messages/{message}");
        let answer = self.send("PATCH", &path, multipart(payload, files)).await?;
        Ok(serde_json::from_slice(&answer).unwrap_or_default())
    }

    /// Posts a message in a channel (with a nonce: never twice); returns its id.
    ///
    /// # Errors
    /// As [`Rest::edit_message`].
    pub async fn create_message(
        &self,
        channel: u64,
        body: &impl Serialize,
    ) -> Result<u64, RestError> {
        let path = format!("/api/v10/channels/{channel}/messages");
        let answer = self.send("POST", &path, Body::json(body)?).await?;
        message_id(&answer)
    }

    /// Deletes a channel message the bot posted (a turn ping whose turn is over).
    ///
    /// # Errors
    /// As [`Rest::edit_message`]; a message already gone is Discord's "Unknown Message"
    /// ([`RestError::is_unknown_message`]).
    pub async fn delete_message(&self, channel: u64, message: u64) -> Result<(), RestError> {
        let path = format!("/api/v10/channels/{channel}/messages/{message}");
        self.send("DELETE", &path, Body::default()).await.map(drop)
    }

    /// Edits a message through an interaction's token: `message`, or the interaction's own
    /// (`@original`: a hand, a command's answer, the message a button was clicked on) when
    /// `None`. Where the bot is not a member (a DM or group DM, a server that did not add it),
    /// this is the only way it can change a message.
    ///
    /// # Errors
    /// As [`Rest::edit_message`].
    pub async fn edit_interaction_message(
        &self,
        application: u64,
        token: &str,
        message: Option<u64>,
        body: &impl Serialize,
    ) -> Result<(), RestError> {
        let path = interaction_message(application, token, message);
        self.send("PATCH", &path, Body::json(body)?).await.map(drop)
    }

    /// [`Rest::edit_interaction_message`] uploading `files` with the edit; returns the edited
    /// message (see [`Rest::edit_message_files`]).
    ///
    /// # Errors
    /// As [`Rest::edit_message`].
    pub async fn edit_interaction_message_files(
        &self,
        application: u64,
        token: &str,
        message: Option<u64>,
        payload: &serde_json::Value,
        files: &[Upload],
    ) -> Result<serde_json::Value, RestError> {
        let path = interaction_message(application, token, message);
        let answer = self.send("PATCH", &path, multipart(payload, files)).await?;
        Ok(serde_json::from_slice(&answer).unwrap_or_default())
    }

    /// Sends a follow-up message for an interaction; returns its id.
    ///
    /// # Errors
    /// As [`Rest::edit_message`].
    pub async fn follow_up(
        &self,
        application: u64,
        token: &str,
        body: &impl Serialize,
    ) -> Result<u64, RestError> {
        let path = format!("/api/v10/webhooks/{application}/{token}");
        let answer = self.send("POST", &path, Body::json(body)?).await?;
        message_id(&answer)
    }
}

/// The path of an interaction's message: `message`, or its own when `None`.
fn interaction_message(application: u64, token: &str, message: Option<u64>) -> String {
    let which = message.map_or_else(|| "@original".to_owned(), |m| m.to_string());
    format!("/api/v10/webhooks/{application}/{token}/messages/{which}")
}
