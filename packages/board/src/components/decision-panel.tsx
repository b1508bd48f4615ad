import type { Action, GameView, RuleError, SelectDecision } from '@tcgkit/kernel';
import { describeAction } from '../model/actions.js';

export interface DecisionPanelProps {
  view: GameView;
  player: string;
  legal: readonly Action[];
  known: ReadonlyMap<string, string>;
  /** Actions not naming a card (pass, declare attack…): offered as buttons. */
  general: readonly Action[];
  /** The card clicked on the board and its actions. */
  focus: { card: string; actions: readonly Action[] } | null;
  /** For a `select` decision: the options picked so far, in order. */
  picked: readonly string[];
  onPick: (option: string) => void;
  onAct: (action: Action) => void;
  rejection: RuleError | null;
}

/** The seat's current decision: its prompt and rule, and the answers the engine allows. */
export function DecisionPanel(props: DecisionPanelProps) {
  const { view, player, known, general, focus, picked, onPick, onAct, rejection } = props;
  const decision = view.decision;
  return (
    <div className="decision" data-testid="decision">
      {rejection !== null && (
        <div className="rejection" role="alert" data-testid="rejection">
          <strong>{rejection.code}</strong>: {rejection.message}
          {rejection.rule !== undefined && <span className="rule"> ({rejection.rule})</span>}
        </div>
      )}
      {decision === null ? null : decision.player !== player ? (
        <p className="waiting">
          Waiting for {decision.player}: {decision.prompt}
        </p>
      ) : (
        <>
          <p className="prompt" data-testid="prompt">
            {decision.prompt}
            {'rule' in decision && decision.rule !== undefined && (
              <span className="rule" data-testid="prompt-rule">
                {' '}
                ({decision.rule})
              </span>
            )}
          </p>
          {decision.kind === 'select' ? (
            <SelectPanel
              decision={decision as SelectDecision}
              player={player}
              known={known}
              picked={picked}
              onPick={onPick}
              onAct={onAct}
            />
          ) : (
            <div className="actions">
              {focus !== null && (
                <div className="focus" data-testid="card-actions">
                  <span>{known.get(focus.card) ?? focus.card}:</span>
                  {focus.actions.length === 0 && <span> no legal action</span>}
                  {focus.actions.map((action, i) => (
                    <button key={i} type="button" data-testid="action" onClick={() => onAct(action)}>
                      {describeAction(action, known)}
                    </button>
                  ))}
                </div>
              )}
              {general.map((action, i) => (
                <button key={i} type="button" data-testid="action" data-type={action.type} onClick={() => onAct(action)}>
                  {describeAction(action, known)}
                </button>
              ))}
              {props.legal.length > general.length && focus === null && <p className="hint">Highlighted cards have actions: click one.</p>}
            </div>
          )}
        </>
      )}
    </div>
  );
}

interface SelectPanelProps {
  decision: SelectDecision;
  player: string;
  known: ReadonlyMap<string, string>;
  picked: readonly string[];
  onPick: (option: string) => void;
  onAct: (action: Action) => void;
}

/**
 * A `select` decision as a multi-select: options are toggled (their order kept when it matters) and sent
 * as one `choose`. The engine, not the page, judges the choice, so a wrong count is rejected with its rule.
 */
function SelectPanel({ decision, player, known, picked, onPick, onAct }: SelectPanelProps) {
  const bounds = decision.min === decision.max ? `exactly ${decision.min}` : `${decision.min} to ${decision.max}`;
  return (
    <div className="select" data-testid="select" data-min={decision.min} data-max={decision.max}>
      <p className="hint">
        Choose {bounds}
        {decision.ordered === true ? ', in order (first picked first)' : ''}.
      </p>
      <div className="options">
        {decision.options.map((option) => {
          const at = picked.indexOf(option.id);
          return (
            <button
              key={option.id}
              type="button"
              className={at >= 0 ? 'picked' : ''}
              data-testid="option"
              data-option={option.id}
              aria-pressed={at >= 0}
              onClick={() => onPick(option.id)}
            >
              {decision.ordered === true && at >= 0 && <span className="order">{at + 1}</span>}
              {option.card !== undefined && known.has(option.card) ? `${option.label}` : option.label}
            </button>
          );
        })}
      </div>
      <button
        type="button"
        className="confirm"
        data-testid="confirm"
        onClick={() => onAct({ type: 'choose', player, decision: decision.id, choice: [...picked] })}
      >
        Confirm ({picked.length} chosen)
      </button>
    </div>
  );
}
