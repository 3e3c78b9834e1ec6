//! OpenAPI links for the booking life cycle (issue 29): from a new booking to what a patient and the
//! staff then do with it, so schemathesis' stateful phase follows book → look up → calendar file →
//! cancel, and book → staff detail → confirm, with the real confirmation code and contact.

use utoipa::openapi::link::LinkBuilder;
use utoipa::openapi::RefOr;

/// The modifier (see [`crate::routes::openapi::ApiDoc`]).
pub struct BookingLinks;

impl utoipa::Modify for BookingLinks {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let code = "$response.body#/confirmationCode";
        let contact = "$request.body#/email";
        let links = [
            (
                "LookUpBooking",
                LinkBuilder::new()
                    .operation_id("status")
                    .parameter("code", code)
                    .parameter("contact", contact)
                    .description("The patient looks the booking up with its code and their e-mail."),
            ),
            (
                "BookingCalendarFile",
                LinkBuilder::new()
                    .operation_id("bookingCalendarFile")
                    .parameter("code", code)
                    .parameter("contact", contact)
                    .description("The patient adds the visit to their calendar."),
            ),
            (
                "CancelBooking",
                LinkBuilder::new()
                    .operation_id("cancel")
                    .parameter("code", code)
                    .request_body(Some(serde_json::json!({ "contact": contact })))
                    .description("The patient cancels."),
            ),
            (
                "StaffOpensBooking",
                LinkBuilder::new()
                    .operation_id("booking")
                    .parameter("code", code)
                    .description("Staff open the booking from the inbox."),
            ),
            (
                "StaffConfirmsBooking",
                LinkBuilder::new()
                    .operation_id("booking_status")
                    .parameter("code", code)
                    .request_body(Some(serde_json::json!({ "status": "confirmed" })))
                    .description("Staff confirm the booking."),
            ),
        ];
        let Some(op) = openapi.paths.paths.get_mut("/api/bookings").and_then(|item| item.post.as_mut()) else {
            return;
        };
        let Some(RefOr::T(created)) = op.responses.responses.get_mut("201") else { return };
        for (name, link) in links {
            created.links.insert(name.to_string(), RefOr::T(link.build()));
        }
    }
}

/// Writes the Link Objects' field names as OpenAPI spells them (`operationId`, `operationRef`,
/// `requestBody`): utoipa 5.5 serialises them in snake case, which both validators reject.
pub fn fix_link_keys(doc: &mut serde_json::Value) {
    let Some(paths) = doc.get_mut("paths").and_then(|p| p.as_object_mut()) else { return };
    for item in paths.values_mut().filter_map(|i| i.as_object_mut()) {
        for op in item.values_mut().filter_map(|o| o.get_mut("responses")).filter_map(|r| r.as_object_mut()) {
            for response in op.values_mut() {
                let Some(links) = response.get_mut("links").and_then(|l| l.as_object_mut()) else { continue };
                for link in links.values_mut().filter_map(|l| l.as_object_mut()) {
                    for (snake, camel) in [
                        ("operation_id", "operationId"),
                        ("operation_ref", "operationRef"),
                        ("request_body", "requestBody"),
                    ] {
                        if let Some(v) = link.remove(snake) {
                            link.insert(camel.to_string(), v);
                        }
                    }
                }
            }
        }
    }
}
