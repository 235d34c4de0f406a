/** Whether a module is the program node was asked to run, however its path was given (a symlink, spaces). */
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export function isEntry(moduleUrl: string): boolean {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return moduleUrl === pathToFileURL(realpathSync(script)).href;
  } catch {
    return false;
  }
}
