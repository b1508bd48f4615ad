import { lifeCards } from './tag-team.js';
import { redZoneCount } from './damage.js';
import { z } from 'zod';
import {
  zoneNameOf,
  type JsonObject,
  statOf,
  cardOrLastKnown,
  cardsInZone,
  keywordsOf,
  resolvePlayer,
  testPredicate,
  noParams,
  type AbilityDefinition,
  type CardObject,
  type ConditionContribution,
  type GameContext,
  type Predicate,
} from '@tcgkit/kernel';
import { bd, Colour } from './cards/schema.js';
import { cardStatus, playerStatus } from './cards/status.js';
import { coloursOf, costOf, data, isOpen, zoneOf } from './state.js';
import { correctCondition } from './predict.js';
import { nameConditions } from './name-conditions.js';
import { zones } from './zones.js';
import { receivingDamageCondition } from './tag-team-rules.js';

/** 1203-4, 1203-5: abilities work on the field (units) or in the territory zone (territories). */
export function abilityActive(ctx: GameContext, card: CardObject, ability: AbilityDefinition): boolean {
  const zones = ability.zones ?? ctx.title.definition.abilityZones;
  return zones.includes(zoneOf(card));
}

function territoryOpen(ctx: GameContext, player: string): boolean {
  return [...cardsInZone(ctx, player, 'territory'), ...cardsInZone(ctx, player, 'field')].some((id) => {
    const card = ctx.state.cards[id]!;
    return bd(ctx.title.cards.get(card.card))?.type === 'territory' && isOpen(card);
  });
}

/** Whether the card is rested; `undefined` when there is no such card. */
function restedState(ctx: GameContext, id: string | undefined): boolean | undefined {
  const card = id === undefined ? undefined : ctx.state.cards[id];
  return card === undefined ? undefined : cardStatus.get(card, 'rested') === true;
}

/** 2002-2b, 2002-2c: in a tag-team game a player's life is their team's. */
function lifeCount(ctx: GameContext, player: string): number {
  return lifeCards(ctx, player).length;
}

const redZoneLimit = redZoneCount;

/** 1414-2: energy of each colour, face-down energy counting for none (409-4a). */
function energyColours(ctx: GameContext, player: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const id of cardsInZone(ctx, player, 'energy')) {
    for (const colour of coloursOf(ctx, ctx.state.cards[id]!)) counts.set(colour, (counts.get(colour) ?? 0) + 1);
  }
  return counts;
}

type Condition = Omit<ConditionContribution, 'title'>;

/**
 * A card's attributes (305) as information: the printed ones with the continuous effects that change them (stat
 * `attributes`, in the `non-numeric` layer, 1208-1d). An effect reading them (e.g. "+1000 to your Undead units") is
 * applied after any effect changing them, whatever their timestamps: it depends on them (1208-1f).
 */
export function attributesOf(ctx: GameContext, id: string): string[] {
  const value = statOf(ctx, id, 'attributes');
  return Array.isArray(value) ? value.filter((a): a is string => typeof a === 'string') : [];
}

/**
 * 1411-2: a card with the attribute was put into your graveyard this turn (read from this turn's log, so
 * nothing extra is stored). 1411-2a: tested for an automatic ability that a graveyard move triggered (`trigger`,
 * the triggering log entry), the card that moved and the cards put into the graveyard together with it do not
 * count: the entries from the trigger on, and the run of graveyard moves for the same reason just before it (one
 * batch, moved at once: a reading, 56), are skipped.
 */
function kaii(ctx: GameContext, player: string, attribute: string, trigger?: { seq: number; type: string; detail?: JsonObject }): boolean {
  const log = ctx.state.log;
  const toGraveyard = (entry: (typeof log)[number]) => entry.type === 'moved' && zoneNameOf(String(entry.detail?.['to'])) === 'graveyard';
  const triggeredByGraveyardMove =
    trigger !== undefined && trigger.type === 'moved' && zoneNameOf(String(trigger.detail?.['to'])) === 'graveyard';
  let batch = triggeredByGraveyardMove;
  for (let i = log.length - 1; i >= 0 && log[i]!.turn === ctx.state.turn.number; i--) {
    const entry = log[i]!;
    if (triggeredByGraveyardMove && entry.seq >= trigger.seq) continue;
    if (batch) {
      if (entry.type !== 'moved') continue; // events logged between the batch's moves
      if (toGraveyard(entry) && entry.detail?.['reason'] === trigger!.detail?.['reason']) continue;
      batch = false;
    }
    if (entry.type !== 'moved' || entry.detail?.['to'] !== `${player}/graveyard`) continue;
    const definition = bd(ctx.title.cards.get(String(entry.detail?.['definition'])));
    if (definition?.attributes.includes(attribute) === true) return true;
  }
  return false;
}

