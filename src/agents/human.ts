/** A person in a seat: `act` waits until the page submits a move for the turn it was shown. */
import type { AgentFactory } from '../core/agent';

export interface HumanTurn {
  /** The seat whose turn it is. */
  seat: string;
  /** What the person's seat may see now. */
  view: unknown;
  /** The game's error text for the person's previous attempt. */
  error?: string;
  submit(move: unknown): void;
}

/** `onTurn` receives each turn to show, and null once the turn is taken or abandoned. */
export function humanAgent(name: string, onTurn: (turn: HumanTurn | null) => void): AgentFactory {
  return () => ({
    info: { kind: 'human', name },
    act: (view, { seat, error, signal }) =>
      new Promise((resolve, reject) => {
        const abort = () => {
          onTurn(null);
          reject(signal.reason);
        };
        signal.addEventListener('abort', abort, { once: true });
        onTurn({
          seat,
          view,
          error,
          submit(move) {
            signal.removeEventListener('abort', abort);
            onTurn(null);
            resolve(move);
          },
        });
      }),
  });
}
