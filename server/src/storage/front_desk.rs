//! The front desk's day at one branch: the patients expected, in time order, with whether they said
//! they will come (a reminder's answer), where their reminders go, and whether they have arrived; and
//! the reminders' figures week by week (confirmation and no-show rates by channel and by offset).

use super::StorageError;
use crate::storage::ids::rfc3339;
use crate::storage::reminders::split_reminder_ref;
use clinic_core::channels::ReminderChannel;
use clinic_core::date::Date;
use clinic_core::model::Branch;
use serde::Serialize;
use sqlx::{AnyConnection, Row};
use std::collections::{BTreeMap, HashMap};

/// One patient expected at the front desk.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "admin/"))]
pub struct Arrival {
    /// Canonical code (the booking's id in the dashboard).
    pub id: String,
    /// As patients see it, e.g. `K7XP-3M9Q-T2`.
    pub code: String,
    /// HH:mm, clinic time.
    pub time: String,
    pub name: String,
    /// `pending`, `confirmed`, `completed` or `no_show`.
    pub status: String,
    /// RFC 3339: when the patient answered "I will come" for this visit.
    pub attendance_confirmed_at: Option<String>,
    /// RFC 3339: when the front desk marked them arrived.
    pub arrived_at: Option<String>,
    /// Where their reminders went: `email`, `line` or `whatsapp`.
    pub channel: ReminderChannel,
    /// The site language an interpreter should speak, when asked for.
    pub interpreter: Option<String>,
    pub companions: Option<i32>,
    /// Where the health questions stand, with their flags (set by the front desk's routes).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(test, ts(optional))]
    pub intake: Option<crate::storage::intake_mark::IntakeMark>,
}

/// A branch's day.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "admin/"))]
pub struct FrontDeskDay {
    pub branch: String,
    /// YYYY-MM-DD.
    pub date: String,
    pub arrivals: Vec<Arrival>,
}

/// The day's open and decided bookings of `branch` (cancelled ones are not expected).
pub async fn day(conn: &mut AnyConnection, branch: Branch, date: Date) -> Result<FrontDeskDay, StorageError> {
    let rows = sqlx::query(
        "SELECT b.code, b.preferred_date, b.preferred_time, b.name, b.status, b.attendance_confirmed_at, \
         b.attendance_confirmed_for, b.arrived_at, b.interpreter, b.companions, c.channel, c.state \
         FROM bookings b LEFT JOIN reminder_channels c ON c.code = b.code \
         WHERE b.preferred_date = $1 AND b.branch = $2 AND b.status IN ('pending', 'confirmed', 'completed', 'no_show') \
         ORDER BY b.preferred_time, b.created_at",
    )
    .bind(date.to_string())
    .bind(branch.as_str())
    .fetch_all(&mut *conn)
    .await?;
    let arrivals = rows
        .iter()
        .map(|r| {
            let code: String = r.try_get("code")?;
            let time: String = r.try_get("preferred_time")?;
            let visit = format!("{} {time}", r.try_get::<String, _>("preferred_date")?);
            let confirmed: Option<i64> = r.try_get("attendance_confirmed_at")?;
            let for_visit: Option<String> = r.try_get("attendance_confirmed_for")?;
            let state: Option<String> = r.try_get("state")?;
            let channel = match (r.try_get::<Option<String>, _>("channel")?, state.as_deref()) {
                (Some(c), Some("active")) => ReminderChannel::parse(&c).unwrap_or(ReminderChannel::Email),
                _ => ReminderChannel::Email,
            };
            Ok(Arrival {
                code: super::inbox::list::display_code(&code),
                id: code,
                time,
                name: r.try_get("name")?,
                status: r.try_get("status")?,
                attendance_confirmed_at: confirmed
                    .filter(|_| for_visit.as_deref() == Some(visit.as_str()))
                    .map(rfc3339),
                arrived_at: r.try_get::<Option<i64>, _>("arrived_at")?.map(rfc3339),
                channel,
                interpreter: r.try_get("interpreter")?,
                companions: r.try_get::<Option<i64>, _>("companions")?.and_then(|n| i32::try_from(n).ok()),
                intake: None,
            })
        })
        .collect::<Result<Vec<_>, sqlx::Error>>()?;
    Ok(FrontDeskDay { branch: branch.as_str().into(), date: date.to_string(), arrivals })
}

/// A week's reminded visits on one channel.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "admin/"))]
pub struct ChannelCounts {
    /// `email`, `line` or `whatsapp`: where the visit's last reminder went.
    pub channel: ReminderChannel,
    /// Visits of the week that got at least one reminder.
    pub reminded: u32,
    /// Of those, the patient answered "I will come".
    pub confirmed: u32,
    /// Marked completed (the patient came).
    pub completed: u32,
    /// Marked no-show.
    pub no_show: u32,
    /// Cancelled after a reminder (a seat freed for the waitlist).
    pub cancelled: u32,
}

/// A week's reminders at one offset.
#[derive(Debug, Clone, Default, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "admin/"))]
pub struct OffsetCounts {
    #[cfg_attr(test, ts(type = "number"))]
    pub offset_hours: i64,
    /// Visits that got the reminder at this offset.
    pub reminded: u32,
    /// "I will come" answers that followed this reminder (the latest one sent before the answer).
    pub confirmed: u32,
    /// Of the visits reminded at this offset, those marked no-show.
    pub no_show: u32,
}

