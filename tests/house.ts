/**
 * `npm run house [root] [--json]`: the shape of the production code under `root` (default: this repository), to
 * compare two trees by the same measure.
 *
 * - Rooms: files and non-blank lines per top-level folder and per subfolder, and the loose files lying directly
 *   in each top-level folder.
 * - Largest functions: every function of MIN_FUNCTION_LINES lines or more, as its own text spans (a nested
 *   function counts on its own and inside its outer one).
 * - Files per flow: the files reachable from a flow's entry files along relative imports (static, re-exports,
 *   dynamic `import()`), type-only imports included. A module importing a barrel pulls in all of it, so this
 *   over-counts; it does so alike in every tree.
 *
 * Production code: the top-level folders below, without node_modules, dist, tests/ and `*.test.*` files.
 * TypeScript 7 keeps its parser in the native compiler, so the files are parsed there, through its API.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Node, type SourceFile, SyntaxKind } from 'typescript/unstable/ast';
import { API } from 'typescript/unstable/sync';

/** The top-level folders holding production code. */
const TOP_FOLDERS = ['widgets', 'site', 'server', 'shared', 'locales', 'demo-embed'];

const MIN_FUNCTION_LINES = 80;

/**
 * The flows measured, each entry a list of candidate paths: the first one present in the measured tree is used,
 * an entry none of whose candidates exists is skipped and reported.
 */
const FLOWS: { name: string; entries: string[][] }[] = [
  {
    name: 'ROI Send to outbox',
    entries: [['widgets/roi-calculator/send.ts'], ['server/roi/routes.ts'], ['server/outbox/index.ts']],
  },
  {
    name: 'Wizard step 1',
    entries: [
      // Step 1's component (the job description).
      ['widgets/demo-wizard/steps/JobStep.tsx'],
      ['widgets/demo-wizard/flow.ts'],
      // The gateway's step-1 routes: one file per wizard step now, one file for all of them before.
      ['server/demo/routes/job.ts', 'server/demo/routes.ts'],
    ],
  },
];

const SKIPPED_FOLDERS = new Set(['node_modules', 'dist']);
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;
const PARSED_FILE = /\.[cm]?[jt]sx?$/;
const DECLARATION_FILE = /\.d\.[cm]?ts$/;
/** What a relative import may leave off: extensions, or a folder's index file. */
const RESOLVED_SUFFIXES = [
  '',
  '.ts',
  '.tsx',
  '.d.ts',
  '.js',
  '.jsx',
  '.mjs',
  '.cjs',
  '.json',
  '/index.ts',
  '/index.tsx',
  '/index.js',
];

interface Room {
  room: string;
  files: number;
  lines: number;
}

interface TopRoom extends Room {
  looseFiles: number;
  rooms: Room[];
}

interface LongFunction {
  name: string;
  kind: 'function' | 'arrow' | 'method' | 'callback';
  lines: number;
  file: string;
  line: number;
}

interface FlowMeasure {
  name: string;
  entries: string[];
  missingEntries: string[][];
  files: string[];
}

interface House {
  root: string;
  rooms: TopRoom[];
  minFunctionLines: number;
  functions: LongFunction[];
  flows: FlowMeasure[];
}

/** Production files under `dir`, as paths relative to `root` with forward slashes. */
function productionFiles(root: string, dir: string): string[] {
  const found: string[] = [];
  const absolute = path.join(root, dir);
  if (!existsSync(absolute)) return found;
  for (const entry of readdirSync(absolute, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) found.push(...productionFiles(root, relative));
    } else if (entry.isFile() && !TEST_FILE.test(entry.name)) {
      found.push(relative);
    }
  }
  return found;
}

/** Non-blank lines of a text file; binary files (images, sound) count as files with no lines. */
function nonBlankLines(file: string): number {
  const bytes = readFileSync(file);
  if (bytes.subarray(0, 8000).includes(0)) return 0;
  return bytes
    .toString('utf8')
    .split('\n')
    .filter((line) => line.trim() !== '').length;
}

