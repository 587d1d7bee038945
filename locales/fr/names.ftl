
## src/i18n/names.rs

names-and = et