/** The zones every player sees (401-3a). */
const publicZones = new Set(zones.filter((z) => z.visibility === 'public').map((z) => z.name));

export const conditions: Condition[] = [
  correctCondition,
  ...nameConditions,
  receivingDamageCondition,
  {
    // 1205-4a: the card a zone-move trigger asks about, read where the section says: from the field (or with a change
    // of controller), as it was on the field (ii); between a public and a hidden zone, as it was (or is) in the public
    // one (i); otherwise, public to public, as it is in the zone it moved to (iii). The hand, deck, life and D-deck are
    // not public (401-3b).
    name: 'moved-card',
    params: (l) => ({ where: l.predicate }),
    test(ctx, params, _subject, frame) {
      const detail = frame.event?.type === 'moved' ? frame.event.detail : undefined;
      if (detail === undefined) return false;
      const isPublic = (key: unknown) => publicZones.has(zoneNameOf(String(key)));
      const from = zoneNameOf(String(detail['from']));
      const asBefore = from === 'field' || (isPublic(detail['from']) && !isPublic(detail['to']));
      const card = String(asBefore ? detail['previous'] : detail['card']);
      return testPredicate(ctx, params['where'] as Predicate, card, frame);
    },
  },
  {
    // 1417-4: this card is attached as a "clothes" aura (its frame's modifier then works).
    name: 'worn-as-clothes',
    params: noParams,
    test: (ctx, _p, subject) => {
      const card = subject === undefined ? undefined : ctx.state.cards[subject];
      return card !== undefined && zoneOf(card) === 'aura' && cardStatus.get(card, 'auraInfo') === 'clothes';
    },
  },
  {
    // 521-5c: this card is attached to a unit as an aura (its text then works as the aura's).
    name: 'attached-aura',
    params: noParams,
    test: (ctx, _p, subject) => {
      const card = subject === undefined ? undefined : ctx.state.cards[subject];
      return card !== undefined && zoneOf(card) === 'aura' && cardStatus.get(card, 'host') !== undefined;
    },
  },
  {
    // 1417-4: "this unit" in a clothes frame reads "the unit this aura is attached to".
    name: 'wears-source',
    params: noParams,
    test: (ctx, _p, subject, frame) => {
      const source = frame.source === undefined ? undefined : ctx.state.cards[frame.source];
      return subject !== undefined && source !== undefined && cardStatus.get(source, 'host') === subject;
    },
  },
  {
    // 1412-3: "you drew a card with Unity" this turn: the verb `unity-draw` logged `unity-drew` for you.
    name: 'drew-by-unity',
    params: noParams,
    test(ctx, _params, _subject, frame) {
      const log = ctx.state.log;
      for (let i = log.length - 1; i >= 0 && log[i]!.turn === ctx.state.turn.number; i--) {
        if (log[i]!.type === 'unity-drew' && log[i]!.player === frame.controller) return true;
      }
      return false;
    },
  },
  {
    // 1422-2: active only while a territory with one of this card's titles is open.
    name: 'held-title-open',
    params: noParams,
    test(ctx, _params, _s, frame) {
      const self = frame.source === undefined ? undefined : ctx.state.cards[frame.source];
      const definition = self === undefined ? undefined : bd(ctx.title.cards.get(self.card));
      const titles = definition?.type === 'unit' ? definition.titles : [];
      return ctx.state.players.some((p) =>
        [...cardsInZone(ctx, p.id, 'territory'), ...cardsInZone(ctx, p.id, 'field')].some((id) => {
          const card = ctx.state.cards[id]!;
          const side = bd(ctx.title.cards.get(card.card));
          return side?.type === 'territory' && isOpen(card) && side.open.titles.some((t) => titles.includes(t));
        }),
      );
    },
  },
  { name: 'never', params: noParams, test: () => false },
  {
    name: 'kaii',
    params: () => ({ attribute: z.string() }),
    test: (ctx, params, _s, frame) => kaii(ctx, frame.controller, String(params['attribute']), frame.event),
  },
  {
    name: 'has-attribute',
    params: () => ({ attributes: z.array(z.string()) }),
    test: (ctx, params, subject) =>
      subject !== undefined && attributesOf(ctx, subject).some((a) => (params['attributes'] as string[]).includes(a)),
  },
  {
    name: 'hand-has-attribute',
    params: () => ({ attributes: z.array(z.string()) }),
    test: (ctx, params, _s, frame) =>
      cardsInZone(ctx, frame.controller, 'hand').some((id) =>
        attributesOf(ctx, id).some((a) => (params['attributes'] as string[]).includes(a)),
      ),
  },
  {
    name: 'subtype',
    params: () => ({ subtype: z.string() }),
    test(ctx, params, subject) {
      const card = subject === undefined ? undefined : ctx.state.cards[subject];
      const definition = card === undefined ? undefined : bd(ctx.title.cards.get(card.card));
      return definition !== undefined && 'subtypes' in definition && definition.subtypes.includes(String(params['subtype']));
    },
  },
  // 1415-3: the number of logs on your territory.
  {
    name: 'logs',
    params: () => ({ min: z.number().int().optional() }),
    test: (ctx, params, _s, frame) =>
      cardsInZone(ctx, frame.controller, 'aura').filter((id) => cardStatus.get(ctx.state.cards[id]!, 'auraInfo') === 'log').length >=
      Number(params['min'] ?? 1),
  },
  {
    name: 'is-card',
    params: () => ({ ids: z.array(z.string()) }),
    test: (_ctx, params, subject) => Array.isArray(params['ids']) && subject !== undefined && params['ids'].includes(subject),
  },
  {
    // Tests a predicate on the card named by the event (a unit that entered, a card that moved).
    name: 'event-card',
    params: (l) => ({ where: l.predicate }),
    test(ctx, params, _subject, frame) {
      const card = frame.event?.detail?.['card'];
      return typeof card === 'string' && testPredicate(ctx, params['where'] as Predicate, card, frame);
    },
  },
  {
    name: 'attribute',
    params: () => ({ attribute: z.string() }),
    test: (ctx, params, subject) => subject !== undefined && attributesOf(ctx, subject).includes(String(params['attribute'])),
  },
  {
    // 203: the card is of this colour (a card of several colours is each, 203-1c:i; read as 319-3 and 319-3a say).
    name: 'colour',
    params: () => ({ colour: Colour }),
    test: (ctx, params, subject) => {
      const card = subject === undefined ? undefined : ctx.state.cards[subject];
      return card !== undefined && coloursOf(ctx, card).includes(params['colour'] as Colour);
    },
  },
  {
    // 527-2a: "dropped in battle": read on the card's last-known information, the unit was in the battle when it
    // left the field (the trigger names the move to the graveyard).
    name: 'in-battle',
    params: noParams,
    test: (ctx, _p, subject) => {
      const card = subject === undefined ? undefined : cardOrLastKnown(ctx, subject);
      return card !== undefined && cardStatus.get(card, 'battling') === true;
    },
  },
  {
    name: 'rested',
    params: noParams,
    test: (ctx, _p, subject) => restedState(ctx, subject) === true,
  },
  {
    name: 'standing',
    params: noParams,
    test: (ctx, _p, subject) => restedState(ctx, subject) === false,
  },
  // 312-3: awakening-icon abilities work only while your territory is open.
  {
    name: 'territory-open',
    params: (l) => ({ player: l.player.optional() }),
    test: (ctx, params, _s, frame) => territoryOpen(ctx, resolvePlayer(ctx, params['player'], frame)),
  },
  // 1203-5: a territory's open-side abilities work only while it is open.
  {
    name: 'self-open',
    params: noParams,
    test: (ctx, _p, _s, frame) =>
      frame.source !== undefined && ctx.state.cards[frame.source] !== undefined && isOpen(ctx.state.cards[frame.source]!),
  },
  // 407-4c: red zone = life at or below the red-zone count.
  {
    name: 'red-zone',
    params: (l) => ({ player: l.player.optional() }),
    test(ctx, params, _s, frame) {
      const player = resolvePlayer(ctx, params['player'], frame);
      return lifeCount(ctx, player) <= redZoneLimit(ctx, player);
    },
  },
  // 407-4b, 2002-2b: yellow zone = life above the red-zone count (in a tag-team game, the team's).
  {
    name: 'yellow-zone',
    params: (l) => ({ player: l.player.optional() }),
    test(ctx, params, _s, frame) {
      const player = resolvePlayer(ctx, params['player'], frame);
      return lifeCount(ctx, player) > redZoneLimit(ctx, player);
    },
  },
  { name: 'your-turn', params: noParams, test: (ctx, _p, _s, frame) => ctx.state.turn.player === frame.controller },
  { name: 'opponent-turn', params: noParams, test: (ctx, _p, _s, frame) => ctx.state.turn.player !== frame.controller },
  // 1412-2, 1412-2b: a unit with the attribute entered this turn, under any player (itself included).
  {
    name: 'entered-this-turn',
    params: () => ({ attribute: z.string() }),
    test: (ctx, params) => data(ctx).enteredThisTurn.some((e) => e.attributes.includes(String(params['attribute']))),
  },
  // 1414-2: ≥ 2 energy of colour a and ≥ 2 of colour b. With no colours named, 【境界-「 」】 (1414-3):
  // the colours of your energy zone, all together, are exactly two (one colour or three and more fail, 1414-3a).
  {
    name: 'boundary',
    params: () => ({ a: Colour.optional(), b: Colour.optional() }),
    test(ctx, params, _s, frame) {
      const counts = energyColours(ctx, frame.controller);
      if (params['a'] === undefined || params['b'] === undefined) return counts.size === 2;
      return (counts.get(String(params['a'])) ?? 0) >= 2 && (counts.get(String(params['b'])) ?? 0) >= 2;
    },
  },
  // 1423-2: you control another unit with the attribute.
  {
    name: 'partner',
    params: () => ({ attribute: z.string() }),
    test(ctx, params, _s, frame) {
      return cardsInZone(ctx, frame.controller, 'field').some((id) => {
        if (id === frame.source) return false;
        const definition = bd(ctx.title.cards.get(ctx.state.cards[id]!.card));
        return definition?.type === 'unit' && definition.attributes.includes(String(params['attribute']));
      });
    },
  },
  {
    name: 'face-up-energy',
    params: () => ({ min: z.number().int().optional() }),
    test: (ctx, params, _s, frame) =>
      cardsInZone(ctx, frame.controller, 'energy').filter((id) => ctx.state.cards[id]!.faceUp).length >= Number(params['min'] ?? 1),
  },
  {
    // 1501-1a: the card has at least `min` icon abilities (abilities shown by ability icons, 1501-1a:i); each
    // condition-and-effect pair is one, whether or not its condition holds now (1501-1a:ii).
    name: 'icon-abilities',
    params: () => ({ min: z.number().int().min(1).optional() }),
    test(ctx, params, subject) {
      const card = subject === undefined ? undefined : cardOrLastKnown(ctx, subject);
      if (card === undefined) return false;
      const icons = ctx.title.abilitiesOf(card.card).filter((a) => (a.tags ?? []).includes('icon'));
      return icons.length >= Number(params['min'] ?? 1);
    },
  },
  {
    // 1601-2a, 1404-2a: you have at least `min` counters of that name.
    name: 'counters',
    params: () => ({ counter: z.string().min(1), min: z.number().int().min(1).optional() }),
    test(ctx, params, _subject, frame) {
      const me = ctx.state.players.find((p) => p.id === frame.controller);
      const value = me === undefined ? undefined : playerStatus.get(me, `counter:${String(params['counter'])}`);
      return typeof value === 'number' && value >= Number(params['min'] ?? 1);
    },
  },
  {
    name: 'keyword',
    params: () => ({ keyword: z.string() }),
    test: (ctx, params, subject) => subject !== undefined && keywordsOf(ctx, subject).includes(String(params['keyword'])),
  },
  {
    // 401-7: the card is a unit (a Unit card on the field).
    name: 'unit',
    params: noParams,
    test(ctx, _p, subject) {
      const card = subject === undefined ? undefined : ctx.state.cards[subject];
      return (
        card !== undefined &&
        zoneOf(card) === 'field' &&
        (bd(ctx.title.cards.get(card.card))?.type === 'unit' || cardStatus.get(card, 'unit') === true)
      );
    },
  },
  {
    name: 'total-cost',
    params: () => ({ max: z.number().optional(), min: z.number().optional() }),
    test(ctx, params, subject) {
      const card = subject === undefined ? undefined : ctx.state.cards[subject];
      const definition = card === undefined ? undefined : bd(ctx.title.cards.get(card.card));
      let total =
        definition?.type === 'unit' || definition?.type === 'command' ? (costOf(ctx, card!.id)?.total ?? definition.cost.total) : 0;
      // 319-3, 319-3a: a territory's total cost is its open side's while that side is up, and in the D-deck.
      if (card !== undefined && definition?.type === 'territory' && (isOpen(card) || zoneOf(card) === 'd-deck'))
        total = definition.open.cost.total;
      // 1204-2d: while it is in the resolution zone, a card's play cost is the one it was played for (an Evol form).
      const evol = card === undefined ? undefined : cardStatus.get(card, 'evol');
      if (card !== undefined && zoneOf(card) === 'resolution' && evol !== undefined && definition !== undefined && 'evol' in definition) {
        const paid = definition.evol;
        if (paid !== undefined) total = 'cost' in paid ? paid.cost.total : (paid.forms.find((f) => f.name === evol)?.cost.total ?? total);
      }
      return total <= Number(params['max'] ?? Infinity) && total >= Number(params['min'] ?? -Infinity);
    },
  },
];
