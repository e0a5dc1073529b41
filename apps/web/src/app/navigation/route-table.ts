import { allows, hasService, type RouteContext } from '@/shell/access.ts';
import type { PageHeaderOptions } from '@/shell/current-route.tsx';
import type { NavEntry, NavSection } from '@/shell/nav-model.ts';
import type { ChildRouteDefinition, LazyScreen, RouteDefinition, RouteFields, Section } from '@/shell/route-definition.ts';

/** A route the person has, as built for them. */
export interface ShellRoute {
  path: string;
  title: string;
  section: Section;
  screen: LazyScreen | null;
  redirect: string | null;
  hidden: boolean;
  header: PageHeaderOptions;
  children: ShellRoute[];
}

function visible(ctx: RouteContext, def: RouteFields): boolean {
  return hasService(ctx, def.infraService) && allows(ctx, def.when);
}

function select(ctx: RouteContext, defs: readonly ChildRouteDefinition[], section: Section, parentTitle: string | null): ShellRoute[] {
  return defs
    .filter((def) => visible(ctx, def))
    .map((def) => ({ ...def, title: def.retitled && allows(ctx, def.retitled.when) ? def.retitled.title : def.title }))
    .map((def) => ({
      path: def.path,
      title: def.title,
      section,
      screen: def.screen ?? null,
      redirect: def.redirect ?? null,
      hidden: def.hidden ?? false,
      // A child page's overline names its parent unless the table says otherwise.
      header: { ...(parentTitle ? { overline: parentTitle } : {}), ...def.header },
      children: select(ctx, def.children ?? [], section, def.title),
    }));
}

/** Every route of a tree, parents before their children. */
export function flattenRoutes(routes: readonly ShellRoute[]): ShellRoute[] {
  return routes.flatMap((route) => [route, ...flattenRoutes(route.children)]);
}

function withLiveRedirects(routes: readonly ShellRoute[], pages: ReadonlySet<string>): ShellRoute[] {
  return routes
    .map((route) => {
      const children = withLiveRedirects(route.children, pages);
      const redirect = route.redirect !== null && pages.has(route.redirect) ? route.redirect : null;
      return { ...route, redirect, children };
    })
    .filter((route) => route.screen !== null || route.redirect !== null || route.children.length > 0);
}

/**
 * The routes this person has, from the route table and their customer,
 * property and account (spec §2.5). Pure. A route whose service the property
 * lacks, or whose rule fails, is left out with its children; a redirect whose
 * target is left out goes too (it would only lead to "Hoppsan!").
 */
export function buildRouteTable(ctx: RouteContext, definitions: readonly RouteDefinition[]): ShellRoute[] {
  const selected = definitions.flatMap((def) => select(ctx, [def], def.section, null));
  const pages = new Set(
    flattenRoutes(selected)
      .filter((route) => route.screen !== null)
      .map((route) => route.path),
  );
  return withLiveRedirects(selected, pages);
}

export function hasRoute(routes: readonly ShellRoute[], path: string): boolean {
  return flattenRoutes(routes).some((route) => route.path === path);
}

const SECTIONS: { id: Section; title: string | null }[] = [
  { id: 'overview', title: null },
  { id: 'services', title: 'Tjänster' },
  { id: 'tools', title: 'Verktyg' },
];

const byTitle = new Intl.Collator('sv-SE');

function navEntries(routes: readonly ShellRoute[]): NavEntry[] {
  return routes
    .filter((route) => !route.hidden)
    .map((route) => {
      const children = navEntries(route.children);
      // A parent that is a page of its own is the first entry of its group.
      const own = route.screen && children.length > 0 ? [{ path: route.path, title: route.title, children: [] }] : [];
      return { path: route.path, title: route.title, children: [...own, ...children] };
    })
    .sort((a, b) => byTitle.compare(a.title, b.title));
}

/** The sidebar (spec §2.5): sections overview, "Tjänster" and "Verktyg", entries sorted by title; empty sections left out. */
export function sidebarSections(routes: readonly ShellRoute[]): NavSection[] {
  return SECTIONS.map(({ id, title }) => ({ id, title, entries: navEntries(routes.filter((route) => route.section === id)) })).filter(
    (section) => section.entries.length > 0,
  );
}
