import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { commonMessagesEn } from '../messages/common.js';
import { expectNoAxeViolations } from '../test-support/axe.js';
import { CrashFallback } from './CrashFallback.js';
import { ElicitationBoundary } from './ElicitationBoundary.js';
import { ServerText } from './ServerText.js';

const { showMore, showLess } = commonMessagesEn;

describe('ServerText', () => {
  it('renders HTML as inert text', () => {
    const { container } = render(
      <ServerText text={'<img src=x onerror=alert(1)><a href="https://evil.example">click</a>'} showMore={showMore} showLess={showLess} />,
    );
    expect(container.querySelector('img, a')).toBeNull();
    expect(container.textContent).toContain('<a href="https://evil.example">click</a>');
  });

  it('clips 10,000 characters behind a toggle and reveals them on demand', async () => {
    const text = 'x'.repeat(10_000);
    render(<ServerText text={text} showMore={showMore} showLess={showLess} />);
    const toggle = screen.getByRole('button', { name: 'Show 9,400 more characters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('never splits a surrogate pair when clipping', () => {
    const { container } = render(<ServerText text={'😀'.repeat(700)} clipAt={10} showMore={showMore} showLess={showLess} />);
    expect(container.querySelector('p')?.textContent).toBe('😀'.repeat(10) + '…');
  });

  it('draws a short text as the paragraph alone, still carrying the part and its state', () => {
    const { container } = render(<ServerText id="msg" text="Where to?" showMore={showMore} showLess={showLess} />);
    expect(container.innerHTML).toBe(
      '<p class="ek-server-text ek-server-text-body" id="msg" dir="auto" data-ek-part="server-text" data-state="full">Where to?</p>',
    );
  });

  it('has no axe violations', async () => {
    const { container } = render(<ServerText text={'hello '.repeat(200)} showMore={showMore} showLess={showLess} />);
    await expectNoAxeViolations(container);
  });
});

describe('ElicitationBoundary + CrashFallback', () => {
  function Boom(): never {
    throw new Error('broken field');
  }

  it('contains a crash and still lets the person decline or cancel', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onRespond = vi.fn();
    const onError = vi.fn(() => {
      throw new Error('a failing logger is contained too');
    });
    render(
      <div>
        <p>host chat</p>
        <ElicitationBoundary onError={onError} fallback={() => <CrashFallback messages={commonMessagesEn} onRespond={onRespond} />}>
          <Boom />
        </ElicitationBoundary>
      </div>,
    );
    expect(screen.getByText('host chat')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This request could not be shown');
    expect(onError).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onRespond.mock.calls).toEqual([[{ action: 'decline' }], [{ action: 'cancel' }]]);
    vi.restoreAllMocks();
  });
});
