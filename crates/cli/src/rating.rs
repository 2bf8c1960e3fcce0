//! Bradley–Terry ratings from a round robin, on the Elo scale: player i beats player j with
//! chance p_i / (p_i + p_j), and a rating is 400·log10(p). Fitted by Hunter's MM iteration
//! (2004). Every pair is also given one drawn game (half a win each way) so that a player who
//! never won still gets a finite rating; with hundreds of games a pair that prior moves a
//! rating by a few points at most.

/// `wins[i][j]`: games i won against j (ties counted half to each). Ratings with the first
/// player at 0.
pub fn elo(wins: &[Vec<f64>]) -> Vec<f64> {
    let n = wins.len();
    let won = |i: usize, j: usize| wins[i][j] + 0.5;
    let mut strength = vec![1.0f64; n];
    for _ in 0..10_000 {
        let mut next = vec![0.0; n];
        for i in 0..n {
            let total: f64 = (0..n).filter(|&j| j != i).map(|j| won(i, j)).sum();
            let denominator: f64 = (0..n)
                .filter(|&j| j != i)
                .map(|j| (won(i, j) + won(j, i)) / (strength[i] + strength[j]))
                .sum();
            next[i] = if denominator > 0.0 {
                total / denominator
            } else {
                1.0
            };
        }
        let scale = next[0];
        let change = (0..n)
            .map(|i| (next[i] / scale - strength[i]).abs())
            .fold(0.0, f64::max);
        strength = next.iter().map(|s| s / scale).collect();
        if change < 1e-12 {
            break;
        }
    }
    strength.iter().map(|s| 400.0 * s.log10()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn even_results_give_equal_ratings() {
        let wins = vec![
            vec![0.0, 50.0, 50.0],
            vec![50.0, 0.0, 50.0],
            vec![50.0, 50.0, 0.0],
        ];
        for r in elo(&wins) {
            assert!(r.abs() < 1e-6, "{r}");
        }
    }

    /// Three players whose true strengths are 1, 2 and 4 (0, 120 and 241 Elo): results in
    /// exactly the expected proportions give those ratings back.
    #[test]
    fn expected_results_give_the_true_ratings_back() {
        let p = [1.0, 2.0, 4.0];
        let games = 10_000.0;
        let wins: Vec<Vec<f64>> = (0..3)
            .map(|i| {
                (0..3)
                    .map(|j| {
                        if i == j {
                            0.0
                        } else {
                            games * p[i] / (p[i] + p[j])
                        }
                    })
                    .collect()
            })
            .collect();
        let r = elo(&wins);
        assert!((r[1] - 400.0 * 2f64.log10()).abs() < 1.0, "{r:?}");
        assert!((r[2] - 400.0 * 4f64.log10()).abs() < 1.0, "{r:?}");
    }

    #[test]
    fn a_player_who_never_wins_is_rated_lowest_but_finitely() {
        let wins = vec![vec![0.0, 0.0], vec![100.0, 0.0]];
        let r = elo(&wins);
        assert!(r[1] > 500.0 && r[1].is_finite(), "{r:?}");
    }
}
