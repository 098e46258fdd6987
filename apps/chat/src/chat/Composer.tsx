import { useRef, useState, type FormEvent } from 'react';

/** The input box: Enter or Send sends; while a reply is written, Stop ends it. */
export function Composer({ busy, onSend, onStop }: { busy: boolean; onSend: (text: string) => void; onStop: () => void }) {
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = text.trim();
    if (message === '' || busy) return;
    onSend(message);
    setText('');
    // Send turns into Stop: focus stays in the box instead of falling to the page.
    input.current?.focus();
  };
  return (
    <form className="composer" onSubmit={submit} aria-label="Send a message">
      <input
        ref={input}
        id="composer-input"
        aria-label="Message"
        className="composer-input"
        type="text"
        autoComplete="off"
        placeholder="Ask for something, e.g. “Book a flight”"
        value={text}
        maxLength={4000}
        onChange={(event) => setText(event.target.value)}
      />
      {/* One button that changes role, so focus on it survives the switch between Send and Stop. */}
      <button
        type={busy ? 'button' : 'submit'}
        className={busy ? 'button' : 'button button-primary'}
        onClick={busy ? onStop : undefined}
        data-testid="composer-button"
      >
        {busy ? 'Stop' : 'Send'}
      </button>
    </form>
  );
}
