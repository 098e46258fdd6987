/**
 * Schema shapes people commonly write, for the corpus capture only (`scripts/capture-corpus.ts`):
 * each server that takes a zod or valibot schema asks with each of them the way its framework
 * does, and the capture records what goes on the wire. The interop tests do not use them.
 */
import * as v from 'valibot';
import { z } from 'zod';

/** zod 4 shapes, by name. */
export const ZOD_SHAPES = {
  optional: z.object({ nickname: z.string().optional(), age: z.number().int().min(0).max(150).optional() }),
  nullable: z.object({ note: z.string().nullable(), floor: z.number().int().nullable().default(null) }),
  literal: z.object({ agree: z.literal(true), kind: z.literal('standard') }),
  enums: z.object({
    size: z.enum(['s', 'm', 'l']).describe('Size'),
    level: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  }),
  lists: z.object({
    toppings: z
      .array(z.enum(['cheese', 'ham', 'olives']))
      .min(1)
      .describe('Toppings'),
    tags: z.array(z.string()).max(3),
  }),
  formats: z.object({
    id: z.uuid(),
    site: z.url(),
    day: z.iso.date(),
    at: z.iso.datetime(),
    time: z.iso.time(),
    ip: z.ipv4(),
  }),
  numbers: z.object({
    price: z.number().multipleOf(0.01).nonnegative(),
    ratio: z.number().gt(0).lt(1),
    count: z.number().int(),
  }),
  strings: z.object({
    country: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .describe('Country code'),
    bio: z.string().max(200).optional(),
    email: z.email(),
  }),
  booking: z
    .object({
      check_in_date: z.iso.date().describe('Check-in'),
      guests: z.number().int().min(1).max(8).default(2),
      newsletter: z.boolean().default(false),
    })
    .describe('Booking'),
  confirm: z.object({}),
} as const;

/** valibot shapes, by name. */
export const VALIBOT_SHAPES = {
  optional: v.object({ nickname: v.optional(v.string()), age: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))) }),
  nullable: v.object({ note: v.nullable(v.string()) }),
  literal: v.object({ agree: v.literal(true), kind: v.literal('standard') }),
  enums: v.object({ size: v.picklist(['s', 'm', 'l']), level: v.union([v.literal(1), v.literal(2), v.literal(3)]) }),
  lists: v.object({ toppings: v.pipe(v.array(v.picklist(['cheese', 'ham', 'olives'])), v.minLength(1)), tags: v.pipe(v.array(v.string()), v.maxLength(3)) }),
  formats: v.object({
    id: v.pipe(v.string(), v.uuid()),
    site: v.pipe(v.string(), v.url()),
    day: v.pipe(v.string(), v.isoDate()),
    at: v.pipe(v.string(), v.isoTimestamp()),
    ip: v.pipe(v.string(), v.ipv4()),
  }),
  numbers: v.object({ price: v.pipe(v.number(), v.multipleOf(0.01), v.minValue(0)), ratio: v.pipe(v.number(), v.gtValue(0), v.ltValue(1)) }),
  strings: v.object({ country: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/)), bio: v.optional(v.pipe(v.string(), v.maxLength(200))) }),
} as const;

/** The tool that asks with shape `name`. */
export const shapeTool = (name: string): string => `shape-${name}`;
