/**
 * "(Unit A) attacks (unit B)" (アタックする, 7.36). Given during a battle, the attack is made after that battle
 * ends (7.36.2): the battle phase then goes, instead of to the next start step, to an effect attack:
 * a standing unit among A that no effect forbids to attack is the attacking unit, and a unit among B it may
 * attack is the attacked unit; if no such pair exists nothing happens (7.36.1.1). The attack process (10.2)
 * then runs from the attack step with both already designated and no boost (7.36.1.2): a new battle begins
 * (10.4.1.1), the attack step's AUTOs and check timing, the attack (10.4.1.5, 10.4.1.8–9), then the guard,
 * drive, damage and close steps as usual. The battle the instruction came from is not "that attack" (7.36.4):
 * it has ended before this one begins.
 *
 * Given in the main phase of its master's turn (7.36.1): the main phase's play timing ends once the effect and
 * its check timing are done (the kernel's `endWindow`), the attack process runs (the battle phase's attack to
 * close steps, 10.2.1), and the main phase's play timing is then offered again (step `main.resume`), without a
 * new "start of the main phase". With several units to attack, the turn fighter picks which attacks first
 * (7.36.3, `choose-attacker` below).
 *
 * Reading (docs/titles/vanguard.md, readings 411–412): the instruction is carried out when given during a
 * battle (7.36.2) or in the main phase of its master's turn (7.36.1); in any other phase or step it does
 * nothing. The attack process of a main-phase attack runs in the battle phase's steps, so the position shows
 * the battle phase while it lasts.
 */
import {
  currentWindow,
  askSelect,
  done,
  pushWork,
  type ProcessContribution,
  defineTitleData,
  defineVerb,
  endWindow,
  liveCards,
  resolveCards,
  verbDone,
  type GameContext,
  type GuardContribution,
  type ProcedureContribution,
} from '@tcgkit/kernel';
import { attackerError, targetError } from '../battle.js';
import { performAttack } from '../moves/battle.js';
import { currentBattle, definitionOf, isRested } from '../state.js';
import { isLocked } from './lock.js';
import { isControlled } from './control.js';

interface PendingAttack {
  attackers: string[];
  targets: string[];
  master: string;
  /** The unit that attacked last for this instruction, and the log position its attack process began at (7.36.1.3). */
  last?: { attacker: string; fromSeq: number };
}

const effectAttacks = defineTitleData<{ pending: PendingAttack[]; backToMain?: boolean }>('vanguard-effect-attacks', () => ({
  pending: [],
}));

/** 7.36.1: the instruction given by an effect resolving in its master's main phase (the main play timing). */
function inMainPhase(ctx: GameContext, master: string): boolean {
  return currentBattle(ctx) === null && ctx.state.turn.player === master && currentWindow(ctx)?.name === 'main';
}

/** `{ do: 'attack', attackers, targets }` (7.36): recorded now, made after the current battle (7.36.2). */
export const attackVerb = defineVerb({
  name: 'attack',
  rule: 'VG 7.36',
  params: (l) => ({ attackers: l.cards, targets: l.cards }),
  run(ctx, instruction, frame) {
    const fromMain = inMainPhase(ctx, frame.controller);
    if (!fromMain && (currentBattle(ctx) === null || frame.controller !== ctx.state.turn.player)) return verbDone;
    const attackers = liveCards(ctx, resolveCards(ctx, instruction['attackers'], frame)).map((c) => c.id);
    const targets = liveCards(ctx, resolveCards(ctx, instruction['targets'], frame)).map((c) => c.id);
    if (attackers.length === 0 || targets.length === 0) return verbDone;
    const data = effectAttacks.of(ctx);
    data.pending.push({ attackers, targets, master: frame.controller });
    if (fromMain) {
      // 7.36.1: after this effect and the check timing the rules give: the play timing closes there.
      data.backToMain = true;
      endWindow(ctx);
    }
    return verbDone;
  },
});

/** 7.36.1.1: the standing attackers among A, not forbidden to attack, each with the first unit among B it may attack. */
function designable(ctx: GameContext, attack: PendingAttack): { attacker: string; target: string }[] {
  const out: { attacker: string; target: string }[] = [];
  for (const attacker of attack.attackers) {
    const card = ctx.state.cards[attacker];
    if (card === undefined || isRested(ctx, attacker) || isLocked(ctx, attacker)) continue;
    if (attackerError(ctx, attacker) !== null) continue;
    const target = attack.targets.find((t) => ctx.state.cards[t] !== undefined && targetError(ctx, t, attacker) === null);
    if (target !== undefined) out.push({ attacker, target });
  }
  return out;
}

