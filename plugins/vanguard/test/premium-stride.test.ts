import type { Action } from '@tcgkit/kernel';
import { describe, expect, it } from 'vitest';
import { editPosition } from '@tcgkit/testing';
import { TcgError } from '@tcgkit/kernel';
import { engine } from './support/random-play.js';
import { A, B, buildBoard, names, ok, onCircle, rejected, zone } from './support/board.js';

const premium = { gameOptions: { format: 'premium' } };
const stride = (card: string, discard: string[], heart?: string) => ({
  type: 'stride',
  player: A,
  card,
  discard,
  ...(heart === undefined ? {} : { heart }),
});

describe('the premium format as a game option', () => {
  it('[VG 8.1.4.3] the standard format refuses a G deck and premium-only cards (VG_PREMIUM_ONLY); the premium format accepts the premium decks', () => {
    const codes = (deck: string, options?: Record<string, string>) => engine.validateDeck('vanguard', deck, options).map((e) => e.code);
    expect(codes('cinder-wyrms-premium')).toEqual(['VG_PREMIUM_ONLY']);
    expect(codes('cinder-wyrms-premium', { format: 'premium' })).toEqual([]);
    expect(codes('tidecrest-fleet-premium', { format: 'premium' })).toEqual([]);
    expect(codes('cinder-wyrms', { format: 'premium' })).toEqual([]);
    // Premium-only cards without a G deck: a Seek Mate unit in a standard main deck.
    const main = [...(engine.title('vanguard').decks.find((d) => d.name === 'cinder-wyrms-premium')?.main ?? [])];
    expect(engine.validateDeck('vanguard', { main }).map((e) => e.code)).toEqual(['VG_PREMIUM_ONLY']);
    const create = (options?: Record<string, string>) =>
      engine.create({
        title: 'vanguard',
        seed: 1,
        players: [{ deck: 'cinder-wyrms-premium' }, { deck: 'tidecrest-fleet-premium' }],
        ...(options === undefined ? {} : { options }),
      });
    expect(() => create()).toThrow(TcgError);
    expect(() => create({ format: 'vintage' })).toThrow(/format must be one of/);
    expect(() => create({ colour: 'blue' })).toThrow(/no option "colour"/);
    expect(create({ format: 'premium' }).state.options).toEqual({ format: 'premium', stride: 'allowed' });
  });

  it('[VG 4.14.1, 4.14.2, 4.14.3, 4.14.4, 8.2.1.5] the G deck starts face down in the G zone: its owner sees it, the opponent only counts it; face-up cards are public', () => {
    const game = engine.create({
      title: 'vanguard',
      seed: 3,
      players: [{ deck: 'cinder-wyrms-premium' }, { deck: 'tidecrest-fleet-premium' }],
      options: { format: 'premium' },
    });
    const gZone = game.state.zones['p1/g-zone']!;
    expect(gZone).toHaveLength(12);
    expect(gZone.every((id) => game.state.cards[id]!.faceUp === false)).toBe(true);
    expect(game.view('p1').zones['p1/g-zone']!.cards.every((c) => c.card !== undefined)).toBe(true);
    const theirs = game.view('p2').zones['p1/g-zone']!;
    expect(theirs.count).toBe(12);
    expect(theirs.cards.filter((c) => c.card !== undefined)).toEqual([]);
    // A face-up card of the G zone (4.14.4) is seen by everyone.
    const { game: board, id } = buildBoard({ vc: 'U3', gZoneUp: ['pg-ember-wall'], gZone: ['pg-ember-emperor'] }, { vc: 'U3' }, premium);
    const seen = board.view(B).zones['p1/g-zone']!.cards;
    expect(seen.find((c) => c.id === id('a.gUp.0'))?.card).toBe('pg-ember-wall');
    expect(seen.find((c) => c.id === id('a.g.0'))?.card).toBeUndefined();
  });
});

