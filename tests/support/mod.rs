//! Support code shared by the integration tests. Each test binary declares `mod support;` and uses
//! the part it needs, so unused items are expected here.
#![allow(dead_code)]

pub mod cli;
pub mod engines;
pub mod harness;
pub mod logs;
pub mod pg_cluster;
pub mod service;
pub mod standin;
pub mod table;
pub mod terminal;
