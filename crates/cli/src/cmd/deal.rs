//! `solitairex deal N` and `montana deal N`: print a deal.

use crate::board::{grid, summary_line};
use clap::Args;
use quadrille_engine::deal::DealNumber;
use quadrille_engine::gaps::{Gaps, GapsRules, GapsVariant};
use quadrille_engine::Game;

/// Print the first deal of deal number N as a 4 × 13 grid, `__` marking a gap.
#[derive(Debug, Clone, PartialEq, Eq, Args)]
pub struct DealArgs {
    /// The deal number, 0 .. 2^53-1.
    #[arg(value_name = "N", value_parser = crate::parsers::deal_number)]
    pub deal: DealNumber,
}

/// `solitairex deal N` or `montana deal N` (one-deck games: the same cards).
pub fn deal(variant: GapsVariant, deal: DealNumber) -> String {
    let game = Gaps::new(&GapsRules::standard(variant), deal);
    format!(
        "{} deal {deal}\n{}{}, {} legal moves\n",
        variant.name(),
        grid(&game),
        summary_line(&game),
        game.moves().len()
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deal_prints_a_4_by_13_grid() {
        let text = deal(GapsVariant::SolitaireX, 42);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "SolitaireX deal 42");
        assert_eq!(
            lines[1],
            " __  Q♥ 10♠  __  J♦  6♥  K♣  9♠  2♠  J♥  9♥ 10♥  9♣"
        );
        assert_eq!(
            lines[1..5]
                .iter()
                .map(|l| l.matches("__").count())
                .sum::<usize>(),
            4
        );
        assert!(lines[5].starts_with("score 0 / 48, playing, deals used 1 of 3"));
        // Montana deals the same cards.
        let montana = deal(GapsVariant::Montana, 42);
        assert_eq!(montana.lines().next(), Some("Montana deal 42"));
        assert_eq!(montana.lines().skip(1).collect::<Vec<_>>(), lines[1..]);
    }
}
