//! Opening hours the clinic publishes in the dashboard (issue 27 point 1): the slots offered, the
//! server's booking check, the plain form's times, the calendar and the phones on the server's own
//! pages follow the published
//! `clinics.json` at once on the instance that approved it and within a poll on another; a closure
//! made before covers the slots the new hours add; malformed hours are refused with their own code.

use crate::common::staff::StaffClient;
use crate::common::{booking, signed_in, spawn_app, spawn_with, Options, TestApp};
use clinic_core::date::{Date, Weekday};
use clinic_server::storage::now_ms;
use serde_json::{json, Value};
use std::time::{Duration, Instant};

/// The `n`th coming `weekday` (0: the first), at least two days ahead.
fn coming(weekday: Weekday, n: usize) -> Date {
    let today = Date::clinic_today(now_ms());
    (2..60).map(|i| today.add_days(i)).filter(|d| d.weekday() == weekday).nth(n).expect("a day")
}

async fn slots(app: &TestApp, day: Date) -> Vec<String> {
    let res = app.get(&format!("/api/availability?branch=taipei&from={day}&to={day}")).await;
    assert_eq!(res.status(), 200);
    let body: Value = res.json().await.unwrap();
    body["slots"].as_array().unwrap().iter().map(|s| s["time"].as_str().unwrap().to_string()).collect()
}

async fn book(app: &TestApp, day: Date, time: &str, n: usize) -> (u16, Value) {
    let mut b = booking(&day.to_string(), time);
    // One contact per booking: the open-booking limits are not what this test is about.
    b["email"] = json!(format!("hours{n}@example.com"));
    b["phone"] = json!(format!("0912-000-{n:03}"));
    let res = app.post_json("/api/bookings", &b).await;
    let status = res.status().as_u16();
    (status, res.json().await.unwrap_or(Value::Null))
}

/// `clinics.json` as published now, changed by `change`, approved by the admin.
async fn publish_hours(admin: &StaffClient, change: impl FnOnce(&mut Value)) -> (u16, Value) {
    let doc: Value = admin.get("/api/admin/content/document?path=clinics.json").await.json().await.unwrap();
    let mut clinics: Value = serde_json::from_str(doc["body"].as_str().unwrap()).unwrap();
    change(&mut clinics);
    let body = serde_json::to_string_pretty(&clinics).unwrap() + "\n";
    let draft = json!({"path": "clinics.json", "body": body, "baseRevision": doc["revision"]});
    let res = admin.put_json("/api/admin/content/draft", &draft).await;
    let status = res.status().as_u16();
    if status != 200 {
        return (status, res.json().await.unwrap_or(Value::Null));
    }
    assert_eq!(admin.post_json("/api/admin/content/submit", &json!({"path": "clinics.json"})).await.status(), 200);
    let res =
        admin.post_json("/api/admin/content/review", &json!({"path": "clinics.json", "decision": "approve"})).await;
    let status = res.status().as_u16();
    (status, res.json().await.unwrap_or(Value::Null))
}

fn code(err: &Value) -> Option<&str> {
    err["error"]["fields"][0]["code"].as_str()
}

