//! The periods rankings cover: all time, this calendar month, this week (from Monday), in UTC.

use serde::{Deserialize, Serialize};

const DAY_MS: i64 = 86_400_000;

/// A period of a ranking.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Period {
    #[default]
    AllTime,
    Month,
    Week,
}

impl Period {
    pub const ALL: [Period; 3] = [Period::AllTime, Period::Month, Period::Week];

    /// When the period started (unix ms) if `now_ms` is now; `None` for all time.
    #[must_use]
    pub fn since_ms(self, now_ms: i64) -> Option<i64> {
        let day = now_ms.div_euclid(DAY_MS);
        match self {
            Period::AllTime => None,
            // 1970-01-01 was a Thursday: Monday is 3 days before it.
            Period::Week => Some((day - (day + 3).rem_euclid(7)) * DAY_MS),
            Period::Month => {
                let (y, m, _) = civil_from_days(day);
                Some(days_from_civil(y, m, 1) * DAY_MS)
            }
        }
    }
}

/// (year, month 1–12, day 1–31) of a day counted from 1970-01-01 (H. Hinnant's algorithm).
fn civil_from_days(z: i64) -> (i64, u32, u32) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let y = yoe + era * 400 + i64::from(m <= 2);
    (y, m, d)
}

/// Days from 1970-01-01 to a date (inverse of [`civil_from_days`]).
fn days_from_civil(y: i64, m: u32, d: u32) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y.rem_euclid(400);
    let m = i64::from(m);
    let doy = (153 * (if m > 2 { m - 3 } else { m + 9 }) + 2) / 5 + i64::from(d) - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_round_trip() {
        for day in -800_000..800_000 {
            let (y, m, d) = civil_from_days(day);
            assert_eq!(days_from_civil(y, m, d), day);
        }
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        // 2026-11-22 is day 20_779.
        assert_eq!(civil_from_days(20_779), (2026, 11, 22));
    }

    #[test]
    fn periods_start_on_the_first_of_the_month_and_on_monday() {
        // Sunday 2026-11-22 13:00 UTC.
        let now = 20_779 * DAY_MS + 13 * 3_600_000;
        assert_eq!(Period::AllTime.since_ms(now), None);
        assert_eq!(
            Period::Month.since_ms(now),
            Some(days_from_civil(2026, 11, 1) * DAY_MS)
        );
        // The Monday before: 2026-11-16.
        assert_eq!(
            Period::Week.since_ms(now),
            Some(days_from_civil(2026, 11, 16) * DAY_MS)
        );
        // On Monday at midnight the week starts now.
        let monday = days_from_civil(2026, 11, 16) * DAY_MS;
        assert_eq!(Period::Week.since_ms(monday), Some(monday));
    }
}
