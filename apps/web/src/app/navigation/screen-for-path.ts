import type { ComponentType } from 'react';
import { matchPath } from 'react-router';
import type { ChildRouteDefinition } from '@/shell/route-definition.ts';

/**
 * The screen the route table declares for a path (paths are absolute, children's too), whoever is
 * signed in; null where none does. What a person may see is decided when the table is built for
 * them: this only names the code to fetch.
 */
export function screenForPath(definitions: readonly ChildRouteDefinition[], pathname: string): ComponentType | null {
  for (const definition of definitions) {
    if (definition.component && matchPath(definition.path, pathname)) return definition.component;
    const child = screenForPath(definition.children ?? [], pathname);
    if (child) return child;
  }
  return null;
}
