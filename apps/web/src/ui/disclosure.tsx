import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type ReactNode, useId, useState } from 'react';

/**
 * "Visa …"/"Dölj …": a card's details, loaded and shown on request below the button, which names
 * the card it belongs to (`describedBy`: the card's title) for screen readers.
 */
export function Disclosure({ show, hide, describedBy, children }: { show: string; hide: string; describedBy: string; children: () => ReactNode }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  return (
    <div>
      {/* Pulled back by the text button's own padding, so its words line up with the card's text above. */}
      <Button
        variant="text"
        onClick={() => setOpen((shown) => !shown)}
        aria-expanded={open}
        aria-controls={detailsId}
        aria-describedby={describedBy}
        sx={{ ml: -1 }}
      >
        {open ? hide : show}
      </Button>
      <Box id={detailsId} sx={{ '&:not(:empty)': { mt: 2 } }}>
        {open && children()}
      </Box>
    </div>
  );
}
