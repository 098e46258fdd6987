/**
 * The log of every elicitation answer the demo server received, in order, so tests (and the
 * e2e suite, through `GET /demo/answers`) can see exactly what a client sent back.
 */

/** The protocol revision a request was served under. */
export type ProtocolEra = '2026-07-28' | '2025-11-25';

/** One elicitation answer as the server received it. */
export interface ReceivedAnswer {
  /** The tool that asked. */
  tool: string;
  /** The key the question was asked under (the `inputRequests` key). */
  key: string;
  action: 'accept' | 'decline' | 'cancel';
  /** The form values, exactly as received (only on a form `accept`). */
  content?: Record<string, unknown>;
  era: ProtocolEra;
}

/** An append-only answer log that can be cleared. */
export interface AnswerLog {
  record(answer: ReceivedAnswer): void;
  list(): readonly ReceivedAnswer[];
  clear(): void;
}

/** Creates an empty {@link AnswerLog}; `onRecord` hears of each answer (the CLI prints them). */
export function createAnswerLog(onRecord?: (answer: ReceivedAnswer) => void): AnswerLog {
  const answers: ReceivedAnswer[] = [];
  return {
    record(answer) {
      // A copy: the SDK's request objects must not change what the log shows later.
      answers.push(structuredClone(answer));
      onRecord?.(answer);
    },
    list: () => answers.slice(),
    clear: () => void answers.splice(0),
  };
}