function designate(ctx: GameContext, attack: PendingAttack): { attacker: string; target: string } | null {
  return designable(ctx, attack)[0] ?? null;
}

/**
 * 7.36.1.3: after an attack process, the instruction ends if its attacking unit is not controlled and stood during
 * that process; otherwise it goes back to 7.36.1.1 (another standing unit among A may attack).
 */
function finished(ctx: GameContext, attack: PendingAttack): boolean {
  const last = attack.last;
  if (last === undefined) return false;
  const stood = ctx.state.log.some((e) => e.seq >= last.fromSeq && e.type === 'stood' && e.detail?.['card'] === last.attacker);
  return stood && !isControlled(ctx, last.attacker);
}

/** Drops pending attacks that are over or can no longer be designated; whether one is left to make. */
function nextDesignable(ctx: GameContext): PendingAttack | undefined {
  const data = effectAttacks.of(ctx);
  while (data.pending.length > 0 && (finished(ctx, data.pending[0]!) || designate(ctx, data.pending[0]!) === null)) data.pending.shift();
  return data.pending[0];
}

export const effectAttackGuards: Omit<GuardContribution, 'title'>[] = [
  { name: 'effect-attack-pending', rule: 'VG 7.36.2', test: (ctx) => nextDesignable(ctx) !== undefined },
  // 7.36.1: the attack process of a main-phase instruction is over: back to the main phase's play timing.
  { name: 'effect-attack-from-main', rule: 'VG 7.36.1', test: (ctx) => effectAttacks.of(ctx).backToMain === true },
  // 10.4.1.4.1: the designated attacker was no longer suitable: the battle goes to its close step.
  { name: 'no-attacking-unit', rule: 'VG 10.4.1.4.1', test: (ctx) => currentBattle(ctx)?.attacker === null },
];

/** In the new battle's attack step: the designated pair attacks, without a boost (7.36.1.2, 10.4.1.5–10.4.1.9). */
export const effectAttackProcedure: Omit<ProcedureContribution, 'title'> = {
  name: 'effect-attack',
  rule: 'VG 7.36.1.2',
  run(ctx) {
    const attack = nextDesignable(ctx);
    if (attack === undefined || currentBattle(ctx) === null) return;
    const pairs = designable(ctx, attack);
    // 7.36.3: several units to attack: their master (the turn fighter) chooses which attacks now.
    if (pairs.length > 1) pushWork(ctx, chooseAttackerKind, {});
    else if (pairs.length === 1) startAttack(ctx, attack, pairs[0]!);
  },
};

function startAttack(ctx: GameContext, attack: PendingAttack, pair: { attacker: string; target: string }): void {
  // The instruction stays pending: after this attack process 7.36.1.3 decides whether it ends.
  attack.last = { attacker: pair.attacker, fromSeq: ctx.state.log[ctx.state.log.length - 1]?.seq ?? 0 };
  performAttack(ctx, attack.master, pair.attacker, pair.target);
}

const chooseAttackerKind = 'vg-effect-attacker';

/**
 * 7.36.3: the turn fighter chooses one of its units the instruction makes attack; that one attacks, and the
 * others wait for the next round of the instruction (7.36.1.3 back to 7.36.1.1).
 */
export const chooseEffectAttackerProcess: Omit<ProcessContribution, 'title'> = {
  kind: chooseAttackerKind,
  run(ctx, unit) {
    const attack = nextDesignable(ctx);
    if (attack === undefined || currentBattle(ctx) === null) return done;
    const pairs = designable(ctx, attack);
    let pair = pairs[0];
    if (pairs.length > 1) {
      const answer = unit.answer;
      delete unit.answer;
      const asked = askSelect(answer, {
        player: attack.master,
        prompt: 'Choose the unit that attacks first',
        rule: 'VG 7.36.3',
        options: pairs.map((p) => ({ id: p.attacker, label: definitionOf(ctx, p.attacker)?.name ?? p.attacker })),
        accepts: (picked) => pairs.some((p) => p.attacker === picked[0]),
      });
      if ('ask' in asked) return asked.ask;
      pair = pairs.find((p) => p.attacker === asked.picked[0]);
    }
    if (pair !== undefined) startAttack(ctx, attack, pair);
    return done;
  },
};

/** Entering the main phase again after a main-phase instruction's attacks (7.36.1). */
export const resumeMainProcedure: Omit<ProcedureContribution, 'title'> = {
  name: 'resume-main-after-attack',
  rule: 'VG 7.36.1',
  run(ctx) {
    delete effectAttacks.of(ctx).backToMain;
  },
};
