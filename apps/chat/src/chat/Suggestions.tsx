/** What a new chat offers to ask: each one a message the scripted model turns into a tool call. */
export const SUGGESTIONS = ['Book a flight', 'Deploy v2.4.1 to staging', 'Update my profile', 'Onboard me to Acme'] as const;

export function Suggestions({ onPick }: { onPick: (text: string) => void }) {
  return (
    <div className="suggestions">
      <p id="suggestions-label">Nothing here yet. Ask the assistant something, or start with:</p>
      <ul aria-labelledby="suggestions-label" className="suggestion-list">
        {SUGGESTIONS.map((text) => (
          <li key={text}>
            <button type="button" className="button suggestion" onClick={() => onPick(text)}>
              {text}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
