//! The OpenAPI 3 document (`/api/openapi.json`), built from the handlers' own annotations and the
//! types they read and send, so it cannot drift from them.

pub mod constraints;
pub mod errors;
pub mod links;

use crate::routes::openapi::errors::AdminErrors;
use crate::routes::openapi::links::BookingLinks;
use utoipa::OpenApi;

/// The document.
#[derive(OpenApi)]
#[openapi(
    info(title = "Clinic API", version = "1.0.0", description = "Bookings, inquiries, self-assessments and search; the staff API under /api/admin."),
    paths(
        crate::routes::bookings::create,
        crate::routes::bookings::status,
        crate::routes::bookings::cancel,
        crate::routes::bookings::reschedule,
        crate::routes::bookings::calendar,
        crate::routes::verify::verify_api,
        crate::routes::reminder_answer::answer_page,
        crate::routes::reminder_answer::answer_form,
        crate::routes::aftercare::page,
        crate::routes::aftercare::answer,
        crate::routes::aftercare::follow_up,
        crate::routes::intake::form_page,
        crate::routes::intake::form_post,
        crate::routes::intake::show,
        crate::routes::intake::save_draft,
        crate::routes::intake::send,
        crate::routes::intake::visit_info::info_page,
        crate::routes::intake::visit_info::acknowledge,
        crate::routes::reminder_channel::show,
        crate::routes::reminder_channel::choose,
        crate::routes::line_login::callback,
        crate::routes::webhooks::line,
        crate::routes::webhooks::whatsapp,
        crate::routes::webhooks::whatsapp_handshake,
        crate::routes::availability::availability,
        crate::routes::inquiries::create,
        crate::routes::waitlist::join,
        crate::routes::waitlist::offer,
        crate::routes::waitlist::accept,
        crate::routes::assessments::create,
        crate::routes::search::search,
        crate::routes::health::healthz,
        crate::routes::health::readyz,
        crate::routes::admin_auth::sign_in,
        crate::routes::admin_auth::sign_in_code,
        crate::routes::admin_auth::me,
        crate::routes::admin_auth::logout,
        crate::routes::admin_auth::logout_all,
        crate::routes::admin_auth::change_password,
        crate::routes::admin_users::list,
        crate::routes::admin_users::create,
        crate::routes::admin_users::change,
        crate::routes::admin_audit::list,
        crate::routes::admin_audit::export,
        crate::routes::admin_inbox::inbox,
        crate::routes::admin_inbox::inbox_csv,
        crate::routes::admin_inbox::triage,
        crate::routes::admin_inbox::overview_handler,
        crate::routes::admin_inbox::booking,
        crate::routes::admin_inbox::booking_status,
        crate::routes::admin_inbox::booking_reschedule,
        crate::routes::admin_bulk::bulk_cancel,
        crate::routes::admin_inbox::inquiry,
        crate::routes::admin_inbox::inquiry_reply,
        crate::routes::admin_inbox::inquiry_status,
        crate::routes::admin_inbox::assessment,
        crate::routes::admin_inbox::assessment_review,
        crate::routes::admin_inbox::assessment_status,
        crate::routes::admin_inbox::photo,
        crate::routes::admin_inbox::note,
        crate::routes::admin_inbox::assignee,
        crate::routes::admin_intake::intake,
        crate::routes::admin_intake::intake_photo,
        crate::routes::admin_intake::review,
        crate::routes::admin_intake::chart,
        crate::routes::admin_intake::chart_printed,
        crate::routes::admin_intake::to_review,
        crate::routes::admin_intake::aftercare_handled,
        crate::routes::admin_calendar::calendar,
        crate::routes::admin_calendar::list_closures,
        crate::routes::admin_calendar::add_closure,
        crate::routes::admin_calendar::remove_closure,
        crate::routes::admin_calendar::set_capacity,
        crate::routes::admin_figures::figures_handler,
        crate::routes::admin_front_desk::day,
        crate::routes::admin_front_desk::arrived,
        crate::routes::admin_front_desk::undo_arrived,
        crate::routes::admin_front_desk::figures,
        crate::routes::admin_retention::periods,
        crate::routes::admin_retention::preview,
        crate::routes::admin_retention::erase,
        crate::routes::admin_users::set_content_role,
        crate::routes::admin_content::list,
        crate::routes::admin_content::document,
        crate::routes::admin_content::save_draft,
        crate::routes::admin_content::submit,
        crate::routes::admin_content::review,
        crate::routes::admin_content::claim_rules,
        crate::routes::admin_content_images::upload,
        crate::routes::admin_content_images::list,
        crate::routes::media::serve,
        crate::routes::admin_site::versions,
        crate::routes::admin_site::rollback,
        crate::routes::admin_waitlist::day,
        crate::routes::admin_access_report::report,
        crate::routes::admin_access_report::report_csv,
    ),
    modifiers(&StaffSession, &AdminErrors, &BookingLinks)
)]
pub struct ApiDoc;

/// The staff session cookie as a security scheme (`/api/admin/*`; changes also need `X-CSRF-Token`).
struct StaffSession;

impl utoipa::Modify for StaffSession {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        use utoipa::openapi::security::{ApiKey, ApiKeyValue, SecurityScheme};
        let components = openapi.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            "session",
            SecurityScheme::ApiKey(ApiKey::Cookie(ApiKeyValue::with_description(
                "clinic_session",
                "Set by POST /api/admin/session/totp (named __Host-clinic_session over TLS). Every POST also \
                 needs the header X-CSRF-Token from the sign-in answer or GET /api/admin/me, from our origin.",
            ))),
        );
    }
}

/// The document as JSON.
pub fn json() -> String {
    let mut doc = serde_json::to_value(ApiDoc::openapi()).unwrap_or_default();
    crate::routes::openapi::links::fix_link_keys(&mut doc);
    crate::routes::openapi::constraints::apply(&mut doc);
    doc.to_string()
}
