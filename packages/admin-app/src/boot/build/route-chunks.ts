// Build-time map from the page's path to the code of its routes, for boot.js (boot-script.ts) to
// preload before the app's own code has even arrived (docs/performance.md#route-chunks-at-boot).
import type { Plugin } from 'vite';

/** The id of the data block in index.html that boot.js reads. */
export const ROUTE_CHUNKS_ID = 'route-chunks';

const ROUTES_DIR = 'src/routes/';

/**
 * A route file's URL pattern (a regular expression's source), by TanStack Router's file naming:
 * folders and dots separate segments, `_name` is a pathless layout, `index` is the folder itself,
 * `$name` a parameter. `admin/menus/$id.edit.tsx` -> `/admin/menus/[^/]+/edit`.
 */
export function routePattern(routeFile: string): string {
  const segments = routeFile
    .replace(/\.tsx?$/, '')
    .split(/[/.]/)
    .filter((segment) => !segment.startsWith('_') && segment !== 'index');
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return segments.map((segment) => `/${segment.startsWith('$') ? '[^/]+' : escape(segment)}`).join('');
}

/** `route.tsx` files are layouts: they render around every route in their folder. */
const isLayout = (routeFile: string) => /(^|\/)route\.tsx?$/.test(routeFile);
const folderOf = (routeFile: string) => routeFile.slice(0, routeFile.lastIndexOf('/') + 1);

export type ChunkInfo = {
  fileName: string;
  facadeModuleId?: string | null;
  imports: readonly string[];
  dynamicImports: readonly string[];
  isDynamicEntry?: boolean;
  /** Every module in the chunk (a chunk group's has no facade module). */
  moduleIds?: readonly string[];
  viteMetadata?: { importedCss: Set<string> };
};

/**
 * What boot.js gets: the files once (names under `base`), for each page route its pattern and the
 * files it needs, the files every page needs when someone is signed in (`session`) and when no one
 * is (`visitor`: the identity provider, which a restored session loads later), and the routed
 * app's (`app`), which every page needs but the sign-in page of a visitor with no session (boot.js
 * and the app decide that with the same code: start-choice.ts).
 */
export type RouteChunks = {
  base: string;
  files: string[];
  routes: [pattern: string, files: number[]][];
  session: number[];
  visitor: number[];
  app: number[];
};

/**
 * Does the chunk stand for one of these modules (ends of their paths)? Its facade module, or for a
 * chunk group's chunk (vite.config.ts) a module in it.
 */
const isModule = (chunk: ChunkInfo | undefined, moduleIds: readonly string[]) =>
  moduleIds.some(
    (id) =>
      chunk?.facadeModuleId?.replace(/\?.*$/, '').endsWith(id) ||
      (!chunk?.facadeModuleId && chunk?.moduleIds?.some((member) => member.endsWith(id))),
  );

/**
 * For every page route (not layouts, not the root), the chunks of its route file and of the layout
 * files around it, with everything they import statically and their stylesheets, less what
 * index.html loads anyway. `eager` lists modules a route requests as soon as its code runs (e.g.
 * the dashboard's charts): they are preloaded with the route that imports them. `session` lists
 * lazily loaded modules every signed-in page renders (the sidebar): boot.js preloads them when a
 * session is stored.
 */
