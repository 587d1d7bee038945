//! Copying a whole SQLite database into an empty PostgreSQL one (`rumino migrate-data`): every
//! table of the schema, rows and ids as they are, open games included, in one transaction on the
//! target. The rows already carry what the schema's triggers would derive (chips in accounts and
//! pools, ratings, buckets), so the target's own triggers are switched off for the copy (inside
//! its transaction: no other session ever sees them off) and its foreign keys still check every
//! row. The sequences are then moved past the copied ids.

use sqlx::{Connection, PgConnection, Row, SqliteConnection};

use super::{Backend, Store, StoreError};

/// The schema's tables that hold data, in an order that satisfies their foreign keys.
pub const COPIED_TABLES: &[&str] = &[
    "servers",
    "accounts",
    "tables",
    "games",
    "seats",
    "hands",
    "actions",
    "tournaments",
    "tournament_entrants",
    "tournament_tables",
    "ledger",
    "stat_buckets",
    "drafts",
    "ratings",
    "rating_changes",
    "player_settings",
    "player_names",
    "game_shares",
    "turn_pings",
];

/// Tables the migrations fill on both engines: compared row by row, not copied.
const SEEDED_TABLES: &[&str] = &["ledger_kinds", "stat_spans"];

/// Rows read from the source, and sent to the target in one statement.
const CHUNK: usize = 2_000;

/// One table's rows in the source and, after the copy, in the target.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CopiedTable {
    pub table: &'static str,
    pub source_rows: i64,
    pub target_rows: i64,
}

/// A column's values for one batch, typed as PostgreSQL declares the column.
enum Values {
    Int(Vec<Option<i64>>),
    Text(Vec<Option<String>>),
}

impl Store {
    /// Copies this (SQLite) store's whole database into `target` (PostgreSQL), which must hold
    /// no data yet, in one transaction on the target, and returns the row counts of both, table
    /// by table. Reads the source in one snapshot, so it may run beside a live bot (whose later
    /// actions are then not copied: stop the bot first).
    ///
    /// # Errors
    /// [`StoreError::CannotCopy`] if the engines are not SQLite to PostgreSQL, the target holds
    /// data, or the source has a table or column the target lacks (nothing is written then);
    /// database errors, after which the target is left as it was.
    pub async fn copy_into(&self, target: &Store) -> Result<Vec<CopiedTable>, StoreError> {
        let (Backend::Sqlite(from), Backend::Postgres(to)) =
            (&self.inner.backend, &target.inner.backend)
        else {
            return Err(StoreError::CannotCopy(format!(
                "migrate-data copies from SQLite to PostgreSQL; here from {} to {}",
                self.engine(),
                target.engine()
            )));
        };
        let mut source = from.reader().acquire().await?;
        let mut src = source.begin().await?;
        let mut writer = to.writer().await?;
        let mut dst = writer.begin().await?;
        refuse_unknown_tables(&mut src).await?;
        refuse_data(&mut dst, target.path()).await?;
        for table in SEEDED_TABLES {
            compare_seeded(&mut src, &mut dst, table).await?;
        }
        let mut counts = Vec::new();
        for &table in COPIED_TABLES {
            sqlx::query(&format!("ALTER TABLE {table} DISABLE TRIGGER USER"))
                .execute(&mut *dst)
                .await?;
            let source_rows = copy_table(&mut src, &mut dst, table).await?;
            sqlx::query(&format!("ALTER TABLE {table} ENABLE TRIGGER USER"))
                .execute(&mut *dst)
                .await?;
            let target_rows = count(&mut dst, table).await?;
            counts.push(CopiedTable {
                table,
                source_rows,
                target_rows,
            });
        }
        if let Some(c) = counts.iter().find(|c| c.source_rows != c.target_rows) {
            return Err(StoreError::CannotCopy(format!(
                "{} has {} rows in the source but {} were written; nothing was kept",
                c.table, c.source_rows, c.target_rows
            )));
        }
        advance_sequences(&mut dst).await?;
        dst.commit().await?;
        src.rollback().await?;
        Ok(counts)
    }
}

/// Refuses a source holding a table this copy does not know (a newer or foreign schema).
async fn refuse_unknown_tables(src: &mut SqliteConnection) -> Result<(), StoreError> {
    let names: Vec<String> = sqlx::query_scalar(
        "SELECT name FROM sqlite_master WHERE type = 'table' \
         AND name NOT LIKE 'sqlite_%' AND name <> '_sqlx_migrations' ORDER BY name",
    )
    .fetch_all(&mut *src)
    .await?;
    let unknown: Vec<&str> = names
        .iter()
        .map(String::as_str)
        .filter(|n| !COPIED_TABLES.contains(n) && !SEEDED_TABLES.contains(n))
        .collect();
    if unknown.is_empty() {
        Ok(())
    } else {
        Err(StoreError::CannotCopy(format!(
            "the source holds tables this version of Rumino does not copy ({}): use the \
             version that wrote it",
            unknown.join(", ")
        )))
    }
}

