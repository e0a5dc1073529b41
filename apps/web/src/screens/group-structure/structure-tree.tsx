import BusinessIcon from '@mui/icons-material/Business';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import HomeWorkIcon from '@mui/icons-material/HomeWork';
import SpeedIcon from '@mui/icons-material/Speed';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { focusRing, INSET_OFFSET } from '@/ui/focus-ring.ts';
import { keyMove, type TreeNode, visibleNodes } from './tree-model.ts';

const ICONS = { organisation: BusinessIcon, site: HomeWorkIcon, point: SpeedIcon } as const;

interface Props {
  roots: TreeNode[];
  label: string;
  expanded: ReadonlySet<string>;
  onExpandedChange: (expanded: Set<string>) => void;
}

/**
 * A WAI-ARIA tree on MUI's List (no tree component is among the dependencies): one tab stop, the
 * focused item's (roving tabindex); arrow keys, Home and End move and open as the pattern says
 * (tree-model.ts); a click opens or closes an item.
 */
export function StructureTree({ roots, label, expanded, onExpandedChange }: Props) {
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const prefix = useId();
  const items = useRef(new Map<string, HTMLLIElement>());
  const shown = visibleNodes(roots, expanded);
  // The tab stop stays on a shown item: the first, until the person moves, or when its parent closed over it.
  const tabStop = shown.some((v) => v.node.id === focusedId) ? focusedId : (shown[0]?.node.id ?? null);

  const focus = (id: string) => {
    setFocusedId(id);
    items.current.get(id)?.focus();
  };
  const toggle = (id: string, open: boolean) => {
    const next = new Set(expanded);
    if (open) next.add(id);
    else next.delete(id);
    onExpandedChange(next);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (tabStop === null) return;
    const move = keyMove(event.key, shown, expanded, tabStop);
    if (!move) return;
    event.preventDefault();
    event.stopPropagation();
    if ('focus' in move) focus(move.focus);
    else if ('expand' in move) toggle(move.expand, true);
    else toggle(move.collapse, false);
  };

  const renderItems = (nodes: readonly TreeNode[], level: number) =>
    nodes.map((node, index) => {
      const open = expanded.has(node.id);
      const parent = node.children.length > 0;
      const Icon = ICONS[node.kind];
      return (
        <Box
          component="li"
          key={node.id}
          role="treeitem"
          aria-level={level}
          aria-setsize={nodes.length}
          aria-posinset={index + 1}
          aria-expanded={parent ? open : undefined}
          // Named by its own row: an item's content includes its open children.
          aria-labelledby={`${prefix}-${node.id}`}
          tabIndex={node.id === tabStop ? 0 : -1}
          ref={(element: HTMLLIElement | null) => {
            if (element) items.current.set(node.id, element);
            else items.current.delete(node.id);
          }}
          onFocus={(event) => {
            // Only the item itself: focus inside a child bubbles up through its ancestors.
            if (event.target === event.currentTarget) setFocusedId(node.id);
          }}
          // The ring goes round the item's own row, not round its open children too.
          sx={{ listStyle: 'none', outline: 'none', '&:focus-visible > .tree-row': (theme) => focusRing(theme, INSET_OFFSET) }}
        >
          <Box
            className="tree-row"
            onClick={() => {
              focus(node.id);
              if (parent) toggle(node.id, !open);
            }}
            sx={{
              display: 'flex',
              alignItems: 'flex-start',
              gap: 1,
              py: 0.75,
              pr: 1,
              pl: { xs: (level - 1) * 2, sm: (level - 1) * 3.5 },
              borderRadius: 1,
              cursor: parent ? 'pointer' : 'default',
              bgcolor: node.id === tabStop ? 'action.selected' : undefined,
              '&:hover': { bgcolor: 'action.hover' },
            }}
          >
            <Box sx={{ width: 24, height: 24, flexShrink: 0, color: 'text.secondary' }} aria-hidden="true">
              {parent && (open ? <ExpandMoreIcon /> : <ChevronRightIcon />)}
            </Box>
            <Icon aria-hidden="true" sx={{ color: 'primary.main', flexShrink: 0 }} />
            <Box sx={{ minWidth: 0 }}>
              <Box id={`${prefix}-${node.id}`}>
                <Typography sx={{ fontWeight: node.kind === 'point' ? 400 : 700, overflowWrap: 'anywhere' }}>{node.label}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {node.detail}
                </Typography>
              </Box>
            </Box>
          </Box>
          {parent && open && (
            <List role="group" disablePadding>
              {renderItems(node.children, level + 1)}
            </List>
          )}
        </Box>
      );
    });

  return (
    <List role="tree" aria-label={label} disablePadding onKeyDown={onKeyDown}>
      {renderItems(roots, 1)}
    </List>
  );
}
