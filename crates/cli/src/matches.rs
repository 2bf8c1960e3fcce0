//! Many games between computer players, in parallel, and a report of who won: win shares with
//! 95% intervals, mean points, and how long decisions took. Shared by Soi and FourSide.

use crate::stats::{mean, quantile, wilson};
use quadrille_engine::game::MAX_ACTIONS;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

/// One finished game, per player (players keep their index whatever seat they sat in).
pub struct Outcome {
    /// 1 for a sole winner, 1/k for k tied winners, else 0.
    pub win: Vec<f64>,
    pub points: Vec<f64>,
    /// (player, milliseconds) for every decision a player made.
    pub decisions: Vec<(usize, f64)>,
    /// Actions in the game, and in its longest round (the whole game where there are none).
    pub actions: usize,
    pub longest_round: usize,
    /// The game reached `MAX_ACTIONS` and the rules ended it there.
    pub cut_short: bool,
}

/// Plays games `0..games` with `play` on `threads` threads; `play` gets the game index, and the
/// outcomes come back in game order. A long match says on stderr each time another tenth of it
/// is played, since its report comes only at the end.
pub fn run(
    games: u64,
    threads: usize,
    play: impl Fn(u64) -> Outcome + Sync,
) -> (Vec<Outcome>, f64) {
    let start = Instant::now();
    let played = AtomicU64::new(0);
    let outcomes = crate::parallel::map_indexed(games, threads, |g| {
        let outcome = play(g);
        let n = played.fetch_add(1, Ordering::Relaxed) + 1;
        if let Some(line) = progress(n, games, start.elapsed().as_secs_f64()) {
            eprintln!("{line}");
        }
        outcome
    });
    (outcomes, start.elapsed().as_secs_f64())
}

/// A match of fewer games, or one running for less time, stays quiet.
const PROGRESS_FROM: u64 = 100;
const PROGRESS_AFTER_SECONDS: f64 = 5.0;

/// The progress line after `n` of `games` games, `seconds` into the match: at each tenth of a
/// long one but the last.
fn progress(n: u64, games: u64, seconds: f64) -> Option<String> {
    let tenth = games / 10;
    let long = games >= PROGRESS_FROM && seconds >= PROGRESS_AFTER_SECONDS;
    (long && n.is_multiple_of(tenth) && n < games)
        .then(|| format!("{n} of {games} games played, {seconds:.0} s"))
}

/// The report table: one line per player, then decision times.
pub fn report(names: &[String], outcomes: &[Outcome], seconds: f64) -> String {
    let n = outcomes.len() as u64;
    let mut out = format!(
        "{n} games in {seconds:.1} s ({:.0} games/s)\n\n{:<4} {:<18} {:>30} {:>12}\n",
        n as f64 / seconds.max(1e-9),
        "#",
        "player",
        "wins (ties shared) [95% CI]",
        "mean points"
    );
    let mut all_decisions = 0usize;
    for (p, name) in names.iter().enumerate() {
        let wins: f64 = outcomes.iter().map(|o| o.win[p]).sum();
        let (lo, hi) = wilson(wins.round() as u64, n);
        let points: Vec<f64> = outcomes.iter().map(|o| o.points[p]).collect();
        out += &format!(
            "{:<4} {:<18} {:>9.1}% [{:>5.1}–{:>5.1}%] {:>12.1}\n",
            p + 1,
            name,
            100.0 * wins / n.max(1) as f64,
            100.0 * lo,
            100.0 * hi,
            mean(&points)
        );
    }
    out += &format!(
        "\n{:<4} {:<18} {:>10} {:>10} {:>10} {:>10} {:>10}\n",
        "#", "player", "decisions", "mean ms", "p50 ms", "p99 ms", "max ms"
    );
    for (p, name) in names.iter().enumerate() {
        let mut times: Vec<f64> = outcomes
            .iter()
            .flat_map(|o| o.decisions.iter().filter(|(q, _)| *q == p).map(|(_, t)| *t))
            .collect();
        all_decisions += times.len();
        times.sort_by(|a, b| a.total_cmp(b));
        out += &format!(
            "{:<4} {:<18} {:>10} {:>10.3} {:>10.3} {:>10.3} {:>10.3}\n",
            p + 1,
            name,
            times.len(),
            mean(&times),
            quantile(&times, 0.5),
            quantile(&times, 0.99),
            times.last().copied().unwrap_or(0.0)
        );
    }
    out += "(decision times: the deciding thread's CPU time)\n";
    out += &format!(
        "\n{:.0} decisions/s overall (wall clock, all threads)\n",
        all_decisions as f64 / seconds.max(1e-9)
    );
    out + &lengths(outcomes)
}

