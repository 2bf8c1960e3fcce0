//! Value parsers and names shared by the subcommands' options.

use clap::builder::{EnumValueParser, TypedValueParser};
use clap::ValueEnum;
use quadrille_engine::deal::{DealNumber, MAX_DEAL_NUMBER};
use quadrille_engine::gaps::GapsVariant;

/// A Gaps variant on the command line.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum Variant {
    /// One deck, 4 rows of 13.
    Solitairex,
    /// Two decks, 8 rows of 14: free ace order, two redeals.
    ChinesePuzzle,
    /// SolitaireX's deals, plus: a 2 heading a row may move to another empty column-0 gap.
    Montana,
}

/// Reads a VARIANT (any case) straight into the engine's `GapsVariant`.
pub fn variant_parser() -> impl TypedValueParser<Value = GapsVariant> {
    EnumValueParser::<Variant>::new().map(|v| match v {
        Variant::Solitairex => GapsVariant::SolitaireX,
        Variant::ChinesePuzzle => GapsVariant::ChinesePuzzle,
        Variant::Montana => GapsVariant::Montana,
    })
}

/// The name of a variant on the command line.
pub fn variant_name(variant: GapsVariant) -> &'static str {
    match variant {
        GapsVariant::SolitaireX => "solitairex",
        GapsVariant::ChinesePuzzle => "chinese-puzzle",
        GapsVariant::Montana => "montana",
    }
}

/// A deal number: a whole number from 0 to 2^53 - 1.
pub fn deal_number(text: &str) -> Result<DealNumber, String> {
    let n: u64 = text.parse().map_err(|_| {
        format!("'{text}' is not a deal number (a whole number from 0 to {MAX_DEAL_NUMBER})")
    })?;
    if n > MAX_DEAL_NUMBER {
        return Err(format!(
            "deal number {n} is too large: the largest is {MAX_DEAL_NUMBER} (2^53 - 1)"
        ));
    }
    Ok(n)
}

/// A count that must be at least 1 (games, deals, nodes, milliseconds …).
pub fn at_least_one() -> clap::builder::RangedU64ValueParser<u64> {
    clap::value_parser!(u64).range(1..)
}

/// `--threads T`: at least one worker.
pub fn threads_parser() -> clap::builder::RangedU64ValueParser<usize> {
    clap::builder::RangedU64ValueParser::<usize>::new().range(1..)
}
