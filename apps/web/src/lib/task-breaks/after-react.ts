import { wait } from '@/lib/wait.ts';

/**
 * Importing a module of this folder ends the task in which the script around it is evaluated: the
 * modules imported after it are evaluated in a task of their own (a top-level await; the bundle keeps
 * the modules' order). The browser can answer a tap in between, and each part is a shorter task than
 * the whole was (decision 0037). main.tsx imports this one between React with MUI and the app.
 */
await wait(0);

export {};
