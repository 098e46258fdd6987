/**
 * The playground's /preview page (the kit's ElicitationPreview): reached from the chat, a shared
 * link opens the request it holds, the answer's exact JSON shows, edits go into the address, and
 * a broken link gets a clear message instead of a crash. Nothing is sent to the demo server.
 */
import { describe, expect, it } from 'vitest';
import { POLL } from './support/playground.js';
import { useE2eSuite } from './support/suite.js';

const suite = useE2eSuite(import.meta.url);

const SHARED = {
  mode: 'form',
  message: 'How many seats, and which cabin?',
  requestedSchema: {
    type: 'object',
    properties: {
      seats: { type: 'integer', title: 'Seats', minimum: 1, maximum: 9 },
      cabin: {
        type: 'string',
        title: 'Cabin',
        oneOf: [
          { const: 'eco', title: 'Economy' },
          { const: 'biz', title: 'Business' },
        ],
      },
    },
    required: ['seats', 'cabin'],
  },
};

const shareLink = (base: string, text: string) => `${new URL('/preview', base).href}#request=${encodeURIComponent(text)}`;

describe('/preview: try your own request', () => {
  it('opens from the chat with a sample request, its reading and what each answer sends', async () => {
    const { page, stack } = suite;
    await page.getByRole('link', { name: 'Try your own request' }).click();
    await page.waitForURL((url) => url.pathname === '/preview');
    await page.getByRole('heading', { name: 'Try your own request' }).waitFor();
    const seen = page.getByRole('region', { name: 'What the person sees' });
    await seen.getByText('Deploy v2.4.1 to production?').first().waitFor();
    await page.getByRole('region', { name: 'What each answer sends' }).getByText('"action": "decline"').waitFor();
    await suite.checkScreen('preview-sample');
    expect(await stack.answers()).toEqual([]);
  });

  it('a shared link shows its request; Submit shows the exact JSON; edits go into the address and survive a reload', async () => {
    const { page, stack } = suite;
    const text = JSON.stringify(SHARED, null, 2);
    await page.goto(shareLink(stack.playgroundUrl, text));
    const editor = page.getByRole('textbox', { name: 'Request (JSON)' });
    expect(await editor.inputValue()).toBe(text);
    const seen = page.getByRole('region', { name: 'What the person sees' });
    await seen.getByRole('textbox', { name: /Seats/ }).fill('2');
    await seen.getByRole('radio', { name: 'Business' }).check();
    await seen.getByRole('button', { name: 'Submit' }).click();
    const sent = page.getByRole('region', { name: 'Sent' });
    expect(JSON.parse(await sent.locator('pre').innerText())).toEqual({ action: 'accept', content: { seats: 2, cabin: 'biz' } });
    expect(await sent.locator('pre').innerText()).toBe(JSON.stringify({ action: 'accept', content: { seats: 2, cabin: 'biz' } }, null, 2));
    await suite.checkScreen('preview-shared-sent');

    // An edit (a bare schema now) is in the address at once, so the address is the share link.
    const bare = JSON.stringify({ type: 'object', properties: { city: { type: 'string', title: 'City' } } });
    await editor.fill(bare);
    await seen.getByRole('textbox', { name: 'City' }).waitFor();
    await expect.poll(() => page.evaluate(() => window.location.hash), POLL).toBe(`#request=${encodeURIComponent(bare)}`);
    await page.reload();
    expect(await page.getByRole('textbox', { name: 'Request (JSON)' }).inputValue()).toBe(bare);
    await page.getByText('Read as a bare requestedSchema (form mode, no message).').waitFor();
    // The preview sends nothing anywhere: the demo server heard no answer.
    expect(await stack.answers()).toEqual([]);
  });

  it('a broken link says what is wrong and does not crash; fixing the text shows the request', async () => {
    const { page, stack } = suite;
    await page.goto(shareLink(stack.playgroundUrl, '{ "message": "Seats?", "requestedSchema": '));
    const editor = page.getByRole('textbox', { name: 'Request (JSON)' });
    expect(await editor.getAttribute('aria-invalid')).toBe('true');
    await page.getByText(/^This is not valid JSON \(.+\)\. Fix it to see the request\.$/).waitFor();
    expect(await page.getByRole('region', { name: 'What the person sees' }).count()).toBe(0);
    await suite.checkScreen('preview-bad-json');
    await editor.press('End');
    await editor.pressSequentially('{ "type": "object", "properties": { "n": { "type": "number", "title": "Count" } } } }');
    await page.getByRole('region', { name: 'What the person sees' }).getByRole('textbox', { name: 'Count' }).waitFor();
    expect(await editor.getAttribute('aria-invalid')).toBeNull();
  });
});
