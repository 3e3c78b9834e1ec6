//! The error answers every staff operation can give, added to the OpenAPI document in one place
//! (issue 29: schemathesis found 400 and 415 answered but not documented on most of them). They
//! come from the shared extractors and the session check, not from each handler, so each handler's
//! annotation need not repeat them:
//! - 400 `malformed`: a query string or JSON body that cannot be read (`crate::http::extract`);
//! - 401 `unauthorized`: no valid session (not for the two sign-in steps, which have their own);
//! - 403 `csrf` on every change: not from our origin or without the session's `X-CSRF-Token`;
//! - 404 `not_found` where the path names a record; 413 and 415 where there is a body.

use utoipa::openapi::path::{Operation, ParameterIn};
use utoipa::openapi::{ContentBuilder, Ref, RefOr, ResponseBuilder};

/// The modifier (see [`crate::routes::openapi::ApiDoc`]).
pub struct AdminErrors;

/// Operations that need no session (the sign-in steps).
const BEFORE_SESSION: [&str; 2] = ["/api/admin/session", "/api/admin/session/totp"];

fn add(op: &mut Operation, status: &str, description: &str) {
    op.responses.responses.entry(status.to_string()).or_insert_with(|| {
        RefOr::T(
            ResponseBuilder::new()
                .description(description)
                .content(
                    "application/json",
                    ContentBuilder::new().schema(Some(RefOr::Ref(Ref::from_schema_name("Error")))).build(),
                )
                .build(),
        )
    });
}

impl utoipa::Modify for AdminErrors {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        for (path, item) in openapi.paths.paths.iter_mut() {
            if !path.starts_with("/api/admin/") {
                continue;
            }
            let signed_in = !BEFORE_SESSION.contains(&path.as_str());
            for (is_change, op) in [(false, item.get.as_mut()), (true, item.post.as_mut())] {
                let Some(op) = op else { continue };
                add(op, "400", "malformed: the query string or the body cannot be read");
                if signed_in {
                    add(op, "401", "unauthorized: no valid session");
                    if is_change {
                        add(op, "403", "csrf: not from our origin, or without the session's X-CSRF-Token");
                    }
                }
                let names_a_record = op
                    .parameters
                    .as_ref()
                    .is_some_and(|ps| ps.iter().any(|p| matches!(p.parameter_in, ParameterIn::Path)));
                if names_a_record {
                    add(op, "404", "not_found");
                }
                if op.request_body.is_some() {
                    add(op, "413", "too_large: the body is over the limit");
                    add(op, "415", "unsupported_media_type: the body is not JSON");
                }
            }
        }
    }
}
