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
    /// The web pages (`WEB_ADDR`, `WEB_BASE_URL`, `WEB_TRUST_PROXY`); `None`: no pages served.
    pub web: Option<WebConfig>,
}

/// Where the bot serves its web pages, and the address players reach them at.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WebConfig {
    /// The address to listen on (`WEB_ADDR`, such as `127.0.0.1:8080`).
    pub addr: std::net::SocketAddr,
    /// The public address of the pages, without a trailing slash (`WEB_BASE_URL`, such as
    /// `https://rumino.example.org`): what links in Discord point to. Defaults to
    /// `http://WEB_ADDR`, which only reaches players on that machine.
    pub base_url: String,
    /// Whether a reverse proxy in front sets `X-Forwarded-For` (`WEB_TRUST_PROXY=true`): then
    /// requests are limited per address it names, not per proxy.
    pub trust_proxy: bool,
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
        let web = web(&non_empty)?;
        Ok(Config {
            web,
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

/// `WEB_ADDR`, `WEB_BASE_URL` and `WEB_TRUST_PROXY`: no address, no pages.
fn web(get: &impl Fn(&str) -> Option<String>) -> Result<Option<WebConfig>, ConfigError> {
    let Some(addr) = get("WEB_ADDR") else {
        return Ok(None);
    };
    let addr = addr.parse().map_err(|_| ConfigError::Invalid {
        name: "WEB_ADDR",
        why: format!("“{addr}” is not an address and port such as 127.0.0.1:8080"),
    })?;
    let base_url = match get("WEB_BASE_URL") {
        Some(url) if url.starts_with("http://") || url.starts_with("https://") => {
            url.trim_end_matches('/').to_owned()
        }
        Some(_) => {
            return Err(ConfigError::Invalid {
                name: "WEB_BASE_URL",
                why: "it must start with http:// or https://".into(),
            })
        }
        None => format!("http://{addr}"),
    };
    let trust_proxy = match get("WEB_TRUST_PROXY").as_deref() {
        None | Some("false" | "0" | "no") => false,
        Some("true" | "1" | "yes") => true,
        Some(v) => {
            return Err(ConfigError::Invalid {
                name: "WEB_TRUST_PROXY",
                why: format!("“{v}” is not true or false"),
            })
        }
    };
    Ok(Some(WebConfig {
        addr,
        base_url,
        trust_proxy,
    }))
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
    fn web_pages_are_off_without_an_address_and_link_to_it_by_default() {
        let token = ("DISCORD_TOKEN", "abc");
        assert_eq!(config(&[token]).unwrap().web, None);
        let web = config(&[token, ("WEB_ADDR", "127.0.0.1:8080")])
            .unwrap()
            .web
            .unwrap();
        assert_eq!(web.base_url, "http://127.0.0.1:8080");
        assert!(!web.trust_proxy);
        let web = config(&[
            token,
            ("WEB_ADDR", "0.0.0.0:80"),
            ("WEB_BASE_URL", "https://rumino.example.org/"),
            ("WEB_TRUST_PROXY", "true"),
        ])
        .unwrap()
        .web
        .unwrap();
        assert_eq!(web.base_url, "https://rumino.example.org");
        assert!(web.trust_proxy);
        for (name, value) in [
            ("WEB_ADDR", "localhost"),
            ("WEB_BASE_URL", "rumino.example.org"),
            ("WEB_TRUST_PROXY", "maybe"),
        ] {
            let mut vars = vec![token, ("WEB_ADDR", "127.0.0.1:8080")];
            vars.retain(|(n, _)| *n != name);
            vars.push((name, value));
            let e = config(&vars).unwrap_err();
            assert!(e.to_string().starts_with(name), "{e}");
        }
    }

    #[test]
    fn the_token_never_prints() {
        let c = config(&[("DISCORD_TOKEN", "secret-token")]).unwrap();
        assert!(!format!("{c:?}").contains("secret-token"));
    }
}
