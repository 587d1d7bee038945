//! `rumino run`: the bot. Wires the store, the table service, the renderer and poise together.

use std::sync::Arc;

use poise::serenity_prelude::{self as serenity, FullEvent, HttpBuilder, Interaction};

use super::{
    commands, drafting, errors, notify::Notifier, option_check, rest::Rest, router,
    table_message::Renderer, unparsed::Unparsed, Data, Error,
};
use crate::{
    config::Config,
    shards::Shards,
    store::Store,
    table::{Clock, ServiceConfig, TableService},
    tournament::TournamentService,
};

/// Runs the bot until it is stopped (SIGINT/SIGTERM) or Discord refuses it.
///
/// # Errors
/// The database cannot be opened, or Discord rejects the token or the connection.
pub async fn run(config: Config) -> anyhow::Result<()> {
    let store = Store::open(&config.database_url).await?;
    crate::latency::spawn_summaries();
    let shards = config.shards.unwrap_or(Shards::ALL);
    let service_config = ServiceConfig {
        shards,
        ..ServiceConfig::default()
    };
    let (service, report) =
        TableService::start(store.clone(), service_config, clock(&config)).await?;
    tracing::info!(
        shards = %shards,
        resumed = report.resumed,
        set_aside = report.set_aside.len(),
        "tables recovered"
    );
    if let Some(web) = &config.web {
        crate::web::serve(web, service.clone()).await?;
    }
    let web_links = config
        .web
        .as_ref()
        .map(|w| crate::web::Links::new(&w.base_url));
    let base = config
        .api_base_url
        .clone()
        .unwrap_or_else(|| "https://discord.com".to_owned());
    let rest = Rest::new(&base, config.token.expose());
    let renderer = Renderer::new(
        rest.clone(),
        store.clone(),
        service.clone(),
        web_links.clone(),
    );
    show_open_tables(&store, &service, &renderer).await?;

    // serenity's requests go through the same request policy as the bot's own (see `rest`):
    // its own rate limiter would bypass the forwarder and never retries a server error.
    let forwarder = super::rest::forward::start(rest.clone()).await?;
    let http = HttpBuilder::new(config.token.expose())
        .proxy(forwarder)
        .ratelimiter_disabled(true);
    let dev_guild = config.dev_guild_id;
    let table_defaults = crate::table::TableOptions {
        computer_delay_ms: config.computer_delay_ms,
        ..Default::default()
    };
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: commands::all(),
            event_handler: |framework, event| Box::pin(event_handler(framework, event)),
            on_error: |error| Box::pin(errors::on_error(error)),
            // Options that are not what we registered are refused before poise parses them.
            command_check: Some(|ctx| Box::pin(option_check::command_check(ctx))),
            ..Default::default()
        })
        .setup(move |ctx, ready, _framework| {
            Box::pin(async move {
                // Registered as built from the games' declarations (each game's own options).
                let commands = super::option_check::registered();
                match dev_guild {
                    Some(guild) => ctx.http.create_guild_commands(serenity::GuildId::new(guild), &commands).await?,
                    None => ctx.http.create_global_commands(&commands).await?,
                };
                let notifier = Notifier::new(rest.clone(), ready.application.id.get(), service.clone(), renderer.painter());
                let tournaments = TournamentService::new(service.clone());
                let web = web_links.clone();
                let data = Arc::new(Data { service, tournaments, table_defaults, renderer, notifier, rest, web });
                tokio::spawn(follow_tables(data.clone()));
                tokio::spawn(super::tournament_places::follow(data.clone(), ctx.http.clone()));
                tracing::info!(user = %ready.user.name, guilds = ready.guilds.len(), "connected to Discord");
                Ok(data)
            })
        })
        .build();
    // Slash commands and buttons arrive as interactions: no privileged intent is needed.
    let intents = serenity::GatewayIntents::GUILDS;
    let http = http.build();
    // Check the token first: serenity would otherwise retry a rejected gateway login forever.
    check_token(&http).await?;
    let client = serenity::ClientBuilder::new_with_http(http, intents)
        .cache_settings(lean_cache())
        .framework(framework)
        // Interactions serenity cannot read reach neither poise nor the router: answer them.
        .raw_event_handler(Unparsed)
        .await?;
    serve(client, config.shards).await
}

/// Runs the gateway connections of `shards_here` (all of them by default) until a signal stops
/// them.
async fn serve(mut client: serenity::Client, shards_here: Option<Shards>) -> anyhow::Result<()> {
    let shards = client.shard_manager.clone();
    tokio::spawn(async move {
        shutdown_signal().await;
        tracing::info!("shutting down");
        shards.shutdown_all().await;
    });
    let started = match shards_here {
        // Every shard here, as many as Discord recommends for the bot's servers.
        None => client.start_autosharded().await,
        // serenity's range end is included, as in SHARDS.
        Some(s) => {
            client
                .start_shard_range(s.first()..s.last(), s.count())
                .await
        }
    };
    started.map_err(|e| match e {
        serenity::Error::Http(ref h) if h.status_code().is_some_and(|s| s.as_u16() == 401) => {
            anyhow::anyhow!(
                "Discord rejected DISCORD_TOKEN (401 Unauthorized): check the bot token in .env"
            )
        }
        other => anyhow::anyhow!("the Discord connection failed: {other}"),
    })
}

