import Button, { type ButtonProps } from '@mui/material/Button';
import { type MouseEvent, useEffect, useImperativeHandle, useRef } from 'react';

/**
 * A button that starts something and shows it is working (MUI's `loading`). While it works it is
 * disabled, and a browser drops the focus of a disabled button to the page: a keyboard user would
 * continue from the top. When the work ends with the focus still nowhere, it returns here, to the
 * button that had it. A message that tells the outcome may take it instead (useOutcomeFocus).
 */
export function ActionButton({ loading = false, onClick, ref, ...props }: ButtonProps) {
  const button = useRef<HTMLButtonElement>(null);
  useImperativeHandle(ref, () => button.current as HTMLButtonElement);
  // Whether the button had the focus when it was pressed (by click, Enter or Space).
  const hadFocus = useRef(false);
  useEffect(() => {
    if (loading || !hadFocus.current) return;
    hadFocus.current = false;
    const focused = document.activeElement;
    if (!focused || focused === document.body) button.current?.focus();
  }, [loading]);
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    hadFocus.current = document.activeElement === button.current;
    onClick?.(event);
  };
  return <Button {...props} ref={button} loading={loading} onClick={press} />;
}
