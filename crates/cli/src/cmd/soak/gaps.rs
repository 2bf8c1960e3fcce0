//! The soak of the Gaps games: deals, sessions (undo, redo, tournaments) and refusals.

use super::*;

impl Soak {
    fn gaps_rules(&mut self, variant: GapsVariant) -> GapsRules {
        match variant {
            GapsVariant::SolitaireX | GapsVariant::Montana => GapsRules::standard(variant),
            GapsVariant::ChinesePuzzle => {
                let order = [AceOrder::Free, AceOrder::Mirrored, AceOrder::Bridge]
                    [self.rng.random_range(0..3)];
                GapsRules::chinese_puzzle(self.rng.random_range(1..=2), order)
                    .expect("1 or 2 redeals")
            }
        }
    }

    /// One Gaps deal in a session: random moves, reshuffles and ace placement, undo and redo,
    /// sometimes a tournament of up to three players.
    pub(super) fn gaps_deal(
        &mut self,
        variant: GapsVariant,
        deal: DealNumber,
        progress: &std::cell::Cell<usize>,
    ) -> Result<(), Violation> {
        let rules = self.gaps_rules(variant);
        let mut session = GapsPlay::new(rules, deal);
        // The soak's own copy of the history, to check the session's against.
        let mut log: Vec<GapsAction> = Vec::new();
        let mut undone: Vec<GapsAction> = Vec::new();
        let fail = |session: &GapsPlay, what: String| Violation {
            game: SoakGame::SolitaireX,
            deal,
            actions: session.record().actions().len(),
            what,
            saved: serde_json::to_string(&session.save()).ok(),
        };
        self.gaps_check(&session, &log, &undone)
            .map_err(|w| fail(&session, w))?;
        if self.rng.random_bool(0.15) {
            session
                .start_tournament(&self.player_name())
                .map_err(|e| fail(&session, format!("a fresh deal refused a tournament: {e}")))?;
            self.tally.session_ops += 1;
            self.gaps_check(&session, &log, &undone)
                .map_err(|w| fail(&session, w))?;
        }
        loop {
            progress.set(session.record().actions().len());
            if self.out_of_budget() {
                return self
                    .gaps_round_trip(&session, &log)
                    .map_err(|w| fail(&session, w));
            }
            let legal = session.game().legal_actions();
            if legal.is_empty() {
                // The deal is over: nothing may be accepted any more, and the saved game must
                // come back whole.
                for _ in 0..2 {
                    self.gaps_illegal(&mut session, &legal)
                        .map_err(|w| fail(&session, w))?;
                }
                self.gaps_round_trip(&session, &log)
                    .map_err(|w| fail(&session, w))?;
                let players = session.tournament().map_or(0, |t| t.finished.len() + 1);
                if (1..3).contains(&players) && self.rng.random_bool(0.6) {
                    self.gaps_next_player(&mut session, &mut log)
                        .map_err(|w| fail(&session, w))?;
                    continue;
                }
                return Ok(());
            }
            let roll: f64 = self.rng.random();
            let step = if roll < ILLEGAL_SHARE {
                self.gaps_illegal(&mut session, &legal)
            } else if roll < ILLEGAL_SHARE + 0.04 {
                self.gaps_undo(&mut session, &mut log, &mut undone)
            } else if roll < ILLEGAL_SHARE + 0.07 {
                self.gaps_redo(&mut session, &mut log, &mut undone)
            } else if roll < ILLEGAL_SHARE + 0.075 {
                self.gaps_start_tournament(&mut session, &log, &mut undone)
            } else if roll < ILLEGAL_SHARE + 0.077 {
                self.gaps_next_player(&mut session, &mut log)
            } else {
                let action = legal[self.rng.random_range(0..legal.len())].clone();
                match session.apply(&action) {
                    Ok(_) => {
                        log.push(action);
                        undone.clear();
                        self.applied();
                        Ok(())
                    }
                    Err(e) => Err(format!("a listed action {action:?} was refused: {e}")),
                }
            };
            step.and_then(|()| self.gaps_check(&session, &log, &undone))
                .map_err(|w| fail(&session, w))?;
            if self.round_trip_due() {
                self.gaps_round_trip(&session, &log)
                    .map_err(|w| fail(&session, w))?;
            }
        }
    }

    fn player_name(&mut self) -> String {
        match self.rng.random_range(0..4) {
            0 => String::new(),
            1 => "  Ann  ".to_string(),
            2 => "Bob".to_string(),
            _ => "a name far longer than the forty characters a player may have".to_string(),
        }
    }

    fn gaps_check(
        &mut self,
        session: &GapsPlay,
        log: &[GapsAction],
        undone: &[GapsAction],
    ) -> Check {
        self.tally.checks += 1;
        check_gaps_session(session, log.len(), undone.len())
    }

