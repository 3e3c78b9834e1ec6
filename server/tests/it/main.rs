//! The server's integration tests, one module per area, in one test binary: one build and one link
//! instead of one per file (a filter picks an area: `cargo test -p clinic-server --test it verify::`).
//! Each test spawns the real app on port 0 with a fresh database (`common::spawn`).

mod access_report;
mod admin_auth;
mod admin_inbox;
mod admin_tls;
mod admin_users_audit;
mod audit_chain;
mod authz_matrix;
mod availability_scale;
mod backup;
mod bookings;
mod chat_channels;
mod chat_delivery_rate;
mod closures;
mod common;
mod connections;
mod consent;
mod contract;
mod figures;
mod flood;
mod front_desk;
mod inbox_scale;
mod international;
mod multi_instance;
mod open_limits_two_instances;
mod openapi_document;
mod outbox;
mod phone_digits;
mod photo_bomb;
mod postgres_tls;
mod postgres_without_trgm;
mod real_services;
mod reminder_answers;
mod reminder_scale;
mod reminders;
mod retention;
mod self_service;
mod session_hardening;
mod signin_throttle;
mod static_site;
mod task_runner;
mod uploads;
mod verify;
mod waitlist;
mod waitlist_limits;
