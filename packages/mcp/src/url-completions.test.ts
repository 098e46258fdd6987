import { describe, expect, it } from 'vitest';
import { UrlCompletions } from './url-completions.js';

describe('UrlCompletions', () => {
  it('remembers a completion a flow expects until the last flow expecting it is released', () => {
    const urls = new UrlCompletions();
    urls.expect(['a']);
    urls.expect(['a']);
    urls.record('a', false);

    urls.release(['a']);
    expect(urls.isComplete('a')).toBe(true);
    urls.release(['a']);

    expect(urls.isComplete('a')).toBe(false);
    expect(urls.sizes()).toEqual({ completed: 0, completedWhileOpen: 0, expected: 0, listeners: 0 });
  });

  it('keeps a completion no flow expects only while its card is open, and gives it once', () => {
    const urls = new UrlCompletions();
    urls.record('closed-card', false);
    urls.record('open-card', true);

    expect(urls.isComplete('open-card')).toBe(false);
    expect(urls.takeCompletedWhileOpen('closed-card')).toBe(false);
    expect(urls.takeCompletedWhileOpen('open-card')).toBe(true);
    expect(urls.takeCompletedWhileOpen('open-card')).toBe(false);
  });

  it('tells each listener until it unsubscribes', () => {
    const urls = new UrlCompletions();
    const heard: string[] = [];
    const stop = urls.onComplete((id) => heard.push(id));

    urls.notify('a');
    stop();
    urls.notify('b');

    expect(heard).toEqual(['a']);
    expect(urls.sizes().listeners).toBe(0);
  });
});