/// Refuses a target that holds any row in a table the copy fills.
async fn refuse_data(dst: &mut PgConnection, shown: &str) -> Result<(), StoreError> {
    for table in COPIED_TABLES {
        let rows = count(&mut *dst, table).await?;
        if rows > 0 {
            return Err(StoreError::CannotCopy(format!(
                "the target {shown} already holds data ({rows} row(s) in {table}); \
                 migrate-data only copies into an empty database: create a new one \
                 (e.g. `createdb rumino`) and pass it as --to"
            )));
        }
    }
    Ok(())
}

/// The rows of `table` in the target.
async fn count(dst: &mut PgConnection, table: &str) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar(&format!("SELECT COUNT(*) FROM {table}"))
        .fetch_one(&mut *dst)
        .await
}

/// The columns of `table` in the target, in order, and whether each is an integer.
async fn columns(dst: &mut PgConnection, table: &str) -> Result<Vec<(String, bool)>, StoreError> {
    let rows = sqlx::query(
        "SELECT column_name::text, data_type::text FROM information_schema.columns \
         WHERE table_schema = current_schema() AND table_name = $1 ORDER BY ordinal_position",
    )
    .bind(table)
    .fetch_all(&mut *dst)
    .await?;
    Ok(rows
        .iter()
        .map(|r| (r.get::<String, _>(0), r.get::<String, _>(1) == "bigint"))
        .collect())
}

/// Makes sure a table the migrations fill holds the same rows on both engines.
async fn compare_seeded(
    src: &mut SqliteConnection,
    dst: &mut PgConnection,
    table: &str,
) -> Result<(), StoreError> {
    let cols = columns(dst, table).await?;
    let list = column_list(&cols);
    let select = format!("SELECT {list} FROM {table} ORDER BY 1");
    let a: Vec<String> = sqlx::query(&select)
        .fetch_all(&mut *src)
        .await?
        .iter()
        .map(|r| row_text(r, &cols))
        .collect();
    let b: Vec<String> = sqlx::query(&select)
        .fetch_all(&mut *dst)
        .await?
        .iter()
        .map(|r| row_text(r, &cols))
        .collect();
    if a == b {
        Ok(())
    } else {
        Err(StoreError::CannotCopy(format!(
            "{table} differs between the source and this version's schema: use the version \
             of Rumino that wrote the source"
        )))
    }
}

/// A row as text, each column read as its type in the target.
fn row_text<R: Row>(row: &R, cols: &[(String, bool)]) -> String
where
    usize: sqlx::ColumnIndex<R>,
    for<'r> Option<i64>: sqlx::Decode<'r, R::Database> + sqlx::Type<R::Database>,
    for<'r> Option<String>: sqlx::Decode<'r, R::Database> + sqlx::Type<R::Database>,
{
    cols.iter()
        .enumerate()
        .map(|(i, (_, int))| {
            if *int {
                format!("{:?}", row.try_get::<Option<i64>, _>(i).ok().flatten())
            } else {
                format!("{:?}", row.try_get::<Option<String>, _>(i).ok().flatten())
            }
        })
        .collect::<Vec<_>>()
        .join("|")
}

/// The columns' names, comma-separated.
fn column_list(cols: &[(String, bool)]) -> String {
    cols.iter()
        .map(|(c, _)| c.as_str())
        .collect::<Vec<_>>()
        .join(", ")
}