    /// A request the session must refuse: it must say so and change nothing.
    fn gaps_refused<T>(
        &mut self,
        session: &mut GapsPlay,
        what: &str,
        request: impl FnOnce(&mut GapsPlay) -> Result<T, RuleError>,
    ) -> Check {
        let before = session.clone();
        match request(session) {
            Ok(_) => Err(format!("{what} was accepted but should have been refused")),
            Err(e) => {
                check_refusal(&e, what)?;
                if session.game() != before.game() || session.save() != before.save() {
                    return Err(format!("{what} was refused but changed the game"));
                }
                self.tally.refused += 1;
                Ok(())
            }
        }
    }

    fn gaps_illegal(&mut self, session: &mut GapsPlay, legal: &[GapsAction]) -> Check {
        let spec = *session.game().spec();
        for _ in 0..8 {
            let action = match self.rng.random_range(0..8) {
                0 | 1 => GapsAction::Move {
                    from: Slot::new(self.random_u8(), self.random_u8()),
                    to: Slot::new(self.random_u8(), self.random_u8()),
                },
                2..=5 => GapsAction::Move {
                    from: Slot::new(
                        self.rng.random_range(0..spec.rows),
                        self.rng.random_range(0..spec.columns),
                    ),
                    to: Slot::new(
                        self.rng.random_range(0..spec.rows),
                        self.rng.random_range(0..spec.columns),
                    ),
                },
                6 => GapsAction::Reshuffle,
                _ => GapsAction::PlaceAces,
            };
            if legal.contains(&action) {
                continue;
            }
            let what = format!("the unlisted action {action:?}");
            return self.gaps_refused(session, &what, |s| s.apply(&action));
        }
        Ok(())
    }

    fn gaps_undo(
        &mut self,
        session: &mut GapsPlay,
        log: &mut Vec<GapsAction>,
        undone: &mut Vec<GapsAction>,
    ) -> Check {
        if session.tournament().is_some() || log.is_empty() {
            return self.gaps_refused(session, "undo", |s| s.undo());
        }
        session
            .undo()
            .map_err(|e| format!("undo was refused with {} actions made: {e}", log.len()))?;
        undone.push(log.pop().expect("not empty"));
        self.tally.session_ops += 1;
        Ok(())
    }

    fn gaps_redo(
        &mut self,
        session: &mut GapsPlay,
        log: &mut Vec<GapsAction>,
        undone: &mut Vec<GapsAction>,
    ) -> Check {
        if session.tournament().is_some() || undone.is_empty() {
            return self.gaps_refused(session, "redo", |s| s.redo());
        }
        session
            .redo()
            .map_err(|e| format!("redo was refused with {} undone: {e}", undone.len()))?;
        log.push(undone.pop().expect("not empty"));
        self.tally.session_ops += 1;
        Ok(())
    }

    fn gaps_start_tournament(
        &mut self,
        session: &mut GapsPlay,
        log: &[GapsAction],
        undone: &mut Vec<GapsAction>,
    ) -> Check {
        let name = self.player_name();
        if session.tournament().is_some() || !log.is_empty() {
            return self.gaps_refused(session, "start tournament", |s| s.start_tournament(&name));
        }
        session
            .start_tournament(&name)
            .map_err(|e| format!("a tournament was refused before the first move: {e}"))?;
        undone.clear();
        self.tally.session_ops += 1;
        Ok(())
    }

    fn gaps_next_player(&mut self, session: &mut GapsPlay, log: &mut Vec<GapsAction>) -> Check {
        let name = self.player_name();
        let Some(before) = session.tournament().cloned() else {
            return self.gaps_refused(session, "next player", |s| s.next_player(&name));
        };
        let score = session.score();
        let entry = session
            .next_player(&name)
            .map_err(|e| format!("next player was refused in a tournament: {e}"))?;
        let after = session.tournament().expect("still a tournament");
        if entry.score != score
            || entry.player != before.current
            || after.finished.len() != before.finished.len() + 1
            || after.finished.last() != Some(&entry)
        {
            return Err(format!(
                "next player recorded {entry:?} for {} with score {score}",
                before.current
            ));
        }
        if !session.record().actions().is_empty() {
            return Err("the next player does not start from the deal".to_string());
        }
        log.clear();
        self.tally.session_ops += 1;
        Ok(())
    }

    fn gaps_round_trip(&mut self, session: &GapsPlay, log: &[GapsAction]) -> Check {
        self.since_round_trip = 0;
        self.tally.round_trips += 1;
        let saved = session.save();
        let back: SavedGaps = through_json(&saved)?;
        let loaded = GapsPlay::load(back).map_err(|e| format!("the save does not load: {e}"))?;
        if loaded.game() != session.game() {
            return Err("save → load gives a different position".to_string());
        }
        if loaded.save() != saved || loaded.view() != session.view() {
            return Err("save → load gives a different history or view".to_string());
        }
        if loaded.score() != session.score() {
            return Err("save → load gives a different score".to_string());
        }
        gaps_replay(session, log)
    }
}
