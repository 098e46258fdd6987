import { describe, expect, it } from 'vitest';
import {
  accept,
  cancel,
  createElicitationQueue,
  decline,
  defaultValues,
  elicitationCapability,
  findSensitiveFields,
  inspectUrl,
  requestMeta,
  resultTypeOf,
  runWithInput,
  toFormModel,
  toRfc3339DateTime,
  validate,
} from './index.js';

// The README's examples, statement for statement, with their stated results asserted.
describe('README examples', () => {
  const model = toFormModel({
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Your name', minLength: 2 },
      seats: { type: 'integer', minimum: 1, maximum: 9, default: 1 },
      meal: {
        type: 'string',
        oneOf: [
          { const: 'veg', title: 'Vegetarian' },
          { const: 'std', title: 'Standard' },
        ],
      },
      pet: { type: 'object' },
    },
    required: ['name'],
  });

  it('schema → form model', () => {
    expect(model.fields.map((f) => [f.key, f.kind])).toEqual([
      ['name', 'text'],
      ['seats', 'number'],
      ['meal', 'select'],
    ]);
    expect(model.fields[1]).toMatchObject({ integer: true });
    expect(model.fields[2]).toMatchObject({
      options: [
        { value: 'veg', label: 'Vegetarian' },
        { value: 'std', label: 'Standard' },
      ],
    });
    expect(model.issues).toEqual([expect.objectContaining({ key: 'pet', code: 'nested-object', severity: 'error' })]);
    expect(model.renderable).toBe(true);
    expect(model.acceptable).toBe(true);
  });

  it('defaults and validation', () => {
    expect({ ...defaultValues(model) }).toEqual({ seats: 1 });
    expect(validate(model, { name: 'A', seats: '12' })).toEqual({
      ok: false,
      errors: [
        { key: 'name', code: 'tooShort', params: { min: 2 } },
        { key: 'seats', code: 'aboveMaximum', params: { maximum: 9 } },
      ],
    });
    const ok = validate(model, { name: 'Ada', seats: '2', meal: 'veg' });
    expect(ok.ok && JSON.stringify(ok.content)).toBe(JSON.stringify({ name: 'Ada', seats: 2, meal: 'veg' }));
    expect(toRfc3339DateTime('2026-12-01T09:30', 60)).toBe('2026-12-01T09:30:00+01:00');
  });

  it('URL inspection', () => {
    const report = inspectUrl('https://accounts.google.com@evil.example/login');
    expect(report.ok).toBe(true);
    expect(report.host?.registrableDomain).toBe('evil.example');
    expect(report.warnings).toEqual(['userinfo']);
    const lookalike = inspectUrl('https://аpple.com');
    expect(lookalike.warnings).toEqual(['mixed-script', 'idn']);
    expect(lookalike.host?.ascii).toBe('xn--pple-43d.com');
    expect(inspectUrl('javascript:alert(1)')).toMatchObject({ ok: false, error: 'unsupported-scheme' });
  });

  it('sensitive fields', () => {
    const found = findSensitiveFields(toFormModel({ type: 'object', properties: { apiKey: { type: 'string' }, email: { type: 'string' } } }));
    expect(found).toEqual([{ key: 'apiKey', reason: 'api-key', matched: 'api key', source: 'key' }]);
  });

  it('responses, result types and the _meta envelope', () => {
    expect(accept({ name: 'Ada' })).toEqual({ action: 'accept', content: { name: 'Ada' } });
    expect(decline()).toEqual({ action: 'decline' });
    expect(cancel()).toEqual({ action: 'cancel' });
    expect(resultTypeOf({ content: [] })).toBe('complete');
    expect(resultTypeOf({ resultType: 'task' })).toBe('invalid');
    expect(
      requestMeta({
        clientInfo: { name: 'acme-chat', version: '1.0.0' },
        capabilities: { elicitation: elicitationCapability({ form: true, url: true }) },
      }),
    ).toEqual({
      'io.modelcontextprotocol/protocolVersion': '2026-07-28',
      'io.modelcontextprotocol/clientInfo': { name: 'acme-chat', version: '1.0.0' },
      'io.modelcontextprotocol/clientCapabilities': { elicitation: { form: {}, url: {} } },
    });
  });

  it('runWithInput: one round, then complete', async () => {
    const sent: Array<Record<string, unknown>> = [];
    const answers: unknown[] = [
      {
        resultType: 'input_required',
        inputRequests: { details: { method: 'elicitation/create', params: { message: 'Who?', requestedSchema: { type: 'object', properties: {} } } } },
        requestState: 'opaque',
      },
      { resultType: 'complete', content: [{ type: 'text', text: 'booked' }] },
    ];
    const result = await runWithInput({
      method: 'tools/call',
      params: { name: 'book_flight', arguments: { to: 'LIS' } },
      send: async (_method, params) => {
        sent.push(params);
        return answers.shift();
      },
      fulfil: async () => accept({ name: 'Ada' }),
    });
    expect(result).toEqual({ resultType: 'complete', content: [{ type: 'text', text: 'booked' }] });
    expect(sent[1]).toEqual({
      name: 'book_flight',
      arguments: { to: 'LIS' },
      inputResponses: { details: { action: 'accept', content: { name: 'Ada' } } },
      requestState: 'opaque',
    });
  });

  it('the queue', async () => {
    const queue = createElicitationQueue();
    const params = { message: 'Who?', requestedSchema: { type: 'object', properties: {} } };
    const answer = queue.enqueue({ server: { name: 'Flights' }, params, key: 'details' });
    const [entry] = queue.getSnapshot().pending;
    if (!entry) throw new Error('expected a pending entry');
    queue.setDraft(entry.id, { name: 'Ad' });
    expect(queue.getDraft(entry.id)).toEqual({ name: 'Ad' });
    queue.respond(entry.id, accept({ name: 'Ada' }));
    await expect(answer).resolves.toEqual({ action: 'accept', content: { name: 'Ada' } });
  });
});
