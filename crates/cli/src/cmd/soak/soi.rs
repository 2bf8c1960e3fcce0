//! The soak of Soi: whole games of random asks and refusals, with save round trips.

use super::*;

impl Soak {
    pub(super) fn soi_deal(
        &mut self,
        deal: DealNumber,
        progress: &std::cell::Cell<usize>,
    ) -> Result<(), Violation> {
        let target = [100, 150, 200, 500][self.rng.random_range(0..4)];
        let mut record = Record::<Soi>::new(SoiRules { target }, deal.into());
        let fail = |record: &Record<Soi>, what: String| Violation {
            game: SoakGame::Soi,
            deal,
            actions: record.actions().len(),
            what,
            saved: serde_json::to_string(&record.save()).ok(),
        };
        // The totals when the current round was dealt: a round adds its sets' values once.
        let mut round = 0;
        let mut round_start = [0u32; SEATS];
        self.tally.checks += 1;
        check_soi(record.game(), round_start).map_err(|w| fail(&record, w))?;
        loop {
            progress.set(record.actions().len());
            if self.out_of_budget() {
                return self.soi_round_trip(&record).map_err(|w| fail(&record, w));
            }
            let legal = record.game().legal_actions();
            if legal.is_empty() {
                for _ in 0..2 {
                    self.soi_illegal(&mut record, &legal)
                        .map_err(|w| fail(&record, w))?;
                }
                return self.soi_round_trip(&record).map_err(|w| fail(&record, w));
            }
            let step = if self.rng.random_bool(ILLEGAL_SHARE) {
                self.soi_illegal(&mut record, &legal)
            } else {
                let action = legal[self.rng.random_range(0..legal.len())].clone();
                match record.apply(&action) {
                    Ok(_) => {
                        self.applied();
                        Ok(())
                    }
                    Err(e) => Err(format!("a listed action {action:?} was refused: {e}")),
                }
            };
            if record.game().round() != round {
                round = record.game().round();
                round_start = record.game().totals();
            }
            self.tally.checks += 1;
            step.and_then(|()| check_soi(record.game(), round_start))
                .map_err(|w| fail(&record, w))?;
            if self.round_trip_due() {
                self.soi_round_trip(&record).map_err(|w| fail(&record, w))?;
            }
        }
    }

    fn soi_illegal(&mut self, record: &mut Record<Soi>, legal: &[SoiAction]) -> Check {
        let game = record.game();
        let to_move = game.to_move().seat();
        for _ in 0..8 {
            let seat = |rng: &mut ChaCha8Rng| rng.random_range(0..SEATS as u8);
            let action = match self.rng.random_range(0..6) {
                // Anything at all: seats and ranks from 0 to 255.
                0 => SoiAction::Ask(Ask {
                    asker: self.random_u8(),
                    target: self.random_u8(),
                    card: Card::new(self.random_u8(), Suit::ALL[self.rng.random_range(0..4)]),
                }),
                // Someone out of turn.
                1 => SoiAction::Ask(Ask {
                    asker: seat(&mut self.rng),
                    target: seat(&mut self.rng),
                    card: self.random_card(),
                }),
                // The player to move asking for a card they hold, or of a rank they lack, or
                // asking themselves or a seat with no cards.
                2..=4 => {
                    let Some(asker) = to_move else { continue };
                    let hand = game.hand(asker);
                    let card = if self.rng.random_bool(0.5) && !hand.is_empty() {
                        hand[self.rng.random_range(0..hand.len())]
                    } else {
                        self.random_card()
                    };
                    SoiAction::Ask(Ask {
                        asker,
                        target: seat(&mut self.rng),
                        card,
                    })
                }
                _ => SoiAction::NextRound,
            };
            if legal.contains(&action) {
                continue;
            }
            self.tally.refused += 1;
            return must_refuse(record, &action);
        }
        Ok(())
    }

    fn soi_round_trip(&mut self, record: &Record<Soi>) -> Check {
        self.since_round_trip = 0;
        self.tally.round_trips += 1;
        record_round_trip(record)?;
        soi_replay(
            record.game(),
            record.rules(),
            record.deal(),
            record.actions(),
        )
    }
}
