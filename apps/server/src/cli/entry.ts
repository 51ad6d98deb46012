/**
 * What the command-line tools share. A tool's file must not import another tool's: in the production
 * build each tool is one bundle, where `import.meta.url` is the bundle's, so the imported tool would
 * take itself for the program and run too.
 */
import { realpathSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Whether the module of `moduleUrl` is the program node was started with (not imported by a test). */
export function isEntryPoint(moduleUrl: string): boolean {
  try {
    return !!process.argv[1] && realpathSync(process.argv[1]) === realpathSync(fileURLToPath(moduleUrl));
  } catch {
    return false;
  }
}

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Paths on the command line are the caller's: npm runs scripts from the repository root. */
export const callerPath = (path: string) => resolve(process.env.INIT_CWD ?? process.cwd(), path);
