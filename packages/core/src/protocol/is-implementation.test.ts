import { describe, expect, it } from 'vitest';
import { readFixture } from '@elicit-kit/test-support/fixtures';
import { isImplementation } from './is-implementation.js';
import { CLIENT_INFO_META_KEY, SERVER_INFO_META_KEY } from './types.js';

describe('isImplementation', () => {
  it.each([
    [{ name: 'acme', version: '1.0.0' }, true],
    [{ name: '', version: '', title: 'Acme', description: 'd', websiteUrl: 'https://acme.example' }, true],
    [{ name: 'a', version: '1', icons: [{ src: 'https://a/i.png', mimeType: 'image/png', sizes: ['48x48'], theme: 'dark' }] }, true],
    [{ name: 'a', version: '1', icons: [] }, true],
    [{ name: 'a' }, false],
    [{ version: '1' }, false],
    [{ name: 'a', version: 1 }, false],
    [{ name: 'a', version: '1', title: 5 }, false],
    [{ name: 'a', version: '1', websiteUrl: null }, false],
    [{ name: 'a', version: '1', icons: {} }, false],
    [{ name: 'a', version: '1', icons: [{}] }, false],
    [{ name: 'a', version: '1', icons: [{ src: 's', sizes: '48x48' }] }, false],
    [{ name: 'a', version: '1', icons: [{ src: 's', theme: 'blue' }] }, false],
    [{ name: 'a', version: '1', icons: [{ src: 's', mimeType: 1 }] }, false],
    ['acme', false],
  ])('%j → %s', (input, expected) => {
    expect(isImplementation(input)).toBe(expected);
  });

  it('accepts clientInfo and serverInfo from the captures', () => {
    const request = readFixture('mrtr-sdk-2.4.0/server-discover.request.json') as { params: { _meta: Record<string, unknown> } };
    const response = readFixture('tmcp-1.20.0/book.2.response.json') as { result: { _meta: Record<string, unknown> } };
    expect(isImplementation(request.params._meta[CLIENT_INFO_META_KEY])).toBe(true);
    expect(isImplementation(response.result._meta[SERVER_INFO_META_KEY])).toBe(true);
  });
});
