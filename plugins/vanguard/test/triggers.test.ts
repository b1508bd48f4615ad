import { describe, expect, it } from 'vitest';
import { editPosition } from '@tcgkit/testing';
import { A, B, buildBoard, choose, names, ok, onCircle, pass, zone } from './support/board.js';

function attack(game: Parameters<typeof ok>[0], attacker: string, target: string, booster?: string): void {
  ok(game, { type: 'declare-attack', player: game.state.turn.player });
  ok(
    game,
    booster === undefined
      ? { type: 'attack', player: game.state.turn.player, attacker, target }
      : { type: 'attack', player: game.state.turn.player, attacker, target, booster },
  );
}

describe('drive checks and trigger abilities (10.6, 11.10)', () => {
  it('[VG 11.10.2.3, 11.10.3, 10.6.1.2.3, 10.6.1.2.4, 10.6.1.2.6, 10.6.1.3, 7.22.1, 11.10.5, 4.13.1] VG-028 Twin Drive with a draw trigger: sub-abilities in the chosen order, then to hand', () => {
    const { game, id } = buildBoard({ vc: 'U3', fr: 'U2N', deck: ['TD', 'U1', 'U2N', 'U1N'] }, { vc: 'U3' });
    game.startStep('battle', 'start');
    attack(game, id('a.vc'), id('b.vc'));
    expect(game.decision?.rule).toBe('VG 11.10.3');
    choose(game, 'draw', 'power');
    choose(game, id('a.vc'));
    expect(names(game, A, 'hand').sort()).toEqual(['TD', 'U1', 'U2N']);
    expect(game.state.cards[zone(game, A, 'deck')[0]!]!.card).toBe('U1N');
    expect(names(game, B, 'damage')).toEqual(['F']);
    expect(game.stat(id('a.vc'), 'power')).toBe(23000);
  });

  it('[VG 11.10.2.2, 10.7.1.4] VG-029 critical trigger: critical and power may go to different units; a guarded attack wastes it', () => {
    const { game, id } = buildBoard({ vc: 'U3', fr: 'U2', deck: ['TC', 'U1'] }, { vc: 'U3', hand: ['U2'] });
    game.startStep('battle', 'start');
    attack(game, id('a.vc'), id('b.vc'));
    ok(game, { type: 'guard', player: B, cards: [id('b.hand.0')] });
    choose(game, 'critical', 'power');
    choose(game, id('a.vc'));
    choose(game, id('a.fr'));
    expect(zone(game, B, 'damage')).toEqual([]);
    expect(game.stat(id('a.vc'), 'critical')).toBe(2);
    expect(game.stat(id('a.fr'), 'power')).toBe(20000);
    attack(game, id('a.fr'), id('b.vc'));
    expect(names(game, B, 'damage')).toEqual(['F']);
  });

  it('[VG 11.10.2.5, 1.3.2.1] VG-031 a stand trigger stands a rear-guard (not the vanguard); an already standing one does nothing', () => {
    const { game, id } = buildBoard({ vc: 'U3', fl: 'U2', rested: ['fl'], deck: ['TS', 'U1'] }, { vc: 'U3', hand: ['F'] });
    game.startStep('battle', 'start');
    attack(game, id('a.vc'), id('b.vc'));
    pass(game);
    choose(game, 'stand', 'power');
    choose(game, id('a.fl'));
    choose(game, id('a.fl'));
    expect(game.state.cards[id('a.fl')]!.status['rested']).toBeUndefined();
    expect(game.stat(id('a.fl'), 'power')).toBe(20000);
    expect(game.state.log.filter((e) => e.type === 'stood').length).toBe(1);
    // Battle 3: the stood rear-guard may attack.
    attack(game, id('a.fl'), id('b.vc'));
    expect(game.state.cards[id('a.fl')]!.status['rested']).toBe(true);
  });

  it('[VG 11.10.2.5] choosing the vanguard for the stand sub-ability leaves it rested; no "stood" event', () => {
    const { game, id } = buildBoard({ vc: 'U3', fl: 'U2', deck: ['TS', 'U1'] }, { vc: 'U3', hand: ['F'] });
    game.startStep('battle', 'start');
    attack(game, id('a.vc'), id('b.vc'));
    pass(game);
    choose(game, 'stand', 'power');
    choose(game, id('a.vc'));
    choose(game, id('a.vc'));
    expect(game.state.cards[id('a.vc')]!.status['rested']).toBe(true);
    expect(game.state.log.some((e) => e.type === 'stood')).toBe(false);
  });

  it('[VG 11.10.2.9, 10.6.1.2.6, 7.19, 7.19.1] VG-032 over trigger: removed from the game, draw 1, +100,000,000; nothing goes to hand for it', () => {
    const { game, id } = buildBoard({ vc: 'U3', fr: 'U2N', deck: ['TO', 'U1', 'U2N'] }, { vc: 'U3' });
    game.startStep('battle', 'start');
    attack(game, id('a.vc'), id('b.vc'));
    choose(game, 'remove', 'draw', 'power');
    choose(game, id('a.vc'));
    expect(names(game, A, 'removed')).toEqual(['TO']);
    expect(names(game, A, 'hand').sort()).toEqual(['U1', 'U2N']);
    expect(game.stat(id('a.vc'), 'power')).toBe(100_013_000);
    expect(names(game, B, 'damage')).toEqual(['F']);
  });

  it('[VG 11.10.2.7] a front trigger gives the front row +10000 for the turn, fixed to the units there when it resolves', () => {
    const { game, id } = buildBoard({ vc: 'U3', fl: 'U2', bl: 'U1', deck: ['TF', 'U1'] }, { vc: 'U3', hand: ['F'] });
    game.startStep('battle', 'start');
    attack(game, id('a.vc'), id('b.vc'));
    pass(game);
    expect(game.stat(id('a.vc'), 'power')).toBe(23000);
    expect(game.stat(id('a.fl'), 'power')).toBe(20000);
    expect(game.stat(id('a.bl'), 'power')).toBe(8000);
  });
});

