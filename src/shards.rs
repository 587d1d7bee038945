//! Which servers' tables a bot process runs, when the bot is split over processes by Discord
//! shard. Discord sends a server's events to shard `(guild_id >> 22) % shard_count`; a process
//! that connects shards `first..=last` runs exactly the tables of the servers on them, so two
//! processes never run the same table (the store's epoch fences a process that overlaps another
//! during a handoff: `Store::claim_tables_to_resume`).

use std::fmt;

use crate::ids::GuildId;

/// A range of shards, both ends included, out of `count`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Shards {
    count: u32,
    first: u32,
    last: u32,
}

impl Shards {
    /// One process for everything: every server is on its only shard.
    pub const ALL: Shards = Shards {
        count: 1,
        first: 0,
        last: 0,
    };

    /// Shards `first..=last` of `count`.
    ///
    /// # Errors
    /// A count of 0, or a range that is empty or past the count, said for an operator.
    pub fn new(count: u32, first: u32, last: u32) -> Result<Shards, String> {
        if count == 0 {
            return Err("the shard count must be at least 1".into());
        }
        if first > last {
            return Err(format!(
                "{first}-{last} is an empty range: write the lower shard first"
            ));
        }
        if last >= count {
            return Err(format!(
                "shard {last} does not exist: with {count} shards they are numbered 0 to {}",
                count - 1
            ));
        }
        Ok(Shards { count, first, last })
    }

    /// Reads `SHARDS` (`"2"` or `"0-3"`, both ends included) for `count` shards.
    ///
    /// # Errors
    /// Text that is not a shard or a range of shards within the count.
    pub fn parse_range(count: u32, text: &str) -> Result<Shards, String> {
        let number = |s: &str| {
            s.trim()
                .parse::<u32>()
                .map_err(|_| format!("“{text}” is not a shard number or a range such as 0-3"))
        };
        let (first, last) = match text.split_once('-') {
            Some((a, b)) => (number(a)?, number(b)?),
            None => {
                let n = number(text)?;
                (n, n)
            }
        };
        Shards::new(count, first, last)
    }

    /// The shard Discord sends `guild`'s events to, out of `count`.
    #[must_use]
    pub fn shard_of(guild: GuildId, count: u32) -> u32 {
        // Discord sends everything outside a server (DMs and group DMs) to shard 0.
        if !guild.is_server() {
            return 0;
        }
        // Snowflakes are positive, so the shift of the i64 is the shift of the u64.
        ((guild.0 as u64 >> 22) % u64::from(count.max(1))) as u32
    }

    /// Whether this process runs `guild`'s tables.
    #[must_use]
    pub fn owns(&self, guild: GuildId) -> bool {
        (self.first..=self.last).contains(&Shards::shard_of(guild, self.count))
    }

    #[must_use]
    pub fn count(&self) -> u32 {
        self.count
    }

    #[must_use]
    pub fn first(&self) -> u32 {
        self.first
    }

    #[must_use]
    pub fn last(&self) -> u32 {
        self.last
    }

    /// Whether this is every shard (then every server is this process's).
    #[must_use]
    pub fn is_all(&self) -> bool {
        self.first == 0 && self.last + 1 == self.count
    }
}

impl fmt::Display for Shards {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.first == self.last {
            write!(f, "shard {} of {}", self.first, self.count)
        } else {
            write!(f, "shards {}-{} of {}", self.first, self.last, self.count)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// A snowflake made at `ms` after Discord's epoch, on worker/process `low`.
    fn guild(ms: i64, low: i64) -> GuildId {
        GuildId((ms << 22) | low)
    }

    #[test]
    fn discords_formula_uses_the_timestamp_bits() {
        let g = GuildId(197_038_439_483_310_086);
        assert_eq!(Shards::shard_of(g, 1000), 770);
        assert_eq!(Shards::shard_of(guild(7, 3), 4), 3);
        assert_eq!(
            Shards::shard_of(guild(7, 0x3F_FFFF), 4),
            3,
            "low bits never count"
        );
        assert!(Shards::ALL.owns(g) && Shards::ALL.is_all());
    }

    #[test]
    fn conversations_outside_servers_are_shard_zeros() {
        let dm = GuildId::conversation(crate::ids::ChannelId(197_038_439_483_310_086));
        assert_eq!(Shards::shard_of(dm, 1000), 0);
        assert!(Shards::parse_range(4, "0-1").unwrap().owns(dm));
        assert!(!Shards::parse_range(4, "1-3").unwrap().owns(dm));
    }

    #[test]
    fn ranges_are_read_with_both_ends_included() {
        let s = Shards::parse_range(4, "1-2").unwrap();
        assert_eq!((s.first(), s.last(), s.count()), (1, 2, 4));
        assert!(!s.owns(guild(0, 0)) && s.owns(guild(1, 0)) && s.owns(guild(2, 0)));
        assert!(!s.owns(guild(3, 0)) && s.owns(guild(5, 0)));
        assert_eq!(
            Shards::parse_range(4, " 3 ").unwrap().to_string(),
            "shard 3 of 4"
        );
        assert_eq!(s.to_string(), "shards 1-2 of 4");
        assert!(Shards::parse_range(4, "0-3").unwrap().is_all());
    }

    #[test]
    fn bad_ranges_say_what_to_write() {
        assert!(Shards::parse_range(4, "4")
            .unwrap_err()
            .contains("numbered 0 to 3"));
        assert!(Shards::parse_range(4, "2-1")
            .unwrap_err()
            .contains("lower shard first"));
        assert!(Shards::parse_range(4, "a-b")
            .unwrap_err()
            .contains("range such as 0-3"));
        assert!(Shards::new(0, 0, 0).unwrap_err().contains("at least 1"));
    }

    proptest! {
        /// Split into processes by consecutive ranges, every server has exactly one owner.
        #[test]
        fn a_split_gives_each_server_one_owner(
            ms in 0i64..(1 << 40), low in 0i64..(1 << 22), count in 1u32..16, cut in 0u32..16,
        ) {
            let cut = cut % count;
            let mut parts = vec![Shards::new(count, 0, cut).unwrap()];
            if cut + 1 < count {
                parts.push(Shards::new(count, cut + 1, count - 1).unwrap());
            }
            let g = guild(ms, low);
            prop_assert_eq!(parts.iter().filter(|p| p.owns(g)).count(), 1);
        }
    }
}
