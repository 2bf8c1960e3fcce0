//! The PostgreSQL schema, versioned: one SQL file per version in crates/server/migrations/postgres,
//! built into the binary, and a `schema_version` table with a row per version applied.
//!
//! At start a node applies, in one transaction, every version newer than the database's. The
//! transaction first takes an advisory lock, so that nodes starting together apply each version
//! once: the others wait, then find nothing left to do. A database at a version newer than this
//! build knows is refused, since this build would not know what its rows mean.

use super::failed;
use crate::store::StoreError;
use postgres::Client;

pub struct Migration {
    pub version: i32,
    /// The file's name under migrations/postgres.
    pub file: &'static str,
    pub sql: &'static str,
}

/// In order, numbered 1, 2, … without gaps (a test checks that every file is listed here).
pub const MIGRATIONS: &[Migration] = &[
    Migration {
        version: 1,
        file: "0001_rooms.sql",
        sql: include_str!("../../migrations/postgres/0001_rooms.sql"),
    },
    Migration {
        version: 2,
        file: "0002_daily.sql",
        sql: include_str!("../../migrations/postgres/0002_daily.sql"),
    },
];

/// The version this build writes.
pub const LATEST: i32 = MIGRATIONS[MIGRATIONS.len() - 1].version;

/// The advisory lock migrations hold ("QUADRILL" in ASCII): one key for every quadrille-server
/// on a database, whatever the schema.
const LOCK: i64 = 0x5155_4144_5249_4c4c;

const VERSIONS: &str = "CREATE TABLE IF NOT EXISTS schema_version (
         version    integer PRIMARY KEY,
         applied_at timestamptz NOT NULL DEFAULT now()
     )";

fn too_new(version: i32) -> StoreError {
    StoreError(format!(
        "the database is at schema version {version}; this quadrille-server knows up to \
         {LATEST}: run a newer one"
    ))
}

/// Brings the database to `LATEST`; returns the versions it applied.
pub fn migrate(client: &mut Client) -> Result<Vec<i32>, StoreError> {
    let mut tx = client.transaction().map_err(failed)?;
    // Held until the transaction ends, so also when an error ends it.
    tx.execute("SELECT pg_advisory_xact_lock($1)", &[&LOCK])
        .map_err(failed)?;
    tx.batch_execute(VERSIONS).map_err(failed)?;
    let version: i32 = tx
        .query_one("SELECT coalesce(max(version), 0) FROM schema_version", &[])
        .and_then(|row| row.try_get(0))
        .map_err(failed)?;
    if version > LATEST {
        return Err(too_new(version));
    }
    let mut applied = Vec::new();
    for step in MIGRATIONS.iter().filter(|m| m.version > version) {
        tx.batch_execute(step.sql)
            .map_err(|e| StoreError(format!("migration {}: {}", step.file, failed(e).0)))?;
        tx.execute(
            "INSERT INTO schema_version (version) VALUES ($1)",
            &[&step.version],
        )
        .map_err(failed)?;
        applied.push(step.version);
    }
    tx.commit().map_err(failed)?;
    Ok(applied)
}

/// On a connection made again: the schema must still be one this build knows (another node,
/// newer, may have moved it on meanwhile; this one then stops writing).
pub fn check(client: &mut Client) -> Result<(), StoreError> {
    let version: i32 = client
        .query_one("SELECT coalesce(max(version), 0) FROM schema_version", &[])
        .and_then(|row| row.try_get(0))
        .map_err(failed)?;
    match version {
        v if v > LATEST => Err(too_new(v)),
        LATEST => Ok(()),
        v => Err(StoreError(format!(
            "the database is at schema version {v}, not {LATEST}: was it replaced?"
        ))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_migration_file_is_built_in_and_numbered_in_order() {
        let folder = concat!(env!("CARGO_MANIFEST_DIR"), "/migrations/postgres");
        let mut files: Vec<String> = std::fs::read_dir(folder)
            .unwrap()
            .map(|f| f.unwrap().file_name().into_string().unwrap())
            .filter(|name| name.ends_with(".sql"))
            .collect();
        files.sort();
        let listed: Vec<&str> = MIGRATIONS.iter().map(|m| m.file).collect();
        assert_eq!(files, listed, "a file in {folder} is not in MIGRATIONS");
        for (i, m) in MIGRATIONS.iter().enumerate() {
            assert_eq!(m.version, i as i32 + 1);
            assert!(
                m.file.starts_with(&format!("{:04}_", m.version)),
                "{}",
                m.file
            );
            let on_disk = std::fs::read_to_string(format!("{folder}/{}", m.file)).unwrap();
            assert_eq!(m.sql, on_disk);
        }
        assert_eq!(LATEST, MIGRATIONS.len() as i32);
    }
}
