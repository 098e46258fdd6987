import type { ElicitResult, FieldError } from '@elicit-kit/core';

/** The JSON body the browser POSTs to the answer route. */
export interface AnswerRequestBody {
  /** The elicitation's id ({@link ElicitationPartData.id}). */
  id: string;
  /** The part's token ({@link ElicitationPartData.token}). */
  token: string;
  /** The person's answer: `{ action: 'accept', content }`, `{ action: 'decline' }` or `{ action: 'cancel' }`. */
  result: ElicitResult;
}

/**
 * What the answer route says, one status per outcome (the HTTP status in brackets):
 * - `delivered` (200): the answer reached the call waiting for it and went to the MCP server;
 * - `bad-request` (400): the body is not JSON of the {@link AnswerRequestBody} shape;
 * - `forbidden` (403): the token is forged or belongs to another chat (or `authorize` refused);
 * - `unknown` (404): no such elicitation (never existed, or so long ago that it is forgotten);
 * - `method-not-allowed` (405): not a POST;
 * - `already-answered` (409): an answer was already accepted for it;
 * - `expired` (410): its deadline passed, or it was withdrawn (`closed` says why);
 * - `too-large` (413): the body is over the route's limit (`maxBodyBytes`, 64 KiB by default);
 * - `unsupported-media-type` (415): not `application/json`;
 * - `invalid` (422): the content breaks the server's requested schema (`errors` lists the fields); the
 *   request stays pending, so the person can still fix it, decline or cancel;
 * - `unavailable` (503): the answer channel cannot be reached right now.
 *
 * Only `delivered` reaches the MCP server.
 */
export type AnswerStatus =
  | 'delivered'
  | 'bad-request'
  | 'forbidden'
  | 'unknown'
  | 'method-not-allowed'
  | 'already-answered'
  | 'expired'
  | 'too-large'
  | 'unsupported-media-type'
  | 'invalid'
  | 'unavailable';

/** The HTTP status of each {@link AnswerStatus}. */
export const ANSWER_HTTP_STATUS: Readonly<Record<AnswerStatus, number>> = Object.freeze({
  delivered: 200,
  'bad-request': 400,
  forbidden: 403,
  unknown: 404,
  'method-not-allowed': 405,
  'already-answered': 409,
  expired: 410,
  'too-large': 413,
  'unsupported-media-type': 415,
  invalid: 422,
  unavailable: 503,
});

/** The JSON body of every answer-route response. */
export interface AnswerResponseBody {
  status: AnswerStatus;
  /** A sentence for logs and developers (not for the person: translate `status`). */
  message: string;
  /** `invalid`: the field errors, as core's `validate` reports them (codes, never English). */
  errors?: readonly FieldError[];
}
