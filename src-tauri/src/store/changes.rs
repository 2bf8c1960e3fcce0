//! The changes a command stages (`Op`s) and how they apply to the data, a map of keys to JSON
//! values: checked first, so that a change that does not fit is refused before it is written.

use crate::store::error::StorageError;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

/// One change to the saved data.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "op", rename_all = "snake_case")]
pub enum Op {
    /// Puts `value` at `path` inside `key` (the whole key's value when `path` is empty).
    Set {
        key: String,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        path: Vec<String>,
        value: Value,
    },
    /// Keeps the first `keep` items of the list at `path` inside `key` and appends `push`.
    Splice {
        key: String,
        path: Vec<String>,
        keep: usize,
        push: Vec<Value>,
    },
}

impl Op {
    pub fn key(&self) -> &str {
        match self {
            Op::Set { key, .. } | Op::Splice { key, .. } => key,
        }
    }
}

/// The saved data as a map of keys to JSON values.
pub type Data = Map<String, Value>;

/// The value at `path` inside `root`.
fn walk<'a>(root: &'a Value, path: &[String]) -> Option<&'a Value> {
    path.iter().try_fold(root, |v, k| v.as_object()?.get(k))
}

fn walk_mut<'a>(root: &'a mut Value, path: &[String]) -> Option<&'a mut Value> {
    path.iter()
        .try_fold(root, |v, k| v.as_object_mut()?.get_mut(k))
}

/// Whether the value at `path` could be added: its parent is an object.
fn path_parent_is_object(root: &Value, path: &[String]) -> bool {
    path.split_last()
        .and_then(|(_, parent)| walk(root, parent))
        .is_some_and(Value::is_object)
}

fn mismatch(op: &Op) -> StorageError {
    let what = match op {
        Op::Set { key, path, .. } => format!("set {key}/{}", path.join("/")),
        Op::Splice {
            key, path, keep, ..
        } => {
            format!("splice {key}/{} after {keep}", path.join("/"))
        }
    };
    StorageError::Mismatch(what)
}

/// Whether `op` applies to `data` (with `pending`, the whole values set earlier in the same
/// record, taking precedence), without changing anything.
pub fn check(data: &Data, pending: &Data, op: &Op) -> Result<(), StorageError> {
    let root = pending.get(op.key()).or_else(|| data.get(op.key()));
    let fits = match op {
        Op::Set { path, .. } if path.is_empty() => true,
        Op::Set { path, .. } => root
            .and_then(|r| walk(r, &path[..path.len() - 1]))
            .is_some_and(Value::is_object),
        Op::Splice { path, keep, .. } => root.is_some_and(|r| match walk(r, path) {
            Some(list) => list.as_array().is_some_and(|l| *keep <= l.len()),
            // A list the saved form may leave out (`#[serde(default)]`) starts empty.
            None => *keep == 0 && path_parent_is_object(r, path),
        }),
    };
    if fits {
        Ok(())
    } else {
        Err(mismatch(op))
    }
}

/// Checks every op of one record, in order.
pub fn check_all(data: &Data, ops: &[Op]) -> Result<(), StorageError> {
    let mut pending = Data::new();
    for op in ops {
        check(data, &pending, op)?;
        if let Op::Set { key, path, value } = op {
            if path.is_empty() {
                pending.insert(key.clone(), value.clone());
            }
        }
    }
    Ok(())
}

/// Applies `op` to `data`; on an error `data` is unchanged.
pub fn apply(data: &mut Data, op: Op) -> Result<(), StorageError> {
    let fail = mismatch(&op);
    match op {
        Op::Set { key, path, value } => {
            let Some((last, parent)) = path.split_last() else {
                data.insert(key, value);
                return Ok(());
            };
            let object = data
                .get_mut(&key)
                .and_then(|r| walk_mut(r, parent))
                .and_then(Value::as_object_mut)
                .ok_or(fail)?;
            object.insert(last.clone(), value);
        }
        Op::Splice {
            key,
            path,
            keep,
            push,
        } => {
            let root = data.get_mut(&key).ok_or(fail)?;
            if keep == 0 && walk(root, &path).is_none() && path_parent_is_object(root, &path) {
                let (last, parent) = path.split_last().expect("a path with a parent");
                walk_mut(root, parent)
                    .and_then(Value::as_object_mut)
                    .expect("checked")
                    .insert(last.clone(), Value::Array(Vec::new()));
            }
            let list = walk_mut(root, &path)
                .and_then(Value::as_array_mut)
                .filter(|l| keep <= l.len())
                .ok_or_else(|| {
                    mismatch(&Op::Splice {
                        key: key.clone(),
                        path: path.clone(),
                        keep,
                        push: Vec::new(),
                    })
                })?;
            list.truncate(keep);
            list.extend(push);
        }
    }
    Ok(())
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use serde_json::json;

    /// An `Op::Set` of `value` at `path` of `key` (the journal's tests write them too).
    pub(crate) fn set(key: &str, path: &[&str], value: Value) -> Op {
        Op::Set {
            key: key.into(),
            path: path.iter().map(|s| s.to_string()).collect(),
            value,
        }
    }

    pub(crate) fn splice(key: &str, path: &[&str], keep: usize, push: Vec<Value>) -> Op {
        Op::Splice {
            key: key.into(),
            path: path.iter().map(|s| s.to_string()).collect(),
            keep,
            push,
        }
    }

    #[test]
    fn ops_change_a_key_in_place_and_refuse_what_does_not_fit() {
        let mut data = Data::new();
        apply(
            &mut data,
            set("g", &[], json!({"r": {"a": [1, 2]}, "v": 0})),
        )
        .unwrap();
        apply(&mut data, splice("g", &["r", "a"], 2, vec![json!(3)])).unwrap();
        apply(&mut data, splice("g", &["r", "a"], 1, vec![])).unwrap();
        apply(&mut data, set("g", &["v"], json!(7))).unwrap();
        assert_eq!(data["g"], json!({"r": {"a": [1]}, "v": 7}));
        // A list the saved form leaves out when empty is created by a splice that keeps none.
        apply(&mut data, splice("g", &["r", "u"], 0, vec![json!(4)])).unwrap();
        assert_eq!(data["g"]["r"]["u"], json!([4]));
        for bad in [
            splice("g", &["r", "a"], 2, vec![]),
            splice("g", &["r", "b"], 1, vec![]),
            splice("g", &["v", "b"], 0, vec![]),
            splice("h", &["a"], 0, vec![]),
            set("g", &["x", "y"], json!(1)),
        ] {
            assert!(check(&data, &Data::new(), &bad).is_err(), "{bad:?}");
            let before = data.clone();
            assert!(apply(&mut data, bad).is_err());
            assert_eq!(data, before);
        }
        // A later op may rely on a whole value set earlier in the same record.
        check_all(
            &data,
            &[
                set("n", &[], json!({"a": []})),
                splice("n", &["a"], 0, vec![]),
            ],
        )
        .unwrap();
    }
}
