use super::*;
use crate::deal;
use crate::game::Game;

fn layout(game: &Gaps) -> String {
    let cols = game.spec().columns as usize;
    game.board()
        .chunks(cols)
        .map(|row| {
            row.iter()
                .map(|c| c.map_or("__".to_string(), |c| c.to_string()))
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn scratch_print() {
    for d in [1u64, 7, 42, deal::MAX_DEAL_NUMBER] {
        let g = Gaps::new(&GapsRules::standard(GapsVariant::SolitaireX), d);
        println!("deal {d}\n{}\n", layout(&g));
    }
    let mut rng = deal::stream(1, 0);
    let draws: Vec<u64> = (0..8).map(|_| rng.below(52)).collect();
    println!("{draws:?}");
}
#[test]
fn scratch_kat() {
    println!("{:#x}", deal::stream(0, 0).below(u64::MAX));
}