export function routeChunks(
  chunks: readonly ChunkInfo[],
  {
    alreadyLoaded,
    eager = [],
    session = [],
    visitor = [],
    app = [],
  }: {
    alreadyLoaded: ReadonlySet<string>;
    eager?: readonly string[];
    session?: readonly string[];
    visitor?: readonly string[];
    app?: readonly string[];
  },
): RouteChunks {
  // A listed module that is no chunk's would preload nothing without a word (a path written relative
  // to the app's folder, '../api-client/...', once did): the build fails instead.
  for (const id of [...eager, ...session, ...visitor, ...app]) {
    if (!chunks.some((chunk) => isModule(chunk, [id])))
      throw new Error(`route chunks at boot: no chunk is the module ${id} (give the end of its path)`);
  }
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const routeFileOf = (chunk: ChunkInfo) => {
    const id = chunk.facadeModuleId?.replace(/\?.*$/, '') ?? '';
    const at = id.indexOf(`/${ROUTES_DIR}`);
    return at === -1 ? null : id.slice(at + ROUTES_DIR.length + 1);
  };
  const chunksOfRouteFile = new Map<string, ChunkInfo[]>();
  for (const chunk of chunks) {
    const routeFile = routeFileOf(chunk);
    if (!routeFile || routeFile.startsWith('__root')) continue;
    chunksOfRouteFile.set(routeFile, [...(chunksOfRouteFile.get(routeFile) ?? []), chunk]);
  }

  const files: string[] = [];
  const indexOf = (file: string) => {
    const at = files.indexOf(file);
    return at === -1 ? files.push(file) - 1 : at;
  };
  const collect = (fileName: string, into: Set<string>) => {
    if (into.has(fileName) || alreadyLoaded.has(fileName)) return;
    const chunk = byFile.get(fileName);
    if (!chunk) return;
    into.add(fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) into.add(css);
    for (const imported of chunk.imports) collect(imported, into);
    for (const lazy of chunk.dynamicImports) {
      if (isModule(byFile.get(lazy), eager)) collect(lazy, into);
    }
  };

  const routes: RouteChunks['routes'] = [];
  const routeFiles = [...chunksOfRouteFile.keys()].sort();
  for (const page of routeFiles.filter((file) => !isLayout(file))) {
    const layouts = routeFiles.filter((file) => isLayout(file) && page.startsWith(folderOf(file)));
    const needed = new Set<string>();
    for (const routeFile of [...layouts, page]) {
      for (const chunk of chunksOfRouteFile.get(routeFile) ?? []) collect(chunk.fileName, needed);
    }
    routes.push([routePattern(page), [...needed].map(indexOf)]);
  }
  // boot.js takes the first match: a fixed segment wins over a parameter (`/menus/new`, not `/menus/$id`).
  const params = ([pattern]: RouteChunks['routes'][number]) => pattern.split('[^/]+').length;
  routes.sort((a, b) => params(a) - params(b));
  /** The chunks of these modules with what they import, as indexes into `files`. */
  const filesOf = (moduleIds: readonly string[]) => {
    const needed = new Set<string>();
    for (const chunk of chunks) if (isModule(chunk, moduleIds)) collect(chunk.fileName, needed);
    return [...needed].map(indexOf);
  };
  return {
    base: '',
    files,
    routes,
    session: filesOf(session),
    visitor: filesOf(visitor),
    app: filesOf(app),
  };
}

/**
 * Writes the map into index.html as a JSON data block (not a script: the content security policy
 * lets only this origin's script files run), just before boot.js, which reads it.
 */
export function routeChunksAtBoot({
  eager = [],
  session = [],
  visitor = [],
  app = [],
}: {
  eager?: string[];
  session?: string[];
  visitor?: string[];
  app?: string[];
} = {}): Plugin {
  let base = '/';
  return {
    name: 'food-admin:route-chunks-at-boot',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunks = Object.values(context.bundle ?? {}).flatMap((output) =>
          output.type === 'chunk' ? [output as unknown as ChunkInfo] : [],
        );
        const alreadyLoaded = new Set(
          chunks.map((chunk) => chunk.fileName).filter((file) => html.includes(`${base}${file}`)),
        );
        const map = routeChunks(chunks, { alreadyLoaded, eager, session, visitor, app });
        // Every file is an asset: its folder once, not on every name.
        const folder = 'assets/';
        if (!map.files.every((file) => file.startsWith(folder)))
          throw new Error('route chunks outside assets/');
        map.base = `${base}${folder}`;
        map.files = map.files.map((file) => file.slice(folder.length));
        // Right before boot.js, which reads it, and after <meta charset> (within the first 1024 bytes).
        const bootScript = `<script src="${base}boot.js"></script>`;
        if (!html.includes(bootScript)) throw new Error(`index.html has no ${bootScript}`);
        // Nothing in a file name or a pattern can close the element; JSON needs no other escaping here.
        const block = `<script type="application/json" id="${ROUTE_CHUNKS_ID}">${JSON.stringify(map)}</script>`;
        return html.replace(bootScript, `${block}\n    ${bootScript}`);
      },
    },
  };
}
