import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Imports flow one way (shared/conventions.md §13): no two files, and no two business modules
 * (`modules/<a>` → `modules/<b>`), import each other, directly or round a longer circle. Lint's
 * `import/no-cycle` sees files' value imports; this reads type imports too, and the modules.
 * Tests are left out: they may reach across to set a scene.
 */
const SRC = dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

type Graph = Map<string, Map<string, string[]>>;

/** Adds the arrow from → to, remembering which file imports made it. */
function addArrow(graph: Graph, from: string, to: string, because: string) {
  const arrows = graph.get(from) ?? new Map<string, string[]>();
  graph.set(from, arrows.set(to, [...(arrows.get(to) ?? []), because]));
}

/** Every file's relative imports (values, types, re-exports, `import()`), as paths under src. */
function fileGraph(): Graph {
  const graph: Graph = new Map();
  for (const file of sourceFiles(SRC)) {
    const from = relative(SRC, file);
    graph.set(from, graph.get(from) ?? new Map());
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const to = relative(SRC, resolve(dirname(file), fileName));
      addArrow(graph, from, to, `${from} → ${to}`);
    }
  }
  return graph;
}

const moduleOf = (path: string) => /^modules\/([^/]+)\//.exec(path)?.[1];

/** The same imports between business modules; an arrow keeps the file imports behind it. */
function moduleGraph(files: Graph): Graph {
  const graph: Graph = new Map();
  for (const [from, arrows] of files)
    for (const [to, because] of arrows) {
      const [a, b] = [moduleOf(from), moduleOf(to)];
      if (a && b && a !== b) for (const reason of because) addArrow(graph, a, b, reason);
    }
  return graph;
}

/** Tarjan's strongly connected components with more than one member. */
function circles(graph: Graph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component = stack.splice(stack.indexOf(node));
    if (component.length > 1) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** One way round a component, each step with the imports that make it: what a failure prints. */
function describeCircle(graph: Graph, component: string[]): string {
  const members = new Set(component);
  const start = component[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0 && !cameFrom.has(start)) {
    const node = queue.shift()!;
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!members.has(next) || cameFrom.has(next)) continue;
      cameFrom.set(next, node);
      queue.push(next);
    }
  }
  const path = [start];
  for (let node = cameFrom.get(start)!; node !== start; node = cameFrom.get(node)!) path.unshift(node);
  const steps = path.map((node, i) => {
    const next = path[(i + 1) % path.length]!;
    const imports = graph
      .get(node)!
      .get(next)!
      .filter((step) => step !== `${node} → ${next}`);
    return `  ${node} → ${next}${imports.length > 0 ? `: ${imports.join(', ')}` : ''}`;
  });
  return [`circle of ${component.join(', ')}; one way round:`, ...steps].join('\n');
}

describe('the server’s imports flow one way', () => {
  const files = fileGraph();

  it('reads the imports it judges', () => {
    expect(files.get('app.ts')?.has('admin-routes.ts')).toBe(true);
    expect(moduleGraph(files).get('chats')?.has('alarms')).toBe(true);
    const looped: Graph = new Map([
      ['a', new Map([['b', ['a.ts → b.ts']]])],
      ['b', new Map([['c', ['b.ts → c.ts']]])],
      ['c', new Map([['a', ['c.ts → a.ts']]])],
    ]);
    expect(circles(looped)).toEqual([['a', 'b', 'c']]);
    expect(describeCircle(looped, ['a', 'b', 'c'])).toContain('c → a: c.ts → a.ts');
  });

  it('has no circle of files, counting type imports', () => {
    expect(circles(files).map((component) => describeCircle(files, component))).toEqual([]);
  });

  it('has no circle of modules', () => {
    const modules = moduleGraph(files);
    expect(circles(modules).map((component) => describeCircle(modules, component))).toEqual([]);
  });
});
