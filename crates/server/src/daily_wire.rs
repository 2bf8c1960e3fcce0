//! What a daily result is on the wire between the app and a server's board (`POST /daily`),
//! and the app's side of sending one: a small HTTP/1.1 client over the same TLS as rooms, so
//! the app needs no HTTP library. The server's side is `daily.rs`.

use crate::tls::{self, Trust};
use quadrille_engine::daily::{Claim, Refusal};
use quadrille_room::SeatToken;
use serde::{Deserialize, Serialize};
use std::time::Duration;
use tokio::io::{AsyncRead, AsyncReadExt, AsyncWrite, AsyncWriteExt};
use tokio::net::TcpStream;

/// A finished daily game as the app sends it.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Submission {
    pub game: String,
    pub day: String,
    pub name: String,
    /// The player's own key (chosen once and kept by the app), as a seat token is.
    pub player: SeatToken,
    pub claim: Claim,
}

/// The answer to a submission.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq)]
pub struct Recorded {
    pub score: usize,
    pub moves: usize,
    pub won: bool,
}

/// Why a submission is not recorded, or a board not shown.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[serde(tag = "code", rename_all = "snake_case")]
pub enum DailyError {
    #[error("not a request this server reads")]
    Malformed,
    #[error("no board for that game")]
    NoBoard,
    #[error("that day takes no results")]
    OutOfDays,
    #[error("not a name")]
    BadName,
    #[error("the claim does not replay: {why}")]
    NotReplayed { why: Refusal },
    #[error("this player has a result for that day already")]
    AlreadyRecorded,
    #[error("too many results from this address")]
    RateLimited { per_hour: u32 },
    #[error("the server cannot reach its store")]
    Unavailable,
}

impl DailyError {
    pub fn status(&self) -> u16 {
        match self {
            DailyError::Unavailable => 503,
            DailyError::RateLimited { .. } => 429,
            DailyError::AlreadyRecorded => 409,
            DailyError::NoBoard => 404,
            _ => 422,
        }
    }
}

/// A line of a day's board (`GET /daily/{game}/{day}`), best first.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BoardLine {
    pub name: String,
    pub score: u64,
    pub moves: u64,
    /// When it was sent (Unix seconds).
    pub at: u64,
}

/// Why a result was not sent.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SendError {
    /// The server was not reached, or cannot take it now (its store is down, this address sent
    /// too many): send it again later.
    #[error("not sent now: {0}")]
    Later(String),
    /// The server read it and will never record it: do not send it again.
    #[error("refused: {0}")]
    Refused(DailyError),
}

/// The longest a whole exchange with the server may take.
const EXCHANGE: Duration = Duration::from_secs(20);
/// The most of an answer read (a board's answer to a submission is a few dozen bytes).
const ANSWER_BYTES: u64 = 64 << 10;

/// Where a server's board takes results, from its rooms' address (`wss://host/ws`, as Settings
/// keep it, or `https://host`): whether to use TLS, the host and the port.
pub fn board_address(server: &str) -> Option<(bool, String, u16)> {
    let (tls, rest) = if let Some(rest) = server.strip_prefix("wss://") {
        (true, rest)
    } else if let Some(rest) = server.strip_prefix("https://") {
        (true, rest)
    } else if let Some(rest) = server.strip_prefix("ws://") {
        (false, rest)
    } else {
        (false, server.strip_prefix("http://")?)
    };
    let authority = rest.split(['/', '?', '#']).next()?;
    let (host, port) = match authority.strip_prefix('[') {
        // An IPv6 literal: `[::1]:8080`.
        Some(v6) => {
            let (host, after) = v6.split_once(']')?;
            (host, after.strip_prefix(':'))
        }
        None => match authority.rsplit_once(':') {
            Some((host, port)) => (host, Some(port)),
            None => (authority, None),
        },
    };
    let port = match port {
        Some(p) => p.parse().ok()?,
        None if tls => 443,
        None => 80,
    };
    let fine = !host.is_empty()
        && host
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b".-:".contains(&b));
    fine.then(|| (tls, host.to_string(), port))
}

/// Sends `submission` to the board of `server` (see `board_address`).
pub async fn send(server: &str, submission: &Submission) -> Result<Recorded, SendError> {
    let body = serde_json::to_string(submission).map_err(|e| SendError::Later(e.to_string()))?;
    let answer = request(server, "POST", "/daily", &body).await?;
    read_answer(&answer)
}

/// The board of `game` (its `DailyGame::name`) on `day` at `server`, best first.
pub async fn board(server: &str, game: &str, day: &str) -> Result<Vec<BoardLine>, SendError> {
    let path_safe = |s: &str| {
        s.bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"-_".contains(&b))
    };
    if !path_safe(game) || !path_safe(day) {
        return Err(SendError::Refused(DailyError::Malformed));
    }
    let answer = request(server, "GET", &format!("/daily/{game}/{day}"), "").await?;
    read_answer(&answer)
}

