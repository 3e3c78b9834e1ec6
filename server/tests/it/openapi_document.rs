//! The served OpenAPI document's own consistency, the parts a client generator and schemathesis
//! trust (the full validation runs in scripts/schemathesis-server.sh with two validators): path
//! parameters named by their path, links to operations that exist, one id per operation, staff
//! operations documented with the answers the login wall gives.

use crate::common;

use common::*;
use serde_json::Value;
use std::collections::BTreeSet;

const METHODS: [&str; 5] = ["get", "put", "post", "delete", "patch"];

async fn document() -> Value {
    let app = spawn_app().await;
    app.get("/api/openapi.json").await.json().await.expect("the document")
}

fn operations(doc: &Value) -> Vec<(String, String, Value)> {
    let mut out = Vec::new();
    for (path, item) in doc["paths"].as_object().expect("paths") {
        for m in METHODS {
            if let Some(op) = item.get(m) {
                out.push((m.to_string(), path.clone(), op.clone()));
            }
        }
    }
    out
}

#[tokio::test]
async fn every_path_parameter_is_in_its_path_and_every_placeholder_is_declared() {
    let doc = document().await;
    let mut wrong = Vec::new();
    for (method, path, op) in operations(&doc) {
        let declared: BTreeSet<String> = op["parameters"]
            .as_array()
            .map(|ps| {
                ps.iter().filter(|p| p["in"] == "path").filter_map(|p| p["name"].as_str().map(str::to_string)).collect()
            })
            .unwrap_or_default();
        let placeholders: BTreeSet<String> =
            path.split('{').skip(1).filter_map(|s| s.split_once('}').map(|(name, _)| name.to_string())).collect();
        if declared != placeholders {
            wrong.push(format!("{method} {path}: declared in path {declared:?}, placeholders {placeholders:?}"));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[tokio::test]
async fn the_booking_links_name_operations_that_exist() {
    let doc = document().await;
    let ids: BTreeSet<String> =
        operations(&doc).iter().filter_map(|(_, _, op)| op["operationId"].as_str().map(str::to_string)).collect();
    let links =
        doc["paths"]["/api/bookings"]["post"]["responses"]["201"]["links"].as_object().expect("links on a new booking");
    assert!(links.len() >= 5, "{links:?}");
    for (name, link) in links {
        let id = link["operationId"].as_str().unwrap_or_else(|| panic!("{name}: no operationId: {link}"));
        assert!(ids.contains(id), "{name} points to {id}, which is not an operation");
        assert_eq!(link["parameters"]["code"], "$response.body#/confirmationCode", "{name}");
    }
}

#[tokio::test]
async fn every_staff_operation_documents_the_login_wall_and_every_change_the_csrf_refusal() {
    let doc = document().await;
    let mut wrong = Vec::new();
    for (method, path, op) in operations(&doc) {
        if !path.starts_with("/api/admin/") || path.starts_with("/api/admin/session") && !path.contains("logout") {
            continue;
        }
        let has = |s: &str| op["responses"].get(s).is_some();
        if !has("401") || !has("400") || (method == "post" && !has("403")) {
            wrong.push(format!("{method} {path}"));
        }
    }
    assert!(wrong.is_empty(), "staff operations without 400/401 (and 403 for a change): {wrong:?}");
}

#[tokio::test]
async fn the_booking_schema_states_what_the_server_refuses() {
    let app = spawn_app().await;
    let doc: Value = app.get("/api/openapi.json").await.json().await.expect("the document");
    let schema = &doc["components"]["schemas"]["BookingRequest"];
    let names = |v: &Value| -> Vec<String> {
        v["enum"].as_array().expect("an enum").iter().filter_map(|s| s.as_str().map(str::to_string)).collect()
    };
    let core_branches: Vec<String> = clinic_core::model::Branch::ALL.iter().map(|b| b.as_str().to_string()).collect();
    assert_eq!(names(&schema["properties"]["branch"]), core_branches);
    // Every documented choice is booked; one outside it is refused as the schema says.
    for (i, tumor) in names(&schema["properties"]["tumorType"]).iter().enumerate() {
        let mut b = booking(&open_day(i), "10:00");
        b["tumorType"] = Value::from(tumor.as_str());
        assert_eq!(app.post_json("/api/bookings", &b).await.status(), 201, "tumorType {tumor}");
    }
    let mut b = booking(&open_day(0), "11:00");
    b["branch"] = Value::from("tainan");
    let res = app.post_json("/api/bookings", &b).await;
    assert_eq!(res.status(), 422);
    assert!(field_codes(&res.json().await.expect("json")).contains(&("branch".into(), "invalid_choice".into())));
    // Each field the schema requires is reported when it is missing.
    for field in schema["required"].as_array().expect("required fields") {
        let field = field.as_str().expect("a name");
        let mut b = booking(&open_day(0), "11:30");
        b.as_object_mut().expect("object").remove(field);
        let res = app.post_json("/api/bookings", &b).await;
        assert_eq!(res.status(), 422, "without {field}");
        let codes = field_codes(&res.json().await.expect("json"));
        assert!(codes.iter().any(|(f, _)| f == field), "without {field}: {codes:?}");
    }
}

#[tokio::test]
async fn every_operation_has_an_id_of_its_own() {
    let doc = document().await;
    let mut seen: std::collections::BTreeMap<String, String> = Default::default();
    let mut twice = Vec::new();
    for (method, path, op) in operations(&doc) {
        let id = op["operationId"].as_str().unwrap_or_default().to_string();
        assert!(!id.is_empty(), "{method} {path} has no operationId");
        if let Some(first) = seen.insert(id.clone(), format!("{method} {path}")) {
            twice.push(format!("{id}: {first} and {method} {path}"));
        }
    }
    assert!(twice.is_empty(), "operation ids used twice (a client generator needs them unique): {twice:?}");
}
