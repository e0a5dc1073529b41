import { afterEach, describe, expect, it } from 'vitest';

afterEach(() => document.body.replaceChildren());

function element(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  return host;
}

describe('the DOM matchers', () => {
  it('toBeVisible fails for an element hidden on it or above it, and one not in the document', () => {
    const host = element('<p id="a">A</p><div style="display: none"><p id="b">B</p></div><p id="c" hidden>C</p><p id="d" style="visibility: hidden">D</p>');
    expect(host.querySelector('#a')).toBeVisible();
    for (const id of ['#b', '#c', '#d']) expect(() => expect(host.querySelector(id)).toBeVisible()).toThrow();
    expect(() => expect(document.createElement('p')).toBeVisible()).toThrow(/not in the document/);
  });

  it('toHaveTextContent reads whitespace as a reader does, and fails for other text', () => {
    const host = element('<p>1\u00a0088   kWh</p>');
    expect(host).toHaveTextContent('1 088 kWh');
    expect(host).toHaveTextContent(/^1 088 kWh$/);
    expect(() => expect(host).toHaveTextContent('1 148 kWh')).toThrow();
  });

  it('toHaveAttribute checks presence, and the value when given', () => {
    const host = element('<a href="/el">El</a>');
    const link = host.querySelector('a');
    expect(link).toHaveAttribute('href');
    expect(link).toHaveAttribute('href', '/el');
    expect(() => expect(link).toHaveAttribute('href', '/')).toThrow();
    expect(() => expect(link).toHaveAttribute('aria-current')).toThrow();
  });
});
