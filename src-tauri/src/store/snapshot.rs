//! The snapshot (`quadrille.json`): every key as one JSON object, written whole through
//! `durable.rs`, with the format and the mark of the journal it continues in.

use crate::store::changes::Data;
use crate::store::durable::{Damage, DurableFile, MAX_FILE_BYTES};
use crate::store::error::StorageError;
use serde_json::{json, Map, Value};

pub const STORE_FILE: &str = "quadrille.json";
/// Bumped when the meaning of a stored key changes incompatibly. 2: the snapshot is continued
/// by journals (a version that ignored them would play on from an old state).
pub const FORMAT_VERSION: u64 = 2;
pub const FORMAT_KEY: &str = "format";
/// The snapshot's mark: the generation and first sequence number of the journal it continues in.
pub const JOURNAL_KEY: &str = "journal";

/// Writes `data` as the snapshot that journal `generation` continues from `first_seq`.
pub(super) fn write_snapshot(
    file: &DurableFile,
    mut data: Data,
    generation: u64,
    first_seq: u64,
) -> Result<(), StorageError> {
    data.insert(FORMAT_KEY.to_string(), Value::from(FORMAT_VERSION));
    data.insert(
        JOURNAL_KEY.to_string(),
        json!({ "generation": generation, "first_seq": first_seq }),
    );
    let bytes = serde_json::to_vec(&data)?;
    // A file the next start would refuse to read must not be written.
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(StorageError::TooLarge);
    }
    file.write(&bytes)?;
    Ok(())
}

/// Parses a whole snapshot: a JSON object of a format this version understands.
pub fn parse_store(bytes: &[u8]) -> Result<Map<String, Value>, Damage> {
    // serde_json refuses nesting deeper than 128 levels, so a hostile file cannot overflow
    // the stack here.
    let value: Value = serde_json::from_slice(bytes).map_err(|_| Damage::Damaged)?;
    let Value::Object(map) = value else {
        return Err(Damage::Damaged);
    };
    match map.get(FORMAT_KEY).map(Value::as_u64) {
        None => Ok(map),
        Some(Some(v)) if v <= FORMAT_VERSION => Ok(map),
        Some(Some(_)) => Err(Damage::Newer),
        Some(None) => Err(Damage::Damaged),
    }
}

/// The snapshot's journal mark: (generation, first sequence number).
pub(super) fn mark_of(data: &mut Data) -> Option<(u64, u64)> {
    let mark = data.remove(JOURNAL_KEY)?;
    Some((
        mark.get("generation")?.as_u64()?,
        mark.get("first_seq")?.as_u64()?,
    ))
}
