// The URL consent's input protections, as prop getters in React Aria's manner: a UI spreads
// them on its own elements and keeps every protection, whatever it looks like.
import type { ButtonHTMLAttributes, HTMLAttributes, InputHTMLAttributes, KeyboardEvent, MouseEvent } from 'react';
import { stopHeldEnter } from '../shared/heldEnter.js';
import { isComposing } from '../shared/imeEscape.js';
import { mergeProps } from '../shared/mergeProps.js';
import { isUrlConsentClosed, type UrlConsentSnapshot } from './machine/urlConsentMachine.js';

/** Props for a `<button>` from a URL consent's prop getter (any of yours are merged in). */
export type UrlConsentButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { 'data-action': string };

/** Props for the consent's root element. */
export type UrlConsentRootProps = HTMLAttributes<HTMLElement> & Record<`data-${string}`, string | boolean | undefined>;

/** Options of {@link UrlConsentPropGetters.getRootProps}. */
export interface UrlConsentRootOptions extends HTMLAttributes<HTMLElement> {
  /**
   * Escape inside the root cancels (after opening: abandons). An inline card wants it; a
   * dialog whose own Escape handling cancels does not. Ignored while an input method composes.
   */
  escapeCancels?: boolean;
}

/** The prop getters of {@link useUrlConsent}'s controller. */
export interface UrlConsentPropGetters {
  /**
   * The root: `data-state`, `data-gate`, `data-acknowledged`, `data-warning`, `data-first-time`,
   * `data-popup-blocked`; stops a held Enter's repeats for everything inside; with
   * `escapeCancels`, an Escape (not one an input method is composing with) cancels.
   */
  getRootProps: (props?: UrlConsentRootOptions) => UrlConsentRootProps;
  /** Open: disabled until armed (`openDelayMs`) and, behind a strong warning, ticked; a double click's second press and a held Enter never open. */
  getOpenButtonProps: (props?: ButtonHTMLAttributes<HTMLButtonElement>) => UrlConsentButtonProps;
  /** "Open the link again" after opening (nothing is answered again); guarded like Open. */
  getReopenButtonProps: (props?: ButtonHTMLAttributes<HTMLButtonElement>) => UrlConsentButtonProps;
  /** "I've finished — continue": a double click's second press and a held Enter never press it. */
  getFinishButtonProps: (props?: ButtonHTMLAttributes<HTMLButtonElement>) => UrlConsentButtonProps;
  /** Cancel (after opening: abandon); a held Enter never presses it. */
  getCancelButtonProps: (props?: ButtonHTMLAttributes<HTMLButtonElement>) => UrlConsentButtonProps;
  /** Decline; a held Enter never presses it. */
  getDeclineButtonProps: (props?: ButtonHTMLAttributes<HTMLButtonElement>) => UrlConsentButtonProps;
  /** "Check again" after the link checker failed to load. */
  getRetryCheckButtonProps: (props?: ButtonHTMLAttributes<HTMLButtonElement>) => UrlConsentButtonProps;
  /** The acknowledgement checkbox a strong warning asks for: `id`, `type`, `checked`, `onChange`. */
  getAcknowledgeProps: (props?: InputHTMLAttributes<HTMLInputElement>) => InputHTMLAttributes<HTMLInputElement> & { id: string };
}

interface GetterInputs extends UrlConsentSnapshot {
  acknowledged: boolean;
  popupBlocked: boolean;
  firstTime: boolean | undefined;
  acknowledgeId: string;
}

interface GetterActions {
  open: () => void;
  reopen: () => void;
  decline: () => void;
  cancel: () => void;
  finish: () => void;
  setAcknowledged: (value: boolean) => void;
  retryCheck: () => void;
}

/**
 * A button's props, merged with the caller's by the kit's one rule (shared/mergeProps.ts): the
 * held-Enter guard first, then the caller's handler (whose `preventDefault` vetoes the action),
 * then the action. `singleClick`: the second click of a double click (detail 2+) lands wherever
 * the layout has moved to, so it must never consent (Open) or tell the host to retry (continue).
 */
function button(
  action: string,
  run: () => void,
  own: ButtonHTMLAttributes<HTMLButtonElement> | undefined,
  guard: { singleClick?: boolean; disabled?: boolean } = {},
): UrlConsentButtonProps {
  return mergeProps<UrlConsentButtonProps>(
    {
      type: 'button',
      'data-action': action,
      disabled: (own?.disabled ?? false) || (guard.disabled ?? false),
      // A held Enter's repeats (from a button pressed before this card took focus) press nothing.
      onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => stopHeldEnter(event),
    },
    own,
    {
      onClick: (event: MouseEvent<HTMLButtonElement>) => {
        if (event.defaultPrevented || (guard.singleClick && event.detail > 1)) return;
        run();
      },
    },
  );
}

/** Builds the prop getters for one render of the consent. */
export function consentPropGetters(view: GetterInputs, actions: GetterActions): UrlConsentPropGetters {
  const closed = isUrlConsentClosed(view.state);
  return {
    getRootProps: ({ escapeCancels, ...own } = {}) =>
      mergeProps<UrlConsentRootProps>(
        {
          'data-state': view.state,
          'data-warning': view.report?.warnings.length ? view.report.warnings.join(' ') : undefined,
          'data-gate': view.gate,
          'data-acknowledged': view.gate === 'acknowledge' ? view.acknowledged : undefined,
          'data-first-time': view.firstTime,
          'data-popup-blocked': view.popupBlocked || undefined,
          onKeyDown: (event: KeyboardEvent<HTMLElement>) => stopHeldEnter(event),
        },
        own,
        {
          onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
            // An Escape that ends an input method's composition is the IME's.
            if (!escapeCancels || event.key !== 'Escape' || event.defaultPrevented || isComposing(event.nativeEvent) || closed) return;
            event.preventDefault();
            actions.cancel();
          },
        },
      ),
    getOpenButtonProps: (own) => button('open', actions.open, own, { singleClick: true, disabled: !view.canOpen }),
    getReopenButtonProps: (own) =>
      button('reopen', actions.reopen, own, { singleClick: true, disabled: view.state !== 'opened' && view.state !== 'confirming' }),
    // Asked again for a link already opened, "I've finished" answers accept: it waits like Open.
    getFinishButtonProps: (own) => button('finish', actions.finish, own, { singleClick: true, disabled: view.state === 'ready' && !view.canOpen }),
    getCancelButtonProps: (own) => button('cancel', actions.cancel, own),
    getDeclineButtonProps: (own) => button('decline', actions.decline, own),
    getRetryCheckButtonProps: (own) => button('retry-check', actions.retryCheck, own),
    getAcknowledgeProps: (own) =>
      mergeProps<InputHTMLAttributes<HTMLInputElement> & { id: string }>(
        {
          // Nothing finds this box by id, so the caller's may replace it.
          id: own?.id ?? view.acknowledgeId,
          type: 'checkbox',
          checked: view.acknowledged,
          onChange: (event) => actions.setAcknowledged(event.currentTarget.checked),
        },
        own,
      ),
  };
}
