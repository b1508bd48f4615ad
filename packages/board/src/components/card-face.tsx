import type { CardView } from '@tcgkit/kernel';

export interface CardProps {
  card: CardView;
  /** The card's type as its title names it (unit, order, spell…), when the viewer may know the card. */
  type: string | undefined;
  highlighted: boolean;
  selected: boolean;
  /** The title's names for its stats (its board hint); default: the key capitalised. */
  statLabels?: Readonly<Record<string, string>> | undefined;
  onClick: ((id: string) => void) | undefined;
}

const label = (stat: string, labels: Readonly<Record<string, string>> | undefined) =>
  labels?.[stat] ?? stat.charAt(0).toUpperCase() + stat.slice(1);

/** The card's boolean states that are on (rested, face-down markers…), for a glance. */
function flags(card: CardView): string[] {
  return Object.entries(card.status)
    .filter(([, value]) => value === true)
    .map(([key]) => key);
}

/** A card: its face (name, type, labelled stats) when the viewer may see it, else its back. */
export function CardFace({ card, type, highlighted, selected, statLabels, onClick }: CardProps) {
  const known = card.name !== undefined;
  const classes = [
    'card',
    known ? 'face' : 'back',
    highlighted ? 'legal' : '',
    selected ? 'selected' : '',
    card.status['rested'] === true ? 'rested' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type="button"
      className={classes}
      data-testid="card"
      data-card={card.id}
      data-legal={highlighted ? 'true' : undefined}
      data-name={card.name}
      title={known ? `${card.name} (${card.id})` : `a face-down card (${card.id})`}
      onClick={onClick === undefined ? undefined : () => onClick(card.id)}
    >
      {known ? (
        <>
          <span className="card-name">{card.name}</span>
          {type !== undefined && <span className="card-type">{type}</span>}
          {card.stats !== undefined && (
            <dl className="card-stats">
              {Object.entries(card.stats)
                .filter(([, value]) => value !== null)
                .map(([stat, value]) => (
                  <div key={stat}>
                    <dt>{label(stat, statLabels)}</dt>
                    <dd>{String(value)}</dd>
                  </div>
                ))}
            </dl>
          )}
          {!card.faceUp && <span className="card-flag">face down</span>}
          {flags(card).map((flag) => (
            <span key={flag} className="card-flag">
              {flag}
            </span>
          ))}
        </>
      ) : (
        <span className="card-back">tcgkit</span>
      )}
    </button>
  );
}
