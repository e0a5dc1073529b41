import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ActionButton } from './action-button.tsx';

/** Sends for as long as the test says; `outcome` focuses a message when done, as a form's outcome does. */
function Sender({ outcome = false }: { outcome?: boolean }) {
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);
  return (
    <>
      <ActionButton loading={sending} onClick={() => setSending(true)}>
        Skicka
      </ActionButton>
      <button
        type="button"
        onClick={() => {
          setSending(false);
          setDone(true);
        }}
      >
        Klart
      </button>
      {outcome && done && (
        <p tabIndex={-1} ref={(element) => element?.focus()}>
          Skickat
        </p>
      )}
    </>
  );
}

// jsdom keeps the focus on a disabled button; a browser drops it to the page, as blur() does here.
const dropFocus = () => act(() => (document.activeElement as HTMLElement).blur());
const finish = () => act(() => screen.getByRole('button', { name: 'Klart' }).click());

describe('ActionButton', () => {
  it('takes the focus back when it has done its work and the browser dropped it meanwhile', async () => {
    const user = userEvent.setup();
    render(<Sender />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect((screen.getByRole('button', { name: 'Skicka' }) as HTMLButtonElement).disabled).toBe(true);
    dropFocus();
    expect(document.activeElement).toBe(document.body);

    finish();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Skicka' }));
  });

  it('leaves the focus where the outcome put it', async () => {
    const user = userEvent.setup();
    render(<Sender outcome />);
    await user.tab();
    await user.keyboard('{Enter}');
    dropFocus();

    finish();
    expect(document.activeElement).toBe(screen.getByText('Skickat'));
  });

  it('does not take the focus when it did not have it when pressed', async () => {
    render(<Sender />);
    act(() => screen.getByRole('button', { name: 'Skicka' }).click());
    finish();
    expect(document.activeElement).not.toBe(screen.getByRole('button', { name: 'Skicka' }));
  });
});
