//! Small statistics for the reports: confidence intervals of a share, percentiles of times.

/// The 95 % Wilson score interval of `k` successes in `n` trials, as fractions.
pub fn wilson(k: u64, n: u64) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let z = 1.959_963_984_540_054_f64;
    let n = n as f64;
    let p = k as f64 / n;
    let denom = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / denom;
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / denom;
    let lo = if k == 0 {
        0.0
    } else {
        (centre - half).max(0.0)
    };
    let hi = if k as f64 == n {
        1.0
    } else {
        (centre + half).min(1.0)
    };
    (lo, hi)
}

/// `k` of `n` as "k (p % [lo–hi %])".
pub fn share(k: u64, n: u64) -> String {
    let (lo, hi) = wilson(k, n);
    let p = if n == 0 { 0.0 } else { k as f64 / n as f64 };
    format!(
        "{k} ({:.1}% [95% CI {:.1}–{:.1}%])",
        100.0 * p,
        100.0 * lo,
        100.0 * hi
    )
}

/// The `q`-quantile (0..=1) of sorted values, nearest rank.
pub fn quantile(sorted: &[f64], q: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let rank = (q * sorted.len() as f64).ceil() as usize;
    sorted[rank.clamp(1, sorted.len()) - 1]
}

pub fn mean(values: &[f64]) -> f64 {
    if values.is_empty() {
        0.0
    } else {
        values.iter().sum::<f64>() / values.len() as f64
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_matches_known_values() {
        // 858 of 1000: about 83.5–87.8 %.
        let (lo, hi) = wilson(858, 1000);
        assert!(
            (lo - 0.8350).abs() < 0.001 && (hi - 0.8784).abs() < 0.001,
            "{lo} {hi}"
        );
        assert_eq!(wilson(0, 10).0, 0.0);
        assert!(wilson(0, 10).1 > 0.25);
        assert_eq!(wilson(10, 10).1, 1.0);
    }

    #[test]
    fn quantiles_by_nearest_rank() {
        let v: Vec<f64> = (1..=100).map(f64::from).collect();
        assert_eq!(quantile(&v, 0.5), 50.0);
        assert_eq!(quantile(&v, 0.9), 90.0);
        assert_eq!(quantile(&v, 0.99), 99.0);
        assert_eq!(quantile(&v, 1.0), 100.0);
        assert_eq!(quantile(&[3.0], 0.5), 3.0);
        assert_eq!(mean(&[1.0, 2.0, 6.0]), 3.0);
    }
}
