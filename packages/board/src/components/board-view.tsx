import type { GameView, TitleRuntime, ZoneView } from '@tcgkit/kernel';
import { useMemo } from 'react';
import { layoutSide, sharedZones, type Place } from '../model/layout.js';
import { engine } from '../titles.js';
import { CardFace } from './card-face.js';

export interface BoardProps {
  view: GameView;
  /** The title's wiring (zones, layout hint, card pool); by default the board's engine's for `view.title`. */
  title?: TitleRuntime;
  /** Cards with a legal action for the seat the page plays. */
  highlighted?: ReadonlySet<string>;
  selected?: ReadonlySet<string>;
  onCard?: (id: string) => void;
}

const empty: ZoneView = { count: 0, cards: [] };
const none: ReadonlySet<string> = new Set();

/**
 * The table for any title, drawn from its zone definitions and its optional layout hint: each player's
 * rows of zones and slots, piles beside them, the hand below, shared zones in the middle. The viewer's
 * side is at the bottom; the judge sees the first player at the bottom.
 */
export function BoardView({ view, title = engine.title(view.title), highlighted = none, selected = none, onCard }: BoardProps) {
  const zones = useMemo(() => [...title.zones.values()], [title]);
  const side = useMemo(() => layoutSide(zones, title.definition.board, title.definition.roles.hand), [zones, title]);
  const shared = useMemo(() => sharedZones(zones), [zones]);
  const ids = view.players.map((p) => p.id);
  const bottom = ids.includes(view.viewer) ? view.viewer : ids[0]!;
  const order = [...ids.filter((id) => id !== bottom), bottom];
  const typeOf = (card: string | undefined) => (card === undefined ? undefined : title.cards.get(card)?.type);

  const shown = (player: string, place: Place) => !place.optional || (view.zones[`${player}/${place.name}`]?.count ?? 0) > 0;
  const zoneBox = (key: string, place: Omit<Place, 'optional'>, extra = '') => {
    const zone = view.zones[key] ?? empty;
    const hidden = zone.cards.length < zone.count;
    return (
      <section key={key} className={`zone ${place.pile ? 'pile' : ''} ${extra}`} data-testid="zone" data-zone={key} data-count={zone.count}>
        <header>
          <span className="zone-name">{place.name.replace('#', ' · ')}</span>
          <span className="zone-count" title={`${place.zone.visibility} zone${place.zone.rule ? `, ${place.zone.rule}` : ''}`}>
            {zone.count}
          </span>
        </header>
        <div className="zone-cards">
          {zone.cards.map((card) => (
            <CardFace
              key={card.id}
              card={card}
              type={typeOf(card.card)}
              highlighted={highlighted.has(card.id)}
              selected={selected.has(card.id)}
              statLabels={title.definition.board?.statLabels}
              onClick={onCard}
            />
          ))}
          {hidden && zone.cards.length === 0 && zone.count > 0 && <span className="card back small">{zone.count} hidden</span>}
        </div>
      </section>
    );
  };

  return (
    <div className="board" data-testid="board" data-viewer={view.viewer}>
      {order.map((player, index) => {
        const top = index < order.length - 1;
        const info = view.players.find((p) => p.id === player)!;
        const ordered = top ? [...side.rows].reverse() : side.rows;
        const rows = ordered.map((row) => row.filter((place) => shown(player, place))).filter((row) => row.length > 0);
        return (
          <div key={player} className={`side ${top ? 'top' : 'bottom'}`} data-testid="side" data-player={player}>
            <div className="side-title">
              <strong>{info.name}</strong> ({player})
              {view.turn.player === player && <span className="turn-marker"> · turn {view.turn.number}</span>}
              {view.decision !== null && view.decision.player === player && <span className="deciding"> · deciding</span>}
              {(title.definition.board?.playerCounters ?? [])
                .filter(({ key }) => info.status[key] !== undefined)
                .map(({ key, label }) => (
                  <span key={key} className="counter" data-testid="counter" data-counter={key}>
                    {' '}
                    · {label} {String(info.status[key])}
                  </span>
                ))}
            </div>
            <div className="side-body">
              <div className="rows">
                {top && side.hand !== null && zoneBox(`${player}/${side.hand.name}`, side.hand, 'hand')}
                {rows.map((row, r) => (
                  <div key={r} className="row">
                    {row.map((place) => zoneBox(`${player}/${place.name}`, place))}
                  </div>
                ))}
                {!top && side.hand !== null && zoneBox(`${player}/${side.hand.name}`, side.hand, 'hand')}
              </div>
              <div className="piles">
                {side.side.filter((place) => shown(player, place)).map((place) => zoneBox(`${player}/${place.name}`, place))}
              </div>
            </div>
            {top && shared.length > 0 && (
              <div className="shared">{shared.map((zone) => zoneBox(`shared/${zone.name}`, { name: zone.name, zone, pile: false }))}</div>
            )}
          </div>
        );
      })}
    </div>
  );
}
