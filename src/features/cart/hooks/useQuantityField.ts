/**
 * A quantity field that sends its value when the shopper is done typing (Enter or leaving the
 * field), not at every keystroke; the minus and plus buttons send at once.
 */
import { useState, type ChangeEvent, type KeyboardEvent } from 'react';

export interface QuantityField {
  draft: string;
  handleChange: (event: ChangeEvent<HTMLInputElement>) => void;
  handleCommit: () => void;
  handleKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  handleDecrease: () => void;
  handleIncrease: () => void;
}

export function useQuantityField(value: number, onChange: (quantity: number) => void): QuantityField {
  const [editing, setEditing] = useState<{ from: number; text: string } | null>(null);
  // A new value from outside (answer or rollback) replaces an edit begun before it.
  const draft = editing && editing.from === value ? editing.text : String(value);
  const handleCommit = () => {
    if (!editing) return;
    setEditing(null);
    const next = Number(editing.text);
    if (editing.text.trim() !== '' && Number.isFinite(next) && next >= 0) onChange(next);
  };
  return {
    draft,
    handleChange: (event) => setEditing({ from: value, text: event.target.value }),
    handleCommit,
    handleKeyDown: (event) => {
      if (event.key === 'Enter') {
        event.preventDefault();
        handleCommit();
      }
    },
    handleDecrease: () => onChange(value - 1),
    handleIncrease: () => onChange(value + 1),
  };
}
