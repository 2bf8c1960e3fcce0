//! What the PostgreSQL tests share: the test database named by `QUADRILLE_TEST_POSTGRES`, a
//! schema of its own for each test, and the synchronous client run off the async tasks.
#![allow(dead_code)]

use postgres::{Client, NoTls};
use quadrille_server::{serve, Config, Database};

pub const VARIABLE: &str = "QUADRILLE_TEST_POSTGRES";

/// The test database's URL. Missing: the test fails, saying how to give one.
pub fn base_url() -> String {
    match std::env::var(VARIABLE) {
        Ok(url) if !url.trim().is_empty() => url,
        _ => panic!(
            "{VARIABLE} is not set: these tests need a PostgreSQL database to work in, named by \
             its URL (postgres://user@127.0.0.1:5432/dbname). `bash scripts/test.sh postgres` \
             makes a throwaway cluster and runs them; or `bash scripts/postgres.sh cargo test -p \
             quadrille-server --features postgres-tests --test postgres`."
        ),
    }
}

pub fn schema(name: &str) -> String {
    format!("t_{}", name.replace('-', "_"))
}

/// The URL of `name`'s schema: the test database, with that schema first on the search path.
pub fn url(name: &str) -> String {
    let base = base_url();
    let join = if base.contains('?') { '&' } else { '?' };
    format!("{base}{join}options=-c%20search_path%3D{}", schema(name))
}

pub fn admin() -> Client {
    Client::connect(&base_url(), NoTls).unwrap_or_else(|e| panic!("{VARIABLE}: {e}"))
}

/// An empty schema for `name`.
pub fn reset(name: &str) {
    let schema = schema(name);
    admin()
        .batch_execute(&format!(
            "DROP SCHEMA IF EXISTS {schema} CASCADE; CREATE SCHEMA {schema}"
        ))
        .unwrap();
}

pub fn drop_schema(name: &str) {
    let _ = admin().batch_execute(&format!("DROP SCHEMA IF EXISTS {} CASCADE", schema(name)));
}

/// Runs `f` on a thread of its own: the synchronous client refuses to run on an async task.
pub fn blocking<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> T {
    std::thread::spawn(f).join().unwrap()
}

/// A node of a server on `name`'s schema, on 127.0.0.1 port 0.
pub async fn node(name: &str) -> quadrille_server::ServerHandle {
    let config = Config {
        address: "127.0.0.1:0".parse().unwrap(),
        database: Database::Postgres(url(name)),
        tls: None,
        limits: crate::common::roomy(),
        behind_tls_proxy: false,
    };
    serve(config).await.unwrap()
}
