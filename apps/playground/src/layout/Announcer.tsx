/**
 * The app's polite live region: results and failures are announced without moving focus.
 * It is rendered from the start (a region that appears together with its text is often not read).
 */
export function Announcer({ text }: { text: string }) {
  return (
    <div className="visually-hidden" role="status" aria-live="polite" data-testid="announcer">
      {text}
    </div>
  );
}
