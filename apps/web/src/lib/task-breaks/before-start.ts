import { wait } from '@/lib/wait.ts';

/** A break as after-react.ts's: main.tsx imports this one last, so that its own code starts the app in a task of its own. */
await wait(0);

export {};