/// Copies every row of `table`, [`CHUNK`] at a time in primary-key order (each chunk read after
/// the last key of the one before), and returns how many the source held.
async fn copy_table(
    src: &mut SqliteConnection,
    dst: &mut PgConnection,
    table: &str,
) -> Result<i64, StoreError> {
    let cols = columns(dst, table).await?;
    let key = primary_key(dst, table, &cols).await?;
    let list = column_list(&cols);
    let casts: Vec<String> = cols
        .iter()
        .enumerate()
        .map(|(i, (_, int))| format!("${}::{}[]", i + 1, if *int { "bigint" } else { "text" }))
        .collect();
    let insert = format!(
        "INSERT INTO {table} ({list}) SELECT {} FROM UNNEST({}) AS u ({list})",
        written(table, &cols),
        casts.join(", ")
    );
    let names: Vec<&str> = key.iter().map(|&i| cols[i].0.as_str()).collect();
    let order = names.join(", ");
    let marks = vec!["?"; key.len()].join(", ");
    let first = format!("SELECT {list} FROM {table} ORDER BY {order} LIMIT {CHUNK}");
    let next = format!(
        "SELECT {list} FROM {table} WHERE ({order}) > ({marks}) ORDER BY {order} LIMIT {CHUNK}"
    );
    let mut total = 0i64;
    let mut last: Option<Vec<Values>> = None;
    loop {
        let mut query = sqlx::query(if last.is_some() { &next } else { &first });
        for values in last.iter().flat_map(|l| key.iter().map(move |&k| &l[k])) {
            query = match values {
                Values::Int(v) => query.bind(v.last().copied().flatten()),
                Values::Text(v) => query.bind(v.last().cloned().flatten()),
            };
        }
        let rows = query.fetch_all(&mut *src).await?;
        if rows.is_empty() {
            return Ok(total);
        }
        let mut batch: Vec<Values> = cols
            .iter()
            .map(|(_, int)| {
                if *int {
                    Values::Int(Vec::with_capacity(rows.len()))
                } else {
                    Values::Text(Vec::with_capacity(rows.len()))
                }
            })
            .collect();
        for row in &rows {
            for (i, values) in batch.iter_mut().enumerate() {
                match values {
                    Values::Int(v) => v.push(row.try_get(i).map_err(|e| unreadable(table, &e))?),
                    Values::Text(v) => v.push(row.try_get(i).map_err(|e| unreadable(table, &e))?),
                }
            }
        }
        total += rows.len() as i64;
        insert_batch(dst, &insert, &batch).await?;
        last = Some(batch);
    }
}

/// The values `INSERT` writes for `cols`: each column as read, except the statistics buckets'
/// tallies, rewritten as PostgreSQL writes them (`tallies_sum`'s jsonb text; SQLite's `json`
/// text differs in spacing and key order), so `rumino check` finds equal sums equal.
fn written(table: &str, cols: &[(String, bool)]) -> String {
    cols.iter()
        .map(|(c, _)| {
            if table == "stat_buckets" && c == "tallies" {
                format!("tallies_sum(VARIADIC ARRAY[u.{c}])")
            } else {
                format!("u.{c}")
            }
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// The positions in `cols` of `table`'s primary key, in the key's order.
async fn primary_key(
    dst: &mut PgConnection,
    table: &str,
    cols: &[(String, bool)],
) -> Result<Vec<usize>, StoreError> {
    let names: Vec<String> = sqlx::query_scalar(
        "SELECT a.attname::text FROM pg_index i \
         JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey) \
         WHERE i.indrelid = CAST($1 AS regclass) AND i.indisprimary \
         ORDER BY array_position(CAST(i.indkey AS int2[]), a.attnum)",
    )
    .bind(table)
    .fetch_all(&mut *dst)
    .await?;
    let key: Vec<usize> = names
        .iter()
        .filter_map(|n| cols.iter().position(|(c, _)| c == n))
        .collect();
    if key.is_empty() || key.len() != names.len() {
        return Err(StoreError::CannotCopy(format!(
            "{table} has no primary key in the target's schema"
        )));
    }
    Ok(key)
}

/// A source row that cannot be read as the target's column types.
fn unreadable(table: &str, e: &sqlx::Error) -> StoreError {
    StoreError::CannotCopy(format!(
        "a row of {table} in the source cannot be read ({e}): run `rumino check` on it"
    ))
}

async fn insert_batch(
    dst: &mut PgConnection,
    insert: &str,
    batch: &[Values],
) -> Result<(), StoreError> {
    let mut query = sqlx::query(insert);
    for values in batch {
        query = match values {
            Values::Int(v) => query.bind(v.as_slice()),
            Values::Text(v) => query.bind(v.as_slice()),
        };
    }
    query.execute(&mut *dst).await?;
    Ok(())
}

/// Moves the id sequences past the copied ids, so the next table or ledger row gets a new one.
async fn advance_sequences(dst: &mut PgConnection) -> Result<(), StoreError> {
    for (table, column) in [("tables", "id"), ("ledger", "id"), ("tournaments", "id")] {
        sqlx::query(&format!(
            "SELECT setval(pg_get_serial_sequence('{table}', '{column}'), \
             COALESCE(MAX({column}), 1), MAX({column}) IS NOT NULL) FROM {table}"
        ))
        .execute(&mut *dst)
        .await?;
    }
    Ok(())
}
