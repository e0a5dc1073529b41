import { wait } from '@/lib/wait.ts';

/** A break as after-react.ts's: app.tsx imports this one after the API client, which brings zod. */
await wait(0);

export {};
