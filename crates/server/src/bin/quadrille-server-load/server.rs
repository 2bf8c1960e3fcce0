//! The server under test: a `quadrille-server` process of its own per step (127.0.0.1, any free
//! port, a fresh database in a temporary folder), its memory and CPU time read from /proc, and
//! stopped at the end — killed if it does not stop by itself, and its folder removed.

use std::fs;
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// How long the server may take to say where it listens.
const START: Duration = Duration::from_secs(20);
/// How long it may take to stop after SIGINT before it is killed.
const STOP: Duration = Duration::from_secs(15);

pub struct ServerProcess {
    child: Child,
    pub url: String,
    folder: PathBuf,
}

/// Resident memory, in KiB, as /proc/<pid>/status reports it.
#[derive(Debug, Clone, Copy, Default)]
pub struct Memory {
    /// Now (VmRSS).
    pub rss_kib: u64,
    /// The most so far (VmHWM).
    pub peak_kib: u64,
}

impl ServerProcess {
    /// `rooms` sets the per-address room limit out of the way: every benchmark room comes from
    /// 127.0.0.1. The per-connection message limit is lifted too, since a benchmark seat acts
    /// without pause; the other limits stay at their defaults. Its rooms are kept in `database`
    /// (a PostgreSQL URL, shared by the step's nodes), or else in a fresh SQLite file.
    pub fn start(
        binary: &Path,
        rooms: usize,
        database: Option<&str>,
        node: usize,
    ) -> Result<ServerProcess, String> {
        let folder = std::env::temp_dir().join(format!(
            "quadrille-server-load-{}-{rooms}-{node}",
            std::process::id()
        ));
        let _ = fs::remove_dir_all(&folder);
        fs::create_dir_all(&folder).map_err(|e| format!("{}: {e}", folder.display()))?;
        let errors = fs::File::create(folder.join("server.err"))
            .map_err(|e| format!("{}: {e}", folder.display()))?;
        let database = match database {
            Some(url) => url.into(),
            None => folder.join("rooms.sqlite3").into_os_string(),
        };
        let spawned = Command::new(binary)
            .arg("--address")
            .arg("127.0.0.1:0")
            .arg("--database")
            .arg(database)
            .arg("--rooms-per-address")
            .arg((rooms * 4 + 100).min(u32::MAX as usize).to_string())
            .arg("--rooms-per-hour")
            .arg((rooms * 4 + 100).min(u32::MAX as usize).to_string())
            .arg("--messages-per-second")
            .arg("100000")
            // Every seat's socket comes from 127.0.0.1.
            .arg("--seats-per-address")
            .arg("4")
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(errors)
            .spawn();
        let mut child = match spawned {
            Ok(child) => child,
            Err(e) => {
                let _ = fs::remove_dir_all(&folder);
                return Err(format!("cannot start {}: {e}", binary.display()));
            }
        };
        // The first stdout line is the address; it is read on a thread so that a server that
        // says nothing cannot hold the benchmark past START.
        let stdout = child.stdout.take();
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let mut line = String::new();
            if let Some(out) = stdout {
                let _ = BufReader::new(out).read_line(&mut line);
            }
            let _ = tx.send(line);
        });
        let mut server = ServerProcess {
            child,
            url: String::new(),
            folder,
        };
        match rx.recv_timeout(START) {
            Ok(line) if line.trim().starts_with("ws://") => {
                server.url = line.trim().to_string();
                Ok(server)
            }
            Ok(line) => Err(format!(
                "the server said {:?} instead of its address; {}",
                line.trim(),
                server.stderr_tail()
            )),
            Err(_) => Err(format!(
                "the server did not say where it listens within {START:?}"
            )),
        }
    }

    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    pub fn alive(&mut self) -> bool {
        matches!(self.child.try_wait(), Ok(None))
    }

    pub fn memory(&self) -> Option<Memory> {
        let status = fs::read_to_string(format!("/proc/{}/status", self.pid())).ok()?;
        let field = |name: &str| -> Option<u64> {
            let line = status.lines().find(|l| l.starts_with(name))?;
            line[name.len()..]
                .trim()
                .trim_end_matches("kB")
                .trim()
                .parse()
                .ok()
        };
        Some(Memory {
            rss_kib: field("VmRSS:")?,
            peak_kib: field("VmHWM:")?,
        })
    }

    /// The end of what the server wrote on stderr (where a panic would be).
    pub fn stderr_tail(&self) -> String {
        let text = fs::read_to_string(self.folder.join("server.err")).unwrap_or_default();
        let tail: Vec<&str> = text.lines().rev().take(5).collect();
        let tail: Vec<&str> = tail.into_iter().rev().collect();
        tail.join(" | ")
    }

    pub fn panicked(&self) -> bool {
        fs::read_to_string(self.folder.join("server.err")).is_ok_and(|t| t.contains("panicked"))
    }

    /// SIGINT (the server's own way out), then SIGKILL if it is still there after STOP.
    pub fn stop(mut self) -> Result<(), String> {
        let pid = self.pid() as libc::pid_t;
        // SAFETY: kill sends a signal to our own child, which has not been reaped yet.
        unsafe { libc::kill(pid, libc::SIGINT) };
        let until = Instant::now() + STOP;
        while Instant::now() < until {
            if let Ok(Some(_)) = self.child.try_wait() {
                return Ok(());
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
        Err(format!("the server did not stop within {STOP:?}; killed"))
    }
}

impl Drop for ServerProcess {
    fn drop(&mut self) {
        if let Ok(None) = self.child.try_wait() {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
        let _ = fs::remove_dir_all(&self.folder);
    }
}

/// CPU time (user + system) a process has used, from /proc/<pid>/stat.
pub fn cpu_time(pid: &str) -> Option<Duration> {
    let stat = fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
    let rest = &stat[stat.rfind(')')? + 2..];
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let ticks: u64 = fields.get(11)?.parse::<u64>().ok()? + fields.get(12)?.parse::<u64>().ok()?;
    // SAFETY: sysconf only reads a system constant.
    let per_second = unsafe { libc::sysconf(libc::_SC_CLK_TCK) };
    let per_second = if per_second > 0 {
        per_second as u64
    } else {
        100
    };
    Some(Duration::from_millis(ticks * 1000 / per_second))
}

/// CPU time of every PostgreSQL process on this machine (the cluster's server and backends),
/// by pid: the processes named `postgres`.
pub fn postgres_cpu() -> std::collections::HashMap<u32, Duration> {
    let mut times = std::collections::HashMap::new();
    let Ok(entries) = fs::read_dir("/proc") else {
        return times;
    };
    for entry in entries.flatten() {
        let name = entry.file_name();
        let Some(pid) = name.to_str().and_then(|p| p.parse::<u32>().ok()) else {
            continue;
        };
        let is_postgres = fs::read_to_string(format!("/proc/{pid}/comm"))
            .is_ok_and(|comm| comm.trim() == "postgres");
        if let (true, Some(time)) = (is_postgres, cpu_time(&pid.to_string())) {
            times.insert(pid, time);
        }
    }
    times
}

/// The CPU time the processes of `after` used since `before` (a process born meanwhile counts
/// from zero).
pub fn cpu_since(
    before: &std::collections::HashMap<u32, Duration>,
    after: &std::collections::HashMap<u32, Duration>,
) -> Duration {
    after
        .iter()
        .map(|(pid, t)| t.saturating_sub(before.get(pid).copied().unwrap_or_default()))
        .sum()
}

/// The system's 1-minute load average.
pub fn load_average() -> String {
    fs::read_to_string("/proc/loadavg")
        .ok()
        .and_then(|l| l.split_whitespace().next().map(str::to_string))
        .unwrap_or_else(|| "?".into())
}
