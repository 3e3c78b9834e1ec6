//! The command line beside `clinic serve`: staff accounts ([`admin`]), backups ([`backup`]), and
//! the retention purge and one patient's erasure ([`retention`]).

pub mod admin;
pub mod backup;
pub mod retention;
