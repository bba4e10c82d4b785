/**
 * Ids handed out one after another (cart lines, wish list lines), as Magento's auto-increment
 * columns: the highest id in the state is found once per state, then counted on, so adding a line
 * costs the same with ten carts or a hundred thousand. Ids are never reused within a state.
 */
import type { BackendState } from '../state';

const last = new WeakMap<BackendState, Map<string, number>>();

function sequencesOf(state: BackendState): Map<string, number> {
  let sequences = last.get(state);
  if (!sequences) {
    sequences = new Map();
    last.set(state, sequences);
  }
  return sequences;
}

/** The id after the highest of `kind`; `highest` scans the state the first time only. */
export function nextInSequence(state: BackendState, kind: string, highest: () => number): number {
  const sequences = sequencesOf(state);
  const next = (sequences.get(kind) ?? highest()) + 1;
  sequences.set(kind, next);
  return next;
}

/**
 * Counts the ids of `kind` in use before one is removed, so that a removed id is never handed out
 * again (the sequence would otherwise start from what is left).
 */
export function beforeRemoving(state: BackendState, kind: string, highest: () => number): void {
  const sequences = sequencesOf(state);
  if (!sequences.has(kind)) sequences.set(kind, highest());
}
