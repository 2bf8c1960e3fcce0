//! Where `serve` keeps its rooms: a SQLite file, or a PostgreSQL database named by its URL.
//!
//! `--database` (`QUADRILLE_DATABASE`) takes either; anything that does not start with
//! `postgres://` or `postgresql://` is a file's path, as it always was. A URL may carry a
//! password, so this type never shows one: its `Display` and `Debug` put `***` in its place.

use std::ffi::OsString;
use std::fmt;
use std::path::{Path, PathBuf};

#[derive(Clone, PartialEq, Eq)]
pub enum Database {
    /// A SQLite file (made if missing).
    Sqlite(PathBuf),
    /// A PostgreSQL connection URL (`postgres://user@host:port/dbname?…`).
    Postgres(String),
}

impl Database {
    /// A URL naming PostgreSQL (either scheme, in any case, as libpq accepts them), else a path.
    pub fn parse(text: &str) -> Database {
        if is_postgres_url(text) {
            Database::Postgres(text.to_string())
        } else {
            Database::Sqlite(PathBuf::from(text))
        }
    }
}

fn is_postgres_url(text: &str) -> bool {
    ["postgres://", "postgresql://"].iter().any(|scheme| {
        text.get(..scheme.len())
            .is_some_and(|start| start.eq_ignore_ascii_case(scheme))
    })
}

impl Default for Database {
    fn default() -> Database {
        Database::Sqlite(PathBuf::from("quadrille-server.sqlite3"))
    }
}

impl From<&str> for Database {
    fn from(text: &str) -> Database {
        Database::parse(text)
    }
}

impl From<String> for Database {
    fn from(text: String) -> Database {
        Database::parse(&text)
    }
}

/// From the command line: a path need not be UTF-8 (a URL must be).
impl From<OsString> for Database {
    fn from(text: OsString) -> Database {
        match text.into_string() {
            Ok(text) => Database::parse(&text),
            Err(path) => Database::Sqlite(PathBuf::from(path)),
        }
    }
}

/// A path is always a SQLite file, whatever its name.
impl From<PathBuf> for Database {
    fn from(path: PathBuf) -> Database {
        Database::Sqlite(path)
    }
}

impl From<&Path> for Database {
    fn from(path: &Path) -> Database {
        Database::Sqlite(path.to_path_buf())
    }
}

impl fmt::Display for Database {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Database::Sqlite(path) => write!(f, "{}", path.display()),
            Database::Postgres(url) => f.write_str(&redacted(url)),
        }
    }
}

impl fmt::Debug for Database {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Database::Sqlite(path) => f.debug_tuple("Sqlite").field(path).finish(),
            Database::Postgres(url) => f.debug_tuple("Postgres").field(&redacted(url)).finish(),
        }
    }
}

/// The URL with `***` for its password, both where a URL keeps one (`user:password@`) and as a
/// `password=` parameter. Errs towards hiding: everything after the user's name up to the last
/// `@` goes, so a password with an `@` of its own leaves nothing of itself behind.
pub fn redacted(url: &str) -> String {
    let Some((scheme, rest)) = url.split_once("://") else {
        return "***".into();
    };
    let (user, rest) = match rest.rfind('@') {
        Some(at) => {
            let userinfo = &rest[..at];
            let user = match userinfo.split_once(':') {
                Some((user, _)) => format!("{user}:***@"),
                None => format!("{userinfo}@"),
            };
            (user, &rest[at + 1..])
        }
        None => (String::new(), rest),
    };
    let rest = match rest.split_once('?') {
        Some((place, query)) => {
            let params: Vec<String> = query
                .split('&')
                .map(|param| match param.split_once('=') {
                    Some((key, _)) if key.eq_ignore_ascii_case("password") => {
                        format!("{key}=***")
                    }
                    _ => param.to_string(),
                })
                .collect();
            format!("{place}?{}", params.join("&"))
        }
        None => rest.to_string(),
    };
    format!("{scheme}://{user}{rest}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn urls_of_either_scheme_are_postgres_and_everything_else_a_file() {
        for url in [
            "postgres://u@localhost/db",
            "postgresql://u@localhost/db",
            "POSTGRES://u@localhost/db",
        ] {
            assert_eq!(Database::parse(url), Database::Postgres(url.into()));
        }
        for path in [
            "quadrille-server.sqlite3",
            "/var/lib/rooms.sqlite3",
            "postgres",
            "postgres:/x",
            "./postgres://x",
            "",
        ] {
            assert_eq!(Database::parse(path), Database::Sqlite(path.into()));
        }
        assert_eq!(
            Database::from(PathBuf::from("postgres://not-a-url")),
            Database::Sqlite("postgres://not-a-url".into()),
            "a path given as a path stays one"
        );
    }

    #[test]
    fn a_password_is_never_shown() {
        let cases = [
            (
                "postgres://ana:s3cret@db.example:5432/rooms",
                "postgres://ana:***@db.example:5432/rooms",
            ),
            (
                "postgresql://ana:p@ss@w0rd@db/rooms?sslmode=disable",
                "postgresql://ana:***@db/rooms?sslmode=disable",
            ),
            (
                "postgres://db/rooms?user=ana&password=s3cret&application_name=x",
                "postgres://db/rooms?user=ana&password=***&application_name=x",
            ),
            ("postgres://ana@db/rooms", "postgres://ana@db/rooms"),
            ("postgres://db", "postgres://db"),
        ];
        for (url, shown) in cases {
            let database = Database::parse(url);
            assert_eq!(database.to_string(), shown);
            let debug = format!("{database:?}");
            assert!(debug.contains(shown), "{debug}");
            for secret in ["s3cret", "p@ss", "w0rd"] {
                assert!(!debug.contains(secret) && !database.to_string().contains(secret));
            }
        }
    }
}