/// How long the games were, and which (if any) the action limit stopped.
pub fn lengths(outcomes: &[Outcome]) -> String {
    let mut actions: Vec<f64> = outcomes.iter().map(|o| o.actions as f64).collect();
    actions.sort_by(|a, b| a.total_cmp(b));
    let longest_round = outcomes.iter().map(|o| o.longest_round).max().unwrap_or(0);
    let cut: Vec<usize> = (0..outcomes.len())
        .filter(|&g| outcomes[g].cut_short)
        .collect();
    let mut out = format!(
        "game length: mean {:.0}, p99 {:.0}, max {:.0} actions; longest round {longest_round} actions\n",
        mean(&actions),
        quantile(&actions, 0.99),
        actions.last().copied().unwrap_or(0.0),
    );
    out += &match cut.len() {
        0 => format!("no game reached the {MAX_ACTIONS}-action limit\n"),
        n => format!(
            "{n} games stopped at the {MAX_ACTIONS}-action limit (game indexes {:?})\n",
            &cut[..n.min(20)]
        ),
    };
    out
}

/// Times one decision in milliseconds of the deciding thread's CPU time: matches run at low
/// priority beside builds on a shared machine, and the wall clock would measure their load,
/// not the player. (Where the thread's clock is unavailable, the wall clock.)
pub fn timed<T>(f: impl FnOnce() -> T) -> (T, f64) {
    match thread_cpu_seconds() {
        Some(start) => {
            let value = f();
            let end = thread_cpu_seconds().unwrap_or(start);
            (value, (end - start) * 1000.0)
        }
        None => {
            let start = Instant::now();
            let value = f();
            (value, start.elapsed().as_secs_f64() * 1000.0)
        }
    }
}

/// The CPU time the calling thread has used, in seconds.
#[cfg(unix)]
fn thread_cpu_seconds() -> Option<f64> {
    let mut now = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `now` is a valid, writable timespec for the call; the clock id is a constant.
    let status = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut now) };
    (status == 0).then_some(now.tv_sec as f64 + now.tv_nsec as f64 * 1e-9)
}

#[cfg(not(unix))]
fn thread_cpu_seconds() -> Option<f64> {
    None
}

/// Shares of a win among the players with the best score.
pub fn win_shares(scores: &[f64]) -> Vec<f64> {
    let best = scores.iter().cloned().fold(f64::NEG_INFINITY, f64::max);
    let winners = scores.iter().filter(|&&s| s == best).count() as f64;
    scores
        .iter()
        .map(|&s| if s == best { 1.0 / winners } else { 0.0 })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_match_reports_each_tenth_and_a_short_one_nothing() {
        let lines: Vec<u64> = (1..=1000)
            .filter(|&n| progress(n, 1000, 6.0).is_some())
            .collect();
        assert_eq!(lines, (1..10).map(|k| k * 100).collect::<Vec<_>>());
        assert_eq!(
            progress(300, 1000, 61.4).as_deref(),
            Some("300 of 1000 games played, 61 s")
        );
        assert!((1..=99).all(|n| progress(n, 99, 60.0).is_none()));
        assert!((1..=1000).all(|n| progress(n, 1000, 4.9).is_none()));
        assert_eq!(
            (1..=105)
                .filter(|&n| progress(n, 105, 6.0).is_some())
                .count(),
            10
        );
    }

    #[test]
    fn ties_share_the_win() {
        assert_eq!(win_shares(&[3.0, 5.0, 5.0, 1.0]), vec![0.0, 0.5, 0.5, 0.0]);
        assert_eq!(win_shares(&[9.0, 5.0]), vec![1.0, 0.0]);
    }

    #[test]
    fn games_are_played_once_each_in_order() {
        let (outcomes, _) = run(10, 3, |g| Outcome {
            win: vec![g as f64],
            points: vec![0.0],
            decisions: vec![],
            actions: 0,
            longest_round: 0,
            cut_short: false,
        });
        let seen: Vec<f64> = outcomes.iter().map(|o| o.win[0]).collect();
        assert_eq!(seen, (0..10).map(|g| g as f64).collect::<Vec<_>>());
    }
}
