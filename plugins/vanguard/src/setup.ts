/**
 * Pre-game procedure (8.2.1): first vanguard (8.2.1.2), who goes first (8.2.1.6), opening hands and the
 * one-time mulligan (8.2.1.8), stand up (8.2.1.9, 7.45).
 */
import {
  askSelect,
  appendLog,
  cardOptions,
  cardsIn,
  cardsInZone,
  decide,
  done,
  drawCard,
  emitEvent,
  moveCard,
  nextInt,
  pushWork,
  shuffleZone,
  zoneKey,
  type GameContext,
  type ProcedureContribution,
  type ProcessContribution,
} from '@tcgkit/kernel';
import { definitionOf, playerState, vgData } from './state.js';
import { circleKey } from './zones.js';
import { playerStatus } from './cards/status.js';

type Procedure = Omit<ProcedureContribution, 'title'>;
type Process = Omit<ProcessContribution, 'title'>;

const firstVanguardKind = 'vg-first-vanguard';
const firstPlayerKind = 'vg-first-player';
const mulliganKind = 'vg-mulligan';

/** Work units run top first: push in reverse so the first listed player decides first. */
function pushForEach(ctx: GameContext, kind: string, players: string[]): void {
  for (const player of [...players].reverse()) pushWork(ctx, kind, { player });
}

export const setupProcedures: Procedure[] = [
  {
    name: 'place-first-vanguards',
    rule: 'VG 8.2.1.2',
    run(ctx) {
      vgData(ctx); // created here, so later reads (validate, guards) never have to create it
      for (const p of ctx.state.players) {
        playerStatus.set(p, 'hasRideDeck', cardsInZone(ctx, p.id, 'ride-deck').length > 0);
        // 4.18.3: the ride deck is put face down; its owner still knows its cards (4.18.2).
        for (const id of cardsInZone(ctx, p.id, 'ride-deck')) ctx.state.cards[id]!.knownTo = [p.id];
        // 8.2.1.5, 4.14.3: the G deck goes face down into the G zone; its owner may look at it (4.14.2).
        for (const id of cardsInZone(ctx, p.id, 'g-zone')) {
          ctx.state.cards[id]!.faceUp = false;
          ctx.state.cards[id]!.knownTo = [p.id];
        }
        // 4.18.4 needs to know which physical cards began in the ride deck.
        playerStatus.set(
          p,
          'rideDeckSerials',
          cardsInZone(ctx, p.id, 'ride-deck').map((id) => ctx.state.cards[id]!.serial),
        );
      }
      pushForEach(
        ctx,
        firstVanguardKind,
        ctx.state.players.map((p) => p.id),
      );
    },
  },
  {
    name: 'choose-first-player',
    rule: 'VG 8.2.1.6',
    run(ctx) {
      const players = ctx.state.players.map((p) => p.id);
      pushWork(ctx, firstPlayerKind, { player: players[nextInt(ctx.state.rng, players.length)] as string });
    },
  },
  {
    name: 'mulligan',
    rule: 'VG 8.2.1.8',
    run(ctx) {
      const first = ctx.state.turn.firstPlayer;
      pushForEach(ctx, mulliganKind, [first, ...ctx.state.players.map((p) => p.id).filter((p) => p !== first)]);
    },
  },
  {
    name: 'stand-up',
    rule: 'VG 8.2.1.9',
    run(ctx) {
      // 7.45: the first vanguards are turned face up; "when you stand up" abilities go pending (9.2.1).
      for (const p of ctx.state.players) {
        for (const id of cardsIn(ctx, circleKey(p.id, 'vc'))) ctx.state.cards[id]!.faceUp = true;
        playerStatus.set(p, 'vanguardDamage', 0);
      }
      emitEvent(ctx, { type: 'stand-up', player: ctx.state.turn.firstPlayer });
    },
  },
];

function firstVanguardOptions(ctx: GameContext, player: string): string[] {
  const pile = playerStatus.get(playerState(ctx, player), 'hasRideDeck') === true ? 'ride-deck' : 'deck';
  return cardsInZone(ctx, player, pile).filter((id) => definitionOf(ctx, id)?.type === 'unit' && definitionOf(ctx, id)?.grade === 0);
}

export const setupProcesses: Process[] = [
  {
    kind: firstVanguardKind,
    run(ctx, unit) {
      const player = String(unit.data['player']);
      const options = firstVanguardOptions(ctx, player);
      if (options.length === 0) return done; // An illegal deck; validation prevents it.
      // Without a ride deck the grade 0 comes from the deck: its owner looks through it to choose (as a search
      // lets the searcher see the zone, 7.11.1), so the options name the cards; the shuffle that follows (8.2.1.3)
      // hides them again. On the run with the answer this repeats what the asking run did.
      for (const id of options) if (ctx.state.cards[id]!.zone === zoneKey(player, 'deck')) ctx.state.cards[id]!.knownTo = [player];
      const asked = askSelect(unit.answer, {
        player,
        prompt: 'Choose a grade 0 unit as your first vanguard',
        rule: 'VG 8.2.1.2',
        options: cardOptions(ctx, options, player),
      });
      delete unit.answer;
      if ('ask' in asked) return decide(asked.ask.request);
      // Face down until stand up (8.2.1.2): its identity stays secret until the game starts.
      moveCard(ctx, asked.picked[0] as string, circleKey(player, 'vc'), {
        by: player,
        reason: 'first-vanguard',
        faceUp: false,
        silent: true,
      });
      return done;
    },
  },
  {
    kind: firstPlayerKind,
    run(ctx, unit) {
      const chooser = String(unit.data['player']);
      const asked = askSelect(unit.answer, {
        player: chooser,
        prompt: 'You were chosen at random: choose who goes first',
        rule: 'VG 8.2.1.6',
        options: ctx.state.players.map((p) => ({ id: p.id, label: p.id === chooser ? 'I go first' : `${p.id} goes first` })),
      });
      delete unit.answer;
      if ('ask' in asked) return decide(asked.ask.request);
      const first = asked.picked[0] as string;
      ctx.state.turn.player = first;
      ctx.state.turn.firstPlayer = first;
      appendLog(ctx.state, { type: 'first-player', player: first, detail: { chosenBy: chooser } });
      return done;
    },
  },
  {
    kind: mulliganKind,
    run(ctx, unit) {
      const player = String(unit.data['player']);
      const hand = cardsInZone(ctx, player, 'hand');
      const asked = askSelect(unit.answer, {
        player,
        prompt: 'Mulligan: choose any cards to put on the bottom of your deck',
        rule: 'VG 8.2.1.8',
        options: cardOptions(ctx, hand, player),
        min: 0,
        max: hand.length,
      });
      delete unit.answer;
      if ('ask' in asked) return decide(asked.ask.request);
      const returned = asked.picked;
      const deck = zoneKey(player, 'deck');
      for (const id of returned) moveCard(ctx, id, deck, { by: player, reason: 'mulligan', position: 'bottom' });
      for (let i = 0; i < returned.length; i++) drawCard(ctx, player);
      // Only a fighter who returned at least one card shuffles.
      if (returned.length > 0) shuffleZone(ctx, deck);
      appendLog(ctx.state, { type: 'mulligan', player, detail: { returned: returned.length } });
      return done;
    },
  },
];
