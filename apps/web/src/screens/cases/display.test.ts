import { describe, expect, it } from 'vitest';
import { dateTime, fileProblem, fileSize, statusLabel } from './display.ts';

describe('a case’s status', () => {
  it('waits for "you" when the customer reads it, for the customer when someone else does', () => {
    expect(statusLabel('waiting-for-customer', 'customer')).toBe('Väntar på dig');
    expect(statusLabel('waiting-for-customer', 'other')).toBe('Väntar på kunden');
    expect(['received', 'in-progress', 'closed'].map((s) => statusLabel(s as 'received', 'other'))).toEqual(['Mottaget', 'Under handläggning', 'Avslutat']);
  });
});

describe('dates and sizes', () => {
  it('shows an instant as the date and time in Sweden', () => {
    expect(dateTime('2026-11-06T13:45:00.000Z')).toBe('2026-11-06 14:45');
    // Summer time, and a UTC evening that is already the next day in Sweden.
    expect(dateTime('2026-06-30T22:30:00.000Z')).toBe('2026-07-01 00:30');
  });

  it('shows a file’s size in kB under 1000 kB, else in MB with one decimal, in units of 1024', () => {
    expect(fileSize(12)).toBe('1\u00a0kB');
    expect(fileSize(340 * 1024)).toBe('340\u00a0kB');
    expect(fileSize(1.25 * 1024 * 1024)).toBe('1,3\u00a0MB');
    expect(fileSize(10 * 1024 * 1024)).toBe('10,0\u00a0MB');
  });
});

describe('a chosen file', () => {
  it('may be tried when it is a PDF, JPEG or PNG by name, or has no extension, up to 10 MB', () => {
    expect(fileProblem({ name: 'faktura.PDF', size: 1000 })).toBeNull();
    expect(fileProblem({ name: 'foto.jpeg', size: 10 * 1024 * 1024 })).toBeNull();
    expect(fileProblem({ name: 'skanning', size: 1000 })).toBeNull();
  });

  it('is refused before sending when empty, over 10 MB or named as another type', () => {
    expect(fileProblem({ name: 'tom.pdf', size: 0 })).toBe('Bilagan är tom.');
    expect(fileProblem({ name: 'stor.png', size: 10 * 1024 * 1024 + 1 })).toBe('Bilagan är för stor. Den får vara högst 10 MB.');
    expect(fileProblem({ name: 'IMG_0001.HEIC', size: 1000 })).toBe('Bilagan måste vara en PDF-, JPEG- eller PNG-fil.');
  });
});
