import { email } from '@mina-sidor/shared/contact';
import TextField from '@mui/material/TextField';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { useSchemaForm } from './schema-form.ts';

/** What a screen reader reads after the field's name: the texts its aria-describedby points at. */
function description(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

// The web app's schemas are zod/mini's (decision 0065), the shared e-mail rule among them.
const signup = z.object({ name: z.string().check(z.trim(), z.minLength(1, { error: 'Ange ditt namn' })), email });

function Signup({ schema, onValid }: { schema: typeof signup; onValid: (values: { name: string; email: string }) => void }) {
  const form = useSchemaForm(schema, { name: '', email: '' });
  return (
    <form noValidate onSubmit={form.submit(onValid)}>
      <TextField label="Namn" {...form.field('name', 'Som det står på fakturan.')} />
      <TextField label="Mejladress" {...form.field('email')} />
      <button type="submit">Skicka</button>
    </form>
  );
}

describe('useSchemaForm with a zod/mini schema', () => {
  it('says nothing before the first attempt, then shows the messages at their fields and focuses the first', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<Signup schema={signup} onValid={onValid} />);
    const name = screen.getByRole('textbox', { name: 'Namn' });
    await user.type(name, ' ');
    expect(description(name)).toBe('Som det står på fakturan.');

    await user.click(screen.getByRole('button', { name: 'Skicka' }));

    await screen.findByText('Ange ditt namn');
    expect(document.activeElement).toBe(name);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(description(name)).toBe('Ange ditt namn');
    expect(description(screen.getByRole('textbox', { name: 'Mejladress' }))).toBe('Ange en mejladress');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('lets the messages follow the typing after an attempt and sends the schema output', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<Signup schema={signup} onValid={onValid} />);
    await user.type(screen.getByRole('textbox', { name: 'Namn' }), '  Anna ');
    await user.click(screen.getByRole('button', { name: 'Skicka' }));
    const address = screen.getByRole('textbox', { name: 'Mejladress' });
    expect(document.activeElement).toBe(address);

    await user.type(address, 'anna@');
    expect(description(address)).toBe('Ange en giltig mejladress');
    await user.type(address, 'example.se');
    expect(address).not.toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: 'Skicka' }));
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(onValid.mock.calls[0]?.[0]).toEqual({ name: 'Anna', email: 'anna@example.se' });
  });

  it('says a check without a message of its own in Swedish, as the server does', async () => {
    const user = userEvent.setup();
    const short = z.object({ name: z.string().check(z.maxLength(3)), email });
    render(<Signup schema={short as unknown as typeof signup} onValid={vi.fn()} />);
    const name = screen.getByRole('textbox', { name: 'Namn' });
    await user.type(name, 'Annika');
    await user.click(screen.getByRole('button', { name: 'Skicka' }));
    expect(description(name)).not.toBe('Invalid input');
    expect(description(name)).toMatch(/För (stor|lång).*3 tecken/);
  });

  it('checks a live form as it is typed: a changed field at once, and a rule tying two fields after either changes', async () => {
    const user = userEvent.setup();
    const digits = z.string().check(z.regex(/^\d+$/, { error: 'Ange siffror' }));
    const range = z
      .object({ from: digits, to: digits })
      .check(z.refine((r) => Number(r.from) <= Number(r.to), { error: 'Till får inte vara före från', path: ['to'] }));
    function Range() {
      const form = useSchemaForm(range, { from: '', to: '' }, { live: true });
      return (
        <form noValidate onSubmit={form.submit(vi.fn())}>
          <TextField label="Från" {...form.field('from')} />
          <TextField label="Till" {...form.field('to', 'Det största talet.')} />
        </form>
      );
    }
    render(<Range />);
    const from = screen.getByRole('textbox', { name: 'Från' });
    const to = screen.getByRole('textbox', { name: 'Till' });
    await user.type(from, 'x');
    expect(description(from)).toBe('Ange siffror');
    // Not changed yet: no message, though it is empty.
    expect(description(to)).toBe('Det största talet.');

    await user.clear(from);
    await user.type(from, '5');
    await user.type(to, '3');
    expect(description(to)).toBe('Till får inte vara före från');
    await user.clear(from);
    await user.type(from, '2');
    expect(description(to)).toBe('Det största talet.');
  });
});
