import type { ComponentType } from 'react';
import type { Rule } from './access.ts';
import type { PageHeaderOptions } from './current-route.tsx';
import type { NavSection } from './nav-model.ts';

// A screen declares its place in the shell with these (spec §2.5–2.6); the app lists the declarations.

export type Section = NavSection['id'];

export interface RouteFields {
  /** Absolute path. */
  path: string;
  /** The sidebar entry, the document title and the page title. */
  title: string;
  /** Another title where the rule holds (spec §2.6: avlasning is "Lämna mätarställning" when the water is read manually). */
  retitled?: { when: Rule; title: string };
  /** The screen (lazily loaded); absent for a route that only redirects or groups its children. */
  component?: ComponentType;
  /** Where the route sends the person; kept only when the target route exists for them. */
  redirect?: string;
  /** The route shows only if the selected property has this service (spec §2.5). */
  infraService?: string;
  /** A named visibility rule of access.ts; the route does not exist where it fails. */
  when?: Rule;
  /** Reachable, but not in the sidebar (a page reached from another page). */
  hidden?: boolean;
  header?: PageHeaderOptions;
}

export interface ChildRouteDefinition extends RouteFields {
  children?: ChildRouteDefinition[];
}

/** One row of the route table (spec §2.5–2.6). Children take the section and service of their parent. */
export interface RouteDefinition extends RouteFields {
  section: Section;
  children?: ChildRouteDefinition[];
}
