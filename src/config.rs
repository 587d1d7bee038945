//! The bot's configuration, read once from the environment (and `.env` if present), failing fast
//! with the name of the variable that is wrong.

use std::fmt;

use crate::shards::Shards;

/// The bot token. Its `Debug` and `Display` never show it, so it cannot end up in a log.
#[derive(Clone)]
pub struct Token(String);

impl Token {
    #[must_use]
    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for Token {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("[redacted]")
    }
}

#[derive(Clone, Debug)]
pub struct Config {
    pub token: Token,
    pub database_url: String,
    /// Discord REST base URL (an HTTP proxy in front of Discord, or a test stand-in).
    pub api_base_url: Option<String>,
    /// Register commands in this guild at once instead of globally.
    pub dev_guild_id: Option<u64>,
    /// How long computer players pause before acting, so people can follow (0 in tests).
    pub computer_delay_ms: u32,
    /// Moves the bot's clock this many milliseconds ahead (`RUMINO_CLOCK_OFFSET_MS`): for tests
    /// of time rules such as the daily grant. 0 in production.
    pub clock_offset_ms: i64,
    /// The shards this process connects (`SHARD_COUNT`, `SHARDS`); `None`: every shard, as many
    /// as Discord recommends, in this one process.
    pub shards: Option<Shards>,
}

#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum ConfigError {
    #[error("DISCORD_TOKEN is not set: put your bot token in .env (see .env.example) or the environment")]
    MissingToken,
    #[error("{name} is not valid: {why}")]
    Invalid { name: &'static str, why: String },
}

impl Config {
    /// Reads the configuration from `.env` (if present) and the environment.
    ///
    /// # Errors
    /// The first variable that is missing or invalid, by name.
    pub fn from_env() -> Result<Config, ConfigError> {
        let _ = dotenvy::dotenv();
        Config::from_lookup(|name| std::env::var(name).ok())
    }

    /// Reads the configuration through `get` (tests pass a map).
    ///
    /// # Errors
    /// The first variable that is missing or invalid, by name.
    pub fn from_lookup(get: impl Fn(&str) -> Option<String>) -> Result<Config, ConfigError> {
        let non_empty = |name: &str| {
            get(name)
                .map(|v| v.trim().to_owned())
                .filter(|v| !v.is_empty())
        };
        let token = non_empty("DISCORD_TOKEN").ok_or(ConfigError::MissingToken)?;
        if token.chars().any(char::is_whitespace) {
            return Err(ConfigError::Invalid {
                name: "DISCORD_TOKEN",
                why: "it contains spaces".into(),
            });
        }
        let api_base_url = non_empty("DISCORD_API_BASE_URL");
        if let Some(url) = &api_base_url {
            if !(url.starts_with("http://") || url.starts_with("https://")) {
                return Err(ConfigError::Invalid {
                    name: "DISCORD_API_BASE_URL",
                    why: "it must start with http:// or https://".into(),
                });
            }
        }
        let dev_guild_id = match non_empty("DEV_GUILD_ID") {
            Some(v) => Some(v.parse::<u64>().map_err(|_| ConfigError::Invalid {
                name: "DEV_GUILD_ID",
                why: format!("“{v}” is not a server id"),
            })?),
            None => None,
        };
        let computer_delay_ms = match non_empty("COMPUTER_DELAY_MS") {
            Some(v) => v
                .parse::<u32>()
                .ok()
                .filter(|ms| *ms <= 10_000)
                .ok_or_else(|| ConfigError::Invalid {
                    name: "COMPUTER_DELAY_MS",
                    why: format!("“{v}” is not a number of milliseconds from 0 to 10000"),
                })?,
            None => 1500,
        };
        let clock_offset_ms = match non_empty("RUMINO_CLOCK_OFFSET_MS") {
            Some(v) => v.parse::<i64>().map_err(|_| ConfigError::Invalid {
                name: "RUMINO_CLOCK_OFFSET_MS",
                why: format!("“{v}” is not a number of milliseconds"),
            })?,
            None => 0,
        };
        let shards = shards(&non_empty)?;
        Ok(Config {
            shards,
            computer_delay_ms,
            clock_offset_ms,
            token: Token(token),
            database_url: non_empty("DATABASE_URL")
                .unwrap_or_else(|| "sqlite://rumino.db".to_owned()),
            api_base_url: api_base_url.map(|u| u.trim_end_matches('/').to_owned()),
            dev_guild_id,
        })
    }
}

