/**
 * The trigger step's trigger check (7.3.1.2) and the trigger icon actions (4.12.2). The icons counted
 * are the ones the card had when it entered the resolution zone (7.3.1.2.2); the turn player orders
 * several (7.3.1.2.1); the card then goes to the stock unless Treasure or Chance moved it (7.3.1.2.3).
 */
import {
  appendLog,
  cardsInZone,
  decide,
  done,
  moveCard,
  proceed,
  pushEffect,
  pushWork,
  takeChoice,
  zoneKey,
  type Instruction,
  type ProcedureContribution,
  type ProcessContribution,
} from '@tcgkit/kernel';
import { attackerOf } from './attack.js';
import { triggerIconsOf } from './state.js';
import type { TriggerIcon } from './cards/schema.js';

const triggerCheckKind = 'ws-trigger-check';

const wr = (where: Instruction['where']) => ({ zone: 'waiting-room', where });
const character = { test: 'card-type', type: 'character' };

/** What each icon does (4.12.2.x), as a program run by the turn player with the revealed card as source. */
export function iconProgram(icon: TriggerIcon, attacker: string | null): Instruction[] {
  switch (icon) {
    case 'soul': // 4.12.2.2: the attacking character gets +1 soul this turn (mandatory).
      return attacker === null ? [] : [{ do: 'modify', cards: [attacker], stat: 'soul', add: 1, duration: 'turn', layer: 'power' }];
    case 'return': // 4.12.2.3: you may return one of your opponent's characters to its owner's hand.
      return [
        {
          do: 'choose',
          from: { zone: 'stage', player: 'opponent', where: character },
          count: 1,
          upTo: true,
          as: 'returned',
          prompt: 'Return: you may choose an opponent character to return to hand',
          rule: 'WS 4.12.2.3',
        },
        { do: 'move', cards: { var: 'returned' }, to: 'hand', reason: 'return-trigger' },
      ];
    case 'pool': // 4.12.2.4
      return [
        {
          do: 'may',
          prompt: 'Pool: put the top card of your deck into your stock?',
          then: [{ do: 'move', cards: { zone: 'deck', top: 1 }, to: 'stock', reason: 'pool' }],
        },
      ];
    case 'comeback': // 4.12.2.5
      return [
        {
          do: 'choose',
          from: wr(character),
          count: 1,
          upTo: true,
          as: 'salvaged',
          prompt: 'Comeback: you may put a character from your waiting room into your hand',
          rule: 'WS 4.12.2.5',
        },
        { do: 'move', cards: { var: 'salvaged' }, to: 'hand', reason: 'comeback' },
      ];
    case 'draw': // 4.12.2.6
      return [{ do: 'may', prompt: 'Draw: draw 1 card?', then: [{ do: 'draw' }] }];
    case 'shot': // 4.12.2.7: a delayed trigger on the attacker's next damage, which deals 1 if that damage was cancelled.
      return attacker === null
        ? []
        : [
            {
              do: 'delayed',
              event: 'damage-dealt',
              match: { test: 'damage-source', card: attacker },
              duration: 'turn',
              effect: [{ do: 'if', test: { test: 'damage-cancelled' }, then: [{ do: 'damage', player: 'opponent', amount: 1 }] }],
            },
          ];
    case 'treasure': // 4.12.2.8: this card to hand (mandatory), then you may put the top deck card into stock.
      return [
        { do: 'move', cards: 'self', to: 'hand', reason: 'treasure' },
        {
          do: 'may',
          prompt: 'Treasure: put the top card of your deck into your stock?',
          then: [{ do: 'move', cards: { zone: 'deck', top: 1 }, to: 'stock', reason: 'treasure' }],
        },
      ];
    case 'gate': // 4.12.2.9
      return [
        {
          do: 'choose',
          from: wr({ test: 'card-type', type: 'climax' }),
          count: 1,
          upTo: true,
          as: 'gated',
          prompt: 'Gate: you may put a climax from your waiting room into your hand',
          rule: 'WS 4.12.2.9',
        },
        { do: 'move', cards: { var: 'gated' }, to: 'hand', reason: 'gate' },
      ];
    case 'standby': // 4.12.2.10: a character of level ≤ your level + 1 from the waiting room to any slot, rested.
      return [
        {
          do: 'choose',
          from: wr({ all: [character, { test: 'level-at-most', plus: 1 }] }),
          count: 1,
          upTo: true,
          as: 'standby',
          prompt: 'Standby: you may put a character onto your stage rested',
          rule: 'WS 4.12.2.10',
        },
        { do: 'place-on-stage', cards: { var: 'standby' }, rested: true, reason: 'standby' },
      ];
    case 'choice': // 4.12.2.11: a character with a Soul icon from the waiting room to hand or stock.
      return [
        {
          do: 'choose',
          from: wr({ all: [character, { test: 'has-trigger-icon', icon: 'soul' }] }),
          count: 1,
          upTo: true,
          as: 'picked',
          prompt: 'Choice: you may choose a character with a soul icon in your waiting room',
          rule: 'WS 4.12.2.11',
        },
        {
          do: 'if',
          test: { test: 'chosen', var: 'picked' },
          then: [
            {
              do: 'may',
              prompt: 'Choice: put it into your hand (yes) or your stock (no)?',
              then: [{ do: 'move', cards: { var: 'picked' }, to: 'hand', reason: 'choice' }],
              else: [{ do: 'move', cards: { var: 'picked' }, to: 'stock', reason: 'choice' }],
            },
          ],
        },
      ];
    case 'chance': // 4.12.2.12: this card to the waiting room; reveal 2; 1 of them to stock, the rest to hand.
      return [
        { do: 'move', cards: 'self', to: 'waiting-room', reason: 'chance' },
        { do: 'move', cards: { zone: 'deck', top: 2 }, to: 'resolution', faceUp: true, reason: 'chance', as: 'revealed' },
        {
          do: 'choose',
          from: { var: 'revealed' },
          count: 1,
          as: 'banked',
          prompt: 'Chance: choose the card for your stock',
          rule: 'WS 4.12.2.12',
        },
        { do: 'move', cards: { var: 'banked' }, to: 'stock', reason: 'chance' },
        { do: 'move', cards: { var: 'revealed' }, to: 'hand', reason: 'chance' },
      ];
    case 'discovery': // 4.12.2.13: reveal 3 (they stay in the deck); up to 1 character to hand, the others to the waiting room.
      return [
        { do: 'reveal', cards: { zone: 'deck', top: 3 } },
        { do: 'remember', cards: { zone: 'deck', top: 3 }, as: 'revealed' },
        {
          do: 'choose',
          from: { zone: 'deck', top: 3, where: character },
          count: 1,
          upTo: true,
          as: 'found',
          prompt: 'Discovery: you may put a revealed character into your hand',
          rule: 'WS 4.12.2.13',
        },
        { do: 'move', cards: { var: 'found' }, to: 'hand', reason: 'discovery' },
        { do: 'move', cards: { var: 'revealed' }, to: 'waiting-room', reason: 'discovery' },
      ];
  }
}

