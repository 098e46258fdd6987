/**
 * The chat route's request body, checked before anything runs: the chat id and the one new
 * user message (the browser never sends the history; the server keeps it).
 */
import { z } from 'zod';

/** Largest accepted chat request body, in bytes. */
export const MAX_CHAT_BODY_BYTES = 64 * 1024;
/** Longest accepted message text, in characters. */
export const MAX_MESSAGE_LENGTH = 4_000;

/** A chat id: unguessable, URL-safe (the browser makes one with `crypto.randomUUID()`). */
export const chatIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,100}$/, 'a chat id is 16–100 letters, digits, - or _');

export const chatRequestSchema = z.object({
  id: chatIdSchema,
  message: z.object({
    id: z.string().min(1).max(100),
    role: z.literal('user'),
    parts: z
      .array(z.object({ type: z.literal('text'), text: z.string().trim().min(1).max(MAX_MESSAGE_LENGTH) }))
      .min(1)
      .max(1),
  }),
});

export type ChatRequest = z.infer<typeof chatRequestSchema>;
