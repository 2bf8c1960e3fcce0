//! A Gaps board in words: the grid and the score line that `deal`, `replay` and `solve` print.

use quadrille_engine::gaps::{Gaps, GapsStatus};

/// The board as a grid: one line per row, each cell right-aligned in 3 columns, `__` a gap.
pub fn grid(game: &Gaps) -> String {
    let mut out = String::new();
    for row in game.board().chunks(game.spec().columns as usize) {
        let cells: Vec<String> = row
            .iter()
            .map(|c| match c {
                Some(card) => format!("{:>3}", card.to_string()),
                None => " __".to_string(),
            })
            .collect();
        out.push_str(cells.join(" ").trim_end());
        out.push('\n');
    }
    out
}

fn status_word(status: GapsStatus) -> &'static str {
    match status {
        GapsStatus::Playing => "playing",
        GapsStatus::Stuck => "stuck (a reshuffle remains)",
        GapsStatus::Won => "won",
        GapsStatus::Lost => "lost",
    }
}

pub fn summary_line(game: &Gaps) -> String {
    format!(
        "score {} / {}, {} , deals used {} of {}, dead gaps {}",
        game.score(),
        game.max_score(),
        status_word(game.status()),
        game.deals_used(),
        game.rules().deals,
        game.dead_gaps()
    )
    .replace(" , ", ", ")
}