describe('stride and hearts (6.5, 6.6, 9.8, 14.12)', () => {
  it('[VG 9.8.2, 6.6.1, 6.6.2, 6.6.2.1, 6.6.2.2, 6.6.2.3, 14.12.1, 14.12.3, 14.12.3.1, 6.5.1, 6.5.1.1, 6.5.1.1.1, 6.5.1.2, 6.5.2, 6.5.2.1, 6.5.2.2, 6.5.2.2.1, 6.5.2.2.2, 2.9.3.3] in the stride step a face-down G unit is revealed, grades totalling 3 are discarded and it takes the vanguard circle; the vanguard becomes a standing heart (not a unit, not attackable); it is not a ride', () => {
    const { game, id } = buildBoard(
      { vc: 'U3', hand: ['U3', 'U1', 'U2'], gZone: ['pg-ember-emperor', 'pg-ember-wall'], rested: ['vc'] },
      { vc: 'U3' },
      premium,
    );
    game.startStep('ride', 'stride');
    const offered = game.legalActions().filter((a): a is Action => a.type === 'stride');
    // Only the card with a stride skill; each grade-3 card alone, or the fewest cards totalling 3.
    expect(new Set(offered.map((a) => a['card']))).toEqual(new Set([id('a.g.0')]));
    expect(offered.map((a) => a['discard'])).toContainEqual([id('a.hand.0')]);
    expect(offered.map((a) => a['discard'])).toContainEqual([id('a.hand.2'), id('a.hand.1')]);
    ok(game, stride(id('a.g.0'), [id('a.hand.0')]));
    const g = onCircle(game, A, 'vc')!;
    expect(game.state.cards[g]!.card).toBe('pg-ember-emperor');
    expect(game.state.cards[g]!.faceUp).toBe(true);
    // 6.5.1.1: the vanguard's orientation (it was rested).
    expect(game.state.cards[g]!.status['rested']).toBe(true);
    expect(names(game, A, 'drop')).toEqual(['U3']);
    // The old vanguard is a heart on the same circle, face up and standing (6.5.2.1), linked to the G unit.
    const heart = id('a.vc');
    expect(game.state.zones['p1/field#hearts']).toEqual([heart]);
    expect(game.state.cards[heart]!.status['rested']).toBeUndefined();
    expect(game.state.cards[heart]!.status['heartOf']).toBe(g);
    const events = game.history().map((e) => e.type);
    expect(events).toContain('strode');
    expect(events).not.toContain('rode');
    // A heart is not a unit (6.5.2.2.2): the opponent can attack only the G unit.
    editPosition(game).turnPlayer(B).build();
    game.startStep('battle', 'start');
    ok(game, { type: 'declare-attack', player: B });
    const targets = new Set(game.legalActions().flatMap((a) => (a.type === 'attack' ? [a['target']] : [])));
    expect(targets).toEqual(new Set([g]));
    rejected(game, { type: 'attack', player: B, attacker: id('b.vc'), target: heart }, 'VG_TARGET_NOT_FRONT_ROW');
  });

  it('[VG 6.5.1.3, 6.5.2.2.3] while it is the vanguard, the G unit adds the designated heart’s printed power', () => {
    const { game, id } = buildBoard({ vc: 'U3', hand: ['U3'], gZone: ['P-STRIDE'] }, { vc: 'U3' }, premium);
    game.startStep('ride', 'stride');
    ok(game, stride(id('a.g.0'), [id('a.hand.0')]));
    const g = onCircle(game, A, 'vc')!;
    expect(game.stat(g, 'power')).toBe(15000 + 13000);
    expect(game.state.cards[g]!.status['strideHeart']).toBe(id('a.vc'));
    // A heart is no longer on that circle as a heart: the bonus goes (here it is moved out by hand).
    editPosition(game).remove(id('a.vc')).build();
    expect(game.stat(g, 'power')).toBe(15000);
  });

  it('[VG 6.6.2, 14.12.3.1] a stride is refused without both grade-3 vanguards, with too little grade discarded, or with a card that has no stride skill; nothing changes', () => {
    const { game, id } = buildBoard(
      { vc: 'U3', hand: ['U1', 'U1', 'U3'], gZone: ['pg-ember-emperor', 'pg-ember-wall'], gZoneUp: ['pg-ember-blaze'] },
      { vc: 'U2' },
      premium,
    );
    game.startStep('ride', 'stride');
    // The step offers nothing (it passes itself); in the window, with the opponent's vanguard made grade 2:
    expect(game.decision?.player === A && game.legalActions().some((a) => a.type === 'stride')).toBe(false);
    editPosition(game).put(B, 'field#vc', { card: 'U3', as: 'b.vc3' }).build();
    game.startStep('ride', 'stride');
    expect(game.legalActions().some((a) => a.type === 'stride')).toBe(true);
    editPosition(game).remove('b.vc3').build();
    expect(game.legalActions().filter((a) => a.type === 'stride')).toEqual([]);
    rejected(game, stride(id('a.g.0'), [id('a.hand.2')]), 'VG_STRIDE_GRADE');
    // 6.6.2's other branch: the fighter's vanguard was grade 3 at the start of the turn.
    editPosition(game).player(A, { gradeThreeAtTurnStart: true }).build();
    rejected(game, stride(id('a.g.0'), [id('a.hand.0'), id('a.hand.1')]), 'VG_STRIDE_COST');
    rejected(game, stride(id('a.g.0'), []), 'VG_STRIDE_COST');
    rejected(game, stride(id('a.g.1'), [id('a.hand.2')]), 'VG_STRIDE_CARD');
    rejected(game, stride(id('a.gUp.0'), [id('a.hand.2')]), 'VG_STRIDE_CARD');
    rejected(game, stride(id('a.g.0'), [id('a.gUp.0')]), 'VG_STRIDE_COST');
    ok(game, stride(id('a.g.0'), [id('a.hand.2')]));
    expect(game.state.cards[onCircle(game, A, 'vc')!]!.card).toBe('pg-ember-emperor');
  });

  it('[VG 6.6.2, 9.2] the vanguard’s grade at the start of the turn is recorded: a grade-3 vanguard may stride against a grade-2 one', () => {
    const { game, id } = buildBoard({ vc: 'U3', hand: ['U3'], gZone: ['pg-ember-emperor'] }, { vc: 'U2' }, premium);
    game.startStep('stand', 'stand');
    // The ride step comes first (a grade-3 card may be ridden onto the grade-3 vanguard): pass it.
    if ((game.decision as { window?: string } | null)?.window === 'ride') ok(game, { type: 'pass', player: A });
    expect(game.legalActions().some((a) => a.type === 'stride')).toBe(true);
    ok(game, stride(id('a.g.0'), [id('a.hand.0')]));
    expect(game.state.cards[onCircle(game, A, 'vc')!]!.card).toBe('pg-ember-emperor');
  });

  it('[VG 6.6.2] the standard format offers no stride: the stride step passes by itself and a stride is refused', () => {
    const { game, id } = buildBoard({ vc: 'U3', hand: ['U3'], gZone: ['pg-ember-emperor'] }, { vc: 'U3' });
    game.startStep('ride', 'stride');
    expect(game.legalActions().some((a) => a.type === 'stride')).toBe(false);
    expect(game.position().phase).toBe('main');
    rejected(game, stride(id('a.g.0'), [id('a.hand.0')]), 'NOT_IN_THIS_WINDOW');
  });

  it('[VG 9.11.1, 6.5.4, 6.5.4.1, 4.14.5] at the end phase the G unit goes to the G zone face up after its heart became the vanguard again with the G unit’s orientation', () => {
    const { game, id } = buildBoard({ vc: 'U3', hand: ['U3'], gZone: ['pg-ember-emperor'] }, { vc: 'U3' }, premium);
    game.startStep('ride', 'stride');
    ok(game, stride(id('a.g.0'), [id('a.hand.0')]));
    const g = onCircle(game, A, 'vc')!;
    editPosition(game)
      .change(g, { status: { rested: true } })
      .build();
    game.startStep('end', 'cleanup');
    expect(onCircle(game, A, 'vc')).toBe(id('a.vc'));
    expect(game.state.cards[id('a.vc')]!.status['rested']).toBe(true);
    expect(game.state.cards[id('a.vc')]!.status['heartOf']).toBeUndefined();
    expect(game.state.zones['p1/field#hearts']).toEqual([]);
    const back = zone(game, A, 'g-zone').map((c) => game.state.cards[c]!);
    expect(back.map((c) => [c.card, c.faceUp])).toEqual([['pg-ember-emperor', true]]);
  });

  it('[VG 9.11.1.1, 6.5.1.2.1, 6.5.4.1.1, 9.11.2] a G unit strode onto a G unit: the G heart returns first, then the first vanguard, each G unit to the G zone', () => {
    const { game, id } = buildBoard({ vc: 'U3', hand: ['U3', 'U3'], gZone: ['pg-ember-emperor', 'pg-ember-blaze'] }, { vc: 'U3' }, premium);
    game.startStep('ride', 'stride');
    ok(game, stride(id('a.g.0'), [id('a.hand.0')]));
    ok(game, stride(id('a.g.1'), [id('a.hand.1')]));
    const top = onCircle(game, A, 'vc')!;
    expect(game.state.cards[top]!.card).toBe('pg-ember-blaze');
    // Both hearts are linked to the newest G unit; the non-G heart stays the designated one (6.5.1.3).
    const hearts = game.state.zones['p1/field#hearts']!;
    expect(hearts.map((h) => game.state.cards[h]!.card).sort()).toEqual(['U3', 'pg-ember-emperor']);
    expect(hearts.every((h) => game.state.cards[h]!.status['heartOf'] === top)).toBe(true);
    expect(game.stat(top, 'power')).toBe(16000 + 13000);
    game.startStep('end', 'cleanup');
    expect(onCircle(game, A, 'vc')).toBe(id('a.vc'));
    const moves = game
      .history()
      .filter((e) => e.type === 'moved' && ['hearts-end', 'end-phase'].includes(String(e.detail?.['reason'])))
      .map((e) => `${String(e.detail?.['reason'])}:${game.state.cards[String(e.detail?.['card'])]?.card ?? 'gone'}`);
    expect(moves[0]).toMatch(/^hearts-end/);
    expect(names(game, A, 'g-zone').sort()).toEqual(['pg-ember-blaze', 'pg-ember-emperor']);
  });

  it('[VG 13.5.1.2, 13.5.1] a G unit vanguard gone mid-turn: the heart becomes the vanguard again (no ride from the soul)', () => {
    const { game, id } = buildBoard({ vc: 'U3', hand: ['U3'], soul: ['U2'], gZone: ['pg-ember-emperor'] }, { vc: 'U3' }, premium);
    game.startStep('ride', 'stride');
    ok(game, stride(id('a.g.0'), [id('a.hand.0')]));
    editPosition(game)
      .remove(onCircle(game, A, 'vc')!)
      .build();
    game.startStep('main', 'main');
    expect(onCircle(game, A, 'vc')).toBe(id('a.vc'));
    expect(names(game, A, 'soul')).toEqual(['U2']);
    expect(game.state.zones['p1/field#hearts']).toEqual([]);
  });

  it('[VG 4.4.2, 4.4.2.1, 13.5.1.2] a G unit vanguard that an effect would put into the hand goes to the G zone face up instead; its heart becomes the vanguard', () => {
    const { game, id } = buildBoard({ vc: 'U3', fl: 'P-BOUNCE', hand: ['U3'], gZone: ['pg-ember-emperor'] }, { vc: 'U3' }, premium);
    game.startStep('ride', 'stride');
    ok(game, stride(id('a.g.0'), [id('a.hand.0')]));
    ok(game, { type: 'activate', player: A, card: id('a.fl'), ability: 0 });
    expect(names(game, A, 'hand')).toEqual([]);
    expect(names(game, A, 'g-zone')).toEqual(['pg-ember-emperor']);
    expect(game.state.cards[zone(game, A, 'g-zone')[0]!]!.faceUp).toBe(true);
    expect(onCircle(game, A, 'vc')).toBe(id('a.vc'));
  });
});
