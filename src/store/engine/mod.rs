//! The code that takes a connection, written once and compiled once per engine: `sqlite` and
//! `postgres` each include this folder as their `engine` module, so `super` here is that
//! engine, whose connection type and dialect these files read through the names below.

pub(crate) mod apply;
pub(crate) mod audit;
pub(crate) mod batch;
pub(crate) mod ledger;
pub(crate) mod rated;

use super::{insert_run, run_len, Conn, Engine, RECOMPUTE_BUCKETS_SQL, SAVEPOINT_EACH_STATEMENT};
