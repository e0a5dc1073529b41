import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cloudEvent, INTEGRATION_EVENT_TYPES, INTEGRATION_EVENTS } from '@mina-sidor/shared/integration-event';
import { describe, expect, it } from 'vitest';

const doc = readFileSync(path.resolve(import.meta.dirname, '../../../../docs/integration.md'), 'utf8');

/** The JSON example under each `### \`type\`` heading of docs/integration.md. */
function documentedExamples(): Map<string, unknown> {
  const examples = new Map<string, unknown>();
  for (const match of doc.matchAll(/^### `([^`]+)`\n[\s\S]*?```json\n([\s\S]*?)\n```/gm)) examples.set(match[1]!, JSON.parse(match[2]!));
  return examples;
}

describe('the event catalogue in docs/integration.md', () => {
  it('shows every type with a valid CloudEvent whose data is the type’s example', () => {
    const examples = documentedExamples();
    expect([...examples.keys()]).toEqual(INTEGRATION_EVENT_TYPES);
    for (const type of INTEGRATION_EVENT_TYPES) {
      const event = cloudEvent.parse(examples.get(type));
      expect(event.type).toBe(type);
      expect(INTEGRATION_EVENTS[type].data.parse(event.data)).toEqual(INTEGRATION_EVENTS[type].example);
    }
  });
});
