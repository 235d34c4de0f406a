/**
 * A Vite plugin: `import source from './worker?worker-source'` gives the worker's code, bundled and minified,
 * as a string. The widget makes the blob: URL itself, so that on a page that enforces Trusted Types it can
 * pass the URL through its own policy (Vite's `?worker&inline` builds the URL where no policy can reach it).
 */
import { build, type Plugin, type Rolldown } from 'vite';

const QUERY = '?worker-source';

export function workerSource(): Plugin {
  const built = new Map<string, Promise<{ code: string; files: string[] }>>();

  async function bundle(entry: string): Promise<{ code: string; files: string[] }> {
    const output = (await build({
      configFile: false,
      logLevel: 'silent',
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        write: false,
        target: 'es2022',
        minify: true,
        lib: { entry, formats: ['iife'], name: 'alexWorker' },
        rolldownOptions: { output: { comments: false } },
      },
    })) as Rolldown.RolldownOutput[];
    const chunk = output.flatMap((result) => result.output).find((file) => file.type === 'chunk');
    if (chunk?.type !== 'chunk') throw new Error(`The worker ${entry} built to nothing`);
    return { code: chunk.code, files: chunk.moduleIds.filter((id) => !id.startsWith('\0')) };
  }

  return {
    name: 'alex:worker-source',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!source.endsWith(QUERY)) return null;
      const resolved = await this.resolve(source.slice(0, -QUERY.length), importer, { skipSelf: true });
      return resolved ? `${resolved.id}${QUERY}` : null;
    },
    async load(id) {
      if (!id.endsWith(QUERY)) return null;
      const entry = id.slice(0, -QUERY.length);
      let result = built.get(entry);
      if (!result) {
        result = bundle(entry);
        built.set(entry, result);
        result.catch(() => built.delete(entry));
      }
      const { code, files } = await result;
      for (const file of files) this.addWatchFile(file);
      return `export default ${JSON.stringify(code)};`;
    },
    watchChange() {
      // A change to a watched file (a worker's, among others) rebuilds the workers on their next load.
      built.clear();
    },
  };
}
