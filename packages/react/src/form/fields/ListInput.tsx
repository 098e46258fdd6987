import type { ListField } from '@elicit-kit/core';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { FieldProps } from './types.js';

interface Item {
  /** Stable React key and focus target: survives reordering. */
  id: number;
  text: string;
}

/** The texts react-hook-form holds for the list (an array of strings), however it was seeded. */
function initialTexts(raw: unknown): string[] {
  return Array.isArray(raw) ? raw.filter((text): text is string => typeof text === 'string') : [];
}

/**
 * A list of free texts: one input per item, with Remove, Move up and Move down buttons and
 * an Add button. Keyboard: Enter in an item adds one after it, Alt+Up / Alt+Down move the
 * item (focus follows it). The texts live in react-hook-form under the field's name (core
 * drops blank items and checks the rest); an error about one item (`params.item`) marks
 * that input invalid. The first control takes the field's `id`.
 */
export function ListInput({ field, name, id, form, describedBy, invalid, error, label, help, messages, part }: FieldProps<ListField>) {
  const nextId = useRef(0);
  const [items, setItems] = useState<Item[]>(() => initialTexts(form.getValues(name)).map((text) => ({ id: nextId.current++, text })));
  const inputs = useRef(new Map<number, HTMLInputElement>());
  const focusAfter = useRef<number | 'add' | undefined>(undefined);
  const addButton = useRef<HTMLButtonElement>(null);
  const full = field.maxItems !== undefined && items.length >= field.maxItems;
  const badItem = invalid && typeof error?.params?.item === 'number' ? error.params.item - 1 : undefined;

  // Focus follows the item that was added, moved or removed (an effect: nothing to do on the server).
  useEffect(() => {
    const target = focusAfter.current;
    focusAfter.current = undefined;
    if (target === 'add') addButton.current?.focus();
    else if (target !== undefined) inputs.current.get(target)?.focus();
  });

  const commit = (next: Item[], focus?: number | 'add') => {
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

  return (
    <fieldset className={part('group', part('list'))} aria-describedby={describedBy}>
      <legend className={part('legend')}>{label}</legend>
      <ol className={part('list-items')}>
        {items.map((item, index) => (
          <li key={item.id} className={part('list-item')}>
            <input
              ref={(element) => {
                if (element) inputs.current.set(item.id, element);
                else inputs.current.delete(item.id);
              }}
              id={index === 0 ? id : `${id}-${item.id}`}
              className={part('input')}
              type="text"
              dir="auto"
              autoComplete="off"
              value={item.text}
              aria-label={messages.listItem(field.label, index + 1)}
              aria-invalid={badItem === index || undefined}
              onChange={(event) => commit(items.map((other) => (other.id === item.id ? { ...other, text: event.currentTarget.value } : other)))}
              onKeyDown={onKeyDown(index)}
            />
            <button
              type="button"
              className={part('list-button')}
              onClick={() => move(index, -1)}
              disabled={index === 0}
              aria-label={messages.moveItemUp(index + 1)}
            >
              ↑
            </button>
            <button
              type="button"
              className={part('list-button')}
              onClick={() => move(index, 1)}
              disabled={index === items.length - 1}
              aria-label={messages.moveItemDown(index + 1)}
            >
              ↓
            </button>
            <button type="button" className={part('list-button')} onClick={() => remove(index)} aria-label={messages.removeItem(index + 1)}>
              ×
            </button>
          </li>
        ))}
      </ol>
      <button
        ref={addButton}
        type="button"
        id={items.length === 0 ? id : undefined}
        className={part('button', part('list-add'))}
        onClick={() => add(items.length)}
        disabled={full}
      >
        {messages.addItem}
      </button>
      {help}
    </fieldset>
  );
}
