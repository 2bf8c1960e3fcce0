//! The open-files limit (RLIMIT_NOFILE), raised from its soft value to the hard one: every
//! socket is a file descriptor, and the usual soft limit (1,024) is far below the thousands of
//! connections a room server (or the load generator that tests it) holds at once.
//!
//! Compiled into the binaries alone (not the library): a process-wide limit is the program's
//! business, not that of an app that embeds the server.

/// The most this raises the soft limit to, even when the hard limit is "unlimited": enough for
/// tens of thousands of sockets, and a bound on what a misconfigured system can make us ask for.
const MOST: u64 = 1 << 20;

/// Raises the soft limit to the hard one (at most `MOST`); returns the soft limit now in force,
/// or `None` if it could not be read. A refusal leaves the limit as it was: the process still
/// runs, it only accepts fewer connections.
// `rlim_t` is u64 on 64-bit Linux but narrower on some 32-bit targets: the casts are for those.
#[allow(clippy::unnecessary_cast)]
pub fn raise() -> Option<u64> {
    let mut limit = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: getrlimit writes one `rlimit` through a valid pointer to a local.
    if unsafe { libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) } != 0 {
        return None;
    }
    let wanted = (limit.rlim_max as u64).min(MOST);
    if (limit.rlim_cur as u64) < wanted {
        let raised = libc::rlimit {
            rlim_cur: wanted as libc::rlim_t,
            rlim_max: limit.rlim_max,
        };
        // SAFETY: setrlimit reads one `rlimit` through a valid pointer to a local.
        if unsafe { libc::setrlimit(libc::RLIMIT_NOFILE, &raised) } == 0 {
            return Some(wanted);
        }
    }
    Some(limit.rlim_cur as u64)
}
