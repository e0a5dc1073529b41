import { expect } from 'vitest';

// Assertions about what a person sees, for elements found by role or text: that an element
// exists is already said by the query that found it, so these check what it shows.

interface DomMatchers<R = unknown> {
  /** In the document and not hidden: no `hidden`, `display: none` or `visibility: hidden` on it or above it. */
  toBeVisible(): R;
  /** Its text, whitespace collapsed, contains the string or matches the pattern. */
  toHaveTextContent(expected: string | RegExp): R;
  /** It has the attribute, with this value when one is given. */
  toHaveAttribute(name: string, value?: string): R;
}

declare module 'vitest' {
  // biome-ignore lint/suspicious/noExplicitAny: the type parameter must read exactly as Vitest declares it, or the interfaces do not merge.
  interface Matchers<T = any> extends DomMatchers<T> {}
}

function asElement(received: unknown): Element {
  if (received instanceof Element) return received;
  throw new TypeError(`expected a DOM element, got ${String(received)}`);
}

function hiddenBy(element: Element): Element | null {
  for (let node: Element | null = element; node; node = node.parentElement) {
    const style = getComputedStyle(node);
    if ((node instanceof HTMLElement && node.hidden) || style.display === 'none' || style.visibility === 'hidden') return node;
  }
  return null;
}

/** Whitespace as a reader sees it: any run of it (no-break spaces in Swedish numbers too) is one space. */
const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

expect.extend({
  toBeVisible(received: unknown) {
    const element = asElement(received);
    const hider = element.isConnected ? hiddenBy(element) : element;
    return {
      pass: hider === null,
      message: () =>
        this.isNot
          ? `expected <${element.tagName.toLowerCase()}> not to be visible`
          : `expected <${element.tagName.toLowerCase()}> to be visible, but ${element.isConnected ? `<${hider?.tagName.toLowerCase()}> hides it` : 'it is not in the document'}`,
    };
  },
  toHaveTextContent(received: unknown, expected: string | RegExp) {
    const actual = collapse(asElement(received).textContent ?? '');
    return {
      pass: typeof expected === 'string' ? actual.includes(collapse(expected)) : expected.test(actual),
      message: () => `expected the text ${JSON.stringify(actual)} ${this.isNot ? 'not ' : ''}to contain ${String(expected)}`,
    };
  },
  toHaveAttribute(received: unknown, name: string, value?: string) {
    const actual = asElement(received).getAttribute(name);
    return {
      pass: actual !== null && (value === undefined || actual === value),
      message: () => {
        const wanted = value === undefined ? name : `${name}="${value}"`;
        return `expected the attribute ${wanted} ${this.isNot ? 'not ' : ''}to be there; it is ${actual === null ? 'missing' : `"${actual}"`}`;
      },
    };
  },
});
