//! Per-server matters of the table service: each server's settings (read once, then cached; saved
//! through here so the cache stays true) and its chip economy (balances, the daily grant); and a
//! player's own choices, the same in every server.

use std::sync::{Arc, PoisonError};

use super::{
    error::TableError,
    service::TableService,
    settings::{PictureColours, ServerSettings},
    shared::Shared,
};
use crate::{
    ids::{GuildId, PlayerId},
    store::DailyClaim,
};

/// The daily grant can be claimed once per this long.
pub const DAILY_COOLDOWN_MS: i64 = 24 * 3_600_000;

impl Shared {
    /// The server's settings: saved ones, or the defaults (with the service's starting chips).
    pub async fn server_settings(&self, guild: GuildId) -> Result<Arc<ServerSettings>, TableError> {
        if let Some(s) = self
            .settings
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .get(&guild)
        {
            return Ok(s.clone());
        }
        let settings = Arc::new(self.stored_settings(guild).await?);
        self.settings
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .insert(guild, settings.clone());
        Ok(settings)
    }

    /// The server's settings as the store holds them now: saved ones, or the defaults.
    async fn stored_settings(&self, guild: GuildId) -> Result<ServerSettings, TableError> {
        let json = self
            .store
            .server_settings(guild)
            .await
            .map_err(|e| self.store_failed("read settings", &e))?;
        Ok(
            match json.map(|j| serde_json::from_str::<ServerSettings>(&j)) {
                Some(Ok(s)) => s,
                Some(Err(error)) => {
                    tracing::error!(%guild, %error, "unreadable server settings: using the defaults");
                    self.default_settings()
                }
                None => self.default_settings(),
            },
        )
    }

    fn default_settings(&self) -> ServerSettings {
        ServerSettings {
            starting_chips: self.config.starting_chips.max(0) as u64,
            ..ServerSettings::default()
        }
    }
}

impl TableService {
    /// The server's settings (defaults if it never saved any).
    ///
    /// # Errors
    /// A store failure, as an apology with an id.
    pub async fn server_settings(&self, guild: GuildId) -> Result<Arc<ServerSettings>, TableError> {
        self.shared.server_settings(guild).await
    }

    /// The server's settings as the store holds them now, past this process's copy: what
    /// another process may have saved since (a web page any process answers reads these).
    ///
    /// # Errors
    /// A store failure, as an apology with an id.
    pub async fn stored_server_settings(
        &self,
        guild: GuildId,
    ) -> Result<ServerSettings, TableError> {
        self.shared.stored_settings(guild).await
    }

    /// Validates and saves the server's settings. New tables and new accounts use them at once;
    /// open tables keep the options they were opened with.
    ///
    /// # Errors
    /// [`TableError::BadSetting`] for a value out of range (nothing is saved); a store failure.
    pub async fn save_server_settings(
        &self,
        guild: GuildId,
        settings: ServerSettings,
    ) -> Result<(), TableError> {
        settings.validate()?;
        let json = serde_json::to_string(&settings)
            .map_err(|e| self.shared.internal("serialize settings", &e))?;
        self.shared
            .store
            .set_server_settings(guild, &json)
            .await
            .map_err(|e| self.shared.internal("save settings", &e))?;
        self.shared
            .settings
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .insert(guild, Arc::new(settings));
        Ok(())
    }

    /// The colours `player` chose for the picture of their hand, in every server; `None`: each
    /// server's own. Read from the store each time (a player's hands may be run by several bot
    /// processes), which a hand's picture, drawn at most every few seconds, can afford.
    ///
    /// # Errors
    /// A store failure, as an apology with an id.
    pub async fn player_colours(
        &self,
        player: PlayerId,
    ) -> Result<Option<PictureColours>, TableError> {
        let chosen = self
            .shared
            .store
            .player_colours(player)
            .await
            .map_err(|e| self.shared.internal("read player colours", &e))?;
        Ok(chosen.as_deref().and_then(PictureColours::parse))
    }

    /// Saves the colours `player` chose for the picture of their hand (`None`: each server's).
    ///
    /// # Errors
    /// A store failure, as an apology with an id.
    pub async fn set_player_colours(
        &self,
        player: PlayerId,
        colours: Option<PictureColours>,
    ) -> Result<(), TableError> {
        self.shared
            .store
            .set_player_colours(player, colours.map(PictureColours::as_str))
            .await
            .map_err(|e| self.shared.internal("save player colours", &e))
    }

    /// Pays the server's daily grant if the player has not claimed one in the last 24 hours (by
    /// the service's clock), opening their account first if needed. Every grant is a ledger row.
    ///
    /// # Errors
    /// A store failure, as an apology with an id.
    pub async fn claim_daily(
        &self,
        guild: GuildId,
        player: PlayerId,
    ) -> Result<DailyClaim, TableError> {
        let settings = self.server_settings(guild).await?;
        self.shared.balance(guild, player).await?;
        let amount = i64::try_from(settings.daily_grant).unwrap_or(i64::MAX);
        self.shared
            .store
            .claim_daily_at(
                guild,
                player,
                amount,
                DAILY_COOLDOWN_MS,
                self.shared.clock.now_ms(),
            )
            .await
            .map_err(|e| self.shared.internal("daily grant", &e))
    }
}
