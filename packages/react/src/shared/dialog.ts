/**
 * `onInteractOutside` of the kit's Radix dialogs: a click or focus outside does nothing. Only
 * Escape and the dialog's own buttons answer. A stray click must not throw away typed answers,
 * and after Open the person comes back from the other tab with a click on the page — which
 * must not abandon the link they just opened. (The spec lists a click outside among the ways
 * to cancel; for these dialogs the kit deliberately does not.)
 */
export function keepOpenOnOutsideInteraction(event: Event): void {
  event.preventDefault();
}
