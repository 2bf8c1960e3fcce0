//! Finds import circles between the modules of a crate: module A names B (through a `crate::`
//! or `super::` path, in code or in a doc comment) and B, directly or through others, names A
//! back. Modules that depend on each other both ways cannot be understood, tested or moved one
//! at a time, so every crate of the workspace is checked (`tests/workspace.rs`).
//!
//! A parent and its own submodules aside: a parent declares its children and a child may use
//! what its parent holds, so those edges are not counted; reaching one's own parent or child
//! *through other modules* is a circle all the same. A file is one module (an inline module
//! counts as the file it is in, its `super::` resolved from inside it). Test modules
//! (`#[cfg(test)] mod tests { .. }` or `mod tests;`) are left out: nothing can use them, so
//! they close no circle, and a test of `game.rs` may well play a game that uses `game.rs`.
//! The modules are found as the compiler finds them, from each crate root's `mod` declarations.

use std::collections::{BTreeMap, BTreeSet, VecDeque};
use std::fs;
use std::path::{Path, PathBuf};

/// A module path from the crate root (empty for the root itself).
pub type Module = Vec<String>;

/// The crate roots of a package in `dir`: the library, the main binary and `src/bin` binaries,
/// each a separate crate with its own `crate::`. Named for reports ("lib", "bin name").
pub fn roots(dir: &Path) -> Vec<(String, PathBuf)> {
    let src = dir.join("src");
    let mut roots = Vec::new();
    for (name, file) in [("lib", "lib.rs"), ("bin", "main.rs")] {
        if src.join(file).is_file() {
            roots.push((name.to_string(), src.join(file)));
        }
    }
    if let Ok(entries) = fs::read_dir(src.join("bin")) {
        let mut bins: Vec<PathBuf> = entries.map(|e| e.unwrap().path()).collect();
        bins.sort();
        for path in bins {
            let name = path.file_stem().unwrap().to_string_lossy().to_string();
            if path.is_dir() && path.join("main.rs").is_file() {
                roots.push((format!("bin {name}"), path.join("main.rs")));
            } else if path.extension().is_some_and(|e| e == "rs") {
                roots.push((format!("bin {name}"), path));
            }
        }
    }
    roots
}

/// Every module of the crate whose root is `root`, with its source.
pub fn modules(root: &Path) -> BTreeMap<Module, String> {
    let mut out = BTreeMap::new();
    let dir = root.parent().unwrap().to_path_buf();
    read_module(root, Vec::new(), &dir, &mut out);
    out
}