function measureRooms(root: string, files: string[]): TopRoom[] {
  const lines = new Map(files.map((file) => [file, nonBlankLines(path.join(root, file))]));
  const sum = (of: string[]): number => of.reduce((total, file) => total + (lines.get(file) ?? 0), 0);
  return TOP_FOLDERS.filter((top) => existsSync(path.join(root, top))).map((top) => {
    const inTop = files.filter((file) => file.startsWith(`${top}/`));
    const loose = inTop.filter((file) => file.split('/').length === 2);
    const subfolders = [...new Set(inTop.filter((file) => !loose.includes(file)).map((file) => file.split('/')[1]))];
    const rooms = subfolders.sort().map((sub) => {
      const inRoom = inTop.filter((file) => file.startsWith(`${top}/${sub}/`));
      return { room: `${top}/${sub}/`, files: inRoom.length, lines: sum(inRoom) };
    });
    return { room: `${top}/`, files: inTop.length, lines: sum(inTop), looseFiles: loose.length, rooms };
  });
}

/**
 * Parses the files (absolute paths) with the TypeScript compiler, each on its own: a throwaway project lists
 * them, resolving no import and loading no library.
 */
export function parseFiles(files: string[]): Map<string, SourceFile> {
  const dir = mkdtempSync(path.join(tmpdir(), 'house-'));
  const config = path.join(dir, 'tsconfig.json');
  const compilerOptions = { allowJs: true, noResolve: true, noLib: true, types: [], jsx: 'preserve', noEmit: true };
  writeFileSync(config, JSON.stringify({ compilerOptions, files }));
  const api = new API({ cwd: dir });
  try {
    const project = api.updateSnapshot({ openProjects: [config] }).getProjects()[0];
    if (!project) throw new Error('The TypeScript compiler opened no project.');
    const parsed = new Map<string, SourceFile>();
    for (const file of files) {
      const sourceFile = project.program.getSourceFile(file);
      if (sourceFile) parsed.set(file, sourceFile);
    }
    return parsed;
  } finally {
    api.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

function childNodes(node: Node): Node[] {
  const children: Node[] = [];
  node.forEachChild(
    (child) => {
      children.push(child);
    },
    (nodes) => {
      children.push(...nodes);
    },
  );
  return children;
}

/** A name as written: an identifier, a string or a number, or the source text of a computed one. */
function nameText(name: Node | undefined, sourceFile: SourceFile): string | undefined {
  if (!name) return undefined;
  if ('text' in name && typeof name.text === 'string') return name.text;
  return name.getText(sourceFile);
}

/** What a class or object literal is called by the code around it. */
function ownerName(owner: Node, sourceFile: SourceFile): string | undefined {
  if ('name' in owner && owner.name) return nameText(owner.name as Node, sourceFile);
  return assignedName(owner, sourceFile);
}

/**
 * The name an expression is given by what holds it: the const or property it is assigned to (through
 * parentheses, `as`, `satisfies` and wrapping calls such as `memo(…)` or `useCallback(…)`), or `default`.
 */
function assignedName(expression: Node, sourceFile: SourceFile): string | undefined {
  let node = expression;
  for (;;) {
    const parent = node.parent;
    switch (parent.kind) {
      case SyntaxKind.ParenthesizedExpression:
      case SyntaxKind.AsExpression:
      case SyntaxKind.SatisfiesExpression:
      case SyntaxKind.NonNullExpression:
        node = parent;
        continue;
      case SyntaxKind.CallExpression:
        // An argument, not the function called.
        if ((parent as unknown as { expression: Node }).expression === node) return undefined;
        node = parent;
        continue;
      case SyntaxKind.VariableDeclaration:
        return nameText((parent as unknown as { name: Node }).name, sourceFile);
      case SyntaxKind.PropertyAssignment:
      case SyntaxKind.PropertyDeclaration: {
        const property = nameText((parent as unknown as { name: Node }).name, sourceFile);
        const owner = ownerName(parent.parent, sourceFile);
        return owner ? `${owner}.${property}` : property;
      }
      case SyntaxKind.BinaryExpression: {
        const binary = parent as unknown as { left: Node; operatorToken: Node; right: Node };
        if (binary.operatorToken.kind !== SyntaxKind.EqualsToken || binary.right !== node) return undefined;
        return binary.left.getText(sourceFile);
      }
      case SyntaxKind.ExportAssignment:
        return 'default';
      default:
        return undefined;
    }
  }
}

/** The call an anonymous function is passed to, as `callee(…)`. */
function calleeOf(fn: Node, sourceFile: SourceFile): string {
  let node = fn.parent;
  while (node.kind === SyntaxKind.ParenthesizedExpression) node = node.parent;
  if (node.kind === SyntaxKind.CallExpression || node.kind === SyntaxKind.NewExpression) {
    const callee = (node as unknown as { expression: Node }).expression.getText(sourceFile).replace(/\s+/g, '');
    return `${node.kind === SyntaxKind.NewExpression ? 'new ' : ''}${callee}(…)`;
  }
  if (node.kind === SyntaxKind.JsxExpression) return 'JSX';
  return 'expression';
}

function describeFunction(node: Node, sourceFile: SourceFile): Pick<LongFunction, 'name' | 'kind'> | undefined {
  const name = (node as { name?: Node }).name;
  switch (node.kind) {
    case SyntaxKind.FunctionDeclaration:
      return { name: nameText(name, sourceFile) ?? 'default', kind: 'function' };
    case SyntaxKind.MethodDeclaration:
    case SyntaxKind.GetAccessor:
    case SyntaxKind.SetAccessor:
    case SyntaxKind.Constructor: {
      const method = node.kind === SyntaxKind.Constructor ? 'constructor' : (nameText(name, sourceFile) ?? '?');
      const owner = ownerName(node.parent, sourceFile);
      return { name: owner ? `${owner}.${method}` : method, kind: 'method' };
    }
    case SyntaxKind.ArrowFunction:
    case SyntaxKind.FunctionExpression: {
      const kind = node.kind === SyntaxKind.ArrowFunction ? 'arrow' : 'function';
      const assigned = assignedName(node, sourceFile) ?? nameText(name, sourceFile);
      if (assigned) return { name: assigned, kind };
      const callback = `callback to ${calleeOf(node, sourceFile)}`;
      const enclosing = enclosingName(node, sourceFile);
      return { name: enclosing ? `${enclosing} › ${callback}` : `(${callback})`, kind: 'callback' };
    }
    default:
      return undefined;
  }
}

/** The name of the nearest named function around a node. */
function enclosingName(node: Node, sourceFile: SourceFile): string | undefined {
  for (let outer = node.parent; outer.kind !== SyntaxKind.SourceFile; outer = outer.parent) {
    const described = describeFunction(outer, sourceFile);
    if (described) return described.name;
  }
  return undefined;
}

/** Every function of `minLines` lines or more in a parsed file, nested ones included. */
export function longFunctions(sourceFile: SourceFile, file: string, minLines: number): LongFunction[] {
  const found: LongFunction[] = [];
  const visit = (node: Node): void => {
    const described = describeFunction(node, sourceFile);
    if (described && (node as { body?: Node }).body) {
      const start = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line;
      const end = sourceFile.getLineAndCharacterOfPosition(node.end).line;
      const lines = end - start + 1;
      if (lines >= minLines) found.push({ ...described, lines, file, line: start + 1 });
    }
    for (const child of childNodes(node)) visit(child);
  };
  visit(sourceFile);
  return found;
}

/** The module specifiers a file imports: static imports, re-exports, dynamic imports. */
export function importedSpecifiers(sourceFile: SourceFile): string[] {
  const specifiers: string[] = [];
  const literal = (node: Node | undefined): void => {
    if (node && (node.kind === SyntaxKind.StringLiteral || node.kind === SyntaxKind.NoSubstitutionTemplateLiteral))
      specifiers.push((node as unknown as { text: string }).text);
  };
  const visit = (node: Node): void => {
    if (node.kind === SyntaxKind.ImportDeclaration || node.kind === SyntaxKind.ExportDeclaration) {
      literal((node as unknown as { moduleSpecifier?: Node }).moduleSpecifier);
    } else if (node.kind === SyntaxKind.CallExpression) {
      const call = node as unknown as { expression: Node; arguments: readonly Node[] };
      if (call.expression.kind === SyntaxKind.ImportKeyword) literal(call.arguments[0]);
    }
    for (const child of childNodes(node)) visit(child);
  };
  visit(sourceFile);
  return specifiers;
}

/** The production file a relative import names, if any: its extension and index file may be left off. */
function resolveImport(from: string, specifier: string, production: Set<string>): string | undefined {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return undefined;
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier.replace(/[?#].*$/, '')));
  const candidates = RESOLVED_SUFFIXES.map((suffix) => target + suffix);
  // An import written with a .js extension may name the TypeScript file.
  const script = /\.([cm]?)js(x?)$/.exec(target);
  if (script) candidates.push(target.replace(/\.[cm]?jsx?$/, `.${script[1]}ts${script[2]}`));
  return candidates.find((candidate) => production.has(candidate));
}

function measureFlows(root: string, production: Set<string>, imports: Map<string, string[]>): FlowMeasure[] {
  return FLOWS.map(({ name, entries }) => {
    const found: string[] = [];
    const missingEntries: string[][] = [];
    for (const candidates of entries) {
      const present = candidates.find((candidate) => existsSync(path.join(root, candidate)));
      if (present) found.push(present);
      else missingEntries.push(candidates);
    }
    const reached = new Set<string>();
    const pending = found.filter((file) => production.has(file));
    while (pending.length > 0) {
      const file = pending.pop() as string;
      if (reached.has(file)) continue;
      reached.add(file);
      for (const specifier of imports.get(file) ?? []) {
        const target = resolveImport(file, specifier, production);
        if (target && !reached.has(target)) pending.push(target);
      }
    }
    return { name, entries: found, missingEntries, files: [...reached].sort() };
  });
}

function measureHouse(root: string): House {
  const files = TOP_FOLDERS.flatMap((top) => productionFiles(root, top));
  const production = new Set(files);
  const parsedFiles = files.filter((file) => PARSED_FILE.test(file) && !DECLARATION_FILE.test(file));
  const parsed = parseFiles(parsedFiles.map((file) => path.join(root, file)));
  const functions: LongFunction[] = [];
  const imports = new Map<string, string[]>();
  for (const file of parsedFiles) {
    const sourceFile = parsed.get(path.join(root, file));
    if (!sourceFile) throw new Error(`The TypeScript compiler did not parse ${file}.`);
    functions.push(...longFunctions(sourceFile, file, MIN_FUNCTION_LINES));
    imports.set(file, importedSpecifiers(sourceFile));
  }
  functions.sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file) || a.line - b.line);
  return {
    root,
    rooms: measureRooms(root, files),
    minFunctionLines: MIN_FUNCTION_LINES,
    functions,
    flows: measureFlows(root, production, imports),
  };
}

function report(house: House): string {
  const out: string[] = [];
  const row = (label: string, files: number | string, lines: number | string): string =>
    `${label.padEnd(40)}${String(files).padStart(7)}${String(lines).padStart(9)}`;
  out.push(`House: ${house.root}`);
  out.push(`Production code in ${TOP_FOLDERS.join(', ')}; no node_modules, dist, tests/, *.test.* files.`, '');
  out.push('Rooms', row('', 'files', 'lines'));
  for (const top of house.rooms) {
    out.push(row(top.room, top.files, top.lines));
    for (const room of top.rooms) out.push(row(`  ${room.room}`, room.files, room.lines));
  }
  out.push('', 'Loose files (directly in the top-level folder)');
  for (const top of house.rooms) out.push(`  ${top.room}: ${top.looseFiles} loose files`);
  const server = house.rooms.find((top) => top.room === 'server/');
  if (server) out.push(`server/: ${server.looseFiles} loose files`);

  out.push('', `Largest functions (${house.minFunctionLines} lines or more): ${house.functions.length}`);
  for (const fn of house.functions) {
    out.push(`${String(fn.lines).padStart(6)}  ${fn.name} [${fn.kind}]  ${fn.file}:${fn.line}`);
  }

  out.push('', 'Files per flow (relative imports from the entries, production files)');
  for (const flow of house.flows) {
    const byFolder = TOP_FOLDERS.map((top) => [top, flow.files.filter((file) => file.startsWith(`${top}/`)).length])
      .filter(([, count]) => count)
      .map(([top, count]) => `${top} ${count}`);
    out.push(`${flow.name}: ${flow.files.length} files (${byFolder.join(', ')})`);
    out.push(`  entries: ${flow.entries.join(', ')}`);
    for (const missing of flow.missingEntries) out.push(`  missing entry, skipped: ${missing.join(' or ')}`);
    for (const file of flow.files) out.push(`    ${file}`);
  }
  return out.join('\n');
}

function main(): void {
  const args = process.argv.slice(2);
  const json = args.includes('--json');
  const rootArg = args.find((arg) => !arg.startsWith('--'));
  const root = path.resolve(rootArg ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  if (!statSync(root, { throwIfNoEntry: false })?.isDirectory()) {
    console.error(`No folder at ${root}.`);
    process.exit(1);
  }
  const house = measureHouse(root);
  console.log(json ? JSON.stringify(house, null, 2) : report(house));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
