// Chunk groups by what a module needs, for the bundler's manual code splitting
// (docs/performance.md#sign-in-entry).
import type { Plugin } from 'vite';

type ClosureGroup = {
  /** The chunk's name (`[name]` in its file name; bench/lib/route-bundles.mjs finds it by it). */
  name: string;
  /** The module loaded on demand whose needs the chunk holds (the end of its path). */
  module: string;
  /**
   * Where the walk stops: only at modules loaded on demand (`lazy`: the module imports its parts
   * directly, and the entry's chunk group, which comes first, keeps what the entry uses); or also at
   * whatever the entry's imports name (`entry`) and loads on demand without this module
   * (`entry-and-its-lazy-parts`, so those parts never need this chunk).
   */
  stopAt: 'lazy' | 'entry-and-its-lazy-parts';
};

type ChunkGroup = {
  name: string;
  test: (id: string) => boolean;
  priority: number;
  includeDependenciesRecursively: false;
};

/**
 * One chunk per listed module with what it imports, directly or not, that is not outside it:
 * without groups, the bundler splits the modules a lazily loaded module shares with the lazy
 * routes into many small chunks. Earlier groups win a module both want.
 *
 * The sets are filled when the module graph is known, before the chunks are made, from import
 * statements rather than what tree-shaking keeps: past a barrel (the kit's index), which names far
 * more than anyone uses, a walk would take in modules only some lazy routes need, so it may stop at
 * anything the entry's own walk reaches. It always stops at modules loaded on demand (lazy routes,
 * the endpoint table), which keep their chunks.
 */
export function closureChunkGroups(list: readonly ClosureGroup[]): { plugin: Plugin; groups: ChunkGroup[] } {
  const members = new Map(list.map((group) => [group.name, new Set<string>()]));
  const groups = list.map((group, index): ChunkGroup => ({
    name: group.name,
    test: (id) => members.get(group.name)?.has(id) ?? false,
    priority: list.length - index,
    // Only the walked modules: a dependency outside the group (in the entry, or shared with the
    // sign-in page's lazy parts) stays where it is.
    includeDependenciesRecursively: false,
  }));
  const plugin: Plugin = {
    name: 'food-admin:closure-chunk-groups',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const info = (id: string) => this.getModuleInfo(id);
      const isLazy = (id: string) => (info(id)?.dynamicImporters.length ?? 0) > 0;
      const entries = ids.filter((id) => info(id)?.isEntry);
      /** Every module reachable from `from`, by static imports (and dynamic ones if asked), not entering `skip`. */
      const reach = (from: string[], { dynamic, skip }: { dynamic: boolean; skip?: string }) => {
        const found = new Set<string>();
        const visit = (id: string) => {
          if (found.has(id) || id === skip) return;
          found.add(id);
          const module = info(id);
          for (const next of module?.importedIds ?? []) visit(next);
          if (dynamic) for (const next of module?.dynamicallyImportedIds ?? []) visit(next);
        };
        for (const id of from) visit(id);
        return found;
      };
      for (const group of list) {
        const root = ids.find((id) => id.endsWith(group.module));
        if (!root) throw new Error(`chunk group ${group.name}: no module ${group.module} in the build`);
        const outside =
          group.stopAt === 'lazy' ? new Set<string>() : reach(entries, { dynamic: true, skip: root });
        const into = members.get(group.name) ?? new Set<string>();
        into.clear();
        const visit = (id: string) => {
          if (into.has(id) || outside.has(id) || (id !== root && isLazy(id))) return;
          into.add(id);
          for (const next of info(id)?.importedIds ?? []) visit(next);
        };
        visit(root);
      }
    },
  };
  return { plugin, groups };
}
