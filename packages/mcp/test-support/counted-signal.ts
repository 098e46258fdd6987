/** An abort signal whose live `abort` listeners are counted (added minus removed), for leak checks. */
export function countedSignal(): { signal: AbortSignal; controller: AbortController; listeners(): number } {
  const controller = new AbortController();
  const { signal } = controller;
  const live = new Set<unknown>();
  const add = signal.addEventListener.bind(signal);
  const remove = signal.removeEventListener.bind(signal);
  signal.addEventListener = ((type: string, listener: EventListenerOrEventListenerObject, options?: AddEventListenerOptions | boolean) => {
    if (type === 'abort') live.add(listener);
    add(type, listener, options);
  }) as AbortSignal['addEventListener'];
  signal.removeEventListener = ((type: string, listener: EventListenerOrEventListenerObject, options?: EventListenerOptions | boolean) => {
    if (type === 'abort') live.delete(listener);
    remove(type, listener, options);
  }) as AbortSignal['removeEventListener'];
  return { signal, controller, listeners: () => live.size };
}