describe('damage checks (13.6, 13.7)', () => {
  it('[VG 13.6, 10.7.1.4, 10.7.1.5, 13.7, 13.1.3, 13.6.2, 13.6.3, 13.7.1, 10.7.1.3, 7.23.1] VG-034 damage checks are one card at a time; the hit event comes after them', () => {
    const { game, id } = buildBoard({ vc: 'U3', fr: 'U2N' }, { vc: 'U3', damage: ['F', 'F'], deck: ['TD', 'U1', 'U2N'] });
    editPosition(game)
      .effect({
        layer: 'add',
        controller: A,
        cards: [id('a.vc')],
        stat: 'critical',
        modification: { add: 1 },
        duration: 'turn',
      })
      .build();
    game.startStep('battle', 'start');
    attack(game, id('a.vc'), id('b.vc'));
    expect(game.decision?.player).toBe(B);
    // First check (TD) is in the trigger zone; the second has not started.
    expect(names(game, B, 'trigger')).toEqual(['TD']);
    expect(game.state.players[1]!.status['vanguardDamage']).toBe(1);
    choose(game, 'draw', 'power');
    expect(names(game, B, 'damage').sort()).toEqual(['F', 'F', 'TD', 'U2N']);
    expect(names(game, B, 'hand')).toEqual(['U1']);
    const log = game.state.log;
    const lastDamage = Math.max(...log.filter((e) => e.type === 'moved' && e.detail?.['reason'] === 'damage').map((e) => e.seq));
    const hit = log.find((e) => e.type === 'hit')!.seq;
    expect(hit).toBeGreaterThan(lastDamage);
  });

  it('[VG 11.10.2.6, 13.7, 7.20, 7.20.1] VG-035 a heal trigger heals when your damage is at least the opponent’s, not counting itself', () => {
    const { game, id } = buildBoard({ vc: 'U3', damage: ['F', 'F', 'F'] }, { vc: 'U3', damage: ['U1', 'U1', 'U1', 'U1'], deck: ['TH'] });
    game.startStep('battle', 'start');
    attack(game, id('a.vc'), id('b.vc'));
    choose(game, 'heal', 'power');
    choose(game, id('b.damage.0'));
    expect(names(game, B, 'damage').sort()).toEqual(['TH', 'U1', 'U1', 'U1']);
    expect(names(game, B, 'drop')).toEqual(['U1']);
  });

  it('[VG 11.10.2.6] a heal trigger with less damage than the opponent heals nothing', () => {
    const { game, id } = buildBoard({ vc: 'U3', damage: ['F', 'F', 'F'] }, { vc: 'U3', damage: ['U1', 'U1'], deck: ['TH'] });
    game.startStep('battle', 'start');
    attack(game, id('a.vc'), id('b.vc'));
    choose(game, 'heal', 'power');
    expect(names(game, B, 'damage').sort()).toEqual(['TH', 'U1', 'U1']);
    expect(names(game, B, 'drop')).toEqual([]);
  });

  it('[VG 13.6.4, 11.10.2.2] VG-037 the defender’s damage-check trigger lasts for the whole turn', () => {
    const { game, id } = buildBoard({ vc: 'U3', fl: 'U2', bl: 'U1' }, { vc: 'U3', deck: ['TC'] });
    game.startStep('battle', 'start');
    attack(game, id('a.vc'), id('b.vc'));
    choose(game, 'critical', 'power');
    expect(game.stat(id('b.vc'), 'power')).toBe(23000);
    attack(game, id('a.fl'), id('b.vc'), id('a.bl'));
    expect(names(game, B, 'damage')).toEqual(['TC']);
    expect(onCircle(game, B, 'vc')).toBe(id('b.vc'));
  });

  it('[VG 11.10.2.9] an over trigger’s text action is done in a drive check, not in a damage check', () => {
    const { game, id } = buildBoard({ vc: 'U3', fr: 'U2N', deck: ['TO2', 'U1', 'U2'] }, { vc: 'U3', deck: ['TO2'] });
    game.startStep('battle', 'start');
    attack(game, id('a.vc'), id('b.vc'));
    expect((game.decision as { options: { id: string }[] }).options.map((o) => o.id).sort()).toEqual(['draw', 'power', 'remove', 'text']);
    choose(game, 'text', 'remove', 'draw', 'power');
    choose(game, id('a.vc'));
    expect(names(game, A, 'soul')).toEqual(['U1']); // the text ran first: the top card (U1) went to the soul
    // B's damage check reveals its own TO2: no text sub-ability there.
    expect((game.decision as { options: { id: string }[] }).options.map((o) => o.id).sort()).toEqual(['draw', 'power', 'remove']);
    choose(game, 'remove', 'draw', 'power');
    expect(names(game, B, 'removed')).toEqual(['TO2']);
    expect(zone(game, B, 'damage')).toEqual([]);
  });
});
