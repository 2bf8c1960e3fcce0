//! The soak of FourSide: random placements, hints and refusals, with save round trips.

use super::*;

impl Soak {
    pub(super) fn fourside_deal(
        &mut self,
        deal: DealNumber,
        progress: &std::cell::Cell<usize>,
    ) -> Result<(), Violation> {
        let rules = FourSideRules {
            level: Level::ALL[self.rng.random_range(0..4)],
            size: [7, 9, 11][self.rng.random_range(0..3)],
        };
        let mut record = Record::<FourSide>::new(rules, deal.into());
        let fail = |record: &Record<FourSide>, what: String| Violation {
            game: SoakGame::FourSide,
            deal,
            actions: record.actions().len(),
            what,
            saved: serde_json::to_string(&record.save()).ok(),
        };
        let mut placed = 0usize;
        self.tally.checks += 1;
        check_fourside(record.game(), placed).map_err(|w| fail(&record, w))?;
        loop {
            progress.set(record.actions().len());
            if self.out_of_budget() {
                return self
                    .fourside_round_trip(&record)
                    .map_err(|w| fail(&record, w));
            }
            let legal = record.game().legal_actions();
            if legal.is_empty() {
                for _ in 0..2 {
                    self.fourside_illegal(&mut record, &legal)
                        .map_err(|w| fail(&record, w))?;
                }
                return self
                    .fourside_round_trip(&record)
                    .map_err(|w| fail(&record, w));
            }
            let step = if self.rng.random_bool(ILLEGAL_SHARE) {
                self.fourside_illegal(&mut record, &legal)
            } else {
                let action = legal[self.rng.random_range(0..legal.len())].clone();
                let before = record.game().clone();
                match record.apply(&action) {
                    Ok(_) => {
                        self.applied();
                        if matches!(action, FourSideAction::Place(_)) {
                            placed += 1;
                        }
                        check_fourside_step(&before, &action, record.game())
                    }
                    Err(e) => Err(format!("a listed action {action:?} was refused: {e}")),
                }
            };
            self.tally.checks += 1;
            step.and_then(|()| check_fourside(record.game(), placed))
                .map_err(|w| fail(&record, w))?;
            if self.round_trip_due() {
                self.fourside_round_trip(&record)
                    .map_err(|w| fail(&record, w))?;
            }
        }
    }

    fn fourside_illegal(
        &mut self,
        record: &mut Record<FourSide>,
        legal: &[FourSideAction],
    ) -> Check {
        let game = record.game();
        let size = game.rules().size;
        let occupied: Vec<(u8, u8)> = (0..size)
            .flat_map(|r| (0..size).map(move |c| (r, c)))
            .filter(|&(r, c)| game.board().at(r, c).is_some())
            .collect();
        for _ in 0..8 {
            let action = match self.rng.random_range(0..7) {
                // A real tile and turn, anywhere up to row and column 255.
                6 => FourSideAction::Place(Placement {
                    hand: self.rng.random_range(0..5),
                    rotation: self.rng.random_range(0..4),
                    row: self.random_u8(),
                    col: self.random_u8(),
                }),
                // Anything at all: hand index, rotation, row and column from 0 to 255.
                0 => FourSideAction::Place(Placement {
                    hand: self.random_u8(),
                    rotation: self.random_u8(),
                    row: self.random_u8(),
                    col: self.random_u8(),
                }),
                // On the board, usually not fitting.
                1 | 2 => FourSideAction::Place(Placement {
                    hand: self.rng.random_range(0..5),
                    rotation: self.rng.random_range(0..4),
                    row: self.rng.random_range(0..size),
                    col: self.rng.random_range(0..size),
                }),
                // On a square that already holds a tile.
                3 => {
                    let (row, col) = occupied[self.rng.random_range(0..occupied.len())];
                    FourSideAction::Place(Placement {
                        hand: self.rng.random_range(0..5),
                        rotation: self.rng.random_range(0..4),
                        row,
                        col,
                    })
                }
                // A tile the hand does not hold, or a rotation past three quarter turns.
                4 => match legal.first() {
                    Some(FourSideAction::Place(p)) => {
                        let mut p = *p;
                        if self.rng.random_bool(0.5) {
                            p.hand = self.rng.random_range(5..=255);
                        } else {
                            p.rotation = self.rng.random_range(4..=255);
                        }
                        FourSideAction::Place(p)
                    }
                    _ => FourSideAction::Hint,
                },
                _ => FourSideAction::Hint,
            };
            if legal.contains(&action) || fourside_allows(record.game(), &action) {
                continue;
            }
            self.tally.refused += 1;
            return must_refuse(record, &action);
        }
        Ok(())
    }

    fn fourside_round_trip(&mut self, record: &Record<FourSide>) -> Check {
        self.since_round_trip = 0;
        self.tally.round_trips += 1;
        record_round_trip(record)?;
        fourside_replay(
            record.game(),
            record.rules(),
            record.deal(),
            record.actions(),
        )
    }
}
