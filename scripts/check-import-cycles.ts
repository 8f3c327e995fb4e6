// Fails when the static import graph under src/ has a cycle. A cycle means two modules need each
// other at start-up, so one of them sees the other half-initialised; it also means the layers
// (feature above platform above infra/db) no longer hold. `import type` is erased at build time
// and dynamic `import()` runs later, so neither can form a start-up cycle and both are ignored.
// Usage: tsx scripts/check-import-cycles.ts [--graph]   (--graph prints every edge)
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const srcDir = path.join(root, 'src');

function readCompilerOptions(): ts.CompilerOptions {
  const configPath = path.join(root, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, ts.sys.readFile.bind(ts.sys));
  if (config.error)
    throw new Error(ts.flattenDiagnosticMessageText(config.error.messageText, '\n'));
  return ts.parseJsonConfigFileContent(config.config, ts.sys, root).options;
}

function listSourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listSourceFiles(full));
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

/** Module specifiers that are evaluated when the file is: value imports and re-exports. */
function runtimeSpecifiers(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      if (statement.importClause?.isTypeOnly) continue;
      if (ts.isStringLiteral(statement.moduleSpecifier)) {
        specifiers.push(statement.moduleSpecifier.text);
      }
    } else if (ts.isExportDeclaration(statement)) {
      if (statement.isTypeOnly || !statement.moduleSpecifier) continue;
      if (ts.isStringLiteral(statement.moduleSpecifier)) {
        specifiers.push(statement.moduleSpecifier.text);
      }
    }
  }
  return specifiers;
}

function buildGraph(files: string[], options: ts.CompilerOptions): Map<string, string[]> {
  const inside = new Set(files);
  const host = ts.createCompilerHost(options);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const edges = new Set<string>();
    for (const specifier of runtimeSpecifiers(file)) {
      const resolved = ts.resolveModuleName(specifier, file, options, host).resolvedModule;
      const target = resolved && path.resolve(resolved.resolvedFileName);
      if (target && inside.has(target)) edges.add(target);
    }
    graph.set(file, [...edges]);
  }
  return graph;
}

/** Tarjan's strongly connected components: every cycle lies inside one component. */
function stronglyConnected(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];

  const visit = (start: string): void => {
    // Iterative, so a deep import chain cannot overflow the call stack.
    const work: Array<{ node: string; next: number }> = [{ node: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const edges = graph.get(frame.node) ?? [];
      if (frame.next < edges.length) {
        const to = edges[frame.next++]!;
        if (!index.has(to)) {
          index.set(to, counter);
          low.set(to, counter++);
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, next: 0 });
        } else if (onStack.has(to)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(to)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        components.push(component);
      }
    }
  };

  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return components.filter((c) => c.length > 1 || (graph.get(c[0]!) ?? []).includes(c[0]!));
}

/** Shortest cycle through `start` that stays inside its component (breadth-first). */
function shortestCycle(start: string, members: Set<string>, graph: Map<string, string[]>) {
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const to of graph.get(node) ?? []) {
      if (!members.has(to)) continue;
      if (to === start) {
        const cycle = [node];
        while (cycle[0] !== start) cycle.unshift(previous.get(cycle[0]!)!);
        return cycle;
      }
      if (!previous.has(to)) {
        previous.set(to, node);
        queue.push(to);
      }
    }
  }
  return [];
}

/** One shortest cycle through every file of every component, without repeats. */
function cyclesToReport(components: string[][], graph: Map<string, string[]>): string[][] {
  const seen = new Set<string>();
  const cycles: string[][] = [];
  for (const component of components) {
    const members = new Set(component);
    for (const file of [...component].sort()) {
      const cycle = shortestCycle(file, members, graph);
      // Rotate so the smallest name leads: the same loop found from two files is reported once.
      const first = cycle.indexOf([...cycle].sort()[0]!);
      const rotated = [...cycle.slice(first), ...cycle.slice(0, first)];
      const key = rotated.join('>');
      if (cycle.length > 0 && !seen.has(key)) {
        seen.add(key);
        cycles.push(rotated);
      }
    }
  }
  return cycles;
}

const graph = buildGraph(listSourceFiles(srcDir), readCompilerOptions());
const rel = (file: string) => path.relative(root, file);
if (process.argv.includes('--graph')) {
  for (const [from, edges] of graph) for (const to of edges) console.log(`${rel(from)} ${rel(to)}`);
  process.exit(0);
}
const cycles = cyclesToReport(stronglyConnected(graph), graph);
if (cycles.length === 0) {
  console.log(`check-import-cycles: no import cycle among ${graph.size} files under src/`);
} else {
  console.error(`check-import-cycles: ${cycles.length} import cycle(s) under src/`);
  for (const cycle of cycles) {
    console.error(`  ${[...cycle, cycle[0]!].map(rel).join('\n    -> ')}`);
  }
  process.exit(1);
}
