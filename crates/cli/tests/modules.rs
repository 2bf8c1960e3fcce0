//! The CLI's modules depend on each other one way only: no module reaches, directly or through
//! others, back to a module that uses it (a parent and its own submodules aside). Read from the
//! `crate::` and `super::` paths in the source, tests included.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::Path;

/// Every `.rs` file under `dir` as (module path, source), `main.rs` being the crate root.
fn modules(dir: &Path, prefix: &[String], out: &mut BTreeMap<Vec<String>, String>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_stem().unwrap().to_string_lossy().to_string();
        if path.is_dir() {
            let mut inner = prefix.to_vec();
            inner.push(name);
            modules(&path, &inner, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let mut module = prefix.to_vec();
            if name != "mod" && name != "main" {
                module.push(name);
            }
            out.insert(module, fs::read_to_string(&path).unwrap());
        }
    }
}

/// The modules `source` (module `at`) names through `crate::` or `super::` paths, each mapped
/// to the longest module of `known` it falls in.
fn uses(at: &[String], source: &str, known: &BTreeSet<Vec<String>>) -> BTreeSet<Vec<String>> {
    let mut found = BTreeSet::new();
    for (start, base) in [
        ("crate::", Vec::new()),
        ("super::", at[..at.len().saturating_sub(1)].to_vec()),
    ] {
        for (i, _) in source.match_indices(start) {
            let rest = &source[i + start.len()..];
            let path: Vec<String> = rest
                .split("::")
                .map(|p| {
                    p.chars()
                        .take_while(|c| c.is_alphanumeric() || *c == '_')
                        .collect::<String>()
                })
                .take_while(|p| !p.is_empty())
                .collect();
            let mut full = base.clone();
            full.extend(path);
            while !full.is_empty() && !known.contains(&full) {
                full.pop();
            }
            found.insert(full);
        }
    }
    found
}

#[test]
fn no_module_of_the_cli_imports_in_a_circle() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = BTreeMap::new();
    modules(&src, &[], &mut files);
    let known: BTreeSet<Vec<String>> = files.keys().cloned().collect();
    let related = |a: &[String], b: &[String]| a.starts_with(b) || b.starts_with(a);
    let edges: BTreeMap<Vec<String>, BTreeSet<Vec<String>>> = files
        .iter()
        .map(|(m, source)| {
            let to = uses(m, source, &known)
                .into_iter()
                .filter(|t| !related(m, t))
                .collect();
            (m.clone(), to)
        })
        .collect();
    assert!(
        edges.len() > 20,
        "the source was read: {} modules",
        edges.len()
    );
    // Everything each module reaches; a module that reaches itself is in a circle.
    for start in edges.keys() {
        let mut seen = BTreeSet::new();
        let mut todo: Vec<&Vec<String>> = edges[start].iter().collect();
        while let Some(m) = todo.pop() {
            if seen.insert(m.clone()) {
                todo.extend(edges.get(m).into_iter().flatten());
            }
        }
        let back: Vec<&Vec<String>> = seen
            .iter()
            .filter(|m| related(m, start) && *m != start)
            .collect();
        assert!(
            !seen.contains(start) && back.is_empty(),
            "{} imports in a circle (it reaches {:?})",
            start.join("::"),
            back
        );
    }
}
