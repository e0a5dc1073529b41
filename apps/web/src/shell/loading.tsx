import { StatusMessage } from './status-message.tsx';

export function Loading() {
  return <StatusMessage>Laddar...</StatusMessage>;
}
