//! The OpenAPI 3 document (`/api/openapi.json`), built from the handlers' own annotations and the
//! types they read and send, so it cannot drift from them.

use utoipa::OpenApi;

/// The document.
#[derive(OpenApi)]
#[openapi(
    info(title = "Clinic API", version = "1.0.0", description = "Bookings, inquiries, self-assessments and search."),
    paths(
        crate::routes::bookings::create,
        crate::routes::bookings::status,
        crate::routes::bookings::cancel,
        crate::routes::bookings::calendar,
        crate::routes::availability::availability,
        crate::routes::inquiries::create,
        crate::routes::assessments::create,
        crate::routes::search::search,
        crate::routes::health::healthz,
        crate::routes::health::readyz,
    )
)]
pub struct ApiDoc;

/// The document as JSON.
pub fn json() -> String {
    ApiDoc::openapi().to_json().unwrap_or_else(|_| "{}".into())
}