/// Has the renderer keep every open table's message up to date; a table whose first message was
/// lost before the bot stopped gets one now.
async fn show_open_tables(
    store: &Store,
    service: &TableService,
    renderer: &Renderer,
) -> anyhow::Result<()> {
    for table in store.open_tables().await? {
        let Some(state) = service.state(table.id) else {
            continue;
        };
        match table.message_id {
            Some(message) => {
                renderer.set_message(table.id, table.channel_id.0 as u64, message as u64);
                renderer.show(state);
            }
            // Its first message was lost before the bot stopped: it gets one now.
            None => {
                let renderer = renderer.clone();
                tokio::spawn(async move {
                    if let Err(error) = renderer.post(&state).await {
                        tracing::warn!(table = %state.id, %error, "could not post the table message");
                    }
                });
            }
        }
    }
    Ok(())
}

/// serenity's cache, kept to what it needs for itself: the bot reads guilds, channels, members
/// and messages from interactions, never from the cache, and a bot in many servers would
/// otherwise hold every channel of each.
fn lean_cache() -> serenity::cache::Settings {
    let mut settings = serenity::cache::Settings::default();
    settings.max_messages = 0;
    settings.cache_guilds = false;
    settings.cache_channels = false;
    settings.cache_users = false;
    settings
}

/// Whether Discord takes the bot's token, with what to do if it does not.
async fn check_token(http: &serenity::Http) -> anyhow::Result<()> {
    match http.get_current_user().await {
        Ok(_) => Ok(()),
        Err(e) => Err(match e {
            serenity::Error::Http(ref h) if h.status_code().is_some_and(|s| s.as_u16() == 401) => {
                anyhow::anyhow!("Discord rejected DISCORD_TOKEN (401 Unauthorized): check the bot token in .env")
            }
            other => anyhow::anyhow!("cannot reach Discord: {other}"),
        }),
    }
}

/// The system clock, moved ahead by the configured offset (tests of the daily grant).
fn clock(config: &Config) -> Clock {
    match config.clock_offset_ms {
        0 => Clock::system(),
        offset => Clock::accelerated(Clock::system().now_ms() + offset, 1),
    }
}

async fn shutdown_signal() {
    let ctrl_c = tokio::signal::ctrl_c();
    #[cfg(unix)]
    {
        let mut term =
            match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
                Ok(s) => s,
                Err(_) => return std::future::pending().await,
            };
        tokio::select! {
            _ = ctrl_c => {},
            _ = term.recv() => {},
        }
    }
    #[cfg(not(unix))]
    let _ = ctrl_c.await;
}

/// Every committed change: the table message is re-rendered, players who must act are nudged.
async fn follow_tables(data: Arc<Data>) {
    let mut notices = data.service.subscribe();
    // Tables moved on before this started (a clock that ran out while the bot was down fires
    // at start-up), and their notices are gone: their turn pings are caught up from where they
    // stand now.
    catch_up_pings(&data).await;
    loop {
        match notices.recv().await {
            Ok(notice) => {
                data.renderer.show(notice.state.clone());
                let data = data.clone();
                tokio::spawn(async move {
                    crate::latency::done(crate::latency::Stage::Notice, notice.committed);
                    // A nudge re-renders the player's hand: only from the newest state, so a
                    // late task cannot put an older hand over one a click already updated.
                    let newest = data.service.state(notice.table);
                    if newest.is_some_and(|s| s.version == notice.state.version) {
                        let can_post = !data.renderer.by_interactions(&notice.state);
                        data.notifier
                            .on_change(&notice.state, notice.committed, can_post)
                            .await;
                    }
                });
            }
            // Missed notices only mean missed intermediate states: the latest is rendered, and
            // the pings follow the tables as they stand.
            Err(tokio::sync::broadcast::error::RecvError::Lagged(_)) => catch_up_pings(&data).await,
            Err(tokio::sync::broadcast::error::RecvError::Closed) => return,
        }
    }
}

async fn catch_up_pings(data: &Arc<Data>) {
    for table in data.service.tables() {
        match data.service.state(table) {
            Some(state) if !data.renderer.by_interactions(&state) => {
                data.notifier.pings.on_change(&state).await;
            }
            _ => {}
        }
    }
}

async fn event_handler(
    framework: poise::FrameworkContext<'_, Arc<Data>, Error>,
    event: &FullEvent,
) -> Result<(), Error> {
    match event {
        FullEvent::InteractionCreate {
            interaction: Interaction::Component(component),
        } => {
            router::handle_component(framework.serenity_context, framework.user_data, component)
                .await?;
        }
        FullEvent::InteractionCreate {
            interaction: Interaction::Modal(modal),
        } => {
            drafting::handle_modal(framework.serenity_context, framework.user_data, modal).await?;
        }
        _ => {}
    }
    Ok(())
}