#[tokio::test]
async fn an_edited_opening_hour_changes_the_slots_offered_and_the_servers_booking_check_on_both_instances() {
    let a = spawn_app().await;
    let b = spawn_with(Options { reuse: Some((a.database_url.clone(), a.uploads_dir())), ..Default::default() }).await;
    let admin = signed_in(&a, "admin", None).await;
    let (sunday, closed_sunday, saturday) = (coming(Weekday::Sun, 0), coming(Weekday::Sun, 1), coming(Weekday::Sat, 0));

    // As seeded: Sundays closed, Saturdays until 17:00.
    assert!(slots(&a, sunday).await.is_empty());
    assert_eq!(slots(&a, saturday).await.last().map(String::as_str), Some("16:30"));
    let (status, err) = book(&a, sunday, "10:00", 1).await;
    assert_eq!((status, err["error"]["fields"][0]["code"].as_str()), (422, Some("date_closed")), "{err}");

    // Staff close the second Sunday (a holiday) before the clinic opens on Sundays.
    let closure = json!({"branch": "taipei", "fromDate": closed_sunday.to_string(), "reason": "Holiday"});
    assert_eq!(admin.post_json("/api/admin/closures", &closure).await.status(), 201);

    // The clinic opens on Sundays 09:00–12:00 and closes Saturdays at 15:00.
    // In the same publication, the Taipei branch's new phone number.
    let (status, done) = publish_hours(&admin, |c| {
        c["branches"][0]["phone"] = json!("02-1111-2222");
        c["branches"][0]["internationalPhone"] = json!("+886 2 1111 2222");
        c["openingHours"][1]["closes"] = json!("15:00");
        c["openingHours"].as_array_mut().unwrap().push(json!({"days": ["sun"], "opens": "09:00", "closes": "12:00"}));
    })
    .await;
    assert_eq!(status, 200, "{done}");

    // At once on the instance that approved it: the slots offered and the booking check.
    assert_eq!(slots(&a, sunday).await, ["09:00", "09:30", "10:00", "10:30", "11:00", "11:30"]);
    assert_eq!(slots(&a, saturday).await.last().map(String::as_str), Some("14:30"));
    let (status, made) = book(&a, sunday, "09:00", 2).await;
    assert_eq!(status, 201, "{made}");
    let (status, err) = book(&a, saturday, "16:00", 3).await;
    assert_eq!((status, code(&err)), (422, Some("time_outside_hours")), "{err}");
    // The holiday stays closed in the hours it did not have before.
    assert!(slots(&a, closed_sunday).await.is_empty(), "the closure covers the new Sunday slots");
    let (status, err) = book(&a, closed_sunday, "09:00", 4).await;
    assert!(status == 409 || status == 422, "a closed slot takes no booking: {status} {err}");

    // The server's own pages give the new phone (a link that opens nothing names both branches').
    let page =
        a.get("/forms/aftercare?lang=en&token=aftercare.K7XP3M9QT2.9999999999.forged").await.text().await.unwrap();
    assert!(page.contains("tel:+886211112222") && !page.contains("tel:+886227001234"), "{page}");

    // The form without scripts, answering a send with problems, offers the new times.
    let res = a.client.post(a.url("/forms/booking")).header("origin", &a.base).form(&[("lang", "en")]).send().await;
    let form = res.unwrap().text().await.unwrap();
    assert!(form.contains("value=\"09:00\""), "the form without scripts offers 09:00: {form}");

    // The calendar shows the Sunday's slots and its booking.
    let cal: Value =
        admin.get(&format!("/api/admin/calendar?branch=taipei&from={sunday}&to={sunday}")).await.json().await.unwrap();
    let times: Vec<&str> =
        cal["days"][0]["slots"].as_array().unwrap().iter().map(|s| s["time"].as_str().unwrap()).collect();
    assert_eq!(times.first(), Some(&"09:00"), "{cal}");

    // The other instance follows within its poll.
    let started = Instant::now();
    while slots(&b, sunday).await.is_empty() {
        assert!(started.elapsed() < Duration::from_secs(10), "the other instance offers the Sunday slots");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    let (status, err) = book(&b, saturday, "16:00", 5).await;
    assert_eq!((status, code(&err)), (422, Some("time_outside_hours")), "{err}");
}

#[tokio::test]
async fn malformed_hours_and_the_values_still_compiled_in_are_refused_with_their_own_codes() {
    let app = spawn_app().await;
    let admin = signed_in(&app, "admin", None).await;
    let refused = [
        (json!([{"days": ["sun"], "opens": "12:00", "closes": "09:00"}]), "hours"),
        (json!([{"days": ["sunday"], "opens": "09:00", "closes": "12:00"}]), "hours"),
        (json!([{"days": ["mon"], "opens": "9:00", "closes": "12:00"}]), "hours"),
        (json!([{"days": ["mon"], "opens": "09:00"}]), "hours"),
    ];
    for (hours, expected) in refused {
        let (status, err) = publish_hours(&admin, |c| c["openingHours"] = hours.clone()).await;
        assert_eq!((status, code(&err)), (422, Some(expected)), "{hours}: {err}");
    }
    let (status, err) = publish_hours(&admin, |c| c["slotMinutes"] = json!(2)).await;
    assert_eq!((status, code(&err)), (422, Some("hours")), "{err}");
    // The time zone and the founding year are still compiled in.
    let (status, err) = publish_hours(&admin, |c| c["foundingYear"] = json!(1999)).await;
    assert_eq!((status, code(&err)), (422, Some("compiled")), "{err}");
    // Nothing of it was published: the seeded hours are still in force.
    assert_eq!(slots(&app, coming(Weekday::Sat, 0)).await.last().map(String::as_str), Some("16:30"));
}