/// Reads the module in `file` and, following its `mod name;` declarations, its submodules
/// (in `children`: `name.rs` or `name/mod.rs`, or where a `#[path]` attribute says).
fn read_module(file: &Path, module: Module, children: &Path, out: &mut BTreeMap<Module, String>) {
    let source = fs::read_to_string(file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
    let mut path_attr: Option<String> = None;
    let mut test = false;
    for line in source.lines() {
        let line = line.trim();
        if line == "#[cfg(test)]" {
            test = true;
            continue;
        }
        if std::mem::take(&mut test) && declared_module(line).is_some() {
            path_attr = None;
            continue;
        }
        if let Some(rest) = line.strip_prefix("#[path = \"") {
            path_attr = rest.split('"').next().map(str::to_string);
            continue;
        }
        if let Some(name) = declared_module(line) {
            let mut inner = module.clone();
            inner.push(name.to_string());
            let file_here = match path_attr.take() {
                Some(p) => file.parent().unwrap().join(p),
                None if children.join(format!("{name}.rs")).is_file() => {
                    children.join(format!("{name}.rs"))
                }
                None => children.join(name).join("mod.rs"),
            };
            let grandchildren = if file_here.file_name().is_some_and(|f| f == "mod.rs") {
                file_here.parent().unwrap().to_path_buf()
            } else {
                file_here.with_extension("")
            };
            read_module(&file_here, inner, &grandchildren, out);
        } else if !line.starts_with("#[") {
            path_attr = None;
        }
    }
    out.insert(module, source);
}

/// `name` for a line declaring a module in another file (`mod name;`, `pub(crate) mod name;`).
fn declared_module(line: &str) -> Option<&str> {
    let mut rest = line;
    if let Some(r) = rest.strip_prefix("pub") {
        rest = r.trim_start();
        if rest.starts_with('(') {
            rest = rest[rest.find(')')? + 1..].trim_start();
        }
    }
    let name = rest.strip_prefix("mod ")?.trim().strip_suffix(';')?.trim();
    name.chars()
        .all(|c| c.is_alphanumeric() || c == '_')
        .then_some(name)
}

/// `source` with string and char literals blanked out (same length), and a copy with the
/// comments blanked too: paths are read from the first (doc comments name modules as code
/// does), braces counted in the second.
fn blank(source: &str) -> (String, String) {
    let b = source.as_bytes();
    let (mut text, mut code) = (b.to_vec(), b.to_vec());
    let mut i = 0;
    let blank_range = |v: &mut Vec<u8>, from: usize, to: usize| {
        for c in &mut v[from..to] {
            if *c != b'\n' {
                *c = b' ';
            }
        }
    };
    while i < b.len() {
        let start = i;
        if b[i..].starts_with(b"//") {
            while i < b.len() && b[i] != b'\n' {
                i += 1;
            }
            blank_range(&mut code, start, i);
        } else if b[i..].starts_with(b"/*") {
            let mut depth = 0;
            while i < b.len() {
                if b[i..].starts_with(b"/*") {
                    depth += 1;
                    i += 2;
                } else if b[i..].starts_with(b"*/") {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
            blank_range(&mut code, start, i);
        } else if b[i] == b'r'
            && (i == 0 || !is_ident(b[i - 1]))
            && matches!(b.get(i + 1), Some(b'"' | b'#'))
        {
            // A raw string: r"..." or r#"..."#.
            let hashes = b[i + 1..].iter().take_while(|&&c| c == b'#').count();
            if b.get(i + 1 + hashes) != Some(&b'"') {
                i += 1;
                continue;
            }
            let close: Vec<u8> = std::iter::once(b'"')
                .chain(std::iter::repeat_n(b'#', hashes))
                .collect();
            i += 2 + hashes;
            while i < b.len() && !b[i..].starts_with(&close) {
                i += 1;
            }
            i = (i + close.len()).min(b.len());
            blank_range(&mut text, start, i);
            blank_range(&mut code, start, i);
        } else if b[i] == b'"' {
            i += 1;
            while i < b.len() && b[i] != b'"' {
                i += if b[i] == b'\\' { 2 } else { 1 };
            }
            i = (i + 1).min(b.len());
            blank_range(&mut text, start, i);
            blank_range(&mut code, start, i);
        } else if b[i] == b'\'' {
            // A char literal ('x', '\n', '\u{..}'), else a lifetime or label.
            let end = if b.get(i + 1) == Some(&b'\\') {
                b[i + 2..]
                    .iter()
                    .position(|&c| c == b'\'')
                    .map(|p| i + 3 + p)
            } else {
                let len = source[i + 1..].chars().next().map_or(1, char::len_utf8);
                (b.get(i + 1 + len) == Some(&b'\'')).then_some(i + 2 + len)
            };
            i = end.unwrap_or(i + 1);
            if end.is_some() {
                blank_range(&mut text, start, i);
                blank_range(&mut code, start, i);
            }
        } else {
            i += 1;
        }
    }
    (
        String::from_utf8_lossy(&text).into_owned(),
        String::from_utf8_lossy(&code).into_owned(),
    )
}

fn is_ident(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_'
}

/// The inline modules of a file (`mod name { .. }`) as (name, start, end) byte ranges, and
/// whether each is a test module (`#[cfg(test)]` just before it).
fn inline_modules(code: &str) -> Vec<(String, usize, usize, bool)> {
    let b = code.as_bytes();
    let mut found = Vec::new();
    for (at, _) in code.match_indices("mod ") {
        if at > 0 && is_ident(b[at - 1]) {
            continue;
        }
        let name_start = at + 4;
        let name_len = b[name_start..].iter().take_while(|&&c| is_ident(c)).count();
        let mut i = name_start + name_len;
        while i < b.len() && b[i].is_ascii_whitespace() {
            i += 1;
        }
        if name_len == 0 || b.get(i) != Some(&b'{') {
            continue;
        }
        let mut depth = 0;
        let mut end = b.len();
        for (j, &c) in b.iter().enumerate().skip(i) {
            match c {
                b'{' => depth += 1,
                b'}' => {
                    depth -= 1;
                    if depth == 0 {
                        end = j;
                        break;
                    }
                }
                _ => {}
            }
        }
        let test = code[..at].trim_end().ends_with("#[cfg(test)]");
        found.push((
            code[name_start..name_start + name_len].to_string(),
            i,
            end,
            test,
        ));
    }
    found
}

/// The paths of a use tree at the start of `s` (`a::b`, `a::{b, c::d}`, `*`, `self`).
fn use_tree(s: &[u8], i: &mut usize) -> Vec<Vec<String>> {
    let skip_space = |i: &mut usize| {
        while *i < s.len() && s[*i].is_ascii_whitespace() {
            *i += 1;
        }
    };
    skip_space(i);
    if s.get(*i) == Some(&b'{') {
        *i += 1;
        let mut paths = Vec::new();
        loop {
            skip_space(i);
            match s.get(*i) {
                None => break,
                Some(b'}') => {
                    *i += 1;
                    break;
                }
                Some(b',') => *i += 1,
                Some(_) => {
                    let before = *i;
                    paths.extend(use_tree(s, i));
                    if *i == before {
                        *i += 1;
                    }
                }
            }
        }
        return paths;
    }
    let start = *i;
    while *i < s.len() && is_ident(s[*i]) {
        *i += 1;
    }
    let ident = String::from_utf8_lossy(&s[start..*i]).into_owned();
    if ident.is_empty() {
        if s.get(*i) == Some(&b'*') {
            *i += 1;
        }
        return vec![Vec::new()];
    }
    if s[*i..].starts_with(b"::") {
        *i += 2;
        return use_tree(s, i)
            .into_iter()
            .map(|rest| std::iter::once(ident.clone()).chain(rest).collect())
            .collect();
    }
    if ident == "self" {
        return vec![Vec::new()];
    }
    vec![vec![ident]]
}

/// The modules of `known` that module `at`, whose source is `source`, names through `crate::`
/// or `super::` paths: each path mapped to the longest known module it falls in.
pub fn uses(at: &[String], source: &str, known: &BTreeSet<Module>) -> BTreeSet<Module> {
    let (text, code) = blank(source);
    let inline = inline_modules(&code);
    let b = text.as_bytes();
    let mut found = BTreeSet::new();
    for start in ["crate::", "super::"] {
        for (pos, _) in text.match_indices(start) {
            if pos > 0 && (is_ident(b[pos - 1]) || text[..pos].ends_with("::")) {
                continue;
            }
            let inside = |m: &&(String, usize, usize, bool)| (m.1..m.2).contains(&pos);
            if inline.iter().filter(inside).any(|m| m.3) {
                continue;
            }
            // Where the path starts from: the crate root, or the parent of the (inline)
            // module it is written in, once per `super::`.
            let mut base: Module = Vec::new();
            let mut i = pos;
            if start == "super::" {
                base = at.to_vec();
                base.extend(inline.iter().filter(inside).map(|m| m.0.clone()));
                while text[i..].starts_with("super::") {
                    base.pop();
                    i += "super::".len();
                }
            } else {
                i += start.len();
            }
            for path in use_tree(b, &mut i) {
                let mut full = base.clone();
                full.extend(path);
                while !full.is_empty() && !known.contains(&full) {
                    full.pop();
                }
                found.insert(full);
            }
        }
    }
    found
}

/// A module of `a` is `b`, inside it or around it.
fn related(a: &[String], b: &[String]) -> bool {
    a.starts_with(b) || b.starts_with(a)
}

/// What each module uses, a parent and its own submodules aside.
pub fn edges(modules: &BTreeMap<Module, String>) -> BTreeMap<Module, BTreeSet<Module>> {
    let known: BTreeSet<Module> = modules.keys().cloned().collect();
    modules
        .iter()
        .map(|(m, source)| {
            let to = uses(m, source, &known)
                .into_iter()
                .filter(|t| !related(m, t))
                .collect();
            (m.clone(), to)
        })
        .collect()
}

/// The circles among `edges`: for each module in one, the shortest way back to itself (or to
/// its own parent or submodule) through others, as the modules on the way. A circle that
/// only adds a way into one already named (`x -> a -> b -> a` after `a -> b -> a`) is left
/// out, so each report names imports to change.
pub fn circles(edges: &BTreeMap<Module, BTreeSet<Module>>) -> Vec<Vec<Module>> {
    let mut circles: Vec<Vec<Module>> = Vec::new();
    for start in edges.keys() {
        // Breadth first, so the circle reported is a shortest one.
        let mut came_from: BTreeMap<&Module, &Module> = BTreeMap::new();
        let mut todo: VecDeque<&Module> = VecDeque::new();
        for next in &edges[start] {
            came_from.entry(next).or_insert(start);
            todo.push_back(next);
        }
        let mut end = None;
        while let Some(m) = todo.pop_front() {
            if related(m, start) {
                end = Some(m);
                break;
            }
            for next in edges.get(m).into_iter().flatten() {
                if !came_from.contains_key(next) {
                    came_from.insert(next, m);
                    todo.push_back(next);
                }
            }
        }
        let Some(end) = end else { continue };
        let mut way = vec![end.clone()];
        let mut at = end;
        loop {
            let before = came_from[at];
            way.push(before.clone());
            if before == start {
                break;
            }
            at = before;
        }
        way.reverse();
        circles.push(way);
    }
    circles.sort_by_key(Vec::len);
    let steps = |way: &[Module]| -> BTreeSet<(Module, Module)> {
        way.windows(2)
            .map(|w| (w[0].clone(), w[1].clone()))
            .collect()
    };
    let mut named: Vec<BTreeSet<(Module, Module)>> = Vec::new();
    circles.retain(|way| {
        let these = steps(way);
        let new = !named.iter().any(|n| n.is_subset(&these));
        if new {
            named.push(these);
        }
        new
    });
    circles
}

/// A circle as people read it: `a -> b -> a` (`crate` for the root).
pub fn describe(circle: &[Module]) -> String {
    circle
        .iter()
        .map(|m| {
            if m.is_empty() {
                "crate".to_string()
            } else {
                m.join("::")
            }
        })
        .collect::<Vec<_>>()
        .join(" -> ")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn module(path: &str) -> Module {
        path.split("::").map(str::to_string).collect()
    }

    fn known(paths: &[&str]) -> BTreeSet<Module> {
        paths.iter().map(|p| module(p)).collect()
    }

    #[test]
    fn paths_in_groups_nested_supers_and_inline_modules_are_followed() {
        let known = known(&["a", "a::b", "a::c", "d", "e"]);
        let source = "use crate::{d, e::Thing};\nuse super::super::a::c::{self, X};\n\
                      mod inner {\n    use super::super::b::Y;\n}\n";
        let found = uses(&module("a::b"), source, &known);
        // `super::super` from a::b is the root, so `a::c`; from inside `inner`, `a::b` itself.
        assert_eq!(
            found,
            [module("d"), module("e"), module("a::c"), module("a::b")].into()
        );
        // A test module is not read.
        let test = "#[cfg(test)]\nmod tests {\n    use crate::e::Z;\n}\n";
        assert!(uses(&module("a::b"), test, &known).is_empty());
    }

    #[test]
    fn paths_in_strings_are_not_read() {
        let known = known(&["a", "b"]);
        let found = uses(&module("a"), "let s = \"crate::b\"; let c = '{';", &known);
        assert!(found.is_empty(), "{found:?}");
    }

    #[test]
    fn a_circle_is_found_and_named_once() {
        let source: BTreeMap<Module, String> = [
            (module("a"), "use crate::b::X;".to_string()),
            (module("b"), "use crate::c::Y;".to_string()),
            (module("c"), "use crate::a::Z;".to_string()),
            (module("d"), "use crate::a::Z;".to_string()),
        ]
        .into();
        let found = circles(&edges(&source));
        assert_eq!(found.len(), 1, "{found:?}");
        assert_eq!(describe(&found[0]), "a -> b -> c -> a");
    }

    #[test]
    fn reaching_ones_own_parent_through_another_module_is_a_circle() {
        let source: BTreeMap<Module, String> = [
            (module("p"), "use crate::q::X;".to_string()),
            (module("p::child"), "use super::Y;".to_string()),
            (module("q"), "use crate::p::child::Z;".to_string()),
        ]
        .into();
        let found = circles(&edges(&source));
        assert_eq!(found.len(), 1, "{found:?}");
        assert_eq!(describe(&found[0]), "p -> q -> p::child");
    }
}
