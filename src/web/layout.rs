//! The pages' shell and the few pieces every page uses: the layout (a header, the page, a
//! footer), the style sheet, the reader's language, and the bot's short Markdown (as Discord
//! shows it) turned into safe HTML. Everything is escaped by the template; only
//! [`markdown`] builds markup from text, after escaping it.

use axum::http::HeaderMap;
use maud::{html, Markup, PreEscaped, DOCTYPE};

use crate::lang::Lang;

/// The style sheet, served at `/style.css` (the CSP allows no inline style).
pub const STYLE: &str = include_str!("style.css");

/// The replay's keys (← →, Home, End), served at `/replay.js`; the page works without it.
pub const REPLAY_JS: &str = include_str!("replay.js");

/// The reader's language: `?lang=` if given, else the first of `Accept-Language` we speak.
#[must_use]
pub fn reader_lang(asked: Option<&str>, headers: &HeaderMap) -> Lang {
    if let Some(lang) = asked.and_then(Lang::parse) {
        return lang;
    }
    let accept = headers
        .get(axum::http::header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    accept
        .split(',')
        .filter_map(|part| part.split(';').next())
        .find_map(|tag| Lang::parse(tag.trim().split('-').next().unwrap_or("")))
        .unwrap_or(Lang::En)
}

/// A whole page: `title` in the tab and as the heading, `body` below it.
#[must_use]
pub fn page(lang: Lang, title: &str, body: Markup) -> Markup {
    page_refreshed(lang, title, body, None)
}

/// A page that reloads itself every `refresh` seconds (one that follows something running).
#[must_use]
pub fn page_refreshed(lang: Lang, title: &str, body: Markup, refresh: Option<u32>) -> Markup {
    html! {
        (DOCTYPE)
        html lang=(lang.code()) {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                meta name="robots" content="noindex";
                @if let Some(secs) = refresh {
                    meta http-equiv="refresh" content=(secs);
                }
                title { (title) " · Rumino" }
                link rel="stylesheet" href="/style.css";
            }
            body {
                header { a.brand href="/" { "🃏 Rumino" } }
                main {
                    h1 { (title) }
                    (body)
                }
                footer {
                    (crate::say!(lang, "web-rumino-hosts-rummy-family-card"))
                }
            }
        }
    }
}

/// The bot's Markdown as Discord shows it, as HTML: `**bold**`, `*italic*`, `` `code` `` and
/// line breaks; mentions (`<@id>`) become `names`' entry, or "a player". Escaped first, so no
/// text can write markup.
#[must_use]
pub fn markdown(text: &str, names: &dyn Fn(i64) -> Option<String>) -> Markup {
    let text = timestamps(&mentions(text, names));
    let escaped = maud::html! { (text) }.into_string();
    let mut out = String::with_capacity(escaped.len() + 16);
    for (i, line) in escaped.lines().enumerate() {
        if i > 0 {
            out.push_str("<br>");
        }
        out.push_str(&inline(line));
    }
    PreEscaped(out)
}

/// A moment (unix ms) as a date, in UTC: `2026-11-28`.
#[must_use]
pub fn date(ms: i64) -> String {
    chrono::DateTime::from_timestamp_millis(ms)
        .map_or_else(String::new, |t| t.format("%Y-%m-%d").to_string())
}

/// Discord's timestamps (`<t:seconds:style>`) as UTC dates, or date and time for the styles
/// that show one.
fn timestamps(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find("<t:") {
        out.push_str(&rest[..at]);
        let after = &rest[at + 3..];
        let Some(end) = after.find('>') else {
            out.push_str("<t:");
            rest = after;
            continue;
        };
        let (secs, style) = after[..end].split_once(':').unwrap_or((&after[..end], "f"));
        match secs
            .parse::<i64>()
            .ok()
            .and_then(|s| chrono::DateTime::from_timestamp(s, 0))
        {
            Some(t) => {
                let format = if matches!(style, "d" | "D") {
                    "%Y-%m-%d"
                } else {
                    "%Y-%m-%d %H:%M UTC"
                };
                out.push_str(&t.format(format).to_string());
                rest = &after[end + 1..];
            }
            None => {
                out.push_str("<t:");
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// `<@id>` and `<@!id>` replaced by the member's name.
fn mentions(text: &str, names: &dyn Fn(i64) -> Option<String>) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find("<@") {
        out.push_str(&rest[..at]);
        let after = &rest[at + 2..];
        let digits = after.trim_start_matches('!');
        let end = digits
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(digits.len());
        match (digits[..end].parse::<i64>(), digits[end..].starts_with('>')) {
            (Ok(id), true) => {
                out.push_str(&names(id).unwrap_or_else(|| "a player".to_owned()));
                rest = &digits[end + 1..];
            }
            _ => {
                out.push_str("<@");
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// One escaped line's `**`, `*` and `` ` `` pairs as tags; an unpaired mark stays as it is.
fn inline(line: &str) -> String {
    let mut out = line.to_owned();
    for (mark, open, close) in [
        ("**", "<strong>", "</strong>"),
        ("`", "<code>", "</code>"),
        ("*", "<em>", "</em>"),
        ("__", "<u>", "</u>"),
    ] {
        out = pairs(&out, mark, open, close);
    }
    out
}

fn pairs(text: &str, mark: &str, open: &str, close: &str) -> String {
    let parts: Vec<&str> = text.split(mark).collect();
    if parts.len() < 3 {
        return text.to_owned();
    }
    let mut out = String::with_capacity(text.len() + 16);
    let paired = if parts.len() % 2 == 1 {
        parts.len()
    } else {
        parts.len() - 1
    };
    for (i, part) in parts.iter().enumerate() {
        if i > 0 {
            if i < paired {
                out.push_str(if i % 2 == 1 { open } else { close });
            } else {
                out.push_str(mark);
            }
        }
        out.push_str(part);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn md(text: &str) -> String {
        markdown(text, &|id| (id == 7).then(|| "Ann <b>".to_owned())).into_string()
    }

    #[test]
    fn the_bots_markdown_reads_as_html_and_never_writes_markup() {
        assert_eq!(md("**Turn:** <@7>"), "<strong>Turn:</strong> Ann &lt;b&gt;");
        assert_eq!(md("a `7♥` b\n*it*"), "a <code>7♥</code> b<br><em>it</em>");
        assert_eq!(md("<script>x</script>"), "&lt;script&gt;x&lt;/script&gt;");
        assert_eq!(md("<@8> and <@x>"), "a player and &lt;@x&gt;");
        assert_eq!(md("2 * 3"), "2 * 3");
        assert_eq!(md("<t:1795824000:d>: +5"), "2026-11-28: +5");
        assert_eq!(md("<t:x:d>"), "&lt;t:x:d&gt;");
    }

    #[test]
    fn the_readers_language_is_asked_or_accepted() {
        let mut headers = HeaderMap::new();
        assert_eq!(reader_lang(None, &headers), Lang::En);
        headers.insert(
            axum::http::header::ACCEPT_LANGUAGE,
            "pt-BR,it;q=0.8,en;q=0.5".parse().unwrap(),
        );
        assert_eq!(reader_lang(None, &headers), Lang::It);
        headers.insert(
            axum::http::header::ACCEPT_LANGUAGE,
            "fr-FR,it;q=0.8".parse().unwrap(),
        );
        assert_eq!(reader_lang(None, &headers), Lang::Fr);
        assert_eq!(reader_lang(Some("en"), &headers), Lang::En);
    }
}
