/**
 * Importing this module ends the task in which the first page's script is evaluated, and the modules
 * imported after it are evaluated in a task of their own (a top-level await; the bundle keeps the
 * modules' order). The browser can answer a tap in between, and each half is a shorter task than
 * the whole was (decision 0037). main.tsx imports it between React with MUI and the app.
 */
await new Promise((resolve) => setTimeout(resolve, 0));

export {};
