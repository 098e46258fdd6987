import { quoted, schemaError } from './issue.js';
import { arrayItems, isRecord, ownKeys, ownValue } from './read-untrusted.js';
import type { Normalization, SchemaIssue } from './types.js';

/** `$ref`s followed one after another at most this many times (deeper: `unresolved-ref`). */
export const MAX_REF_DEPTH = 16;

/** What reading a property needs beyond the property itself. */
export interface ReadContext {
  /** The `requestedSchema`, where local `$ref`s point into. */
  root: object;
  normalizations: Normalization[];
}

/** Keywords that only describe: when a `$ref` target and its siblings both set one, the sibling wins. */
const ANNOTATIONS = new Set([
  'title',
  'description',
  'default',
  'examples',
  '$comment',
  'deprecated',
  'readOnly',
  'writeOnly',
  '$id',
  '$anchor',
  '$schema',
  '$defs',
  'definitions',
]);

/** A copy of `schema`'s own keys (null prototype, so `__proto__` is data), minus `omit`. */
function copyWithout(schema: object, omit: readonly string[]): Record<string, unknown> {
  const copy = Object.create(null) as Record<string, unknown>;
  for (const key of ownKeys(schema) ?? []) if (!omit.includes(key)) copy[key] = ownValue(schema, key);
  return copy;
}

/**
 * `inner` and `outer` as one schema: both apply (a value must meet both), and on an
 * annotation the outer one wins. A constraint both set differently is a conflict
 * (`conflicting-keywords`): reading it as one of them could accept what the other refuses.
 */
function merge(inner: object, outer: Record<string, unknown>, key: string, issues: SchemaIssue[]): Record<string, unknown> | undefined {
  const merged = copyWithout(inner, []);
  const conflicts: string[] = [];
  for (const [keyword, value] of Object.entries(outer)) {
    const current = merged[keyword];
    if (current !== undefined && !ANNOTATIONS.has(keyword) && JSON.stringify(current) !== JSON.stringify(value)) conflicts.push(keyword);
    merged[keyword] = value;
  }
  if (conflicts.length === 0) return merged;
  issues.push(schemaError('conflicting-keywords', `${quoted(conflicts)} set differently on the property and on what it refers to`, key));
  return undefined;
}

/** The target of a local JSON pointer (`#/$defs/Color`), or why there is none. */
function pointerTarget(root: object, ref: string): unknown {
  if (ref === '#') return root;
  let node: unknown = root;
  for (const raw of ref.slice(2).split('/')) {
    let token: string;
    try {
      token = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    } catch {
      return undefined;
    }
    node = Array.isArray(node) ? arrayItems(node)?.[Number(token)] : isRecord(node) ? ownValue(node, token) : undefined;
    if (node === undefined) return undefined;
  }
  return node;
}

/**
 * `schema` with its `$ref` chain replaced by the target, merged with the siblings (draft
 * 2019-09+ applies both; draft-07 ignores the siblings, so applying them too only ever
 * accepts less). Only local refs (`#/…`) are followed: a remote one is never fetched.
 * `undefined` after an `error` issue `unresolved-ref` (remote, missing, cyclic, deeper than
 * {@link MAX_REF_DEPTH}) or `conflicting-keywords`.
 */
export function resolveRef(schema: object, key: string, context: ReadContext, issues: SchemaIssue[]): object | undefined {
  let node = schema;
  const seen = new Set<string>();
  for (let ref = ownValue(node, '$ref'); ref !== undefined; ref = ownValue(node, '$ref')) {
    if (typeof ref !== 'string' || !(ref === '#' || ref.startsWith('#/'))) {
      issues.push(
        schemaError(
          'unresolved-ref',
          `"$ref" ${typeof ref === 'string' ? `"${ref.slice(0, 80)}"` : ''} is not a local reference ("#/…"): remote schemas are never fetched`,
          key,
        ),
      );
      return undefined;
    }
    if (seen.has(ref) || seen.size >= MAX_REF_DEPTH) {
      issues.push(schemaError('unresolved-ref', seen.has(ref) ? `"$ref" "${ref}" refers back to itself` : `more than ${MAX_REF_DEPTH} "$ref"s in a row`, key));
      return undefined;
    }
    seen.add(ref);
    const target = pointerTarget(context.root, ref);
    if (!isRecord(target)) {
      issues.push(schemaError('unresolved-ref', `"$ref" "${ref.slice(0, 80)}" points at nothing usable`, key));
      return undefined;
    }
    const merged = merge(target, copyWithout(node, ['$ref']), key, issues);
    if (merged === undefined) return undefined;
    context.normalizations.push({ key, kind: 'ref', detail: `"$ref" "${ref.slice(0, 80)}" resolved` });
    node = merged;
  }
  return node;
}

const isNullSchema = (branch: unknown) => isRecord(branch) && ownValue(branch, 'type') === 'null';

/**
 * An Optional / nullable property read as its non-null type: `type: [T, "null"]`, or
 * `anyOf` / `oneOf` of exactly one schema and `{ type: "null" }` (the branch's `$ref`
 * resolved, merged with the property's own keywords). The form never sends `null` (the
 * spec's content has no null): left empty, the key is omitted, which a schema that does
 * not list the key in `required` accepts. `schema` itself when it is not nullable;
 * `undefined` after an `error` issue.
 */
export function unwrapNullable(schema: object, key: string, context: ReadContext, issues: SchemaIssue[]): object | undefined {
  const type = ownValue(schema, 'type');
  const types = arrayItems(type, 8);
  if (types !== undefined) {
    const others = types.filter((member) => member !== 'null');
    if (others.length !== 1 || others.length === types.length) return schema;
    context.normalizations.push({ key, kind: 'nullable', detail: `"type" ${JSON.stringify(types)} read as "${String(others[0])}"` });
    return { ...copyWithout(schema, ['type']), type: others[0] };
  }
  for (const keyword of ['anyOf', 'oneOf'] as const) {
    const branches = arrayItems(ownValue(schema, keyword), 8);
    if (branches?.length !== 2 || !branches.some(isNullSchema)) continue;
    const branch = branches.find((candidate) => !isNullSchema(candidate));
    if (!isRecord(branch)) return schema;
    const resolved = resolveRef(branch, key, context, issues);
    if (resolved === undefined) return undefined;
    context.normalizations.push({ key, kind: 'nullable', detail: `"${keyword}" of a schema and {"type":"null"} read as that schema` });
    return merge(resolved, copyWithout(schema, [keyword]), key, issues);
  }
  return schema;
}
