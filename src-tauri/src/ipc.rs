//! The one way in from the page: every command goes through `handler`.
//!
//! Tauri's `generate_handler!` gives each command its own copy of the argument extraction, of
//! the path that answers the page and of the task the runtime polls, all generic code
//! instantiated once per command (0.26 MB of the release binary for our 33 commands, measured
//! in docs/performance-history.md). Here each command is an `async fn` taking a `Call`, which
//! reads its arguments from the payload; `reply` turns its answer into JSON behind a boxed
//! future, so the runtime and Tauri's answering code see one task type whatever the command.
//!
//! Arguments are parsed by us, not by Tauri: a missing, mistyped, out-of-range or otherwise
//! malformed one is our typed `bad_argument` error, so the page always gets `{ code, message }`.

use crate::error::{AppCode, CommandError};
use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::Value;
use std::future::Future;
use std::pin::Pin;
use std::str::FromStr;
use tauri::ipc::{
    Channel, Invoke, InvokeBody, InvokeError, InvokeMessage, InvokeResponseBody,
    JavaScriptChannelId,
};
use tauri::{AppHandle, Manager, Runtime, State};

pub type Answer<T> = Result<T, CommandError>;

/// A command's answer, already JSON, behind one future type.
pub type Reply = Pin<Box<dyn Future<Output = Answer<String>> + Send>>;

/// One call from the page: its arguments, and the app it reaches.
pub struct Call<R: Runtime> {
    message: InvokeMessage<R>,
}

impl<R: Runtime> Call<R> {
    pub fn new(message: InvokeMessage<R>) -> Self {
        Call { message }
    }

    /// Argument `name`, parsed; a missing one reads as `null` (so an `Option` is `None`).
    pub fn arg<T: DeserializeOwned>(&self, name: &str) -> Answer<T> {
        let value = match self.message.payload() {
            InvokeBody::Json(Value::Object(args)) => args.get(name),
            InvokeBody::Json(Value::Null) => None,
            _ => return Err(bad_argument(name, "the arguments are not an object")),
        };
        parse(name, value)
    }

    /// Argument `name` as a channel to the page (the page passes a `Channel` object).
    pub fn channel<T>(&self, name: &str) -> Answer<Channel<T>> {
        let id: String = self.arg(name)?;
        let id = JavaScriptChannelId::from_str(&id).map_err(|why| bad_argument(name, why))?;
        Ok(id.channel_on(self.message.webview()))
    }

    /// State the app manages (all of it is managed before the first command can arrive).
    pub fn state<T: Send + Sync + 'static>(&self) -> Answer<State<'_, T>> {
        self.message
            .webview_ref()
            .try_state::<T>()
            .ok_or_else(|| CommandError::new(AppCode::Internal, "The app's state is not ready."))
    }

    pub fn app(&self) -> AppHandle<R> {
        self.message.webview_ref().app_handle().clone()
    }
}

fn parse<T: DeserializeOwned>(name: &str, value: Option<&Value>) -> Answer<T> {
    T::deserialize(value.unwrap_or(&Value::Null)).map_err(|e| bad_argument(name, e))
}

fn bad_argument(name: &str, why: impl std::fmt::Display) -> CommandError {
    // serde's messages quote the offending input; keep the answer short whatever the page sent.
    let why: String = why.to_string().chars().take(200).collect();
    CommandError::new(
        AppCode::BadArgument,
        format!("The argument `{name}` is not valid: {why}."),
    )
}

/// A command's future, its answer serialised: the only code generic over the command.
pub fn reply<T, F>(command: F) -> Reply
where
    T: Serialize,
    F: Future<Output = Answer<T>> + Send + 'static,
{
    Box::pin(async move {
        let answer = command.await?;
        serde_json::to_string(&answer)
            .map_err(|e| CommandError::new(AppCode::Internal, e.to_string()))
    })
}

/// The invoke handler: `route` names the command's reply, or `None` for a name it does not
/// know (Tauri then answers that the command was not found).
pub fn handler<R: Runtime>(
    route: fn(&str, Call<R>) -> Option<Reply>,
) -> impl Fn(Invoke<R>) -> bool + Send + Sync + 'static {
    move |invoke: Invoke<R>| {
        let Invoke {
            message, resolver, ..
        } = invoke;
        let name = message.command().to_owned();
        let Some(reply) = route(&name, Call::new(message)) else {
            return false;
        };
        resolver.respond_async_serialized(async move {
            reply
                .await
                .map(InvokeResponseBody::Json)
                .map_err(InvokeError::from)
        });
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse_json<T: DeserializeOwned>(json: &str) -> Answer<T> {
        let value: Value = serde_json::from_str(json).unwrap();
        parse("x", Some(&value))
    }

    #[test]
    fn good_values_parse_and_bad_ones_are_typed_errors() {
        assert_eq!(parse_json::<u64>("7").unwrap(), 7);
        assert_eq!(parse_json::<Option<u64>>("null").unwrap(), None);
        assert_eq!(parse::<Option<u64>>("x", None).unwrap(), None);
        assert_eq!(parse::<u64>("x", None).unwrap_err().code, "bad_argument");
        for bad in ["-1", "1.5", "\"7\"", "1e300", "[]", "{}"] {
            let err = parse_json::<u64>(bad).unwrap_err();
            assert_eq!(err.code, "bad_argument", "{bad}");
        }
        let err = parse_json::<u8>("256").unwrap_err();
        assert!(err.message.contains("`x`"));
        let huge = format!("\"{}\"", "x".repeat(100_000));
        assert!(parse_json::<u8>(&huge).unwrap_err().message.len() < 400);
    }
}
