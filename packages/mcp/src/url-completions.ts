/**
 * A binding's record of 2025-11-25 URL elicitations the server said are complete
 * (`notifications/elicitation/complete`), for the `-32042` flows that wait for them and the pushed
 * URL cards still open. Why one object: the flows and the binding's notification handler each
 * changed four shared collections by hand; the rules (what is remembered, for how long) live here.
 */
export class UrlCompletions {
  /** Completed `elicitationId`s that a `-32042` flow waits for; forgotten when the last such flow ends. */
  private readonly completed = new Set<string>();
  /** Completed while their pushed URL card was still open; each goes when that card is answered. */
  private readonly completedWhileOpen = new Set<string>();
  /** How many `-32042` flows wait for each `elicitationId` (concurrent flows may share one). */
  private readonly expected = new Map<string, number>();
  private readonly listeners = new Set<(elicitationId: string) => void>();

  /** A `-32042` flow waits for `ids` until {@link UrlCompletions.release}, so their completion counts even without a card. */
  expect(ids: readonly string[]): void {
    for (const id of ids) this.expected.set(id, (this.expected.get(id) ?? 0) + 1);
  }

  /** The flow that expected `ids` has ended: an id no flow waits for any longer is forgotten. */
  release(ids: readonly string[]): void {
    for (const id of ids) {
      const waiting = (this.expected.get(id) ?? 1) - 1;
      if (waiting > 0) this.expected.set(id, waiting);
      else {
        this.expected.delete(id);
        this.completed.delete(id);
      }
    }
  }

  isExpected(id: string): boolean {
    return this.expected.has(id);
  }

  isComplete(id: string): boolean {
    return this.completed.has(id);
  }

  /**
   * Records that `id` completed, with `open` telling whether its pushed URL card is still open.
   * Remembered only for a flow that expects it (the notification may come before its wait
   * starts) and forgotten with it, or until the open card is answered.
   */
  record(id: string, open: boolean): void {
    if (this.expected.has(id)) this.completed.add(id);
    else if (open) this.completedWhileOpen.add(id);
  }

  /** Tells the flows waiting (see {@link UrlCompletions.onComplete}) that `id` completed. */
  notify(id: string): void {
    for (const listener of [...this.listeners]) listener(id);
  }

  /** Whether `id` completed while its card was open (once: it is forgotten then). */
  takeCompletedWhileOpen(id: string): boolean {
    return this.completedWhileOpen.delete(id);
  }

  /** Calls `listener` with each id that completes from now on; returns the unsubscribe. */
  onComplete(listener: (elicitationId: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** What is held now, for the leak checks: every count is 0 once no flow runs and no card is open. */
  sizes(): { completed: number; completedWhileOpen: number; expected: number; listeners: number } {
    return { completed: this.completed.size, completedWhileOpen: this.completedWhileOpen.size, expected: this.expected.size, listeners: this.listeners.size };
  }
}