/// One week (Monday to Sunday, clinic time) of reminded visits.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "admin/"))]
pub struct ReminderWeek {
    /// The Monday, YYYY-MM-DD.
    pub week_start: String,
    pub by_channel: Vec<ChannelCounts>,
    pub by_offset: Vec<OffsetCounts>,
}

/// The reminders' figures, oldest week first.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "admin/"))]
pub struct ReminderFigures {
    pub weeks: Vec<ReminderWeek>,
}

/// One reminded visit, as the figures count it.
struct Visit {
    week: Date,
    status: String,
    confirmed_at: Option<i64>,
    /// (offset hours, sent at, channel) of each reminder sent for this visit.
    sent: Vec<(i64, i64, String)>,
}

/// A week's counts by channel and by offset.
type WeekCounts = (BTreeMap<String, ChannelCounts>, BTreeMap<i64, OffsetCounts>);

fn monday_of(d: Date) -> Date {
    d.add_days(-(d.weekday() as i32))
}

/// The last `weeks` weeks up to the one of `today` (all of it), of `scope`'s branch or all.
pub async fn reminder_figures(
    conn: &mut AnyConnection,
    scope: Option<Branch>,
    today: Date,
    weeks: i32,
) -> Result<ReminderFigures, StorageError> {
    let first = monday_of(today).add_days(-7 * (weeks - 1));
    // This week's later visits count too: their reminders have gone and their answers come in.
    let last = monday_of(today).add_days(6);
    let branch_filter = if scope.is_some() { " AND b.branch = $3" } else { "" };
    // Each visit's sent reminders, through the reminders' own index (`outbox_reminders`): a reminder's
    // ref is `CODE@YYYY-MM-DD HH:mm#hours`, so the visit's are exactly `CODE@<visit>#…`.
    let sql = format!(
        "SELECT b.code, b.preferred_date, b.status, b.attendance_confirmed_at, b.attendance_confirmed_for, \
         b.preferred_date || ' ' || b.preferred_time AS visit, o.ref_id, o.sent_at, o.channel \
         FROM bookings b JOIN outbox o ON o.kind = 'booking_reminder' AND o.ref_id >= b.code || '@' AND o.ref_id < b.code || 'A' \
         WHERE b.preferred_date >= $1 AND b.preferred_date <= $2 AND o.sent_at IS NOT NULL AND o.last_error IS NULL{branch_filter}"
    );
    let mut q = sqlx::query(&sql).bind(first.to_string()).bind(last.to_string());
    if let Some(b) = scope {
        q = q.bind(b.as_str());
    }
    let mut visits: HashMap<String, Visit> = HashMap::new();
    for r in q.fetch_all(&mut *conn).await? {
        let code: String = r.try_get("code")?;
        let visit_key: String = r.try_get("visit")?;
        let ref_id: String = r.try_get("ref_id")?;
        let (_, for_visit, hours) = split_reminder_ref(&ref_id);
        if for_visit != visit_key {
            continue; // a reminder of a time the booking has left
        }
        let Some(date) = Date::parse(&r.try_get::<String, _>("preferred_date")?) else { continue };
        let confirmed_for: Option<String> = r.try_get("attendance_confirmed_for")?;
        let v = visits.entry(code).or_insert(Visit {
            week: monday_of(date),
            status: r.try_get("status")?,
            confirmed_at: r
                .try_get::<Option<i64>, _>("attendance_confirmed_at")?
                .filter(|_| confirmed_for.as_deref() == Some(visit_key.as_str())),
            sent: Vec::new(),
        });
        let channel = r.try_get::<Option<String>, _>("channel")?.unwrap_or_else(|| "email".into());
        v.sent.push((hours.unwrap_or(24), r.try_get("sent_at")?, channel));
    }
    let mut by_week: BTreeMap<Date, WeekCounts> =
        (0..weeks).map(|i| (first.add_days(7 * i), Default::default())).collect();
    for v in visits.values_mut() {
        v.sent.sort_by_key(|s| s.1);
        let Some((channels, offsets)) = by_week.get_mut(&v.week) else { continue };
        let last_channel = v.sent.last().map(|s| s.2.clone()).unwrap_or_else(|| "email".into());
        let channel = ReminderChannel::parse(&last_channel).unwrap_or(ReminderChannel::Email);
        let c = channels.entry(last_channel).or_insert_with(|| ChannelCounts {
            channel,
            reminded: 0,
            confirmed: 0,
            completed: 0,
            no_show: 0,
            cancelled: 0,
        });
        c.reminded += 1;
        c.confirmed += u32::from(v.confirmed_at.is_some());
        c.completed += u32::from(v.status == "completed");
        c.no_show += u32::from(v.status == "no_show");
        c.cancelled += u32::from(v.status == "cancelled");
        let answered_after = v.confirmed_at.and_then(|at| v.sent.iter().rev().find(|s| s.1 <= at).map(|s| s.0));
        let mut seen = Vec::new();
        for (hours, _, _) in &v.sent {
            if seen.contains(hours) {
                continue;
            }
            seen.push(*hours);
            let o =
                offsets.entry(*hours).or_insert_with(|| OffsetCounts { offset_hours: *hours, ..Default::default() });
            o.reminded += 1;
            o.confirmed += u32::from(answered_after == Some(*hours));
            o.no_show += u32::from(v.status == "no_show");
        }
    }
    Ok(ReminderFigures {
        weeks: by_week
            .into_iter()
            .map(|(week, (channels, offsets))| ReminderWeek {
                week_start: week.to_string(),
                by_channel: channels.into_values().collect(),
                by_offset: offsets.into_values().rev().collect(),
            })
            .collect(),
    })
}
