import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { FormValuesAccess } from '../propGetters.js';

/** One text of a list field. */
export interface ListItem {
  /** Stable React key and focus target: survives reordering. */
  id: number;
  text: string;
}

/** The texts react-hook-form holds for the list (an array of strings), however it was seeded. */
function initialTexts(raw: unknown): string[] {
  return Array.isArray(raw) ? raw.filter((text): text is string => typeof text === 'string') : [];
}

/**
 * The state of {@link ListInput}: its items (mirrored into react-hook-form under `name` on
 * every change) and the edits (add, remove, move, change one text, the item keys), with focus
 * following the item that was added, moved or removed.
 */
export function useListItems(form: FormValuesAccess, name: string, maxItems: number | undefined) {
  const nextId = useRef(0);
  const [items, setItems] = useState<ListItem[]>(() => initialTexts(form.getValues(name)).map((text) => ({ id: nextId.current++, text })));
  const inputs = useRef(new Map<number, HTMLInputElement>());
  const focusAfter = useRef<number | 'add' | undefined>(undefined);
  const addButton = useRef<HTMLButtonElement>(null);
  const full = maxItems !== undefined && items.length >= maxItems;

  // Focus follows the item that was added, moved or removed (an effect: nothing to do on the server).
  useEffect(() => {
    const target = focusAfter.current;
    focusAfter.current = undefined;
    if (target === 'add') addButton.current?.focus();
    else if (target !== undefined) inputs.current.get(target)?.focus();
  });

  const commit = (next: ListItem[], focus?: number | 'add') => {
    focusAfter.current = focus;
    setItems(next);
    form.setValue(
      name,
      next.map((item) => item.text),
    );
  };
  const add = (at: number) => {
    if (full) return;
    const item = { id: nextId.current++, text: '' };
    commit([...items.slice(0, at), item, ...items.slice(at)], item.id);
  };
  const remove = (index: number) => {
    const next = items.filter((_, i) => i !== index);
    commit(next, next[Math.min(index, next.length - 1)]?.id ?? 'add');
  };
  const move = (index: number, by: -1 | 1) => {
    const to = index + by;
    if (to < 0 || to >= items.length) return;
    const next = [...items];
    [next[index], next[to]] = [next[to]!, next[index]!];
    commit(next, items[index]!.id);
  };
  const change = (id: number, text: string) => commit(items.map((other) => (other.id === id ? { ...other, text } : other)));
  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Enter in a list adds an item, never the form's Accept (nothing is sent without an explicit Accept).
      event.preventDefault();
      if (!event.repeat) add(index + 1);
    } else if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      move(index, event.key === 'ArrowUp' ? -1 : 1);
    }
  };
  const inputRef = (id: number) => (element: HTMLInputElement | null) => {
    if (element) inputs.current.set(id, element);
    else inputs.current.delete(id);
  };
  return { items, full, add, remove, move, change, onKeyDown, inputRef, addButton };
}
