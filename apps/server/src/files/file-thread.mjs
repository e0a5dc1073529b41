// A worker thread starts without the TypeScript loader its parent may run under (tsx, or vitest's
// own): tsx's namespaced import loads the thread's TypeScript whatever the parent had.
import { tsImport } from 'tsx/esm/api';

await tsImport('./file-thread.ts', import.meta.url);
