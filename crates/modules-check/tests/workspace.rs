//! Every crate of the workspace: its modules import each other one way only. A failure names
//! the crate and the circle (`a -> b -> a`): move what both need into one of them, or into a
//! module they both use.

use quadrille_modules_check::{circles, describe, edges, modules, roots};
use std::fs;
use std::path::Path;

/// The workspace's members, as its Cargo.toml lists them.
fn members(workspace: &Path) -> Vec<String> {
    let manifest = fs::read_to_string(workspace.join("Cargo.toml")).unwrap();
    let list = manifest
        .split("members = [")
        .nth(1)
        .and_then(|rest| rest.split(']').next())
        .expect("the workspace lists its members");
    list.split(',')
        .map(|m| m.trim().trim_matches('"').to_string())
        .filter(|m| !m.is_empty())
        .collect()
}

#[test]
fn no_crate_of_the_workspace_imports_in_a_circle() {
    let workspace = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let members = members(&workspace);
    for expected in ["crates/engine", "crates/room", "crates/cli", "src-tauri"] {
        assert!(
            members.iter().any(|m| m == expected),
            "{expected} is checked"
        );
    }
    let mut problems = Vec::new();
    let mut read = 0;
    for member in &members {
        for (root, file) in roots(&workspace.join(member)) {
            let modules = modules(&file);
            read += modules.len();
            for circle in circles(&edges(&modules)) {
                problems.push(format!("{member} ({root}): {}", describe(&circle)));
            }
        }
    }
    assert!(read > 100, "the sources were read: {read} modules");
    assert!(
        problems.is_empty(),
        "modules that import in a circle:\n{}",
        problems.join("\n")
    );
}
