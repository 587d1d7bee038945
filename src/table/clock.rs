//! Wall-clock time as the tables see it, in Unix milliseconds.
//!
//! Deadlines are stored in Unix time, so they mean the same after a restart. Tests and
//! simulations can run a clock faster than real time (`accelerated`): a 120-second turn clock
//! then fires in 120 ms of real time through the very same code path as in production. (tokio's
//! paused time does not mix with sqlx, whose pool timeouts would fire spuriously.)

use std::time::{Duration, SystemTime, UNIX_EPOCH};

use tokio::time::Instant;

#[derive(Clone, Copy, Debug)]
pub struct Clock {
    base_ms: i64,
    base: Instant,
    /// Clock milliseconds per real millisecond.
    speed: u32,
}

impl Clock {
    /// The system's clock.
    #[must_use]
    pub fn system() -> Clock {
        Clock::accelerated(Self::system_ms(), 1)
    }

    /// A clock that reads `start_ms` now and runs `speed` times faster than real time.
    #[must_use]
    pub fn accelerated(start_ms: i64, speed: u32) -> Clock {
        Clock {
            base_ms: start_ms,
            base: Instant::now(),
            speed: speed.max(1),
        }
    }

    fn system_ms() -> i64 {
        SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_millis() as i64)
    }

    #[must_use]
    pub fn now_ms(&self) -> i64 {
        let real = Instant::now()
            .saturating_duration_since(self.base)
            .as_millis() as i64;
        self.base_ms + real * i64::from(self.speed)
    }

    /// The tokio instant at which this clock reads `ms` (now, if it has passed).
    #[must_use]
    pub fn instant_of(&self, ms: i64) -> Instant {
        let ahead = (ms - self.now_ms()).max(0) as u64;
        Instant::now() + Duration::from_millis(ahead.div_ceil(u64::from(self.speed)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn an_accelerated_clock_runs_fast_and_maps_deadlines_back() {
        let clock = Clock::accelerated(1_000_000, 1000);
        let start = Instant::now();
        let at = clock.instant_of(1_000_000 + 60_000);
        let wait = at - start;
        assert!(wait <= Duration::from_millis(61), "{wait:?}");
        tokio::time::sleep_until(at).await;
        assert!(clock.now_ms() >= 1_060_000);
        assert!(Clock::system().now_ms() > 1_700_000_000_000);
    }
}
