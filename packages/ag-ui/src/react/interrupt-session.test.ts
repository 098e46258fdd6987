/**
 * The browser side's mapping, both ways: any interrupt with a `responseSchema` (a LangGraph-style one, with no
 * Elicit Kit metadata) is a form, an MCP URL interrupt is the URL consent, anything else is left to the app;
 * and each answer becomes a resume entry that `@ag-ui/core`'s own schema accepts.
 */
import type { Interrupt } from '@ag-ui/core';
import { ResumeEntrySchema } from '@ag-ui/core/schemas';
import { readElicitRequestParams } from '@elicit-kit/core';
import { describe, expect, it } from 'vitest';
import { toRequest, toResumeEntry } from './interrupt-session.js';

const fallback = { name: 'assistant' };
const never = new AbortController().signal;
const schema = { type: 'object', properties: { approve: { type: 'boolean', title: 'Approve the refund?' } }, required: ['approve'] };
const langGraph: Interrupt = { id: 'lg-1', reason: 'human_review', message: 'Approve?', responseSchema: schema };
const mcpUrl: Interrupt = {
  id: 'call-1:terms',
  reason: 'mcp_elicitation_url',
  message: 'Read the terms',
  toolCallId: 'call-1',
  expiresAt: new Date(Date.now() + 60_000).toISOString(),
  metadata: { 'elicit-kit': { ticket: 't.sig', mode: 'url', key: 'terms', server: { name: 'demo' }, url: 'https://example.com/terms' } },
};

describe('toRequest', () => {
  it('renders a LangGraph-style interrupt with a schema as a form from the app’s own server name', () => {
    const request = toRequest(langGraph, fallback, 'run-1', never)!;
    expect(request).toMatchObject({ server: fallback, key: 'lg-1', group: 'run-1' });
    expect(readElicitRequestParams(request.params)).toMatchObject({ ok: true, mode: 'form', params: { message: 'Approve?', requestedSchema: schema } });
  });

  it('renders an MCP URL interrupt as the URL consent, from the server the agent named, with its deadline', () => {
    const request = toRequest(mcpUrl, fallback, 'run-1', never)!;
    expect(request.server).toEqual({ name: 'demo' });
    expect(request.expiresAt).toBe(Date.parse(mcpUrl.expiresAt!));
    expect(readElicitRequestParams(request.params)).toMatchObject({ ok: true, mode: 'url', params: { url: 'https://example.com/terms' } });
  });

  it('leaves an interrupt with neither a schema nor an MCP link to the app', () => {
    expect(toRequest({ id: 'approve', reason: 'tool_approval' }, fallback, 'run-1', never)).toBeUndefined();
  });
});

describe('toResumeEntry', () => {
  it('maps accept, decline and cancel, echoing the ticket, in entries AG-UI’s schema accepts', () => {
    const entries = [
      toResumeEntry(langGraph, { action: 'accept', content: { approve: true } }),
      toResumeEntry(mcpUrl, { action: 'accept' }),
      toResumeEntry(mcpUrl, { action: 'decline' }),
      toResumeEntry(mcpUrl, { action: 'cancel' }),
    ];
    for (const entry of entries) expect(ResumeEntrySchema.parse(entry)).toEqual(entry);
    expect(entries).toEqual([
      { interruptId: 'lg-1', status: 'resolved', payload: { approve: true } },
      { interruptId: 'call-1:terms', status: 'resolved', metadata: { 'elicit-kit': { ticket: 't.sig' } } },
      { interruptId: 'call-1:terms', status: 'resolved', metadata: { 'elicit-kit': { ticket: 't.sig', action: 'decline' } } },
      { interruptId: 'call-1:terms', status: 'cancelled', metadata: { 'elicit-kit': { ticket: 't.sig' } } },
    ]);
  });
});
