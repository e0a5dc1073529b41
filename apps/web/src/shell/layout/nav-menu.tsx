import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { useId, useState } from 'react';
import { NavLink } from 'react-router';
import type { NavEntry, NavSection } from '../nav-model.ts';

const itemSx = {
  borderRadius: 2,
  mx: 1,
  py: 0.75,
  '&.active': { bgcolor: 'action.selected', '& .MuiListItemText-primary': { fontWeight: 700 } },
} as const;

/** The sections of the sidebar (spec §2.5): "Tjänster", "Verktyg"; a page's children collapse under it. */
export function NavMenu({ sections, onNavigate }: { sections: NavSection[]; onNavigate?: () => void }) {
  return (
    <>
      {sections.map((section) => (
        <NavSectionList key={section.id} section={section} onNavigate={onNavigate} />
      ))}
    </>
  );
}

function NavSectionList({ section, onNavigate }: { section: NavSection; onNavigate: (() => void) | undefined }) {
  const headingId = useId();
  return (
    <List
      aria-labelledby={section.title ? headingId : undefined}
      subheader={
        section.title ? (
          <ListSubheader
            id={headingId}
            disableSticky
            sx={{ bgcolor: 'transparent', lineHeight: 2.5, fontWeight: 700, textTransform: 'uppercase', fontSize: '0.75rem', letterSpacing: '0.08em' }}
          >
            {section.title}
          </ListSubheader>
        ) : undefined
      }
    >
      {section.entries.map((entry) => (
        <NavItem key={entry.path} entry={entry} depth={0} onNavigate={onNavigate} />
      ))}
    </List>
  );
}

function NavItem({ entry, depth, onNavigate }: { entry: NavEntry; depth: number; onNavigate: (() => void) | undefined }) {
  if (entry.children.length > 0) return <NavGroup entry={entry} depth={depth} onNavigate={onNavigate} />;
  return (
    <ListItem disablePadding>
      <ListItemButton component={NavLink} to={entry.path} end onClick={onNavigate} sx={{ ...itemSx, pl: 2 + depth * 2 }}>
        <ListItemText primary={entry.title} />
      </ListItemButton>
    </ListItem>
  );
}

// A group folds by its grid row's height, in CSS alone: MUI's Collapse measures the list in script and would
// bring its transition code into the shell every page loads. Folded, the links are hidden from focus too.
const foldSx = {
  display: 'grid',
  transition: 'grid-template-rows 200ms ease-in-out, visibility 200ms',
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
} as const;

/** A collapsible group; it starts open, so every page is in sight until the person folds the group. */
function NavGroup({ entry, depth, onNavigate }: { entry: NavEntry; depth: number; onNavigate: (() => void) | undefined }) {
  const listId = useId();
  const [open, setOpen] = useState(true);
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)} sx={{ ...itemSx, pl: 2 + depth * 2 }}>
        <ListItemText primary={entry.title} />
        {open ? <ExpandLessIcon aria-hidden /> : <ExpandMoreIcon aria-hidden />}
      </ListItemButton>
      <Box id={listId} sx={{ ...foldSx, gridTemplateRows: open ? '1fr' : '0fr', visibility: open ? 'visible' : 'hidden' }}>
        <List disablePadding sx={{ overflow: 'hidden', minHeight: 0 }}>
          {entry.children.map((child) => (
            <NavItem key={child.path} entry={child} depth={depth + 1} onNavigate={onNavigate} />
          ))}
        </List>
      </Box>
    </ListItem>
  );
}
