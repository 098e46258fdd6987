// Where one form meets the page: the refs its prop getters hand out, and the focus moves and
// keyboard guard they need. Created once per form, so every ref callback keeps its identity
// (a new one each render would make React detach and re-attach it, and these refs move focus).
import type { ErrorCode, FieldModel } from '@elicit-kit/core';
import type { KeyboardEvent } from 'react';
import { stopHeldEnter } from '../shared/heldEnter.js';

/** What {@link createFormDom} returns. */
export interface FormDom {
  rootRef: (element: HTMLElement | null) => void;
  formRef: (element: HTMLElement | null) => void;
  /** A held Enter's repeat is swallowed, decided once per event even when root and `<form>` both carry it. */
  keyGuard: (event: KeyboardEvent) => boolean;
  /** "Keep editing" takes focus when shown; closing the question gives focus back where it was. */
  keepRef: (element: HTMLElement | null) => void;
  discardRef: (element: HTMLElement | null) => void;
  /** After Submit, focus goes to the status line, if it was in this form (or nowhere). */
  statusRef: (element: HTMLElement | null) => void;
  focusById: (id: string) => void;
}

/** A form's DOM wiring. */
export function createFormDom(): FormDom {
  // Where this request is on the page (the root, else the <form>): focus moves only when it was in here.
  let root: HTMLElement | null = null;
  let form: HTMLElement | null = null;
  const focusIsHere = (doc: Document) => {
    const active = doc.activeElement;
    return !active || active === doc.body || !!(root ?? form)?.contains(active);
  };
  const seenKeys = new WeakMap<Event, boolean>();
  let question: { keep?: HTMLElement; discard?: HTMLElement; before?: Element | null } = {};
  return {
    rootRef: (element) => void (root = element),
    formRef: (element) => void (form = element),
    keyGuard(event) {
      const seen = seenKeys.get(event.nativeEvent);
      if (seen !== undefined) return seen;
      const swallowed = stopHeldEnter(event);
      seenKeys.set(event.nativeEvent, swallowed);
      return swallowed;
    },
    keepRef(element) {
      const q = question;
      if (element) {
        q.before = element.ownerDocument.activeElement;
        q.keep = element;
        element.focus();
        return;
      }
      // Detached while still in the document: if focus is on the question, it goes back where it was.
      const active = q.keep?.ownerDocument.activeElement;
      const before = q.before;
      question = {};
      if (active && (active === q.keep || active === q.discard) && before instanceof HTMLElement && before.isConnected) before.focus();
    },
    discardRef(element) {
      if (element) question.discard = element;
    },
    statusRef(element) {
      if (element && focusIsHere(element.ownerDocument)) element.focus();
    },
    focusById(id) {
      if (typeof document !== 'undefined') document.getElementById(id)?.focus();
    },
  };
}

const BAD_INPUT_CODES: Record<string, ErrorCode> = { date: 'invalidDate', 'date-time': 'invalidDateTime', email: 'invalidEmail', uri: 'invalidUri' };

/**
 * The controls whose text the browser may be unable to read (HTML's "suffering from bad
 * input"): number, date and time inputs, and email (an address it cannot convert). Text, url,
 * select, checkbox and radio controls never are, so Submit does not ask them.
 */
const MAY_HAVE_BAD_INPUT = new Set(['number', 'date', 'datetime-local', 'time', 'month', 'week', 'email']);

/**
 * The error for a control whose text the browser itself cannot read: a half-typed date or
 * date-time input reports its value as `""`, which would otherwise pass as "no answer" and
 * silently drop what was typed. `undefined` when the control is readable (or not in the DOM).
 * Decided by the control's own `type`, not the field's kind: a host's component may draw any.
 */
export function badInputCode(field: FieldModel, id: string): ErrorCode | undefined {
  if (typeof document === 'undefined') return undefined;
  const control = document.getElementById(id) as HTMLInputElement | null;
  if (!control || !MAY_HAVE_BAD_INPUT.has(control.type) || !control.validity?.badInput) return undefined;
  return (field.kind === 'text' && field.format && BAD_INPUT_CODES[field.format]) || (field.kind === 'number' ? 'notANumber' : 'invalidType');
}