export const triggerProcedures: Omit<ProcedureContribution, 'title'>[] = [
  {
    name: 'trigger-check',
    rule: 'WS 7.3.1.2',
    run(ctx) {
      pushWork(ctx, triggerCheckKind, { player: ctx.state.turn.player });
    },
  },
];

export const triggerCheckProcess: Omit<ProcessContribution, 'title'> = {
  kind: triggerCheckKind,
  run(ctx, unit) {
    const player = String(unit.data['player']);
    if (unit.step === 'start') {
      const top = cardsInZone(ctx, player, 'deck')[0];
      if (top === undefined) return done;
      const card = moveCard(ctx, top, zoneKey(player, 'resolution'), { by: player, reason: 'trigger-check', faceUp: true });
      const icons = triggerIconsOf(ctx, card);
      appendLog(ctx.state, { type: 'trigger-check', player, detail: { card, icons } });
      unit.data['card'] = card;
      unit.data['icons'] = icons;
      unit.step = 'icons';
      return proceed;
    }
    const card = String(unit.data['card']);
    const icons = unit.data['icons'] as TriggerIcon[];
    if (unit.step === 'icons' && icons.length > 0) {
      let next = icons[0]!;
      if (new Set(icons).size > 1) {
        const choice = takeChoice(unit);
        if (choice === null || !icons.includes(choice[0] as TriggerIcon)) {
          return decide({
            kind: 'select',
            player,
            prompt: 'Choose which trigger icon to perform next',
            rule: 'WS 7.3.1.2.1',
            options: [...new Set(icons)].map((icon) => ({ id: icon, label: icon })),
            min: 1,
            max: 1,
          });
        }
        next = choice[0] as TriggerIcon;
      }
      const rest = [...icons];
      rest.splice(rest.indexOf(next), 1);
      unit.data['icons'] = rest;
      appendLog(ctx.state, { type: 'trigger-icon', player, detail: { icon: next, card } });
      pushEffect(ctx, iconProgram(next, attackerOf(ctx)), { controller: player, source: card, vars: {} });
      return proceed;
    }
    // 7.3.1.2.3: face down into the stock, unless an icon moved it.
    if (ctx.state.cards[card]?.zone === zoneKey(player, 'resolution'))
      moveCard(ctx, card, zoneKey(player, 'stock'), { by: player, reason: 'trigger-check' });
    return done;
  },
};
