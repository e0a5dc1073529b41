import type { ComponentType } from 'react';
import type { Params } from 'react-router';
import type { Rule } from './access.ts';
import type { PageHeaderOptions } from './current-route.tsx';
import type { NavSection } from './nav-model.ts';

// A screen declares its route(s) with these in its folder's route.ts: a page of the main shell (spec §2.5–2.6)
// or a page outside it (spec §2.1); app/router.tsx puts the declarations in one route tree.

export type Section = NavSection['id'];

/**
 * A screen's code, loaded when its route is first opened (React Router's route.lazy, before the page
 * renders, beside the shell's own code on the first page): `() => import('./x-screen.tsx').then((module) => module.XScreen)`.
 */
export type LazyScreen = () => Promise<ComponentType>;

export interface RouteFields {
  /** Absolute path. */
  path: string;
  /** The sidebar entry, the document title and the page title. */
  title: string;
  /** Another title where the rule holds (spec §2.6: avlasning is "Lämna mätarställning" when the water is read manually). */
  retitled?: { when: Rule; title: string };
  /** The screen; absent for a route that only redirects or groups its children. */
  screen?: LazyScreen;
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

/**
 * A page outside the main shell, in the plain page frame (spec §2.1). `public`: anyone may open it, signed in or
 * not; `signedIn`: the guard sends a signed-out person to sign in and back.
 */
export interface FramedRouteDefinition {
  path: string;
  access: 'public' | 'signedIn';
  screen: LazyScreen;
  /** Spec §2.1: not on the production host, where the path is just unknown. */
  notInProduction?: boolean;
  /** Runs as the address is opened, before the guard can send the person to sign in: what the address carries that must survive the trip. */
  keepFromAddress?: (params: Params) => void;
}
