import { describe, expect, it } from 'vitest';
import { ARGUMENTS_MESSAGES } from '../i18n/argumentsMessages.js';
import { checkArguments, editorFor, initialArgumentsText } from './argumentSchema.js';

const german = ARGUMENTS_MESSAGES.de.schemaErrors;

const flat = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  type: 'object',
  properties: { message: { type: 'string', minLength: 1 }, count: { type: 'integer', minimum: 1, default: 2 } },
  required: ['message'],
  additionalProperties: false,
};
const nested = {
  type: 'object',
  properties: { filter: { type: 'object', properties: { tag: { type: 'string' } }, required: ['tag'] }, when: { type: 'string', format: 'date' } },
  required: ['filter'],
};

describe('editorFor', () => {
  it('uses the kit form for schemas in the elicitation grammar, JSON otherwise, nothing without properties', () => {
    expect(editorFor(flat)).toBe('form');
    expect(editorFor(nested)).toBe('json');
    expect(editorFor({ type: 'object', properties: {} })).toBe('none');
    expect(editorFor(undefined)).toBe('none');
  });
});

describe('checkArguments', () => {
  it('accepts arguments the schema accepts', () => {
    expect(checkArguments('{"message":"hi","count":3}', flat)).toEqual({ ok: true, value: { message: 'hi', count: 3 } });
  });

  it('says what is wrong: not JSON, not an object, or each schema complaint with its place', () => {
    expect(checkArguments('{message:', flat)).toMatchObject({ ok: false, problem: 'not-json' });
    expect(checkArguments('[1]', flat)).toEqual({ ok: false, problem: 'not-object', messages: [] });
    const wrong = checkArguments('{"count":0,"extra":true}', flat);
    expect(wrong).toMatchObject({ ok: false, problem: 'schema' });
    expect(wrong.ok ? [] : wrong.messages).toEqual(
      expect.arrayContaining(['The arguments need `message`.', 'The arguments may not have `extra`.', '`/count` must be >= 1.']),
    );
  });

  it('checks nested schemas and formats (2020-12 too)', () => {
    expect(checkArguments('{"filter":{}}', nested)).toMatchObject({ ok: false, messages: ['`/filter` needs `tag`.'] });
    expect(checkArguments('{"filter":{"tag":"a"},"when":"yesterday"}', nested)).toMatchObject({ ok: false, messages: ['`/when` must match format "date".'] });
    const modern = {
      ...nested,
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      properties: { ...nested.properties, list: { type: 'array', prefixItems: [{ type: 'number' }] } },
    };
    expect(checkArguments('{"filter":{"tag":"a"},"list":["x"]}', modern)).toMatchObject({ ok: false, messages: ['`/list/0` must be number.'] });
  });

  it('lets a call through with a warning when the schema itself cannot be compiled', () => {
    const broken = { type: 'object', properties: { a: { $ref: '#/nowhere' } } };
    const check = checkArguments('{"a":1}', broken);
    expect(check).toMatchObject({ ok: true, value: { a: 1 } });
    expect(check.ok && check.warning).toMatch(/cannot be checked here/);
  });
});

describe('checkArguments in the German UI', () => {
  it('words every complaint in German, Ajv’s own messages included (ajv-i18n)', () => {
    const wrong = checkArguments('{"count":0,"extra":true}', flat, german);
    expect(wrong.ok ? [] : wrong.messages).toEqual(
      expect.arrayContaining(['Den Argumenten fehlt `message`.', 'Die Argumente: `extra` ist nicht erlaubt.', '`/count`: muss >= 1 sein.']),
    );
    expect(checkArguments('{"filter":{}}', nested, german)).toMatchObject({ ok: false, messages: ['`/filter`: `tag` fehlt.'] });
    expect(checkArguments('{"filter":{"tag":"a"},"when":"yesterday"}', nested, german)).toMatchObject({
      ok: false,
      messages: ['`/when`: muss diesem Format entsprechen: "date".'],
    });
    expect(checkArguments('{"message":5}', flat, german)).toMatchObject({ ok: false, messages: ['`/message`: muss sein: string.'] });
  });

  it('leaves the English words English, and translates a copy (the validator’s errors stay Ajv’s)', () => {
    expect(checkArguments('{"count":0,"message":"x"}', flat, german)).toMatchObject({ messages: ['`/count`: muss >= 1 sein.'] });
    expect(checkArguments('{"count":0,"message":"x"}', flat)).toMatchObject({ messages: ['`/count` must be >= 1.'] });
  });

  it('says in German when the schema cannot be checked', () => {
    const check = checkArguments('{"a":1}', { type: 'object', properties: { a: { $ref: '#/nowhere' } } }, german);
    expect(check.ok && check.warning).toMatch(/^Das Eingabeschema des Werkzeugs lässt sich hier nicht prüfen/);
    expect(checkArguments('{}', undefined, german)).toMatchObject({ ok: true, warning: ARGUMENTS_MESSAGES.de.schemaErrors.noSchema });
  });
});

describe('initialArgumentsText', () => {
  it('starts from the schema defaults', () => {
    expect(JSON.parse(initialArgumentsText(flat))).toEqual({ count: 2 });
    expect(initialArgumentsText({})).toBe('{}');
  });
});
