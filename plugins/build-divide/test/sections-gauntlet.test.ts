import { describe, expect, it } from 'vitest';
import { engine } from './support.js';
import {
  P1,
  P2,
  card,
  change,
  clear,
  count,
  mainPhase,
  ok,
  passUntil,
  power,
  put,
  rejects,
  toDeclaration,
  zone,
  finishTurn,
} from './board.js';

type Game = ReturnType<typeof mainPhase>;
const settle = (game: Game) =>
  passUntil(game, (g) => g.decision?.kind !== 'play' || (g.state.stack.length === 0 && g.position().window === 'main'));
const play = (game: Game, id: string, targets?: string[]) => {
  ok(
    game,
    targets === undefined
      ? { type: 'play', player: P1, card: put(game, P1, id, 'hand') }
      : { type: 'play', player: P1, card: put(game, P1, id, 'hand'), targets },
  );
  settle(game);
};
const energy = (game: Game, id: string, n: number) => {
  for (let i = 0; i < n; i++) put(game, P1, id, 'energy');
};
const damageTo = (game: Game, id: string) =>
  game.state.log.filter((e) => e.type === 'unit-damaged' && e.detail?.['card'] === id).map((e) => e.detail?.['amount']);

/** Sections issue 16 left "not yet", with the `gauntlet` deck's demo cards (src/cards/gauntlet-cards.ts). */
describe('the last not-yet sections (issue 16)', () => {
  function harvestBoard(emptyFor: string[]) {
    const game = mainPhase();
    for (const player of emptyFor) {
      clear(game, player, 'deck');
      clear(game, player, 'life');
    }
    for (let i = 0; i < 2; i++) put(game, P1, 'plain-blue', 'energy');
    return game;
  }

  it('[BD 103-1a, 507-1b] when both players lose at the same time (each must draw from an empty deck and life), the game is a draw', () => {
    const game = harvestBoard([P1, P2]);
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'twin-harvest', 'hand') });
    expect(game.result).toMatchObject({ kind: 'draw' });
    expect(game.state.log.filter((e) => e.type === 'player-loses').map((e) => e.player)).toEqual([P1, P2]);
  });

  it('[BD 103-1, 103-1a] when only one of them loses by the same draws, the other wins', () => {
    const game = harvestBoard([P2]);
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'twin-harvest', 'hand') });
    expect(game.result).toMatchObject({ kind: 'win', winner: P1 });
  });

  it('[BD 1209-2d, 1209-2c] damage "dealt" replacements apply first, then "received" ones: 3000 doubled, then 1000 more, is 7000 (not 8000)', () => {
    const game = mainPhase();
    energy(game, 'plain-red', 4);
    const theirs = put(game, P2, 'big-red', 'field');
    play(game, 'blood-pact');
    play(game, 'double-edge');
    const hand = count(game, P1, 'hand');
    play(game, 'pyre-bolt', [theirs]);
    // Each replacement applied once (1209-2c): 3000 × 2 = 6000 dealt, + 1000 received, and Blood Pact's draw.
    expect(damageTo(game, theirs)).toEqual([7000]);
    expect(count(game, P1, 'hand')).toBe(hand + 1);
  });

  it('[BD 1209-2d, 519-1a] reductions come last: a prevented unit still has the "received" replacement applied (its draw), then takes no damage', () => {
    const game = mainPhase();
    energy(game, 'plain-red', 4);
    energy(game, 'plain-blue', 1);
    const mine = put(game, P1, 'big-red', 'field');
    const theirs = put(game, P2, 'big-red', 'field');
    play(game, 'ward-sigil', [mine]);
    play(game, 'double-edge');
    play(game, 'blood-pact');
    const hand = count(game, P1, 'hand');
    play(game, 'duel-strike', [theirs]); // its champion is the one unit of mine
    // Mine: 3000 doubled, Blood Pact (draw, +1000), then prevented; theirs: 3000 doubled (Blood Pact is used up).
    expect(damageTo(game, mine)).toEqual([]);
    expect(card(game, mine)!.status['damage']).toBeUndefined();
    expect(count(game, P1, 'hand')).toBe(hand + 1);
    expect(damageTo(game, theirs)).toEqual([6000]);
  });

  it('[BD 1209-2, 1209-2b] with two replacements of the same damage to a unit, the controller of that unit (not the player dealing it) chooses which applies first', () => {
    const game = mainPhase();
    energy(game, 'plain-red', 3);
    const theirs = put(game, P2, 'big-red', 'field');
    play(game, 'blood-pact');
    play(game, 'blood-pact');
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'pyre-bolt', 'hand'), targets: [theirs] });
    passUntil(game, (g) => g.decision?.kind !== 'play');
    expect(game.decision).toMatchObject({ kind: 'select', player: P2, rule: 'BD 1209-2a' });
    const [first] = (game.decision as unknown as { options: { id: string }[] }).options;
    ok(game, { type: 'choose', player: P2, choice: [first!.id] });
    settle(game);
    // Both applied, once each (1209-2c): 3000 + 1000 + 1000.
    expect(damageTo(game, theirs)).toEqual([5000]);
  });

  function tollBoard(spare: number) {
    const game = mainPhase();
    clear(game, P1, 'energy'); // only the energy put here
    energy(game, 'plain-blue', 1 + spare);
    energy(game, 'plain-red', 1);
    const mine = put(game, P1, 'big-red', 'field');
    const theirs = put(game, P2, 'big-red', 'field');
    play(game, 'toll-ward');
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'duel-strike', 'hand'), targets: [theirs] });
    passUntil(game, (g) => g.decision?.kind !== 'play');
    return { game, mine };
  }

  it('[BD 1209-3] an optional replacement whose choice cannot be made (no energy left to pay) does not apply: the damage is dealt, nothing is asked', () => {
    const { game, mine } = tollBoard(0);
    expect(game.decision?.kind).not.toBe('select');
    settle(game);
    expect(damageTo(game, mine)).toEqual([3000]);
  });

  it('[BD 1209-3, 1209-1] with energy to pay, its controller may use it: paying replaces the damage by none', () => {
    const { game, mine } = tollBoard(1);
    expect(game.decision).toMatchObject({ kind: 'select', player: P1 });
    const use = (game.decision as unknown as { options: { id: string }[] }).options.find((o) => o.id !== 'none')!;
    ok(game, { type: 'choose', player: P1, choice: [use.id] });
    settle(game);
    expect(damageTo(game, mine)).toEqual([]);
  });

  it('[BD 518-2, 518-1] an effect changing a scout\'s number replaces "scout 1" by "scout 2"; used once, a later scout is its own number again', () => {
    const game = mainPhase();
    energy(game, 'plain-blue', 2);
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'far-sight', 'hand') });
    passUntil(game, (g) => g.decision?.kind !== 'play');
    expect(game.decision).toMatchObject({ kind: 'select', player: P1, rule: 'BD 518-1' });
    expect((game.decision as unknown as { options: unknown[] }).options).toHaveLength(2);
    expect(game.state.log.some((e) => e.type === 'replaced' && e.detail?.['event'] === 'scout')).toBe(true);
    ok(game, { type: 'choose', player: P1, choice: [] });
    settle(game);
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'current-read', 'hand') });
    passUntil(game, (g) => g.decision?.kind !== 'play');
    expect((game.decision as unknown as { options: unknown[] }).options).toHaveLength(2); // scout 2, unchanged
  });

  it('[BD 514-1a, 514-1] countering a card that cannot be countered is not carried out, nor is moving it to the graveyard: it stays and resolves', () => {
    const game = mainPhase();
    energy(game, 'plain-red', 3);
    for (let i = 0; i < 4; i++) put(game, P2, 'plain-blue', 'energy');
    const knight = put(game, P1, 'iron-vow-knight', 'hand');
    const serial = card(game, knight)!.serial;
    const answer = put(game, P2, 'undertow', 'hand');
    ok(game, { type: 'play', player: P1, card: knight });
    passUntil(game, (g) => g.decision?.player === P2);
    ok(game, { type: 'play', player: P2, card: answer });
    settle(game);
    expect(game.state.log.some((e) => e.type === 'counter-failed')).toBe(true);
    expect(zone(game, P1, 'graveyard').some((id) => card(game, id)!.serial === serial)).toBe(false);
    expect(zone(game, P1, 'field').some((id) => card(game, id)!.serial === serial)).toBe(true);
    // A card that can be countered is: the same answer sends a Red Champion to the graveyard.
    const champion = put(game, P1, 'big-red', 'hand');
    const other = card(game, champion)!.serial;
    energy(game, 'plain-red', 3);
    const second = put(game, P2, 'undertow', 'hand');
    ok(game, { type: 'play', player: P1, card: champion });
    passUntil(game, (g) => g.decision?.player === P2);
    ok(game, { type: 'play', player: P2, card: second });
    settle(game);
    expect(zone(game, P1, 'graveyard').some((id) => card(game, id)!.serial === other)).toBe(true);
  });

  it('[BD 536, 536-1, 536-1b, 536-2] a token is created in a zone everyone sees, controlled by that zone\'s player; "remove" takes a token out of the game (nowhere)', () => {
    const game = mainPhase();
    energy(game, 'plain-red', 2);
    const tokens = () => Object.values(game.state.cards).filter((c) => c.card === 'class-card');
    play(game, 'scrap-forge');
    const [first] = tokens();
    expect(first).toMatchObject({ zone: `${P1}/graveyard`, controller: P1, token: true });
    play(game, 'scrap-forge');
    // The first token was removed: it is in no zone and no object any more; a new one was created.
    expect(game.state.cards[first!.id]).toBeUndefined();
    expect(Object.values(game.state.zones).some((ids) => ids.includes(first!.id))).toBe(false);
    expect(tokens()).toHaveLength(1);
  });

  it('[BD 536-1a, 401-3b] a token to be created in a zone some player cannot see (a hand) is not created', () => {
    const game = mainPhase();
    energy(game, 'plain-red', 1);
    const hand = count(game, P1, 'hand');
    play(game, 'hand-forge');
    expect(count(game, P1, 'hand')).toBe(hand);
    expect(Object.values(game.state.cards).some((c) => c.card === 'class-card')).toBe(false);
    expect(game.state.log.some((e) => e.type === 'token-not-created')).toBe(true);
  });

  it('[BD 527-5a:i, 527-5, 1204-2i:iii] a unit that cannot be dropped cannot be dropped (or destroyed) to pay a cost: its activation is not legal', () => {
    const game = mainPhase();
    energy(game, 'plain-red', 1);
    const offering = put(game, P1, 'bone-offering', 'field');
    const activation = { type: 'activate', player: P1, card: offering, ability: 0 } as const;
    expect(game.legalActions()).toContainEqual(activation);
    play(game, 'saints-aegis', [offering]);
    expect(game.legalActions()).not.toContainEqual(activation);
    rejects(game, activation, 'CANNOT_PAY_COST');
  });

  it('[BD 527-2, 527-2a] "dropped in battle" is a unit in the battle moving from the field to the graveyard; destroyed outside a battle it is not', () => {
    const game = mainPhase();
    const squire = put(game, P1, 'vengeful-squire', 'field');
    const blocker = put(game, P2, 'big-red', 'field');
    const hand = count(game, P1, 'hand');
    toDeclaration(game);
    ok(game, { type: 'attack', player: P1, attacker: squire, target: P2 });
    passUntil(game, (g) => g.decision?.kind !== 'play');
    ok(game, { type: 'block', player: P2, blocker });
    passUntil(game, (g) => g.decision?.kind === 'declare-attack');
    expect(card(game, squire)).toBeUndefined();
    expect(count(game, P1, 'hand')).toBe(hand + 1);
    // Another, destroyed by an effect in the main phase: not in a battle, so no draw.
    const other = mainPhase();
    energy(other, 'plain-red', 1);
    put(other, P2, 'vengeful-squire', 'field');
    const theirs = zone(other, P2, 'field')[0]!;
    const theirHand = count(other, P2, 'hand');
    play(other, 'pyre-bolt', [theirs]);
    expect(card(other, theirs)).toBeUndefined();
    expect(count(other, P2, 'hand')).toBe(theirHand);
  });

  it('[BD 1204-2h, 1204-2h:iv] cost increases are applied first, then reductions: a 1-cost command +1 then -2 costs 0 (not 1)', () => {
    const game = mainPhase();
    clear(game, P1, 'energy');
    put(game, P2, 'toll-collector', 'field');
    const forge = put(game, P1, 'hand-forge', 'hand');
    const playIt = { type: 'play', player: P1, card: forge } as const;
    put(game, P1, 'plain-red', 'energy');
    // Increased only: 2 energy, more than the 1 standing.
    expect(game.legalActions()).not.toContainEqual(playIt);
    rejects(game, playIt, 'BD_NOT_ENOUGH_ENERGY');
    put(game, P1, 'thrift-sage', 'field');
    clear(game, P1, 'energy');
    // 1 + 1 = 2, then 2 - 2 = 0: playable with no energy at all (reducing first would leave 0 + 1 = 1).
    expect(game.legalActions()).toContainEqual(playIt);
    ok(game, playIt);
    expect(game.state.log.some((e) => e.type === 'energy-paid')).toBe(false);
  });

  it('[BD 1204-2h:iii, 1204-2i, 1204-2i:i, 1204-2i:iii] an additional cost is paid with the play cost (energy, and the top 2 cards of the deck dropped); when it cannot be paid the card cannot be played', () => {
    const game = mainPhase();
    clear(game, P1, 'energy');
    energy(game, 'plain-red', 1);
    const deck = count(game, P1, 'deck');
    const graveyard = count(game, P1, 'graveyard');
    const hand = count(game, P1, 'hand');
    play(game, 'blood-price');
    expect(game.state.log.filter((e) => e.type === 'energy-paid')).toHaveLength(1);
    expect(count(game, P1, 'graveyard')).toBe(graveyard + 3); // the 2 dropped cards, then Blood Price itself
    expect(count(game, P1, 'deck')).toBe(deck - 4); // 2 dropped, 2 drawn
    expect(count(game, P1, 'hand')).toBe(hand + 2);
    // With 1 card in the deck the additional cost cannot be paid in full: not playable (1204-2i:iii).
    const other = mainPhase();
    clear(other, P1, 'deck');
    put(other, P1, 'blank-life', 'deck');
    energy(other, 'plain-red', 1);
    const price = put(other, P1, 'blood-price', 'hand');
    expect(other.legalActions()).not.toContainEqual({ type: 'play', player: P1, card: price });
    rejects(other, { type: 'play', player: P1, card: price }, 'BD_CANNOT_PAY');
  });

  it('[BD 1204-2i:ii] a cost action replaced by another (dropping replaced by removing) still counts as performed: the card is played and resolves', () => {
    const game = mainPhase();
    clear(game, P1, 'energy');
    energy(game, 'plain-red', 2);
    play(game, 'ash-seal');
    const removed = count(game, P1, 'remove');
    const hand = count(game, P1, 'hand');
    play(game, 'blood-price');
    expect(count(game, P1, 'remove')).toBe(removed + 2); // the cost's cards, removed instead of dropped
    expect(count(game, P1, 'hand')).toBe(hand + 2); // Blood Price resolved: paid in full
  });

  it('[BD 1204-2g:iv, 1204-2g] a number of targets the game state decides is fixed when played: 2 units then, 2 targets, though 1 unit is left when it resolves', () => {
    const game = mainPhase();
    clear(game, P1, 'energy');
    energy(game, 'plain-red', 2);
    energy(game, 'plain-blue', 2);
    const [mine] = [put(game, P1, 'big-red', 'field'), put(game, P1, 'big-red', 'field')];
    const theirs = [put(game, P2, 'big-red', 'field'), put(game, P2, 'big-red', 'field'), put(game, P2, 'big-red', 'field')];
    const volley = put(game, P1, 'tide-volley', 'hand');
    rejects(game, { type: 'play', player: P1, card: volley, targets: theirs }, 'BD_NO_LEGAL_TARGET'); // X = 2, not 3
    ok(game, { type: 'play', player: P1, card: volley, targets: theirs.slice(0, 2) });
    // In answer, one of P1's units leaves: X would now be 1.
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'mist-step', 'hand'), targets: [mine!] });
    settle(game);
    expect(count(game, P1, 'field')).toBe(1);
    expect(damageTo(game, theirs[0]!)).toEqual([2000]);
    expect(damageTo(game, theirs[1]!)).toEqual([2000]);
    expect(damageTo(game, theirs[2]!)).toEqual([]);
  });

  it('[BD 1201-4a, 1201-4a:i] an automatic ability with two trigger conditions triggers when either is met', () => {
    const game = mainPhase();
    clear(game, P1, 'energy');
    energy(game, 'plain-red', 3);
    const hand = count(game, P1, 'hand');
    play(game, 'twin-omen'); // enters: the first condition
    expect(count(game, P1, 'hand')).toBe(hand + 1);
    const omen = zone(game, P1, 'field').find((id) => card(game, id)!.card === 'twin-omen')!;
    put(game, P2, 'plain-red', 'field');
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'duel-strike', 'hand'), targets: [zone(game, P2, 'field')[0]!] });
    settle(game); // 3000 damage destroys it: from the field to the graveyard, the second condition
    expect(card(game, omen)).toBeUndefined();
    expect(count(game, P1, 'hand')).toBe(hand + 2);
  });

  it('[BD 802-4b:iv, 802-4b] an attack needing an attack cost is legal only when it can be paid, and it is paid as declared', () => {
    const game = mainPhase();
    clear(game, P1, 'energy');
    const attacker = put(game, P1, 'big-red', 'field');
    put(game, P2, 'iron-portcullis', 'field');
    toDeclaration(game);
    const attack = { type: 'attack', player: P1, attacker, target: P2 } as const;
    expect(game.legalActions()).not.toContainEqual(attack);
    rejects(game, attack, 'BD_ATTACK_COST');
    const energyCard = put(game, P1, 'plain-red', 'energy');
    expect(game.legalActions()).toContainEqual(attack);
    ok(game, attack);
    expect(card(game, energyCard)!.status['rested']).toBe(true);
    expect(game.state.log.some((e) => e.type === 'energy-paid' && e.detail?.['for'] === 'attack cost')).toBe(true);
  });

  it('[BD 1208-1d, 1208-1e, 1208-1f] an attribute given later (non-numeric) is applied before an older "+1000 to Undead units" (numeric), which depends on it', () => {
    const game = mainPhase();
    clear(game, P1, 'energy');
    energy(game, 'plain-red', 1);
    put(game, P1, 'dirge-banner', 'field'); // its continuous effect is the older one (1208-1g:i)
    const unit = put(game, P1, 'big-red', 'field');
    expect(power(game, unit)).toBe(5000);
    play(game, 'grave-shroud', [unit]);
    // By timestamp alone the +1000 would come first and find no Undead unit; it depends on the attribute (1208-1f).
    expect(power(game, unit)).toBe(6000);
    finishTurn(game);
    expect(power(game, unit)).toBe(5000); // the attribute lasted the turn only
  });

  it('[BD 319-3a, 319-3] a territory in the D-deck is read by its open side: red, total cost 5 (Smouldering Gate / Blaze Citadel)', () => {
    const game = mainPhase();
    clear(game, P1, 'd-deck');
    energy(game, 'plain-blue', 1);
    const hand = count(game, P1, 'hand');
    put(game, P1, 'blaze-citadel', 'd-deck');
    play(game, 'reserve-scholar');
    expect(count(game, P1, 'hand')).toBe(hand + 2);
    // With no such card in the D-deck (a 1-cost red unit only) it draws 1.
    clear(game, P1, 'd-deck');
    put(game, P1, 'ember-scout', 'd-deck');
    energy(game, 'plain-blue', 1);
    play(game, 'reserve-scholar');
    expect(count(game, P1, 'hand')).toBe(hand + 3);
  });

  it('[BD 203-2a, 319-3] the unopened side of a territory has no colour: face up in the energy zone it pays no red point', () => {
    const game = mainPhase();
    clear(game, P1, 'energy');
    const citadel = put(game, P1, 'blaze-citadel', 'energy');
    change(game, citadel, { faceUp: true });
    rejects(game, { type: 'play', player: P1, card: put(game, P1, 'ember-scout', 'hand'), energy: [citadel] } as never, 'BD_WRONG_COLOUR');
    const red = put(game, P1, 'plain-red', 'energy');
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'ember-scout', 'hand'), energy: [red] } as never);
  });

  it('[BD 1406-4, 1406-3] "make a territory a unit as Assault Territory" with no number given: exactly one of two territories becomes a unit', () => {
    const game = mainPhase();
    clear(game, P1, 'territory');
    const bastions = [put(game, P1, 'storm-bastion', 'territory'), put(game, P1, 'storm-bastion', 'territory')];
    energy(game, 'plain-red', 1);
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'siege-call', 'hand') });
    passUntil(game, (g) => g.decision?.kind !== 'play');
    expect(game.decision).toMatchObject({ kind: 'select', player: P1, rule: 'BD 1406-4', min: 1, max: 1 });
    ok(game, { type: 'choose', player: P1, choice: [bastions[1]!] });
    settle(game);
    const onField = zone(game, P1, 'field').filter((id) => card(game, id)!.card === 'storm-bastion');
    expect(onField).toHaveLength(1);
    expect(card(game, onField[0]!)!.status).toMatchObject({ unit: true, open: true });
    expect(power(game, onField[0]!)).toBe(6000);
    expect(zone(game, P1, 'territory')).toEqual([bastions[0]]);
  });

  it('[BD 521-1a:i, 521-1, 521-2a] a territory that moved only from the territory zone to the field is still the card the aura goes on', () => {
    const game = mainPhase();
    clear(game, P1, 'territory');
    put(game, P1, 'storm-bastion', 'territory');
    energy(game, 'plain-red', 2);
    play(game, 'rampart-oath');
    const bastion = zone(game, P1, 'field').find((id) => card(game, id)!.card === 'storm-bastion')!;
    const token = Object.values(game.state.cards).find((c) => c.card === 'class-card')!;
    expect(token.status).toMatchObject({ aura: true, host: bastion });
    expect(power(game, bastion)).toBe(7000); // 6000 as a unit, + the Class card's 1000
  });

  it('[BD 521-1a] when the unit to attach to no longer exists, the attaching ends: no Class card is made', () => {
    const game = mainPhase();
    energy(game, 'plain-red', 1);
    const unit = put(game, P1, 'big-red', 'field');
    play(game, 'recall-rite', [unit]);
    expect(Object.values(game.state.cards).some((c) => c.card === 'class-card')).toBe(false);
    expect(game.state.log.some((e) => e.type === 'attach-failed')).toBe(true);
  });

  function unityBoard(veiled: boolean) {
    const game = mainPhase();
    clear(game, P1, 'energy');
    energy(game, 'grave-warden', 5);
    if (veiled) play(game, 'draw-veil');
    play(game, 'crypt-knight'); // Unity (Undead): itself entered this turn (1412-2a), so it draws
    const hand = count(game, P1, 'hand');
    play(game, 'bond-reward');
    return { game, hand };
  }

  it('[BD 1412-3] "you drew a card with Unity": a Unity ability of yours drew you a card as it resolved', () => {
    const { game, hand } = unityBoard(false);
    expect(game.state.log.some((e) => e.type === 'unity-drew' && e.player === P1)).toBe(true);
    expect(count(game, P1, 'hand')).toBe(hand + 2);
  });

  it("[BD 1412-3a] when Unity's draw is replaced by something else (Draw Veil drops the card instead), the condition is not met", () => {
    const { game, hand } = unityBoard(true);
    expect(game.state.log.some((e) => e.type === 'unity-drew')).toBe(false);
    expect(count(game, P1, 'hand')).toBe(hand);
  });

  it('[BD 1411-2a, 1411-2] a Kaii "put into the graveyard" trigger is not met by the card\'s own move; an Undead card there earlier meets it', () => {
    const game = mainPhase();
    clear(game, P1, 'energy');
    energy(game, 'plain-red', 6);
    const herald = put(game, P2, 'wraith-herald', 'field');
    const hand = count(game, P2, 'hand');
    play(game, 'pyre-bolt', [herald]);
    expect(card(game, herald)).toBeUndefined();
    expect(count(game, P2, 'hand')).toBe(hand); // only itself went to the graveyard: no draw
    const stalker = put(game, P2, 'kaii-stalker', 'field');
    const second = put(game, P2, 'wraith-herald', 'field');
    play(game, 'pyre-bolt', [stalker]);
    play(game, 'pyre-bolt', [second]);
    expect(count(game, P2, 'hand')).toBe(hand + 1); // the Grave Stalker had gone there before it
  });

  it('[BD 1413-4, 1413-2] "entered the field by Cosplay": the unit revealed and put onto the field by a resolving Cosplay ability; played from hand it is not', () => {
    const game = mainPhase();
    change(game, zone(game, P1, 'territory')[0]!, { status: { open: true } });
    put(game, P1, 'costumer', 'field');
    const idol = put(game, P1, 'stage-idol', 'hand');
    toDeclaration(game);
    ok(game, { type: 'end-attacks', player: P1 });
    passUntil(game, (g) => g.decision?.kind !== 'play');
    expect(game.decision).toMatchObject({ kind: 'select', rule: 'BD 1413-2' });
    const hand = count(game, P1, 'hand'); // the Stage Idol goes out, the Costumer comes back: the same count
    ok(game, { type: 'choose', player: P1, choice: [idol] });
    passUntil(game, (g) => g.decision?.kind !== 'play' || g.state.stack.length === 0);
    expect(game.state.log.some((e) => e.type === 'item-resolves' && String(e.detail?.['label']).includes('Stage Idol'))).toBe(true);
    expect(count(game, P1, 'hand')).toBe(hand + 1);
    // Played from the hand, the same unit draws nothing.
    const other = mainPhase();
    clear(other, P1, 'energy');
    energy(other, 'white-energy', 2);
    const otherHand = count(other, P1, 'hand');
    play(other, 'stage-idol');
    expect(count(other, P1, 'hand')).toBe(otherHand);
  });

  it('[BD 1501-5, 1501-1] an ability printed as an icon is part of the card\'s text: "loses all its abilities" takes the red-zone icon too', () => {
    const game = mainPhase();
    clear(game, P1, 'energy');
    energy(game, 'white-energy', 1);
    const scout = put(game, P1, 'ember-scout', 'field');
    clear(game, P1, 'life');
    for (let i = 0; i < 5; i++) put(game, P1, 'blank-life', 'life');
    expect(power(game, scout)).toBe(5000); // in the red zone: [red zone] +3000
    play(game, 'hush-hex', [scout]);
    expect(power(game, scout)).toBe(2000);
  });

  /** P1 plays Sunken Vault from the territory zone as its unit side; P2 answers with `answer`; P1 has Echo Warden. */
  function counteredVault(answer: string) {
    const game = mainPhase();
    clear(game, P1, 'territory');
    const vault = put(game, P1, 'sunken-vault', 'territory');
    for (let i = 0; i < 4; i++) put(game, P1, 'blank-life', 'graveyard');
    clear(game, P1, 'energy');
    energy(game, 'plain-blue', 3);
    put(game, P1, 'echo-warden', 'field');
    for (let i = 0; i < 2; i++) put(game, P2, 'plain-blue', 'energy');
    const counter = put(game, P2, answer, 'hand');
    const hand = count(game, P1, 'hand');
    ok(game, { type: 'play', player: P1, card: vault });
    passUntil(game, (g) => g.decision?.player === P2);
    ok(game, { type: 'play', player: P2, card: counter });
    settle(game);
    return { game, hand };
  }

  it('[BD 1205-4a:i, 1205-4a] from the resolution zone (public) to the hand (not public): the moved card is read as it was in the resolution zone, the unit side', () => {
    const { game, hand } = counteredVault('rebuff');
    // Back in the hand it shows its territory side, but the trigger read it as the unit it was: it draws.
    expect(zone(game, P1, 'hand').some((id) => card(game, id)!.card === 'sunken-vault')).toBe(true);
    expect(count(game, P1, 'hand')).toBe(hand + 2); // the vault itself, and Echo Warden's draw
  });

  it('[BD 1205-4a:iii, 1205-4a] from the resolution zone to the graveyard (both public): the moved card is read as it is in the graveyard, the territory side', () => {
    const { game, hand } = counteredVault('undertow');
    expect(zone(game, P1, 'graveyard').some((id) => card(game, id)!.card === 'sunken-vault')).toBe(true);
    expect(count(game, P1, 'hand')).toBe(hand); // a territory card in the graveyard: no draw
    // A unit card countered the same way is a unit card in the graveyard too: it draws.
    put(game, P1, 'plain-blue', 'energy');
    for (let i = 0; i < 2; i++) put(game, P2, 'plain-blue', 'energy');
    const second = put(game, P2, 'undertow', 'hand');
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'plain-blue', 'hand') });
    passUntil(game, (g) => g.decision?.player === P2);
    ok(game, { type: 'play', player: P2, card: second });
    settle(game);
    expect(count(game, P1, 'hand')).toBe(hand + 1);
  });

  it('[BD 524-2, 203-2] "has the same values as" card B: card A loses its play cost and colour (and power, hit) and has B\'s', () => {
    const game = mainPhase();
    clear(game, P1, 'energy');
    energy(game, 'grave-warden', 3);
    const mine = put(game, P1, 'big-red', 'field'); // red, total cost 3
    const theirs = put(game, P2, 'plain-blue', 'field'); // blue, total cost 1
    let hand = count(game, P1, 'hand');
    play(game, 'azure-census');
    expect(count(game, P1, 'hand')).toBe(hand); // no blue unit of cost 1 or less
    play(game, 'mirror-form', [theirs]);
    expect(power(game, mine)).toBe(2000);
    hand = count(game, P1, 'hand');
    play(game, 'azure-census');
    expect(count(game, P1, 'hand')).toBe(hand + 1); // the Red Champion is now blue with total cost 1
  });

  it('[BD 506, 506-1] "drop up to 3 from the top of your deck": the player decides a number from 0 to 3 first, then that many are dropped', () => {
    const game = mainPhase();
    clear(game, P1, 'energy');
    energy(game, 'grave-warden', 1);
    const graveyard = count(game, P1, 'graveyard');
    const deck = count(game, P1, 'deck');
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'grave-dig', 'hand') });
    passUntil(game, (g) => g.decision?.kind !== 'play');
    const decision = game.decision as unknown as { kind: string; rule: string; options: { id: string }[] };
    expect(decision).toMatchObject({ kind: 'select', rule: 'BD 506-1' });
    expect(decision.options.map((o) => o.id)).toEqual(['0', '1', '2', '3']);
    // Nothing of the deck has moved or been shown to the player while the number is asked.
    expect(count(game, P1, 'deck')).toBe(deck);
    expect(zone(game, P1, 'deck').some((id) => (card(game, id)!.knownTo ?? []).length > 0)).toBe(false);
    ok(game, { type: 'choose', player: P1, choice: ['2'] });
    settle(game);
    expect(count(game, P1, 'graveyard')).toBe(graveyard + 3); // 2 dropped, and Grave Dig
  });

  it("[BD 602-1k:ii, 702-3] an automatic ability a game-start ability triggers waits, and is played and resolved in the first turn's stand-phase window", () => {
    const game = engine.create({ title: 'build-divide', seed: 5, players: [{ deck: 'stage' }, { deck: 'stage' }] });
    const first = game.state.turn.firstPlayer;
    const second = first === P1 ? P2 : P1;
    ok(game, { type: 'choose', player: first, choice: ['no'] });
    ok(game, { type: 'choose', player: second, choice: ['no'] });
    // Players holding Quick cards may act in the stand-phase window: pass until the draw phase.
    passUntil(game, (g) => g.state.log.some((e) => e.type === 'draw-phase-start'));
    const log = game.state.log;
    const lit = log.findIndex((e) => e.type === 'beacon-lit');
    const standPhase = log.findIndex((e) => e.type === 'stand-phase-start');
    const resolved = log.findIndex((e) => e.type === 'item-resolves' && String(e.detail?.['label']).startsWith('Beacon'));
    const drawPhase = log.findIndex((e) => e.type === 'draw-phase-start');
    expect(lit).toBeGreaterThan(-1);
    expect(standPhase).toBeGreaterThan(lit);
    expect(resolved).toBeGreaterThan(standPhase); // not during set-up
    expect(resolved).toBeLessThan(drawPhase); // within the stand phase
    expect(log[resolved]!.turn).toBe(1);
  });

  it('[BD 401-5a, 401-5] the card an effect moved and names again ("it") is the moved card in its new zone: back from the hand, it enters as a new object', () => {
    const game = mainPhase();
    const knight = put(game, P1, 'phase-knight', 'field');
    const serial = card(game, knight)!.serial;
    ok(game, { type: 'activate', player: P1, card: knight, ability: 0 });
    settle(game);
    expect(card(game, knight)).toBeUndefined(); // the object on the field before is gone (401-5)
    const back = zone(game, P1, 'field').find((id) => card(game, id)!.serial === serial)!;
    expect(back).toBeDefined();
    expect(back).not.toBe(knight);
    expect(card(game, back)!.status['rested']).toBeUndefined(); // a new object: standing
    expect(zone(game, P1, 'hand').some((id) => card(game, id)!.serial === serial)).toBe(false);
  });

  it('[BD 104-4a, 104-4] each player discarding a card: the turn player chooses first, unrevealed, then the non-turn player; the cards move only after both chose', () => {
    const game = mainPhase();
    clear(game, P1, 'energy');
    energy(game, 'grave-warden', 1);
    const [mineA] = [put(game, P1, 'plain-red', 'hand'), put(game, P1, 'plain-blue', 'hand')];
    const [theirsA] = [put(game, P2, 'plain-red', 'hand'), put(game, P2, 'plain-blue', 'hand')];
    const graveyards = () => count(game, P1, 'graveyard') + count(game, P2, 'graveyard');
    const before = graveyards();
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'mutual-purge', 'hand') });
    passUntil(game, (g) => g.decision?.kind !== 'play');
    expect(game.decision).toMatchObject({ kind: 'select', player: P1, rule: 'BD 104-4a' });
    expect(game.view(P2).decision).not.toHaveProperty('options'); // the opponent does not see what is offered
    ok(game, { type: 'choose', player: P1, choice: [mineA!] });
    expect(game.decision).toMatchObject({ kind: 'select', player: P2, rule: 'BD 104-4a' });
    expect(card(game, mineA!)!.zone).toBe(`${P1}/hand`); // not moved, not shown yet
    expect(game.state.log.some((e) => e.type === 'moved' && e.detail?.['previous'] === mineA)).toBe(false);
    expect(graveyards()).toBe(before);
    ok(game, { type: 'choose', player: P2, choice: [theirsA!] });
    settle(game);
    expect(card(game, mineA!)).toBeUndefined();
    expect(card(game, theirsA!)).toBeUndefined();
    expect(graveyards()).toBe(before + 3); // the two discarded cards, and Mutual Purge
  });

  it("[BD 521-5c, 521-5] a command stacking itself onto a unit moves there as an aura; its text from then on is the aura's (+1 hit)", () => {
    const game = mainPhase();
    clear(game, P1, 'energy');
    energy(game, 'white-energy', 1);
    const unit = put(game, P1, 'big-red', 'field');
    play(game, 'war-banner', [unit]);
    const [banner] = zone(game, P1, 'aura');
    expect(card(game, banner!)).toMatchObject({ card: 'war-banner', status: { aura: true, host: unit } });
    expect(zone(game, P1, 'graveyard').some((id) => card(game, id)!.card === 'war-banner')).toBe(false);
    expect(game.view(P1).zones[`${P1}/field`]!.cards.find((c) => c.id === unit)!.stats).toMatchObject({ hit: 2 });
  });

  it("[BD 1417-3a:i, 1417-4, 1417-3] the clothes frame is part of the card's text: when the worn card loses its abilities, the modifier is gone too", () => {
    const game = mainPhase();
    clear(game, P1, 'energy');
    energy(game, 'white-energy', 3);
    const unit = put(game, P1, 'heavy-red', 'field');
    play(game, 'battle-garb', [unit]);
    expect(power(game, unit)).toBe(6000); // 4000 + the frame's 2000
    const [garb] = zone(game, P1, 'aura');
    play(game, 'unravel', [garb!]);
    expect(power(game, unit)).toBe(4000);
    finishTurn(game);
    expect(power(game, unit)).toBe(6000); // the loss lasted the turn; the frame works again
  });
});
