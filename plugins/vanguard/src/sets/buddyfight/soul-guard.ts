/**
 * Soul Guard (17.17.9): "when this unit would move, not as a cost but by the result of a battle or an effect,
 * to a zone other than a rear-guard or guardian circle, you may discard one of its buddy soul; if you do, it
 * does not move" (17.17.9.1). A rule replacement of the move (the kernel's `replacementRules`, as 4.4.3's),
 * which applies only while the unit has buddy soul to discard and no cost is being paid; its `instead` asks
 * the unit's master and, if they decline, makes the move after all (the replacement does not apply to a move
 * its own program makes, 11.12).
 *
 * Reading 255: every move that is not a cost counts as "by the result of a battle or an effect", including the
 * retire of a unit a normal call replaces (6.2.3.4, carried out here as a retire instruction); rule processes'
 * moves (13.x) and the rules' own bookkeeping (irreplaceable moves) do not.
 */
import {
  defineVerb,
  emitEvent,
  expand,
  moveCard,
  resolveCards,
  verbDone,
  zoneKey,
  type ConditionContribution,
  type ReplacementRule,
} from '@tcgkit/kernel';
import { hasKeyword } from '../../state.js';
import { isLocked } from '../../verbs/lock.js';
import { circleOf, circleOfKey } from '../../zones.js';
import { buddySoulOf } from './buddy-soul.js';

const stays = (kind: string | undefined): boolean => kind === 'rear-guard' || kind === 'guardian';

export const soulGuardConditions: Omit<ConditionContribution, 'title'>[] = [
  {
    name: 'soul-guard-applies',
    params: () => ({}),
    test: (ctx, _p, s, frame) => {
      if (s === undefined || ctx.state.cards[s] === undefined || ctx.state.protectedSpan > 0) return false;
      const detail = frame.event?.detail;
      if (detail?.['reason'] === 'rule') return false;
      if (!stays(circleOf(ctx, s)?.kind) || stays(circleOfKey(String(detail?.['to'] ?? ''))?.kind)) return false;
      return hasKeyword(ctx, s, 'soul-guard') && !isLocked(ctx, s) && buddySoulOf(ctx, s).length > 0;
    },
  },
];

/** 17.17.9.1 as a rule replacement of the move. */
export const soulGuardRule: ReplacementRule = {
  name: 'soul-guard',
  rule: 'VG 17.17.9.1',
  replaces: 'move',
  match: { test: 'soul-guard-applies' },
  instead: [{ do: 'soul-guard', cards: { var: 'replaced' } }],
};

/** The choice: discard one of its buddy soul and stay, or let the move happen. */
export const soulGuardVerb = defineVerb({
  name: 'soul-guard',
  rule: 'VG 17.17.9.1',
  params: (l) => ({ cards: l.cards }),
  run(ctx, instruction, frame) {
    const unit = resolveCards(ctx, instruction['cards'], frame)[0];
    if (unit === undefined || ctx.state.cards[unit] === undefined) return verbDone;
    const soul = buddySoulOf(ctx, unit);
    const master = ctx.state.cards[unit]!.controller;
    return expand([
      {
        do: 'choose',
        from: soul,
        count: 1,
        upTo: true,
        as: '_soulGuard',
        player: master,
        prompt: 'Soul Guard: discard one of its buddy soul so that it does not move?',
        rule: 'VG 17.17.9.1',
      },
      { do: 'soul-guard-resolve', cards: [unit] },
    ]);
  },
});

export const soulGuardResolveVerb = defineVerb({
  name: 'soul-guard-resolve',
  rule: 'VG 17.17.9.1',
  params: (l) => ({ cards: l.cards }),
  run(ctx, instruction, frame) {
    const unit = resolveCards(ctx, instruction['cards'], frame)[0];
    const chosen = frame.vars['_soulGuard'];
    const detail = frame.event?.detail;
    if (unit === undefined || ctx.state.cards[unit] === undefined) return verbDone;
    const discarded = Array.isArray(chosen) ? (chosen as string[]).filter((c) => ctx.state.cards[c] !== undefined) : [];
    if (discarded.length > 0) {
      for (const c of discarded) moveCard(ctx, c, zoneKey(ctx.state.cards[c]!.owner, 'drop'), { by: frame.controller, reason: 'discard' });
      emitEvent(ctx, { type: 'soul-guarded', player: frame.controller, detail: { card: unit } });
      return verbDone;
    }
    // Declined: the move happens as it would have.
    const to = String(detail?.['to'] ?? '');
    const reason = typeof detail?.['reason'] === 'string' ? detail['reason'] : 'move';
    if (to !== '') moveCard(ctx, unit, to, { by: frame.controller, reason });
    return verbDone;
  },
});
