import path from 'path';
import type { Chunk, Compilation, Compiler, Module } from 'webpack';

const NAME = 'PageChunksPlugin';

/**
 * H5 (issue #32): writes into index.html's inline first-screen script which files hold each
 * landing page (its chunk and the chunks loaded with it: shared styles, a domain's code), by every
 * path that opens it, so the script preloads them beside the app's script. Without it the page's
 * chunk is asked for only after the app's script has downloaded and run and the router has
 * matched the path: one more round trip before the first screen.
 *
 * `paths` maps each path to its route's page path (src/shared/api/first-screen.ts landingPaths);
 * the inline script carries `mark` (a JSON string) where the table goes. A build whose page or
 * mark is not found fails: a first screen must not lose its preload silently.
 */
export class PageChunksPlugin {
  constructor(
    private readonly paths: Record<string, string>,
    private readonly mark: string,
    private readonly srcDir: string,
  ) {}

  apply(compiler: Compiler): void {
    const { Compilation: CompilationClass, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After HtmlWebpackPlugin has written index.html (OPTIMIZE_INLINE).
        { name: NAME, stage: CompilationClass.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const html = compilation.getAsset('index.html');
          if (!html) return;
          const byPage = this.filesByPage(compilation);
          const publicPath = String(compilation.outputOptions.publicPath ?? '/');
          const table: Record<string, string[]> = {};
          for (const [pathname, page] of Object.entries(this.paths)) {
            const files = byPage.get(page);
            if (!files) throw new Error(`${NAME}: no chunk holds the page ${page}`);
            table[pathname] = files.map((file) => publicPath + file);
          }
          const text = html.source.source().toString();
          const quoted = [`"${this.mark}"`, `'${this.mark}'`].find((each) => text.includes(each));
          if (!quoted) throw new Error(`${NAME}: index.html has no ${this.mark} to fill in`);
          compilation.updateAsset(
            'index.html',
            new sources.RawSource(text.replace(quoted, JSON.stringify(table))),
          );
        },
      );
    });
  }

  /** The page path a module is the file of (src/<page path>.tsx), if any. */
  private pageOf(module: Module): string | undefined {
    const resource = (module as Module & { resource?: string }).resource?.split('?')[0];
    if (!resource) return undefined;
    return path
      .relative(this.srcDir, resource)
      .replace(/\\/g, '/')
      .replace(/\.[jt]sx?$/, '');
  }

  /** Each page path's files: its chunk groups' scripts and styles that the entry does not hold. */
  private filesByPage(compilation: Compilation): Map<string, string[]> {
    const pages = new Set(Object.values(this.paths));
    const initial = new Set<string>();
    for (const entrypoint of compilation.entrypoints.values()) {
      for (const chunk of entrypoint.chunks) for (const file of chunk.files) initial.add(file);
    }
    const byPage = new Map<string, Set<string>>();
    for (const module of compilation.modules) {
      // A production build concatenates modules: the page file is then one of `modules`.
      const inner = (module as Module & { modules?: Module[] }).modules ?? [];
      const page = [module, ...inner]
        .map((each) => this.pageOf(each))
        .find((each) => each !== undefined && pages.has(each));
      if (!page) continue;
      const files = byPage.get(page) ?? new Set<string>();
      for (const chunk of compilation.chunkGraph.getModuleChunks(module)) {
        for (const group of (chunk as Chunk).groupsIterable) {
          for (const member of group.chunks) {
            for (const file of member.files) {
              if (/\.(js|css)$/.test(file) && !initial.has(file)) files.add(file);
            }
          }
        }
      }
      byPage.set(page, files);
    }
    // Styles first: the page is drawn with them; its script runs once both are there.
    const order = (file: string) => (file.endsWith('.css') ? 0 : 1);
    return new Map(
      [...byPage].map(([page, files]) => [page, [...files].sort((a, b) => order(a) - order(b))]),
    );
  }
}
