import type { ListField } from '@elicit-kit/core';
import { fieldLabel } from './FieldLabel.js';
import type { FieldProps } from './types.js';
import { useListItems } from './useListItems.js';

/**
 * A list of free texts: one input per item, with Remove, Move up and Move down buttons and
 * an Add button. Keyboard: Enter in an item adds one after it, Alt+Up / Alt+Down move the
 * item (focus follows it). The texts live in react-hook-form under the field's name (core
 * drops blank items and checks the rest); an error about one item (`params.item`) marks
 * that input invalid. The first control takes the field's `id`.
 */
export function ListInput(props: FieldProps<ListField>) {
  const { field, name, id, form, describedBy, invalid, error, help, messages, part } = props;
  const { items, full, add, remove, move, change, onKeyDown, inputRef, addButton } = useListItems(form, name, field.maxItems);
  const badItem = invalid && typeof error?.params?.item === 'number' ? error.params.item - 1 : undefined;

  return (
    <fieldset className={part('group', part('list'))} aria-describedby={describedBy}>
      {fieldLabel(props, 'legend')}
      <ol className={part('list-items')}>
        {items.map((item, index) => (
          <li key={item.id} className={part('list-item')}>
            <input
              ref={inputRef(item.id)}
              id={index === 0 ? id : `${id}-${item.id}`}
              className={part('input')}
              type="text"
              dir="auto"
              autoComplete="off"
              value={item.text}
              aria-label={messages.listItem(field.label, index + 1)}
              aria-invalid={badItem === index || undefined}
              onChange={(event) => change(item.id, event.currentTarget.value)}
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
