//! Information-set Monte Carlo tree search, single observer (SO-ISMCTS; Cowling, Powley and
//! Whitehouse, 2012) — the published reference for games with hidden cards, used to measure
//! the computer players against (`quadrille-cli match`).
//!
//! The player to decide knows only its view. Each iteration deals the hidden parts at random,
//! consistently with everything that view shows (a *determinization*), and walks one tree of
//! the observer's information sets down it: a node is a sequence of actions, whoever made them,
//! and its children are the actions tried after it. As the legal actions differ from one
//! determinization to the next, a child is scored by UCB1 over the iterations in which it was
//! legal ("available"), not over its parent's visits. Below the tree a playout runs to the
//! game's horizon (random moves, or a cheap policy a game names), and every node on the way
//! back adds the reward of the player who chose its action. The action of the most visited
//! child of the root is played.

use quadrille_engine::Game;
use rand::Rng;
use std::collections::hash_map::DefaultHasher;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hash};

/// Children by action, with a fixed hasher: a seeded search gives the same answer every run.
type Children<A> = HashMap<A, usize, BuildHasherDefault<DefaultHasher>>;

/// A game the search can play: deal the hidden parts of a view, list the actions worth
/// searching, and say when a playout ends and what each player got.
pub trait Determinize: Game + Clone
where
    Self::Action: Clone + Eq + Hash,
{
    /// What the seat of a view knows that determinizations are dealt from, worked out once a
    /// decision (a seat's knowledge can take a pass over the whole record).
    type Facts;
    fn facts(view: &Self::View) -> Self::Facts;
    /// A whole position that `view`'s seat cannot tell from the real one: what it sees is as
    /// shown, what it does not see is dealt at random among the possibilities `facts` leave.
    fn determinize(view: &Self::View, facts: &Self::Facts, rng: &mut impl Rng) -> Self;
    /// The player to move, or `None` at the horizon.
    fn player(&self) -> Option<usize>;
    /// The actions the search considers for the player to move (none ends the playout there,
    /// as the horizon does).
    fn search_actions(&self) -> Vec<Self::Action>;
    /// Each player's reward in 0..=1 where a playout stopped.
    fn rewards(&self) -> Vec<f64>;
    /// Moves a playout makes before it stops and `rewards` scores the position as it stands
    /// (a game whose rewards can estimate an unfinished position may cut playouts short).
    const PLAYOUT_MOVES: usize = usize::MAX;
    /// Plays from here to the horizon, or `PLAYOUT_MOVES` moves, with `playout_action`. A game
    /// may play the same policy a quicker way (in place, without listing every action), as
    /// long as what it plays is what that policy would.
    fn playout(&mut self, rng: &mut impl Rng) {
        for _ in 0..Self::PLAYOUT_MOVES {
            if self.player().is_none() {
                break;
            }
            let legal = self.search_actions();
            if legal.is_empty() {
                break;
            }
            let action = self.playout_action(legal, rng);
            self.apply(&action)
                .expect("a playout action is legal in its determinization");
        }
    }
    /// The playout's action among `legal` (not empty): uniformly at random unless the game
    /// knows a better cheap policy.
    fn playout_action(&self, legal: Vec<Self::Action>, rng: &mut impl Rng) -> Self::Action {
        let i = rng.random_range(0..legal.len());
        legal.into_iter().nth(i).expect("drawn below the length")
    }
}

/// How hard the search looks.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Settings {
    /// Determinizations, each one walk of the tree and one playout.
    pub iterations: u32,
    /// The exploration constant of UCB1 (0.7 is usual for rewards in 0..=1).
    pub exploration: f64,
}

impl Settings {
    pub fn iterations(iterations: u32) -> Settings {
        Settings {
            iterations,
            exploration: 0.7,
        }
    }
}

struct Node<A> {
    /// The action that led here and the player who chose it (unused at the root).
    action: Option<A>,
    player: usize,
    visits: u32,
    available: u32,
    reward: f64,
    children: Children<A>,
}

impl<A> Node<A> {
    fn ucb(&self, exploration: f64) -> f64 {
        let visits = self.visits.max(1) as f64;
        self.reward / visits + exploration * ((self.available.max(1) as f64).ln() / visits).sqrt()
    }
}

/// The action the search chooses for the seat of `view`, or `None` when that seat has nothing
/// to decide (at the horizon, or with a single action it is returned at once).
pub fn choose<G>(view: &G::View, settings: Settings, rng: &mut impl Rng) -> Option<G::Action>
where
    G: Determinize,
    G::Action: Clone + Eq + Hash,
{
    let facts = G::facts(view);
    let first = G::determinize(view, &facts, rng);
    let actions = first.search_actions();
    if first.player().is_none() || actions.is_empty() {
        return None;
    }
    if actions.len() == 1 {
        return actions.into_iter().next();
    }
    let mut tree: Vec<Node<G::Action>> = vec![Node {
        action: None,
        player: 0,
        visits: 0,
        available: 0,
        reward: 0.0,
        children: Children::default(),
    }];
    let mut path = Vec::new();
    for i in 0..settings.iterations {
        let mut state = if i == 0 {
            first.clone()
        } else {
            G::determinize(view, &facts, rng)
        };
        path.clear();
        path.push(0);
        let mut node = 0;
        // Selection and expansion.
        while let Some(player) = state.player() {
            let legal = state.search_actions();
            if legal.is_empty() {
                break;
            }
            let untried: Vec<&G::Action> = legal
                .iter()
                .filter(|a| !tree[node].children.contains_key(*a))
                .collect();
            let next = if untried.is_empty() {
                let mut best = (f64::NEG_INFINITY, 0);
                for action in &legal {
                    let child = tree[node].children[action];
                    tree[child].available += 1;
                    let value = tree[child].ucb(settings.exploration);
                    if value > best.0 {
                        best = (value, child);
                    }
                }
                best.1
            } else {
                for action in &legal {
                    if let Some(&child) = tree[node].children.get(action) {
                        tree[child].available += 1;
                    }
                }
                let action = untried[rng.random_range(0..untried.len())].clone();
                tree.push(Node {
                    action: Some(action.clone()),
                    player,
                    visits: 0,
                    available: 1,
                    reward: 0.0,
                    children: Children::default(),
                });
                let child = tree.len() - 1;
                tree[node].children.insert(action, child);
                child
            };
            let action = tree[next].action.clone().expect("children have actions");
            state
                .apply(&action)
                .expect("a searched action is legal in its determinization");
            path.push(next);
            node = next;
            if !untried.is_empty() {
                break;
            }
        }
        state.playout(rng);
        let rewards = state.rewards();
        for &n in &path {
            let node = &mut tree[n];
            node.visits += 1;
            node.reward += rewards[node.player];
        }
    }
    tree[0]
        .children
        .values()
        .map(|&c| &tree[c])
        .max_by(|a, b| a.visits.cmp(&b.visits).then(a.reward.total_cmp(&b.reward)))
        .and_then(|n| n.action.clone())
}
