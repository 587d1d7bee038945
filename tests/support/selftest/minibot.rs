//! A minimal poise/serenity bot built like Rumino's (base URL through `proxy`, serenity's
//! ratelimiter off, commands registered in the guild), run in-process against the stand-in.

use serenity::all as sy;

use super::support::standin::*;

type BotError = Box<dyn std::error::Error + Send + Sync>;
type Ctx<'a> = poise::Context<'a, (), BotError>;

/// Card tables in this channel.
#[poise::command(slash_command, guild_only, subcommands("start", "hand"))]
async fn rumino(_ctx: Ctx<'_>) -> Result<(), BotError> {
    Ok(())
}

/// Open a table here.
#[poise::command(slash_command, description_localized("de", "Einen Tisch eröffnen."))]
async fn start(
    ctx: Ctx<'_>,
    #[description = "Chips each player puts in"]
    #[min = 1]
    #[max = 1000]
    stake: Option<u32>,
    #[description = "Let the ace count high"] ace_high: Option<bool>,
) -> Result<(), BotError> {
    let seats = (2..=6)
        .map(|n| sy::CreateSelectMenuOption::new(format!("{n} seats"), n.to_string()))
        .collect();
    let rows = vec![
        sy::CreateActionRow::Buttons(vec![
            sy::CreateButton::new("table:join").label("Join"),
            sy::CreateButton::new("table:leave")
                .label("Leave")
                .style(sy::ButtonStyle::Secondary),
        ]),
        sy::CreateActionRow::SelectMenu(sy::CreateSelectMenu::new(
            "table:seats",
            sy::CreateSelectMenuKind::String { options: seats },
        )),
    ];
    let text = format!(
        "Table open, stake {}, ace high {}",
        stake.unwrap_or(10),
        ace_high.unwrap_or(false)
    );
    ctx.send(poise::CreateReply::default().content(text).components(rows))
        .await?;
    Ok(())
}

/// Show your hand.
#[poise::command(slash_command)]
async fn hand(ctx: Ctx<'_>) -> Result<(), BotError> {
    ctx.defer_ephemeral().await?;
    ctx.send(
        poise::CreateReply::default()
            .content("A♠ 10♥ K♦")
            .ephemeral(true),
    )
    .await?;
    Ok(())
}

/// Components are answered by updating the message they are on.
fn on_event<'a>(
    framework: poise::FrameworkContext<'a, (), BotError>,
    event: &'a sy::FullEvent,
) -> poise::BoxFuture<'a, Result<(), BotError>> {
    Box::pin(async move {
        if let sy::FullEvent::InteractionCreate {
            interaction: sy::Interaction::Component(c),
        } = event
        {
            let values = match &c.data.kind {
                sy::ComponentInteractionDataKind::StringSelect { values } => values.join(","),
                _ => String::new(),
            };
            let text = format!("{} chose {} {values}", c.user.name, c.data.custom_id);
            let reply = sy::CreateInteractionResponseMessage::new().content(text);
            c.create_response(
                framework.serenity_context,
                sy::CreateInteractionResponse::UpdateMessage(reply),
            )
            .await?;
        }
        Ok(())
    })
}

/// A bot built like Rumino's: base URL through `proxy`, serenity's ratelimiter off, commands
/// registered in the guild, and a message built with serenity's builders sent at start.
pub async fn start_bot(standin: &StandIn) -> std::sync::Arc<sy::ShardManager> {
    let token = standin.config().token.clone();
    let http = sy::HttpBuilder::new(&token)
        .proxy(standin.base_url())
        .ratelimiter_disabled(true)
        .build();
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: vec![rumino()],
            event_handler: on_event,
            ..Default::default()
        })
        .setup(|ctx, _ready, framework| {
            Box::pin(async move {
                let guild = sy::GuildId::new(GUILD_ID);
                poise::builtins::register_in_guild(ctx, &framework.options().commands, guild)
                    .await?;
                let embed = sy::CreateEmbed::new()
                    .title("Lobby")
                    .description("Waiting")
                    .field("Pool", "30", true);
                let message = sy::CreateMessage::new()
                    .content("Rumino is here")
                    .embed(embed)
                    .button(sy::CreateButton::new("hello").label("Hello"));
                sy::ChannelId::new(CHANNEL_2_ID)
                    .send_message(ctx, message)
                    .await?;
                Ok(())
            })
        })
        .build();
    let mut client = sy::ClientBuilder::new_with_http(http, sy::GatewayIntents::non_privileged())
        .framework(framework)
        .await
        .expect("serenity client");
    let manager = client.shard_manager.clone();
    tokio::spawn(async move {
        let _ = client.start().await;
    });
    manager
}
