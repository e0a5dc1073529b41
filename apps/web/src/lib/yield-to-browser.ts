/**
 * Importing this module ends the task in which the first page's script is evaluated, and the modules
 * imported after it are evaluated in a task of their own (a top-level await; the bundle keeps the
 * modules' order). The browser can answer a tap in between, and no one task is long enough to block
 * it on a phone (decision 0037). main.tsx imports it between the pieces of its start.
 */
await new Promise((resolve) => setTimeout(resolve, 0));

export {};
