//! `crossroads VARIANT`: find a position where one move loses a deal that was still winnable,
//! as JSON for the end-to-end test of the app's crossroads warning (and to study one by hand).

use crate::parsers::{at_least_one, deal_number, variant_parser};
use crate::search::move_text;
use clap::Args;
use quadrille_engine::deal::DealNumber;
use quadrille_engine::gaps::finder::find_crossroads;
use quadrille_engine::gaps::{Gaps, GapsAction, GapsRules, GapsVariant, Slot};
use quadrille_engine::Game;
use serde_json::{json, Value};

/// Find a crossroads: a winnable position and a move that loses it.
///
/// Plays each deal's winning line (found within --nodes positions) up to --prefix moves in and
/// looks for a legal move after which the solver proves the deal lost, both verdicts within
/// --nodes positions. Prints one JSON object: the deal, the moves of the line to play first,
/// and the losing move (rows and columns counted from 0, as the app's slots).
#[derive(Debug, Clone, PartialEq, Eq, Args)]
pub struct CrossroadsArgs {
    /// solitairex, chinese-puzzle or montana.
    #[arg(value_name = "VARIANT", value_parser = variant_parser(), ignore_case = true)]
    pub variant: GapsVariant,
    /// The first deal number to try.
    #[arg(long, value_name = "DEAL", value_parser = deal_number, default_value_t = 0)]
    pub from: DealNumber,
    /// How many deal numbers to try.
    #[arg(long, value_name = "N", value_parser = at_least_one(), default_value_t = 500)]
    pub deals: u64,
    /// The most moves of the winning line to play before the crossroads.
    #[arg(long, value_name = "K", default_value_t = 12)]
    pub prefix: usize,
    /// The node budget of every verdict.
    #[arg(long, value_name = "N", value_parser = at_least_one(), default_value_t = 2_000)]
    pub nodes: u64,
}

fn slot(s: Slot) -> Value {
    json!({ "row": s.row, "col": s.col })
}

/// `crossroads VARIANT`: the JSON line, or `null` when none was found.
pub fn run(args: &CrossroadsArgs) -> String {
    let rules = GapsRules::standard(args.variant);
    let Some(found) = find_crossroads(&rules, args.from, args.deals, args.prefix, args.nodes)
    else {
        return "null\n".to_string();
    };
    let mut game = Gaps::new(&rules, found.deal);
    let step = |game: &mut Gaps, (from, to): (Slot, Slot)| {
        let card = game.at(from).map(|c| c.to_string());
        let text = move_text(game, (from, to));
        game.apply(&GapsAction::Move { from, to })
            .expect("the finder's moves are legal");
        json!({ "from": slot(from), "to": slot(to), "card": card, "text": text })
    };
    let prefix: Vec<Value> = found.prefix.iter().map(|&m| step(&mut game, m)).collect();
    let losing = step(&mut game, found.losing);
    format!(
        "{}\n",
        json!({ "deal": found.deal, "prefix": prefix, "losing": losing })
    )
}
