//! The integration tests, compiled as one binary: the shared support (the Discord stand-in and
//! its harness, the store fixtures, the terminal harness) is built once instead of once per test
//! file, and CI links one test executable instead of thirty. Each file below is one module, so
//! `cargo test --test it store_migrate` runs one file's tests.

#[path = "../support/mod.rs"]
mod support;

#[path = "../fixtures/support.rs"]
mod store_fixtures;

#[path = "../fixtures/gen.rs"]
mod gen;

mod check_live;
mod cli_closed_pipe;
mod e2e_bot;
mod e2e_community;
mod e2e_community_settings;
mod e2e_faults;
mod e2e_group_dm;
mod e2e_languages;
mod e2e_options;
mod e2e_pictures;
mod e2e_ramino;
mod e2e_replay;
mod e2e_rumminy;
mod e2e_rumminy_game;
mod e2e_rumminy_restart;
mod e2e_rummoli;
mod e2e_rummy;
mod e2e_shards;
mod e2e_slow_games;
mod e2e_start_games;
mod e2e_tournament;
mod e2e_tournament_guard;
mod e2e_tournament_money;
mod e2e_tournament_presses;
mod e2e_tournament_restart;
mod e2e_web;
mod kill_simulate;
mod layers;
mod migrate_data;
mod play_terminal;
mod ramino_ai_strength;
mod ramino_reference;
mod readme;
mod rumino_ai_strength;
mod rumminy_ai_strength;
mod rummoli_ai_strength;
mod rummy_ai_strength;
mod simulate_parallel;
mod simulate_rumminy;
mod simulate_tournament;
mod sixth_game;
mod solver_reference;
mod standin_selftest;
mod store_check;
mod store_commit;
mod store_commit_batch;
mod store_commit_side_paths;
mod store_concurrency;
mod store_epoch;
mod store_house;
mod store_migrate;
mod store_migrate_later;
mod store_migrate_settings;
mod store_open;
mod store_open_postgres;
mod store_players;
mod store_ratings;
mod store_ratings_board;
mod store_ratings_every_game;
mod store_ratings_once;
mod store_sqlite_cli;
mod store_stats;
mod store_stats_boards;
mod store_stats_commits;
mod store_tournaments;
mod table_drafts;
mod table_ratings;
mod table_replay;
mod table_service;
mod table_service_chips;
mod table_service_outage;
mod table_service_restart;
mod tournament_service;
mod web_browser;
mod web_pages;
