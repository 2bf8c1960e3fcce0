//! Command arguments as the page sent them, parsed by us.
//!
//! Tauri refuses an argument that does not parse with a plain-text message; wrapping every
//! argument in `Arg` turns a missing, mistyped, out-of-range or otherwise malformed one into
//! our typed `bad_argument` error instead, so the UI always gets `{ code, message }`.

use crate::error::{AppCode, CommandError};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Deserializer};
use serde_json::Value;

pub struct Arg<T>(Result<T, String>);

impl<T> Arg<T> {
    /// The parsed value, or the typed refusal naming `name`.
    pub fn get(self, name: &str) -> Result<T, CommandError> {
        self.0.map_err(|e| {
            // serde's messages quote the offending input; keep the answer short whatever
            // the page sent.
            let e: String = e.chars().take(200).collect();
            CommandError::new(
                AppCode::BadArgument,
                format!("The argument `{name}` is not valid: {e}."),
            )
        })
    }
}

impl<'de, T: DeserializeOwned> Deserialize<'de> for Arg<T> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Arg<T>, D::Error> {
        // Asked for as an option, a missing key arrives as `None` instead of an error.
        let parsed = match Option::<Value>::deserialize(deserializer) {
            Ok(value) => T::deserialize(value.unwrap_or(Value::Null)).map_err(|e| e.to_string()),
            Err(e) => Err(e.to_string()),
        };
        Ok(Arg(parsed))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse<T: DeserializeOwned>(json: &str) -> Result<T, CommandError> {
        serde_json::from_str::<Arg<T>>(json).unwrap().get("x")
    }

    #[test]
    fn good_values_parse_and_bad_ones_are_typed_errors() {
        assert_eq!(parse::<u64>("7").unwrap(), 7);
        assert_eq!(parse::<Option<u64>>("null").unwrap(), None);
        for bad in ["-1", "1.5", "\"7\"", "1e300", "[]", "{}"] {
            let err = parse::<u64>(bad).unwrap_err();
            assert_eq!(err.code, "bad_argument", "{bad}");
        }
        let err = parse::<u8>("256").unwrap_err();
        assert!(err.message.contains("`x`"));
        let huge = format!("\"{}\"", "x".repeat(100_000));
        assert!(parse::<u8>(&huge).unwrap_err().message.len() < 400);
    }
}
