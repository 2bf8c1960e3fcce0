//! The names people give themselves at a table, made so that nobody can pass as somebody else.
//!
//! A name is put in Unicode's composed form (NFC), so that "é" typed two ways is one name; the
//! characters that change how text around them is shown without being seen themselves are taken
//! out (controls, the bidirectional overrides, embeddings and isolates, zero-width spaces and
//! joiners, and other invisible fillers); runs of spaces become one. What is left is bounded in
//! characters as people see them (grapheme clusters), and each of those in code points, so a
//! pile of combining marks cannot stand for one letter. Two seats of a room are never shown with
//! the same name: a join whose name matches another seat's (ignoring case) gets " 2", " 3"…

use crate::protocol::RoomError;
use icu_normalizer::ComposingNormalizerBorrowed;
use unicode_segmentation::UnicodeSegmentation;

/// The most characters (as people see them) a name may have.
pub const MAX_NAME: usize = 40;
/// The most code points one of those characters may have (a letter with a few marks, a flag, a
/// family emoji's parts once its joiners are gone).
const MAX_CLUSTER: usize = 8;

/// Characters that are never shown but change what is: zero-width spaces and joiners, the
/// bidirectional marks, embeddings, overrides and isolates, word joiners and invisible
/// operators, the byte-order mark, interlinear annotation marks, and the fillers that render as
/// nothing (soft hyphen, grapheme joiner, Hangul fillers, Mongolian vowel separator).
fn invisible(c: char) -> bool {
    matches!(
        c,
        '\u{00AD}'
            | '\u{034F}'
            | '\u{061C}'
            | '\u{115F}'
            | '\u{1160}'
            | '\u{17B4}'
            | '\u{17B5}'
            | '\u{180B}'..='\u{180F}'
            | '\u{200B}'..='\u{200F}'
            | '\u{202A}'..='\u{202E}'
            | '\u{2060}'..='\u{206F}'
            | '\u{3164}'
            | '\u{FE00}'..='\u{FE0F}'
            | '\u{FEFF}'
            | '\u{FFA0}'
            | '\u{FFF9}'..='\u{FFFB}'
            | '\u{E0000}'..='\u{E007F}'
    ) || c.is_control()
}

/// A name as it will be shown, or `BadName` when nothing visible is left or it is too long.
pub fn clean(name: &str) -> Result<String, RoomError> {
    let bad = || RoomError::BadName {
        max: MAX_NAME as u32,
    };
    // Bounded before any work: a name is read from the network.
    if name.len() > MAX_NAME * MAX_CLUSTER * 4 {
        return Err(bad());
    }
    let visible: String = name.chars().filter(|&c| !invisible(c)).collect();
    let composed = ComposingNormalizerBorrowed::new_nfc().normalize(&visible);
    let words: Vec<&str> = composed.split_whitespace().collect();
    let name = words.join(" ");
    let clusters = name.graphemes(true);
    if name.is_empty()
        || clusters.clone().count() > MAX_NAME
        || clusters
            .into_iter()
            .any(|g| g.chars().count() > MAX_CLUSTER)
    {
        return Err(bad());
    }
    Ok(name)
}

/// `name` (already clean), or the first of "name 2", "name 3"… that no one in `taken` has.
pub fn distinct<'a>(name: String, taken: impl Iterator<Item = &'a str> + Clone) -> String {
    let used = |candidate: &str| {
        taken
            .clone()
            .any(|t| t.to_lowercase() == candidate.to_lowercase())
    };
    if !used(&name) {
        return name;
    }
    (2..)
        .map(|n| format!("{name} {n}"))
        .find(|candidate| !used(candidate))
        .expect("a room has only a few seats")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn invisible_and_reordering_characters_are_taken_out() {
        // "Ana" with a right-to-left override that would show "Ben" reversed after it.
        assert_eq!(clean("Ana\u{202E}neB").unwrap(), "AnaneB");
        assert_eq!(clean("A\u{200B}n\u{200D}a\u{FEFF}").unwrap(), "Ana");
        assert_eq!(clean("\u{2066}Ana\u{2069}").unwrap(), "Ana");
        assert_eq!(clean("Ana\u{0007}\u{0000}").unwrap(), "Ana");
        assert_eq!(clean("  Ana \t  María ").unwrap(), "Ana María");
        assert!(clean("\u{200B}\u{202E}\u{3164}  ").is_err());
    }

    #[test]
    fn names_are_composed() {
        let decomposed = "Jose\u{0301}";
        assert_eq!(clean(decomposed).unwrap(), "José");
        assert_eq!(clean(decomposed), clean("José"));
    }

    #[test]
    fn length_is_counted_as_people_see_it() {
        // 40 letters with an accent each, typed decomposed: 80 code points, 40 characters.
        let accented = "e\u{0301}".repeat(MAX_NAME);
        assert_eq!(clean(&accented).unwrap().graphemes(true).count(), MAX_NAME);
        assert!(clean(&"é".repeat(MAX_NAME + 1)).is_err());
        // Flags are two code points each and one character.
        assert!(clean(&"🇬🇷".repeat(MAX_NAME)).is_ok());
        // One letter under a pile of combining marks is refused.
        assert!(clean(&format!("A{}", "\u{0300}".repeat(20))).is_err());
        assert!(clean(&"x".repeat(10_000)).is_err());
    }

    #[test]
    fn equal_names_are_told_apart() {
        let taken = ["Ana", "Ben", "ana 2"];
        assert_eq!(distinct("Cleo".into(), taken.iter().copied()), "Cleo");
        assert_eq!(distinct("ANA".into(), taken.iter().copied()), "ANA 3");
        assert_eq!(distinct("Ben".into(), taken.iter().copied()), "Ben 2");
    }
}
