import type { GroupPoint, GroupStructure } from '@mina-sidor/shared/group-report';
import { utilityName } from '@/lib/swedish.ts';

/** One item of the tree: an organisation, a site or a metering point. */
export interface TreeNode {
  /** Unique in the tree: a site under two organisations is two items. */
  id: string;
  kind: 'organisation' | 'site' | 'point';
  label: string;
  detail: string;
  children: TreeNode[];
}

const POINT_TYPES: Record<GroupPoint['type'], string> = { CONSUMPTION: 'Huvudmätare', PRODUCTION: 'Produktion', SUBMETER: 'Undermätare' };

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The structure as tree items: organisations → sites → metering points, in the server's order. */
export function treeOf(structure: GroupStructure): TreeNode[] {
  return structure.organisations.map((organisation) => ({
    id: organisation.customerAccountId,
    kind: 'organisation',
    label: organisation.name,
    detail: [
      `Kundkonto ${organisation.customerAccountId}`,
      count(organisation.sites.length, 'anläggning', 'anläggningar'),
      organisation.active ? null : 'inaktivt',
    ]
      .filter(Boolean)
      .join(' · '),
    children: organisation.sites.map((site) => ({
      id: `${organisation.customerAccountId}/${site.facilityKey}`,
      kind: 'site',
      label: site.facilityName,
      detail: `${site.address} · ${count(site.meteringPoints.length, 'mätpunkt', 'mätpunkter')}`,
      children: site.meteringPoints.map((point) => ({
        id: `${organisation.customerAccountId}/${site.facilityKey}/${point.meteringPointId}`,
        kind: 'point',
        // A sub-meter is known by its own name ("Undermätare plan 2"), a main meter and production by their kind.
        label: point.name ? `${utilityName(point.service)}: ${point.name}` : `${utilityName(point.service)}, ${POINT_TYPES[point.type].toLowerCase()}`,
        detail: `Mätare ${point.meterNumber} · mätpunkt ${point.meteringPointId}`,
        children: [],
      })),
    })),
  }));
}

/** A shown item with what the keyboard needs: its parent and depth. */
export type VisibleNode = { node: TreeNode; parentId: string | null; level: number };

/** The items on screen, top to bottom: every root, and the children of every expanded item. */
export function visibleNodes(roots: readonly TreeNode[], expanded: ReadonlySet<string>): VisibleNode[] {
  const shown: VisibleNode[] = [];
  const walk = (nodes: readonly TreeNode[], parentId: string | null, level: number) => {
    for (const node of nodes) {
      shown.push({ node, parentId, level });
      if (expanded.has(node.id)) walk(node.children, node.id, level + 1);
    }
  };
  walk(roots, null, 1);
  return shown;
}

/** What a key does in the tree (WAI-ARIA tree view pattern): move the focus, or expand or collapse an item. */
export type TreeMove = { focus: string } | { expand: string } | { collapse: string } | null;

/**
 * The tree view pattern's keys: ↓ ↑ to the next and previous shown item, → expands a closed item
 * or enters an open one, ← collapses an open item or goes to its parent, Home and End to the first
 * and last shown item, Enter expands or collapses.
 */
export function keyMove(key: string, shown: readonly VisibleNode[], expanded: ReadonlySet<string>, focusedId: string): TreeMove {
  const index = shown.findIndex((v) => v.node.id === focusedId);
  const current = shown[index];
  if (!current) return null;
  const hasChildren = current.node.children.length > 0;
  const isOpen = expanded.has(focusedId);
  switch (key) {
    case 'ArrowDown':
      return index < shown.length - 1 ? { focus: shown[index + 1]!.node.id } : null;
    case 'ArrowUp':
      return index > 0 ? { focus: shown[index - 1]!.node.id } : null;
    case 'ArrowRight':
      if (!hasChildren) return null;
      return isOpen ? { focus: current.node.children[0]!.id } : { expand: focusedId };
    case 'ArrowLeft':
      if (hasChildren && isOpen) return { collapse: focusedId };
      return current.parentId === null ? null : { focus: current.parentId };
    case 'Home':
      return { focus: shown[0]!.node.id };
    case 'End':
      return { focus: shown.at(-1)!.node.id };
    case 'Enter':
      if (!hasChildren) return null;
      return isOpen ? { collapse: focusedId } : { expand: focusedId };
    default:
      return null;
  }
}

/** Every item with children: what "Fäll ut alla" opens. */
export function allParents(roots: readonly TreeNode[]): string[] {
  return roots.flatMap((node) => (node.children.length > 0 ? [node.id, ...allParents(node.children)] : []));
}
