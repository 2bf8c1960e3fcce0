use serde::Serialize;
use ts_rs::TS;

/// A dealt hand. Derives ts-rs's `TS` like the app's IPC types (nothing is exported here).
#[derive(Serialize, TS)]
pub struct Hand {
    #[ts(type = "number")] // serde_json sends u64 as a JS number; ts-rs default is bigint
    pub seed: u64,
    pub cards: Vec<String>,
}

#[derive(Serialize, TS)]
pub struct Card {
    pub rank: String,
    pub suit: String,
}

fn xorshift(state: &mut u64) -> u64 {
    let mut x = *state;
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    *state = x;
    x
}

pub fn deal_cards(seed: u64, n: usize) -> Vec<String> {
    const RANKS: [&str; 13] = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];
    const SUITS: [&str; 4] = ["♠", "♥", "♦", "♣"];
    let mut deck: Vec<String> = SUITS
        .iter()
        .flat_map(|s| RANKS.iter().map(move |r| format!("{r}{s}")))
        .collect();
    let mut st = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    for i in (1..deck.len()).rev() {
        let j = (xorshift(&mut st) % (i as u64 + 1)) as usize;
        deck.swap(i, j);
    }
    deck.truncate(n);
    deck
}

#[tauri::command]
fn deal(seed: u64) -> Vec<String> {
    deal_cards(seed, 5)
}

#[cfg_attr(mobile, tauri::mobile_entry_point)]
pub fn run() {
    tauri::Builder::default()
        .plugin(tauri_plugin_store::Builder::new().build())
        .invoke_handler(tauri::generate_handler![deal])
        .run(tauri::generate_context!())
        .expect("error while running tauri application");
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn deal_is_deterministic() {
        assert_eq!(deal_cards(42, 5), deal_cards(42, 5));
        assert_eq!(deal_cards(42, 5).len(), 5);
    }
}