/// `SHARD_COUNT` and `SHARDS`: neither (Discord's recommended count, all here), a count (all of
/// them here), or both (this process's range).
fn shards(get: &impl Fn(&str) -> Option<String>) -> Result<Option<Shards>, ConfigError> {
    let count =
        match get("SHARD_COUNT") {
            Some(v) => Some(v.parse::<u32>().ok().filter(|n| *n >= 1).ok_or_else(|| {
                ConfigError::Invalid {
                    name: "SHARD_COUNT",
                    why: format!("“{v}” is not a number of shards (1 or more)"),
                }
            })?),
            None => None,
        };
    let invalid = |why: String| ConfigError::Invalid {
        name: "SHARDS",
        why,
    };
    match (count, get("SHARDS")) {
        (None, None) => Ok(None),
        (None, Some(_)) => Err(invalid(
            "it needs SHARD_COUNT, the number of shards all processes share".into(),
        )),
        (Some(count), None) => Shards::new(count, 0, count - 1).map(Some).map_err(invalid),
        (Some(count), Some(range)) => Shards::parse_range(count, &range)
            .map(Some)
            .map_err(invalid),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn config(vars: &[(&str, &str)]) -> Result<Config, ConfigError> {
        Config::from_lookup(|name| {
            vars.iter()
                .find(|(k, _)| *k == name)
                .map(|(_, v)| (*v).to_owned())
        })
    }

    #[test]
    fn defaults_and_errors_name_the_variable() {
        assert_eq!(config(&[]).unwrap_err(), ConfigError::MissingToken);
        let c = config(&[("DISCORD_TOKEN", "abc")]).unwrap();
        assert_eq!(c.database_url, "sqlite://rumino.db");
        assert!(c.api_base_url.is_none() && c.dev_guild_id.is_none());
        let e = config(&[("DISCORD_TOKEN", "abc"), ("DEV_GUILD_ID", "x1")]).unwrap_err();
        assert!(e.to_string().starts_with("DEV_GUILD_ID"));
        let c = config(&[
            ("DISCORD_TOKEN", "abc"),
            ("DISCORD_API_BASE_URL", "http://127.0.0.1:9/"),
        ])
        .unwrap();
        assert_eq!(c.api_base_url.as_deref(), Some("http://127.0.0.1:9"));
    }

    #[test]
    fn shards_are_a_count_and_a_range() {
        let token = ("DISCORD_TOKEN", "abc");
        assert_eq!(config(&[token]).unwrap().shards, None);
        let all = config(&[token, ("SHARD_COUNT", "4")])
            .unwrap()
            .shards
            .unwrap();
        assert!(all.is_all() && all.count() == 4);
        let some = config(&[token, ("SHARD_COUNT", "4"), ("SHARDS", "2-3")]);
        assert_eq!(some.unwrap().shards.unwrap().to_string(), "shards 2-3 of 4");
        let e = config(&[token, ("SHARDS", "1")]).unwrap_err();
        assert!(e
            .to_string()
            .starts_with("SHARDS is not valid: it needs SHARD_COUNT"));
        let e = config(&[token, ("SHARD_COUNT", "2"), ("SHARDS", "2")]).unwrap_err();
        assert!(e.to_string().contains("numbered 0 to 1"), "{e}");
        let e = config(&[token, ("SHARD_COUNT", "0")]).unwrap_err();
        assert!(e.to_string().starts_with("SHARD_COUNT"));
    }

    #[test]
    fn the_token_never_prints() {
        let c = config(&[("DISCORD_TOKEN", "secret-token")]).unwrap();
        assert!(!format!("{c:?}").contains("secret-token"));
    }
}