/// One HTTP/1.1 exchange with `server`: the whole answer, bounded in time and size.
async fn request(server: &str, method: &str, path: &str, body: &str) -> Result<Vec<u8>, SendError> {
    let (tls, host, port) = board_address(server)
        .ok_or_else(|| SendError::Later(format!("{server} is not a server's address")))?;
    let shown_host = if host.contains(':') {
        format!("[{host}]")
    } else {
        host.clone()
    };
    let request = format!(
        "{method} {path} HTTP/1.1\r\nHost: {shown_host}:{port}\r\nContent-Type: application/json\r\n\
         Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    let exchange = async {
        let tcp = TcpStream::connect((host.as_str(), port)).await?;
        if tls {
            let name = rustls::pki_types::ServerName::try_from(host.clone())
                .map_err(|e| std::io::Error::other(e.to_string()))?;
            let connector = tokio_rustls::TlsConnector::from(tls::client_config(Trust::Public));
            exchange(connector.connect(name, tcp).await?, &request).await
        } else {
            exchange(tcp, &request).await
        }
    };
    tokio::time::timeout(EXCHANGE, exchange)
        .await
        .map_err(|_| SendError::Later(format!("no answer from {host} in {EXCHANGE:?}")))?
        .map_err(|e| SendError::Later(e.to_string()))
}

async fn exchange(
    mut stream: impl AsyncRead + AsyncWrite + Unpin,
    request: &str,
) -> std::io::Result<Vec<u8>> {
    stream.write_all(request.as_bytes()).await?;
    stream.flush().await?;
    let mut answer = Vec::new();
    stream.take(ANSWER_BYTES).read_to_end(&mut answer).await?;
    Ok(answer)
}

/// The board's answer: its status line, then (past the headers) its JSON body.
fn read_answer<T: serde::de::DeserializeOwned>(answer: &[u8]) -> Result<T, SendError> {
    let text = std::str::from_utf8(answer).map_err(|_| SendError::Later("not text".into()))?;
    let (head, body) = text
        .split_once("\r\n\r\n")
        .ok_or_else(|| SendError::Later("a cut answer".into()))?;
    let status: u16 = head
        .split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .ok_or_else(|| SendError::Later("no status".into()))?;
    if status == 200 {
        return serde_json::from_str(body).map_err(|e| SendError::Later(e.to_string()));
    }
    match serde_json::from_str::<DailyError>(body) {
        Ok(e @ (DailyError::Unavailable | DailyError::RateLimited { .. })) => {
            Err(SendError::Later(e.to_string()))
        }
        Ok(e) => Err(SendError::Refused(e)),
        // Not this server's answer (a proxy's error page): try again later.
        Err(_) => Err(SendError::Later(format!("status {status}"))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_board_is_found_from_the_rooms_address() {
        let at = |s: &str| board_address(s);
        assert_eq!(
            at("wss://q.example/ws"),
            Some((true, "q.example".into(), 443))
        );
        assert_eq!(
            at("ws://127.0.0.1:9000/ws"),
            Some((false, "127.0.0.1".into(), 9000))
        );
        assert_eq!(
            at("https://q.example:8443"),
            Some((true, "q.example".into(), 8443))
        );
        assert_eq!(at("ws://[::1]:7000/ws"), Some((false, "::1".into(), 7000)));
        assert_eq!(at("ftp://q.example"), None);
        assert_eq!(at("ws://:80/ws"), None);
        assert_eq!(at("ws://a b/ws"), None);
        assert_eq!(at("ws://host:99999/ws"), None);
    }

    #[test]
    fn answers_are_read_as_recorded_refused_or_later() {
        let ok = b"HTTP/1.1 200 OK\r\ncontent-length: 36\r\n\r\n{\"score\":48,\"moves\":70,\"won\":true}";
        assert_eq!(
            read_answer(ok),
            Ok(Recorded {
                score: 48,
                moves: 70,
                won: true
            })
        );
        let refused = b"HTTP/1.1 409 Conflict\r\n\r\n{\"code\":\"already_recorded\"}";
        assert_eq!(
            read_answer::<Recorded>(refused),
            Err(SendError::Refused(DailyError::AlreadyRecorded))
        );
        let busy = b"HTTP/1.1 503 Service Unavailable\r\n\r\n{\"code\":\"unavailable\"}";
        assert!(matches!(
            read_answer::<Recorded>(busy),
            Err(SendError::Later(_))
        ));
        let proxy = b"HTTP/1.1 502 Bad Gateway\r\n\r\n<html>";
        assert!(matches!(
            read_answer::<Recorded>(proxy),
            Err(SendError::Later(_))
        ));
        assert!(matches!(
            read_answer::<Recorded>(b"HTTP/1.1 200"),
            Err(SendError::Later(_))
        ));
    }
}
