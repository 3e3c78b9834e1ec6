//! The served OpenAPI document's own consistency, the parts a client generator and schemathesis
//! trust (the full validation runs in scripts/schemathesis-server.sh with two validators): path
//! parameters named by their path, links to operations that exist, staff operations documented with
//! the answers the login wall gives.

mod common;

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
